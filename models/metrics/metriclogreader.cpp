#include "models/metrics/metriclogreader.h"

#include "models/logs/lineassembler.h"
#include "models/metrics/metricextractor.h"

#include <QCoreApplication>
#include <QFile>

namespace Poolcraft {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::MetricLog", text);
}

class MetricLogBuilder
{
public:
    explicit MetricLogBuilder(MetricLog *log, const QString &customPattern)
        : m_log(log), m_assembler(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip)
    {
        m_extractor.setTrackUpdates(false);
        m_sink = [this](const LogLine &line) { m_extractor.addLine(QByteArrayView(line.text)); };
        QString message;
        if (!customPattern.isEmpty() && !m_extractor.setCustomPattern(customPattern, &message))
            m_log->error = tr("the metric pattern is not usable: %1").arg(message);
    }
    void feed(QByteArrayView chunk) { m_assembler.feed(chunk, m_sink); }
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

MetricLog readMetricLog(const QString &fileName, const QString &customPattern)
{
    MetricLog log;
    log.fileName = fileName;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        log.error = tr("cannot read %1: %2").arg(fileName, file.errorString());
        return log;
    }
    MetricLogBuilder builder(&log, customPattern);
    if (!log.ok())
        return log;
    QByteArray buffer(4 << 20, Qt::Uninitialized);
    while (true) {
        const qint64 read = file.read(buffer.data(), buffer.size());
        if (read < 0) {
            log.error = tr("cannot read %1: %2").arg(fileName, file.errorString());
            return log;
        }
        if (read == 0)
            break;
        builder.feed(QByteArrayView(buffer.constData(), read));
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
