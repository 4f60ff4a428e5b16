#include "pastrunreader.h"

#include "models/core/backgroundtask.h"
#include "models/metrics/metriclogreader.h"

#include <QFile>
#include <QHash>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <utility>
#include <variant>
#include <vector>

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
    QString metricsTask;
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
    startInPool([shared = m_shared, path = m_databasePath, runId = m_runId] {
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
            emit metricsRead(metrics->metrics, metrics->metricsTask, metrics->hypertune);
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
    const qint64 metricReplica = store.metricReplicaId(runId);
    for (const ReplicaRecord &replica : replicas) {
        if (replica.id == metricReplica)
            metrics.metricsTask = replica.taskName;
    }
    // A run that died with the app kept its lines but maybe not its last points: read them
    // from the chief's log, through the same terminal model and extractor.
    if (metrics.metrics.isEmpty() && !replicas.isEmpty()) {
        QFile chiefLog(store.logFilePath(replicas.first().id));
        if (chiefLog.open(QIODevice::ReadOnly))
            metrics.metrics = extractMetricLog(chiefLog.read(qint64(1) << 30)).runs;
        metrics.metricsTask = replicas.first().taskName;
    }
    if (!shared->push(std::move(metrics), 0))
        return;

    // The run's batches in the order they were recorded, replicas interleaved as the live
    // log showed them; each piece says its task, so one task can still be shown alone.
    QHash<qint64, int> taskOf;
    std::vector<std::unique_ptr<QFile>> files;
    for (int task = 0; task < replicas.size(); ++task) {
        taskOf.insert(replicas[task].id, task);
        auto file = std::make_unique<QFile>(store.logFilePath(replicas[task].id));
        if (!file->open(QIODevice::ReadOnly))
            file.reset(); // its batches are skipped, the other replicas' still read
        files.push_back(std::move(file));
    }
    const QList<RunLogBatch> batches = store.runLogBatches(runId);
    for (qsizetype i = 0; i < batches.size();) {
        // Consecutive batches of one replica's stream, back to back in its file: one piece.
        const RunLogBatch &first = batches[i];
        qint64 length = first.batch.byteLength;
        qsizetype next = i + 1;
        while (next < batches.size() && batches[next].replicaId == first.replicaId
               && batches[next].batch.stream == first.batch.stream
               && batches[next].batch.byteOffset == first.batch.byteOffset + length
               && length + batches[next].batch.byteLength <= PieceBytes) {
            length += batches[next].batch.byteLength;
            ++next;
        }
        i = next;
        const auto task = taskOf.constFind(first.replicaId);
        QFile *file = task == taskOf.constEnd() ? nullptr : files[*task].get();
        if (!file || !file->seek(first.batch.byteOffset))
            continue;
        SessionLines piece;
        piece.task = *task;
        piece.isStderr = first.batch.stream == LogStream::Stderr;
        piece.filePath = file->fileName();
        piece.fileOffset = first.batch.byteOffset;
        piece.text = file->read(length);
        const qint64 bytes = piece.text.size();
        if (!shared->push(std::move(piece), bytes))
            return;
    }
    end(QString());
}

} // namespace

} // namespace Poolcraft
