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

inline JobDocument singleContainerJob()
{
    JobDocument job;
    job.displayName = QStringLiteral("mnist-single");
    job.pools[ChiefPool] = containerPool(QStringLiteral("n1-standard-4"), 1,
                                         QStringLiteral("gcr.io/proj/trainer:latest"));
    return job;
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
    job.scheduling.timeout = QStringLiteral("7200s");
    job.scheduling.disableRetries = true;
    job.scheduling.strategy = QStringLiteral("SPOT");
    job.serviceAccount = QStringLiteral("trainer@proj.iam.gserviceaccount.com");
    job.network = QStringLiteral("projects/12345/global/networks/vpc");
    job.baseOutputDirectory = QStringLiteral("gs://bucket/runs/resnet");
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
    StudyParameter lr;
    lr.id = QStringLiteral("learning_rate");
    lr.type = ParameterType::Double;
    lr.minValue = 1e-5;
    lr.maxValue = 0.1;
    lr.scale = ScaleType::Log;
    StudyParameter layers;
    layers.id = QStringLiteral("layers");
    layers.type = ParameterType::Integer;
    layers.minValue = 1;
    layers.maxValue = 8;
    layers.scale = ScaleType::Linear;
    StudyParameter optimizer;
    optimizer.id = QStringLiteral("optimizer");
    optimizer.type = ParameterType::Categorical;
    optimizer.categories = {QStringLiteral("adam"), QStringLiteral("sgd")};
    StudyParameter batch;
    batch.id = QStringLiteral("batch_size");
    batch.type = ParameterType::Discrete;
    batch.discreteValues = {16, 32, 64, 128};
    study.parameters = {lr, layers, optimizer, batch};
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

} // namespace Poolcraft::Testing
