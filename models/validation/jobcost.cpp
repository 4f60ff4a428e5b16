#include "jobcost.h"

#include "models/validation/suggestions.h"

#include <QCoreApplication>

#include <algorithm>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class JobCostMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::JobCost)
};

} // namespace

double PoolCost::acceleratorsPerHour() const
{
    if (accelerator.isEmpty() || acceleratorCount <= 0)
        return 0;
    return double(replicas) * acceleratorCount * acceleratorPerHour.value_or(0);
}

bool PoolCost::known() const
{
    return machinePerHour
           && (accelerator.isEmpty() || acceleratorCount <= 0 || acceleratorPerHour);
}

QString PoolCost::description() const
{
    const auto price = [](const std::optional<double> &perHour) {
        return perHour ? moneyPerHour(*perHour) : JobCostMessages::tr("an unknown price");
    };
    QString text = JobCostMessages::tr("%1: %2 × %3 at %4")
                       .arg(poolRoleName(pool)).arg(replicas)
                       .arg(machineType.isEmpty() ? JobCostMessages::tr("(no machine type)")
                                                  : machineType,
                            price(machinePerHour));
    if (!accelerator.isEmpty() && acceleratorCount > 0) {
        text += JobCostMessages::tr(" + %1 × %2 × %3 at %4")
                    .arg(replicas).arg(acceleratorCount).arg(accelerator,
                                                             price(acceleratorPerHour));
    }
    const QString sum = moneyPerHour(subtotal());
    return text + (known() ? JobCostMessages::tr(" = %1").arg(sum)
                           : JobCostMessages::tr(" ≥ %1").arg(sum));
}

QString moneyPerHour(double perHour)
{
    return QStringLiteral("$%1/h").arg(perHour, 0, 'f', 2);
}

double JobCost::total() const
{
    double sum = 0;
    for (const PoolCost &pool : pools)
        sum += pool.subtotal();
    return sum;
}

bool JobCost::known() const
{
    return std::all_of(pools.cbegin(), pools.cend(), [](const PoolCost &p) { return p.known(); });
}

QStringList JobCost::unknownPrices() const
{
    QStringList names;
    const auto add = [&names](const QString &name) {
        if (!name.isEmpty() && !names.contains(name))
            names.append(name);
    };
    for (const PoolCost &pool : pools) {
        if (!pool.machinePerHour)
            add(pool.machineType);
        if (!pool.accelerator.isEmpty() && pool.acceleratorCount > 0 && !pool.acceleratorPerHour)
            add(pool.accelerator);
    }
    return names;
}

QStringList JobCost::notCounted()
{
    return {JobCostMessages::tr("boot disks"), JobCostMessages::tr("network traffic"),
            JobCostMessages::tr("storage"),
            JobCostMessages::tr("Vertex AI's custom-training management fee")};
}

QString JobCost::notCountedText()
{
    return JobCostMessages::tr("Not counted: %1.").arg(notCounted().join(QStringLiteral(", ")));
}

JobCost expandedJobCost(const JobDocument &expanded, const Catalog &catalog,
                        const QString &region)
{
    JobCost cost;
    cost.region = region;
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = expanded.pools[size_t(i)];
        if (!pool.enabled || pool.replicaCount <= 0)
            continue;
        PoolCost item;
        item.pool = i;
        item.replicas = pool.replicaCount;
        const MachineTypeInfo *machine = machineFor(pool, catalog);
        item.machineType = machine ? machine->name : pool.machine.machineType;
        item.machinePerHour = catalog.machinePricePerHour(item.machineType, region);
        const PoolGpu gpu = poolGpu(pool, catalog);
        if (!gpu.accelerator.isEmpty() && gpu.count > 0) {
            const AcceleratorInfo *info = catalog.accelerator(gpu.accelerator);
            item.accelerator = info ? info->name : gpu.accelerator;
            item.acceleratorCount = gpu.count;
            item.acceleratorPerHour = catalog.acceleratorPricePerHour(item.accelerator, region);
        }
        cost.pools.append(item);
    }
    return cost;
}

JobCost jobCost(const JobDocument &job, const Catalog &catalog, const QString &region,
                JobFlavour flavour)
{
    return expandedJobCost(withScaleTierPools(job, catalog, flavour == JobFlavour::AiPlatform),
                           catalog, region);
}

} // namespace Poolcraft
