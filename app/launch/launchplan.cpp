#include "launchplan.h"

#include "portreservation.h"

#include "models/formats/gcloudwords.h"
#include "models/formats/restjson.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Poolcraft {

namespace {

// More replicas than this on one machine is a typo, not a job (replicaCount is an int64).
constexpr qint64 MaxLocalReplicas = 64;
const char LoopbackAddress[] = "127.0.0.1";

// The messages of this file, under the context Qt Linguist files them by.
class LaunchPlanMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::LaunchPlan)
};

std::string text(const QString &value)
{
    return value.toStdString();
}

QString address(quint16 port)
{
    return QStringLiteral("%1:%2").arg(QLatin1String(LoopbackAddress)).arg(port);
}

// TensorFlow's names for pools 0..2; evaluators only ever appear as a task type.
const char *tfTaskType(int pool)
{
    static const char *const names[MaxPools] = {"chief", "worker", "ps", "evaluator"};
    return names[pool];
}

Diagnostic launchError(const QString &ruleId, const QString &path, const QString &message)
{
    Diagnostic diagnostic;
    diagnostic.severity = Severity::Error;
    diagnostic.ruleId = ruleId;
    diagnostic.path = path;
    diagnostic.message = message;
    diagnostic.source = QStringLiteral("local launcher");
    return diagnostic;
}

qint64 requestedGpus(const WorkerPool &pool)
{
    if (!pool.enabled || pool.machine.acceleratorType.isEmpty())
        return 0;
    return qMax(0, pool.machine.acceleratorCount);
}

// Hands out GPU indices replica by replica, in plan order. Replicas of a pool without
// accelerators see no GPU, as on a Vertex machine without one.
void shareGpus(const JobDocument &job, const QStringList &gpus, LaunchPlan &plan)
{
    qint64 needed = 0;
    for (const WorkerPool &pool : job.pools)
        needed += requestedGpus(pool) * (pool.enabled ? pool.replicaCount : 0);
    if (needed == 0) {
        if (!gpus.isEmpty()) {
            for (ReplicaPlan &replica : plan.replicas)
                replica.variables.insert(QStringLiteral("CUDA_VISIBLE_DEVICES"), QString());
        }
        return;
    }
    if (gpus.isEmpty()) {
        Diagnostic warning = launchError(
            QStringLiteral("local-no-gpu"), QString(),
            LaunchPlanMessages::tr("The job asks for %1 GPUs but this machine has none: it runs on the CPU.")
                .arg(needed));
        warning.severity = Severity::Warning;
        plan.diagnostics.append(warning);
        return;
    }
    if (needed > gpus.size()) {
        int firstGpuPool = 0;
        for (int i = 0; i < MaxPools; ++i) {
            if (requestedGpus(job.pools[i]) > 0) {
                firstGpuPool = i;
                break;
            }
        }
        plan.diagnostics.append(launchError(
            QStringLiteral("local-gpu-count"), ValuePath::acceleratorCount(firstGpuPool),
            LaunchPlanMessages::tr("The job needs %1 GPUs in all but this machine has %2; lower the replica or "
               "accelerator counts to run it here.").arg(needed).arg(gpus.size())));
        return;
    }
    int next = 0;
    for (ReplicaPlan &replica : plan.replicas) {
        const qint64 count = requestedGpus(job.pools[replica.pool]);
        QStringList indices;
        for (qint64 i = 0; i < count; ++i)
            indices << QString::number(next++);
        replica.variables.insert(QStringLiteral("CUDA_VISIBLE_DEVICES"), indices.join(u','));
    }
}

QStringList localCommand(const JobDocument &job, const LaunchOptions &options)
{
    return options.commandOverride.isEmpty() ? job.localCommand : options.commandOverride;
}

