#include "cloudlogfollower.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Poolcraft {

namespace {

QString quoted(const QString &value)
{
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

} // namespace

bool isWarningOrWorse(const QString &severity)
{
    static const QStringList serious{QStringLiteral("WARNING"), QStringLiteral("ERROR"),
                                     QStringLiteral("CRITICAL"), QStringLiteral("ALERT"),
                                     QStringLiteral("EMERGENCY")};
    return serious.contains(severity);
}

QString CloudLogCursor::jobFilter(const QString &jobId, const QString &task)
{
    QString filter = QStringLiteral("resource.type=\"ml_job\" AND resource.labels.job_id=%1")
                         .arg(quoted(jobId));
    if (!task.isEmpty())
        filter += QStringLiteral(" AND resource.labels.task_name=%1").arg(quoted(task));
    return filter;
}

QString CloudLogCursor::filter(const QString &base, const QDateTime &now) const
{
    QString filter = base;
    if (!m_lastTimestamp.isEmpty()) {
        const QString ts = quoted(m_lastTimestamp);
        filter += m_lastInsertId.isEmpty()
                      ? QStringLiteral(" AND timestamp>=%1").arg(ts)
                      : QStringLiteral(" AND ((timestamp=%1 AND insertId>%2) OR timestamp>%1)")
                            .arg(ts, quoted(m_lastInsertId));
    }
    const QDateTime bound = now.toUTC().addMSecs(-m_safetyLagMs);
    filter += QStringLiteral(" AND timestamp<%1")
                  .arg(quoted(bound.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000+00:00"))));
    return filter;
}

QList<CloudLogLine> CloudLogCursor::take(const QJsonArray &entries)
{
    QList<CloudLogLine> lines;
    for (const QJsonValue value : entries) {
        const QJsonObject entry = value.toObject();
        const QString timestamp = entry.value(QStringLiteral("timestamp")).toString();
        const QString insertId = entry.value(QStringLiteral("insertId")).toString();
        if (timestamp == m_lastTimestamp) {
            if (m_idsAtLast.contains(insertId))
                continue;
        } else {
            m_idsAtLast.clear();
        }
        m_lastTimestamp = timestamp;
        m_lastInsertId = insertId;
        m_idsAtLast.insert(insertId);

        CloudLogLine line;
        line.timestamp = timestamp;
        line.severity = entry.value(QStringLiteral("severity")).toString(QStringLiteral("DEFAULT"));
        line.task = entry.value(QStringLiteral("resource")).toObject()
                        .value(QStringLiteral("labels")).toObject()
                        .value(QStringLiteral("task_name")).toString(QStringLiteral("unknown_task"));
        const QJsonValue json = entry.value(QStringLiteral("jsonPayload"));
        const QString message = json.isObject()
                                    ? json.toObject().value(QStringLiteral("message")).toString()
                                    : entry.value(QStringLiteral("textPayload")).toString();
        // gcloud splits on newlines; a trailing newline adds no empty line.
        QStringList parts = message.split(QLatin1Char('\n'));
        if (parts.size() > 1 && parts.last().isEmpty())
            parts.removeLast();
        for (const QString &part : std::as_const(parts)) {
            line.text = part;
            lines << line;
        }
    }
    return lines;
}

QList<CloudLogLine> CloudLogFollower::poll(VertexApi &api, QString *error)
{
    // Pages are read against a copy: a failure halfway leaves the cursor where it was, so
    // the next poll asks again for everything from there and nothing is lost or doubled.
    CloudLogCursor cursor = m_cursor;
    const QString filter = cursor.filter(m_baseFilter, QDateTime::currentDateTimeUtc());
    QList<CloudLogLine> lines;
    QString pageToken;
    do {
        ++m_requests;
        const CloudResult result = api.listEntries(m_project, filter, pageToken);
        if (!result.ok()) {
            *error = result.error;
            return {};
        }
        const QJsonObject page = QJsonDocument::fromJson(result.body).object();
        lines += cursor.take(page.value(QStringLiteral("entries")).toArray());
        pageToken = page.value(QStringLiteral("nextPageToken")).toString();
    } while (!pageToken.isEmpty());
    m_cursor = cursor;
    error->clear();
    return lines;
}

} // namespace Poolcraft
