#include "cloudsetup.h"

#include "models/core/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>

namespace Poolcraft {

namespace {

// gcloud's configuration folder: CLOUDSDK_CONFIG, else ~/.config/gcloud (gcloud does not
// follow XDG_CONFIG_HOME).
QString gcloudConfigDir(const QProcessEnvironment &environment)
{
    const QString configured = environment.value(QStringLiteral("CLOUDSDK_CONFIG"));
    if (!configured.isEmpty())
        return configured;
    return environment.value(QStringLiteral("HOME")) + QLatin1String("/.config/gcloud");
}

// The "type" of a credentials file, or empty when it is not a JSON object.
QString credentialFileType(const QString &fileName)
{
    QByteArray data;
    QString error;
    const QString file = InputFile::isStandardInput(fileName) ? QStringLiteral("./-") : fileName;
    if (!InputFile::read(file, 1 << 20, &data, &error))
        return {};
    return QJsonDocument::fromJson(data).object().value(QLatin1String("type")).toString();
}

// gcloud's active configuration: its name is in active_config ("default" when absent) and
// its INI file in configurations/config_NAME.
QString activeConfigurationFile(const QString &configDir, QString *name)
{
    QByteArray data;
    QString error;
    *name = InputFile::read(configDir + QLatin1String("/active_config"), 4096, &data, &error)
                ? QString::fromUtf8(data.left(4096)).trimmed()
                : QString();
    if (name->isEmpty())
        *name = QStringLiteral("default");
    return configDir + QLatin1String("/configurations/config_") + *name;
}

QString findGcloud(const QProcessEnvironment &environment)
{
    const QStringList path = environment.value(QStringLiteral("PATH"))
                                 .split(QDir::listSeparator(), Qt::SkipEmptyParts);
    return QStandardPaths::findExecutable(QStringLiteral("gcloud"), path);
}

} // namespace

CloudSetup CloudSetup::find(const QProcessEnvironment &environment)
{
    CloudSetup setup;
    setup.gcloudPath = findGcloud(environment);
    const QString configDir = gcloudConfigDir(environment);
    QString configurationName;
    const QSettings configuration(activeConfigurationFile(configDir, &configurationName),
                                  QSettings::IniFormat);
    const QString gcloudProject = configuration.value(QStringLiteral("core/project")).toString();
    const QString gcloudAccount = configuration.value(QStringLiteral("core/account")).toString();

    const QString keyFile = environment.value(QStringLiteral("GOOGLE_APPLICATION_CREDENTIALS"));
    const QString adcFile = configDir + QLatin1String("/application_default_credentials.json");
    if (!keyFile.isEmpty()) {
        setup.source = CredentialSource::KeyFile;
        setup.credentialFile = keyFile;
        setup.credentialType = credentialFileType(keyFile);
        if (!QFileInfo(keyFile).isFile())
            setup.problem = tr("GOOGLE_APPLICATION_CREDENTIALS names %1, which does not exist.")
                                .arg(keyFile);
        else if (setup.credentialType.isEmpty())
            setup.problem = tr("%1 is not a credentials file (a JSON object with a \"type\").")
                                .arg(keyFile);
    } else if (QFileInfo(adcFile).isFile()) {
        setup.source = CredentialSource::ApplicationDefault;
        setup.credentialFile = adcFile;
        setup.credentialType = credentialFileType(adcFile);
        if (setup.credentialType.isEmpty())
            setup.problem = tr("%1 is not a credentials file (a JSON object with a \"type\").")
                                .arg(adcFile);
    } else if (!setup.gcloudPath.isEmpty() && !gcloudAccount.isEmpty()) {
        setup.source = CredentialSource::GcloudAccount;
        setup.account = gcloudAccount;
    }

    const QString projectVariable = environment.value(QStringLiteral("CLOUDSDK_CORE_PROJECT"));
    if (!projectVariable.isEmpty()) {
        setup.project = projectVariable;
        setup.projectOrigin = tr("CLOUDSDK_CORE_PROJECT");
    } else if (!gcloudProject.isEmpty()) {
        setup.project = gcloudProject;
        setup.projectOrigin = tr("gcloud configuration “%1”").arg(configurationName);
    }
    return setup;
}

} // namespace Poolcraft