// Why a pool cannot run as `docker run` of its image; empty when it can.
QString containerProblem(const WorkerPool &pool)
{
    const QString fix = LaunchPlanMessages::tr("set the job's local command or pass one after `--`");
    if (pool.taskKind == TaskKind::PythonPackage) {
        const QString module = pool.pythonPackage.pythonModule.isEmpty()
            ? QStringLiteral("trainer.task") : pool.pythonPackage.pythonModule;
        return LaunchPlanMessages::tr("it runs a Python package, which only Vertex installs; to run it here, %1 "
                  "(for example \"python3 -m %2\").").arg(fix, module);
    }
    if (pool.taskKind != TaskKind::Container || pool.container.imageUri.isEmpty())
        return LaunchPlanMessages::tr("it has no container image; give it one, or %1.").arg(fix);
    return QString();
}

void checkContainerPools(const JobDocument &job, LaunchPlan &plan)
{
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = job.pools[i];
        if (!pool.enabled)
            continue;
        const QString problem = containerProblem(pool);
        if (problem.isEmpty())
            continue;
        plan.diagnostics.append(launchError(
            QStringLiteral("local-command"),
            pool.taskKind == TaskKind::Container ? ValuePath::imageUri(i) : ValuePath::pool(i),
            LaunchPlanMessages::tr("The job has no local command, so workerpool%1 (%2) would run in a container, "
               "but %3").arg(i).arg(poolRoleName(i), problem)));
    }
}

// Vertex's containerSpec.command replaces the image's ENTRYPOINT and args its CMD; docker
// takes only the program as --entrypoint, so the rest of the command leads the arguments.
QStringList dockerRunArguments(const ReplicaPlan &replica, const WorkerPool &pool,
                               const QString &mountDirectory, const QStringList &extraArgs)
{
    // --init: a trainer running as PID 1 would ignore the SIGTERM that stops it.
    // --network host: the loopback addresses in CLUSTER_SPEC and TF_CONFIG stay valid.
    QStringList arguments{QStringLiteral("run"), QStringLiteral("--rm"), QStringLiteral("--init"),
                          QStringLiteral("--name"), replica.containerName,
                          QStringLiteral("--network"), QStringLiteral("host")};
    for (auto it = replica.variables.cbegin(); it != replica.variables.cend(); ++it) {
        // Inside the container the GPUs --gpus passes are renumbered from 0; the host's
        // indices would hide them.
        // Only the name: docker takes the value from its own environment, which the
        // launcher sets, so values (secrets among them) never show in `ps` or in logs.
        if (it.key() != QLatin1String("CUDA_VISIBLE_DEVICES"))
            arguments << QStringLiteral("-e") << it.key();
    }
    // The same path inside, so AIP_MODEL_DIR and CLOUD_ML_HP_METRIC_FILE mean the same there.
    arguments << QStringLiteral("-v") << mountDirectory + u':' + mountDirectory;
    const QString gpus = replica.variables.value(QStringLiteral("CUDA_VISIBLE_DEVICES"));
    // Quoted for docker's CSV parser, which would read "device=0,1" as device 0 and count 1.
    if (!gpus.isEmpty())
        arguments << QStringLiteral("--gpus") << QStringLiteral("\"device=%1\"").arg(gpus);
    const QStringList &command = pool.container.command;
    if (!command.isEmpty())
        arguments << QStringLiteral("--entrypoint") << command.first();
    arguments << pool.container.imageUri;
    if (!command.isEmpty())
        arguments << command.mid(1);
    return arguments + pool.container.args + extraArgs;
}

void containerize(const JobDocument &job, const LaunchOptions &options, LaunchPlan &plan)
{
    const QString runName = QFileInfo(plan.runDirectory).fileName();
    for (ReplicaPlan &replica : plan.replicas) {
        replica.program = QStringLiteral("docker");
        replica.containerName = dockerContainerName(runName, replica.taskName);
        replica.arguments = dockerRunArguments(replica, job.pools[replica.pool],
                                               plan.runDirectory, options.extraArgs);
    }
    if (plan.runDirectory.contains(u':')) {
        plan.diagnostics.append(launchError(
            QStringLiteral("local-docker"), QString(),
            LaunchPlanMessages::tr("Docker cannot mount %1: its path has a ':'; choose another run folder.")
                .arg(plan.runDirectory)));
    }
    const DockerEngine engine = options.dockerEngine ? *options.dockerEngine
                                                     : probeDockerEngine();
    if (!engine.available) {
        plan.diagnostics.append(launchError(
            QStringLiteral("local-docker"), QString(),
            LaunchPlanMessages::tr("The job runs in containers (it has no local command) but no Docker engine "
               "answers (%1). The docker commands are shown so they can be run elsewhere; "
               "or set a local command to run the trainer without Docker.")
                .arg(engine.problem)));
    }
}

