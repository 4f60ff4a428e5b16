#include "app/launch/localrunner.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Poolcraft;

namespace {

const int GenerousWaitMs = 180000;   // torch starts slowly on a loaded 2-core machine

QString python()
{
    // Debian's interpreter carries python3-torch; a python3 earlier on PATH may not.
    const QString configured = qEnvironmentVariable("POOLCRAFT_PYTHON");
    if (!configured.isEmpty())
        return configured;
    return QFile::exists("/usr/bin/python3") ? QStringLiteral("/usr/bin/python3")
                                             : QStringLiteral("python3");
}

QString examples()
{
    return QStringLiteral(POOLCRAFT_SOURCE_DIR "/resources/examples");
}

JobDocument job(const QList<int> &replicas, const QStringList &command)
{
    JobDocument document;
    document.displayName = QStringLiteral("local-run-test");
    document.localCommand = command;
    for (int i = 0; i < replicas.size(); ++i) {
        if (replicas[i] == 0)
            continue;
        document.pools[i].enabled = true;
        document.pools[i].replicaCount = replicas[i];
        document.pools[i].machine.machineType = QStringLiteral("n1-standard-4");
    }
    return document;
}

LaunchPlan plan(const JobDocument &document, const QString &runDirectory,
                const QString &workingDirectory = QString())
{
    LaunchOptions options;
    options.runDirectory = runDirectory;
    options.workingDirectory = workingDirectory;
    options.gpuNames = QStringList();
    return makeLaunchPlan(document, options);
}

// Output of every replica by stream, gathered from the runner's batches.
struct OutputCollector
{
    QList<QByteArray> stdoutText;
    QList<QByteArray> stderrText;
    QList<quint64> generations;
    int batches = 0;

    void connectTo(LocalRunner &runner, int replicas)
    {
        stdoutText = QList<QByteArray>(replicas);
        stderrText = QList<QByteArray>(replicas);
        QObject::connect(&runner, &LocalRunner::outputReady, &runner,
                         [this](const QList<OutputChunk> &chunks) {
                             ++batches;
                             for (const OutputChunk &chunk : chunks) {
                                 auto &target = chunk.stream == OutputStream::Stdout
                                                    ? stdoutText : stderrText;
                                 target[chunk.task] += chunk.data;
                                 generations << chunk.generation;
                             }
                         });
    }
};

// Processes (not zombies) still alive in any of the given process groups.
QList<qint64> livingInGroups(const QList<qint64> &groups)
{
    QList<qint64> living;
    const QStringList entries = QDir("/proc").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid)
            continue;
        QFile stat("/proc/" + entry + "/stat");
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        // "pid (comm) state ppid pgrp ...": comm may hold spaces, so split after ')'.
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() < 3 || fields[0] == "Z")
            continue;
        if (groups.contains(fields[2].toLongLong()))
            living << pid;
    }
    return living;
}

// Living processes whose environment or command line holds `text`.
QList<qint64> processesMentioning(const QString &text)
{
    QList<qint64> found;
    const QByteArray needle = text.toUtf8();
    const QStringList entries = QDir("/proc").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        QFile environ("/proc/" + entry + "/environ");
        QFile stat("/proc/" + entry + "/stat");
        if (!environ.open(QIODevice::ReadOnly) || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray statLine = stat.readAll();
        if (statLine.mid(statLine.lastIndexOf(')') + 2).startsWith('Z'))
            continue;
        if (environ.readAll().contains(needle))
            found << entry.toLongLong();
    }
    return found;
}

bool waitFinished(LocalRunner &runner)
{
    if (!runner.isActive())
        return true;
    QSignalSpy finished(&runner, &LocalRunner::finished);
    return finished.wait(GenerousWaitMs);
}

QJsonObject probeReport(const QByteArray &output)
{
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("PROBE "))
            return QJsonDocument::fromJson(line.mid(6)).object();
    }
    return {};
}

QJsonObject parsed(const QString &json)
{
    return QJsonDocument::fromJson(json.toUtf8()).object();
}

} // namespace

