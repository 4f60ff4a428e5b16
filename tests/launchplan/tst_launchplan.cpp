#include "app/launch/launchplan.h"
#include "app/launch/portreservation.h"
#include "app/launch/localrunner.h"
#include "models/formats/gcloudwords.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

Q_DECLARE_METATYPE(Poolcraft::JobDocument)

using namespace Poolcraft;

namespace {

WorkerPool pool(qint64 replicas, int gpus = 0)
{
    WorkerPool result;
    result.enabled = true;
    result.replicaCount = replicas;
    result.machine.machineType = QStringLiteral("n1-standard-8");
    if (gpus > 0) {
        result.machine.acceleratorType = QStringLiteral("NVIDIA_TESLA_T4");
        result.machine.acceleratorCount = gpus;
    }
    result.container.imageUri = QStringLiteral("gcr.io/p/trainer:1");
    result.container.args = {QStringLiteral("--epochs=3")};
    return result;
}

// replicas[i] = replica count of pool i (0 = pool skipped); gpus = per replica of pools 0, 1.
JobDocument job(const QList<int> &replicas, int gpus = 0)
{
    JobDocument document;
    document.displayName = QStringLiteral("plan-test");
    document.localCommand = {QStringLiteral("python3"), QStringLiteral("train.py")};
    for (int i = 0; i < replicas.size(); ++i) {
        if (replicas[i] > 0)
            document.pools[i] = pool(replicas[i], i <= 1 ? gpus : 0);
    }
    return document;
}

QJsonObject jsonVariable(const ReplicaPlan &replica, const QString &name)
{
    QJsonParseError error;
    const QJsonDocument document
        = QJsonDocument::fromJson(replica.variables.value(name).toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {};
    return document.object();
}

QJsonArray addresses(const LaunchPlan &plan, int poolIndex)
{
    QJsonArray result;
    for (const ReplicaPlan &replica : plan.replicas) {
        if (replica.pool == poolIndex)
            result.append(QStringLiteral("127.0.0.1:%1").arg(replica.port));
    }
    return result;
}

LaunchOptions options(const QString &runDirectory, const QStringList &gpus = {})
{
    LaunchOptions result;
    result.runDirectory = runDirectory;
    result.gpuNames = gpus;
    return result;
}

QStringList gpuList(int count)
{
    QStringList gpus;
    for (int i = 0; i < count; ++i)
        gpus << QStringLiteral("GPU %1: NVIDIA H100 80GB HBM3 (UUID: GPU-%1)").arg(i);
    return gpus;
}

// The job above without a local command: its pools run as `docker run` of their image.
JobDocument containerJob(const QList<int> &replicas, int gpus = 0)
{
    JobDocument document = job(replicas, gpus);
    document.localCommand.clear();
    return document;
}

DockerEngine engine(bool available, const QString &problem = QString())
{
    DockerEngine result;
    result.available = available;
    result.version = available ? QStringLiteral("24.0.7") : QString();
    result.problem = problem;
    return result;
}

// The replica variables every container gets, in the order docker is given them (by name);
// "NAME=$" stands for the value the plan computed (ports, JSON).
QStringList aipDirectories()
{
    return {"AIP_CHECKPOINT_DIR=<base>/checkpoints/", "AIP_MODEL_DIR=<base>/model/",
            "AIP_TENSORBOARD_LOG_DIR=<base>/logs/"};
}

QStringList metricFile(const QString &task)
{
    return {QStringLiteral("CLOUD_ML_HP_METRIC_FILE=<base>/%1/hypertune/output.metrics")
                .arg(task)};
}

// `docker run` of one replica of a run in <base> = ".../run": the fixed options, each
// environment entry's name as -e (values come from docker's own environment, never the
// command line), the run folder mounted, then `tail` (GPUs, entrypoint, image, args).
QStringList dockerRun(const QString &task, const QStringList &environment,
                      const QStringList &tail)
{
    QStringList words{"run", "--rm", "--init", "--name", "poolcraft-run-" + task,
                      "--network", "host"};
    for (const QString &entry : environment)
        words << "-e" << entry.section(u'=', 0, 0);
    return words + QStringList{"-v", "<base>:<base>"} + tail;
}

QStringList expand(const QStringList &expected, const ReplicaPlan &replica, const QString &base)
{
    QStringList words;
    for (QString word : expected) {
        word.replace(QLatin1String("<base>"), base);
        if (word.endsWith(QLatin1String("=$")))
            word = word.chopped(1) + replica.variables.value(word.chopped(2));
        words << word;
    }
    return words;
}

} // namespace

class TestLaunchPlan : public QObject
{
    Q_OBJECT

private slots:
    void taskNames_data();
    void taskNames();
    void clusterSpec_data();
    void clusterSpec();
    void tfConfig_data();
    void tfConfig();
    void pytorchVariables_data();
    void pytorchVariables();
    void outputDirectoriesAndTrial();
    void commandAndArguments_data();
    void commandAndArguments();
    void gpuSharing_data();
    void gpuSharing();
    void unlaunchable_data();
    void unlaunchable();
    void environmentReplacesStaleVariables();
    void replicasSeeOnlyTheirOwnPoolsValues_data();
    void replicasSeeOnlyTheirOwnPoolsValues();
    void freePortsAreDistinct();
    void runFolderIsPrivate_data();
    void runFolderIsPrivate();
    void dockerArguments_data();
    void dockerArguments();
    void containerNames_data();
    void containerNames();
    void containerDiagnostics_data();
    void containerDiagnostics();
    void realDockerRun();
};

void TestLaunchPlan::taskNames_data()
{
    QTest::addColumn<QList<int>>("replicas");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("chief only") << QList<int>{1} << QStringList{"workerpool0-0"};
    QTest::newRow("chief and two workers")
        << QList<int>{1, 2} << QStringList{"workerpool0-0", "workerpool1-0", "workerpool1-1"};
    QTest::newRow("all four pools")
        << QList<int>{1, 2, 1, 1}
        << QStringList{"workerpool0-0", "workerpool1-0", "workerpool1-1", "workerpool2-0",
                       "workerpool3-0"};
    QTest::newRow("workers pool skipped")
        << QList<int>{1, 0, 2} << QStringList{"workerpool0-0", "workerpool2-0", "workerpool2-1"};
}

void TestLaunchPlan::taskNames()
{
    QFETCH(QList<int>, replicas);
    QFETCH(QStringList, names);
    QTemporaryDir dir;
    const LaunchPlan plan = makeLaunchPlan(job(replicas), options(dir.path()));
    QVERIFY(plan.canStart());
    QStringList actual;
    QSet<quint16> ports;
    for (const ReplicaPlan &replica : plan.replicas) {
        actual << replica.taskName;
        QVERIFY(replica.port > 0);
        ports.insert(replica.port);
        QCOMPARE(replica.runDirectory, QDir(dir.path()).absoluteFilePath(replica.taskName));
    }
    QCOMPARE(actual, names);
    QCOMPARE(ports.size(), plan.replicas.size());
}

void TestLaunchPlan::clusterSpec_data()
{
    QTest::addColumn<QList<int>>("replicas");
    QTest::addColumn<QString>("trial");
    QTest::newRow("single replica") << QList<int>{1} << QString();
    QTest::newRow("chief and two workers") << QList<int>{1, 2} << QString();
    QTest::newRow("all pools, trial 3") << QList<int>{1, 2, 1, 3} << QStringLiteral("3");
    QTest::newRow("ps without workers") << QList<int>{1, 0, 2} << QString();
}

void TestLaunchPlan::clusterSpec()
{
    QFETCH(QList<int>, replicas);
    QFETCH(QString, trial);
    QTemporaryDir dir;
    LaunchOptions launchOptions = options(dir.path());
    launchOptions.trialId = trial;
    const JobDocument document = job(replicas);
    const LaunchPlan plan = makeLaunchPlan(document, launchOptions);
    QVERIFY(plan.canStart());

    QJsonObject cluster;
    for (int i = 0; i < MaxPools; ++i) {
        if (document.pools[i].enabled)
            cluster.insert(QStringLiteral("workerpool%1").arg(i), addresses(plan, i));
    }
    for (const ReplicaPlan &replica : plan.replicas) {
        const QJsonObject spec = jsonVariable(replica, QStringLiteral("CLUSTER_SPEC"));
        QCOMPARE(spec.value("cluster").toObject(), cluster);
        QCOMPARE(spec.value("environment").toString(), QStringLiteral("cloud"));
        QJsonObject task{{"type", QStringLiteral("workerpool%1").arg(replica.pool)},
                         {"index", replica.index}};
        if (!trial.isEmpty())
            task.insert("trial", trial);
        QCOMPARE(spec.value("task").toObject(), task);
        const QJsonObject jobSpec = spec.value("job").toObject();
        const QJsonArray pools = jobSpec.value("workerPoolSpecs").toArray();
        QCOMPARE(pools.size(), document.lastEnabledPool() + 1);
        for (int i = 0; i < pools.size(); ++i) {
            const QJsonObject poolJson = pools[i].toObject();
            QCOMPARE(poolJson.isEmpty(), !document.pools[i].enabled);
            if (document.pools[i].enabled) {
                QCOMPARE(poolJson.value("replicaCount").toString(),
                         QString::number(document.pools[i].replicaCount));
                QCOMPARE(poolJson.value("machineSpec").toObject().value("machineType"),
                         QJsonValue(document.pools[i].machine.machineType));
            }
        }
        QCOMPARE(replica.variables.contains("CLOUD_ML_TRIAL_ID"), !trial.isEmpty());
        if (!trial.isEmpty())
            QCOMPARE(replica.variables.value("CLOUD_ML_TRIAL_ID"), trial);
    }
}

void TestLaunchPlan::tfConfig_data()
{
    QTest::addColumn<QList<int>>("replicas");
    QTest::newRow("single replica") << QList<int>{1};
    QTest::newRow("chief and two workers") << QList<int>{1, 2};
    QTest::newRow("all pools") << QList<int>{1, 2, 2, 1};
    QTest::newRow("chief and evaluator") << QList<int>{1, 0, 0, 1};
}

void TestLaunchPlan::tfConfig()
{
    QFETCH(QList<int>, replicas);
    QTemporaryDir dir;
    const LaunchPlan plan = makeLaunchPlan(job(replicas), options(dir.path()));
    QVERIFY(plan.canStart());
    if (plan.replicas.size() == 1) {
        QVERIFY(!plan.replicas.first().variables.contains("TF_CONFIG"));
        return;
    }
    QJsonObject cluster;
    const char *const types[] = {"chief", "worker", "ps"};
    for (int i = 0; i < 3; ++i) {
        if (!addresses(plan, i).isEmpty())
            cluster.insert(QLatin1String(types[i]), addresses(plan, i));
    }
    for (const ReplicaPlan &replica : plan.replicas) {
        const QJsonObject config = jsonVariable(replica, QStringLiteral("TF_CONFIG"));
        QCOMPARE(config.value("cluster").toObject(), cluster);
        QVERIFY(!config.value("cluster").toObject().contains("evaluator"));
        QCOMPARE(config.value("environment").toString(), QStringLiteral("cloud"));
        const char *const taskTypes[] = {"chief", "worker", "ps", "evaluator"};
        const QJsonObject task{{"type", QLatin1String(taskTypes[replica.pool])},
                               {"index", replica.index}};
        QCOMPARE(config.value("task").toObject(), task);
        QVERIFY(config.value("job").toObject().contains("workerPoolSpecs"));
    }
}

void TestLaunchPlan::pytorchVariables_data()
{
    QTest::addColumn<QList<int>>("replicas");
    QTest::newRow("single replica") << QList<int>{1};
    QTest::newRow("chief and three workers") << QList<int>{1, 3};
    QTest::newRow("with ps and evaluator") << QList<int>{1, 2, 1, 1};
}

void TestLaunchPlan::pytorchVariables()
{
    QFETCH(QList<int>, replicas);
    QTemporaryDir dir;
    const LaunchPlan plan = makeLaunchPlan(job(replicas), options(dir.path()));
    QVERIFY(plan.canStart());
    const int worldSize = replicas.value(0) + replicas.value(1);
    const ReplicaPlan &chief = plan.replicas.first();
    QCOMPARE(chief.taskName, QStringLiteral("workerpool0-0"));
    for (const ReplicaPlan &replica : plan.replicas) {
        QCOMPARE(replica.variables.value("MASTER_ADDR"), QStringLiteral("127.0.0.1"));
        QCOMPARE(replica.variables.value("MASTER_PORT"), QString::number(chief.port));
        QCOMPARE(replica.variables.value("WORLD_SIZE"), QString::number(worldSize));
        if (replica.pool == ChiefPool)
            QCOMPARE(replica.variables.value("RANK"), QStringLiteral("0"));
        else if (replica.pool == WorkerPoolRole)
            QCOMPARE(replica.variables.value("RANK"), QString::number(1 + replica.index));
        else
            QVERIFY(!replica.variables.contains("RANK"));
    }
}

void TestLaunchPlan::outputDirectoriesAndTrial()
{
    QTemporaryDir dir;
    const QString base = QDir(dir.path()).absolutePath();
    const LaunchPlan plan = makeLaunchPlan(job({1, 1}), options(dir.path()));
    QVERIFY(plan.canStart());
    QSet<QString> metricFiles;
    for (const ReplicaPlan &replica : plan.replicas) {
        QCOMPARE(replica.variables.value("AIP_MODEL_DIR"), base + "/model/");
        QCOMPARE(replica.variables.value("AIP_CHECKPOINT_DIR"), base + "/checkpoints/");
        QCOMPARE(replica.variables.value("AIP_TENSORBOARD_LOG_DIR"), base + "/logs/");
        const QString metricFile = replica.variables.value("CLOUD_ML_HP_METRIC_FILE");
        QVERIFY(metricFile.startsWith(replica.runDirectory + u'/'));
        metricFiles.insert(metricFile);
    }
    QCOMPARE(metricFiles.size(), plan.replicas.size());
}

void TestLaunchPlan::commandAndArguments_data()
{
    QTest::addColumn<QStringList>("override");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("job command") << QStringList() << QStringList() << "python3"
                                 << QStringList{"train.py", "--epochs=3"};
    QTest::newRow("override and hyperparameters")
        << QStringList{"/usr/bin/python3", "probe.py"} << QStringList{"--learning_rate=0.1"}
        << "/usr/bin/python3" << QStringList{"probe.py", "--epochs=3", "--learning_rate=0.1"};
}

void TestLaunchPlan::commandAndArguments()
{
    QFETCH(QStringList, override);
    QFETCH(QStringList, extra);
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    LaunchOptions launchOptions = options(dir.path());
    launchOptions.commandOverride = override;
    launchOptions.extraArgs = extra;
    const LaunchPlan plan = makeLaunchPlan(job({1, 1}), launchOptions);
    QVERIFY(plan.canStart());
    for (const ReplicaPlan &replica : plan.replicas) {
        QCOMPARE(replica.program, program);
        QCOMPARE(replica.arguments, arguments);
    }
}

void TestLaunchPlan::gpuSharing_data()
{
    QTest::addColumn<QList<int>>("replicas");
    QTest::addColumn<int>("gpusPerReplica");
    QTest::addColumn<int>("gpusOnMachine");
    QTest::addColumn<QStringList>("visibleDevices"); // per replica; "unset" = not set
    QTest::addColumn<QString>("diagnosticRule");     // empty = none
    QTest::newRow("two per replica on eight")
        << QList<int>{1, 2} << 2 << 8 << QStringList{"0,1", "2,3", "4,5"} << QString();
    QTest::newRow("exactly enough")
        << QList<int>{1, 1} << 1 << 2 << QStringList{"0", "1"} << QString();
    QTest::newRow("ps gets none") << QList<int>{1, 1, 1} << 1 << 4
                                  << QStringList{"0", "1", ""} << QString();
    QTest::newRow("cpu job hides gpus")
        << QList<int>{1, 1} << 0 << 2 << QStringList{"", ""} << QString();
    QTest::newRow("too many gpus") << QList<int>{1, 2} << 4 << 8
                                   << QStringList{"unset", "unset", "unset"}
                                   << QStringLiteral("local-gpu-count");
    QTest::newRow("no gpus at all") << QList<int>{1, 1} << 1 << 0
                                    << QStringList{"unset", "unset"}
                                    << QStringLiteral("local-no-gpu");
    QTest::newRow("cpu job, no gpus") << QList<int>{1} << 0 << 0 << QStringList{"unset"}
                                      << QString();
}

void TestLaunchPlan::gpuSharing()
{
    QFETCH(QList<int>, replicas);
    QFETCH(int, gpusPerReplica);
    QFETCH(int, gpusOnMachine);
    QFETCH(QStringList, visibleDevices);
    QFETCH(QString, diagnosticRule);
    QTemporaryDir dir;
    const LaunchOptions launchOptions = options(dir.path(), gpuList(gpusOnMachine));
    const LaunchPlan plan = makeLaunchPlan(job(replicas, gpusPerReplica), launchOptions);
    QCOMPARE(plan.replicas.size(), visibleDevices.size());
    for (int i = 0; i < plan.replicas.size(); ++i) {
        const ReplicaPlan &replica = plan.replicas[i];
        if (visibleDevices[i] == QLatin1String("unset"))
            QVERIFY(!replica.variables.contains("CUDA_VISIBLE_DEVICES"));
        else
            QCOMPARE(replica.variables.value("CUDA_VISIBLE_DEVICES", "unset"), visibleDevices[i]);
    }
    if (diagnosticRule.isEmpty()) {
        QVERIFY(plan.diagnostics.isEmpty());
        return;
    }
    QCOMPARE(plan.diagnostics.size(), 1);
    const Diagnostic &diagnostic = plan.diagnostics.first();
    QCOMPARE(diagnostic.ruleId, diagnosticRule);
    QVERIFY(!diagnostic.message.isEmpty());
    const int needed = gpusPerReplica * (replicas.value(0) + replicas.value(1));
    QVERIFY2(diagnostic.message.contains(QString::number(needed)), qPrintable(diagnostic.message));
    QCOMPARE(plan.canStart(), !diagnostic.isError());
    QCOMPARE(diagnostic.isError(), gpusOnMachine > 0);
}

void TestLaunchPlan::unlaunchable_data()
{
    QTest::addColumn<JobDocument>("document");
    QTest::addColumn<QString>("rule");
    JobDocument noCommand = containerJob({1, 1});
    noCommand.pools[0].container.imageUri.clear();
    noCommand.pools[1].container.imageUri.clear();
    QTest::newRow("no local command, no image") << noCommand << QStringLiteral("local-command");
    JobDocument emptyProgram = job({1});
    emptyProgram.localCommand = {QString()};
    QTest::newRow("empty program") << emptyProgram << QStringLiteral("local-command");
    QTest::newRow("no chief") << job({0, 2}) << QStringLiteral("local-chief");
    JobDocument twoChiefs = job({1, 1});
    twoChiefs.pools[0].replicaCount = 2;
    QTest::newRow("two chiefs") << twoChiefs << QStringLiteral("local-chief");
    JobDocument huge = job({1, 1});
    huge.pools[1].replicaCount = 1000000000;
    QTest::newRow("a billion workers") << huge << QStringLiteral("local-replica-count");
    JobDocument negative = job({1, 1});
    negative.pools[1].replicaCount = -5;
    QTest::newRow("negative replicas") << negative << QStringLiteral("local-replica-count");
    QTest::newRow("many pools over the limit")
        << job({1, 40, 40}) << QStringLiteral("local-replica-count");
}

void TestLaunchPlan::unlaunchable()
{
    QFETCH(JobDocument, document);
    QFETCH(QString, rule);
    QTemporaryDir dir;
    const LaunchPlan plan = makeLaunchPlan(document, options(dir.path()));
    QVERIFY(!plan.canStart());
    QVERIFY(hasErrors(plan.diagnostics));
    QCOMPARE(plan.diagnostics.first().ruleId, rule);
    QVERIFY(!plan.diagnostics.first().message.isEmpty());
}

void TestLaunchPlan::environmentReplacesStaleVariables()
{
    QTemporaryDir dir;
    const LaunchPlan plan = makeLaunchPlan(job({1}), options(dir.path()));
    QVERIFY(plan.canStart());
    QProcessEnvironment base;
    base.insert("TF_CONFIG", "{\"stale\": true}");
    base.insert("RANK", "7");
    base.insert("HOME", "/home/someone");
    const QProcessEnvironment environment = replicaEnvironment(plan.replicas.first(), base);
    QVERIFY(!environment.contains("TF_CONFIG"));
    QCOMPARE(environment.value("RANK"), QStringLiteral("0"));
    QCOMPARE(environment.value("HOME"), QStringLiteral("/home/someone"));
    QVERIFY(environment.contains("CLUSTER_SPEC"));
}

void TestLaunchPlan::replicasSeeOnlyTheirOwnPoolsValues_data()
{
    QTest::addColumn<bool>("containers");
    QTest::newRow("local command") << false;
    QTest::newRow("docker") << true;
}

// A pool's variables may be secrets: another pool's replicas must not find them in
// CLUSTER_SPEC or TF_CONFIG, and `docker run` must not carry any value on its command line.
void TestLaunchPlan::replicasSeeOnlyTheirOwnPoolsValues()
{
    QFETCH(bool, containers);
    QTemporaryDir dir;
    JobDocument document = job({1, 2});
    document.pools[0].container.env = {{"TOKEN", "chief-secret-0"}};
    document.pools[1].container.env = {{"TOKEN", "worker-secret-1"}};
    if (containers)
        document.localCommand.clear();
    LaunchOptions launchOptions = options(dir.path());
    launchOptions.dockerEngine = engine(true);
    const LaunchPlan plan = makeLaunchPlan(document, launchOptions);
    QVERIFY(plan.canStart());
    for (const ReplicaPlan &replica : plan.replicas) {
        const QString own = replica.pool == 0 ? "chief-secret-0" : "worker-secret-1";
        const QString other = replica.pool == 0 ? "worker-secret-1" : "chief-secret-0";
        QCOMPARE(replica.variables.value("TOKEN"), own);
        for (const char *name : {"CLUSTER_SPEC", "TF_CONFIG"}) {
            const QString value = replica.variables.value(QLatin1String(name));
            QVERIFY2(value.contains(own), name);
            QVERIFY2(!value.contains(other), name);
        }
        QVERIFY2(!replica.commandLine().contains("secret"), qPrintable(replica.commandLine()));
    }
}

void TestLaunchPlan::runFolderIsPrivate_data()
{
    // What is at <tmp>/runs before the run: nothing, or what another user may have put
    // there first in a shared temporary folder.
    QTest::addColumn<QString>("prepared");
    QTest::addColumn<QString>("problem");      // empty: the run gets a folder
    QTest::newRow("nothing: made 0700") << "nothing" << "";
    QTest::newRow("our folder") << "folder" << "";
    QTest::newRow("our link to our folder") << "link" << "";
    QTest::newRow("a folder anyone can write to") << "world-writable" << "anyone can write";
    QTest::newRow("a file") << "file" << "is not a folder";
    QTest::newRow("another user's folder") << "others-folder" << "belongs to another user";
    QTest::newRow("another user's link to our folder") << "others-link" << "link that another user made";
    QTest::newRow("a dangling link") << "dangling" << "No such file";
}

void TestLaunchPlan::runFolderIsPrivate()
{
    QFETCH(QString, prepared);
    QFETCH(QString, problem);
    if (prepared.startsWith(QLatin1String("others")) && ::geteuid() != 0)
        QSKIP("giving a file to another user takes root");
    QTemporaryDir dir;
    const QString runs = dir.filePath(QStringLiteral("runs"));
    const QString ours = dir.filePath(QStringLiteral("ours"));
    const QByteArray runsPath = QFile::encodeName(runs);
    QVERIFY(QDir().mkdir(ours));
    constexpr uid_t Nobody = 65534;
    if (prepared == QLatin1String("folder") || prepared == QLatin1String("world-writable")
        || prepared == QLatin1String("others-folder")) {
        QVERIFY(QDir().mkdir(runs));
        QCOMPARE(::chmod(runsPath.constData(), prepared == QLatin1String("world-writable") ? 0777 : 0755), 0);
        if (prepared == QLatin1String("others-folder"))
            QCOMPARE(::chown(runsPath.constData(), Nobody, Nobody), 0);
    } else if (prepared == QLatin1String("link") || prepared == QLatin1String("others-link")) {
        QVERIFY(QFile::link(ours, runs));
        if (prepared == QLatin1String("others-link"))
            QCOMPARE(::lchown(runsPath.constData(), Nobody, Nobody), 0);
    } else if (prepared == QLatin1String("dangling")) {
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone")), runs));
    } else if (prepared == QLatin1String("file")) {
        QFile file(runs);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }

    const RunFolder folder = makeRunDirectory(runs);
    if (!problem.isEmpty()) {
        QVERIFY(folder.path.isEmpty());
        QVERIFY2(folder.problem.contains(problem), qPrintable(folder.problem));
        // The run is refused with that reason, never started in the current folder.
        const LaunchPlan plan = makeLaunchPlan(job({1}), localLaunchOptions(QString(), folder));
        QVERIFY(!plan.canStart());
        QVERIFY(plan.replicas.isEmpty());
        QVERIFY(plan.diagnostics.first().message.contains(problem));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("gone"))));
        return;
    }
    QVERIFY2(folder.problem.isEmpty(), qPrintable(folder.problem));
    QCOMPARE(QFileInfo(folder.path).dir().canonicalPath(), QFileInfo(runs).canonicalFilePath());
    struct stat made = {};
    QCOMPARE(::stat(QFile::encodeName(folder.path).constData(), &made), 0);
    QCOMPARE(made.st_mode & 0777, mode_t(0700));
    if (prepared == QLatin1String("nothing")) {
        QCOMPARE(::stat(runsPath.constData(), &made), 0);
        QCOMPARE(made.st_mode & 0777, mode_t(0700));
    }
    // Two runs started at once never share a folder.
    QVERIFY(makeRunDirectory(runs).path != folder.path);
}

