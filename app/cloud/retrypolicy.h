#pragma once

#include "httptransport.h"

#include <QByteArray>
#include <QDateTime>

#include <optional>

namespace Poolcraft {

// When a cloud call is sent again, and after how long: 429 and 5xx always (Google's advice),
// a reset connection or a timeout only for calls that may be repeated. Exponential backoff
// with full jitter, unless the server said when in Retry-After.
class RetryPolicy
{
public:
    int maxAttempts = 5;
    int baseDelayMs = 500;
    int maxDelayMs = 32000;

    bool shouldRetry(const HttpResponse &response, bool idempotent) const;
    // The wait before attempt `attempt + 1` (attempt counts from 1); `random01` in [0, 1).
    int delayMs(int attempt, const QByteArray &retryAfter, double random01,
                const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
};

// Retry-After as seconds ("120") or an HTTP date; nullopt when neither.
std::optional<qint64> retryAfterMs(const QByteArray &value, const QDateTime &now);

} // namespace Poolcraft
