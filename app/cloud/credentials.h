#pragma once

#include "cloudsettings.h"
#include "httptransport.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <memory>

namespace Poolcraft {

// An OAuth access token. Lives in memory only: never written, logged or shown.
struct AccessToken
{
    QByteArray value;
    QDateTime expires;   // UTC
};

struct TokenResult
{
    AccessToken token;   // value empty when error is set
    QString error;       // for people; never holds a token, a key or a secret
};

// Where access tokens come from. Implementations: a service-account key (RS256 JWT grant),
// an authorized_user file (refresh-token grant), `gcloud auth print-access-token`.
class CredentialSource
{
public:
    virtual ~CredentialSource() = default;
    // For people: "service account a@b.iam.gserviceaccount.com (key.json)".
    virtual QString description() const = 0;
    // A fresh token (a network call or a process: worker threads only).
    virtual TokenResult fetchToken(const HttpTransport &transport) = 0;
};

// A service_account or authorized_user JSON file; null with *error when it is neither.
std::unique_ptr<CredentialSource> credentialsFromFile(const QString &path, QString *error);

struct CredentialChoice
{
    std::unique_ptr<CredentialSource> source;   // null: none found
    QString problem;                            // why, with what was tried and how to set one
};

// In the order Google's client libraries look (GOOGLE_APPLICATION_CREDENTIALS, then
// gcloud's Application Default Credentials file), then gcloud's own login; a key file in
// the settings is taken first.
CredentialChoice findCredentials(const CloudSettings &settings);

} // namespace Poolcraft