void TestLaunchPlan::freePortsAreDistinct()
{
    // Reservations alive together never share a port; a released port may be handed out
    // again.
    QList<std::shared_ptr<PortReservation>> held;
    QSet<quint16> distinct;
    for (int i = 0; i < 8; ++i) {
        held << PortReservation::reserve(4);
        QVERIFY(held.last());
        QCOMPARE(held.last()->ports().size(), 4);
        for (quint16 port : held.last()->ports())
            distinct.insert(port);
    }
    QCOMPARE(distinct.size(), 32);
}

void TestLaunchPlan::dockerArguments_data()
{
    QTest::addColumn<JobDocument>("document");
    QTest::addColumn<int>("gpusOnMachine");
    QTest::addColumn<QStringList>("hyperparameters");
    QTest::addColumn<QList<QStringList>>("expected"); // docker's arguments, per replica
    const QString image = QStringLiteral("gcr.io/p/trainer:1");
    // What Vertex sets in a job of one replica ("$": a port, or JSON holding one).
    const QStringList singleReplica = aipDirectories() + metricFile("workerpool0-0")
                                      + QStringList{"CLUSTER_SPEC=$", "MASTER_ADDR=127.0.0.1",
                                                    "MASTER_PORT=$", "RANK=0", "WORLD_SIZE=1"};

    QTest::newRow("single replica, cpu")
        << containerJob({1}) << 0 << QStringList()
        << QList<QStringList>{dockerRun(
               "workerpool0-0",
               singleReplica,
               {image, "--epochs=3"})};

    JobDocument withEnv = containerJob({1, 2});
    for (int i : {0, 1}) {
        withEnv.pools[i].container.env = {{"BATCH_SIZE", "64"}, {"NOTE", "two words"}};
        withEnv.pools[i].container.args = {"--epochs=3", "--data=gs://b/d"};
    }
    QList<QStringList> chiefAndWorkers;
    for (int rank = 0; rank < 3; ++rank) {
        const QString task = rank == 0 ? "workerpool0-0" : replicaTaskName(1, rank - 1);
        chiefAndWorkers << dockerRun(
            task,
            aipDirectories() + QStringList{"BATCH_SIZE=64"} + metricFile(task)
                + QStringList{"CLUSTER_SPEC=$", "MASTER_ADDR=127.0.0.1", "MASTER_PORT=$",
                              "NOTE=two words", "RANK=" + QString::number(rank), "TF_CONFIG=$",
                              "WORLD_SIZE=3"},
            {image, "--epochs=3", "--data=gs://b/d"});
    }
    QTest::newRow("chief and two workers with env and args")
        << withEnv << 0 << QStringList() << chiefAndWorkers;

    JobDocument entrypoint = containerJob({1});
    entrypoint.pools[0].container.command = {"python3", "-m", "trainer.task"};
    QTest::newRow("command replaces the entrypoint, hyperparameters follow the args")
        << entrypoint << 0 << QStringList{"--learning_rate=0.1"}
        << QList<QStringList>{dockerRun(
               "workerpool0-0",
               singleReplica,
               {"--entrypoint", "python3", image, "-m", "trainer.task", "--epochs=3",
                "--learning_rate=0.1"})};

    QList<QStringList> gpuReplicas;
    const QStringList devices{"\"device=0,1\"", "\"device=2,3\""};
    for (int rank = 0; rank < 2; ++rank) {
        const QString task = replicaTaskName(rank, 0);
        // No CUDA_VISIBLE_DEVICES: inside, the container's two GPUs are 0 and 1.
        gpuReplicas << dockerRun(task,
                                 aipDirectories() + metricFile(task)
                                     + QStringList{"CLUSTER_SPEC=$", "MASTER_ADDR=127.0.0.1",
                                                   "MASTER_PORT=$",
                                                   "RANK=" + QString::number(rank),
                                                   "TF_CONFIG=$", "WORLD_SIZE=2"},
                                 {"--gpus", devices[rank], image, "--epochs=3"});
    }
    QTest::newRow("two gpus per replica on a machine with four")
        << containerJob({1, 1}, 2) << 4 << QStringList() << gpuReplicas;

    QTest::newRow("cpu pool on a gpu machine gets no gpu")
        << containerJob({1}) << 2 << QStringList()
        << QList<QStringList>{dockerRun(
               "workerpool0-0",
               singleReplica,
               {image, "--epochs=3"})};
}

