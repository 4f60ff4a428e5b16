#include "models/metrics/metriclogreader.h"

#include "models/core/inputfile.h"

#include "models/logs/lineassembler.h"
#include "models/metrics/metricextractor.h"

#include <QCoreApplication>
#include <QFile>

#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class MetricLogMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::MetricLog)
};

class MetricLogBuilder
{
public:
    MetricLogBuilder(MetricLog *log, const QString &customPattern,
                     PatternTimeBudgetPtr patternBudget = {})
        : m_log(log), m_assembler(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip)
    {
        m_extractor.setTrackUpdates(false);
        m_sink = [this](const LogLine &line) { m_extractor.addLine(QByteArrayView(line.text)); };
        QString message;
        if (!customPattern.isEmpty()
            && !m_extractor.setCustomPattern(customPattern, &message, std::move(patternBudget)))
            m_log->error = MetricLogMessages::tr("the metric pattern is not usable: %1").arg(message);
    }
    void feed(QByteArrayView chunk) { m_assembler.feed(chunk, m_sink); }
    // A line some other assembler has already made.
    void addLine(QByteArrayView line) { m_extractor.addLine(line); }
    void finish()
    {
        m_assembler.finish(m_sink);
        m_log->runs = m_extractor.runs();
        m_log->notes = m_extractor.notes();
        m_log->lineCount = m_extractor.lineCount();
    }

private:
    MetricLog *m_log;
    LineAssembler m_assembler;
    MetricExtractor m_extractor;
    LineAssembler::LineSink m_sink;
};

// Assembled lines, back to back, handed from the reading thread to the extracting one in
// batches, so the hand-over costs nothing per line.
struct LineBatch
{
    QByteArray text;
    std::vector<qsizetype> ends; // where each line ends in text
};

class LineBatchQueue
{
public:
    // Blocks while the queue is full, so a fast reader cannot fill memory.
    void push(LineBatch &&batch)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_batches.size() < Capacity; });
        m_batches.push_back(std::move(batch));
        m_changed.notify_all();
    }
    // False once the queue is closed and empty.
    bool pop(LineBatch *batch)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_batches.empty() || m_closed; });
        if (m_batches.empty())
            return false;
        *batch = std::move(m_batches.front());
        m_batches.pop_front();
        m_changed.notify_all();
        return true;
    }
    void close()
    {
        std::lock_guard lock(m_mutex);
        m_closed = true;
        m_changed.notify_all();
    }

private:
    static constexpr size_t Capacity = 4;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<LineBatch> m_batches;
    bool m_closed = false;
};

// Reads a file in chunks, calling feed(chunk) for each; an error message, or empty.
template<typename Feed>
QString readChunks(QFile &file, Feed feed)
{
    QByteArray buffer(4 << 20, Qt::Uninitialized);
    while (true) {
        const qint64 read = file.read(buffer.data(), buffer.size());
        if (read < 0)
            return MetricLogMessages::tr("cannot read %1: %2").arg(file.fileName(), file.errorString());
        if (read == 0)
            return QString();
        feed(QByteArrayView(buffer.constData(), read));
    }
}

// Line assembly and extraction cost about the same, so on a big file the reading thread
// assembles lines while this one extracts metrics from the lines before.
QString readPipelined(QFile &file, MetricLogBuilder &builder)
{
    constexpr qsizetype BatchBytes = 1 << 20;
    LineBatchQueue queue;
    QString readError;
    std::thread reader([&] {
        LineAssembler assembler(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip);
        LineBatch batch;
        const LineAssembler::LineSink sink = [&](const LogLine &line) {
            const qsizetype at = batch.text.size();
            batch.text.resize(at + line.text.size());
            std::memcpy(batch.text.data() + at, line.text.constData(), size_t(line.text.size()));
            batch.ends.push_back(batch.text.size());
            if (batch.text.size() >= BatchBytes) {
                queue.push(std::move(batch));
                batch = LineBatch();
            }
        };
        readError = readChunks(file, [&](QByteArrayView chunk) { assembler.feed(chunk, sink); });
        assembler.finish(sink);
        if (!batch.ends.empty())
            queue.push(std::move(batch));
        queue.close();
    });
    LineBatch batch;
    while (queue.pop(&batch)) {
        qsizetype start = 0;
        for (const qsizetype end : batch.ends) {
            builder.addLine(QByteArrayView(batch.text.constData() + start, end - start));
            start = end;
        }
    }
    reader.join();
    return readError;
}

} // namespace

qsizetype MetricLog::completePointCount() const
{
    qsizetype count = 0;
    for (const MetricRun &run : runs) {
        for (const MetricPoint &point : run.points)
            count += point.complete ? 1 : 0;
    }
    return count;
}

MetricLog readMetricLog(const QString &fileName, const QString &customPattern,
                        PatternTimeBudgetPtr patternBudget)
{
    MetricLog log;
    log.fileName = fileName;
    QFile file;
    QString openError;
    // A FIFO or a device would never end; InputFile takes regular files and stdin only.
    if (!InputFile::open(fileName, &file, &openError)) {
        log.error = MetricLogMessages::tr("cannot read %1: %2").arg(InputFile::displayName(fileName), openError);
        return log;
    }
    MetricLogBuilder builder(&log, customPattern, std::move(patternBudget));
    if (!log.ok())
        return log;
    // Below this a file reads in milliseconds and a second thread buys nothing.
    constexpr qint64 PipelineBytes = qint64(8) << 20;
    const QString error = file.size() >= PipelineBytes && !file.isSequential()
                              ? readPipelined(file, builder)
                              : readChunks(file, [&](QByteArrayView chunk) { builder.feed(chunk); });
    if (!error.isEmpty()) {
        log.error = error;
        return log;
    }
    builder.finish();
    return log;
}

MetricLog extractMetricLog(QByteArrayView text, const QString &customPattern)
{
    MetricLog log;
    MetricLogBuilder builder(&log, customPattern);
    if (!log.ok())
        return log;
    builder.feed(text);
    builder.finish();
    return log;
}

} // namespace Poolcraft
