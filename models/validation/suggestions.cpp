#include "suggestions.h"

#include "models/core/editdistance.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace Poolcraft {

PoolGpu poolGpu(const WorkerPool &pool, const Catalog &catalog)
{
    if (const LegacyMachineType *legacy = catalog.legacyMachineType(pool.machine.machineType))
        return {legacy->accelerator, legacy->acceleratorCount, true};
    if (pool.machine.acceleratorType.isEmpty())
        return {};
    return {pool.machine.acceleratorType, pool.machine.acceleratorCount, false};
}

const MachineTypeInfo *machineFor(const WorkerPool &pool, const Catalog &catalog)
{
    if (const LegacyMachineType *legacy = catalog.legacyMachineType(pool.machine.machineType))
        return catalog.machineType(legacy->equivalent);
    return catalog.machineType(pool.machine.machineType);
}

bool usesTpu(const WorkerPool &pool, const Catalog &catalog)
{
    const PoolGpu gpu = poolGpu(pool, catalog);
    const AcceleratorInfo *acc = catalog.accelerator(gpu.accelerator);
    if (acc && acc->isTpu())
        return true;
    const MachineTypeInfo *machine = machineFor(pool, catalog);
    return machine
           && (machine->series == QLatin1String("cloud-tpu")
               || machine->series == QLatin1String("ct5lp"));
}

JobDocument withScaleTierPools(const JobDocument &job, const Catalog &catalog, bool aiPlatform)
{
    QString name = job.legacy.scaleTier;
    if (name.isEmpty() && aiPlatform && job.pools[ChiefPool].machine.machineType.isEmpty())
        name = QStringLiteral("BASIC");
    const ScaleTier *tier = name.isEmpty() ? nullptr : catalog.scaleTier(name);
    if (!tier || tier->isCustom())
        return job;
    JobDocument expanded = job;
    auto fill = [](WorkerPool &pool, const QString &type, qint64 replicas) {
        if (type.isEmpty() || replicas <= 0 || !pool.machine.machineType.isEmpty())
            return;
        pool.enabled = true;
        pool.machine.machineType = type;
        pool.replicaCount = replicas;
    };
    fill(expanded.pools[ChiefPool], tier->chiefType, 1);
    fill(expanded.pools[WorkerPoolRole], tier->workerType, tier->workers);
    fill(expanded.pools[ParameterServerPool], tier->parameterServerType, tier->parameterServers);
    return expanded;
}

JobDocument withCustomScaleTier(const JobDocument &job, const Catalog &catalog)
{
    if (job.legacy.scaleTier.isEmpty()
        || job.legacy.scaleTier.compare(QLatin1String("CUSTOM"), Qt::CaseInsensitive) == 0)
        return job;
    JobDocument custom = withScaleTierPools(job, catalog, true);
    custom.legacy.scaleTier = QStringLiteral("CUSTOM");
    return custom;
}

// The names of catalog entries (machine types, accelerators, regions), in catalog order.
static QStringList namesOf(const auto &infos)
{
    QStringList names;
    for (const auto &info : infos)
        names.append(info.name);
    return names;
}

QStringList machineTypeNames(const Catalog &catalog)
{
    return namesOf(catalog.machineTypes());
}

QStringList acceleratorNames(const Catalog &catalog)
{
    return namesOf(catalog.accelerators());
}

QStringList regionNames(const Catalog &catalog)
{
    return namesOf(catalog.regions());
}

QStringList nearestNames(const QString &name, const QStringList &candidates, int limit)
{
    const QString probe = name.left(200);
    std::vector<std::pair<int, QString>> scored;
    for (const QString &candidate : candidates)
        scored.emplace_back(editDistance(probe, candidate), candidate);
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList result;
    for (const auto &entry : scored) {
        if (result.size() >= limit)
            break;
        result.append(entry.second);
    }
    return result;
}

namespace {

// One suggestion: preferred ones (same series, same geography) come first, then the nearest
// (fewest vCPUs apart, cheapest), then by name so that the order never depends on the catalog.
struct RankedName
{
    bool preferred;
    double distance;
    QString name;
};

QStringList bestNames(std::vector<RankedName> candidates, int limit)
{
    std::sort(candidates.begin(), candidates.end(), [](const RankedName &a, const RankedName &b) {
        if (a.preferred != b.preferred)
            return a.preferred;
        if (a.distance != b.distance)
            return a.distance < b.distance;
        return a.name < b.name;
    });
    QStringList names;
    for (const RankedName &c : candidates) {
        if (names.size() >= limit)
            break;
        names.append(c.name);
    }
    return names;
}

} // namespace

QStringList machinesTaking(const Catalog &catalog, const QString &current,
                           const QString &accelerator, int count, JobFlavour flavour, int limit)
{
    const MachineTypeInfo *now = catalog.machineType(current);
    std::vector<RankedName> candidates;
    for (const QString &name : catalog.machineTypesFor(accelerator)) {
        if (name == current)
            continue;
        const CountRule *rule = catalog.countRule(name, accelerator, flavour);
        const MachineTypeInfo *info = catalog.machineType(name);
        if (!rule || !info || !rule->allows(count))
            continue;
        candidates.push_back({now && now->series == info->series,
                              double(now ? std::abs(now->vcpus - info->vcpus) : info->vcpus),
                              name});
    }
    return bestNames(std::move(candidates), limit);
}

static QString geography(const QString &region)
{
    return region.section(QLatin1Char('-'), 0, 0);
}

QStringList regionsOffering(const Catalog &catalog, const QStringList &accelerators,
                            const QString &series, const QString &near, bool sameZone,
                            int limit)
{
    std::vector<RankedName> candidates;
    const QString home = geography(near);
    for (const RegionInfo &region : catalog.regions()) {
        if (region.name == near)
            continue;
        bool offers = true;
        double price = 0;
        for (const QString &acc : accelerators) {
            offers = offers && catalog.regionOffers(region.name, acc);
            const std::optional<double> perHour
                = catalog.acceleratorPricePerHour(acc, region.name);
            price += perHour.value_or(std::numeric_limits<double>::infinity());
        }
        if (offers && (sameZone || accelerators.size() > 1))
            offers = !catalog.zonesOffering(region.name, accelerators).isEmpty();
        if (offers && !series.isEmpty() && catalog.hasSeriesData(series))
            offers = catalog.regionOffersSeries(region.name, series);
        if (offers)
            candidates.push_back({geography(region.name) == home, price, region.name});
    }
    return bestNames(std::move(candidates), limit);
}

} // namespace Poolcraft
