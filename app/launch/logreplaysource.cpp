#include "logreplaysource.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class LogReplaySourceMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::LogReplaySource)
};

} // namespace

LogReplaySource::LogReplaySource(QObject *parent)
    : RunSource(parent)
{
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &LogReplaySource::playNext);
}

void LogReplaySource::setLog(const QString &fileName, const QString &taskName)
{
    m_fileName = fileName;
    m_data.clear();
    m_taskName = taskName;
}

void LogReplaySource::setLogData(const QByteArray &data, const QString &taskName)
{
    m_fileName.clear();
    m_data = data;
    m_taskName = taskName;
}

void LogReplaySource::setChunking(int chunkBytes, quint32 seed)
{
    m_chunkBytes = qMax(chunkBytes, 1);
    m_seed = seed;
}

bool LogReplaySource::start()
{
    if (isActive()) {
        m_whyNotStarted = LogReplaySourceMessages::tr("A run is still going.");
        return false;
    }
    m_file.reset();
    if (!m_fileName.isEmpty()) {
        // Only a regular file: a FIFO or a device would never end.
        if (!QFileInfo(m_fileName).isFile()) {
            m_whyNotStarted = LogReplaySourceMessages::tr("%1 is not a regular file.").arg(m_fileName);
            return false;
        }
        m_file = std::make_unique<QFile>(m_fileName);
        if (!m_file->open(QIODevice::ReadOnly)) {
            m_whyNotStarted = LogReplaySourceMessages::tr("cannot read %1: %2").arg(m_fileName, m_file->errorString());
            m_file.reset();
            return false;
        }
    }
    m_whyNotStarted.clear();
    m_position = 0;
    m_random = m_seed;
    ++m_generation;
    if (m_run)
        m_run->deleteLater();
    m_run = new Run(this);
    connect(m_run, &Run::stateChanged, this, [this](RunState, RunState to) {
        emit stateChanged(to);
    });
    ReplicaStatus status;
    status.taskName = m_taskName;
    m_run->setReplicas({status});
    m_run->setState(RunState::Pending);
    status.state = ReplicaState::Running;
    status.started = QDateTime::currentDateTimeUtc();
    m_run->updateReplica(0, status);
    m_run->setState(RunState::Running);
    m_timer.start();
    return true;
}

void LogReplaySource::playNext()
{
    // Many pieces per turn, as a runner batches a frame's output: a long log replays fast.
    constexpr qsizetype BatchBytes = 1 << 16;
    QList<OutputChunk> batch;
    qsizetype batchBytes = 0;
    while (batchBytes < BatchBytes) {
        int size = m_chunkBytes;
        if (m_seed != 0) {
            // xorshift32: the same seed cuts the same pieces.
            m_random ^= m_random << 13;
            m_random ^= m_random >> 17;
            m_random ^= m_random << 5;
            size = 1 + int(m_random % quint32(m_chunkBytes));
        }
        QByteArray piece = m_file ? m_file->read(size) : m_data.mid(m_position, size);
        if (m_file && m_file->error() != QFileDevice::NoError) {
            end(RunState::Failed,
                LogReplaySourceMessages::tr("cannot read %1: %2").arg(m_fileName, m_file->errorString()));
            return;
        }
        if (piece.isEmpty())
            break;
        m_position += piece.size();
        batchBytes += piece.size();
        batch.append({0, m_stream, std::move(piece), m_generation});
    }
    if (!batch.isEmpty())
        emit outputReady(batch);
    if (batchBytes < BatchBytes)
        end(RunState::Succeeded, QString());
}

void LogReplaySource::end(RunState state, const QString &message)
{
    m_timer.stop();
    if (!isActive())
        return;
    ReplicaStatus status = m_run->replica(0);
    status.state = state == RunState::Succeeded ? ReplicaState::Succeeded : ReplicaState::Stopped;
    status.exitCode = state == RunState::Succeeded ? 0 : -1;
    status.ended = QDateTime::currentDateTimeUtc();
    m_run->updateReplica(0, status);
    m_run->setMessage(message);
    if (state == RunState::Cancelled)
        m_run->setState(RunState::Cancelling);
    m_run->setState(state);
    emit finished(state);
}

void LogReplaySource::stop()
{
    end(RunState::Cancelled, LogReplaySourceMessages::tr("Stopped by the user."));
}

void LogReplaySource::stopNow()
{
    stop();
}

} // namespace Poolcraft
