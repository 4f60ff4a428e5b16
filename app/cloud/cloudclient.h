#pragma once

#include "credentials.h"
#include "httptransport.h"
#include "retrypolicy.h"

#include <QByteArray>
#include <QMutex>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace Poolcraft {

struct CloudResult
{
    int status = 0;        // the last HTTP status; 0 when the cloud could not be reached
    QByteArray body;
    QString error;         // empty on success; Google's message otherwise (never a token)
    int attempts = 0;

    bool ok() const { return error.isEmpty() && status >= 200 && status < 300; }
};

// Authenticated calls to Google's REST APIs: the bearer token (fetched when first needed,
// refreshed before it expires, fetched again once after a 401), retries by RetryPolicy, and
// Google's error message when the call fails for good. Blocking: call it from pool tasks
// (models/core/backgroundtask.h) or from the command line, never from the GUI thread.
// Thread-safe.
class CloudClient
{
public:
    CloudClient(std::shared_ptr<CredentialSource> credentials, HttpTimeouts timeouts = {},
                RetryPolicy retry = {});

    CloudResult call(const QByteArray &method, const QString &url, const QByteArray &body = {},
                     bool idempotent = true, const std::atomic_bool *cancelled = nullptr);

    QString credentialsDescription() const { return m_credentials->description(); }
    // For tests and the status bar: how many calls were sent again.
    int retriesSoFar() const { return m_retries.load(); }
    // Called before each wait; tests leave it alone, the GUI may show "retrying in 4 s".
    void setRetryObserver(std::function<void(int delayMs, const QString &why)> observer)
    {
        m_retryObserver = std::move(observer);
    }

private:
    // The current token, fetched when missing, near expiry or `refresh`.
    QByteArray token(bool refresh, QString *error);

    std::shared_ptr<CredentialSource> m_credentials;
    HttpTransport m_transport;
    RetryPolicy m_retry;
    QMutex m_tokenMutex;
    AccessToken m_token;
    std::atomic_int m_retries = 0;
    std::function<void(int, const QString &)> m_retryObserver;
};

} // namespace Poolcraft
