#include "catalogchoices.h"

#include "models/catalog/catalog.h"
#include "models/catalog/catalogsearch.h"
#include "models/validation/validator.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class CatalogChoicesMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::CatalogChoices)
};

QString seriesLabel(const QString &series)
{
    return series.toUpper();
}

} // namespace

CatalogChoices::CatalogChoices()
    : m_catalog(Catalog::active())
{}

CatalogChoices::~CatalogChoices() = default;

bool CatalogChoices::isLoaded() const
{
    return m_catalog != nullptr;
}

QList<MachineChoice> CatalogChoices::machines() const
{
    QList<MachineChoice> result;
    if (!m_catalog)
        return result;
    for (const MachineTypeInfo &machine : m_catalog->machineTypes()) {
        result.append({machine.name, seriesLabel(machine.series), machine.vcpus,
                       machine.memoryGb});
    }
    // Grouped by series, small to large inside a series, as the picker shows them.
    std::sort(result.begin(), result.end(), [](const MachineChoice &a, const MachineChoice &b) {
        return machineSizeLess({a.series, a.vcpus, a.memoryGb, a.name},
                               {b.series, b.vcpus, b.memoryGb, b.name});
    });
    return result;
}

QList<AcceleratorChoice> CatalogChoices::accelerators(const QString &machineType) const
{
    QList<AcceleratorChoice> usable;
    QList<AcceleratorChoice> others;
    if (!m_catalog)
        return usable;
    const QStringList fits = m_catalog->acceleratorsFor(machineType);
    for (const AcceleratorInfo &info : m_catalog->accelerators()) {
        AcceleratorChoice choice{info.name, info.label(), fits.contains(info.name), QString()};
        if (info.lifecycle == Lifecycle::EndOfLife) {
            choice.usable = false;
            choice.reason = CatalogChoicesMessages::tr("%1 has reached end of life.").arg(info.name);
        } else if (!choice.usable) {
            QStringList takers = m_catalog->machineTypesFor(info.name);
            const qsizetype shown = std::min<qsizetype>(takers.size(), 4);
            QString list = QStringList(takers.mid(0, shown)).join(QStringLiteral(", "));
            if (takers.size() > shown)
                list += QStringLiteral(", …");
            choice.reason = takers.isEmpty()
                                ? CatalogChoicesMessages::tr("%1 does not take %2.").arg(machineType, info.name)
                                : CatalogChoicesMessages::tr("%1 does not take %2; machine types that do: %3.")
                                      .arg(machineType, info.name, list);
        } else if (info.lifecycle == Lifecycle::EndOfSupport) {
            choice.reason = CatalogChoicesMessages::tr("%1 reaches end of support on %2.")
                                .arg(info.name, info.lifecycleDate);
        }
        (choice.usable ? usable : others).append(choice);
    }
    return usable + others;
}

QList<int> CatalogChoices::counts(const QString &machineType, const QString &accelerator) const
{
    if (!m_catalog)
        return {};
    return m_catalog->validCounts(machineType, accelerator, JobFlavour::Vertex);
}

QStringList CatalogChoices::regionNames() const
{
    QStringList names;
    if (!m_catalog)
        return names;
    for (const RegionInfo &region : m_catalog->regions())
        names << region.name;
    names.sort();
    return names;
}

QList<RegionChoice> CatalogChoices::regions(const JobDocument &job) const
{
    QList<RegionChoice> result;
    if (!m_catalog)
        return result;
    for (const RegionOption &option : whereCanRun(job, *m_catalog)) {
        result.append({option.region, option.canRun, option.costPerHour, option.costKnown,
                       option.reasons.join(QStringLiteral(" "))});
    }
    return result;
}

JobCost CatalogChoices::cost(const JobDocument &job) const
{
    if (!m_catalog)
        return {};
    return jobCost(job, *m_catalog, job.region, flavourOf(job));
}