void TestLaunchPlan::dockerArguments()
{
    QFETCH(JobDocument, document);
    QFETCH(int, gpusOnMachine);
    QFETCH(QStringList, hyperparameters);
    QFETCH(QList<QStringList>, expected);
    QTemporaryDir dir;
    LaunchOptions launchOptions = options(dir.filePath("run"), gpuList(gpusOnMachine));
    launchOptions.dockerEngine = engine(true);
    launchOptions.extraArgs = hyperparameters;
    const LaunchPlan plan = makeLaunchPlan(document, launchOptions);
    QVERIFY(runsInContainers(document, launchOptions));
    QVERIFY2(plan.canStart(), qPrintable(plan.diagnostics.value(0).message));
    QVERIFY(plan.diagnostics.isEmpty());
    QCOMPARE(plan.replicas.size(), expected.size());
    const QString base = QDir(dir.filePath("run")).absolutePath();
    for (int i = 0; i < plan.replicas.size(); ++i) {
        const ReplicaPlan &replica = plan.replicas[i];
        QCOMPARE(replica.program, QStringLiteral("docker"));
        QCOMPARE(replica.containerName, "poolcraft-run-" + replica.taskName);
        QCOMPARE(replica.arguments, expand(expected[i], replica, base));
        // The line shown to people gives the same words back to a shell.
        const ShellWords words = splitShellWords(replica.commandLine());
        QVERIFY(words.error.isEmpty());
        QStringList split;
        for (const ShellWord &word : words.words)
            split << word.text;
        QCOMPARE(split, QStringList{replica.program} + replica.arguments);
    }
}

