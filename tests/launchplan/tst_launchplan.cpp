#include "app/launch/launchplan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

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
    void freePortsAreDistinct();
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
    JobDocument noCommand = job({1, 1});
    noCommand.localCommand.clear();
    QTest::newRow("no local command") << noCommand << QStringLiteral("local-command");
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

void TestLaunchPlan::freePortsAreDistinct()
{
    const QList<quint16> ports = findFreeLoopbackPorts(32);
    QCOMPARE(ports.size(), 32);
    const QSet<quint16> distinct(ports.cbegin(), ports.cend());
    QCOMPARE(distinct.size(), 32);
}


QTEST_GUILESS_MAIN(TestLaunchPlan)
#include "tst_launchplan.moc"
