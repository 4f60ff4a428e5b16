#include "models/catalog/catalog.h"
#include "models/validation/jobcost.h"
#include "models/validation/validator.h"
#include "tests/support/diagnosticcheck.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace Poolcraft;
using namespace Poolcraft::Testing;

Q_DECLARE_METATYPE(JobFlavour)
Q_DECLARE_METATYPE(Severity)

// The words of a job that reach a program's argv or environment.
enum class ProgramWord { Argument, Command, VariableValue, PythonModule, LocalCommand };
Q_DECLARE_METATYPE(ProgramWord)

namespace {

// A four-pool TensorFlow job that both services take: T4 GPUs in us-central1.
// The job below uses 56 vCPUs, more than a new project's default quota: that warning is
// tested on its own (defaultQuota), and left out where a test asks for no other diagnostic.
Diagnostics withoutQuota(Diagnostics diagnostics)
{
    diagnostics.removeIf([](const Diagnostic &d) { return d.ruleId == QLatin1String("quota-default"); });
    return diagnostics;
}

JobDocument validJob()
{
    JobDocument job;
    job.displayName = QStringLiteral("resnet-multiworker");
    job.region = QStringLiteral("us-central1");
    job.labels.insert(QStringLiteral("team"), QStringLiteral("vision"));
    const QString image = QStringLiteral("us-docker.pkg.dev/my-project/trainers/resnet:1");
    const struct
    {
        const char *machine;
        const char *accelerator;
        int count;
        int replicas;
    } pools[MaxPools] = {{"n1-standard-8", "NVIDIA_TESLA_T4", 2, 1},
                         {"n1-standard-8", "NVIDIA_TESLA_T4", 2, 3},
                         {"n1-highmem-8", "", 0, 2},
                         {"n1-standard-8", "NVIDIA_TESLA_T4", 1, 1}};
    for (int i = 0; i < MaxPools; ++i) {
        WorkerPool &pool = job.pools[i];
        pool.enabled = true;
        pool.machine.machineType = QLatin1String(pools[i].machine);
        pool.machine.acceleratorType = QLatin1String(pools[i].accelerator);
        pool.machine.acceleratorCount = pools[i].count;
        pool.replicaCount = pools[i].replicas;
        pool.taskKind = TaskKind::Container;
        pool.container.imageUri = image;
        pool.disk.bootDiskType = QStringLiteral("pd-ssd");
        pool.disk.bootDiskSizeGb = 200;
    }
    StudySpec study;
    study.metricId = QStringLiteral("accuracy");
    study.maxTrialCount = 12;
    study.parallelTrialCount = 3;
    StudyParameter rate;
    rate.id = QStringLiteral("learning_rate");
    rate.type = ParameterType::Double;
    rate.minValue = 0.0001;
    rate.maxValue = 0.1;
    rate.scale = ScaleType::Log;
    StudyParameter layers;
    layers.id = QStringLiteral("layers");
    layers.type = ParameterType::Integer;
    layers.minValue = 2;
    layers.maxValue = 8;
    layers.scale = ScaleType::Linear;
    StudyParameter batch;
    batch.id = QStringLiteral("batch");
    batch.type = ParameterType::Discrete;
    batch.discreteValues = {16, 32, 64};
    study.parameters = {rate, layers, batch};
    job.study = study;
    return job;
}

// Edits that applyValue() refuses on purpose (they are what the validator must catch).
bool applyEdit(JobDocument &job, const QString &edit)
{
    const QString path = edit.section(QLatin1Char('='), 0, 0);
    const QString value = edit.section(QLatin1Char('='), 1);
    static const QRegularExpression special(QStringLiteral(R"(^(taskKind|rawReplicas)\[(\d)\]$)"));
    const QRegularExpressionMatch m = special.match(path);
    if (m.hasMatch()) {
        WorkerPool &pool = job.pools[m.captured(2).toInt()];
        if (m.captured(1) == QLatin1String("rawReplicas")) {
            pool.replicaCount = value.toLongLong();
        } else {
            pool.taskKind = value == QLatin1String("python") ? TaskKind::PythonPackage
                            : value == QLatin1String("none") ? TaskKind::None
                                                             : TaskKind::Container;
        }
        return true;
    }
    if (path == QLatin1String("scaleTier")) {
        job.legacy.scaleTier = value;
        return true;
    }
    if (path == QLatin1String("rawParallelTrials")) {
        job.study->parallelTrialCount = value.toInt();
        return true;
    }
    return applyValue(job, path, value);
}

QStringList fixLabels(const Diagnostic &d)
{
    QStringList labels;
    for (const Fix &fix : d.fixes)
        labels.append(fix.label);
    return labels;
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void validJobHasNoDiagnostics_data();
    void validJobHasNoDiagnostics();
    void rules_data();
    void rules();
    void everyRuleNamesItsSource();
    void environmentVariableNames_data();
    void environmentVariableNames();
    void nulCharactersCannotReachAProgram_data();
    void nulCharactersCannotReachAProgram();
    void regionOptionFromTheCli();
    void diagnosticsCarryFilePositions();
    void whereCanRunSortsAndPrices();
    void whereCanRunExplainsRefusals_data();
    void whereCanRunExplainsRefusals();
    void defaultQuota_data();
    void defaultQuota();
    void jobCostPerPool_data();
    void jobCostPerPool();
    void whereCommand_data();
    void whereCommand();
};

void TestValidation::validJobHasNoDiagnostics_data()
{
    QTest::addColumn<JobFlavour>("flavour");
    QTest::newRow("vertex") << JobFlavour::Vertex;
    QTest::newRow("ai-platform") << JobFlavour::AiPlatform;
}

void TestValidation::validJobHasNoDiagnostics()
{
    QFETCH(JobFlavour, flavour);
    ValidationOptions options;
    options.flavour = flavour;
    const Diagnostics diagnostics = withoutQuota(validateJob(validJob(), Catalog::builtIn(),
                                                             options));
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
}

void TestValidation::rules_data()
{
    QTest::addColumn<QStringList>("edits");
    QTest::addColumn<JobFlavour>("flavour");
    QTest::addColumn<QString>("ruleId");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<Severity>("severity");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message"); // a part of it
    QTest::addColumn<QStringList>("fixes");

    const JobFlavour vertex = JobFlavour::Vertex;
    const JobFlavour legacy = JobFlavour::AiPlatform;
    const Severity error = Severity::Error;
    const Severity warning = Severity::Warning;
    auto valid = [&](const char *name, const QStringList &edits, JobFlavour flavour,
                     const char *rule) {
        QTest::newRow(name) << edits << flavour << QString::fromLatin1(rule) << false << error
                            << QString() << QString() << QStringList();
    };

    valid("chief-one-replica", {}, vertex, "chief-replica-count");
    QTest::newRow("chief-two-replicas")
        << QStringList{"workerPoolSpecs[0].replicaCount=2"} << vertex << "chief-replica-count"
        << true << error << "workerPoolSpecs[0].replicaCount" << "exactly one replica, not 2"
        << QStringList{"Set the replica count to 1"};
    QTest::newRow("chief-pool-missing")
        << QStringList{"workerPoolSpecs[0]=false"} << vertex << "chief-pool-missing" << true
        << error << "workerPoolSpecs[0]" << "no chief pool" << QStringList{"Add the chief pool"};

    valid("t4-count-2-valid", {}, vertex, "accelerator-count");
    QTest::newRow("t4-count-3-on-n1-standard-8")
        << QStringList{"workerPoolSpecs[0].machineSpec.acceleratorCount=3"} << vertex
        << "accelerator-count" << true << error
        << "workerPoolSpecs[0].machineSpec.acceleratorCount"
        << "3 × NVIDIA_TESLA_T4 is not valid on n1-standard-8: allowed counts are 1, 2, 4"
        << QStringList{"Set the count to 2", "Set the count to 4"};
    QTest::newRow("v100-count-1-on-n1-standard-32")
        << QStringList{"workerPoolSpecs[3].machineSpec.machineType=n1-standard-32",
                       "workerPoolSpecs[3].machineSpec.acceleratorType=NVIDIA_TESLA_V100",
                       "workerPoolSpecs[3].machineSpec.acceleratorCount=1"}
        << vertex << "accelerator-count" << true << error
        << "workerPoolSpecs[3].machineSpec.acceleratorCount"
        << "1 × NVIDIA_TESLA_V100 is not valid on n1-standard-32: allowed counts are 4, 8"
        << QStringList{"Set the count to 4",
                       "Use n1-highmem-8, which takes 1 × NVIDIA_TESLA_V100",
                       "Use n1-standard-8, which takes 1 × NVIDIA_TESLA_V100",
                       "Use n1-highmem-4, which takes 1 × NVIDIA_TESLA_V100"};
    QTest::newRow("k80-count-3-ai-platform")
        << QStringList{"workerPoolSpecs[0].machineSpec.acceleratorType=NVIDIA_TESLA_K80",
                       "workerPoolSpecs[0].machineSpec.acceleratorCount=3"}
        << legacy << "accelerator-count-ai-platform" << true << error
        << "workerPoolSpecs[0].machineSpec.acceleratorCount"
        << "3 × NVIDIA_TESLA_K80 is not valid on n1-standard-8: allowed counts are 1, 2, 4, 8"
        << QStringList{"Set the count to 2", "Set the count to 4"};
    QTest::newRow("p100-on-n1-standard-64-vertex")
        << QStringList{"workerPoolSpecs[3].machineSpec.machineType=n1-standard-64",
                       "workerPoolSpecs[3].machineSpec.acceleratorType=NVIDIA_TESLA_P100",
                       "workerPoolSpecs[3].machineSpec.acceleratorCount=4"}
        << vertex << "accelerator-machine-type" << true << error
        << "workerPoolSpecs[3].machineSpec.acceleratorType"
        << "n1-standard-64 does not take NVIDIA_TESLA_P100"
        << QStringList{"Use n1-highcpu-64", "Use n1-highcpu-32", "Use n1-highmem-32"};
    QTest::newRow("t4-on-e2")
        << QStringList{"workerPoolSpecs[3].machineSpec.machineType=e2-standard-8"} << vertex
        << "accelerator-machine-type" << true << error
        << "workerPoolSpecs[3].machineSpec.acceleratorType"
        << "e2-standard-8 does not take NVIDIA_TESLA_T4"
        << QStringList{"Use n1-highmem-8", "Use n1-standard-8", "Use n1-highmem-4"};

    valid("known-accelerator", {}, vertex, "accelerator-unknown");
    QTest::newRow("accelerator-unknown")
        << QStringList{"workerPoolSpecs[0].machineSpec.acceleratorType=NVIDIA_TESLA_T5"}
        << vertex << "accelerator-unknown" << true << error
        << "workerPoolSpecs[0].machineSpec.acceleratorType" << "NVIDIA_TESLA_T5 is not"
        << QStringList{"Use NVIDIA_TESLA_T4", "Use NVIDIA_TESLA_P4", "Use NVIDIA_TESLA_V100"};
    QTest::newRow("accelerator-compute-name")
        << QStringList{"workerPoolSpecs[0].machineSpec.acceleratorType=nvidia-tesla-t4"}
        << vertex << "accelerator-unknown" << true << error
        << "workerPoolSpecs[0].machineSpec.acceleratorType" << "Compute Engine name"
        << QStringList{"Use NVIDIA_TESLA_T4"};

    valid("machine-type-known", {}, vertex, "machine-type-unknown");
    QTest::newRow("machine-type-unknown")
        << QStringList{"workerPoolSpecs[2].machineSpec.machineType=n1-highmem-7"} << vertex
        << "machine-type-unknown" << true << error << "workerPoolSpecs[2].machineSpec.machineType"
        << "n1-highmem-7 is not a machine type"
        << QStringList{"Use n1-highmem-2", "Use n1-highmem-4", "Use n1-highmem-8"};
    QTest::newRow("machine-type-empty")
        << QStringList{"workerPoolSpecs[2].machineSpec.machineType="} << vertex
        << "machine-type-unknown" << true << error << "workerPoolSpecs[2].machineSpec.machineType"
        << "The parameter servers pool has no machine type"
        << QStringList{"Use n1-standard-4", "Use n1-standard-8", "Use e2-standard-4"};
    QTest::newRow("legacy-type-in-vertex")
        << QStringList{"workerPoolSpecs[2].machineSpec.machineType=large_model"} << vertex
        << "machine-type-unknown" << true << error << "workerPoolSpecs[2].machineSpec.machineType"
        << "large_model is an AI Platform machine type" << QStringList{"Use n1-highmem-8"};
    valid("legacy-type-in-ai-platform", {"workerPoolSpecs[2].machineSpec.machineType=large_model"},
          legacy, "machine-type-unknown");

    valid("t4-current", {}, vertex, "accelerator-end-of-life");
    QTest::newRow("k80-end-of-life")
        << QStringList{"workerPoolSpecs[0].machineSpec.acceleratorType=NVIDIA_TESLA_K80"}
        << vertex << "accelerator-end-of-life" << true << error
        << "workerPoolSpecs[0].machineSpec.acceleratorType" << "NVIDIA_TESLA_K80 has reached end"
        << QStringList{"Use NVIDIA_TESLA_P4", "Use NVIDIA_TESLA_T4", "Use NVIDIA_TESLA_V100"};
    QTest::newRow("k80-legacy-end-of-life")
        << QStringList{"workerPoolSpecs[0].machineSpec.acceleratorType=",
                       "workerPoolSpecs[0].machineSpec.machineType=standard_gpu"}
        << legacy << "accelerator-end-of-life" << true << error
        << "workerPoolSpecs[0].machineSpec.machineType" << "standard_gpu carries NVIDIA_TESLA_K80"
        << QStringList{"Use standard_v100", "Use large_model_v100"};
    // The tier comes last: an edit of a pool's machine turns a tier into CUSTOM.
    const QStringList basicGpu{"workerPoolSpecs[1]=false",
                               "workerPoolSpecs[2]=false", "workerPoolSpecs[3]=false",
                               "workerPoolSpecs[0].machineSpec.machineType=",
                               "workerPoolSpecs[0].machineSpec.acceleratorType=",
                               "scaleTier=BASIC_GPU"};
    QTest::newRow("basic-gpu-tier-carries-k80")
        << basicGpu << legacy << "accelerator-end-of-life" << true << error
        << "workerPoolSpecs[0].machineSpec.machineType" << "standard_gpu carries NVIDIA_TESLA_K80"
        << QStringList{"Use standard_v100", "Use large_model_v100"};
    valid("basic-tier", QStringList(basicGpu).replaceInStrings("BASIC_GPU", "BASIC"), legacy,
          "accelerator-end-of-life");
    QTest::newRow("p100-end-of-support")
        << QStringList{"workerPoolSpecs[3].machineSpec.acceleratorType=NVIDIA_TESLA_P100"}
        << vertex << "accelerator-end-of-support" << true << warning
        << "workerPoolSpecs[3].machineSpec.acceleratorType" << "end of support on 2026-09-15"
        << QStringList{"Use NVIDIA_TESLA_P4", "Use NVIDIA_TESLA_T4", "Use NVIDIA_TESLA_V100"};

    valid("accelerator-with-type", {}, vertex, "accelerator-without-type");
    QTest::newRow("count-without-type")
        << QStringList{"workerPoolSpecs[2].machineSpec.acceleratorCount=2"} << vertex
        << "accelerator-without-type" << true << error
        << "workerPoolSpecs[2].machineSpec.acceleratorType" << "names no accelerator type"
        << QStringList{"Set the count to 0", "Use NVIDIA_TESLA_P4", "Use NVIDIA_TESLA_T4",
                       "Use NVIDIA_TESLA_V100"};
    QTest::newRow("type-without-count")
        << QStringList{"workerPoolSpecs[0].machineSpec.acceleratorCount=0"} << vertex
        << "accelerator-type-without-count" << true << error
        << "workerPoolSpecs[0].machineSpec.acceleratorCount" << "asks for 0 of them"
        << QStringList{"Set the count to 1", "Set the count to 2", "Set the count to 4"};

    valid("t4-in-us-central1", {}, vertex, "accelerator-region");
    QTest::newRow("t4-not-in-asia-northeast2")
        << QStringList{"region=asia-northeast2"} << vertex << "accelerator-region" << true
        << error << "workerPoolSpecs[0].machineSpec.acceleratorType"
        << "NVIDIA_TESLA_T4 is not offered in asia-northeast2"
        << QStringList{"Run in asia-east1", "Run in asia-northeast1", "Run in asia-northeast3"};
    QTest::newRow("a2-not-in-asia-east1")
        << QStringList{"region=asia-east1",
                       "workerPoolSpecs[3].machineSpec.machineType=a2-highgpu-1g",
                       "workerPoolSpecs[3].machineSpec.acceleratorType=NVIDIA_TESLA_A100"}
        << vertex << "machine-type-region" << true << error
        << "workerPoolSpecs[3].machineSpec.machineType" << "asia-east1 does not offer A2"
        << QStringList{"Run in asia-northeast1", "Run in asia-northeast3",
                       "Run in asia-southeast1"};
    QTest::newRow("region-unknown")
        << QStringList{"region=us-centrl1"} << vertex << "region-unknown" << true << error
        << "region" << "us-centrl1 is not a region"
        << QStringList{"Run in us-central1", "Run in us-west1", "Run in us-east1"};

    const QStringList mixedGpus{"region=us-east1",
                                "workerPoolSpecs[0].machineSpec.machineType=a2-highgpu-1g",
                                "workerPoolSpecs[0].machineSpec.acceleratorType=NVIDIA_TESLA_A100",
                                "workerPoolSpecs[0].machineSpec.acceleratorCount=1"};
    valid("one-gpu-type", {"region=us-east1"}, legacy, "gpu-same-zone-ai-platform");
    QTest::newRow("a100-t4-no-shared-zone-ai-platform")
        << mixedGpus << legacy << "gpu-same-zone-ai-platform" << true << error << "region"
        << "No zone of us-east1 offers NVIDIA_TESLA_A100, NVIDIA_TESLA_T4 together"
        << QStringList{"Run in us-central1", "Run in us-west1", "Run in us-west4"};
    QTest::newRow("a100-t4-no-shared-zone-vertex")
        << mixedGpus << vertex << "gpu-same-zone-vertex" << true << warning << "region"
        << "No zone of us-east1 offers"
        << QStringList{"Run in us-central1", "Run in us-west1", "Run in us-west4"};

    valid("mirrored-with-parameter-servers", {"workerPoolSpecs[1].machineSpec.acceleratorCount=1"},
          vertex, "mirrored-strategy-gpu-count");
    QTest::newRow("mirrored-gpu-counts-differ")
        << QStringList{"workerPoolSpecs[2]=false",
                       "workerPoolSpecs[1].machineSpec.acceleratorCount=1"}
        << vertex << "mirrored-strategy-gpu-count" << true << warning
        << "workerPoolSpecs[1].machineSpec.acceleratorCount" << "the chief has 2, each worker 1"
        << QStringList{"Set each worker's GPU count to 2", "Set the chief's GPU count to 1"};

    // The GPU-count rule is TensorFlow's: RAPIDS/XGBoost on Dask (realworld config 19)
    // balances its workers its own way.
    valid("rapids-xgboost-balances-its-own-workers",
          {"workerPoolSpecs[2]=false", "workerPoolSpecs[1].machineSpec.acceleratorCount=1",
           "workerPoolSpecs[0].containerSpec.imageUri=gcr.io/p/rapids-xgboost:latest",
           "workerPoolSpecs[1].containerSpec.imageUri=gcr.io/p/rapids-xgboost:latest"},
          vertex, "mirrored-strategy-gpu-count");

    // AI Platform ran a TPU as one worker beside a CPU master (realworld configs 04, 05, 24):
    // that is TPUStrategy, so the mirrored-strategy GPU rule must stay silent.
    valid("tpu-worker-beside-cpu-master",
          {"workerPoolSpecs[2]=false", "workerPoolSpecs[3]=false",
           "workerPoolSpecs[0].machineSpec.acceleratorType=",
           "workerPoolSpecs[1].machineSpec.machineType=cloud_tpu",
           "workerPoolSpecs[1].machineSpec.acceleratorType=", "workerPoolSpecs[1].replicaCount=1"},
          legacy, "mirrored-strategy-gpu-count");

    valid("one-evaluator", {}, vertex, "evaluator-count");
    QTest::newRow("two-evaluators")
        << QStringList{"workerPoolSpecs[3].replicaCount=2"} << vertex << "evaluator-count"
        << true << warning << "workerPoolSpecs[3].replicaCount" << "at most one evaluator"
        << QStringList{"Set the replica count to 1"};

    const QStringList tpu{"workerPoolSpecs[0].machineSpec.machineType=cloud-tpu",
                          "workerPoolSpecs[0].machineSpec.acceleratorType=TPU_V2",
                          "workerPoolSpecs[0].machineSpec.acceleratorCount=8"};
    valid("tpu-alone", tpu + QStringList{"workerPoolSpecs[1]=false", "workerPoolSpecs[2]=false",
                                         "workerPoolSpecs[3]=false"},
          vertex, "tpu-single-pool");
    valid("tpu-worker-ai-platform",
          {"workerPoolSpecs[1].machineSpec.machineType=cloud_tpu",
           "workerPoolSpecs[1].machineSpec.acceleratorType=", "workerPoolSpecs[1].replicaCount=1",
           "workerPoolSpecs[0].machineSpec.machineType=standard",
           "workerPoolSpecs[0].machineSpec.acceleratorType=", "workerPoolSpecs[2]=false",
           "workerPoolSpecs[3]=false"},
          legacy, "tpu-single-pool");
    QTest::newRow("tpu-with-workers")
        << tpu << vertex << "tpu-single-pool" << true << error << "workerPoolSpecs[1]"
        << "single worker pool" << QStringList{"Remove the workers pool"};
    QTest::newRow("tpu-v2-count-4")
        << QStringList{tpu.at(0), tpu.at(1), "workerPoolSpecs[0].machineSpec.acceleratorCount=4"}
        << vertex << "accelerator-count" << true << error
        << "workerPoolSpecs[0].machineSpec.acceleratorCount"
        << "4 × TPU_V2 is not valid on cloud-tpu: allowed counts are 8"
        << QStringList{"Set the count to 8"};

    valid("legacy-without-accelerator", {"workerPoolSpecs[2].machineSpec.machineType=large_model"},
          legacy, "legacy-machine-accelerator");
    QTest::newRow("legacy-with-accelerator")
        << QStringList{"workerPoolSpecs[0].machineSpec.machineType=standard_v100"} << legacy
        << "legacy-machine-accelerator" << true << error
        << "workerPoolSpecs[0].machineSpec.acceleratorType"
        << "comes with its own GPUs (1 × NVIDIA_TESLA_V100)"
        << QStringList{"Remove the accelerator"};

    valid("container-with-image", {}, vertex, "container-image");
    QTest::newRow("container-without-image")
        << QStringList{"workerPoolSpecs[1].containerSpec.imageUri="} << vertex
        << "container-image" << true << error << "workerPoolSpecs[1].containerSpec.imageUri"
        << "names no image" << QStringList{"Use the chief's image"};
    valid("ai-platform-package-from-gcloud-flags", {"taskKind[0]=none", "taskKind[2]=none"},
          legacy, "container-image");
    QTest::newRow("pool-runs-nothing")
        << QStringList{"taskKind[2]=none"} << vertex << "container-image" << true << error
        << "workerPoolSpecs[2]" << "runs nothing" << QStringList();

    const QStringList python{"taskKind[0]=python", "taskKind[1]=python",
                             "workerPoolSpecs[0].pythonPackageSpec.executorImageUri="
                             "us-docker.pkg.dev/vertex-ai/training/tf-gpu.2-12.py310:latest",
                             "workerPoolSpecs[0].pythonPackageSpec.packageUris="
                             "gs://bucket/trainer-0.1.tar.gz",
                             "workerPoolSpecs[0].pythonPackageSpec.pythonModule=trainer.task",
                             "workerPoolSpecs[1].pythonPackageSpec.executorImageUri="
                             "us-docker.pkg.dev/vertex-ai/training/tf-gpu.2-12.py310:latest",
                             "workerPoolSpecs[1].pythonPackageSpec.packageUris="
                             "gs://bucket/trainer-0.1.tar.gz"};
    valid("python-package-complete",
          python + QStringList{"workerPoolSpecs[1].pythonPackageSpec.pythonModule=trainer.task"},
          vertex, "python-package");
    QTest::newRow("python-package-without-module")
        << python << vertex << "python-package" << true << error
        << "workerPoolSpecs[1].pythonPackageSpec.pythonModule" << "needs a Python module"
        << QStringList{"Use the chief's value"};
    QTest::newRow("python-package-without-uris")
        << QStringList{python.at(0), python.at(2), python.at(4)} << vertex << "python-package"
        << true << error << "workerPoolSpecs[0].pythonPackageSpec.packageUris"
        << "needs package URIs" << QStringList();

    QTest::newRow("replicas-zero")
        << QStringList{"workerPoolSpecs[3].replicaCount=0"} << vertex << "replica-count" << true
        << warning << "workerPoolSpecs[3].replicaCount" << "has no replicas"
        << QStringList{"Set the replica count to 1", "Turn off the evaluators pool"};
    QTest::newRow("replicas-negative")
        << QStringList{"rawReplicas[1]=-2"} << vertex << "replica-count" << true << error
        << "workerPoolSpecs[1].replicaCount" << "negative replica count (-2)"
        << QStringList{"Set the replica count to 1"};
    // Real-world file 38 names setup.py: no module can be offered, and "setup" would run the
    // package's build script as the trainer.
    QTest::newRow("python-module-setup-py")
        << QStringList{"taskKind[0]=python",
                       "workerPoolSpecs[0].pythonPackageSpec.pythonModule=setup.py"}
        << vertex << "python-module" << true << error
        << "workerPoolSpecs[0].pythonPackageSpec.pythonModule" << "build script"
        << QStringList();
    QTest::newRow("python-module-file-name")
        << QStringList{"taskKind[0]=python",
                       "workerPoolSpecs[0].pythonPackageSpec.pythonModule=trainer/task.py"}
        << legacy << "python-module" << true << warning
        << "workerPoolSpecs[0].pythonPackageSpec.pythonModule" << "names a file"
        << QStringList{"Write trainer.task"};
    QTest::newRow("display-name-empty")
        << QStringList{"displayName="} << vertex << "display-name" << true << warning
        << "displayName" << "no display name" << QStringList{"Name it training-job"};
    QTest::newRow("placeholder-project-in-image")
        << QStringList{"workerPoolSpecs[0].containerSpec.imageUri=gcr.io/[PROJECT_NAME]/trainer"}
        << vertex << "placeholder" << true << warning << "workerPoolSpecs[0].containerSpec.imageUri"
        << "placeholder [PROJECT_NAME]" << QStringList();
    QTest::newRow("placeholder-envsubst-image")
        << QStringList{"workerPoolSpecs[1].containerSpec.imageUri=${IMAGE_NAME}"}
        << vertex << "placeholder" << true << warning << "workerPoolSpecs[1].containerSpec.imageUri"
        << "placeholder ${IMAGE_NAME}" << QStringList();

    valid("boot-disk-100", {"workerPoolSpecs[1].diskSpec.bootDiskSizeGb=100"}, vertex,
          "boot-disk-size");
    QTest::newRow("boot-disk-50")
        << QStringList{"workerPoolSpecs[1].diskSpec.bootDiskSizeGb=50"} << vertex
        << "boot-disk-size" << true << error << "workerPoolSpecs[1].diskSpec.bootDiskSizeGb"
        << "100 to 64000 GB, not 50" << QStringList{"Set the disk size to 100 GB"};
    QTest::newRow("boot-disk-70000")
        << QStringList{"workerPoolSpecs[1].diskSpec.bootDiskSizeGb=70000"} << vertex
        << "boot-disk-size" << true << error << "workerPoolSpecs[1].diskSpec.bootDiskSizeGb"
        << "not 70000" << QStringList{"Set the disk size to 64000 GB"};
    valid("hyperdisk-vertex", {"workerPoolSpecs[1].diskSpec.bootDiskType=hyperdisk-balanced"},
          vertex, "boot-disk-type");
    QTest::newRow("hyperdisk-ai-platform")
        << QStringList{"workerPoolSpecs[1].diskSpec.bootDiskType=hyperdisk-balanced"} << legacy
        << "boot-disk-type" << true << error << "workerPoolSpecs[1].diskSpec.bootDiskType"
        << "hyperdisk-balanced is not a boot disk type"
        << QStringList{"Use pd-standard", "Use pd-ssd"};
    QTest::newRow("boot-disk-typo")
        << QStringList{"workerPoolSpecs[1].diskSpec.bootDiskType=pd-sdd"} << vertex
        << "boot-disk-type" << true << error << "workerPoolSpecs[1].diskSpec.bootDiskType"
        << "pd-sdd is not" << QStringList{"Use pd-ssd", "Use pd-standard"};

    valid("grid-over-integers",
          {"studySpec.algorithm=GRID_SEARCH", "studySpec.parameters[0].type=INTEGER",
           "studySpec.parameters[0].minValue=1", "studySpec.parameters[0].maxValue=5"},
          vertex, "study-grid-parameter");
    QTest::newRow("grid-over-double")
        << QStringList{"studySpec.algorithm=GRID_SEARCH"} << vertex << "study-grid-parameter"
        << true << error << "studySpec.parameters[0].type" << "learning_rate is DOUBLE"
        << QStringList{"Use random search"};
    QTest::newRow("log-scale-from-zero")
        << QStringList{"studySpec.parameters[0].minValue=0"} << vertex << "study-log-scale"
        << true << error << "studySpec.parameters[0].minValue" << "minimum above 0"
        << QStringList{"Use a linear scale"};
    valid("linear-scale-from-zero",
          {"studySpec.parameters[0].minValue=0",
           "studySpec.parameters[0].scaleType=UNIT_LINEAR_SCALE"}, vertex, "study-log-scale");
    QTest::newRow("min-above-max")
        << QStringList{"studySpec.parameters[1].minValue=9"} << vertex << "study-range" << true
        << error << "studySpec.parameters[1].maxValue" << "minimum (9) must be below"
        << QStringList{"Set the maximum to 10"};
    QTest::newRow("discrete-not-increasing")
        << QStringList{"studySpec.parameters[2].discreteValues=64,16,32,16"} << vertex
        << "study-discrete-order" << true << error << "studySpec.parameters[2].discreteValues"
        << "increasing order" << QStringList{"Sort the values"};
    QTest::newRow("parallel-trials-zero")
        << QStringList{"rawParallelTrials=0"} << vertex << "study-parallel-trials" << true
        << error << "parallelTrialCount" << "maxParallelTrials is 0"
        << QStringList{"Run 1 trial at a time"};
    QTest::newRow("metric-missing-vertex")
        << QStringList{"studySpec.metrics[0].metricId="} << vertex << "study-metric" << true
        << error << "studySpec.metrics[0].metricId" << "id of the metric"
        << QStringList{"Use the AI Platform default metric"};
    valid("metric-missing-ai-platform", {"studySpec.metrics[0].metricId="}, legacy,
          "study-metric");

    valid("display-name-128", {"displayName=" + QString(128, QLatin1Char('n'))}, vertex,
          "display-name");
    QTest::newRow("display-name-129")
        << QStringList{"displayName=" + QString(129, QLatin1Char('n'))} << vertex
        << "display-name" << true << error << "displayName" << "129 characters"
        << QStringList{"Shorten it to 128 characters"};
    valid("label-ok", {"labels.cost-center=ml_42"}, vertex, "labels");
    QTest::newRow("label-value-uppercase")
        << QStringList{"labels.owner=Ana Lima"} << vertex << "labels" << true << error
        << "labels.owner" << "value of label 'owner'" << QStringList{"Use 'ana_lima'"};
    QTest::newRow("label-key-uppercase")
        << QStringList{"labels.Owner=ana"} << vertex << "labels" << true << error
        << "labels.Owner" << "must start with a lowercase letter" << QStringList();
}

void TestValidation::rules()
{
    QFETCH(QStringList, edits);
    QFETCH(JobFlavour, flavour);
    QFETCH(QString, ruleId);
    QFETCH(bool, fires);
    QFETCH(Severity, severity);
    QFETCH(QString, path);
    QFETCH(QString, message);
    QFETCH(QStringList, fixes);

    JobDocument job = validJob();
    for (const QString &edit : edits)
        QVERIFY2(applyEdit(job, edit), qPrintable(edit));
    ValidationOptions options;
    options.flavour = flavour;
    const Catalog &catalog = Catalog::builtIn();
    const Diagnostics diagnostics = validateJob(job, catalog, options);
    const Diagnostic *found = findRule(diagnostics, ruleId, path);
    if (!fires) {
        QVERIFY2(!findRule(diagnostics, ruleId), qPrintable(describe(diagnostics)));
        return;
    }
    QVERIFY2(found, qPrintable(describe(diagnostics)));
    QCOMPARE(found->severity, severity);
    QVERIFY2(found->message.contains(message), qPrintable(found->message));
    QVERIFY(!found->source.isEmpty());
    QCOMPARE(fixLabels(*found), fixes);

    for (const Fix &fix : found->fixes) {
        JobDocument fixed = job;
        QVERIFY2(applyValue(fixed, fix.path, fix.value), qPrintable(fix.path));
        QCOMPARE(valueAt(fixed, fix.path), fix.value);
        const Diagnostics after = validateJob(fixed, catalog, options);
        QVERIFY2(!findRule(after, ruleId, path),
                 qPrintable(fix.label + QStringLiteral(" left:\n") + describe(after)));
    }
}

void TestValidation::environmentVariableNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("fixed"); // the name the fix offers