struct ClusterAddresses
{
    nlohmann::json vertex = nlohmann::json::object();     // workerpoolN -> addresses
    nlohmann::json tensorflow = nlohmann::json::object(); // chief/worker/ps -> addresses
};

ClusterAddresses clusterAddresses(const QList<ReplicaPlan> &replicas)
{
    ClusterAddresses cluster;
    for (const ReplicaPlan &replica : replicas) {
        const std::string pool = "workerpool" + std::to_string(replica.pool);
        cluster.vertex[pool].push_back(text(address(replica.port)));
        if (replica.pool != EvaluatorPool)
            cluster.tensorflow[tfTaskType(replica.pool)].push_back(text(address(replica.port)));
    }
    return cluster;
}

nlohmann::json withoutOtherPoolsEnvironment(nlohmann::json jobJson, int ownPool)
{
    auto pools = jobJson.find("workerPoolSpecs");
    if (pools == jobJson.end() || !pools->is_array())
        return jobJson;
    for (size_t i = 0; i < pools->size(); ++i) {
        if (int(i) == ownPool || !(*pools)[i].is_object())
            continue;
        for (const char *spec : {"containerSpec", "pythonPackageSpec"}) {
            auto found = (*pools)[i].find(spec);
            if (found != (*pools)[i].end() && found->is_object())
                found->erase("env");
        }
    }
    return jobJson;
}

void setClusterVariables(const JobDocument &job, const LaunchOptions &options, LaunchPlan &plan)
{
    const ClusterAddresses cluster = clusterAddresses(plan.replicas);
    // CLUSTER_SPEC's "job" is the CustomJobSpec as submitted, in its REST JSON form, less
    // the environment of the other pools: a replica sees only its own pool's values.
    const nlohmann::json fullJobJson = nlohmann::json::parse(
        writeCustomJobSpecJson(job).toStdString(), nullptr, false);
    std::array<nlohmann::json, MaxPools> poolJobJson;
    for (int pool = 0; pool < MaxPools; ++pool)
        poolJobJson[pool] = withoutOtherPoolsEnvironment(fullJobJson, pool);
    const bool distributed = plan.replicas.size() > 1;
    const ReplicaPlan &chief = plan.replicas.first();
    qint64 worldSize = 0;
    for (const ReplicaPlan &replica : plan.replicas)
        worldSize += (replica.pool == ChiefPool || replica.pool == WorkerPoolRole) ? 1 : 0;
    const QString outputBase = QDir(options.runDirectory).absolutePath();

    for (ReplicaPlan &replica : plan.replicas) {
        nlohmann::json task = {{"type", "workerpool" + std::to_string(replica.pool)},
                               {"index", replica.index}};
        if (!options.trialId.isEmpty())
            task["trial"] = text(options.trialId);
        const nlohmann::json &jobJson = poolJobJson[replica.pool];
        const nlohmann::json clusterSpec = {{"cluster", cluster.vertex},
                                            {"environment", "cloud"},
                                            {"task", task},
                                            {"job", jobJson}};
        QMap<QString, QString> &vars = replica.variables;
        vars.insert(QStringLiteral("CLUSTER_SPEC"), QString::fromStdString(clusterSpec.dump()));
        if (distributed) {
            nlohmann::json tfTask = {{"type", tfTaskType(replica.pool)},
                                     {"index", replica.index}};
            if (!options.trialId.isEmpty())
                tfTask["trial"] = text(options.trialId);
            const nlohmann::json tfConfig = {{"cluster", cluster.tensorflow},
                                             {"environment", "cloud"},
                                             {"task", tfTask},
                                             {"job", jobJson}};
            vars.insert(QStringLiteral("TF_CONFIG"), QString::fromStdString(tfConfig.dump()));
        }
        vars.insert(QStringLiteral("MASTER_ADDR"), QLatin1String(LoopbackAddress));
        vars.insert(QStringLiteral("MASTER_PORT"), QString::number(chief.port));
        vars.insert(QStringLiteral("WORLD_SIZE"), QString::number(worldSize));
        // Ranks exist for the chief and the workers only; a parameter server or an evaluator
        // is not part of the PyTorch process group.
        if (replica.pool == ChiefPool)
            vars.insert(QStringLiteral("RANK"), QStringLiteral("0"));
        else if (replica.pool == WorkerPoolRole)
            vars.insert(QStringLiteral("RANK"), QString::number(1 + replica.index));
        vars.insert(QStringLiteral("AIP_MODEL_DIR"), outputBase + QStringLiteral("/model/"));
        vars.insert(QStringLiteral("AIP_CHECKPOINT_DIR"),
                    outputBase + QStringLiteral("/checkpoints/"));
        vars.insert(QStringLiteral("AIP_TENSORBOARD_LOG_DIR"),
                    outputBase + QStringLiteral("/logs/"));
        vars.insert(QStringLiteral("CLOUD_ML_HP_METRIC_FILE"),
                    replica.runDirectory + QStringLiteral("/hypertune/output.metrics"));
        if (!options.trialId.isEmpty())
            vars.insert(QStringLiteral("CLOUD_ML_TRIAL_ID"), options.trialId);
    }
}

} // namespace

