#include "cloudsettings.h"

#include <QSettings>

#include <utility>

namespace Poolcraft {

namespace {

// Each setting's key beside the member that holds it, for load() and save() alike.
const std::pair<const char *, QString CloudSettings::*> Keys[] = {
    {"vertex/project", &CloudSettings::project},
    {"vertex/region", &CloudSettings::region},
    {"vertex/aiplatformEndpoint", &CloudSettings::aiplatformEndpoint},
    {"vertex/loggingEndpoint", &CloudSettings::loggingEndpoint},
    {"vertex/credentialsFile", &CloudSettings::credentialsFile},
    {"vertex/gcloudAccount", &CloudSettings::gcloudAccount},
};

} // namespace

CloudSettings CloudSettings::load()
{
    const QSettings settings;
    CloudSettings cloud;
    for (const auto &[key, member] : Keys)
        cloud.*member = settings.value(QLatin1String(key)).toString();
    return cloud;
}

void CloudSettings::save() const
{
    QSettings settings;
    // Not set is not the same as set to nothing: an empty value leaves no key behind.
    for (const auto &[key, member] : Keys) {
        if ((this->*member).isEmpty())
            settings.remove(QLatin1String(key));
        else
            settings.setValue(QLatin1String(key), this->*member);
    }
}

} // namespace Poolcraft