    QTest::newRow("identifier") << "LEARNING_RATE" << true << QString();
    QTest::newRow("leading underscore") << "_x1" << true << QString();
    QTest::newRow("shell command") << "X;touch /tmp/x;Y" << false << "X_touch__tmp_x_Y";
    QTest::newRow("leading digit") << "1X" << false << "_1X";
    QTest::newRow("dash") << "my-var" << false << "my_var";
    QTest::newRow("newline") << "A\nB" << false << "A_B";
    QTest::newRow("space and equals") << "A B=C" << false << "A_B_C";
    QTest::newRow("non-ascii") << "DÉBUT" << false << "D_BUT";
    QTest::newRow("dollar") << "$HOME" << false << "_HOME";
}

void TestValidation::environmentVariableNames()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(QString, fixed);

    JobDocument job = validJob();
    job.pools[1].container.env = {{QStringLiteral("OK"), QStringLiteral("1")},
                                  {name, QStringLiteral("2")}};
    const Catalog &catalog = Catalog::builtIn();
    const QString path = QStringLiteral("workerPoolSpecs[1].containerSpec.env[1].name");
    const Diagnostics diagnostics = validateJob(job, catalog, {});
    const Diagnostic *found = findRule(diagnostics, QStringLiteral("env-name"), path);
    QCOMPARE(found != nullptr, !valid);
    QCOMPARE(isEnvironmentName(name), valid);
    if (valid)
        return;
    QVERIFY(found->isError());
    QVERIFY(!found->source.isEmpty());
    QCOMPARE(found->fixes.size(), 1);
    QCOMPARE(found->fixes.first().value, fixed);
    QVERIFY(isEnvironmentName(fixed));
    JobDocument repaired = job;
    QVERIFY(applyValue(repaired, found->fixes.first().path, fixed));
    QCOMPARE(valueAt(repaired, path), fixed);
    QVERIFY(!findRule(validateJob(repaired, catalog, {}), QStringLiteral("env-name")));
}

