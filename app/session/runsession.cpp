#include "runsession.h"

#include "models/metrics/metriclogreader.h"

#include <QFileInfo>

#include <utility>

namespace Poolcraft {

namespace {

int streamKey(int task, OutputStream stream)
{
    return task * 2 + (stream == OutputStream::Stderr ? 1 : 0);
}

// A hypertune file is a few lines per report; anything far bigger is not one.
constexpr qint64 MaxHypertuneBytes = qint64(64) << 20;
// Trainers report once per epoch or evaluation: a few reads a second see each report soon
// enough for early stopping and the live trial views, and cost nothing between reports.
constexpr int HypertunePollMs = 250;

} // namespace

RunSession::RunSession(RunSource *source, HistoryStore *history, QObject *parent)
    : QObject(parent)
    , m_source(source)
    , m_history(history)
    , m_recorder(history)
{
    qRegisterMetaType<Poolcraft::SessionLines>();
    qRegisterMetaType<QList<Poolcraft::SessionLines>>();
    connect(source, &RunSource::outputReady, this, &RunSession::onOutput);
    connect(source, &RunSource::stateChanged, this, &RunSession::onStateChanged);
    connect(source, &RunSource::finished, this, &RunSession::onFinished);
    m_hypertunePoll.setInterval(HypertunePollMs);
    connect(&m_hypertunePoll, &QTimer::timeout, this, &RunSession::pollHypertuneFile);
}

RunSession::~RunSession()
{
    // Quitting mid-run: the replicas go now and the run is recorded as what it became.
    if (m_source && m_started && !m_ended)
        m_source->stopNow();
}

bool RunSession::start()
{
    if (m_started || !m_source)
        return false;
    m_started = true;
    m_taskNames = m_source->taskNames();
    const qsizetype named = m_taskNames.indexOf(m_metricsTaskName);
    m_metricsTask = named >= 0 ? int(named) : qMax(m_source->chiefTask(), 0);
    RunSpec spec = m_spec;
    spec.kind = m_source->kind();
    spec.resourceName = m_source->resourceName();
    spec.taskNames = m_taskNames;
    // Before the source starts: its first state change belongs to this run's row.
    m_recorder.begin(spec);
    if (!m_source->start()) {
        m_whyNotStarted = m_source->whyNotStarted();
        m_ended = true;
        Run failed;
        failed.setMessage(m_whyNotStarted);
        failed.setState(RunState::Failed);
        m_recorder.finish(failed, m_metricsTask, {}, {});
        return false;
    }
    m_generation = m_source->generation();
    if (!m_source->hypertuneMetricFile().isEmpty())
        m_hypertunePoll.start();
    return true;
}

void RunSession::stop()
{
    if (m_source)
        m_source->stop();
}

void RunSession::stopNow()
{
    if (m_source)
        m_source->stopNow();
}

LineAssembler &RunSession::assembler(int task, OutputStream stream)
{
    const int key = streamKey(task, stream);
    auto found = m_assemblers.find(key);
    if (found == m_assemblers.end()) {
        found = m_assemblers
                    .try_emplace(key, quint16(task),
                                 stream == OutputStream::Stderr ? LogStreamKind::Stderr
                                                                : LogStreamKind::Stdout,
                                 LineAssembler::ColorMode::Keep)
                    .first;
    }
    return found->second;
}

void RunSession::takeLine(int task, OutputStream stream, const LogLine &line)
{
    QByteArray &block = m_pendingLines[streamKey(task, stream)];
    line.appendAnsiBytes(block);
    block += '\n';
    // Both streams: Python's logging writes to stderr.
    if (task == m_metricsTask)
        m_extractor.addLine(QByteArrayView(line.text));
}

void RunSession::onOutput(const QList<Poolcraft::OutputChunk> &chunks)
{
    if (m_ended)
        return;
    for (const OutputChunk &chunk : chunks) {
        // A restarted source's output belongs to another run.
        if (chunk.generation != m_generation || chunk.task < 0)
            continue;
        if (chunk.task >= m_taskNames.size()) // a source that found more tasks (Vertex)
            m_taskNames = m_source->taskNames();
        assembler(chunk.task, chunk.stream)
            .feed(QByteArrayView(chunk.data), [&](const LogLine &line) {
                takeLine(chunk.task, chunk.stream, line);
            });
    }
    publishLines();
    publishMetrics();
}

void RunSession::publishLines()
{
    QList<SessionLines> batch;
    for (auto &[key, block] : m_pendingLines) {
        if (block.isEmpty())
            continue;
        SessionLines out;
        out.task = key / 2;
        out.isStderr = key % 2;
        out.text = std::exchange(block, {});
        StoredBatch stored;
        if (m_recorder.recordLines(out.task, out.isStderr, out.text, &stored)) {
            out.filePath = stored.filePath;
            out.fileOffset = stored.byteOffset;
        }
        batch.append(std::move(out));
    }
    if (!batch.isEmpty())
        emit linesReady(batch);
}

void RunSession::publishMetrics()
{
    const QList<MetricUpdate> updates = m_extractor.takeUpdates();
    if (updates.isEmpty())
        return;
    const QList<MetricRun> &runs = m_extractor.runs();
    // The first changed point of each series that changed, in series order.
    std::map<int, qsizetype> firstChanged;
    for (const MetricUpdate &update : updates) {
        auto [it, added] = firstChanged.try_emplace(update.run, update.point);
        if (!added)
            it->second = qMin<qsizetype>(it->second, update.point);
    }
    for (const auto &[series, first] : firstChanged)
        emit metricsChanged(series, first);
    // Points kept as they complete: a crash loses at most the running epoch.
    while (m_recordedPoints.size() < runs.size())
        m_recordedPoints.append(0);
    QList<MetricSample> completed; // one transaction for the batch, not one per point
    for (qsizetype series = 0; series < runs.size(); ++series) {
        const MetricRun &run = runs.at(series);
        qsizetype &recorded = m_recordedPoints[series];
        qsizetype end = recorded;
        while (end < run.points.size() && run.points.at(end).complete)
            ++end;
        if (end == recorded)
            continue;
        QList<MetricSample> samples = metricSamplesOf(run, int(series), recorded);
        samples.removeIf([end](const MetricSample &sample) { return sample.point >= end; });
        completed += samples;
        recorded = end;
    }
    m_recorder.recordSamples(m_metricsTask, completed);
}

void RunSession::readHypertuneFile()
{
    const QString path = m_source ? m_source->hypertuneMetricFile() : QString();
    const QFileInfo info(path);
    if (path.isEmpty() || !info.isFile() || info.size() > MaxHypertuneBytes)
        return;
    m_hypertune = readMetricLog(path).runs;
}

void RunSession::pollHypertuneFile()
{
    const QFileInfo info(m_source ? m_source->hypertuneMetricFile() : QString());
    if (!info.isFile() || (info.size() == m_hypertuneSize
                           && info.lastModified() == m_hypertuneModified)) {
        return;
    }
    m_hypertuneSize = info.size();
    m_hypertuneModified = info.lastModified();
    const QList<MetricRun> before = m_hypertune;
    readHypertuneFile();
    if (m_hypertune != before)
        emit hypertuneChanged();
}

void RunSession::onStateChanged(Poolcraft::RunState state)
{
    if (m_ended)
        return;
    const Run *run = m_source ? m_source->run() : nullptr;
    m_recorder.recordState(state, run ? run->message() : QString());
    emit stateChanged(state);
}

void RunSession::onFinished()
{
    if (m_ended || !m_source || !m_source->run())
        return;
    m_ended = true;
    for (auto &[key, assembler] : m_assemblers) {
        const int task = key / 2;
        const OutputStream stream = key % 2 ? OutputStream::Stderr : OutputStream::Stdout;
        assembler.finish([&](const LogLine &line) { takeLine(task, stream, line); });
    }
    publishLines();
    publishMetrics();
    m_hypertunePoll.stop();
    const QList<MetricRun> before = m_hypertune;
    readHypertuneFile();
    if (m_hypertune != before)
        emit hypertuneChanged();
    // What recordSamples() has not kept yet: the points after the last complete one.
    QList<MetricSample> rest;
    const QList<MetricRun> &runs = m_extractor.runs();
    for (qsizetype series = 0; series < runs.size(); ++series)
        rest += metricSamplesOf(runs.at(series), int(series), m_recordedPoints.value(series));
    const Run &run = *m_source->run();
    m_recorder.finish(run, m_metricsTask, rest, metricSamples(m_hypertune));
    emit finished(run.state());
}

} // namespace Poolcraft