class TestLocalRun : public QObject
{
    Q_OBJECT

private slots:
    void probeSeesVertexEnvironment_data();
    void probeSeesVertexEnvironment();
    void trainerSucceeds();
    void failingReplicaFailsJob_data();
    void failingReplicaFailsJob();
    void stopMidEpoch();
    void missingProgramFailsJob();
    void rejectsPlanWithErrors();
    void runStateMachine_data();
    void runStateMachine();
    void commandLine_data();
    void commandLine();
    void commandLineStopsOnSignal_data();
    void commandLineStopsOnSignal();
    void containersKilledWithTheirClients_data();
    void containersKilledWithTheirClients();
};

void TestLocalRun::probeSeesVertexEnvironment_data()
{
    QTest::addColumn<QList<int>>("replicas");
    QTest::newRow("single replica") << QList<int>{1};
    QTest::newRow("chief and two workers") << QList<int>{1, 2};
    QTest::newRow("all pools") << QList<int>{1, 2, 1, 1};
}

void TestLocalRun::probeSeesVertexEnvironment()
{
    QFETCH(QList<int>, replicas);
    QTemporaryDir dir;
    const LaunchPlan launchPlan
        = plan(job(replicas, {python(), examples() + "/probe/probe.py", "--flag=1"}), dir.path());
    LocalRunner runner;
    OutputCollector output;
    output.connectTo(runner, int(launchPlan.replicas.size()));
    QVERIFY(runner.start(launchPlan));
    QVERIFY(waitFinished(runner));
    QCOMPARE(runner.run()->state(), RunState::Succeeded);
    for (int i = 0; i < launchPlan.replicas.size(); ++i) {
        const ReplicaPlan &replica = launchPlan.replicas[i];
        const QJsonObject report = probeReport(output.stdoutText[i]);
        QVERIFY2(!report.isEmpty(), output.stdoutText[i] + output.stderrText[i]);
        QCOMPARE(parsed(report.value("CLUSTER_SPEC").toString()),
                 parsed(replica.variables.value("CLUSTER_SPEC")));
        QCOMPARE(parsed(report.value("CLUSTER_SPEC").toString()).value("task").toObject()
                     .value("type").toString(),
                 QStringLiteral("workerpool%1").arg(replica.pool));
        QCOMPARE(report.value("TF_CONFIG").isNull(), launchPlan.replicas.size() == 1);
        if (launchPlan.replicas.size() > 1) {
            QCOMPARE(parsed(report.value("TF_CONFIG").toString()),
                     parsed(replica.variables.value("TF_CONFIG")));
        }
        for (const char *name : {"MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE", "RANK",
                                 "AIP_MODEL_DIR", "CLOUD_ML_HP_METRIC_FILE"}) {
            const QJsonValue value = report.value(QLatin1String(name));
            QCOMPARE(value.isNull(), !replica.variables.contains(QLatin1String(name)));
            if (!value.isNull())
                QCOMPARE(value.toString(), replica.variables.value(QLatin1String(name)));
        }
        QCOMPARE(report.value("args").toVariant().toStringList(), QStringList{"--flag=1"});
    }
    QVERIFY(livingInGroups(runner.processGroups()).isEmpty());
}

