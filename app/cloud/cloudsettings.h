#pragma once

#include <QString>

namespace Poolcraft {

// The user's cloud settings, read from QSettings in this one place ("vertex/..." keys);
// each is empty when not set. Never holds a token.
struct CloudSettings
{
    QString project;
    QString region;
    QString aiplatformEndpoint;   // a root URL, like the gcloud override
    QString loggingEndpoint;
    QString credentialsFile;      // pins a key file or ADC file
    QString gcloudAccount;        // pins `gcloud auth print-access-token --account`

    static CloudSettings load();
    void save() const;
};

} // namespace Poolcraft
