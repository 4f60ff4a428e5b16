#include "app/launch/localrunner.h"
#include "app/launch/processsweep.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <cstring>
#include <unistd.h>

using namespace Poolcraft;

namespace {

constexpr char LauncherOption[] = "--launcher";

// Pids of this user's processes that have `tag` as the start of an argument (not inside
// one, as the replica's own `sh -c "... sleep <tag>.1 ..."` has).
QList<qint64> processesTagged(const QByteArray &tag)
{
    const QByteArray argument = QByteArray(1, '\0') + tag;
    QList<qint64> found;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok)
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!cmdline.open(QIODevice::ReadOnly))
            continue;
        // A zombie has an empty command line: it is dead already.
        if (cmdline.readAll().contains(argument))
            found.append(pid);
    }
    return found;
}

// Waits (as a hang guard, not a measure) until no process carries the tag.
bool noneLeft(const QByteArray &tag, int timeoutMs = 20000)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (processesTagged(tag).isEmpty())
            return true;
        QThread::msleep(50);
    }
    return false;
}

// Starts this executable as the launcher and waits (a hang guard) until its run is up.
bool startLauncher(QProcess &launcher, const QStringList &arguments)
{
    launcher.start(QCoreApplication::applicationFilePath(),
                   QStringList{QLatin1String(LauncherOption)} + arguments);
    if (!launcher.waitForStarted())
        return false;
    QByteArray said;
    QDeadlineTimer deadline(30000);
    while (!said.contains("running\n") && !deadline.hasExpired()) {
        launcher.waitForReadyRead(200);
        said += launcher.readAllStandardOutput();
    }
    if (!said.contains("running\n"))
        qWarning("the launcher said: %s", said.constData());
    return said.contains("running\n");
}

// The launcher under test, run as a child of the test: it starts a replica that starts a
// plain child and a setsid() one, says "running", and waits to be killed.
int runLauncher(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString tag = app.arguments().value(2);
    ReplicaPlan replica;
    replica.taskName = QStringLiteral("workerpool0-0");
    replica.program = QStringLiteral("/bin/sh");
    replica.runDirectory = app.arguments().value(3);
    // Each sleep has a duration no other process has, which the test looks for.
    replica.arguments = {QStringLiteral("-c"),
                         QStringLiteral("setsid sleep %1.1 & sleep %1.2 & sleep %1.3")
                             .arg(tag)};
    // A fifth argument: the replica is a container that this docker client runs.
    const QString docker = app.arguments().value(4);
    if (!docker.isEmpty()) {
        replica.program = docker;
        replica.arguments.prepend(QStringLiteral("run"));
        replica.containerName = QStringLiteral("poolcraft-test-%1").arg(tag);
    }
    LaunchPlan plan;
    plan.replicas = {replica};
    plan.runDirectory = replica.runDirectory;
    LocalRunner runner;
    QObject::connect(&runner, &LocalRunner::stateChanged, &app, [](RunState state) {
        if (state == RunState::Running) {
            ::write(STDOUT_FILENO, "running\n", 8);
        }
    });
    if (!runner.start(plan))
        return 3;
    return app.exec();
}

} // namespace

class tst_ProcessSweep final : public QObject
{
    Q_OBJECT

private slots:
    void nothingOutlivesTheLauncher_data();
    void nothingOutlivesTheLauncher();
    void markersDiffer();
    void watchdogSweepsGroupsItWasGiven();
    void containersOfAKilledLauncherAreKilled();
};

void tst_ProcessSweep::nothingOutlivesTheLauncher_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGKILL") << int(SIGKILL);
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGHUP") << int(SIGHUP);
    QTest::newRow("SIGPIPE") << int(SIGPIPE);
}