QString replicaTaskName(int pool, int index)
{
    return QStringLiteral("workerpool%1-%2").arg(pool).arg(index);
}

QString ReplicaPlan::commandLine() const
{
    QStringList words{shellQuote(program)};
    for (const QString &argument : arguments)
        words << shellQuote(argument);
    return words.join(u' ');
}

bool runsInContainers(const JobDocument &job, const LaunchOptions &options)
{
    return localCommand(job, options).isEmpty();
}

bool needsDockerEngine(const JobDocument &job, const LaunchOptions &options)
{
    return runsInContainers(job, options)
           && std::all_of(job.pools.cbegin(), job.pools.cend(), [](const WorkerPool &pool) {
                  return !pool.enabled || containerProblem(pool).isEmpty();
              });
}

QString dockerContainerName(const QString &runName, const QString &taskName)
{
    // Docker takes [a-zA-Z0-9][a-zA-Z0-9_.-]*; the prefix makes the first character valid.
    // Dashes around a refused character join it, so "run (2)" reads "run-2".
    static const QRegularExpression refused(QStringLiteral("-*[^a-zA-Z0-9_.-]+-*"));
    QString name = QStringLiteral("poolcraft-%1-%2").arg(runName, taskName);
    return name.replace(refused, QStringLiteral("-"));
}

DockerEngine probeDockerEngine(int timeoutMs)
{
    DockerEngine engine;
    QProcess process;
    process.start(QStringLiteral("docker"),
                  {QStringLiteral("info"), QStringLiteral("--format"),
                   QStringLiteral("{{.ServerVersion}}")});
    if (!process.waitForStarted(timeoutMs)) {
        engine.problem = LaunchPlanMessages::tr("there is no docker program (%1)").arg(process.errorString());
        return engine;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        engine.problem = LaunchPlanMessages::tr("`docker info` did not answer within %1 ms").arg(timeoutMs);
        return engine;
    }
    engine.version = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    const QString error = QString::fromUtf8(process.readAllStandardError()).trimmed();
    engine.available = process.exitStatus() == QProcess::NormalExit
                       && process.exitCode() == 0 && !engine.version.isEmpty();
    if (!engine.available) {
        engine.problem = error.isEmpty()
            ? LaunchPlanMessages::tr("`docker info` failed with exit code %1").arg(process.exitCode())
            : error.section(u'\n', 0, 0);
    }
    return engine;
}

