#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <atomic>

namespace Poolcraft {

struct HttpRequest
{
    QByteArray method = "GET";
    QString url;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    // Safe to send again after a reset connection or a timeout (GET, and calls that change
    // nothing twice, such as cancel).
    bool idempotent = true;
};

struct HttpResponse
{
    int status = 0;              // 0: no HTTP answer (see transportError)
    QByteArray body;
    QByteArray retryAfter;       // the Retry-After header, as sent
    QString transportError;      // libcurl's words when the call did not complete
    bool timedOut = false;
    bool cancelled = false;

    bool isTransportFailure() const { return status == 0; }
};

struct HttpTimeouts
{
    int connectMs = 10000;
    int totalMs = 60000;
};

// One blocking HTTP call with libcurl, for worker threads only (never the GUI thread): TLS
// verification on, proxies from the environment as curl reads them (https_proxy, no_proxy,
// ...), connect and total timeouts, and cancellation through a flag another thread sets.
class HttpTransport
{
public:
    explicit HttpTransport(HttpTimeouts timeouts = {}) : m_timeouts(timeouts) { }

    HttpResponse perform(const HttpRequest &request,
                         const std::atomic_bool *cancelled = nullptr) const;
    HttpTimeouts timeouts() const { return m_timeouts; }

private:
    HttpTimeouts m_timeouts;
};

} // namespace Poolcraft
