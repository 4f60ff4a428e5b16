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
    auto checked = [error](const VertexJobName &name) -> std::optional<VertexJobName> {
        *error = name.problem();
        return error->isEmpty() ? std::optional(name) : std::nullopt;
    };
    const QRegularExpressionMatch match = full.match(text);
    if (match.hasMatch())
        return checked({match.captured(1), match.captured(2), match.captured(3), match.captured(4)});
    if (number.match(text).hasMatch()) {
        if (project.isEmpty() || region.isEmpty()) {
            *error = tr("job %1: a numeric id needs --project and --region").arg(text);
            return std::nullopt;
        }
        VertexJobName name;
        name.project = project;
        name.region = region;
        name.id = text;
        return checked(name);
    }
    *error = tr("%1 is not a job: give projects/P/locations/R/customJobs/ID (or "
                "hyperparameterTuningJobs/ID), or a numeric id with --project and --region")
                 .arg(text);
    return std::nullopt;
}

QString VertexJobName::regionProblem(const QString &region)
{
    // A region is a host name label: us-central1.
    static const QRegularExpression regionName(QStringLiteral("^[a-z][a-z0-9-]{0,62}$"));
    if (!regionName.match(region).hasMatch())
        return tr("'%1' is not a region: regions are written like us-central1").arg(region);
    return {};
}

QString VertexJobName::problem() const
{
    // Project IDs are lower-case letters, digits and hyphens, with "domain.com:" before
    // the older domain-scoped ones.
    static const QRegularExpression projectName(QStringLiteral("^[a-z0-9][a-z0-9.:-]{0,99}$"));
    static const QRegularExpression jobId(QStringLiteral("^\\d{0,30}$"));
    if (const QString why = regionProblem(region); !why.isEmpty())
        return why;
    if (!projectName.match(project).hasMatch())
        return tr("'%1' is not a project ID: lower-case letters, digits and hyphens").arg(project);
    if (collection != QLatin1String("customJobs")
        && collection != QLatin1String("hyperparameterTuningJobs"))
        return tr("'%1' is not a kind of Vertex job").arg(collection);
    if (!jobId.match(id).hasMatch())
        return tr("'%1' is not a job ID: job IDs are numbers").arg(id);
    return {};
}

namespace {

// Nothing is sent for a name that problem() refuses: not even the token's request.
std::optional<CloudResult> refused(const VertexJobName &name)
{
    const QString why = name.problem();
    if (why.isEmpty())
        return std::nullopt;
    CloudResult result;
    result.error = why;
    return result;
}

} // namespace

QString VertexApi::jobUrl(const VertexJobName &job) const
{
    return m_endpoints.aiplatformRoot(job.region) + QStringLiteral("v1/") + job.resourceName();
}

CloudResult VertexApi::create(const VertexJobName &where, const QByteArray &body)
{
    if (const std::optional<CloudResult> refusal = refused(where))
        return *refusal;
    // Not idempotent: a create sent twice after a lost answer would start two jobs.
    return m_client.call("POST",
                         m_endpoints.aiplatformRoot(where.region) + QStringLiteral("v1/")
                             + where.parent() + QLatin1Char('/') + where.collection,
                         body, false, m_cancelled);
}

CloudResult VertexApi::get(const VertexJobName &job)
{
    if (const std::optional<CloudResult> refusal = refused(job))
        return *refusal;
    return m_client.call("GET", jobUrl(job), {}, true, m_cancelled);
}

CloudResult VertexApi::cancel(const VertexJobName &job)
{
    if (const std::optional<CloudResult> refusal = refused(job))
        return *refusal;
    // Cancelling twice is cancelling once: safe to send again.
    return m_client.call("POST", jobUrl(job) + QStringLiteral(":cancel"), "{}", true, m_cancelled);
}

CloudResult VertexApi::list(const VertexJobName &where, const QString &pageToken)
{
    if (const std::optional<CloudResult> refusal = refused(where))
        return *refusal;
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