void TestValidation::nulCharactersCannotReachAProgram_data()
{
    QTest::addColumn<ProgramWord>("word");
    QTest::addColumn<bool>("package"); // the pool runs a Python package, not a container
    QTest::addColumn<QString>("path"); // where the error must be

    QTest::newRow("argument") << ProgramWord::Argument << false
                              << "workerPoolSpecs[1].containerSpec.args[1]";
    QTest::newRow("container command") << ProgramWord::Command << false
                                       << "workerPoolSpecs[1].containerSpec.command[0]";
    QTest::newRow("variable value") << ProgramWord::VariableValue << false
                                    << "workerPoolSpecs[1].containerSpec.env[0].value";
    QTest::newRow("package argument") << ProgramWord::Argument << true
                                      << "workerPoolSpecs[1].pythonPackageSpec.args[1]";
    QTest::newRow("python module") << ProgramWord::PythonModule << true
                                   << "workerPoolSpecs[1].pythonPackageSpec.pythonModule";
    QTest::newRow("package variable value") << ProgramWord::VariableValue << true
                                            << "workerPoolSpecs[1].pythonPackageSpec.env[0].value";
    QTest::newRow("local command") << ProgramWord::LocalCommand << false << "localCommand[1]";
}

void TestValidation::nulCharactersCannotReachAProgram()
{
    QFETCH(ProgramWord, word);
    QFETCH(bool, package);
    QFETCH(QString, path);

    JobDocument job = validJob();
    job.localCommand = {QStringLiteral("python3"), QStringLiteral("train.py")};
    WorkerPool &pool = job.pools[1];
    const QStringList args{QStringLiteral("--epochs=5"), QStringLiteral("--lr=0.1")};
    const QList<EnvVar> env{{QStringLiteral("SEED"), QStringLiteral("42")}};
    if (package) {
        pool.taskKind = TaskKind::PythonPackage;
        pool.pythonPackage.executorImageUri = pool.container.imageUri;
        pool.pythonPackage.packageUris = {QStringLiteral("gs://bucket/trainer-0.1.tar.gz")};
        pool.pythonPackage.pythonModule = QStringLiteral("trainer.task");
        pool.pythonPackage.args = args;
        pool.pythonPackage.env = env;
    } else {
        pool.container.command = {QStringLiteral("python3")};
        pool.container.args = args;
        pool.container.env = env;
    }
    const Catalog &catalog = Catalog::builtIn();
    const auto isNulRule = [](const Diagnostic &d) {
        return d.ruleId == QLatin1String("nul-character");
    };
    const Diagnostics clean = validateJob(job, catalog);
    QVERIFY2(std::none_of(clean.cbegin(), clean.cend(), isNulRule), qPrintable(describe(clean)));

    // What exec would see is the word up to the NUL: "--lr=0.1", and the rest silently gone.
    const QString tail = QChar(0) + QStringLiteral("rm -rf");
    switch (word) {
    case ProgramWord::Argument:
        (package ? pool.pythonPackage.args : pool.container.args)[1] += tail;
        break;
    case ProgramWord::Command:
        pool.container.command[0] += tail;
        break;
    case ProgramWord::VariableValue:
        (package ? pool.pythonPackage.env : pool.container.env)[0].value += tail;
        break;
    case ProgramWord::PythonModule:
        pool.pythonPackage.pythonModule += tail;
        break;
    case ProgramWord::LocalCommand:
        job.localCommand[1] += tail;
        break;
    }
    const Diagnostics diagnostics = validateJob(job, catalog);
    const Diagnostic *found = findRule(diagnostics, QStringLiteral("nul-character"), path);
    QVERIFY2(found, qPrintable(describe(diagnostics)));
    QVERIFY(found->isError());
    QVERIFY2(found->message.contains(QLatin1String("NUL")), qPrintable(found->message));
    QVERIFY(!found->source.isEmpty() && found->source != found->ruleId);
    QCOMPARE(std::count_if(diagnostics.cbegin(), diagnostics.cend(), isNulRule), 1);
}

