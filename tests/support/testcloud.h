#pragma once

// The loopback test cloud (tests/support/testcloud.js) as a test fixture: started on port 0
// when the test starts, ended when the fixture goes. Header-only so that any test folder can
// include it. Control calls go through the app's own HttpTransport.

#include "app/cloud/httptransport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QString>

namespace Poolcraft::Testing {

class TestCloud
{
public:
    TestCloud() = default;
    TestCloud(const TestCloud &) = delete;
    TestCloud &operator=(const TestCloud &) = delete;
    ~TestCloud()
    {
        if (m_server.state() == QProcess::NotRunning)
            return;
        m_server.closeWriteChannel();   // the server exits when its stdin ends
        if (!m_server.waitForFinished(5000)) {
            m_server.kill();
            m_server.waitForFinished(5000);
        }
    }

    // False with why in *error (node missing, the protos not installed, no port).
    bool start(QString *error, const QProcessEnvironment &extra = {})
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty()) {
            *error = QStringLiteral("node is not installed (packaging/dev.sh installs it)");
            return false;
        }
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(extra);
        m_server.setProcessEnvironment(environment);
        m_server.start(node, {QStringLiteral(POOLCRAFT_SOURCE_DIR "/tests/support/testcloud.js")});
        // Loading protos.json takes a while on a loaded machine.
        while (m_server.waitForReadyRead(120000)) {
            if (!m_server.canReadLine())
                continue;
            const QByteArray line = m_server.readLine().trimmed();
            if (line.startsWith("listening ")) {
                m_port = line.mid(10).toInt();
                return true;
            }
        }
        *error = QStringLiteral("testcloud.js did not start: ")
                 + QString::fromUtf8(m_server.readAllStandardError());
        return false;
    }

    QString root() const { return QStringLiteral("http://127.0.0.1:%1/").arg(m_port); }
    QString tokenUri() const { return root() + QStringLiteral("token"); }

    // POST /control/NAME with `body`; the answer's JSON.
    QJsonObject control(const QString &name, const QJsonObject &body = {}) const
    {
        HttpRequest request;
        request.method = body.isEmpty() && (name == QLatin1String("log")
                                            || name == QLatin1String("tokens"))
                             ? "GET" : "POST";
        request.url = root() + QStringLiteral("control/") + name;
        request.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
        return QJsonDocument::fromJson(HttpTransport().perform(request).body).object();
    }

    void fault(const QString &match, const QString &kind, int count = 1,
               const QJsonObject &more = {}) const
    {
        QJsonObject body = more;
        body.insert(QStringLiteral("match"), match);
        body.insert(QStringLiteral("kind"), kind);
        body.insert(QStringLiteral("count"), count);
        control(QStringLiteral("fault"), body);
    }

    QStringList tokens() const
    {
        QStringList all;
        for (const QJsonValue token : control(QStringLiteral("tokens")).value(QStringLiteral("tokens")).toArray())
            all << token.toString();
        return all;
    }

    // Calls the server saw whose "METHOD PATH" contains `part`, with their statuses.
    QList<int> statusesOf(const QString &part) const
    {
        QList<int> statuses;
        for (const QJsonValue value : control(QStringLiteral("log")).value(QStringLiteral("calls")).toArray()) {
            const QJsonObject call = value.toObject();
            const QString what = call.value(QStringLiteral("method")).toString() + QLatin1Char(' ')
                                 + call.value(QStringLiteral("path")).toString();
            if (what.contains(part))
                statuses << call.value(QStringLiteral("status")).toInt();
        }
        return statuses;
    }

    // What points gcloud and poolcraft at this server (no credentials: the caller adds them).
    QProcessEnvironment clientEnvironment() const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("CLOUDSDK_API_ENDPOINT_OVERRIDES_AIPLATFORM"), root());
        environment.insert(QStringLiteral("CLOUDSDK_API_ENDPOINT_OVERRIDES_LOGGING"), root());
        environment.insert(QStringLiteral("CLOUDSDK_CORE_PROJECT"), QStringLiteral("test-project"));
        environment.insert(QStringLiteral("CLOUDSDK_CORE_DISABLE_PROMPTS"), QStringLiteral("1"));
        return environment;
    }

private:
    QProcess m_server;
    int m_port = 0;
};

} // namespace Poolcraft::Testing
