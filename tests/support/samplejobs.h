#pragma once

// Job documents shared by the format tests: each one exercises a different part of the
// model, built the way the designer would build it.

#include "models/core/jobdocument.h"

namespace Poolcraft::Testing {

inline WorkerPool containerPool(const QString &machine, qint64 replicas, const QString &image)
{
    WorkerPool pool;
    pool.enabled = true;
    pool.machine.machineType = machine;
    pool.replicaCount = replicas;
    pool.taskKind = TaskKind::Container;
    pool.container.imageUri = image;
    return pool;
}

inline WorkerPool pythonPool(const QString &machine, qint64 replicas, const QString &module)
{
    WorkerPool pool;
    pool.enabled = true;
    pool.machine.machineType = machine;
    pool.replicaCount = replicas;
    pool.taskKind = TaskKind::PythonPackage;
    pool.pythonPackage.executorImageUri =
        QStringLiteral("us-docker.pkg.dev/vertex-ai/training/pytorch-gpu.1-13.py310:latest");
    pool.pythonPackage.packageUris = {QStringLiteral("gs://bucket/trainer-0.1.tar.gz")};
    pool.pythonPackage.pythonModule = module;
    return pool;
}

inline WorkerPool withGpus(WorkerPool pool, const QString &type, int count)
{
    pool.machine.acceleratorType = type;
    pool.machine.acceleratorCount = count;
    return pool;
}

inline StudyParameter studyParameter(const QString &id, ParameterType type, ScaleType scale)
{
    StudyParameter p;
    p.id = id;
    p.type = type;
    p.scale = scale;
    return p;
}

// A log-scaled learning rate in [1e-5, 0.1] and 1 to 8 layers: the ranges the sample
// studies search.
inline QList<StudyParameter> rateAndLayers(const QString &rateId)
{
    StudyParameter rate = studyParameter(rateId, ParameterType::Double, ScaleType::Log);
    rate.minValue = 1e-5;
    rate.maxValue = 0.1;
    StudyParameter layers = studyParameter(QStringLiteral("layers"), ParameterType::Integer,
                                           ScaleType::Linear);
    layers.minValue = 1;
    layers.maxValue = 8;
    return {rate, layers};
}

inline JobDocument singleContainerJob()
{
    JobDocument job;
    job.displayName = QStringLiteral("mnist-single");
    job.pools[ChiefPool] = containerPool(QStringLiteral("n1-standard-4"), 1,
                                         QStringLiteral("gcr.io/proj/trainer:latest"));
    return job;
}

// Spot VMs with a timeout, a service account, a VPC and an output folder: what a production
// job sets besides its pools.
inline void setProductionSettings(JobDocument &job, const QString &outputDirectory)
{
    job.scheduling.timeout = QStringLiteral("7200s");
    job.scheduling.strategy = QStringLiteral("SPOT");
    job.serviceAccount = QStringLiteral("trainer@proj.iam.gserviceaccount.com");
    job.network = QStringLiteral("projects/12345/global/networks/vpc");
    job.baseOutputDirectory = outputDirectory;
}

// Chief and workers with GPUs, custom args, command and environment, disks, scheduling.
inline JobDocument multiWorkerGpuJob()
{
    JobDocument job;
    job.displayName = QStringLiteral("resnet multi-worker \"quoted\" ünïcode");
    const QString image = QStringLiteral("us-docker.pkg.dev/proj/repo/resnet:v2");
    WorkerPool chief = withGpus(containerPool(QStringLiteral("n1-standard-16"), 1, image),
                                QStringLiteral("NVIDIA_TESLA_T4"), 2);
    chief.container.command = {QStringLiteral("python3"), QStringLiteral("-m"),
                               QStringLiteral("trainer.task")};
    chief.container.args = {QStringLiteral("--epochs=10"), QStringLiteral("--lr"),
                            QStringLiteral("0.01"), QStringLiteral("--note=it's a, test")};
    chief.container.env = {{QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")},
                           {QStringLiteral("MESSAGE"), QStringLiteral("a b\nc")}};
    chief.disk.bootDiskType = QStringLiteral("pd-ssd");
    chief.disk.bootDiskSizeGb = 200;
    WorkerPool workers = chief;
    workers.replicaCount = 3;
    job.pools[ChiefPool] = chief;
    job.pools[WorkerPoolRole] = workers;
    setProductionSettings(job, QStringLiteral("gs://bucket/runs/resnet"));
    job.scheduling.disableRetries = true;
    job.labels = {{QStringLiteral("team"), QStringLiteral("vision")},
                  {QStringLiteral("cost-center"), QStringLiteral("42")}};
    return job;
}

// Chief, no workers, parameter servers (pool 2) and one evaluator: pool 1 is written as {}.
inline JobDocument skippedPoolJob()
{
    JobDocument job;
    job.displayName = QStringLiteral("ps-strategy");
    job.pools[ChiefPool] = pythonPool(QStringLiteral("n1-standard-8"), 1,
                                      QStringLiteral("trainer.task"));
    job.pools[ChiefPool].pythonPackage.args = {QStringLiteral("--job-dir=gs://b/out")};
    job.pools[ParameterServerPool] = pythonPool(QStringLiteral("n1-highmem-8"), 2,
                                                QStringLiteral("trainer.task"));
    job.pools[ParameterServerPool].pythonPackage.args = {QStringLiteral("--job-dir=gs://b/out")};
    job.pools[EvaluatorPool] = pythonPool(QStringLiteral("n1-standard-4"), 1,
                                          QStringLiteral("trainer.task"));
    job.pools[EvaluatorPool].pythonPackage.args = {QStringLiteral("--job-dir=gs://b/out")};
    return job;
}

inline JobDocument tpuJob()
{
    JobDocument job;
    job.displayName = QStringLiteral("tpu-v5e");
    WorkerPool pool = containerPool(QStringLiteral("ct5lp-hightpu-4t"), 1,
                                    QStringLiteral("gcr.io/proj/jax:latest"));
    pool.machine.tpuTopology = QStringLiteral("2x2");
    job.pools[ChiefPool] = pool;
    return job;
}

inline JobDocument tuningJob()
{
    JobDocument job = singleContainerJob();
    job.displayName = QStringLiteral("hp-search");
    StudySpec study;
    study.metricId = QStringLiteral("accuracy");
    study.goal = GoalType::Maximize;
    study.algorithm = SearchAlgorithm::Random;
    study.maxTrialCount = 20;
    study.parallelTrialCount = 4;
    study.maxFailedTrialCount = 3;
    StudyParameter optimizer = studyParameter(QStringLiteral("optimizer"),
                                              ParameterType::Categorical, ScaleType::Unspecified);
    optimizer.categories = {QStringLiteral("adam"), QStringLiteral("sgd")};
    StudyParameter batch = studyParameter(QStringLiteral("batch_size"), ParameterType::Discrete,
                                          ScaleType::Unspecified);
    batch.discreteValues = {16, 32, 64, 128};
    study.parameters = rateAndLayers(QStringLiteral("learning_rate")) + QList{optimizer, batch};
    job.study = study;
    return job;
}

inline JobDocument minimizingTuningJob()
{
    JobDocument job = tuningJob();
    job.study->goal = GoalType::Minimize;
    job.study->metricId = QStringLiteral("val_loss");
    job.study->algorithm = SearchAlgorithm::Bayesian;
    job.study->measurementSelection = MeasurementSelection::Best;
    job.study->enableEarlyStopping = true;
    job.study->maxFailedTrialCount = 0;
    job.study->parameters[0].scale = ScaleType::ReverseLog;
    return job;
}

// Jobs that use what each YAML format can hold, built field by field so that a round trip
// compares every one of them.

inline QString trainerImage()
{
    return QStringLiteral("us-docker.pkg.dev/proj/repo/trainer:1.0");
}

// Chief + workers + reduction server, env, disk, scheduling.
inline JobDocument vertexMultiPool()
{
    JobDocument job;
    job.pools[0] = withGpus(containerPool(QStringLiteral("n1-highmem-96"), 1, trainerImage()),
                            QStringLiteral("NVIDIA_TESLA_V100"), 8);
    job.pools[0].container.command = {QStringLiteral("python3"), QStringLiteral("-m"),
                                      QStringLiteral("trainer.task")};
    job.pools[0].container.args = {QStringLiteral("--epochs"), QStringLiteral("10"),
                                   QStringLiteral("--name=with space"), QStringLiteral("true"),
                                   QStringLiteral("# not a comment"), QStringLiteral("")};
    job.pools[0].container.env = {{QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO")},
                                  {QStringLiteral("RATE"), QStringLiteral("1e-3")}};
    job.pools[0].disk = {QStringLiteral("pd-ssd"), 500};
    job.pools[1] = withGpus(containerPool(QStringLiteral("n1-highmem-96"), 4, trainerImage()),
                            QStringLiteral("NVIDIA_TESLA_V100"), 8);
    job.pools[2] = containerPool(QStringLiteral("n1-highcpu-16"), 16, trainerImage());
    job.pools[2].container.imageUri
        = QStringLiteral("us-docker.pkg.dev/vertex-ai-restricted/training/reductionserver:latest");
    setProductionSettings(job, QStringLiteral("gs://bucket/runs/1"));
    job.scheduling.restartJobOnWorkerRestart = true;
    return job;
}

// One pool running a Python package; pool 3 used with pool 1 left out.
inline JobDocument vertexPythonPackage()
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
    job.pools[3] = containerPool(QStringLiteral("n1-standard-4"), 1, trainerImage());
    job.scheduling.disableRetries = true;
    return job;
}

// A study with every parameter type and scale, on the multi-pool job.
inline JobDocument hpTuningAllParameterTypes()
{
    JobDocument job = vertexMultiPool();
    job.displayName = QStringLiteral("sweep: learning rate");
    job.labels = {{QStringLiteral("team"), QStringLiteral("vision")},
                  {QStringLiteral("cost_center"), QStringLiteral("42")}};
    StudySpec study;
    study.metricId = QStringLiteral("accuracy");
    study.goal = GoalType::Minimize;
    StudyParameter optimizer = studyParameter(QStringLiteral("optimizer"),
                                              ParameterType::Categorical, ScaleType::Unspecified);
    optimizer.categories = {QStringLiteral("adam"), QStringLiteral("True"),
                            QStringLiteral("0.5"), QStringLiteral("null")};
    StudyParameter batch = studyParameter(QStringLiteral("batch"), ParameterType::Discrete,
                                          ScaleType::ReverseLog);
    batch.discreteValues = {16, 32.5, 1e-7, 128};
    study.parameters = rateAndLayers(QStringLiteral("lr")) + QList{optimizer, batch};
    study.algorithm = SearchAlgorithm::Random;
    study.maxTrialCount = 40;
    study.parallelTrialCount = 4;
    study.maxFailedTrialCount = 3;
    study.measurementSelection = MeasurementSelection::Best;
    study.enableEarlyStopping = true;
    job.study = study;
    return job;
}

// The AI Platform CUSTOM tier: Compute Engine machine types with GPUs.
inline JobDocument aiPlatformCustomGpu()
{
    JobDocument job;
    job.region = QStringLiteral("us-central1");
    job.legacy.scaleTier = QStringLiteral("CUSTOM");
    job.legacy.runtimeVersion = QStringLiteral("2.10");
    job.legacy.pythonVersion = QStringLiteral("3.7");
    job.legacy.jobDir = QStringLiteral("gs://bucket/job");
    job.legacy.useChiefInTfConfig = true;
    job.pools[0] = withGpus(containerPool(QStringLiteral("n1-highmem-8"), 1, trainerImage()),
                            QStringLiteral("NVIDIA_TESLA_T4"), 1);
    job.pools[0].container.args = {QStringLiteral("--train-files=gs://b/*.csv")};
    job.pools[0].disk = {QStringLiteral("pd-ssd"), 500};
    job.pools[1] = withGpus(containerPool(QStringLiteral("n1-highmem-4"), 4, trainerImage()),
                            QStringLiteral("NVIDIA_TESLA_T4"), 2);
    job.pools[1].container.args = job.pools[0].container.args;
    job.pools[2] = containerPool(QStringLiteral("n1-highmem-8"), 2, trainerImage());
    job.pools[2].container.imageUri = QStringLiteral("gcr.io/proj/ps:2");
    job.pools[2].container.args = {QStringLiteral("--role=ps")};
    job.pools[2].container.command = {QStringLiteral("/bin/ps-server")};
    job.pools[3] = containerPool(QStringLiteral("n1-standard-4"), 1, trainerImage());
    job.pools[3].container.args = job.pools[0].container.args;
    job.scheduling.timeout = QStringLiteral("3600s");
    job.scheduling.maxWaitDuration = QStringLiteral("1800s");
    job.serviceAccount = QStringLiteral("sa@proj.iam.gserviceaccount.com");
    job.labels = {{QStringLiteral("owner"), QStringLiteral("ml")}};
    return job;
}

// Legacy machine types, hyperparameters, a Python package.
inline JobDocument aiPlatformLegacyStudy()
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
    StudyParameter rate = studyParameter(QStringLiteral("rate"), ParameterType::Double,
                                         ScaleType::ReverseLog);
    rate.minValue = 0.00002;
    rate.maxValue = 0.95;
    StudyParameter depth = studyParameter(QStringLiteral("depth"), ParameterType::Integer,
                                          ScaleType::Log);
    depth.minValue = 2;
    depth.maxValue = 1028;
    StudyParameter flag = studyParameter(QStringLiteral("flag"), ParameterType::Categorical,
                                         ScaleType::Unspecified);
    flag.categories = {QStringLiteral("True"), QStringLiteral("False")};
    StudyParameter size = studyParameter(QStringLiteral("size"), ParameterType::Discrete,
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

// Every field, awkward strings and a switched-off pool.
inline JobDocument poolcraftEverything()
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

} // namespace Poolcraft::Testing