void TestValidation::everyRuleNamesItsSource()
{
    const Catalog &catalog = Catalog::builtIn();
    JobDocument job = validJob();
    job.pools[0].replicaCount = 3;
    job.pools[1].machine.acceleratorCount = 3;
    job.pools[2].machine.acceleratorType = QStringLiteral("NVIDIA_TESLA_K80");
    job.pools[2].machine.acceleratorCount = 1;
    job.pools[3].container.imageUri.clear();
    job.displayName = QString(200, QLatin1Char('x'));
    job.region = QStringLiteral("asia-northeast2");
    const Diagnostics diagnostics = validateJob(job, catalog);
    QVERIFY(diagnostics.size() >= 5);
    for (const Diagnostic &d : diagnostics)
        QVERIFY2(!d.source.isEmpty() && d.source != d.ruleId, qPrintable(d.ruleId));
    const Diagnostic *count = findRule(diagnostics, QStringLiteral("accelerator-count"));
    QVERIFY(count);
    QCOMPARE(count->source, QStringLiteral("Vertex: configure compute resources"));
}

void TestValidation::regionOptionFromTheCli()
{
    JobDocument job = validJob();
    job.region.clear();
    // No region known: region rules are skipped.
    QVERIFY(withoutQuota(validateJob(job, Catalog::builtIn())).isEmpty());
    ValidationOptions options;
    options.region = QStringLiteral("asia-northeast2");
    const Diagnostics diagnostics = validateJob(job, Catalog::builtIn(), options);
    QVERIFY(findRule(diagnostics, QStringLiteral("accelerator-region")));
}

