#include "validator.h"

#include "models/validation/jobcost.h"
#include "models/validation/suggestions.h"

#include <QCoreApplication>

#include <algorithm>
#include <tuple>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class RegionOptionsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::RegionOptions)
};

// What one pool needs from a region, looked up once for all regions.
struct PoolNeed
{
    const MachineTypeInfo *machine = nullptr;
    QString machineName;
    const AcceleratorInfo *accelerator = nullptr;
};

void addOnce(QStringList &list, const QString &text)
{
    if (!list.contains(text))
        list.append(text);
}

} // namespace

QList<RegionOption> whereCanRun(const JobDocument &job, const Catalog &catalog)
{
    return whereCanRun(job, catalog, flavourOf(job));
}

QList<RegionOption> whereCanRun(const JobDocument &document, const Catalog &catalog,
                                JobFlavour flavour)
{
    const JobDocument job = withScaleTierPools(document, catalog,
                                               flavour == JobFlavour::AiPlatform);
    QList<PoolNeed> needs;
    QStringList gpuTypes;      // GPU types whose zones are known: the same-zone rule
    QStringList zoneTypes;     // every accelerator with zone data
    QStringList jobReasons;    // what no region can fix
    QStringList jobNotes;
    for (const WorkerPool &pool : job.pools) {
        if (!pool.enabled || pool.replicaCount <= 0)
            continue;
        PoolNeed need;
        need.machine = machineFor(pool, catalog);
        need.machineName = pool.machine.machineType;
        const PoolGpu gpu = poolGpu(pool, catalog);
        need.accelerator = gpu.accelerator.isEmpty() ? nullptr
                                                     : catalog.accelerator(gpu.accelerator);
        if (!need.machine && need.machineName.isEmpty())
            addOnce(jobReasons, RegionOptionsMessages::tr("a pool names no machine type"));
        else if (!need.machine)
            addOnce(jobReasons, RegionOptionsMessages::tr("%1 is not a known machine type").arg(need.machineName));
        else if (!catalog.hasSeriesData(need.machine->series))
            addOnce(jobNotes, RegionOptionsMessages::tr("where %1 machines are offered is not known")
                                  .arg(need.machine->series.toUpper()));
        if (!gpu.accelerator.isEmpty() && !need.accelerator)
            addOnce(jobReasons, RegionOptionsMessages::tr("%1 is not a known accelerator").arg(gpu.accelerator));
        if (need.accelerator) {
            const QString &name = need.accelerator->name;
            if (need.accelerator->lifecycle == Lifecycle::EndOfLife)
                addOnce(jobReasons, RegionOptionsMessages::tr("%1 has reached end of life").arg(name));
            else if (!catalog.hasAvailabilityData(name))
                addOnce(jobNotes, RegionOptionsMessages::tr("where %1 is offered is not known").arg(name));
            else {
                if (!zoneTypes.contains(name))
                    zoneTypes.append(name);
                if (!need.accelerator->isTpu() && !gpuTypes.contains(name))
                    gpuTypes.append(name);
            }
        }
        needs.append(need);
    }

    QList<RegionOption> options;
    options.reserve(catalog.regions().size());
    for (const RegionInfo &region : catalog.regions()) {
        RegionOption option;
        option.region = region.name;
        option.location = region.location;
        option.reasons = jobReasons;
        option.notes = jobNotes;
        for (const PoolNeed &need : needs) {
            if (need.machine && catalog.hasSeriesData(need.machine->series)
                && !catalog.regionOffersSeries(region.name, need.machine->series))
                addOnce(option.reasons, RegionOptionsMessages::tr("no %1 machines").arg(need.machine->series.toUpper()));
            if (need.accelerator && zoneTypes.contains(need.accelerator->name)
                && !catalog.regionOffers(region.name, need.accelerator->name))
                addOnce(option.reasons, RegionOptionsMessages::tr("%1 not offered").arg(need.accelerator->name));
        }
        option.cost = expandedJobCost(job, catalog, region.name);
        option.costPerHour = option.cost.total();
        option.costKnown = option.cost.known();
        option.unknownPrices = option.cost.unknownPrices();
        if (option.reasons.isEmpty()) {
            if (zoneTypes.isEmpty()) {
                option.zones = region.zones;
            } else {
                option.zones = catalog.zonesOffering(region.name, zoneTypes);
                if (gpuTypes.size() > 1
                    && catalog.zonesOffering(region.name, gpuTypes).isEmpty()) {
                    const QString text = RegionOptionsMessages::tr("no zone offers %1 together")
                                             .arg(gpuTypes.join(QStringLiteral(", ")));
                    if (flavour == JobFlavour::AiPlatform)
                        option.reasons.append(text);
                    else
                        option.notes.append(text);
                }
            }
        }
        option.canRun = option.reasons.isEmpty();
        options.append(option);
    }
    // Runnable regions with a known cost first, cheapest first; the name breaks ties.
    const auto rank = [](const RegionOption &o) {
        return std::tuple<bool, bool, double, const QString &>(!o.canRun, !o.costKnown,
                                                                o.costPerHour, o.region);
    };
    std::sort(options.begin(), options.end(),
              [&](const RegionOption &a, const RegionOption &b) { return rank(a) < rank(b); });
    return options;
}

} // namespace Poolcraft
