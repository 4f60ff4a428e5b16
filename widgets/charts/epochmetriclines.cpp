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

} // namespace Poolcraft