void TestLaunchPlan::containerNames_data()
{
    QTest::addColumn<QString>("runName");
    QTest::addColumn<QString>("task");
    QTest::addColumn<QString>("name");
    QTest::newRow("timestamp folder") << "20240501-101500-123" << "workerpool1-0"
                                      << "poolcraft-20240501-101500-123-workerpool1-0";
    QTest::newRow("spaces and punctuation collapse to one dash")
        << "My Run: #1 (final)" << "workerpool0-0" << "poolcraft-My-Run-1-final-workerpool0-0";
    QTest::newRow("non-ascii letters") << QString::fromUtf8("entraînement") << "workerpool2-0"
                                       << "poolcraft-entra-nement-workerpool2-0";
    QTest::newRow("dots and underscores kept") << "v1.2_final" << "workerpool3-0"
                                               << "poolcraft-v1.2_final-workerpool3-0";
}

void TestLaunchPlan::containerNames()
{
    QFETCH(QString, runName);
    QFETCH(QString, task);
    QFETCH(QString, name);
    QCOMPARE(dockerContainerName(runName, task), name);
    if (runName.contains(u':') || runName.contains(u'/'))
        return;
    // The plan names its containers after the run folder.
    QTemporaryDir dir;
    LaunchOptions launchOptions = options(dir.filePath(runName));
    launchOptions.dockerEngine = engine(true);
    const LaunchPlan plan = makeLaunchPlan(containerJob({1, 2, 1, 1}), launchOptions);
    QVERIFY(plan.canStart());
    const auto replica = std::find_if(plan.replicas.cbegin(), plan.replicas.cend(),
                                      [&](const ReplicaPlan &r) { return r.taskName == task; });
    QVERIFY(replica != plan.replicas.cend());
    QCOMPARE(replica->containerName, name);
    QCOMPARE(replica->arguments.mid(3, 2), QStringList({"--name", name}));
}

