#pragma once

#include "cloudsettings.h"

#include <QCoreApplication>
#include <QString>

namespace Poolcraft {

// Where Vertex AI and Cloud Logging answer, resolved as gcloud does: the
// CLOUDSDK_API_ENDPOINT_OVERRIDES_* variable, else the setting, else Google's host. Roots
// end in '/'; callers add "v1/..." or "v2/...".
class CloudEndpoints
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::CloudEndpoints)

public:
    static CloudEndpoints resolve(const CloudSettings &settings);

    QString aiplatformRoot(const QString &region) const;
    QString loggingRoot() const;
    // Empty when usable; else why not: only https, or plain http to a loopback address.
    QString problem() const { return m_problem; }

    // True for https URLs and for http to 127.0.0.0/8, ::1 or localhost.
    static bool isAcceptable(const QString &url);

private:
    QString m_aiplatform;   // empty: the regional host
    QString m_logging;
    QString m_problem;
};

// The project, as gcloud and Google's libraries find it: `flag`, the setting,
// CLOUDSDK_CORE_PROJECT, `gcloud config get project`. Empty when none of them names one.
QString resolveProject(const QString &flag, const CloudSettings &settings);
// The same without asking gcloud (which can take seconds): empty when only gcloud knows.
QString configuredProject(const QString &flag, const CloudSettings &settings);
// The region: the flag (or the job's), else the setting.
QString resolveRegion(const QString &flag, const CloudSettings &settings);

} // namespace Poolcraft
