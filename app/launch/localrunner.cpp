#include "localrunner.h"

#include "processsweep.h"

#include "models/core/nativefilename.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/types.h>
#include <unistd.h>
#include <utility>

namespace Poolcraft {

namespace {

constexpr int BatchIntervalMs = 16;      // one batch per frame at 60 Hz
constexpr qsizetype TailBytes = 4096;

// The messages of this file, under the context Qt Linguist files them by.
class LocalRunnerMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::LocalRunner)
};

QString signalName(int signal)
{
    const char *abbreviation = sigabbrev_np(signal);
    return abbreviation ? QStringLiteral("SIG") + QString::fromLatin1(abbreviation)
                        : QString::number(signal);
}

} // namespace

LocalRunner::LocalRunner(QObject *parent)
    : RunSource(parent)
{
    qRegisterMetaType<Poolcraft::OutputChunk>();
    qRegisterMetaType<QList<Poolcraft::OutputChunk>>();
    qRegisterMetaType<Poolcraft::RunState>();
    m_batchTimer.setSingleShot(true);
    m_batchTimer.setInterval(BatchIntervalMs);
    connect(&m_batchTimer, &QTimer::timeout, this, &LocalRunner::flushOutput);
    m_killTimer.setSingleShot(true);
    connect(&m_killTimer, &QTimer::timeout, this, [this] { signalAll(SIGKILL); });
}

LocalRunner::~LocalRunner()
{
    // Nothing may outlive the window that started it.
    m_killTimer.stop();
    signalAll(SIGKILL);
    m_watchdog.reset();   // and whatever escaped the groups
    for (QProcess *process : std::as_const(m_processes)) {
        process->disconnect(this);
        if (process->state() != QProcess::NotRunning)
            process->waitForFinished(2000);
    }
}

void LocalRunner::setPlan(const LaunchPlan &plan)
{
    if (!isActive())
        m_plan = plan;
}

bool LocalRunner::start(const LaunchPlan &plan)
{
    if (isActive())
        return false;
    setPlan(plan);
    return start();
}

QStringList LocalRunner::taskNames() const
{
    QStringList names;
    for (const ReplicaPlan &replica : m_plan.replicas)
        names << replica.taskName;
    return names;
}

QString LocalRunner::hypertuneMetricFile() const
{
    const int chief = m_plan.chiefReplica();
    return chief < 0 ? QString()
                     : m_plan.replicas[chief].variables.value(
                         QStringLiteral("CLOUD_ML_HP_METRIC_FILE"));
}

QList<qint64> LocalRunner::processGroups() const
{
    QList<qint64> groups;
    for (qint64 group : m_groups) {
        if (group > 0)
            groups << group;
    }
    return groups;
}

bool LocalRunner::start()
{
    if (isActive()) {
        m_whyNotStarted = LocalRunnerMessages::tr("A run is still going.");
        return false;
    }
    if (!m_plan.canStart()) {
        m_whyNotStarted = m_plan.replicas.isEmpty() ? LocalRunnerMessages::tr("The job has no replicas to start.")
                                                    : LocalRunnerMessages::tr("The job has errors.");
        return false;
    }
    m_whyNotStarted.clear();
    const LaunchPlan &plan = m_plan;
    qDeleteAll(m_processes);
    m_processes.clear();
    m_pendingOutput.clear();
    m_killTimer.stop();
    m_endReason = EndReason::None;
    ++m_generation;
    // The previous run may still be read by whoever showed it; it goes with the event loop.
    if (m_run)
        m_run->deleteLater();
    m_run = new Run(this);
    connect(m_run, &Run::stateChanged, this,
            [this](RunState, RunState to) { emit stateChanged(to); });

    const int count = int(plan.replicas.size());
    m_groups = QList<qint64>(count, 0);
    m_exited = QList<bool>(count, false);
    m_tails = QList<QByteArray>(count);
    QList<ReplicaStatus> statuses;
    for (const ReplicaPlan &replica : plan.replicas) {
        ReplicaStatus status;
        status.taskName = replica.taskName;
        statuses << status;
    }
    m_run->setReplicas(statuses);
    m_run->setState(RunState::Pending);

    m_watchdog = std::make_unique<ReplicaWatchdog>(newRunMarker());
    QString watchdogProblem;
    if (!m_watchdog->start(&watchdogProblem))
        qWarning("No watchdog for this run's processes: %s", qPrintable(watchdogProblem));
    const pid_t launcher = ::getpid();
    const QProcessEnvironment base = QProcessEnvironment::systemEnvironment();
    for (int i = 0; i < count; ++i) {
        const ReplicaPlan &replica = plan.replicas[i];
        QDir().mkpath(replica.runDirectory + QStringLiteral("/hypertune"));
        auto *process = new QProcess(this);
        process->setProgram(replica.program);
        process->setArguments(replica.arguments);
        // QProcess encodes the folder's name as UTF-8; one whose bytes are not (a job file
        // in such a folder) is entered by its own bytes in the child instead.
        QByteArray directoryBytes;
        QByteArray cannotEnter; // said by the child, which must not allocate to translate it
        if (NativeFileName::isPortable(replica.workingDirectory)) {
            process->setWorkingDirectory(replica.workingDirectory);
        } else {
            directoryBytes = NativeFileName::encode(replica.workingDirectory);
            cannotEnter = LocalRunnerMessages::tr("Cannot enter the folder %1.")
                              .arg(replica.workingDirectory).toUtf8() + '\n';
        }
        QProcessEnvironment environment = replicaEnvironment(replica, base);
        environment.insert(QLatin1String(RunMarkerVariable),
                           QString::fromLatin1(m_watchdog->marker()));
        process->setProcessEnvironment(environment);
        // Its own process group, and killed with the launcher (processsweep.h).
        process->setChildProcessModifier([launcher, directoryBytes, cannotEnter] {
            prepareReplicaChild(launcher);
            if (!directoryBytes.isEmpty() && ::chdir(directoryBytes.constData()) != 0) {
                [[maybe_unused]] const ssize_t n
                    = ::write(STDERR_FILENO, cannotEnter.constData(), size_t(cannotEnter.size()));
                ::_exit(127);
            }
        });
        connect(process, &QProcess::started, this, [this, i] { onStarted(i); });
        connect(process, &QProcess::finished, this,
                [this, i](int exitCode, QProcess::ExitStatus status) {
                    onFinished(i, exitCode, status == QProcess::CrashExit);
                });
        connect(process, &QProcess::errorOccurred, this, [this, i](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                onStartFailed(i);
        });
        connect(process, &QProcess::readyReadStandardOutput, this,
                [this, i] { readOutput(i, OutputStream::Stdout); });
        connect(process, &QProcess::readyReadStandardError, this,
                [this, i] { readOutput(i, OutputStream::Stderr); });
        m_processes << process;
    }
    for (QProcess *process : std::as_const(m_processes))
        process->start();
    return true;
}

