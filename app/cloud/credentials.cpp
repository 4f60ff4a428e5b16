#include "credentials.h"

#include "endpoints.h"
#include "googleerror.h"

#include "app/launch/processsweep.h"
#include "models/core/inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QUrlQuery>

#include <openssl/evp.h>
#include <openssl/pem.h>

#include <csignal>
#include <memory>
#include <type_traits>
#include <unistd.h>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class CredentialsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::Credentials)
};

const char DefaultTokenUri[] = "https://oauth2.googleapis.com/token";
const char CloudPlatformScope[] = "https://www.googleapis.com/auth/cloud-platform";

QByteArray base64Url(const QByteArray &data)
{
    return data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

// OpenSSL objects, freed by their own functions on every path out.
template <typename Object, void (*Free)(Object *)>
using OpenSslPointer = std::unique_ptr<Object, std::integral_constant<decltype(Free), Free>>;
using BioPointer = OpenSslPointer<BIO, BIO_free_all>;
using KeyPointer = OpenSslPointer<EVP_PKEY, EVP_PKEY_free>;
using DigestContextPointer = OpenSslPointer<EVP_MD_CTX, EVP_MD_CTX_free>;

// RS256 over `data` with a PEM private key; empty when the key cannot be used.
QByteArray signRs256(const QByteArray &pem, const QByteArray &data)
{
    const BioPointer bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    const KeyPointer key(bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr)
                             : nullptr);
    const DigestContextPointer context(EVP_MD_CTX_new());
    const auto *bytes = reinterpret_cast<const unsigned char *>(data.constData());
    size_t length = 0;
    if (!key || !context
        || EVP_DigestSignInit(context.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1
        || EVP_DigestSign(context.get(), nullptr, &length, bytes, size_t(data.size())) != 1)
        return {};
    QByteArray signature(qsizetype(length), Qt::Uninitialized);
    if (EVP_DigestSign(context.get(), reinterpret_cast<unsigned char *>(signature.data()), &length,
                       bytes, size_t(data.size())) != 1)
        return {};
    signature.resize(qsizetype(length));
    return signature;
}

// POSTs a form to the token endpoint and reads {"access_token", "expires_in"}.
TokenResult tokenGrant(const HttpTransport &transport, const QString &tokenUri,
                       const QUrlQuery &form)
{
    TokenResult result;
    if (!CloudEndpoints::isAcceptable(tokenUri)) {
        result.error = CredentialsMessages::tr("token endpoint %1: only https://, or http:// to this machine")
                           .arg(tokenUri);
        return result;
    }
    HttpRequest request;
    request.method = "POST";
    request.url = tokenUri;
    request.headers = {{"Content-Type", "application/x-www-form-urlencoded"}};
    request.body = form.query(QUrl::FullyEncoded).toUtf8();
    const HttpResponse response = transport.perform(request);
    if (response.isTransportFailure()) {
        result.error = CredentialsMessages::tr("cannot reach the token endpoint %1: %2")
                           .arg(tokenUri, response.transportError);
        return result;
    }
    if (response.status != 200) {
        result.error = CredentialsMessages::tr("the token endpoint refused: %1")
                           .arg(GoogleError::fromResponse(response.status, response.body).text());
        return result;
    }
    const QJsonObject answer = QJsonDocument::fromJson(response.body).object();
    result.token.value = answer.value(QStringLiteral("access_token")).toString().toUtf8();
    const int lifetime = answer.value(QStringLiteral("expires_in")).toInt(3600);
    result.token.expires = QDateTime::currentDateTimeUtc().addSecs(lifetime);
    if (result.token.value.isEmpty())
        result.error = CredentialsMessages::tr("the token endpoint answered without a token");
    return result;
}

class ServiceAccountCredentials final : public CredentialSource
{
public:
    ServiceAccountCredentials(const QJsonObject &key, const QString &path)
        : m_email(key.value(QStringLiteral("client_email")).toString())
        , m_keyId(key.value(QStringLiteral("private_key_id")).toString())
        , m_privateKey(key.value(QStringLiteral("private_key")).toString().toUtf8())
        , m_tokenUri(key.value(QStringLiteral("token_uri")).toString(QLatin1String(DefaultTokenUri)))
        , m_path(path)
    {
    }

    QString description() const override
    {
        return CredentialsMessages::tr("service account %1 (%2)").arg(m_email, m_path);
    }

    TokenResult fetchToken(const HttpTransport &transport) override
    {
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const QJsonObject header{{QStringLiteral("alg"), QStringLiteral("RS256")},
                                 {QStringLiteral("typ"), QStringLiteral("JWT")},
                                 {QStringLiteral("kid"), m_keyId}};
        const QJsonObject claims{{QStringLiteral("iss"), m_email},
                                 {QStringLiteral("scope"), QLatin1String(CloudPlatformScope)},
                                 {QStringLiteral("aud"), m_tokenUri},
                                 {QStringLiteral("iat"), now},
                                 {QStringLiteral("exp"), now + 3600}};
        const QByteArray signingInput
            = base64Url(QJsonDocument(header).toJson(QJsonDocument::Compact)) + '.'
              + base64Url(QJsonDocument(claims).toJson(QJsonDocument::Compact));
        const QByteArray signature = signRs256(m_privateKey, signingInput);
        if (signature.isEmpty())
            return {{}, CredentialsMessages::tr("the private key of %1 cannot be read").arg(m_path)};
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("grant_type"),
                          QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer"));
        form.addQueryItem(QStringLiteral("assertion"),
                          QString::fromLatin1(signingInput + '.' + base64Url(signature)));
        return tokenGrant(transport, m_tokenUri, form);
    }

private:
    QString m_email;
    QString m_keyId;
    QByteArray m_privateKey;
    QString m_tokenUri;
    QString m_path;
};

class AuthorizedUserCredentials final : public CredentialSource
{
public:
    AuthorizedUserCredentials(const QJsonObject &file, const QString &path)
        : m_clientId(file.value(QStringLiteral("client_id")).toString())
        , m_clientSecret(file.value(QStringLiteral("client_secret")).toString())
        , m_refreshToken(file.value(QStringLiteral("refresh_token")).toString())
        , m_tokenUri(file.value(QStringLiteral("token_uri")).toString(QLatin1String(DefaultTokenUri)))
        , m_path(path)
    {
    }

    QString description() const override { return CredentialsMessages::tr("user credentials (%1)").arg(m_path); }

    TokenResult fetchToken(const HttpTransport &transport) override
    {
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("refresh_token"));
        form.addQueryItem(QStringLiteral("client_id"), m_clientId);
        form.addQueryItem(QStringLiteral("client_secret"), m_clientSecret);
        form.addQueryItem(QStringLiteral("refresh_token"), m_refreshToken);
        TokenResult result = tokenGrant(transport, m_tokenUri, form);
        return result;
    }

private:
    QString m_clientId;
    QString m_clientSecret;
    QString m_refreshToken;
    QString m_tokenUri;
    QString m_path;
};

