#pragma once

#include "vertexapi.h"

#include <QDateTime>
#include <QJsonArray>
#include <QList>
#include <QSet>
#include <QString>

namespace Poolcraft {

// One line of a Vertex job's log, as gcloud prints it.
struct CloudLogLine
{
    QString task;        // resource.labels.task_name ("workerpool0-0", "service")
    QString severity;    // as sent; DEFAULT when none
    QString timestamp;
    QString text;        // one line: multi-line messages are split as gcloud does
};

// Severity at or above WARNING (what `poolcraft logs` shows next to the line).
bool isWarningOrWorse(const QString &severity);

// Where reading a job's Cloud Logging entries has got to: gcloud's algorithm
// (command_lib/logs/stream.py), a cursor (timestamp, insertId) of the last entry taken and
// an upper bound a safety lag behind now, because entries arrive late and out of order;
// insertIds seen at the cursor's timestamp are remembered so that no entry is taken twice.
class CloudLogCursor
{
public:
    explicit CloudLogCursor(int safetyLagMs = 5000) : m_safetyLagMs(safetyLagMs) { }

    // The filter of the next poll: `base` AND the cursor AND the upper bound.
    QString filter(const QString &base, const QDateTime &now) const;
    // The lines of `entries` (one page, in timestamp order) not taken before.
    QList<CloudLogLine> take(const QJsonArray &entries);

    static QString jobFilter(const QString &jobId, const QString &task = {});

private:
    int m_safetyLagMs;
    QString m_lastTimestamp;
    QString m_lastInsertId;
    QSet<QString> m_idsAtLast;
};

// Polls one job's logs: every page of entries:list since the cursor.
class CloudLogFollower
{
public:
    CloudLogFollower(const VertexJobName &job, const QString &task = {}, int safetyLagMs = 5000)
        : m_project(job.project)
        , m_baseFilter(CloudLogCursor::jobFilter(job.id, task))
        , m_cursor(safetyLagMs)
    {
    }

    // New lines, or an error (the cursor then stays where it was: the next poll resumes).
    QList<CloudLogLine> poll(VertexApi &api, QString *error);
    int requestsSent() const { return m_requests; }

private:
    QString m_project;
    QString m_baseFilter;
    CloudLogCursor m_cursor;
    int m_requests = 0;
};

} // namespace Poolcraft