QStringList replicaVariableNames()
{
    return {QStringLiteral("CLUSTER_SPEC"), QStringLiteral("TF_CONFIG"),
            QStringLiteral("MASTER_ADDR"), QStringLiteral("MASTER_PORT"),
            QStringLiteral("WORLD_SIZE"), QStringLiteral("RANK"),
            QStringLiteral("AIP_MODEL_DIR"), QStringLiteral("AIP_CHECKPOINT_DIR"),
            QStringLiteral("AIP_TENSORBOARD_LOG_DIR"), QStringLiteral("CLOUD_ML_HP_METRIC_FILE"),
            QStringLiteral("CLOUD_ML_TRIAL_ID"), QStringLiteral("CUDA_VISIBLE_DEVICES")};
}

QProcessEnvironment replicaEnvironment(const ReplicaPlan &replica,
                                       const QProcessEnvironment &base)
{
    QProcessEnvironment environment = base;
    for (const QString &name : replicaVariableNames()) {
        // CUDA_VISIBLE_DEVICES the user set is a choice we keep unless the plan overrides it.
        if (name != QLatin1String("CUDA_VISIBLE_DEVICES"))
            environment.remove(name);
    }
    for (auto it = replica.variables.cbegin(); it != replica.variables.cend(); ++it)
        environment.insert(it.key(), it.value());
    return environment;
}

QStringList detectNvidiaGpus()
{
    QProcess process;
    process.start(QStringLiteral("nvidia-smi"), {QStringLiteral("-L")});
    if (!process.waitForStarted(5000))
        return {};
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished(1000);
        return {};
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    QStringList gpus;
    const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        const QString trimmed = QString::fromUtf8(line).trimmed();
        if (trimmed.startsWith(QLatin1String("GPU ")) && trimmed.contains(QLatin1String("NVIDIA")))
            gpus << trimmed;
    }
    return gpus;
}

LaunchOptions localLaunchOptions(const QString &jobFile, const RunFolder &runFolder)
{
    LaunchOptions options;
    options.workingDirectory = jobFile.isEmpty() ? QDir::currentPath()
                                                 : QFileInfo(jobFile).absolutePath();
    options.runDirectory = runFolder.path;
    options.runDirectoryProblem = runFolder.problem;
    return options;
}

