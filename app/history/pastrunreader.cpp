#include "pastrunreader.h"

#include "models/metrics/metriclogreader.h"

#include <QFile>
#include <QThreadPool>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <utility>
#include <variant>

namespace Poolcraft {

namespace {

constexpr qint64 PieceBytes = qint64(4) << 20;
constexpr qint64 MaxQueuedBytes = qint64(64) << 20;
constexpr int DeliverIntervalMs = 16;

struct RecordPart
{
    RunRecord record;
    QStringList taskNames;
};
struct MetricsPart
{
    QList<MetricRun> metrics;
    QList<MetricRun> hypertune;
};
struct EndPart
{
    QString error;
};
using Part = std::variant<RecordPart, MetricsPart, SessionLines, EndPart>;

} // namespace

struct PastRunReader::Shared
{
    std::mutex mutex;
    std::condition_variable roomLeft;
    std::deque<Part> parts;
    qint64 queuedBytes = 0;
    bool cancelled = false;

    // False once the reader has gone: the worker stops.
    bool push(Part part, qint64 bytes)
    {
        std::unique_lock lock(mutex);
        roomLeft.wait(lock, [&] { return cancelled || queuedBytes < MaxQueuedBytes; });
        if (cancelled)
            return false;
        parts.push_back(std::move(part));
        queuedBytes += bytes;
        return true;
    }
};

namespace {

void readRun(const std::shared_ptr<PastRunReader::Shared> &shared, const QString &databasePath,
             qint64 runId);

} // namespace

PastRunReader::PastRunReader(const QString &databasePath, qint64 runId, QObject *parent)
    : QObject(parent)
    , m_databasePath(databasePath)
    , m_runId(runId)
    , m_shared(std::make_shared<Shared>())
{
    qRegisterMetaType<Poolcraft::RunRecord>();
    qRegisterMetaType<QList<Poolcraft::MetricRun>>();
    qRegisterMetaType<QList<Poolcraft::SessionLines>>();
    m_timer.setInterval(DeliverIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &PastRunReader::deliver);
}

PastRunReader::~PastRunReader()
{
    std::lock_guard lock(m_shared->mutex);
    m_shared->cancelled = true;
    m_shared->roomLeft.notify_all();
}

void PastRunReader::start()
{
    if (m_timer.isActive() || m_finished)
        return;
    QThreadPool::globalInstance()->start(
        [shared = m_shared, path = m_databasePath, runId = m_runId] {
            readRun(shared, path, runId);
        });
    m_timer.start();
}

void PastRunReader::deliver()
{
    std::deque<Part> parts;
    {
        std::lock_guard lock(m_shared->mutex);
        parts.swap(m_shared->parts);
        m_shared->queuedBytes = 0;
        m_shared->roomLeft.notify_all();
    }
    QList<SessionLines> lines;
    const auto flushLines = [&] {
        if (!lines.isEmpty())
            emit linesRead(std::exchange(lines, {}));
    };
    for (Part &part : parts) {
        if (auto *record = std::get_if<RecordPart>(&part)) {
            emit recordRead(record->record, record->taskNames);
        } else if (auto *metrics = std::get_if<MetricsPart>(&part)) {
            emit metricsRead(metrics->metrics, metrics->hypertune);
        } else if (auto *piece = std::get_if<SessionLines>(&part)) {
            lines.append(std::move(*piece));
        } else if (auto *end = std::get_if<EndPart>(&part)) {
            flushLines();
            m_timer.stop();
            m_finished = true;
            emit finished(end->error);
            return;
        }
    }
    flushLines();
}

namespace {

void readRun(const std::shared_ptr<PastRunReader::Shared> &shared, const QString &databasePath,
             qint64 runId)
{
    // The store (its connection) lives and dies on this thread.
    HistoryStore store(databasePath);
    const auto end = [&](const QString &error) { shared->push(EndPart{error}, 0); };
    if (!store.openForReading())
        return end(store.errorString());
    const std::optional<RunRecord> record = store.run(runId);
    if (!record)
        return end(QStringLiteral("run %1 is not in the history").arg(runId));
    const QList<ReplicaRecord> replicas = store.replicas(runId);
    QStringList taskNames;
    for (const ReplicaRecord &replica : replicas)
        taskNames << replica.taskName;
    if (!shared->push(RecordPart{*record, taskNames}, 0))
        return;

    MetricsPart metrics;
    metrics.metrics = metricRunsFromSamples(store.metricSamples(runId));
    metrics.hypertune
        = metricRunsFromSamples(store.metricSamples(runId, MetricSource::Hypertune));
    // A run that died with the app kept its lines but maybe not its last points: read them
    // from the chief's log, through the same terminal model and extractor.
    if (metrics.metrics.isEmpty() && !replicas.isEmpty()) {
        QFile chiefLog(store.logFilePath(replicas.first().id));
        if (chiefLog.open(QIODevice::ReadOnly))
            metrics.metrics = extractMetricLog(chiefLog.read(qint64(1) << 30)).runs;
    }
    if (!shared->push(std::move(metrics), 0))
        return;

    for (int task = 0; task < replicas.size(); ++task) {
        const QString path = store.logFilePath(replicas[task].id);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QList<LogBatchRecord> batches = store.logBatches(replicas[task].id);
        for (qsizetype i = 0; i < batches.size();) {
            // Consecutive batches of one stream, back to back in the file: one piece.
            const LogBatchRecord &first = batches[i];
            qint64 length = first.byteLength;
            qsizetype next = i + 1;
            while (next < batches.size() && batches[next].stream == first.stream
                   && batches[next].byteOffset == first.byteOffset + length
                   && length + batches[next].byteLength <= PieceBytes) {
                length += batches[next].byteLength;
                ++next;
            }
            i = next;
            if (!file.seek(first.byteOffset))
                break;
            SessionLines piece;
            piece.task = task;
            piece.isStderr = first.stream == LogStream::Stderr;
            piece.filePath = path;
            piece.fileOffset = first.byteOffset;
            piece.text = file.read(length);
            const qint64 bytes = piece.text.size();
            if (!shared->push(std::move(piece), bytes))
                return;
        }
    }
    end(QString());
}

} // namespace

} // namespace Poolcraft