void TestValidation::diagnosticsCarryFilePositions()
{
    JobDocument job = validJob();
    job.pools[1].machine.acceleratorCount = 3;
    SourceMap map;
    map.insert(QStringLiteral("workerPoolSpecs[1]"), {20, 5});
    map.insert(QStringLiteral("workerPoolSpecs[1].machineSpec.acceleratorCount"), {24, 25});
    ValidationOptions options;
    options.file = QStringLiteral("config.yaml");
    options.sourceMap = &map;
    const Diagnostics diagnostics = validateJob(job, Catalog::builtIn(), options);
    const Diagnostic *count = findRule(diagnostics, QStringLiteral("accelerator-count"));
    QVERIFY(count);
    QCOMPARE(count->position, (SourcePosition{24, 25}));
    QVERIFY(formatDiagnosticLine(*count).startsWith(QStringLiteral("config.yaml:24:25: error: ")));
}

void TestValidation::whereCanRunSortsAndPrices()
{
    const Catalog &catalog = Catalog::builtIn();
    const JobDocument job = validJob();
    const QList<RegionOption> options = whereCanRun(job, catalog);
    QCOMPARE(options.size(), catalog.regions().size());
    bool seenRefused = false;
    double previous = 0;
    for (const RegionOption &option : options) {
        if (!option.canRun) {
            seenRefused = true;
            QVERIFY(!option.reasons.isEmpty());
            continue;
        }
        QVERIFY2(!seenRefused, "regions that can run the job come first");
        QVERIFY(option.reasons.isEmpty());
        QVERIFY(catalog.regionOffers(option.region, QStringLiteral("NVIDIA_TESLA_T4")));
        QVERIFY(!option.zones.isEmpty());
        if (option.costKnown) {
            QVERIFY(option.costPerHour >= previous);
            previous = option.costPerHour;
            // The sum over pools of replicas × (machine + count × GPU), from the catalog.
            double expected = 0;
            const JobCost cost = jobCost(job, catalog, option.region, JobFlavour::Vertex);
            QCOMPARE(cost.pools.size(), job.enabledPoolCount());
            for (const WorkerPool &pool : job.pools) {
                double perReplica = *catalog.machinePricePerHour(pool.machine.machineType,
                                                                 option.region);
                if (pool.machine.acceleratorCount > 0)
                    perReplica += pool.machine.acceleratorCount
                                  * *catalog.acceleratorPricePerHour(pool.machine.acceleratorType,
                                                                     option.region);
                expected += pool.replicaCount * perReplica;
            }
            QVERIFY(qAbs(cost.total() - expected) < 1e-9);
            QVERIFY(qAbs(option.costPerHour - expected) < 1e-9);
        } else {
            QVERIFY(!option.unknownPrices.isEmpty());
        }
    }
    QVERIFY(seenRefused);
    const auto central = std::find_if(options.cbegin(), options.cend(), [](const RegionOption &o) {
        return o.region == QLatin1String("us-central1");
    });
    QVERIFY(central->canRun);
    QVERIFY(central->costKnown);
    QVERIFY(central->costPerHour > 0);
}

