#include "endpoints.h"

#include <QRegularExpression>
#include <QProcess>
#include <QStandardPaths>
#include <QUrl>

namespace Poolcraft {

namespace {

QString withSlash(QString root)
{
    if (!root.isEmpty() && !root.endsWith(QLatin1Char('/')))
        root += QLatin1Char('/');
    return root;
}

QString overrideOrSetting(const char *variable, const QString &setting)
{
    const QString fromEnvironment = qEnvironmentVariable(variable);
    return withSlash(fromEnvironment.isEmpty() ? setting : fromEnvironment);
}

} // namespace

CloudEndpoints CloudEndpoints::resolve(const CloudSettings &settings)
{
    CloudEndpoints endpoints;
    endpoints.m_aiplatform = overrideOrSetting("CLOUDSDK_API_ENDPOINT_OVERRIDES_AIPLATFORM",
                                               settings.aiplatformEndpoint);
    endpoints.m_logging = overrideOrSetting("CLOUDSDK_API_ENDPOINT_OVERRIDES_LOGGING",
                                            settings.loggingEndpoint);
    for (const QString &root : {endpoints.m_aiplatform, endpoints.m_logging}) {
        if (!root.isEmpty() && !isAcceptable(root)) {
            endpoints.m_problem
                = tr("%1: only https:// endpoints are used, or http:// to this machine")
                      .arg(root);
        }
    }
    return endpoints;
}

QString CloudEndpoints::aiplatformRoot(const QString &region) const
{
    if (!m_aiplatform.isEmpty())
        return m_aiplatform;
    return QStringLiteral("https://%1-aiplatform.googleapis.com/").arg(region);
}

QString CloudEndpoints::loggingRoot() const
{
    return m_logging.isEmpty() ? QStringLiteral("https://logging.googleapis.com/") : m_logging;
}

bool CloudEndpoints::isAcceptable(const QString &text)
{
    const QUrl url(text);
    if (!url.isValid() || url.host().isEmpty())
        return false;
    if (url.scheme() == QLatin1String("https"))
        return true;
    if (url.scheme() != QLatin1String("http"))
        return false;
    // A token sent in clear must not leave the machine.
    if (url.host() == QLatin1String("localhost"))
        return true;
    static const QRegularExpression loopbackV4(
        QStringLiteral("^127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$"));
    return url.host() == QLatin1String("::1") || loopbackV4.match(url.host()).hasMatch();
}

QString configuredProject(const QString &flag, const CloudSettings &settings)
{
    if (!flag.isEmpty())
        return flag;
    if (!settings.project.isEmpty())
        return settings.project;
    return qEnvironmentVariable("CLOUDSDK_CORE_PROJECT");
}

QString resolveRegion(const QString &flag, const CloudSettings &settings)
{
    return flag.isEmpty() ? settings.region : flag;
}

QString resolveProject(const QString &flag, const CloudSettings &settings)
{
    const QString configured = configuredProject(flag, settings);
    if (!configured.isEmpty())
        return configured;
    const QString gcloud = QStandardPaths::findExecutable(QStringLiteral("gcloud"));
    if (gcloud.isEmpty())
        return {};
    QProcess process;
    process.start(gcloud, {QStringLiteral("config"), QStringLiteral("get"), QStringLiteral("project")});
    if (!process.waitForFinished(30000) || process.exitCode() != 0) {
        process.kill();
        process.waitForFinished(1000);
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

} // namespace Poolcraft