RunFolder makeRunDirectory(const QString &runsFolder)
{
    const QString absolute = QDir(runsFolder).absolutePath();
    const QByteArray path = QFile::encodeName(absolute);
    // Its parents as anyone's folders are made; the runs folder itself private.
    QDir().mkpath(QFileInfo(absolute).absolutePath());
    if (::mkdir(path.constData(), 0700) != 0 && errno != EEXIST) {
        return {{}, LaunchPlanMessages::tr("cannot make %1: %2")
                        .arg(absolute, QString::fromLocal8Bit(strerror(errno)))};
    }
    struct stat link = {};
    struct stat folder = {};
    if (::lstat(path.constData(), &link) != 0 || ::stat(path.constData(), &folder) != 0) {
        return {{}, LaunchPlanMessages::tr("cannot use %1: %2")
                        .arg(absolute, QString::fromLocal8Bit(strerror(errno)))};
    }
    QString problem;
    if (S_ISLNK(link.st_mode) && link.st_uid != ::geteuid() && link.st_uid != 0)
        problem = LaunchPlanMessages::tr("%1 is a link that another user made");
    else if (!S_ISDIR(folder.st_mode))
        problem = LaunchPlanMessages::tr("%1 is not a folder");
    else if (folder.st_uid != ::geteuid())
        problem = LaunchPlanMessages::tr("%1 belongs to another user");
    else if (folder.st_mode & S_IWOTH)
        problem = LaunchPlanMessages::tr("anyone can write to %1");
    if (!problem.isEmpty())
        return {{}, problem.arg(absolute)};

    const QString stamp = QDateTime::currentDateTime().toString(
        QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString name = stamp;
    // mkdir fails when another run made that folder first.
    for (int suffix = 2; ::mkdir(QFile::encodeName(absolute + u'/' + name).constData(), 0700) != 0;
         ++suffix) {
        if (errno != EEXIST || suffix > 10000) {
            return {{}, LaunchPlanMessages::tr("cannot make a folder in %1: %2")
                            .arg(absolute, QString::fromLocal8Bit(strerror(errno)))};
        }
        name = stamp + QLatin1Char('-') + QString::number(suffix);
    }
    return {absolute + u'/' + name, {}};
}

QString temporaryRunsFolder()
{
    return QDir::temp().filePath(QStringLiteral("poolcraft-runs-%1").arg(::geteuid()));
}

LaunchPlan makeLaunchPlan(const JobDocument &job, const LaunchOptions &options)
{
    LaunchPlan plan;
    if (options.runDirectory.isEmpty()) {
        // Not the current folder, which QDir would make of an empty path.
        plan.diagnostics.append(launchError(
            QStringLiteral("local-run-folder"), QString(),
            LaunchPlanMessages::tr("No folder for the run's files: %1.").arg(options.runDirectoryProblem)));
        return plan;
    }
    plan.runDirectory = QDir(options.runDirectory).absolutePath();

    const QStringList command = localCommand(job, options);
    const bool inContainers = runsInContainers(job, options);
    if (inContainers) {
        checkContainerPools(job, plan);
    } else if (command.first().isEmpty()) {
        plan.diagnostics.append(launchError(
            QStringLiteral("local-command"), QStringLiteral("localCommand"),
            LaunchPlanMessages::tr("The job has no local command: say how the trainer runs on this machine "
               "(for example \"python3 train.py\").")));
    }
    if (!job.pools[ChiefPool].enabled) {
        plan.diagnostics.append(launchError(
            QStringLiteral("local-chief"), ValuePath::pool(ChiefPool),
            LaunchPlanMessages::tr("The job has no chief pool (workerPoolSpecs[0]); there is nothing to start.")));
    } else if (job.pools[ChiefPool].replicaCount != 1) {
        plan.diagnostics.append(launchError(
            QStringLiteral("local-chief"), ValuePath::replicaCount(ChiefPool),
            LaunchPlanMessages::tr("The chief pool must have exactly one replica, not %1.")
                .arg(job.pools[ChiefPool].replicaCount)));
    }
    qint64 total = 0;
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = job.pools[i];
        if (!pool.enabled)
            continue;
        if (pool.replicaCount < 0 || pool.replicaCount > MaxLocalReplicas) {
            plan.diagnostics.append(launchError(
                QStringLiteral("local-replica-count"), ValuePath::replicaCount(i),
                LaunchPlanMessages::tr("%1 replicas cannot run on one machine; the local launcher runs at most %2.")
                    .arg(pool.replicaCount).arg(MaxLocalReplicas)));
        }
        total += pool.replicaCount;
    }
    if (hasErrors(plan.diagnostics))
        return plan;
    if (total > MaxLocalReplicas) {
        plan.diagnostics.append(launchError(
            QStringLiteral("local-replica-count"), QString(),
            LaunchPlanMessages::tr("%1 replicas cannot run on one machine; the local launcher runs at most %2.")
                .arg(total).arg(MaxLocalReplicas)));
        return plan;
    }

    plan.portReservation = PortReservation::reserve(int(total));
    if (!plan.portReservation) {
        plan.diagnostics.append(launchError(QStringLiteral("local-ports"), QString(),
                                            LaunchPlanMessages::tr("No free loopback ports for the replicas.")));
        return plan;
    }

    int next = 0;
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = job.pools[i];
        if (!pool.enabled)
            continue;
        for (int index = 0; index < pool.replicaCount; ++index) {
            ReplicaPlan replica;
            replica.pool = i;
            replica.index = index;
            replica.taskName = replicaTaskName(i, index);
            replica.port = plan.portReservation->ports()[next++];
            if (!inContainers) {
                replica.program = command.first();
                replica.arguments = command.mid(1) + pool.args() + options.extraArgs;
            }
            replica.workingDirectory = options.workingDirectory;
            replica.runDirectory = plan.runDirectory + u'/' + replica.taskName;
            for (const EnvVar &variable : pool.env())
                replica.variables.insert(variable.name, variable.value);
            plan.replicas.append(replica);
        }
    }
    setClusterVariables(job, options, plan);
    shareGpus(job, options.gpuNames ? *options.gpuNames : detectNvidiaGpus(), plan);
    if (inContainers)
        containerize(job, options, plan);
    return plan;
}

} // namespace Poolcraft