void tst_ProcessSweep::nothingOutlivesTheLauncher()
{
    QFETCH(int, signal);
    QTemporaryDir runDirectory;
    QVERIFY(runDirectory.isValid());
    // A duration in seconds that only this row's sleeps have: 3000 + pid + signal.
    const QByteArray tag = QByteArray::number(3000 + qint64(::getpid()) % 100000 * 100 + signal);

    QProcess launcher;
    launcher.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QVERIFY(startLauncher(launcher, {QString::fromLatin1(tag), runDirectory.path()}));
    // All three sleeps, the setsid one included, are up before the launcher dies.
    QDeadlineTimer upDeadline(20000);
    while (processesTagged(tag + ".").size() < 3 && !upDeadline.hasExpired())
        QThread::msleep(20);
    QCOMPARE(processesTagged(tag + ".").size(), 3);

    ::kill(pid_t(launcher.processId()), signal);
    QVERIFY(launcher.waitForFinished(20000));
    QVERIFY2(noneLeft(tag + "."), "a replica's process outlived its launcher");
}

void tst_ProcessSweep::markersDiffer()
{
    const QByteArray first = newRunMarker();
    QCOMPARE(first.size(), 32);
    QVERIFY(first != newRunMarker());
}

// The normal end of a run: finish() sweeps a group and a marked process outside it.
void tst_ProcessSweep::watchdogSweepsGroupsItWasGiven()
{
    const QByteArray tag = QByteArray::number(4000 + qint64(::getpid()) % 100000 * 100);
    ReplicaWatchdog watchdog(newRunMarker());
    QString problem;
    QVERIFY2(watchdog.start(&problem), qPrintable(problem));

    QProcess grouped;
    grouped.setChildProcessModifier([] { ::setpgid(0, 0); });
    grouped.start(QStringLiteral("sleep"), {QString::fromLatin1(tag + ".1")});
    QVERIFY(grouped.waitForStarted());
    watchdog.addProcessGroup(grouped.processId());

    QProcess marked;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QLatin1String(RunMarkerVariable), QString::fromLatin1(watchdog.marker()));
    marked.setProcessEnvironment(environment);
    marked.setChildProcessModifier([] { ::setsid(); });
    marked.start(QStringLiteral("sleep"), {QString::fromLatin1(tag + ".2")});
    QVERIFY(marked.waitForStarted());

    QCOMPARE(processesTagged(tag + ".").size(), 2);
    watchdog.finish();
    QVERIFY(grouped.waitForFinished(20000));
    QVERIFY(marked.waitForFinished(20000));
    QCOMPARE(grouped.exitStatus(), QProcess::CrashExit);
    QCOMPARE(marked.exitStatus(), QProcess::CrashExit);
}

// A killed docker client leaves its container running: the watchdog asks the engine.
void tst_ProcessSweep::containersOfAKilledLauncherAreKilled()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray tag = QByteArray::number(5000 + qint64(::getpid()) % 100000 * 100);
    // The watchdog finds this `docker` on PATH; `run` starts the replica's shell, `kill`
    // records the container it was asked to stop.
    const QString docker = dir.filePath(QStringLiteral("docker"));
    QFile script(docker);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\n"
                 "if [ \"$1\" = kill ]; then echo \"$2\" >> \"$(dirname \"$0\")/killed\"; exit 0; fi\n"
                 "shift; exec /bin/sh \"$@\"\n");
    script.close();
    QVERIFY(script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                  | QFileDevice::ExeOwner));
    QProcess launcher;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PATH"),
                       dir.path() + u':' + environment.value(QStringLiteral("PATH")));
    launcher.setProcessEnvironment(environment);
    QVERIFY(startLauncher(launcher, {QString::fromLatin1(tag), dir.path(), docker}));
    ::kill(pid_t(launcher.processId()), SIGKILL);
    QVERIFY(launcher.waitForFinished(20000));
    QVERIFY2(noneLeft(tag + "."), "a replica's process outlived its launcher");
    const QString killed = dir.filePath(QStringLiteral("killed"));
    QDeadlineTimer killDeadline(20000);
    while (!QFile::exists(killed) && !killDeadline.hasExpired())
        QThread::msleep(50);
    QFile record(killed);
    QVERIFY(record.open(QIODevice::ReadOnly));
    QCOMPARE(record.readAll(), "poolcraft-test-" + tag + '\n');
}

int main(int argc, char **argv)
{
    if (argc > 1 && std::strcmp(argv[1], LauncherOption) == 0)
        return runLauncher(argc, argv);
    QCoreApplication app(argc, argv);
    tst_ProcessSweep test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_processsweep.moc"
