#pragma once

#include "launchplan.h"
#include "run.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

class QProcess;

namespace Poolcraft {

class ReplicaWatchdog;

enum class OutputStream { Stdout, Stderr };

// A piece of one replica's output as it arrived (not split into lines).
struct OutputChunk
{
    int replica = 0;                 // index into the plan's replicas
    OutputStream stream = OutputStream::Stdout;
    QByteArray data;
    quint64 generation = 0;          // which start() it belongs to
};

// Runs a LaunchPlan on this machine: one process per replica, each in its own process group
// so that stopping a replica also stops whatever it started (a container replica's docker
// client forwards SIGTERM to its container; when the client is killed, `docker kill`
// follows). The chief decides the outcome:
// when it succeeds the others are stopped, and a replica that fails stops all the others.
class LocalRunner : public QObject
{
    Q_OBJECT

public:
    explicit LocalRunner(QObject *parent = nullptr);
    ~LocalRunner() override;

    // Time between SIGTERM and SIGKILL when a replica failed or the chief finished.
    void setFailureGracePeriod(int milliseconds) { m_failureGraceMs = milliseconds; }
    // Time between SIGTERM and SIGKILL after stop().
    void setStopGracePeriod(int milliseconds) { m_stopGraceMs = milliseconds; }

    // Starts every replica. False (and nothing started) when the plan has errors or a run
    // is still going.
    bool start(const LaunchPlan &plan);
    void stop();

    bool isActive() const;
    Run *run() const { return m_run; }
    const LaunchPlan &plan() const { return m_plan; }
    quint64 generation() const { return m_generation; }
    // Process ids of the replicas started by the current run; each leads its process group.
    QList<qint64> processGroups() const;

signals:
    // At most one batch per frame (~60 per second).
    void outputReady(const QList<Poolcraft::OutputChunk> &chunks);
    void stateChanged(Poolcraft::RunState state);
    void finished(Poolcraft::RunState state);

private:
    enum class EndReason { None, ChiefSucceeded, ReplicaFailed, StopRequested };

    void onStarted(int replica);
    void onFinished(int replica, int exitCode, bool crashed);
    void onStartFailed(int replica);
    void readOutput(int replica, OutputStream stream);
    void endJob(EndReason reason, const QString &message, int graceMs);
    void signalAll(int signal);
    void killContainers();
    void finishIfDone();
    void flushOutput();

    LaunchPlan m_plan;
    QPointer<Run> m_run;
    QList<QProcess *> m_processes;
    QList<qint64> m_groups;
    QList<bool> m_exited;
    QList<QByteArray> m_tails;
    QList<OutputChunk> m_pendingOutput;
    QTimer m_batchTimer;
    QTimer m_killTimer;
    // Sweeps the run's processes when this process dies, or when the run ends.
    std::unique_ptr<ReplicaWatchdog> m_watchdog;
    EndReason m_endReason = EndReason::None;
    quint64 m_generation = 0;
    int m_failureGraceMs = 1000;
    int m_stopGraceMs = 5000;
};

} // namespace Poolcraft

Q_DECLARE_METATYPE(Poolcraft::OutputChunk)