void LocalRunner::stop()
{
    if (!isActive() || m_endReason == EndReason::StopRequested)
        return;
    m_endReason = EndReason::StopRequested;
    m_run->setMessage(LocalRunnerMessages::tr("Stopped by the user."));
    m_run->setState(RunState::Cancelling);
    signalAll(SIGTERM);
    m_killTimer.start(m_stopGraceMs);
    finishIfDone();
}

void LocalRunner::stopNow()
{
    if (!isActive())
        return;
    if (m_endReason == EndReason::None) {
        m_endReason = EndReason::StopRequested;
        m_run->setMessage(LocalRunnerMessages::tr("Stopped when Poolcraft quit."));
        m_run->setState(RunState::Cancelling);
    }
    m_killTimer.stop();
    signalAll(SIGKILL);
    // Each wait delivers the process's finished(), so the run ends here, not in a later
    // event loop that a quitting application no longer runs.
    for (QProcess *process : std::as_const(m_processes)) {
        if (process->state() != QProcess::NotRunning)
            process->waitForFinished(2000);
    }
    for (int i = 0; i < m_processes.size(); ++i) {
        if (!m_exited[i] && m_processes[i]->state() == QProcess::NotRunning)
            onFinished(i, SIGKILL, true);
    }
    finishIfDone();
}

void LocalRunner::onStarted(int replica)
{
    QProcess *process = m_processes[replica];
    m_groups[replica] = process->processId();
    m_watchdog->addProcessGroup(m_groups[replica]);
    if (m_plan.replicas[replica].runsInContainer())
        m_watchdog->addContainer(m_plan.replicas[replica].containerName);
    ReplicaStatus status = m_run->replica(replica);
    status.processId = process->processId();
    status.state = ReplicaState::Running;
    status.started = QDateTime::currentDateTimeUtc();
    m_run->updateReplica(replica, status);
    // A stop or a failure that came before this replica was up reaches it now.
    if (m_endReason != EndReason::None) {
        ::kill(-pid_t(m_groups[replica]), SIGTERM);
        return;
    }
    const bool allStarted = std::all_of(m_groups.cbegin(), m_groups.cend(),
                                        [](qint64 group) { return group > 0; });
    if (allStarted && m_run->state() == RunState::Pending)
        m_run->setState(RunState::Running);
}

void LocalRunner::onStartFailed(int replica)
{
    QProcess *process = m_processes[replica];
    m_exited[replica] = true;
    ReplicaStatus status = m_run->replica(replica);
    status.state = ReplicaState::Failed;
    status.ended = QDateTime::currentDateTimeUtc();
    m_run->updateReplica(replica, status);
    endJob(EndReason::ReplicaFailed,
           LocalRunnerMessages::tr("%1 could not start %2: %3")
               .arg(status.taskName, process->program(), process->errorString()),
           m_failureGraceMs);
    finishIfDone();
}