void TestLaunchPlan::containerDiagnostics_data()
{
    QTest::addColumn<JobDocument>("document");
    QTest::addColumn<bool>("engineAnswers");
    QTest::addColumn<QString>("rule");              // empty = the plan can start
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("messageHolds");
    QTest::addColumn<int>("dockerReplicas");        // replicas shown as `docker run`

    JobDocument package = containerJob({1, 2});
    package.pools[1].taskKind = TaskKind::PythonPackage;
    package.pools[1].pythonPackage.executorImageUri = "us-docker.pkg.dev/vertex-ai/training/x";
    package.pools[1].pythonPackage.packageUris = {"gs://b/trainer-0.1.tar.gz"};
    package.pools[1].pythonPackage.pythonModule = "trainer.task";
    QTest::newRow("python package pool without local command")
        << package << true << "local-command" << ValuePath::pool(1)
        << QStringList{"workerpool1 (workers)", "Python package", "local command",
                       "after `--`", "\"python3 -m trainer.task\""}
        << 0;
    JobDocument noImage = containerJob({1});
    noImage.pools[0].container.imageUri.clear();
    QTest::newRow("container pool without image")
        << noImage << true << "local-command" << ValuePath::imageUri(0)
        << QStringList{"workerpool0 (chief)", "no container image", "after `--`"} << 0;
    QTest::newRow("no docker engine: an error, the commands still made")
        << containerJob({1, 2}) << false << "local-docker" << QString()
        << QStringList{"no Docker engine answers (Cannot connect to the Docker daemon at "
                       "unix:///var/run/docker.sock. Is the docker daemon running?)",
                       "set a local command"}
        << 3;
    QTest::newRow("docker engine answers") << containerJob({1, 2}) << true << QString()
                                           << QString() << QStringList() << 3;
    JobDocument local = containerJob({1, 2});
    local.localCommand = {"python3", "train.py"};
    QTest::newRow("local command wins over the image, docker not asked")
        << local << false << QString() << QString() << QStringList() << 0;
}

