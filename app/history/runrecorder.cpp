#include "runrecorder.h"

namespace Poolcraft {

QString replicaHistoryState(ReplicaState state)
{
    switch (state) {
    case ReplicaState::Pending:
        return QString::fromLatin1(RunStateName::Pending);
    case ReplicaState::Running:
        return QString::fromLatin1(RunStateName::Running);
    case ReplicaState::Succeeded:
        return QString::fromLatin1(RunStateName::Succeeded);
    case ReplicaState::Failed:
        return QString::fromLatin1(RunStateName::Failed);
    case ReplicaState::Stopped:
        return QString::fromLatin1(RunStateName::Cancelled);
    }
    return QString::fromLatin1(RunStateName::Failed);
}

QString historyStateName(RunState state)
{
    switch (state) {
    case RunState::Queued:
        return QString::fromLatin1(RunStateName::Queued);
    case RunState::Pending:
        return QString::fromLatin1(RunStateName::Pending);
    case RunState::Running:
        return QString::fromLatin1(RunStateName::Running);
    case RunState::Succeeded:
        return QString::fromLatin1(RunStateName::Succeeded);
    case RunState::Failed:
        return QString::fromLatin1(RunStateName::Failed);
    case RunState::Cancelling:
        return QString::fromLatin1(RunStateName::Cancelling);
    case RunState::Cancelled:
        return QString::fromLatin1(RunStateName::Cancelled);
    }
    return QString::fromLatin1(RunStateName::Failed);
}

QString historyStateText(const QString &historyName)
{
    for (const RunState state : {RunState::Queued, RunState::Pending, RunState::Running,
                                 RunState::Succeeded, RunState::Failed, RunState::Cancelling,
                                 RunState::Cancelled}) {
        if (historyStateName(state) == historyName)
            return runStateName(state);
    }
    if (historyName == QLatin1String(RunStateName::Interrupted))
        return Run::tr("interrupted");
    return historyName;
}

RunRecorder::RunRecorder(HistoryStore *store)
    : m_store(store)
{
}

qint64 RunRecorder::begin(const RunSpec &spec)
{
    if (!m_store || !m_store->isOpen() || m_runId)
        return m_runId;
    m_runId = m_store->beginRun(spec, &m_replicaIds);
    m_lastState = QString::fromLatin1(RunStateName::Queued);
    return m_runId;
}

void RunRecorder::recordState(RunState state, const QString &message)
{
    const QString name = historyStateName(state);
    if (!isRecording() || name == m_lastState || isTerminal(state))
        return; // the end is finish()'s, with everything else the end writes
    m_lastState = name;
    m_store->setRunState(m_runId, name, QDateTime::currentDateTimeUtc(), message);
}

bool RunRecorder::recordLines(int task, bool isStderr, const QByteArray &block,
                              StoredBatch *stored)
{
    const qint64 replica = replicaId(task);
    if (!isRecording() || !replica || block.isEmpty())
        return false;
    LogBatchRecord batch;
    if (!m_store->appendLogBlock(replica, isStderr ? LogStream::Stderr : LogStream::Stdout,
                                 block, &batch)) {
        return false;
    }
    if (stored)
        *stored = {m_store->logFilePath(replica), batch.byteOffset};
    return true;
}

void RunRecorder::recordSamples(int task, const QList<MetricSample> &samples)
{
    if (isRecording())
        m_store->appendMetricSamples(m_runId, replicaId(task), samples);
}

bool RunRecorder::finish(const Run &run, int metricsTask, const QList<MetricSample> &logSamples,
                         const QList<MetricSample> &hypertuneSamples)
{
    if (!isRecording())
        return false;
    m_finished = true;
    RunEnd end;
    end.state = historyStateName(run.state());
    end.message = run.message();
    const QList<ReplicaStatus> &replicas = run.replicas();
    for (int i = 0; i < replicas.size() && i < m_replicaIds.size(); ++i) {
        end.replicas.append({m_replicaIds[i], replicaHistoryState(replicas[i].state),
                             replicas[i].exitCode, replicas[i].signal});
    }
    end.exitCode = replicas.isEmpty() ? 0 : replicas.first().exitCode;
    end.metricReplicaId = replicaId(metricsTask);
    end.logSamples = logSamples;
    end.hypertuneSamples = hypertuneSamples;
    return m_store->finishRun(m_runId, end);
}

} // namespace Poolcraft
