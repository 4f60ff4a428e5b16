#include "cloudsettings.h"

#include <QSettings>

namespace Poolcraft {

CloudSettings CloudSettings::load()
{
    QSettings settings;
    CloudSettings cloud;
    cloud.project = settings.value(QStringLiteral("vertex/project")).toString();
    cloud.region = settings.value(QStringLiteral("vertex/region")).toString();
    cloud.aiplatformEndpoint = settings.value(QStringLiteral("vertex/aiplatformEndpoint")).toString();
    cloud.loggingEndpoint = settings.value(QStringLiteral("vertex/loggingEndpoint")).toString();
    cloud.credentialsFile = settings.value(QStringLiteral("vertex/credentialsFile")).toString();
    cloud.gcloudAccount = settings.value(QStringLiteral("vertex/gcloudAccount")).toString();
    return cloud;
}

} // namespace Poolcraft
