#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Poolcraft {

// What Google's error body says ({"error": {"code", "message", "status", "details"}}), for
// people: the message as sent and, for 403, the permission that is missing.
struct GoogleError
{
    int httpStatus = 0;
    QString status;       // "PERMISSION_DENIED"
    QString message;      // Google's own words
    QString permission;   // "aiplatform.customJobs.create", from a 403

    static GoogleError fromResponse(int httpStatus, const QByteArray &body);
    QString text() const;   // one line: what the user reads

    Q_DECLARE_TR_FUNCTIONS(Poolcraft::GoogleError)
};

} // namespace Poolcraft