void TestLaunchPlan::containerDiagnostics()
{
    QFETCH(JobDocument, document);
    QFETCH(bool, engineAnswers);
    QFETCH(QString, rule);
    QFETCH(QString, path);
    QFETCH(QStringList, messageHolds);
    QFETCH(int, dockerReplicas);
    QTemporaryDir dir;
    LaunchOptions launchOptions = options(dir.path());
    launchOptions.dockerEngine = engine(
        engineAnswers, "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. "
                       "Is the docker daemon running?");
    const LaunchPlan plan = makeLaunchPlan(document, launchOptions);
    int shown = 0;
    for (const ReplicaPlan &replica : plan.replicas) {
        if (replica.runsInContainer()) {
            ++shown;
            QCOMPARE(replica.program, QStringLiteral("docker"));
            QCOMPARE(replica.arguments.first(), QStringLiteral("run"));
        }
    }
    QCOMPARE(shown, dockerReplicas);
    QCOMPARE(needsDockerEngine(document, launchOptions), dockerReplicas > 0);
    QCOMPARE(plan.canStart(), rule.isEmpty());
    if (rule.isEmpty()) {
        QVERIFY(plan.diagnostics.isEmpty());
        return;
    }
    QCOMPARE(plan.diagnostics.size(), 1);
    const Diagnostic &diagnostic = plan.diagnostics.first();
    QCOMPARE(diagnostic.ruleId, rule);
    QCOMPARE(diagnostic.severity, Severity::Error);
    QCOMPARE(diagnostic.path, path);
    for (const QString &text : messageHolds)
        QVERIFY2(diagnostic.message.contains(text), qPrintable(diagnostic.message));
}

