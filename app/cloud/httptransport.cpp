#include "httptransport.h"

#include <curl/curl.h>

#include <mutex>

namespace Poolcraft {

namespace {

void initialiseCurlOnce()
{
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

size_t appendBody(char *data, size_t size, size_t count, void *user)
{
    static_cast<QByteArray *>(user)->append(data, qsizetype(size * count));
    return size * count;
}

size_t readHeader(char *data, size_t size, size_t count, void *user)
{
    const QByteArray line = QByteArray(data, qsizetype(size * count)).trimmed();
    const qsizetype colon = line.indexOf(':');
    if (colon > 0 && line.left(colon).trimmed().toLower() == "retry-after")
        *static_cast<QByteArray *>(user) = line.mid(colon + 1).trimmed();
    return size * count;
}

int checkCancelled(void *user, curl_off_t, curl_off_t, curl_off_t, curl_off_t)
{
    const auto *cancelled = static_cast<const std::atomic_bool *>(user);
    return cancelled && cancelled->load() ? 1 : 0;
}

} // namespace

HttpResponse HttpTransport::perform(const HttpRequest &request,
                                    const std::atomic_bool *cancelled) const
{
    initialiseCurlOnce();
    HttpResponse response;
    CURL *curl = curl_easy_init();
    if (!curl) {
        response.transportError = QStringLiteral("cannot start libcurl");
        return response;
    }
    const QByteArray url = request.url.toUtf8();
    curl_easy_setopt(curl, CURLOPT_URL, url.constData());
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, request.method.constData());
    if (request.method != "GET") {
        curl_easy_setopt(curl, CURLOPT_POSTFIELDS, request.body.constData());
        curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.size()));
    }
    curl_slist *headers = nullptr;
    for (const auto &header : request.headers)
        headers = curl_slist_append(headers, (header.first + ": " + header.second).constData());
    // curl would otherwise wait a second for "100 Continue" before sending larger bodies.
    headers = curl_slist_append(headers, "Expect:");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);  // timeouts without SIGALRM: threads
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, long(m_timeouts.connectMs));
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, long(m_timeouts.totalMs));
    curl_easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(curl, CURLOPT_USERAGENT, "poolcraft");
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, appendBody);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &response.body);
    curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, readHeader);
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, &response.retryAfter);
    curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, checkCancelled);
    curl_easy_setopt(curl, CURLOPT_XFERINFODATA, cancelled);

    const CURLcode code = curl_easy_perform(curl);
    if (code == CURLE_OK) {
        long status = 0;
        curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
        response.status = int(status);
    } else {
        // A half-read answer is no answer: the caller decides whether to send it again.
        response.body.clear();
        response.timedOut = code == CURLE_OPERATION_TIMEDOUT;
        response.cancelled = code == CURLE_ABORTED_BY_CALLBACK;
        response.transportError = QString::fromUtf8(curl_easy_strerror(code));
    }
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
    return response;
}

} // namespace Poolcraft
