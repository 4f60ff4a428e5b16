#include "jobsamples.h"

namespace Poolcraft::JobSamples {

namespace {

WorkerPool containerPool(const QString &machine, const QString &gpu, int gpus, qint64 replicas)
{
    WorkerPool pool;
    pool.enabled = true;
    pool.machine.machineType = machine;
    pool.machine.acceleratorType = gpu;
    pool.machine.acceleratorCount = gpus;
    pool.replicaCount = replicas;
    pool.taskKind = TaskKind::Container;
    pool.container.imageUri = QStringLiteral("us-docker.pkg.dev/proj/repo/trainer:1.0");
    return pool;
}

StudyParameter parameter(const QString &id, ParameterType type, ScaleType scale)
{
    StudyParameter p;
    p.id = id;
    p.type = type;
    p.scale = scale;
    return p;
}

} // namespace

JobDocument vertexMultiPool()
{
    JobDocument job;
    job.pools[0] = containerPool(QStringLiteral("n1-highmem-96"),
                                 QStringLiteral("NVIDIA_TESLA_V100"), 8, 1);
    job.pools[0].container.command = {QStringLiteral("python3"), QStringLiteral("-m"),
                                      QStringLiteral("trainer.task")};
    job.pools[0].container.args = {QStringLiteral("--epochs"), QStringLiteral("10"),
                                   QStringLiteral("--name=with space"), QStringLiteral("true"),
                                   QStringLiteral("# not a comment"), QStringLiteral("")};
    job.pools[0].container.env = {{QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")},
                                  {QStringLiteral("RATE"), QStringLiteral("1e-3")}};
    job.pools[0].disk = {QStringLiteral("pd-ssd"), 500};
    job.pools[1] = containerPool(QStringLiteral("n1-highmem-96"),
                                 QStringLiteral("NVIDIA_TESLA_V100"), 8, 4);
    job.pools[2] = containerPool(QStringLiteral("n1-highcpu-16"), QString(), 0, 16);
    job.pools[2].container.imageUri
        = QStringLiteral("us-docker.pkg.dev/vertex-ai-restricted/training/reductionserver:latest");
    job.scheduling.timeout = QStringLiteral("7200s");
    job.scheduling.restartJobOnWorkerRestart = true;
    job.scheduling.strategy = QStringLiteral("SPOT");
    job.serviceAccount = QStringLiteral("trainer@proj.iam.gserviceaccount.com");
    job.network = QStringLiteral("projects/12345/global/networks/vpc");
    job.baseOutputDirectory = QStringLiteral("gs://bucket/runs/1");
    return job;
}

JobDocument vertexPythonPackage()
{
    JobDocument job;
    WorkerPool &pool = job.pools[0];
    pool.enabled = true;
    pool.machine.machineType = QStringLiteral("n1-standard-4");
    pool.taskKind = TaskKind::PythonPackage;
    pool.pythonPackage.executorImageUri
        = QStringLiteral("us-docker.pkg.dev/vertex-ai/training/tf-cpu.2-12.py310:latest");
    pool.pythonPackage.packageUris = {QStringLiteral("gs://bucket/trainer-0.1.tar.gz")};
    pool.pythonPackage.pythonModule = QStringLiteral("trainer.task");
    pool.pythonPackage.args = {QStringLiteral("--nnsize=32 8"), QStringLiteral("1.13")};
    // Pool 1 left out, pool 3 used: the file must say {} for pools 1 and 2.
    job.pools[3] = containerPool(QStringLiteral("n1-standard-4"), QString(), 0, 1);
    job.scheduling.disableRetries = true;
    return job;
}

JobDocument hpTuningAllParameterTypes()
{
    JobDocument job = vertexMultiPool();
    job.displayName = QStringLiteral("sweep: learning rate");
    job.labels = {{QStringLiteral("team"), QStringLiteral("vision")},
                  {QStringLiteral("cost_center"), QStringLiteral("42")}};
    StudySpec study;
    study.metricId = QStringLiteral("accuracy");
    study.goal = GoalType::Minimize;
    StudyParameter lr = parameter(QStringLiteral("lr"), ParameterType::Double, ScaleType::Log);
    lr.minValue = 1e-5;
    lr.maxValue = 0.1;
    StudyParameter layers = parameter(QStringLiteral("layers"), ParameterType::Integer,
                                      ScaleType::Linear);
    layers.minValue = 1;
    layers.maxValue = 8;
    StudyParameter optimizer = parameter(QStringLiteral("optimizer"), ParameterType::Categorical,
                                         ScaleType::Unspecified);
    optimizer.categories = {QStringLiteral("adam"), QStringLiteral("True"),
                            QStringLiteral("0.5"), QStringLiteral("null")};
    StudyParameter batch = parameter(QStringLiteral("batch"), ParameterType::Discrete,
                                     ScaleType::ReverseLog);
    batch.discreteValues = {16, 32.5, 1e-7, 128};
    study.parameters = {lr, layers, optimizer, batch};
    study.algorithm = SearchAlgorithm::Random;
    study.maxTrialCount = 40;
    study.parallelTrialCount = 4;
    study.maxFailedTrialCount = 3;
    study.measurementSelection = MeasurementSelection::Best;
    study.enableEarlyStopping = true;
    job.study = study;
    return job;
}

JobDocument aiPlatformCustomGpu()
{
    JobDocument job;
    job.region = QStringLiteral("us-central1");
    job.legacy.scaleTier = QStringLiteral("CUSTOM");
    job.legacy.runtimeVersion = QStringLiteral("2.10");
    job.legacy.pythonVersion = QStringLiteral("3.7");
    job.legacy.jobDir = QStringLiteral("gs://bucket/job");
    job.legacy.useChiefInTfConfig = true;
    job.pools[0] = containerPool(QStringLiteral("n1-highmem-8"), QStringLiteral("NVIDIA_TESLA_T4"),
                                 1, 1);
    job.pools[0].container.args = {QStringLiteral("--train-files=gs://b/*.csv")};
    job.pools[0].disk = {QStringLiteral("pd-ssd"), 500};
    job.pools[1] = containerPool(QStringLiteral("n1-highmem-4"), QStringLiteral("NVIDIA_TESLA_T4"),
                                 2, 4);
    job.pools[1].container.args = job.pools[0].container.args;
    job.pools[2] = containerPool(QStringLiteral("n1-highmem-8"), QString(), 0, 2);
    job.pools[2].container.imageUri = QStringLiteral("gcr.io/proj/ps:2");
    job.pools[2].container.args = {QStringLiteral("--role=ps")};
    job.pools[2].container.command = {QStringLiteral("/bin/ps-server")};
    job.pools[3] = containerPool(QStringLiteral("n1-standard-4"), QString(), 0, 1);
    job.pools[3].container.args = job.pools[0].container.args;
    job.scheduling.timeout = QStringLiteral("3600s");
    job.scheduling.maxWaitDuration = QStringLiteral("1800s");
    job.serviceAccount = QStringLiteral("sa@proj.iam.gserviceaccount.com");
    job.labels = {{QStringLiteral("owner"), QStringLiteral("ml")}};
    return job;
}

JobDocument aiPlatformLegacyStudy()
{
    JobDocument job;
    job.legacy.scaleTier = QStringLiteral("CUSTOM");
    job.legacy.runtimeVersion = QStringLiteral("1.15");
    for (int i = 0; i < 3; ++i) {
        WorkerPool &pool = job.pools[i];
        pool.enabled = true;
        pool.taskKind = TaskKind::PythonPackage;
        pool.pythonPackage.packageUris = {QStringLiteral("gs://bucket/pkg.tar.gz")};
        pool.pythonPackage.pythonModule = QStringLiteral("trainer.task");
        pool.pythonPackage.args = {QStringLiteral("--steps"), QStringLiteral("1000")};
    }
    job.pools[0].machine.machineType = QStringLiteral("complex_model_m_p100");
    job.pools[1].machine.machineType = QStringLiteral("standard_gpu");
    job.pools[1].replicaCount = 9;
    job.pools[2].machine.machineType = QStringLiteral("large_model");
    job.pools[2].replicaCount = 3;
    // Evaluator type set but count 0: switched off, and still written back.
    job.pools[3].machine.machineType = QStringLiteral("standard");
    job.pools[3].taskKind = TaskKind::PythonPackage;
    job.pools[3].pythonPackage = job.pools[0].pythonPackage;
    StudySpec study;
    study.metricId = QStringLiteral("Training/Reward");
    StudyParameter rate = parameter(QStringLiteral("rate"), ParameterType::Double,
                                    ScaleType::ReverseLog);
    rate.minValue = 0.00002;
    rate.maxValue = 0.95;
    StudyParameter depth = parameter(QStringLiteral("depth"), ParameterType::Integer,
                                     ScaleType::Log);
    depth.minValue = 2;
    depth.maxValue = 1028;
    StudyParameter flag = parameter(QStringLiteral("flag"), ParameterType::Categorical,
                                    ScaleType::Unspecified);
    flag.categories = {QStringLiteral("True"), QStringLiteral("False")};
    StudyParameter size = parameter(QStringLiteral("size"), ParameterType::Discrete,
                                    ScaleType::Unspecified);
    size.discreteValues = {128, 256, 512};
    study.parameters = {rate, depth, flag, size};
    study.maxTrialCount = 1000;
    study.parallelTrialCount = 10;
    study.enableEarlyStopping = true;
    study.algorithm = SearchAlgorithm::Grid;
    job.study = study;
    return job;
}

JobDocument poolcraftEverything()
{
    JobDocument job = hpTuningAllParameterTypes();
    job.project = QStringLiteral("my-project-123");
    job.region = QStringLiteral("europe-west4");
    job.localCommand = {QStringLiteral("python3"), QStringLiteral("train.py"),
                        QStringLiteral("--name=ñandú 训练")};
    job.legacy.runtimeVersion = QStringLiteral("2.1");
    job.legacy.pythonVersion = QStringLiteral("3.7");
    job.study->resumePreviousJobId = QStringLiteral("old_job_7");
    job.study->metricId.clear();
    // A switched-off pool keeps its settings in our own document.
    job.pools[3] = job.pools[1];
    job.pools[3].enabled = false;
    job.pools[3].machine.tpuTopology = QStringLiteral("2x2");
    job.pools[3].pythonPackage.pythonModule = QStringLiteral("kept.even.if.unused");
    job.pools[2].taskKind = TaskKind::None;
    job.scheduling.maxWaitDuration = QStringLiteral("0s");
    job.scheduling.disableRetries = true;
    job.labels.insert(QStringLiteral("empty"), QString());
    return job;
}

} // namespace Poolcraft::JobSamples
