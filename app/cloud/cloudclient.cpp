#include "cloudclient.h"

#include "googleerror.h"

#include <QCoreApplication>
#include <QMutexLocker>
#include <QRandomGenerator>

#include <chrono>
#include <thread>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class CloudClientMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::CloudClient)
};

// Sleeps `ms`, waking early when the call is cancelled.
void waitUnlessCancelled(int ms, const std::atomic_bool *cancelled)
{
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    while (std::chrono::steady_clock::now() < end) {
        if (cancelled && cancelled->load())
            return;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

} // namespace

CloudClient::CloudClient(std::shared_ptr<CredentialSource> credentials, HttpTimeouts timeouts,
                         RetryPolicy retry)
    : m_credentials(std::move(credentials))
    , m_transport(timeouts)
    , m_retry(retry)
{
}

QByteArray CloudClient::token(bool refresh, QString *error)
{
    QMutexLocker locker(&m_tokenMutex);
    // Five minutes early, as Google's libraries do: a token must not expire mid-call.
    const QDateTime soon = QDateTime::currentDateTimeUtc().addSecs(300);
    if (refresh || m_token.value.isEmpty() || m_token.expires < soon) {
        const TokenResult result = m_credentials->fetchToken(m_transport);
        if (!result.error.isEmpty()) {
            *error = CloudClientMessages::tr("no access token from %1: %2").arg(m_credentials->description(),
                                                           result.error);
            m_token = {};
            return {};
        }
        m_token = result.token;
    }
    return m_token.value;
}

CloudResult CloudClient::call(const QByteArray &method, const QString &url,
                              const QByteArray &body, bool idempotent,
                              const std::atomic_bool *cancelled)
{
    CloudResult result;
    bool refreshedAfter401 = false;
    HttpRequest request;
    request.method = method;
    request.url = url;
    request.body = body;
    request.idempotent = idempotent;
    for (int attempt = 1;; ++attempt) {
        result.attempts = attempt;
        QString tokenError;
        const QByteArray bearer = token(false, &tokenError);
        if (bearer.isEmpty()) {
            result.error = tokenError;
            return result;
        }
        request.headers = {{"Authorization", "Bearer " + bearer},
                           {"Content-Type", "application/json"}};
        const HttpResponse response = m_transport.perform(request, cancelled);
        result.status = response.status;
        result.body = response.body;
        if (response.cancelled) {
            result.error = CloudClientMessages::tr("cancelled");
            return result;
        }
        if (response.status >= 200 && response.status < 300)
            return result;
        if (response.status == 401 && !refreshedAfter401) {
            // The token expired or was revoked mid-stream: one new token, one more try.
            refreshedAfter401 = true;
            token(true, &tokenError);
            if (!tokenError.isEmpty()) {
                result.error = tokenError;
                return result;
            }
            continue;
        }
        const QString why = response.isTransportFailure()
                                ? CloudClientMessages::tr("cannot reach %1: %2").arg(url, response.transportError)
                                : GoogleError::fromResponse(response.status, response.body).text();
        if (attempt >= m_retry.maxAttempts || !m_retry.shouldRetry(response, idempotent)) {
            result.error = attempt > 1 ? CloudClientMessages::tr("%1 (after %2 attempts)").arg(why).arg(attempt) : why;
            return result;
        }
        const int delay = m_retry.delayMs(attempt, response.retryAfter,
                                          QRandomGenerator::global()->generateDouble());
        ++m_retries;
        if (m_retryObserver)
            m_retryObserver(delay, why);
        waitUnlessCancelled(delay, cancelled);
        if (cancelled && cancelled->load()) {
            result.error = CloudClientMessages::tr("cancelled");
            return result;
        }
    }
}

} // namespace Poolcraft
