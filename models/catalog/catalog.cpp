#include "catalog.h"

#include <QMutex>

#include <cmath>

static void initCatalogResource()
{
    // The resource lives in a static library: without this the linker may drop it.
    Q_INIT_RESOURCE(catalog);
}

namespace Poolcraft {

bool CountRule::allows(int count) const
{
    if (count <= 0)
        return false;
    if (counts.contains(count))
        return true;
    return multipleOf > 0 && count % multipleOf == 0;
}

QString AcceleratorInfo::label() const
{
    if (memoryGb <= 0)
        return name;
    return QStringLiteral("%1 (%2 GB)").arg(name).arg(memoryGb);
}

Catalog::Catalog() = default;
Catalog::~Catalog() = default;

CatalogPtr Catalog::builtInPtr()
{
    // A function-local static is initialised once, even with several threads asking.
    static const CatalogPtr catalog = [] {
        initCatalogResource();
        CatalogLoadResult result = loadFromFile(QStringLiteral(":/catalog/catalog.yaml"));
        if (result.ok())
            return result.catalog;
        // Only a broken build gets here; an empty catalog keeps the application usable.
        for (const Diagnostic &d : result.diagnostics)
            qWarning("%s", qPrintable(formatDiagnosticLine(d)));
        return CatalogPtr(new Catalog);
    }();
    return catalog;
}

const Catalog &Catalog::builtIn()
{
    return *builtInPtr();
}

namespace {
QMutex activeMutex;
CatalogPtr activeCatalog;
} // namespace

CatalogPtr Catalog::active()
{
    QMutexLocker lock(&activeMutex);
    if (!activeCatalog)
        activeCatalog = builtInPtr();
    return activeCatalog;
}

Diagnostics Catalog::useFile(const QString &path)
{
    CatalogLoadResult result = loadFromFile(path);
    if (!result.ok())
        return result.diagnostics;
    QMutexLocker lock(&activeMutex);
    activeCatalog = result.catalog;
    return {};
}

void Catalog::useBuiltIn()
{
    const CatalogPtr builtIn = builtInPtr();
    QMutexLocker lock(&activeMutex);
    activeCatalog = builtIn;
}

const MachineTypeInfo *Catalog::machineType(const QString &name) const
{
    const auto it = m_machineIndex.constFind(name);
    return it == m_machineIndex.constEnd() ? nullptr : &m_machines.at(it.value());
}

const AcceleratorInfo *Catalog::accelerator(const QString &nameOrComputeName) const
{
    const auto it = m_acceleratorIndex.constFind(nameOrComputeName);
    return it == m_acceleratorIndex.constEnd() ? nullptr : &m_accelerators.at(it.value());
}

const CountRule *Catalog::countRule(const QString &machineType, const QString &accelerator,
                                    JobFlavour flavour) const
{
    const auto it = m_rulesByMachine.constFind(machineType);
    if (it == m_rulesByMachine.constEnd())
        return nullptr;
    const AcceleratorInfo *info = this->accelerator(accelerator);
    const QString &name = info ? info->name : accelerator;
    const CountRule *other = nullptr;
    for (int index : it.value()) {
        const CountRule &rule = m_countRules.at(index);
        if (rule.accelerator != name)
            continue;
        if (rule.flavour == flavour)
            return &rule;
        other = &rule;
    }
    return other;
}

QList<int> Catalog::validCounts(const QString &machineType, const QString &accelerator,
                                JobFlavour flavour) const
{
    const CountRule *rule = countRule(machineType, accelerator, flavour);
    return rule ? rule->counts : QList<int>();
}

QStringList Catalog::acceleratorsFor(const QString &machineType) const
{
    QStringList names;
    for (int index : m_rulesByMachine.value(machineType)) {
        const QString &name = m_countRules.at(index).accelerator;
        if (!names.contains(name))
            names.append(name);
    }
    return names;
}

QStringList Catalog::machineTypesFor(const QString &accelerator) const
{
    const AcceleratorInfo *info = this->accelerator(accelerator);
    const QString &name = info ? info->name : accelerator;
    QStringList names;
    for (const CountRule &rule : m_countRules) {
        if (rule.accelerator == name && !names.contains(rule.machineType))
            names.append(rule.machineType);
    }
    return names;
}

QList<GpuCap> Catalog::gpuCaps(const QString &accelerator) const
{
    QList<GpuCap> caps;
    for (const GpuCap &cap : m_gpuCaps) {
        if (cap.accelerator == accelerator)
            caps.append(cap);
    }
    return caps;
}

const LegacyMachineType *Catalog::legacyMachineType(const QString &name) const
{
    const auto it = m_legacyIndex.constFind(name);
    return it == m_legacyIndex.constEnd() ? nullptr : &m_legacy.at(it.value());
}

const ScaleTier *Catalog::scaleTier(const QString &name) const
{
    const auto it = m_scaleTierIndex.constFind(name.toUpper());
    return it == m_scaleTierIndex.constEnd() ? nullptr : &m_scaleTiers.at(it.value());
}

QString Catalog::ruleSource(const QString &ruleId) const
{
    return sourceText(m_ruleSources.value(ruleId));
}

QString Catalog::sourceText(const QString &sourceKey) const
{
    return m_sources.value(sourceKey, sourceKey);
}

int Catalog::regionIndex(const QString &name) const
{
    return m_regionIndex.value(name, -1);
}

const RegionInfo *Catalog::region(const QString &name) const
{
    const int index = regionIndex(name);
    return index < 0 ? nullptr : &m_regions.at(index);
}

QList<ZoneInfo> Catalog::zones(const QString &region) const
{
    QList<ZoneInfo> result;
    const int index = regionIndex(region);
    if (index < 0)
        return result;
    for (const Zone &zone : m_zonesByRegion[size_t(index)])
        result.append(zone.info);
    return result;
}

Catalog::Mask Catalog::acceleratorMask(const QStringList &accelerators, bool *known) const
{
    Mask mask = 0;
    *known = true;
    for (const QString &name : accelerators) {
        const auto it = m_acceleratorIndex.constFind(name);
        if (it == m_acceleratorIndex.constEnd())
            *known = false;
        else
            mask |= Mask(1) << it.value();
    }
    return mask;
}

bool Catalog::regionOffers(const QString &region, const QString &accelerator) const
{
    const int index = regionIndex(region);
    const auto it = m_acceleratorIndex.constFind(accelerator);
    if (index < 0 || it == m_acceleratorIndex.constEnd())
        return false;
    return m_regionAccelerators[size_t(index)] & (Mask(1) << it.value());
}

bool Catalog::regionOffersSeries(const QString &region, const QString &series) const
{
    const int index = regionIndex(region);
    return index >= 0 && m_regionSeries[size_t(index)].contains(series);
}

QStringList Catalog::zonesOffering(const QString &region, const QStringList &accelerators) const
{
    QStringList names;
    const int index = regionIndex(region);
    bool known = false;
    const Mask wanted = acceleratorMask(accelerators, &known);
    if (index < 0 || !known)
        return names;
    for (const Zone &zone : m_zonesByRegion[size_t(index)]) {
        if ((zone.accelerators & wanted) == wanted)
            names.append(zone.info.name);
    }
    return names;
}

bool Catalog::hasAvailabilityData(const QString &accelerator) const
{
    const auto it = m_acceleratorIndex.constFind(accelerator);
    return it != m_acceleratorIndex.constEnd()
           && (m_acceleratorsWithData & (Mask(1) << it.value()));
}

bool Catalog::hasSeriesData(const QString &series) const
{
    return m_seriesWithData.contains(series);
}

std::optional<double> Catalog::machinePricePerHour(const QString &machineType,
                                                   const QString &region) const
{
    const int index = regionIndex(region);
    const auto it = m_machinePrices.constFind(machineType);
    if (index < 0 || it == m_machinePrices.constEnd())
        return std::nullopt;
    const double price = it.value()[size_t(index)];
    return std::isnan(price) ? std::nullopt : std::optional<double>(price);
}

std::optional<double> Catalog::acceleratorPricePerHour(const QString &accelerator,
                                                       const QString &region) const
{
    const int index = regionIndex(region);
    const auto it = m_acceleratorIndex.constFind(accelerator);
    if (index < 0 || it == m_acceleratorIndex.constEnd())
        return std::nullopt;
    const double price = m_acceleratorPrices[size_t(it.value())][size_t(index)];
    return std::isnan(price) ? std::nullopt : std::optional<double>(price);
}

} // namespace Poolcraft
