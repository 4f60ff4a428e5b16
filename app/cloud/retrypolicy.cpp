#include "retrypolicy.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Poolcraft {

bool RetryPolicy::shouldRetry(const HttpResponse &response, bool idempotent) const
{
    if (response.cancelled)
        return false;
    if (response.isTransportFailure())
        return idempotent;
    return response.status == 429 || (response.status >= 500 && response.status <= 599);
}

int RetryPolicy::delayMs(int attempt, const QByteArray &retryAfter, double random01,
                         const QDateTime &now) const
{
    if (const std::optional<qint64> told = retryAfterMs(retryAfter, now))
        return int(std::clamp<qint64>(*told, 0, std::max(maxDelayMs, 120000)));
    const double ceiling = std::min<double>(maxDelayMs,
                                            baseDelayMs * std::pow(2.0, std::max(0, attempt - 1)));
    // Full jitter (AWS architecture blog, "Exponential Backoff And Jitter"): clients that
    // failed together do not come back together; half the ceiling is kept as a floor so
    // that a retry is never immediate.
    return int(ceiling / 2 + random01 * ceiling / 2);
}

std::optional<qint64> retryAfterMs(const QByteArray &value, const QDateTime &now)
{
    const QByteArray text = value.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (ok && seconds >= 0)
        return qint64(seconds * 1000);
    const QDateTime at = QLocale::c().toDateTime(QString::fromLatin1(text),
                                                 QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!at.isValid())
        return std::nullopt;
    QDateTime utc = at;
    utc.setTimeSpec(Qt::UTC);
    return std::max<qint64>(0, now.msecsTo(utc));
}

} // namespace Poolcraft
