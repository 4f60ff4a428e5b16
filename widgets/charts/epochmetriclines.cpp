#include "epochmetriclines.h"

#include "widgets/logview/ansitext.h"

#include <QRegularExpression>

#include <cmath>

namespace Poolcraft {

std::optional<EpochMetrics> parseEpochMetricLine(QByteArrayView line)
{
    if (line.size() > 4096)
        return std::nullopt;
    static const QRegularExpression epochPattern(
        QStringLiteral("\\bepoch\\b\\s*[=:]?\\s*(\\d+)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression valuePattern(
        QStringLiteral("([A-Za-z][A-Za-z0-9_./-]*)\\s*[=:]\\s*"
                       "([-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?|nan|inf)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const QString text = plainTextOfLine(line);
    const QRegularExpressionMatch epoch = epochPattern.match(text);
    if (!epoch.hasMatch())
        return std::nullopt;
    EpochMetrics metrics;
    bool ok = false;
    metrics.epoch = epoch.captured(1).toInt(&ok);
    if (!ok)
        return std::nullopt;
    static const QStringList notMetrics{QStringLiteral("epoch"), QStringLiteral("step"),
                                        QStringLiteral("batch"), QStringLiteral("iter"),
                                        QStringLiteral("iteration"), QStringLiteral("rank"),
                                        QStringLiteral("time"), QStringLiteral("eta")};
    QRegularExpressionMatchIterator it = valuePattern.globalMatch(text, epoch.capturedEnd());
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString name = match.captured(1);
        if (notMetrics.contains(name, Qt::CaseInsensitive))
            continue;
        const double value = match.captured(2).toDouble(&ok);
        const QString raw = match.captured(2).toLower();
        if (ok)
            metrics.values.append({name, value});
        else if (raw == QLatin1String("nan") || raw == QLatin1String("inf"))
            metrics.values.append({name, raw == QLatin1String("nan") ? std::nan("")
                                                                      : INFINITY});
    }
    if (metrics.values.isEmpty())
        return std::nullopt;
    return metrics;
}

std::optional<EpochMetrics> EpochMetricReader::readLine(QByteArrayView line)
{
    if (line.size() > 4096)
        return std::nullopt;
    static const QRegularExpression header(QStringLiteral("^\\s*Epoch\\s+(\\d+)/\\d+\\s*$"),
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression finished(QStringLiteral("^\\s*(\\d+)/(\\d+)\\b"));
    static const QRegularExpression value(
        QStringLiteral("([A-Za-z][A-Za-z0-9_./-]*)\\s*:\\s*"
                       "([-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?)\\b"));
    const QString text = plainTextOfLine(line);
    if (const QRegularExpressionMatch match = header.match(text); match.hasMatch()) {
        bool ok = false;
        const int epoch = match.captured(1).toInt(&ok);
        m_epoch = ok ? epoch : -1;
        return std::nullopt;
    }
    if (std::optional<EpochMetrics> inline_ = parseEpochMetricLine(line))
        return inline_;
    const QRegularExpressionMatch progress = finished.match(text);
    if (m_epoch < 0 || !progress.hasMatch() || progress.captured(1) != progress.captured(2))
        return std::nullopt;
    EpochMetrics metrics;
    metrics.epoch = m_epoch;
    QRegularExpressionMatchIterator it = value.globalMatch(text, progress.capturedEnd());
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        bool ok = false;
        const double number = match.captured(2).toDouble(&ok);
        if (ok)
            metrics.values.append({match.captured(1), number});
    }
    if (metrics.values.isEmpty())
        return std::nullopt;
    m_epoch = -1; // one summary per epoch
    return metrics;
}

} // namespace Poolcraft
