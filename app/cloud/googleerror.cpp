#include "googleerror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Poolcraft {

GoogleError GoogleError::fromResponse(int httpStatus, const QByteArray &body)
{
    GoogleError error;
    error.httpStatus = httpStatus;
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    const QJsonValue inner = root.value(QStringLiteral("error"));
    if (inner.isObject()) {
        const QJsonObject object = inner.toObject();
        error.message = object.value(QStringLiteral("message")).toString();
        error.status = object.value(QStringLiteral("status")).toString();
        for (const QJsonValue detail : object.value(QStringLiteral("details")).toArray()) {
            const QString permission = detail.toObject()
                                           .value(QStringLiteral("metadata")).toObject()
                                           .value(QStringLiteral("permission")).toString();
            if (!permission.isEmpty())
                error.permission = permission;
        }
    } else if (inner.isString()) {
        // The OAuth token endpoint answers {"error": "invalid_grant", "error_description"}.
        error.status = inner.toString();
        error.message = root.value(QStringLiteral("error_description")).toString();
    }
    if (error.permission.isEmpty() && httpStatus == 403) {
        static const QRegularExpression named(QStringLiteral("[Pp]ermission '([\\w.]+)'"));
        const QRegularExpressionMatch match = named.match(error.message);
        if (match.hasMatch())
            error.permission = match.captured(1);
    }
    if (error.message.isEmpty())
        error.message = QString::fromUtf8(body.left(300)).simplified();
    return error;
}

QString GoogleError::text() const
{
    QString line = tr("HTTP %1").arg(httpStatus);
    if (!status.isEmpty())
        line += QLatin1Char(' ') + status;
    if (!message.isEmpty())
        line += QStringLiteral(": ") + message;
    if (httpStatus == 403 && !permission.isEmpty())
        line += tr(" (missing permission %1)").arg(permission);
    return line;
}

} // namespace Poolcraft