class GcloudCredentials final : public CredentialSource
{
public:
    GcloudCredentials(const QString &gcloud, const QString &account)
        : m_gcloud(gcloud)
        , m_account(account)
    {
    }

    QString description() const override
    {
        return m_account.isEmpty() ? CredentialsMessages::tr("gcloud's active account")
                                   : CredentialsMessages::tr("gcloud account %1").arg(m_account);
    }

    TokenResult fetchToken(const HttpTransport &) override
    {
        QStringList arguments{QStringLiteral("auth"), QStringLiteral("print-access-token")};
        if (!m_account.isEmpty())
            arguments << QStringLiteral("--account=") + m_account;
        QProcess process;
        // Killed with poolcraft (SIGTERM, a closed terminal): gcloud can take a minute.
        const pid_t parent = ::getpid();
        process.setChildProcessModifier([parent] { dieWithParent(parent, SIGTERM); });
        process.start(m_gcloud, arguments);
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished(1000);
            return {{}, CredentialsMessages::tr("`gcloud auth print-access-token` did not answer")};
        }
        const QByteArray token = process.readAllStandardOutput().trimmed();
        if (process.exitCode() != 0 || token.isEmpty()) {
            // gcloud's own words ("You do not currently have an active account selected").
            return {{}, CredentialsMessages::tr("`gcloud auth print-access-token` failed: %1")
                            .arg(QString::fromUtf8(process.readAllStandardError()).simplified())};
        }
        // gcloud keeps its own cache and refreshes it; asking again every few minutes is
        // what keeps a token of unknown age from expiring in our hands.
        return {{token, QDateTime::currentDateTimeUtc().addSecs(600)}, {}};
    }

private:
    QString m_gcloud;
    QString m_account;
};