void LocalRunner::onFinished(int replica, int exitCode, bool crashed)
{
    readOutput(replica, OutputStream::Stdout);
    readOutput(replica, OutputStream::Stderr);
    m_exited[replica] = true;
    ReplicaStatus status = m_run->replica(replica);
    // Qt gives the signal number as the exit code of a process a signal ended.
    status.exitCode = crashed ? -1 : exitCode;
    status.signal = crashed ? exitCode : 0;
    status.ended = QDateTime::currentDateTimeUtc();
    status.tail = m_tails[replica];
    const bool succeeded = !crashed && exitCode == 0;
    if (succeeded)
        status.state = ReplicaState::Succeeded;
    else if (m_endReason != EndReason::None)
        status.state = ReplicaState::Stopped;
    else
        status.state = ReplicaState::Failed;
    m_run->updateReplica(replica, status);

    if (m_endReason == EndReason::None) {
        if (!succeeded) {
            const QString how = crashed
                ? LocalRunnerMessages::tr("%1 was killed by signal %2 (%3)")
                      .arg(status.taskName).arg(exitCode).arg(signalName(exitCode))
                : LocalRunnerMessages::tr("%1 exited with code %2").arg(status.taskName).arg(exitCode);
            endJob(EndReason::ReplicaFailed, how, m_failureGraceMs);
        } else if (m_plan.replicas[replica].pool == ChiefPool) {
            endJob(EndReason::ChiefSucceeded, QString(), m_failureGraceMs);
        }
    }
    finishIfDone();
}

void LocalRunner::endJob(EndReason reason, const QString &message, int graceMs)
{
    if (m_endReason != EndReason::None)
        return;
    m_endReason = reason;
    m_run->setMessage(message);
    signalAll(SIGTERM);
    m_killTimer.start(graceMs);
}

void LocalRunner::signalAll(int signal)
{
    for (int i = 0; i < m_groups.size(); ++i) {
        // Groups whose leader has exited still get the signal: its children may live on.
        if (m_groups[i] > 0 && (signal == SIGKILL || !m_exited[i]))
            ::kill(-pid_t(m_groups[i]), signal);
    }
    if (signal == SIGKILL)
        killContainers();
    // A replica killed before it told us its pid is still ours to stop.
    for (int i = 0; i < m_processes.size(); ++i) {
        if (m_groups[i] == 0 && m_processes[i]->state() != QProcess::NotRunning
            && signal == SIGKILL)
            m_processes[i]->kill();
    }
}

void LocalRunner::killContainers()
{
    // A killed docker client leaves its container running; only the engine can stop it.
    // Detached, so neither the GUI thread nor a closing window waits for the engine.
    for (int i = 0; i < m_plan.replicas.size() && i < m_exited.size(); ++i) {
        const ReplicaPlan &replica = m_plan.replicas[i];
        if (replica.runsInContainer() && !m_exited[i]) {
            QProcess::startDetached(replica.program,
                                    {QStringLiteral("kill"), replica.containerName});
        }
    }
}

void LocalRunner::finishIfDone()
{
    if (!m_run || m_run->isFinished())
        return;
    for (int i = 0; i < m_processes.size(); ++i) {
        if (!m_exited[i])
            return;
    }
    m_killTimer.stop();
    signalAll(SIGKILL);   // leftovers of replicas that ended on their own
    m_watchdog->finish(); // and of those that left their group (setsid)
    flushOutput();
    switch (m_endReason) {
    case EndReason::None:
        // Every replica ended with 0 and none was the chief: impossible with a valid plan.
    case EndReason::ChiefSucceeded:
        if (m_run->state() == RunState::Pending)
            m_run->setState(RunState::Running);
        m_run->setState(RunState::Succeeded);
        break;
    case EndReason::ReplicaFailed:
        m_run->setState(RunState::Failed);
        break;
    case EndReason::StopRequested:
        m_run->setState(RunState::Cancelled);
        break;
    }
    emit finished(m_run->state());
}

void LocalRunner::readOutput(int replica, OutputStream stream)
{
    QProcess *process = m_processes[replica];
    const QByteArray data = stream == OutputStream::Stdout ? process->readAllStandardOutput()
                                                           : process->readAllStandardError();
    if (data.isEmpty())
        return;
    QByteArray &tail = m_tails[replica];
    tail += data;
    if (tail.size() > TailBytes)
        tail.remove(0, tail.size() - TailBytes);
    m_pendingOutput.append({replica, stream, data, m_generation});
    if (!m_batchTimer.isActive())
        m_batchTimer.start();
}

void LocalRunner::flushOutput()
{
    m_batchTimer.stop();
    if (m_pendingOutput.isEmpty())
        return;
    const QList<OutputChunk> batch = std::exchange(m_pendingOutput, {});
    emit outputReady(batch);
}

} // namespace Poolcraft
