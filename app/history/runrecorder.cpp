#include "runrecorder.h"

#include <QCoreApplication>
#include <QMap>

namespace Poolcraft {

namespace {

int streamKey(int replica, OutputStream stream)
{
    return replica * 2 + (stream == OutputStream::Stderr ? 1 : 0);
}

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

} // namespace

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
        return QCoreApplication::translate("Poolcraft::Run", "interrupted");
    return historyName;
}

RunRecorder::RunRecorder(HistoryStore *store, LocalRunner *runner, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_runner(runner)
{
    connect(runner, &LocalRunner::outputReady, this, &RunRecorder::onOutput);
    connect(runner, &LocalRunner::stateChanged, this, &RunRecorder::onStateChanged);
    connect(runner, &LocalRunner::finished, this, &RunRecorder::onFinished);
}

qint64 RunRecorder::begin(const QString &jobDocument, const QString &sourceFile)
{
    if (!m_runner || !m_store)
        return 0;
    m_splitter.clear();
    m_replicaIds.clear();
    m_generation = m_runner->generation();
    m_runId = m_store->createRun(jobDocument, sourceFile, QStringLiteral("local"));
    if (!m_runId)
        return 0;
    for (const ReplicaPlan &replica : m_runner->plan().replicas)
        m_replicaIds.append(m_store->addReplica(m_runId, replica.taskName));
    m_lastState = QString::fromLatin1(RunStateName::Queued);
    if (Run *run = m_runner->run())
        recordState(run->state());
    return m_runId;
}

void RunRecorder::recordMetric(int replica, int epoch, const QString &name, double value)
{
    if (m_runId)
        m_store->appendMetricPoints({{m_runId, replicaId(replica), epoch, name, value}});
}

void RunRecorder::writeLines(int key, const QList<QByteArray> &lines)
{
    const qint64 replica = replicaId(key / 2);
    if (!replica || lines.isEmpty())
        return;
    LogBatchRecord batch;
    const bool isStderr = key % 2;
    if (!m_store->appendLogLines(replica, isStderr ? LogStream::Stderr : LogStream::Stdout, lines,
                                 &batch)) {
        return;
    }
    if (receivers(SIGNAL(linesStored(int, bool, QByteArray, qint64, QString))) == 0)
        return;
    QByteArray text;
    text.reserve(batch.byteLength);
    for (const QByteArray &line : lines) {
        text += line;
        text += '\n';
    }
    emit linesStored(key / 2, isStderr, text, batch.byteOffset, m_store->logFilePath(replica));
}

void RunRecorder::onOutput(const QList<Poolcraft::OutputChunk> &chunks)
{
    if (!m_runId)
        return;
    // One batch per replica and stream: a frame's output is one transaction each.
    QMap<int, QList<QByteArray>> lines;
    for (const OutputChunk &chunk : chunks) {
        if (chunk.generation != m_generation)
            continue;
        const int key = streamKey(chunk.replica, chunk.stream);
        lines[key].append(m_splitter.feed(key, chunk.data));
    }
    for (auto it = lines.cbegin(); it != lines.cend(); ++it)
        writeLines(it.key(), it.value());
}

void RunRecorder::recordState(RunState state)
{
    // The runner reports the final state twice (stateChanged, then finished): keep one.
    const QString name = historyStateName(state);
    if (!m_runId || name == m_lastState)
        return;
    m_lastState = name;
    m_store->setRunState(m_runId, name);
}

void RunRecorder::onStateChanged(Poolcraft::RunState state)
{
    recordState(state);
}

void RunRecorder::onFinished(Poolcraft::RunState state)
{
    if (!m_runId || !m_runner)
        return;
    for (int key : m_splitter.streamsWithPendingText())
        writeLines(key, m_splitter.flush(key));
    if (Run *run = m_runner->run()) {
        const QList<ReplicaStatus> &replicas = run->replicas();
        for (int i = 0; i < replicas.size() && i < m_replicaIds.size(); ++i) {
            m_store->setReplicaState(m_replicaIds[i], replicaHistoryState(replicas[i].state),
                                     replicas[i].exitCode, replicas[i].signal);
        }
        const int exitCode = replicas.isEmpty() ? 0 : replicas.first().exitCode;
        m_store->setRunExit(m_runId, exitCode, run->message());
    }
    recordState(state);
}

} // namespace Poolcraft