QString adcFilePath()
{
    const QString config = qEnvironmentVariable("CLOUDSDK_CONFIG");
    const QString folder = config.isEmpty() ? QDir::home().filePath(QStringLiteral(".config/gcloud"))
                                            : config;
    return QDir(folder).filePath(QStringLiteral("application_default_credentials.json"));
}

} // namespace

std::unique_ptr<CredentialSource> credentialsFromFile(const QString &path, QString *error)
{
    // Checked as every input is: a FIFO or a device named by GOOGLE_APPLICATION_CREDENTIALS
    // would block every cloud command, or fill memory. Key files are a few kilobytes.
    constexpr qint64 MaxKeyFileBytes = 1 << 20;
    QByteArray data;
    QString readError;
    // "-" is a file here, not standard input.
    const QString file = InputFile::isStandardInput(path) ? QStringLiteral("./-") : path;
    if (!InputFile::read(file, MaxKeyFileBytes, &data, &readError)) {
        *error = CredentialsMessages::tr("cannot read %1: %2").arg(path, readError);
        return nullptr;
    }
    if (data.size() > MaxKeyFileBytes) {
        *error = CredentialsMessages::tr("%1 is over %2 KiB: not a credentials file")
                     .arg(path).arg(MaxKeyFileBytes >> 10);
        return nullptr;
    }
    QJsonParseError parse;
    const QJsonObject object = QJsonDocument::fromJson(data, &parse).object();
    if (parse.error != QJsonParseError::NoError) {
        // Only the parser's position: the file holds secrets.
        *error = CredentialsMessages::tr("%1 is not JSON (at byte %2)").arg(path).arg(parse.offset);
        return nullptr;
    }
    const QString type = object.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("service_account"))
        return std::make_unique<ServiceAccountCredentials>(object, path);
    if (type == QLatin1String("authorized_user"))
        return std::make_unique<AuthorizedUserCredentials>(object, path);
    *error = CredentialsMessages::tr("%1: credentials of type \"%2\" are not supported (service_account and "
                "authorized_user are)").arg(path, type);
    return nullptr;
}

CredentialChoice findCredentials(const CloudSettings &settings)
{
    CredentialChoice choice;
    QStringList tried;
    // A file the user named (the setting, GOOGLE_APPLICATION_CREDENTIALS) that cannot be
    // used ends the search, as in Google's own libraries: falling back to gcloud's account
    // would act as someone else without a word.
    const auto tryNamedFile = [&](const QString &path, const QString &origin) {
        if (path.isEmpty())
            return false;
        QString error = QFileInfo::exists(path)
                            ? QString()
                            : CredentialsMessages::tr("%1 does not exist").arg(path);
        if (error.isEmpty())
            choice.source = credentialsFromFile(path, &error);
        if (!choice.source)
            choice.problem = CredentialsMessages::tr("%1 names credentials that cannot be used: %2")
                                 .arg(origin, error);
        return true;
    };
    if (tryNamedFile(settings.credentialsFile, CredentialsMessages::tr("the setting"))
        || tryNamedFile(qEnvironmentVariable("GOOGLE_APPLICATION_CREDENTIALS"),
                        QStringLiteral("GOOGLE_APPLICATION_CREDENTIALS")))
        return choice;
    tried << CredentialsMessages::tr("GOOGLE_APPLICATION_CREDENTIALS is not set");
    // gcloud's own file is looked for, not named: when it is not there, gcloud is asked.
    if (const QString adc = adcFilePath(); QFileInfo::exists(adc)) {
        QString error;
        choice.source = credentialsFromFile(adc, &error);
        if (choice.source)
            return choice;
        tried << CredentialsMessages::tr("Application Default Credentials") + QStringLiteral(": ")
                     + error;
    }
    const QString gcloud = QStandardPaths::findExecutable(QStringLiteral("gcloud"));
    if (!gcloud.isEmpty()) {
        choice.source = std::make_unique<GcloudCredentials>(gcloud, settings.gcloudAccount);
        return choice;
    }
    tried << CredentialsMessages::tr("gcloud is not on PATH");
    choice.problem = CredentialsMessages::tr("no Google Cloud credentials: %1. Set one up with `gcloud auth "
                        "application-default login`, or point GOOGLE_APPLICATION_CREDENTIALS "
                        "at a service-account key file.").arg(tried.join(QStringLiteral("; ")));
    return choice;
}

} // namespace Poolcraft