void TestLocalRun::trainerSucceeds()
{
    QTemporaryDir dir;
    const QString trainer = examples() + "/pytorch-digits";
    const LaunchPlan launchPlan
        = plan(job({1, 2}, {python(), "train.py", "--epochs=3"}), dir.path(), trainer);
    LocalRunner runner;
    OutputCollector output;
    output.connectTo(runner, 3);
    QVERIFY(runner.start(launchPlan));
    QVERIFY(waitFinished(runner));
    for (int i = 0; i < 3; ++i) {
        const QByteArray text = output.stdoutText[i];
        QVERIFY2(text.contains("Epoch 3/3"), text + output.stderrText[i]);
        QCOMPARE(text.count("val_accuracy: "), 3);
    }
    QVERIFY2(runner.run()->state() == RunState::Succeeded, qPrintable(runner.run()->message()));
    QVERIFY(QFile::exists(dir.path() + "/model/model.pt"));
    QFile metric(launchPlan.replicas[0].variables.value("CLOUD_ML_HP_METRIC_FILE"));
    QVERIFY(metric.open(QIODevice::ReadOnly));
    // As cloudml-hypertune keeps it: every report (up to 100), one line each, the last last.
    const QList<QByteArray> reports = metric.readAll().trimmed().split('\n');
    QCOMPARE(reports.size(), 3);
    const QJsonObject line = QJsonDocument::fromJson(reports.last()).object();
    QCOMPARE(line.value("global_step").toString(), QStringLiteral("3"));
    QVERIFY(line.value("accuracy").toString().toDouble() > 0.5);
    for (quint64 generation : output.generations)
        QCOMPARE(generation, runner.generation());
    // The chief's success ends the job: workers still tearing down are stopped, as on Vertex.
    QCOMPARE(runner.run()->replica(0).exitCode, 0);
    for (const ReplicaStatus &status : runner.run()->replicas()) {
        QVERIFY2(status.state == ReplicaState::Succeeded || status.state == ReplicaState::Stopped,
                 qPrintable(replicaStateName(status.state)));
    }
    QVERIFY(livingInGroups(runner.processGroups()).isEmpty());
}

void TestLocalRun::failingReplicaFailsJob_data()
{
    QTest::addColumn<QString>("script");      // run by sh; $RANK tells the replicas apart
    QTest::addColumn<int>("failingReplica");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<int>("signal");
    QTest::addColumn<QString>("message");
    // The survivors start a child of their own: it must be stopped with them.
    const QString survive = QStringLiteral("sleep 60 & wait");
    QTest::newRow("worker exits with 3")
        << "if [ \"$RANK\" = 2 ]; then sleep 0.5; echo bad input >&2; exit 3; fi; " + survive
        << 2 << 3 << 0 << "workerpool1-1 exited with code 3";
    QTest::newRow("worker killed by SIGKILL")
        << "if [ \"$RANK\" = 1 ]; then sleep 0.5; kill -KILL $$; fi; " + survive
        << 1 << -1 << int(SIGKILL) << "workerpool1-0 was killed by signal 9 (SIGKILL)";
    QTest::newRow("chief exits with 1")
        << "if [ \"$RANK\" = 0 ]; then sleep 0.5; exit 1; fi; " + survive
        << 0 << 1 << 0 << "workerpool0-0 exited with code 1";
    QTest::newRow("survivors ignore SIGTERM")
        << "trap '' TERM; if [ \"$RANK\" = 2 ]; then sleep 0.5; exit 5; fi; sleep 60"
        << 2 << 5 << 0 << "workerpool1-1 exited with code 5";
}

void TestLocalRun::failingReplicaFailsJob()
{
    QFETCH(QString, script);
    QFETCH(int, failingReplica);
    QFETCH(int, exitCode);
    QFETCH(int, signal);
    QFETCH(QString, message);
    QTemporaryDir dir;
    LocalRunner runner;
    runner.setFailureGracePeriod(1000);
    OutputCollector output;
    output.connectTo(runner, 3);
    QVERIFY(runner.start(plan(job({1, 2}, {"/bin/sh", "-c", script}), dir.path())));
    QSignalSpy finished(&runner, &LocalRunner::finished);
    QVERIFY(finished.wait(GenerousWaitMs));
    QCOMPARE(runner.run()->state(), RunState::Failed);
    QCOMPARE(runner.run()->message(), message);
    const ReplicaStatus &failed = runner.run()->replica(failingReplica);
    QCOMPARE(failed.state, ReplicaState::Failed);
    QCOMPARE(failed.exitCode, exitCode);
    QCOMPARE(failed.signal, signal);
    for (int i = 0; i < 3; ++i) {
        if (i != failingReplica)
            QCOMPARE(runner.run()->replica(i).state, ReplicaState::Stopped);
    }
    QVERIFY(runner.run()->stateTime(RunState::Failed).isValid());
    QTRY_VERIFY_WITH_TIMEOUT(livingInGroups(runner.processGroups()).isEmpty(), 10000);
}

