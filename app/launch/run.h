#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

namespace Poolcraft {

// A job's life, local or on Vertex, as one state machine. Terminal: Succeeded, Failed,
// Cancelled.
enum class RunState { Queued, Pending, Running, Succeeded, Failed, Cancelling, Cancelled };

QString runStateName(RunState state);          // "queued", "running", ... (for people)
bool isTerminal(RunState state);
bool isLegalTransition(RunState from, RunState to);

enum class ReplicaState { Pending, Running, Succeeded, Failed, Stopped };

QString replicaStateName(ReplicaState state);

struct ReplicaStatus
{
    QString taskName;
    ReplicaState state = ReplicaState::Pending;
    qint64 processId = 0;
    int exitCode = -1;               // valid when the replica exited by itself
    int signal = 0;                  // the signal that ended it; 0 = none
    QDateTime started;
    QDateTime ended;
    QByteArray tail;                 // its last output, both streams, for failure reports
};

class Run : public QObject
{
    Q_OBJECT

public:
    explicit Run(QObject *parent = nullptr);

    RunState state() const { return m_state; }
    // The state machine refuses illegal steps: returns false and changes nothing.
    bool setState(RunState state);
    QDateTime stateTime(RunState state) const;   // invalid when never entered
    bool isFinished() const { return isTerminal(m_state); }

    // Why the run failed or was cancelled: "workerpool1-0 exited with code 3".
    QString message() const { return m_message; }
    void setMessage(const QString &message) { m_message = message; }

    void setReplicas(const QList<ReplicaStatus> &replicas);
    const QList<ReplicaStatus> &replicas() const { return m_replicas; }
    const ReplicaStatus &replica(int index) const { return m_replicas.at(index); }
    void updateReplica(int index, const ReplicaStatus &status);

signals:
    void stateChanged(Poolcraft::RunState from, Poolcraft::RunState to);
    void replicaChanged(int index);

private:
    RunState m_state = RunState::Queued;
    QDateTime m_stateTimes[7];
    QString m_message;
    QList<ReplicaStatus> m_replicas;
};

} // namespace Poolcraft

Q_DECLARE_METATYPE(Poolcraft::RunState)
