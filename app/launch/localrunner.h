#pragma once

#include "launchplan.h"
#include "runsource.h"

#include <QByteArray>
#include <QList>
#include <QPointer>
#include <QTimer>

#include <memory>

class QProcess;

namespace Poolcraft {

class ReplicaWatchdog;

// Runs a LaunchPlan on this machine: one process per replica, each in its own process group
// so that stopping a replica also stops whatever it started (a container replica's docker
// client forwards SIGTERM to its container; when the client is killed, `docker kill`
// follows). The chief decides the outcome:
// when it succeeds the others are stopped, and a replica that fails stops all the others.
class LocalRunner : public RunSource
{
    Q_OBJECT

public:
    explicit LocalRunner(QObject *parent = nullptr);
    ~LocalRunner() override;

    // Time between SIGTERM and SIGKILL when a replica failed or the chief finished.
    void setFailureGracePeriod(int milliseconds) { m_failureGraceMs = milliseconds; }
    // Time between SIGTERM and SIGKILL after stop().
    void setStopGracePeriod(int milliseconds) { m_stopGraceMs = milliseconds; }

    // The plan the next start() runs.
    void setPlan(const LaunchPlan &plan);
    const LaunchPlan &plan() const { return m_plan; }
    // setPlan(plan), then start().
    bool start(const LaunchPlan &plan);

    // Starts every replica. False (and nothing started) when the plan has errors or a run
    // is still going.
    bool start() override;
    void stop() override;
    void stopNow() override;

    Run *run() const override { return m_run; }
    quint64 generation() const override { return m_generation; }
    QStringList taskNames() const override;
    int chiefTask() const override { return m_plan.chiefReplica(); }
    QString kind() const override { return QStringLiteral("local"); }
    QString hypertuneMetricFile() const override;
    QString whyNotStarted() const override { return m_whyNotStarted; }
    // Process ids of the replicas started by the current run; each leads its process group.
    QList<qint64> processGroups() const;

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
    QString m_whyNotStarted;
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