void TestLocalRun::stopMidEpoch()
{
    QTemporaryDir dir;
    const QString trainer = examples() + "/pytorch-digits";
    const LaunchPlan launchPlan = plan(
        job({1, 1}, {python(), "train.py", "--epochs=100", "--epoch_delay=0.5"}), dir.path(),
        trainer);
    LocalRunner runner;
    runner.setStopGracePeriod(5000);
    OutputCollector output;
    output.connectTo(runner, 2);
    QVERIFY(runner.start(launchPlan));
    QTRY_VERIFY_WITH_TIMEOUT(output.stdoutText[0].contains("Epoch 2/100"), GenerousWaitMs);
    QCOMPARE(runner.run()->state(), RunState::Running);
    runner.stop();
    QCOMPARE(runner.run()->state(), RunState::Cancelling);
    QVERIFY(waitFinished(runner));
    QCOMPARE(runner.run()->state(), RunState::Cancelled);
    QVERIFY(!output.stdoutText[0].contains("Epoch 100/100"));
    for (const ReplicaStatus &status : runner.run()->replicas())
        QCOMPARE(status.state, ReplicaState::Stopped);
    QTRY_VERIFY_WITH_TIMEOUT(livingInGroups(runner.processGroups()).isEmpty(), 10000);
}

void TestLocalRun::missingProgramFailsJob()
{
    QTemporaryDir dir;
    LocalRunner runner;
    QVERIFY(runner.start(plan(job({1, 1}, {dir.path() + "/no-such-trainer"}), dir.path())));
    QVERIFY(waitFinished(runner));
    QCOMPARE(runner.run()->state(), RunState::Failed);
    QVERIFY2(runner.run()->message().contains("no-such-trainer"),
             qPrintable(runner.run()->message()));
    QTRY_VERIFY_WITH_TIMEOUT(livingInGroups(runner.processGroups()).isEmpty(), 10000);
}

void TestLocalRun::rejectsPlanWithErrors()
{
    QTemporaryDir dir;
    LocalRunner runner;
    QVERIFY(!runner.start(plan(job({1, 1}, {}), dir.path())));
    QVERIFY(!runner.isActive());
}

void TestLocalRun::runStateMachine_data()
{
    QTest::addColumn<QList<RunState>>("steps");
    QTest::addColumn<QList<bool>>("accepted");
    using S = RunState;
    QTest::newRow("success") << QList<S>{S::Pending, S::Running, S::Succeeded}
                             << QList<bool>{true, true, true};
    QTest::newRow("cancel while running")
        << QList<S>{S::Pending, S::Running, S::Cancelling, S::Cancelled}
        << QList<bool>{true, true, true, true};
    QTest::newRow("no restart after the end")
        << QList<S>{S::Pending, S::Failed, S::Running, S::Succeeded}
        << QList<bool>{true, true, false, false};
    QTest::newRow("no skipping to success")
        << QList<S>{S::Succeeded, S::Pending} << QList<bool>{false, true};
    QTest::newRow("cancelled only through cancelling when running")
        << QList<S>{S::Pending, S::Running, S::Cancelled} << QList<bool>{true, true, false};
}

void TestLocalRun::runStateMachine()
{
    QFETCH(QList<RunState>, steps);
    QFETCH(QList<bool>, accepted);
    Run run;
    QSignalSpy changes(&run, &Run::stateChanged);
    int expectedSignals = 0;
    for (int i = 0; i < steps.size(); ++i) {
        const RunState before = run.state();
        QCOMPARE(run.setState(steps[i]), accepted[i]);
        QCOMPARE(run.state(), accepted[i] ? steps[i] : before);
        expectedSignals += accepted[i] ? 1 : 0;
        if (accepted[i])
            QVERIFY(run.stateTime(steps[i]).isValid());
    }
    QCOMPARE(changes.size(), expectedSignals);
}

