#pragma once

#include "models/core/diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace Poolcraft {

// Which service a job is meant for: their rules differ (counts, same-zone GPUs, K80).
enum class JobFlavour { Vertex, AiPlatform };

enum class AcceleratorKind { Gpu, Tpu };
enum class Lifecycle { Current, EndOfSupport, EndOfLife };

struct AcceleratorInfo
{
    QString name;            // Vertex enum name: "NVIDIA_TESLA_T4"
    QString computeName;     // Compute Engine / legacy gcloud name: "nvidia-tesla-t4"
    int memoryGb = 0;
    AcceleratorKind kind = AcceleratorKind::Gpu;
    Lifecycle lifecycle = Lifecycle::Current;
    QString lifecycleDate;   // "2026-09-15" for an end of support
    QString source;

    bool isTpu() const { return kind == AcceleratorKind::Tpu; }
    QString label() const;   // "NVIDIA_TESLA_T4 (16 GB)"
};

struct MachineTypeInfo
{
    QString name;            // "n1-standard-8"
    QString series;          // "n1"
    int vcpus = 0;           // 0 = unknown
    double memoryGb = 0;     // 0 = unknown
    QString source;
};

// The accelerator counts one machine type takes of one accelerator, for one flavour.
struct CountRule
{
    QString machineType;
    QString accelerator;
    QList<int> counts;       // ascending
    int multipleOf = 0;      // TPU pods: any multiple of this is allowed as well
    JobFlavour flavour = JobFlavour::Vertex;
    QString source;

    bool allows(int count) const;
};

struct GpuCap
{
    QString accelerator;
    int count = 0;
    int maxVcpus = 0;
    double maxMemoryGb = 0;
    QString source;
};

// An AI Platform machine type such as "standard_gpu": a Compute Engine type with its GPUs.
struct LegacyMachineType
{
    QString name;
    QString equivalent;      // "n1-standard-8"
    QString accelerator;     // empty = none
    int acceleratorCount = 0;
    QString description;
    QString source;
};

// An AI Platform scale tier and the pools it stands for; -1 = as the file sets it (CUSTOM).
struct ScaleTier
{
    QString name;
    QString chiefType;
    int workers = -1;
    QString workerType;
    int parameterServers = -1;
    QString parameterServerType;
    QString description;
    QString source;

    bool isCustom() const { return chiefType.isEmpty(); }
};

// A project's default quota for concurrent training resources: what a new project may use
// at once before it asks for more. `resource` is "vcpus" or an accelerator's enum name.
struct DefaultQuota
{
    QString resource;
    int limit = 0;
    QString description;     // "concurrent training vCPUs for a new project"
    QString source;
};

struct ZoneInfo
{
    QString name;
    QString region;
    QStringList machineSeries;
    QStringList accelerators; // Vertex enum names
};

struct RegionInfo
{
    QString name;
    QString location;
    QStringList zones;
};

class Catalog;
using CatalogPtr = std::shared_ptr<const Catalog>;

struct CatalogLoadResult
{
    CatalogPtr catalog;       // null when the file was refused
    Diagnostics diagnostics;  // "file:line:column: message" for every problem
    bool ok() const { return catalog != nullptr; }
};

// Machine types, accelerators, valid counts, legacy types, scale tiers, regions, zones and
// prices, all named with their sources. Immutable once loaded, so it may be shared between
// threads; lookups are hash lookups.
class Catalog
{
public:
    Catalog();
    ~Catalog();
    Catalog(const Catalog &) = delete;
    Catalog &operator=(const Catalog &) = delete;

    // The catalog built into the application, loaded once from the Qt resource.
    static const Catalog &builtIn();
    static CatalogPtr builtInPtr();

    // A catalog file with any error is refused: the result then carries only diagnostics.
    // Table files are looked up beside the YAML file; a file that names no tables takes the
    // built-in region, zone and price tables.
    static CatalogLoadResult loadFromFile(const QString &path);
    static CatalogLoadResult loadFromData(const QByteArray &yaml, const QString &fileName,
                                          const QString &tableDirectory);

    // The catalog the application uses now: the built-in one until a file is accepted.
    static CatalogPtr active();
    static Diagnostics useFile(const QString &path); // empty = accepted and active now
    static void useBuiltIn();