void TestValidation::whereCanRunExplainsRefusals_data()
{
    QTest::addColumn<QStringList>("edits");
    QTest::addColumn<QString>("region");
    QTest::addColumn<bool>("canRun");
    QTest::addColumn<QString>("text"); // a part of a reason (refused) or of a note

    QTest::newRow("t4-missing") << QStringList() << "asia-northeast2" << false
                                << "NVIDIA_TESLA_T4 not offered";
    QTest::newRow("no-n1") << QStringList() << "me-west1" << false << "no N1 machines";
    const QStringList mixed{"workerPoolSpecs[0].machineSpec.machineType=a2-highgpu-1g",
                            "workerPoolSpecs[0].machineSpec.acceleratorType=NVIDIA_TESLA_A100",
                            "workerPoolSpecs[0].machineSpec.acceleratorCount=1"};
    QTest::newRow("same-zone-vertex-note") << mixed << "us-east1" << true
                                           << "no zone offers";
    QTest::newRow("same-zone-ai-platform")
        << (mixed + QStringList{"workerPoolSpecs[2].machineSpec.machineType=large_model"})
        << "us-east1" << false << "no zone offers";
    QTest::newRow("basic-gpu-tier")
        << QStringList{"workerPoolSpecs[1]=false",
                       "workerPoolSpecs[2]=false", "workerPoolSpecs[3]=false",
                       "workerPoolSpecs[0].machineSpec.machineType=",
                       "workerPoolSpecs[0].machineSpec.acceleratorType=",
                       "scaleTier=BASIC_GPU"}
        << "us-central1" << false << "NVIDIA_TESLA_K80 has reached end of life";
    QTest::newRow("k80-everywhere")
        << QStringList{"workerPoolSpecs[3].machineSpec.acceleratorType=NVIDIA_TESLA_K80"}
        << "us-central1" << false << "end of life";
    QTest::newRow("g4-unknown-availability")
        << QStringList{"workerPoolSpecs[3].machineSpec.machineType=g4-standard-48",
                       "workerPoolSpecs[3].machineSpec.acceleratorType=NVIDIA_RTX_PRO_6000"}
        << "us-central1" << true << "not known";
}