void TestLocalRun::commandLine_data()
{
    QTest::addColumn<QStringList>("arguments");   // after `poolcraft run`
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("expected");    // text the output must hold
    const QString job = examples() + "/pytorch-digits/job.poolcraft.yaml";
    QTest::newRow("probe replaces the trainer")
        << QStringList{job, "--local", "--", python(), examples() + "/probe/probe.py"} << 0
        << QStringList{"[workerpool0-0] PROBE", "[workerpool1-0] PROBE", "[workerpool1-1] PROBE"};
    QTest::newRow("failing command")
        << QStringList{job, "--local", "--", "/bin/sh", "-c",
                       "if [ \"$RANK\" = 0 ]; then echo oops >&2; exit 4; fi; sleep 60"} << 1
        << QStringList{"[workerpool0-0 stderr] oops", "workerpool0-0 exited with code 4"};
    QTest::newRow("missing file")
        << QStringList{examples() + "/no-such-job.yaml", "--local"} << 2
        << QStringList{"no-such-job.yaml"};
    QTest::newRow("malformed file")
        << QStringList{POOLCRAFT_SOURCE_DIR "/tests/localrun/broken.poolcraft.yaml", "--local"}
        << 2 << QStringList{"broken.poolcraft.yaml:", "error"};
    QTest::newRow("no --local") << QStringList{job} << 2 << QStringList{"--local"};
}

void TestLocalRun::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    QProcess poolcraft;
    poolcraft.setProcessChannelMode(QProcess::MergedChannels);
    poolcraft.start(POOLCRAFT_EXECUTABLE,
                    QStringList{"run"} + arguments.mid(0, 2)
                        + (arguments.size() > 1 && arguments[1] == "--local"
                               ? QStringList{"--run-dir", dir.path()} + arguments.mid(2)
                               : arguments.mid(2)));
    QVERIFY(poolcraft.waitForFinished(GenerousWaitMs));
    const QString output = QString::fromUtf8(poolcraft.readAll());
    QCOMPARE(poolcraft.exitStatus(), QProcess::NormalExit);
    QVERIFY2(poolcraft.exitCode() == exitCode, qPrintable(output));
    for (const QString &text : expected)
        QVERIFY2(output.contains(text), qPrintable(output));
}

void TestLocalRun::commandLineStopsOnSignal_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGINT") << int(SIGINT);
    QTest::newRow("SIGTERM") << int(SIGTERM);
    // Its terminal closed, or the reader of its output went away (`| head`).
    QTest::newRow("SIGHUP") << int(SIGHUP);
    QTest::newRow("SIGPIPE") << int(SIGPIPE);
}

void TestLocalRun::commandLineStopsOnSignal()
{
    QFETCH(int, signal);
#if defined(__SANITIZE_THREAD__)
    // QProcess's child resets SIGPIPE with signal() before exec, in a vfork-like clone that
    // shares the parent's memory: under TSan that call goes through TSan's interceptor and
    // rewrites the parent's own table of handlers, and TSan then drops every SIGPIPE the
    // parent gets. The kernel still has Poolcraft's handler; only TSan's bookkeeping lost it.
    if (signal == SIGPIPE)
        QSKIP("TSan's signal table is rewritten by QProcess's vfork child (see comment)");
#endif
    QTemporaryDir dir;
    QProcess poolcraft;
    poolcraft.setProcessChannelMode(QProcess::MergedChannels);
    poolcraft.start(POOLCRAFT_EXECUTABLE,
                    {"run", examples() + "/pytorch-digits/job.poolcraft.yaml", "--local",
                     "--no-history", "--run-dir", dir.path(), "--", python(), "train.py",
                     "--epoch_delay=2"});
    QVERIFY(poolcraft.waitForStarted());
    QByteArray output;
    // The job file's own arguments (--epochs=5) follow the command, as on Vertex.
    QTRY_VERIFY_WITH_TIMEOUT((output += poolcraft.readAll()).contains("Epoch 2/5"),
                             GenerousWaitMs);
    ::kill(pid_t(poolcraft.processId()), signal);
    QVERIFY(poolcraft.waitForFinished(GenerousWaitMs));
    output += poolcraft.readAll();
    QCOMPARE(poolcraft.exitStatus(), QProcess::NormalExit);
    QCOMPARE(poolcraft.exitCode(), 130); // stopped, as a shell reports Ctrl+C
    QVERIFY2(output.contains("Job cancelled"), output.constData());
    QVERIFY(!output.contains("Epoch 5/5"));
    // The replicas' pids are not printed; every process whose command line names this run's
    // directory is one of them.
    QTRY_VERIFY_WITH_TIMEOUT(processesMentioning(dir.path()).isEmpty(), 10000);
}