    QString fileName() const { return m_fileName; }
    QString priceNote() const { return m_priceNote; }
    bool pricesAreEstimates() const { return !m_priceNote.isEmpty(); }

    const MachineTypeInfo *machineType(const QString &name) const;
    const AcceleratorInfo *accelerator(const QString &nameOrComputeName) const;
    const QList<MachineTypeInfo> &machineTypes() const { return m_machines; }
    const QList<AcceleratorInfo> &accelerators() const { return m_accelerators; }

    // The rule for the flavour; when that flavour has none for the pair, the other flavour's.
    const CountRule *countRule(const QString &machineType, const QString &accelerator,
                               JobFlavour flavour) const;
    QList<int> validCounts(const QString &machineType, const QString &accelerator,
                           JobFlavour flavour) const;
    QStringList acceleratorsFor(const QString &machineType) const;
    QStringList machineTypesFor(const QString &accelerator) const;
    const QList<CountRule> &countRules() const { return m_countRules; }
    QList<GpuCap> gpuCaps(const QString &accelerator) const;

    const LegacyMachineType *legacyMachineType(const QString &name) const;
    const QList<LegacyMachineType> &legacyMachineTypes() const { return m_legacy; }
    const ScaleTier *scaleTier(const QString &name) const;
    const QList<ScaleTier> &scaleTiers() const { return m_scaleTiers; }
    const QList<DefaultQuota> &defaultQuotas() const { return m_defaultQuotas; }

    // Where the rule with this id comes from, as a person reads it.
    QString ruleSource(const QString &ruleId) const;
    QString sourceText(const QString &sourceKey) const;

    const QList<RegionInfo> &regions() const { return m_regions; }
    const RegionInfo *region(const QString &name) const;
    QList<ZoneInfo> zones(const QString &region) const;
    bool regionOffers(const QString &region, const QString &accelerator) const;
    bool regionOffersSeries(const QString &region, const QString &series) const;
    QStringList zonesOffering(const QString &region, const QStringList &accelerators) const;
    // True when some zone of the catalog lists the accelerator (or machine series): when
    // none does, availability is unknown rather than absent.
    bool hasAvailabilityData(const QString &accelerator) const;
    bool hasSeriesData(const QString &series) const;

    std::optional<double> machinePricePerHour(const QString &machineType,
                                              const QString &region) const;
    std::optional<double> acceleratorPricePerHour(const QString &accelerator,
                                                  const QString &region) const;

private:
    friend class CatalogLoader;
    using Mask = quint64;

    int regionIndex(const QString &name) const;
    Mask acceleratorMask(const QStringList &accelerators, bool *known) const;

    QString m_fileName;
    QString m_priceNote;
    QHash<QString, QString> m_sources;
    QHash<QString, QString> m_ruleSources;

    QList<MachineTypeInfo> m_machines;
    QHash<QString, int> m_machineIndex;
    QList<AcceleratorInfo> m_accelerators;          // at most 64: zones keep them as bits
    QHash<QString, int> m_acceleratorIndex;         // enum and Compute names
    QList<CountRule> m_countRules;
    QHash<QString, QList<int>> m_rulesByMachine;    // indexes into m_countRules
    QList<GpuCap> m_gpuCaps;
    QList<LegacyMachineType> m_legacy;
    QHash<QString, int> m_legacyIndex;
    QList<ScaleTier> m_scaleTiers;
    QHash<QString, int> m_scaleTierIndex;
    QList<DefaultQuota> m_defaultQuotas;

    struct Zone
    {
        ZoneInfo info;
        Mask accelerators = 0;
    };
    QList<RegionInfo> m_regions;
    QHash<QString, int> m_regionIndex;
    std::vector<std::vector<Zone>> m_zonesByRegion;
    std::vector<Mask> m_regionAccelerators;
    std::vector<QSet<QString>> m_regionSeries;
    Mask m_acceleratorsWithData = 0;
    QSet<QString> m_seriesWithData;
    // Prices per region index; NaN = unknown.
    QHash<QString, std::vector<double>> m_machinePrices;
    std::vector<std::vector<double>> m_acceleratorPrices; // by accelerator index
};

} // namespace Poolcraft
