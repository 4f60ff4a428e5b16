#include "run.h"

namespace Poolcraft {

QString runStateName(RunState state)
{
    switch (state) {
    case RunState::Queued: return Run::tr("queued");
    case RunState::Pending: return Run::tr("pending");
    case RunState::Running: return Run::tr("running");
    case RunState::Succeeded: return Run::tr("succeeded");
    case RunState::Failed: return Run::tr("failed");
    case RunState::Cancelling: return Run::tr("cancelling");
    case RunState::Cancelled: return Run::tr("cancelled");
    }
    return QString();
}

QString replicaStateName(ReplicaState state)
{
    switch (state) {
    case ReplicaState::Pending: return Run::tr("pending");
    case ReplicaState::Running: return Run::tr("running");
    case ReplicaState::Succeeded:
        return Run::tr("succeeded");
    case ReplicaState::Failed: return Run::tr("failed");
    case ReplicaState::Stopped: return Run::tr("stopped");
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
