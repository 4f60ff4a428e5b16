#pragma once

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>

namespace Poolcraft {

// Where Vertex AI credentials and the default project would come from, found the way the
// cloud client looks for them (DESIGN §4) but by reading the environment and files only:
// no gcloud process and no network, so that the welcome page can say it at once, offline.
class CloudSetup
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::CloudSetup)

public:
    enum class CredentialSource {
        KeyFile,            // the file GOOGLE_APPLICATION_CREDENTIALS names
        ApplicationDefault, // gcloud's application_default_credentials.json
        GcloudAccount,      // `gcloud auth print-access-token` for gcloud's active account
        None
    };

    // The environment is a parameter so that tests can give HOME and the variables.
    static CloudSetup find(
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());

    CredentialSource source = CredentialSource::None;
    QString credentialFile;  // KeyFile and ApplicationDefault: the file
    QString credentialType;  // its "type": service_account, authorized_user, ...
    QString account;         // GcloudAccount: gcloud's active account
    // Why a source that was named cannot be used, e.g. GOOGLE_APPLICATION_CREDENTIALS names
    // a file that does not exist (the client then fails rather than falling back).
    QString problem;
    QString project;         // CLOUDSDK_CORE_PROJECT, else gcloud's active configuration
    QString projectOrigin;   // where project came from, for a person
    QString gcloudPath;      // gcloud on PATH; empty when it is not installed
};

} // namespace Poolcraft
