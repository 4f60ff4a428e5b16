#include "legacyconversion.h"

#include "models/formats/jobfile.h"
#include "models/validation/suggestions.h"

#include <QCoreApplication>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class LegacyConversionMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::LegacyConversion)
};

// The metric AI Platform reported when hyperparameterMetricTag was not given.
const QString defaultMetricTag = QStringLiteral("training/hptuning/metric");

class Converter
{
public:
    Converter(const JobDocument &legacy, const Catalog &catalog)
        : m_catalog(catalog)
    {
        m_result.document = legacy;
    }

    LegacyConversion run()
    {
        applyScaleTier();
        for (int i = 0; i < MaxPools; ++i)
            convertMachine(i);
        mergeTpuWorker();
        convertSettings();
        convertStudy();
        m_result.document.legacy = LegacySettings();
        return m_result;
    }

private:
    void note(const QString &path, const QString &message)
    {
        m_result.notes.append({.severity = Severity::Warning,
                               .ruleId = QStringLiteral("legacy-conversion"), .path = path,
                               .message = message,
                               .source = QStringLiteral("AI Platform Training to Vertex AI "
                                                        "migration")});
    }

    // The tier's pools, filled in where the file names none: the same expansion the
    // validator and the cost use, so the converted job is the one the window showed.
    void applyScaleTier()
    {
        JobDocument &job = m_result.document;
        const QString name = job.legacy.scaleTier.isEmpty() ? QStringLiteral("BASIC")
                                                            : job.legacy.scaleTier;
        if (name.compare(QLatin1String("CUSTOM"), Qt::CaseInsensitive) == 0)
            return;
        const ScaleTier *tier = m_catalog.scaleTier(name);
        if (!tier || tier->isCustom()) {
            note(QStringLiteral("scaleTier"),
                 LegacyConversionMessages::tr("scale tier %1 is not in the catalog; set the pools by hand").arg(name));
            return;
        }
        job = withScaleTierPools(job, m_catalog, true);
        QString shape = LegacyConversionMessages::tr("a chief (%1)").arg(job.pools[ChiefPool].machine.machineType);
        for (int i = WorkerPoolRole; i <= ParameterServerPool; ++i) {
            const WorkerPool &pool = job.pools[i];
            if (pool.enabled) {
                shape += LegacyConversionMessages::tr(", %1 %2 (%3)").arg(pool.replicaCount).arg(poolRoleName(i),
                                                                      pool.machine.machineType);
            }
        }
        note(ValuePath::pool(ChiefPool),
             LegacyConversionMessages::tr("scale tier %1 became %2; Vertex has no scale tiers").arg(name, shape));
    }

    // AI Platform ran a TPU job as a CPU master driving a TPU worker; Vertex runs it as one
    // pool with one replica on the TPU machine, which runs the master's trainer.
    void mergeTpuWorker()
    {
        JobDocument &job = m_result.document;
        WorkerPool &chief = job.pools[ChiefPool];
        if (usesTpu(chief, m_catalog))
            return;
        for (int i = WorkerPoolRole; i < MaxPools; ++i) {
            const WorkerPool pool = job.pools[i];
            if (!pool.enabled || !usesTpu(pool, m_catalog))
                continue;
            const QString master = chief.machine.machineType;
            chief.machine = pool.machine;
            chief.replicaCount = 1;
            if (chief.taskKind == TaskKind::None && pool.taskKind != TaskKind::None) {
                chief.taskKind = pool.taskKind;
                chief.container = pool.container;
                chief.pythonPackage = pool.pythonPackage;
            }
            const QString tpuType = pool.machine.machineType;
            job.pools[i] = WorkerPool(); // carried into the chief: nothing of it is lost
            for (int other = WorkerPoolRole; other < MaxPools; ++other)
                job.pools[other].enabled = false;
            note(ValuePath::pool(ChiefPool),
                 LegacyConversionMessages::tr("the TPU worker (%1) and the %2 master became one pool with one replica "
                    "on %1: Vertex runs a TPU job on a single machine")
                     .arg(tpuType, master.isEmpty() ? LegacyConversionMessages::tr("default") : master));
            return;
        }
    }

    void convertMachine(int index)
    {
        WorkerPool &pool = m_result.document.pools[index];
        const QString type = pool.machine.machineType;
        if (type.isEmpty())
            return;
        const LegacyMachineType *legacy = m_catalog.legacyMachineType(type);
        if (!legacy)
            return;
        if (!pool.machine.acceleratorType.isEmpty()) {
            note(ValuePath::acceleratorType(index),
                 LegacyConversionMessages::tr("pool %1 named accelerator %2 on legacy type %3, which carries its own; "
                    "the legacy type's GPUs are used").arg(index)
                     .arg(pool.machine.acceleratorType, type));
        }
        pool.machine.machineType = legacy->equivalent;
        pool.machine.acceleratorType = legacy->accelerator;
        pool.machine.acceleratorCount = legacy->accelerator.isEmpty() ? 0
                                                                      : legacy->acceleratorCount;
        const QString with = legacy->accelerator.isEmpty()
            ? QString()
            : LegacyConversionMessages::tr(" with %1 × %2").arg(legacy->acceleratorCount).arg(legacy->accelerator);
        note(ValuePath::machineType(index),
             LegacyConversionMessages::tr("legacy machine type %1 became %2%3").arg(type, legacy->equivalent, with));
    }

