#pragma once

#include "cloudclient.h"
#include "endpoints.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace Poolcraft {

// A Vertex job's name: projects/P/locations/R/customJobs/ID (or hyperparameterTuningJobs).
struct VertexJobName
{
    QString project;
    QString region;
    QString collection = QStringLiteral("customJobs");   // or "hyperparameterTuningJobs"
    QString id;

    QString resourceName() const;
    QString parent() const { return QStringLiteral("projects/%1/locations/%2").arg(project, region); }
    // A resource name, or a numeric id with `project` and `region` (a custom job unless
    // `collection` says otherwise). nullopt with *error when neither.
    static std::optional<VertexJobName> parse(const QString &text, const QString &project,
                                              const QString &region, QString *error);
    // Empty when every part can go into a request; else why not. The region becomes part
    // of the host name and the rest of the path, and the bearer token goes with them: a
    // region "evil.com#" would send it to evil.com.
    QString problem() const;
    // The region part of problem(), for a region given on its own (--region).
    static QString regionProblem(const QString &region);

    Q_DECLARE_TR_FUNCTIONS(Poolcraft::VertexJobName)
};

// The REST calls Poolcraft makes: Vertex jobs in their region, Cloud Logging entries:list.
// Blocking, like CloudClient.
class VertexApi
{
public:
    VertexApi(CloudClient &client, CloudEndpoints endpoints, const std::atomic_bool *cancelled = nullptr)
        : m_client(client)
        , m_endpoints(std::move(endpoints))
        , m_cancelled(cancelled)
    {
    }

    CloudResult create(const VertexJobName &where, const QByteArray &body);
    CloudResult get(const VertexJobName &job);
    CloudResult cancel(const VertexJobName &job);
    // One page of the jobs in where.project / where.region of where.collection.
    CloudResult list(const VertexJobName &where, const QString &pageToken);
    CloudResult listEntries(const QString &project, const QString &filter,
                            const QString &pageToken);

private:
    QString jobUrl(const VertexJobName &job) const;

    CloudClient &m_client;
    CloudEndpoints m_endpoints;
    const std::atomic_bool *m_cancelled;
};

// The job's page in the Google Cloud console (custom jobs open on their CPU tab, as the
// console's own links do).
QString vertexConsoleUrl(const VertexJobName &job);

// Vertex's JobState, as far as the run state machine tells them apart.
bool isTerminalJobState(const QString &state);

} // namespace Poolcraft
