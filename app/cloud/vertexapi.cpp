#include "vertexapi.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrlQuery>

namespace Poolcraft {

QString VertexJobName::resourceName() const
{
    return parent() + QLatin1Char('/') + collection + QLatin1Char('/') + id;
}

std::optional<VertexJobName> VertexJobName::parse(const QString &text, const QString &project,
                                                  const QString &region, QString *error)
{
    static const QRegularExpression full(QStringLiteral(
        "^projects/([^/]+)/locations/([^/]+)/(customJobs|hyperparameterTuningJobs)/(\\d+)$"));
    static const QRegularExpression number(QStringLiteral("^\\d+$"));
    const QRegularExpressionMatch match = full.match(text);
    if (match.hasMatch())
        return VertexJobName{match.captured(1), match.captured(2), match.captured(3), match.captured(4)};
    if (number.match(text).hasMatch()) {
        if (project.isEmpty() || region.isEmpty()) {
            *error = tr("job %1: a numeric id needs --project and --region").arg(text);
            return std::nullopt;
        }
        VertexJobName name;
        name.project = project;
        name.region = region;
        name.id = text;
        return name;
    }
    *error = tr("%1 is not a job: give projects/P/locations/R/customJobs/ID (or "
                "hyperparameterTuningJobs/ID), or a numeric id with --project and --region")
                 .arg(text);
    return std::nullopt;
}

QString VertexApi::jobUrl(const VertexJobName &job) const
{
    return m_endpoints.aiplatformRoot(job.region) + QStringLiteral("v1/") + job.resourceName();
}

CloudResult VertexApi::create(const VertexJobName &where, const QByteArray &body)
{
    // Not idempotent: a create sent twice after a lost answer would start two jobs.
    return m_client.call("POST",
                         m_endpoints.aiplatformRoot(where.region) + QStringLiteral("v1/")
                             + where.parent() + QLatin1Char('/') + where.collection,
                         body, false, m_cancelled);
}

CloudResult VertexApi::get(const VertexJobName &job)
{
    return m_client.call("GET", jobUrl(job), {}, true, m_cancelled);
}

CloudResult VertexApi::cancel(const VertexJobName &job)
{
    // Cancelling twice is cancelling once: safe to send again.
    return m_client.call("POST", jobUrl(job) + QStringLiteral(":cancel"), "{}", true, m_cancelled);
}

CloudResult VertexApi::list(const VertexJobName &where, const QString &pageToken)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("pageSize"), QStringLiteral("100"));
    if (!pageToken.isEmpty())
        query.addQueryItem(QStringLiteral("pageToken"), pageToken);
    return m_client.call("GET",
                         m_endpoints.aiplatformRoot(where.region) + QStringLiteral("v1/")
                             + where.parent() + QLatin1Char('/') + where.collection
                             + QLatin1Char('?') + query.query(QUrl::FullyEncoded),
                         {}, true, m_cancelled);
}

CloudResult VertexApi::listEntries(const QString &project, const QString &filter,
                                   const QString &pageToken)
{
    QJsonObject request{{QStringLiteral("resourceNames"),
                         QJsonArray{QStringLiteral("projects/") + project}},
                        {QStringLiteral("filter"), filter},
                        {QStringLiteral("orderBy"), QStringLiteral("timestamp asc")},
                        {QStringLiteral("pageSize"), 1000}};
    if (!pageToken.isEmpty())
        request.insert(QStringLiteral("pageToken"), pageToken);
    // entries:list reads only: safe to send again.
    return m_client.call("POST", m_endpoints.loggingRoot() + QStringLiteral("v2/entries:list"),
                         QJsonDocument(request).toJson(QJsonDocument::Compact), true,
                         m_cancelled);
}

bool isTerminalJobState(const QString &state)
{
    return state == QLatin1String("JOB_STATE_SUCCEEDED")
           || state == QLatin1String("JOB_STATE_FAILED")
           || state == QLatin1String("JOB_STATE_CANCELLED")
           || state == QLatin1String("JOB_STATE_EXPIRED");
}

QString vertexConsoleUrl(const VertexJobName &job)
{
    const QString page = job.collection == QLatin1String("hyperparameterTuningJobs")
                             ? QStringLiteral("training/hyperparameter-tuning-jobs/%1").arg(job.id)
                             : QStringLiteral("training/%1/cpu").arg(job.id);
    return QStringLiteral("https://console.cloud.google.com/vertex-ai/locations/%1/%2?project=%3")
        .arg(job.region, page, job.project);
}

} // namespace Poolcraft