void TestLaunchPlan::realDockerRun()
{
    const DockerEngine docker = probeDockerEngine();
    if (!docker.available)
        QSKIP(qPrintable("no Docker engine answers: " + docker.problem));
    const QString image = QStringLiteral("busybox:latest");
    if (QProcess::execute("docker", {"image", "inspect", image}) != 0)
        QSKIP(qPrintable(image + " is not on this machine and tests do not pull images"));
    JobDocument document = containerJob({1, 1});
    for (int i : {0, 1}) {
        document.pools[i].container.imageUri = image;
        document.pools[i].container.command = {"sh", "-c"};
        document.pools[i].container.args
            = {"echo rank=$RANK; touch \"$CLOUD_ML_HP_METRIC_FILE\""};
    }
    QTemporaryDir dir;
    LaunchOptions launchOptions = options(dir.filePath("run"));
    const LaunchPlan plan = makeLaunchPlan(document, launchOptions);
    QVERIFY2(plan.canStart(), qPrintable(plan.diagnostics.value(0).message));
    LocalRunner runner;
    QByteArray output;
    connect(&runner, &LocalRunner::outputReady, this, [&](const QList<OutputChunk> &chunks) {
        for (const OutputChunk &chunk : chunks)
            output += chunk.data;
    });
    QSignalSpy finished(&runner, &LocalRunner::finished);
    QVERIFY(runner.start(plan));
    QVERIFY(finished.wait(120'000));
    QCOMPARE(runner.run()->state(), RunState::Succeeded);
    QVERIFY2(output.contains("rank=0"), output.constData());
    // The metric file written inside is on this machine: the run folder is mounted.
    QVERIFY(QFile::exists(plan.replicas.first().variables.value("CLOUD_ML_HP_METRIC_FILE")));
}

QTEST_GUILESS_MAIN(TestLaunchPlan)
#include "tst_launchplan.moc"