    void convertSettings()
    {
        JobDocument &job = m_result.document;
        const LegacySettings &legacy = job.legacy;
        bool packagePools = false;
        for (int i = 0; i < MaxPools; ++i) {
            const WorkerPool &pool = job.pools[i];
            packagePools = packagePools
                           || (pool.enabled && pool.taskKind == TaskKind::PythonPackage
                               && pool.pythonPackage.executorImageUri.isEmpty());
        }
        if (!legacy.runtimeVersion.isEmpty() || packagePools) {
            const QString runtime = legacy.runtimeVersion.isEmpty()
                ? LegacyConversionMessages::tr("(none given)") : legacy.runtimeVersion;
            note(ValuePath::pool(ChiefPool),
                 LegacyConversionMessages::tr("runtimeVersion %1%2 has no Vertex equivalent: choose a prebuilt training "
                    "container (us-docker.pkg.dev/vertex-ai/training/...) as the executor "
                    "image of each Python package pool")
                     .arg(runtime, legacy.pythonVersion.isEmpty()
                                       ? QString()
                                       : LegacyConversionMessages::tr(" (Python %1)").arg(legacy.pythonVersion)));
        } else if (!legacy.pythonVersion.isEmpty()) {
            note(QStringLiteral("pythonVersion"),
                 LegacyConversionMessages::tr("pythonVersion %1 is set by the container image on Vertex")
                     .arg(legacy.pythonVersion));
        }
        if (!legacy.jobDir.isEmpty()) {
            if (job.baseOutputDirectory.isEmpty())
                job.baseOutputDirectory = legacy.jobDir;
            note(QStringLiteral("baseOutputDirectory"),
                 LegacyConversionMessages::tr("jobDir %1 became baseOutputDirectory; the trainer now finds it in "
                    "AIP_MODEL_DIR (…/model/) instead of a --job-dir argument")
                     .arg(legacy.jobDir));
        }
        if (legacy.useChiefInTfConfig) {
            note(QStringLiteral("useChiefInTfConfig"),
                 LegacyConversionMessages::tr("useChiefInTfConfig is not needed: Vertex always names the first pool "
                    "chief in TF_CONFIG"));
        }
    }

    void convertStudy()
    {
        JobDocument &job = m_result.document;
        if (!job.study)
            return;
        StudySpec &study = *job.study;
        if (study.metricId.isEmpty()) {
            study.metricId = defaultMetricTag;
            note(QStringLiteral("studySpec.metrics[0].metricId"),
                 LegacyConversionMessages::tr("no hyperparameterMetricTag was given; Vertex needs a metric id, so the "
                    "AI Platform default %1 is used").arg(defaultMetricTag));
        }
        if (!study.resumePreviousJobId.isEmpty()) {
            note(QStringLiteral("studySpec"),
                 LegacyConversionMessages::tr("resumePreviousJobId %1 cannot be carried over: Vertex cannot resume an "
                    "AI Platform study").arg(study.resumePreviousJobId));
            study.resumePreviousJobId.clear();
        }
    }

    const Catalog &m_catalog;
    LegacyConversion m_result;
};

} // namespace

LegacyConversion convertLegacyToVertex(const JobDocument &legacy, const Catalog &catalog)
{
    return Converter(legacy, catalog).run();
}

bool needsLegacyConversion(const JobDocument &job, const Catalog &catalog)
{
    if (job.legacy != LegacySettings())
        return true;
    if (job.study && !job.study->resumePreviousJobId.isEmpty())
        return true;
    for (const WorkerPool &pool : job.pools) {
        if (catalog.legacyMachineType(pool.machine.machineType))
            return true;
    }
    return false;
}

ExportedJob exportJob(const JobDocument &job, Format format, const Catalog &catalog)
{
    const bool vertex = format == Format::VertexCustomJobYaml
                        || format == Format::VertexHpTuningYaml || format == Format::VertexJson
                        || format == Format::GcloudCommand;
    ExportedJob exported;
    JobDocument written = job;
    if (vertex && needsLegacyConversion(job, catalog)) {
        LegacyConversion conversion = convertLegacyToVertex(job, catalog);
        written = std::move(conversion.document);
        exported.conversionNotes = std::move(conversion.notes);
    }
    exported.text = writeJob(written, format, &exported.lost);
    if (hasErrors(exported.lost))
        exported.text.clear(); // a job the format cannot say is refused, not half written
    return exported;
}

} // namespace Poolcraft