void TestValidation::whereCanRunExplainsRefusals()
{
    QFETCH(QStringList, edits);
    QFETCH(QString, region);
    QFETCH(bool, canRun);
    QFETCH(QString, text);
    JobDocument job = validJob();
    for (const QString &edit : edits)
        QVERIFY2(applyEdit(job, edit), qPrintable(edit));
    const QList<RegionOption> options = whereCanRun(job, Catalog::builtIn());
    const auto option = std::find_if(options.cbegin(), options.cend(),
                                     [&](const RegionOption &o) { return o.region == region; });
    QVERIFY(option != options.cend());
    QCOMPARE(option->canRun, canRun);
    const QString all = (option->reasons + option->notes).join(QLatin1Char('\n'));
    QVERIFY2(all.contains(text), qPrintable(all));
    if (!canRun && text.contains(QLatin1String("T4")))
        QVERIFY(!Catalog::builtIn().regionOffers(region, QStringLiteral("NVIDIA_TESLA_T4")));
}

void TestValidation::defaultQuota_data()
{
    QTest::addColumn<QStringList>("edits");
    QTest::addColumn<QString>("figure");   // empty: no warning
    QTest::addColumn<bool>("fixable");     // fewer replicas of one pool can fit the quota
    QTest::newRow("56 vCPUs: no pool alone can fit") << QStringList() << "56 vCPUs" << false;
    QTest::newRow("chief alone fits")
        << QStringList{"workerPoolSpecs[1]=false", "workerPoolSpecs[2]=false",
                       "workerPoolSpecs[3]=false"} << "" << false;
    QTest::newRow("exactly 20 fits")
        << QStringList{"workerPoolSpecs[0].machineSpec.machineType=n1-standard-4",
                       "workerPoolSpecs[0].machineSpec.acceleratorCount=1",
                       "workerPoolSpecs[1].machineSpec.machineType=n1-standard-4",
                       "workerPoolSpecs[1].machineSpec.acceleratorCount=1",
                       "workerPoolSpecs[1].replicaCount=4", "workerPoolSpecs[2]=false",
                       "workerPoolSpecs[3]=false"} << "" << false;
    QTest::newRow("21 workers of n1-standard-4")
        << QStringList{"workerPoolSpecs[0].machineSpec.machineType=n1-standard-4",
                       "workerPoolSpecs[0].machineSpec.acceleratorCount=1",
                       "workerPoolSpecs[1].machineSpec.machineType=n1-standard-4",
                       "workerPoolSpecs[1].machineSpec.acceleratorCount=1",
                       "workerPoolSpecs[1].replicaCount=21", "workerPoolSpecs[2]=false",
                       "workerPoolSpecs[3]=false"} << "88 vCPUs" << true;
}

