#include "run.h"

#include <QCoreApplication>

namespace Poolcraft {

QString runStateName(RunState state)
{
    switch (state) {
    case RunState::Queued: return QCoreApplication::translate("Poolcraft::Run", "queued");
    case RunState::Pending: return QCoreApplication::translate("Poolcraft::Run", "pending");
    case RunState::Running: return QCoreApplication::translate("Poolcraft::Run", "running");
    case RunState::Succeeded: return QCoreApplication::translate("Poolcraft::Run", "succeeded");
    case RunState::Failed: return QCoreApplication::translate("Poolcraft::Run", "failed");
    case RunState::Cancelling: return QCoreApplication::translate("Poolcraft::Run", "cancelling");
    case RunState::Cancelled: return QCoreApplication::translate("Poolcraft::Run", "cancelled");
    }
    return QString();
}

QString replicaStateName(ReplicaState state)
{
    switch (state) {
    case ReplicaState::Pending: return QCoreApplication::translate("Poolcraft::Run", "pending");
    case ReplicaState::Running: return QCoreApplication::translate("Poolcraft::Run", "running");
    case ReplicaState::Succeeded:
        return QCoreApplication::translate("Poolcraft::Run", "succeeded");
    case ReplicaState::Failed: return QCoreApplication::translate("Poolcraft::Run", "failed");
    case ReplicaState::Stopped: return QCoreApplication::translate("Poolcraft::Run", "stopped");
    }
    return QString();
}

bool isTerminal(RunState state)
{
    return state == RunState::Succeeded || state == RunState::Failed
           || state == RunState::Cancelled;
}

bool isLegalTransition(RunState from, RunState to)
{
    switch (from) {
    case RunState::Queued:
        return to == RunState::Pending || to == RunState::Failed || to == RunState::Cancelled;
    case RunState::Pending:
        return to == RunState::Running || to == RunState::Failed || to == RunState::Cancelling
               || to == RunState::Cancelled;
    case RunState::Running:
        return to == RunState::Succeeded || to == RunState::Failed || to == RunState::Cancelling;
    case RunState::Cancelling:
        // A job can end on its own before the cancel takes effect (Vertex reports that too).
        return to == RunState::Cancelled || to == RunState::Succeeded || to == RunState::Failed;
    case RunState::Succeeded:
    case RunState::Failed:
    case RunState::Cancelled:
        return false;
    }
    return false;
}

Run::Run(QObject *parent)
    : QObject(parent)
{
    m_stateTimes[int(RunState::Queued)] = QDateTime::currentDateTimeUtc();
}

bool Run::setState(RunState state)
{
    if (!isLegalTransition(m_state, state))
        return false;
    const RunState from = m_state;
    m_state = state;
    m_stateTimes[int(state)] = QDateTime::currentDateTimeUtc();
    emit stateChanged(from, state);
    return true;
}

QDateTime Run::stateTime(RunState state) const
{
    return m_stateTimes[int(state)];
}

void Run::setReplicas(const QList<ReplicaStatus> &replicas)
{
    m_replicas = replicas;
}

void Run::updateReplica(int index, const ReplicaStatus &status)
{
    if (index < 0 || index >= m_replicas.size())
        return;
    m_replicas[index] = status;
    emit replicaChanged(index);
}

} // namespace Poolcraft