void TestLocalRun::containersKilledWithTheirClients_data()
{
    QTest::addColumn<QString>("failingRank");       // empty = the user stops the run
    QTest::addColumn<QStringList>("killed");        // containers `docker kill` is asked for
    QTest::newRow("stop") << QString()
                          << QStringList{"poolcraft-run-workerpool0-0",
                                         "poolcraft-run-workerpool1-0",
                                         "poolcraft-run-workerpool1-1"};
    QTest::newRow("a failing worker stops the others")
        << QStringLiteral("1")
        << QStringList{"poolcraft-run-workerpool0-0", "poolcraft-run-workerpool1-1"};
}

void TestLocalRun::containersKilledWithTheirClients()
{
    QFETCH(QString, failingRank);
    QFETCH(QStringList, killed);
    QTemporaryDir dir;
    // A docker client whose container ignores the SIGTERM forwarded to it, so only a
    // SIGKILL ends the client and only `docker kill` would end the container.
    // Each client says when it ignores SIGTERM; nothing is stopped before all three do, so
    // a loaded machine cannot deliver the SIGTERM first.
    const QString log = dir.filePath("kills.log");
    const QString ready = dir.filePath("ready.log");
    const QString docker = dir.filePath("docker");
    QFile script(docker);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(QStringLiteral("#!/bin/sh\n"
                                "if [ \"$1\" = kill ]; then echo \"$2\" >> '%1'; exit 0; fi\n"
                                "trap '' TERM\n"
                                "echo \"$RANK\" >> '%3'\n"
                                "if [ -n '%2' ] && [ \"$RANK\" = '%2' ]; then\n"
                                "  while [ \"$(wc -l < '%3')\" -lt 3 ]; do sleep 0.05; done\n"
                                "  exit 3\n"
                                "fi\n"
                                "while :; do sleep 1; done\n")
                     .arg(log, failingRank, ready).toUtf8());
    script.close();
    QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));

    JobDocument document = job({1, 2}, {});
    for (int i : {0, 1})
        document.pools[i].container.imageUri = QStringLiteral("gcr.io/p/trainer:1");
    LaunchOptions options;
    options.runDirectory = dir.filePath("run");
    options.gpuNames = QStringList();
    options.dockerEngine = DockerEngine{true, QStringLiteral("24.0.7"), QString()};
    LaunchPlan launchPlan = makeLaunchPlan(document, options);
    QVERIFY(launchPlan.canStart());
    for (ReplicaPlan &replica : launchPlan.replicas)
        replica.program = docker;

    LocalRunner runner;
    runner.setStopGracePeriod(300);
    runner.setFailureGracePeriod(300);
    QVERIFY(runner.start(launchPlan));
    if (failingRank.isEmpty()) {
        QTRY_COMPARE_WITH_TIMEOUT(runner.run()->state(), RunState::Running, GenerousWaitMs);
        const auto readyCount = [&ready] {
            QFile file(ready);
            return file.open(QIODevice::ReadOnly) ? file.readAll().count('\n') : 0;
        };
        QTRY_COMPARE_WITH_TIMEOUT(readyCount(), 3, GenerousWaitMs);
        runner.stop();
    }
    QVERIFY(waitFinished(runner));
    QCOMPARE(runner.run()->state(),
             failingRank.isEmpty() ? RunState::Cancelled : RunState::Failed);
    const auto killedNames = [&log] {
        QFile file(log);
        if (!file.open(QIODevice::ReadOnly))
            return QStringList();
        QStringList names = QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
        names.sort();
        return names;
    };
    QTRY_COMPARE_WITH_TIMEOUT(killedNames(), killed, 10000);
}

QTEST_GUILESS_MAIN(TestLocalRun)
#include "tst_localrun.moc"