// Beyond a new project's default quota: a warning with the figure and where the quota comes
// from, and a fix that brings the job within it.
void TestValidation::defaultQuota()
{
    QFETCH(QStringList, edits);
    QFETCH(QString, figure);
    QFETCH(bool, fixable);
    JobDocument job = validJob();
    for (const QString &edit : edits)
        QVERIFY2(applyValue(job, edit.section(u'=', 0, 0), edit.section(u'=', 1)),
                 qPrintable(edit));
    const Diagnostics diagnostics = validateJob(job, Catalog::builtIn());
    const Diagnostic *quota = findRule(diagnostics, QStringLiteral("quota-default"));
    if (figure.isEmpty()) {
        QVERIFY2(!quota, qPrintable(describe(diagnostics)));
        return;
    }
    QVERIFY(quota);
    QCOMPARE(quota->severity, Severity::Warning);
    QVERIFY2(quota->message.contains(figure), qPrintable(quota->message));
    QVERIFY2(quota->message.contains(QLatin1String("20 concurrent training vCPUs")),
             qPrintable(quota->message));
    QVERIFY2(quota->source.contains(QLatin1String("cloud.google.com/ml-engine/docs/quotas")),
             qPrintable(quota->source));
    QCOMPARE(!quota->fixes.isEmpty(), fixable);
    if (!fixable)
        return;
    const Fix &fix = quota->fixes.first();
    QVERIFY(applyValue(job, fix.path, fix.value));
    QVERIFY2(!findRule(validateJob(job, Catalog::builtIn()), QStringLiteral("quota-default")),
             qPrintable(fix.label));
}

void TestValidation::jobCostPerPool_data()
{
    QTest::addColumn<QStringList>("edits");
    QTest::addColumn<int>("pools");
    QTest::addColumn<QStringList>("described"); // in the pools' descriptions, in order
    QTest::newRow("chief and workers with T4")
        << QStringList{"workerPoolSpecs[2]=false", "workerPoolSpecs[3]=false"} << 2
        << QStringList{"chief: 1 × n1-standard-8 at $", " + 1 × 2 × NVIDIA_TESLA_T4 at $",
                       "workers: 3 × n1-standard-8 at $", " + 3 × 2 × NVIDIA_TESLA_T4 at $"};
    QTest::newRow("legacy type priced as its machine and GPU")
        << QStringList{"workerPoolSpecs[0].machineSpec.machineType=standard_gpu",
                       "workerPoolSpecs[0].machineSpec.acceleratorType=",
                       "workerPoolSpecs[0].machineSpec.acceleratorCount=0",
                       "workerPoolSpecs[1]=false", "workerPoolSpecs[2]=false",
                       "workerPoolSpecs[3]=false"}
        << 1 << QStringList{"chief: 1 × n1-standard-8 at $", " + 1 × 1 × NVIDIA_TESLA_K80 at "};
    QTest::newRow("replicas 0 cost nothing")
        << QStringList{"workerPoolSpecs[1].replicaCount=0", "workerPoolSpecs[2]=false",
                       "workerPoolSpecs[3]=false"}
        << 1 << QStringList{"chief: 1 × n1-standard-8"};
}

// Each pool's line says machines, accelerators and replicas, and its subtotal is replicas ×
// (machine + count × accelerator) at the catalog's prices.
void TestValidation::jobCostPerPool()
{
    QFETCH(QStringList, edits);
    QFETCH(int, pools);
    QFETCH(QStringList, described);
    const Catalog &catalog = Catalog::builtIn();
    JobDocument job = validJob();
    for (const QString &edit : edits)
        QVERIFY2(applyValue(job, edit.section(u'=', 0, 0), edit.section(u'=', 1)),
                 qPrintable(edit));
    const JobCost cost = jobCost(job, catalog, QStringLiteral("us-central1"), flavourOf(job));
    QCOMPARE(cost.pools.size(), pools);
    QString text;
    double total = 0;
    for (const PoolCost &pool : cost.pools) {
        text += pool.description() + u'\n';
        const double machine = pool.machinePerHour.value_or(0);
        const double gpu = pool.acceleratorCount * pool.acceleratorPerHour.value_or(0);
        QVERIFY(qAbs(pool.subtotal() - pool.replicas * (machine + gpu)) < 1e-9);
        QCOMPARE(pool.machinePerHour, catalog.machinePricePerHour(pool.machineType,
                                                                   cost.region));
        total += pool.subtotal();
    }
    qsizetype at = 0;
    for (const QString &part : described) {
        const qsizetype found = text.indexOf(part, at);
        QVERIFY2(found >= 0, qPrintable(part + QStringLiteral(" in:\n") + text));
        at = found + part.size();
    }
    QVERIFY(qAbs(cost.total() - total) < 1e-9);
    const QString notCounted = JobCost::notCountedText();
    for (const char *word : {"disk", "network", "management fee"})
        QVERIFY2(notCounted.contains(QLatin1String(word)), qPrintable(notCounted));
}

void TestValidation::whereCommand_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs"));
    const QStringList files = dir.entryList(QDir::Files, QDir::Name);
    QVERIFY(files.size() > 20);
    for (const QString &name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    QTest::newRow("no-such-file") << dir.filePath(QStringLiteral("no-such-file.yaml"));
}

// `poolcraft where --json` on configs written by other people: it must answer every one
// (exit 0: some region can run it, 1: none, 2: the file cannot be read), never crash, and
// agree with whereCanRun() on the document the reader gives.
void TestValidation::whereCommand()
{
    QFETCH(QString, file);
    QProcess process;
    process.start(QStringLiteral(POOLCRAFT_EXECUTABLE), {"where", "--json", file});
    QVERIFY2(process.waitForStarted(60000), qPrintable(process.errorString()));
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    const int code = process.exitCode();
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(code >= 0 && code <= 2, qPrintable(err));
    if (code == 2) {
        QVERIFY2(!err.isEmpty(), "a refused file is explained");
        return;
    }
    const QJsonObject root = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    const QJsonArray regions = root.value("regions").toArray();
    QCOMPARE(regions.size(), Catalog::builtIn().regions().size());
    bool any = false;
    for (const QJsonValue &value : regions) {
        const QJsonObject region = value.toObject();
        any = any || region.value("canRun").toBool();
        QCOMPARE(region.value("canRun").toBool(), region.value("reasons").toArray().isEmpty());
        QCOMPARE(region.value("costKnown").toBool(), !region.value("costPerHour").isNull());
        // The pools add up to the region's figure: one cost model behind both.
        double sum = 0;
        bool known = true;
        for (const QJsonValue &pool : region.value("pools").toArray()) {
            sum += pool.toObject().value("subtotalPerHour").toDouble();
            known = known && pool.toObject().value("priceKnown").toBool();
        }
        QVERIFY(qAbs(sum - region.value("knownCostPerHour").toDouble()) < 1e-9);
        QCOMPARE(known, region.value("costKnown").toBool());
    }
    QVERIFY(!root.value("notCounted").toArray().isEmpty());
    QCOMPARE(code, any ? 0 : 1);
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