QList<CatalogRow> CatalogChoices::catalogRows(const QString &region) const
{
    QList<CatalogRow> rows;
    if (!m_catalog)
        return rows;
    QSet<QString> seen;
    for (const CountRule &rule : m_catalog->countRules()) {
        const QString key = rule.machineType + QLatin1Char('|') + rule.accelerator;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        CatalogRow row;
        row.machineType = rule.machineType;
        row.accelerator = rule.accelerator;
        row.counts = m_catalog->validCounts(rule.machineType, rule.accelerator,
                                            JobFlavour::Vertex);
        if (const MachineTypeInfo *machine = m_catalog->machineType(rule.machineType)) {
            row.series = seriesLabel(machine->series);
            row.vcpus = machine->vcpus;
            row.memoryGb = machine->memoryGb;
        }
        double cheapest = std::numeric_limits<double>::infinity();
        for (const RegionInfo &info : m_catalog->regions()) {
            if (!m_catalog->regionOffers(info.name, rule.accelerator))
                continue;
            row.regions << info.name;
            const std::optional<double> price = m_catalog->acceleratorPricePerHour(
                rule.accelerator, info.name);
            if (price && (region.isEmpty() || region == info.name))
                cheapest = std::min(cheapest, *price);
        }
        if (!region.isEmpty() && !row.regions.contains(region))
            continue;
        row.gpuPricePerHour = std::isfinite(cheapest) ? cheapest : -1;
        row.regions.sort();
        rows << row;
    }
    return rows;
}

Diagnostics CatalogChoices::validate(const JobDocument &job, const QString &file,
                                     const SourceMap *sourceMap) const
{
    if (!m_catalog) {
        Diagnostic missing;
        missing.severity = Severity::Warning;
        missing.ruleId = QStringLiteral("catalog-missing");
        missing.message = CatalogChoicesMessages::tr("No catalog is loaded: machine types, GPUs and regions cannot be "
                             "checked.");
        return {missing};
    }
    ValidationOptions options;
    options.flavour = flavourOf(job);
    options.file = file;
    options.sourceMap = sourceMap;
    return validateJob(job, *m_catalog, options);
}

QString CatalogChoices::priceNote() const
{
    return m_catalog ? m_catalog->priceNote() : QString();
}

CatalogChoices::UnlistedMachine CatalogChoices::unlistedMachine(const QString &machineType) const
{
    if (machineType.isEmpty() || (m_catalog && m_catalog->machineType(machineType)))
        return {};
    const LegacyMachineType *legacy = m_catalog ? m_catalog->legacyMachineType(machineType)
                                                : nullptr;
    if (!legacy) {
        return {CatalogChoicesMessages::tr("%1 (not in catalog)").arg(machineType),
                CatalogChoicesMessages::tr("The catalog does not list %1, so its limits cannot be checked.")
                    .arg(machineType)};
    }
    const QString label = CatalogChoicesMessages::tr("%1 (AI Platform)").arg(machineType);
    if (legacy->accelerator.isEmpty())
        return {label, CatalogChoicesMessages::tr("AI Platform's %1 is %2.").arg(machineType, legacy->equivalent)};
    return {label, CatalogChoicesMessages::tr("AI Platform's %1 is %2 with %3 × %4.")
                       .arg(machineType, legacy->equivalent)
                       .arg(legacy->acceleratorCount)
                       .arg(legacy->accelerator),
            legacy->accelerator, legacy->acceleratorCount};
}

QString CatalogChoices::scaleTierMachine(const QString &scaleTier, int pool) const
{
    const ScaleTier *tier = m_catalog && !scaleTier.isEmpty() ? m_catalog->scaleTier(scaleTier)
                                                              : nullptr;
    if (!tier)
        return QString();
    switch (pool) {
    case ChiefPool: return tier->chiefType;
    case WorkerPoolRole: return tier->workerType;
    case ParameterServerPool: return tier->parameterServerType;
    }
    return QString();
}

} // namespace Poolcraft
