// The cloud client against the loopback test cloud (tests/support/testcloud.js): endpoints,
// retries and faults, credentials (a service-account key made here with openssl, an
// authorized_user file, a gcloud script), Cloud Logging polling with late entries, the
// Vertex commands of the CLI, and the real gcloud against the same server.

#include "app/cloud/cloudclient.h"
#include "app/cloud/cloudlogfollower.h"
#include "app/cloud/credentials.h"
#include "app/cloud/endpoints.h"
#include "app/cloud/retrypolicy.h"
#include "app/cloud/vertexapi.h"
#include "app/cloud/vertexjobsource.h"
#include "app/history/historystore.h"
#include "app/session/runsession.h"
#include "tests/support/testcloud.h"
#include "widgets/charts/metricseriesset.h"
#include "widgets/charts/rundashboard.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/mainwindow.h"
#include "widgets/runs/runspage.h"
#include "widgets/runs/vertexlaunchdialog.h"
#include "widgets/study/studyview.h"
#include "app/cloud/vertexsubmission.h"
#include "app/document/jobeditdocument.h"
#include "models/formats/jobfile.h"
#include "models/search/trialtablemodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QToolButton>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QTimer>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTreeWidget>
#include <QDirIterator>
#include <QSignalSpy>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/stat.h>

using namespace Poolcraft;
using namespace Poolcraft::Testing;

namespace {

const char TestProject[] = "test-project";
const char TestRegion[] = "us-central1";

QByteArray customJobBody(const QString &displayName, int workers = 1)
{
    QJsonArray pools;
    pools.append(QJsonObject{{"machineSpec", QJsonObject{{"machineType", "n1-standard-4"}}},
                             {"replicaCount", "1"},
                             {"containerSpec", QJsonObject{{"imageUri", "gcr.io/p/trainer:1"}}}});
    pools.append(QJsonObject{{"machineSpec", QJsonObject{{"machineType", "n1-standard-4"}}},
                             {"replicaCount", QString::number(workers)},
                             {"containerSpec", QJsonObject{{"imageUri", "gcr.io/p/trainer:1"}}}});
    return QJsonDocument(QJsonObject{{"displayName", displayName},
                                     {"jobSpec", QJsonObject{{"workerPoolSpecs", pools}}}})
        .toJson(QJsonDocument::Compact);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

struct ProcessResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

ProcessResult runProcess(const QString &program, const QStringList &arguments,
                         const QProcessEnvironment &environment, int timeoutMs = 180000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    ProcessResult result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// A window's run: its own history file and the test's key, both undone when it goes.
class WindowCloudSetup
{
public:
    WindowCloudSetup(const QString &historyFile, const QString &keyFile)
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("POOLCRAFT_HISTORY_DB", historyFile.toUtf8());
        qputenv("GOOGLE_APPLICATION_CREDENTIALS", keyFile.toUtf8());
    }
    ~WindowCloudSetup()
    {
        qunsetenv("POOLCRAFT_HISTORY_DB");
        qunsetenv("GOOGLE_APPLICATION_CREDENTIALS");
    }
};

// Run on Vertex AI, then Launch in the summary it shows, as a user clicks them.
bool launchOnVertex(RunsPage *page)
{
    page->runOnVertexAction()->trigger();
    VertexLaunchDialog *dialog = page->launchDialog();
    if (!dialog || !dialog->isVisible())
        return false;
    QTest::mouseClick(dialog->launchButton(), Qt::LeftButton);
    return true;
}

const char ExampleJob[] = POOLCRAFT_SOURCE_DIR "/resources/examples/pytorch-digits/job.poolcraft.yaml";
const char ExampleStudy[] = POOLCRAFT_SOURCE_DIR "/resources/examples/pytorch-digits/study.poolcraft.yaml";

} // namespace

// Where QDesktopServices sends the console links, instead of a browser.
class UrlCatcher : public QObject
{
    Q_OBJECT

public:
    QList<QUrl> urls;

public slots:
    void open(const QUrl &url) { urls << url; }
};

class tst_Cloud : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void endpoints_data();
    void endpoints();
    void retryAfter_data();
    void retryAfter();
    void faults_data();
    void faults();
    void credentials_data();
    void credentials();
    void logsNoneLostNoneTwice_data();
    void logsNoneLostNoneTwice();
    void commandLine_data();
    void commandLine();
    void jobSourceThroughSession_data();
    void jobSourceThroughSession();
    void runOnVertexButtonToCharts();
    void launchSummary_data();
    void launchSummary();
    void tuningJobTrialsInStudyView();
    void openCloudJobAndConsoleLink_data();
    void openCloudJobAndConsoleLink();
    void noTokenAnywhere();
    void gcloudHelperDiesWithTheCommand();
    void gcloudAgreesWithTheTestCloud();

private:
    std::unique_ptr<CloudClient> clientWithKey(RetryPolicy retry = fastRetry(),
                                               HttpTimeouts timeouts = {});
    static RetryPolicy fastRetry()
    {
        RetryPolicy retry;
        retry.maxAttempts = 3;
        retry.baseDelayMs = 20;
        retry.maxDelayMs = 100;
        return retry;
    }
    VertexJobName createJob(CloudClient &client, const QString &displayName);
    QProcessEnvironment cliEnvironment() const;

    TestCloud m_cloud;
    QTemporaryDir m_dir;
    QString m_keyFile;
    QString m_home;
    QByteArrayList m_outputs;   // everything the app printed, scanned for tokens at the end
};

void tst_Cloud::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QString error;
    QProcessEnvironment fastClock;
    fastClock.insert(QStringLiteral("TESTCLOUD_TICK_MS"), QStringLiteral("100"));
    QVERIFY2(m_cloud.start(&error, fastClock), qPrintable(error));
    qputenv("CLOUDSDK_API_ENDPOINT_OVERRIDES_AIPLATFORM", m_cloud.root().toUtf8());
    qputenv("CLOUDSDK_API_ENDPOINT_OVERRIDES_LOGGING", m_cloud.root().toUtf8());
    m_home = m_dir.filePath(QStringLiteral("home"));
    QDir().mkpath(m_home);

    // A service-account key, made here: the server verifies the JWT's RS256 signature.
    const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
    QVERIFY2(!openssl.isEmpty(), "openssl is not installed");
    const QString pem = m_dir.filePath(QStringLiteral("key.pem"));
    QCOMPARE(QProcess::execute(openssl, {"genpkey", "-algorithm", "RSA", "-pkeyopt",
                                         "rsa_keygen_bits:2048", "-out", pem}), 0);
    QProcess publicKey;
    publicKey.start(openssl, {"pkey", "-in", pem, "-pubout"});
    QVERIFY(publicKey.waitForFinished(60000));
    const QString email = QStringLiteral("trainer@test-project.iam.gserviceaccount.com");
    m_cloud.control(QStringLiteral("serviceAccount"),
                    {{"clientEmail", email},
                     {"publicKeyPem", QString::fromLatin1(publicKey.readAllStandardOutput())}});
    m_keyFile = m_dir.filePath(QStringLiteral("key.json"));
    QVERIFY(writeFile(m_keyFile, QJsonDocument(QJsonObject{
        {"type", "service_account"}, {"project_id", TestProject}, {"private_key_id", "k1"},
        {"private_key", QString::fromLatin1(readFile(pem))}, {"client_email", email},
        {"token_uri", m_cloud.tokenUri()}}).toJson()));
}

// Each test starts with no fault left over from the one before.
void tst_Cloud::init()
{
    m_cloud.control(QStringLiteral("clearFaults"));
}

void tst_Cloud::endpoints_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("acceptable");
    QTest::newRow("https to Google") << "https://us-central1-aiplatform.googleapis.com/" << true;
    QTest::newRow("http to 127.0.0.1") << "http://127.0.0.1:8080/" << true;
    QTest::newRow("http to 127.1.2.3") << "http://127.1.2.3/" << true;
    QTest::newRow("http to localhost") << "http://localhost:9/" << true;
    QTest::newRow("http to ::1") << "http://[::1]:9/" << true;
    QTest::newRow("http to another machine") << "http://10.0.0.7:8080/" << false;
    QTest::newRow("http to a name") << "http://aiplatform.example.com/" << false;
    QTest::newRow("http to 127.example.com") << "http://127.0.0.1.example.com/" << false;
    QTest::newRow("ftp") << "ftp://127.0.0.1/" << false;
}

void tst_Cloud::endpoints()
{
    QFETCH(QString, url);
    QFETCH(bool, acceptable);
    QCOMPARE(CloudEndpoints::isAcceptable(url), acceptable);
}

void tst_Cloud::retryAfter_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<qint64>("expectedMs");   // -1: not a Retry-After
    QTest::newRow("seconds") << QByteArray("7") << qint64(7000);
    QTest::newRow("zero") << QByteArray("0") << qint64(0);
    QTest::newRow("HTTP date 30 s ahead") << QByteArray("Mon, 23 Nov 2026 12:00:30 GMT") << qint64(30000);
    QTest::newRow("HTTP date in the past") << QByteArray("Mon, 23 Nov 2026 11:00:00 GMT") << qint64(0);
    QTest::newRow("garbage") << QByteArray("soon") << qint64(-1);
    QTest::newRow("absent") << QByteArray() << qint64(-1);
}

void tst_Cloud::retryAfter()
{
    QFETCH(QByteArray, header);
    QFETCH(qint64, expectedMs);
    const QDateTime now(QDate(2026, 11, 23), QTime(12, 0), Qt::UTC);
    const std::optional<qint64> ms = retryAfterMs(header, now);
    QCOMPARE(ms.value_or(-1), expectedMs);
    // Without Retry-After: exponential, jittered, within [ceiling/2, ceiling].
    RetryPolicy policy;
    QCOMPARE(policy.delayMs(3, header, 0.0, now), expectedMs < 0 ? 1000 : int(expectedMs));
    if (expectedMs < 0)
        QCOMPARE(policy.delayMs(3, header, 0.999999, now), 1999);
}

std::unique_ptr<CloudClient> tst_Cloud::clientWithKey(RetryPolicy retry, HttpTimeouts timeouts)
{
    QString error;
    std::shared_ptr<CredentialSource> source = credentialsFromFile(m_keyFile, &error);
    if (!source)
        qWarning("%s", qPrintable(error));
    return std::make_unique<CloudClient>(source, timeouts, retry);
}

VertexJobName tst_Cloud::createJob(CloudClient &client, const QString &displayName)
{
    VertexApi api(client, CloudEndpoints::resolve({}));
    const VertexJobName where{TestProject, TestRegion, QStringLiteral("customJobs"), {}};
    const CloudResult created = api.create(where, customJobBody(displayName));
    QString error;
    const QString name = QJsonDocument::fromJson(created.body).object().value("name").toString();
    return VertexJobName::parse(name, {}, {}, &error).value_or(VertexJobName{});
}

void tst_Cloud::faults_data()
{
    QTest::addColumn<QString>("call");       // get, create, badBody
    QTest::addColumn<QString>("kind");       // the fault injected, "" for none
    QTest::addColumn<int>("count");          // how many calls it hits
    QTest::addColumn<bool>("succeeds");
    QTest::addColumn<QString>("errorHas");
    QTest::addColumn<QList<int>>("statuses"); // what the server answered, in order (0: reset)

    QTest::newRow("429 with Retry-After") << "get" << "429" << 1 << true << "" << QList<int>{429, 200};
    QTest::newRow("500 twice then ok") << "get" << "500" << 2 << true << "" << QList<int>{500, 500, 200};
    QTest::newRow("503 then ok") << "get" << "503" << 1 << true << "" << QList<int>{503, 200};
    QTest::newRow("503 beyond the retries") << "get" << "503" << 5 << false
                                            << "The service is currently unavailable. (after 3 attempts)"
                                            << QList<int>{503, 503, 503};
    QTest::newRow("reset mid-response, idempotent get")
        << "get" << "reset" << 1 << true << "" << QList<int>{200, 200};
    QTest::newRow("reset mid-response, create is not sent again")
        << "create" << "reset" << 1 << false << "cannot reach" << QList<int>{200};
    QTest::newRow("slower than the timeout, get") << "get" << "slow" << 1 << true << ""
                                                  << QList<int>{200, 200};
    QTest::newRow("401 mid-stream: one refresh") << "get" << "401" << 1 << true << ""
                                                 << QList<int>{401, 200};
    QTest::newRow("403 names the permission") << "get" << "403" << 1 << false
                                              << "missing permission aiplatform.customJobs.get"
                                              << QList<int>{403};
    QTest::newRow("body the protos refuse: Google's message")
        << "badBody" << "" << 0 << false << "unknown field \"bogusField\"" << QList<int>{400};
}

void tst_Cloud::faults()
{
    QFETCH(QString, call);
    QFETCH(QString, kind);
    QFETCH(int, count);
    QFETCH(bool, succeeds);
    QFETCH(QString, errorHas);
    QFETCH(QList<int>, statuses);

    HttpTimeouts timeouts;
    timeouts.totalMs = 1500;
    auto client = clientWithKey(fastRetry(), timeouts);
    QList<int> delays;
    client->setRetryObserver([&delays](int delayMs, const QString &) { delays << delayMs; });
    const VertexJobName job = createJob(*client, QStringLiteral("fault"));
    QVERIFY(!job.id.isEmpty());
    VertexApi api(*client, CloudEndpoints::resolve({}));
    const int tokenCallsBefore = m_cloud.statusesOf(QStringLiteral("POST /token")).size();

    // Each row's calls go to a path of their own, so the server's log shows only them.
    const QString collection = QStringLiteral("/v1/%1/customJobs").arg(job.parent());
    const QString path = call == QLatin1String("get") ? collection + QLatin1Char('/') + job.id
                                                      : collection;
    const int seenBefore = m_cloud.statusesOf(path).size();
    if (!kind.isEmpty()) {
        m_cloud.fault(QStringLiteral("^%1 %2$").arg(call == QLatin1String("get") ? "GET" : "POST", path),
                      kind, count,
                      {{"retryAfter", 1}, {"delayMs", 3000},
                       {"permission", "aiplatform.customJobs.get"}});
    }
    CloudResult result;
    if (call == QLatin1String("get")) {
        result = api.get(job);
    } else if (call == QLatin1String("create")) {
        result = api.create(job, customJobBody(QStringLiteral("created once")));
    } else {
        result = api.create(job, R"({"displayName":"x","jobSpec":{"workerPoolSpecs":[{"bogusField":1}]}})");
    }
    QVERIFY2(result.ok() == succeeds, qPrintable(result.error));
    QVERIFY2(result.error.contains(errorHas), qPrintable(result.error));
    // The slow answer is logged when the server ends it, after the client gave up.
    QTRY_COMPARE_WITH_TIMEOUT(m_cloud.statusesOf(path).mid(seenBefore), statuses, 10000);
    if (kind == QLatin1String("429"))
        QCOMPARE(delays, QList<int>{1000});   // Retry-After: 1, not the 20 ms backoff
    if (kind == QLatin1String("401"))
        QCOMPARE(m_cloud.statusesOf(QStringLiteral("POST /token")).size(), tokenCallsBefore + 1);
    if (kind == QLatin1String("403") || call == QLatin1String("badBody"))
        QVERIFY(delays.isEmpty());
}

void tst_Cloud::credentials_data()
{
    QTest::addColumn<QString>("source");     // which file or program gives the token
    QTest::addColumn<bool>("works");
    QTest::addColumn<QString>("described");  // in description() or the problem
    QTest::newRow("service_account key (RS256 JWT)") << "service_account" << true << "service account trainer@";
    QTest::newRow("authorized_user refresh") << "authorized_user" << true << "user credentials";
    QTest::newRow("authorized_user with a revoked refresh token") << "revoked" << false << "invalid_grant";
    QTest::newRow("key signed by another key") << "wrong_key" << false << "Invalid JWT Signature";
    QTest::newRow("ADC file in CLOUDSDK_CONFIG") << "adc" << true << "application_default_credentials.json";
    QTest::newRow("gcloud on PATH") << "gcloud" << true << "gcloud's active account";
    QTest::newRow("nothing set up") << "none" << false << "gcloud is not on PATH";
    // A named file that cannot be used is an error, never a quiet switch to gcloud's
    // account (on PATH in these rows); devices and FIFOs neither block nor fill memory.
    QTest::newRow("named file missing, gcloud on PATH") << "missing" << false << "does not exist";
    QTest::newRow("named file is /dev/zero") << "/dev/zero" << false << "cannot be used";
    QTest::newRow("named file is a FIFO") << "fifo" << false << "FIFO";
}

void tst_Cloud::credentials()
{
    QFETCH(QString, source);
    QFETCH(bool, works);
    QFETCH(QString, described);

    QTemporaryDir dir;
    const QByteArray oldPath = qgetenv("PATH");
    const QByteArray oldConfig = qgetenv("CLOUDSDK_CONFIG");
    qunsetenv("GOOGLE_APPLICATION_CREDENTIALS");
    qputenv("CLOUDSDK_CONFIG", dir.filePath(QStringLiteral("gcloud")).toUtf8());
    qputenv("PATH", "/nonexistent");
    const auto restore = qScopeGuard([&] {
        qputenv("PATH", oldPath);
        qputenv("CLOUDSDK_CONFIG", oldConfig);
        qunsetenv("GOOGLE_APPLICATION_CREDENTIALS");
    });
    const QString file = dir.filePath(QStringLiteral("credentials.json"));
    if (source == QLatin1String("service_account")) {
        qputenv("GOOGLE_APPLICATION_CREDENTIALS", m_keyFile.toUtf8());
    } else if (source == QLatin1String("authorized_user") || source == QLatin1String("revoked")
               || source == QLatin1String("adc")) {
        m_cloud.control(QStringLiteral("authorizedUser"),
                        {{"clientId", "client-1"}, {"clientSecret", "secret-1"},
                         {"refreshToken", "1//refresh-1"}});
        const QJsonObject user{{"type", "authorized_user"}, {"client_id", "client-1"},
                               {"client_secret", "secret-1"},
                               {"refresh_token", source == QLatin1String("revoked") ? "1//gone" : "1//refresh-1"},
                               {"token_uri", m_cloud.tokenUri()}};
        if (source == QLatin1String("adc")) {
            QDir().mkpath(dir.filePath(QStringLiteral("gcloud")));
            QVERIFY(writeFile(dir.filePath(QStringLiteral("gcloud/application_default_credentials.json")),
                              QJsonDocument(user).toJson()));
        } else {
            QVERIFY(writeFile(file, QJsonDocument(user).toJson()));
            qputenv("GOOGLE_APPLICATION_CREDENTIALS", file.toUtf8());
        }
    } else if (source == QLatin1String("wrong_key")) {
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"), {QString::fromUtf8(oldPath).split(':')});
        const QString pem = dir.filePath(QStringLiteral("other.pem"));
        QCOMPARE(QProcess::execute(openssl, {"genpkey", "-algorithm", "RSA", "-out", pem}), 0);
        QJsonObject key = QJsonDocument::fromJson(readFile(m_keyFile)).object();
        key.insert("private_key", QString::fromLatin1(readFile(pem)));
        QVERIFY(writeFile(file, QJsonDocument(key).toJson()));
        qputenv("GOOGLE_APPLICATION_CREDENTIALS", file.toUtf8());
    }
    const bool namedUnusable = source == QLatin1String("missing") || source == QLatin1String("fifo")
                               || source.startsWith(u'/');
    if (namedUnusable) {
        QString named = source;
        if (source == QLatin1String("missing"))
            named = dir.filePath(QStringLiteral("missing.json"));
        if (source == QLatin1String("fifo")) {
            named = dir.filePath(QStringLiteral("key.fifo"));
            QCOMPARE(::mkfifo(QFile::encodeName(named).constData(), 0600), 0);
        }
        qputenv("GOOGLE_APPLICATION_CREDENTIALS", named.toUtf8());
    }
    if (source == QLatin1String("gcloud") || namedUnusable) {
        // A gcloud that knows one thing: a token the server was told about.
        const QString token = QStringLiteral("ya29.from-gcloud-script");
        m_cloud.control(QStringLiteral("token"), {{"token", token}});
        const QString script = dir.filePath(QStringLiteral("bin/gcloud"));
        QDir().mkpath(dir.filePath(QStringLiteral("bin")));
        QVERIFY(writeFile(script, "#!/bin/sh\n[ \"$1 $2\" = \"auth print-access-token\" ] || exit 3\n"
                                  "echo " + token.toUtf8() + "\n"));
        QFile(script).setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        qputenv("PATH", dir.filePath(QStringLiteral("bin")).toUtf8());
    }

    CredentialChoice choice = findCredentials({});
    if (!choice.source) {
        QVERIFY(!works);
        QVERIFY2(choice.problem.contains(described), qPrintable(choice.problem));
        QVERIFY(choice.problem.contains("GOOGLE_APPLICATION_CREDENTIALS"));
        return;
    }
    QVERIFY2(choice.source->description().contains(described) || !works,
             qPrintable(choice.source->description()));
    CloudClient client(std::move(choice.source), {}, fastRetry());
    VertexApi api(client, CloudEndpoints::resolve({}));
    const CloudResult listed = api.list({TestProject, TestRegion, QStringLiteral("customJobs"), {}}, {});
    QVERIFY2(listed.ok() == works, qPrintable(listed.error));
    if (!works)
        QVERIFY2(listed.error.contains(described), qPrintable(listed.error));
}

void tst_Cloud::logsNoneLostNoneTwice_data()
{
    QTest::addColumn<int>("safetyLagMs");
    QTest::addColumn<bool>("faults");
    QTest::addColumn<bool>("complete");
    QTest::newRow("5 s lag, as gcloud") << 5000 << false << true;
    QTest::newRow("5 s lag, 500, reset, 429, 401 and failed polls mid-stream") << 5000 << true << true;
    // The control: entries do arrive late here, and without the lag they would be lost.
    QTest::newRow("no lag loses the late entries") << 0 << false << false;
}

void tst_Cloud::logsNoneLostNoneTwice()
{
    QFETCH(int, safetyLagMs);
    QFETCH(bool, faults);
    QFETCH(bool, complete);

    m_cloud.control(QStringLiteral("job"), {{"ticks", 30}, {"outcome", "succeed"},
                                            {"linesPerTick", 2}, {"lateEvery", 3}});
    auto client = clientWithKey();
    const VertexJobName job = createJob(*client, QStringLiteral("logs"));
    VertexApi api(*client, CloudEndpoints::resolve({}));
    CloudLogFollower follower(job, {}, safetyLagMs);
    QList<CloudLogLine> followed;
    QDateTime endedAt;
    int polls = 0;
    int failedPolls = 0;
    for (;;) {
        const QDateTime pollStarted = QDateTime::currentDateTimeUtc();
        if (faults && polls % 6 == 1) {
            static const QStringList kinds{"500", "reset", "429", "401"};
            m_cloud.fault(QStringLiteral("^POST /v2/entries:list$"), kinds.at((polls / 6) % 4), 1,
                          {{"retryAfter", 0}});
        }
        // A poll that fails for good (more 503s than the client retries), on its second
        // page when it has one: the next poll must resume where the last good one ended.
        if (faults && polls % 6 == 3)
            m_cloud.fault(QStringLiteral("^POST /v2/entries:list$"), QStringLiteral("503"), 3, {{"skip", 1}});
        QString error;
        followed += follower.poll(api, &error);
        if (!error.isEmpty())
            ++failedPolls;
        QVERIFY2(faults || error.isEmpty(), qPrintable(error));
        ++polls;
        if (endedAt.isValid() && pollStarted.addMSecs(-safetyLagMs - 500) > endedAt)
            break;
        if (!endedAt.isValid()) {
            const CloudResult state = api.get(job);
            QVERIFY2(state.ok(), qPrintable(state.error));
            if (isTerminalJobState(QJsonDocument::fromJson(state.body).object().value("state").toString()))
                endedAt = QDateTime::currentDateTimeUtc();
        }
        QThread::msleep(300);
    }
    // Everything, read once after the end (entries are at most 2.5 s late here). A fault
    // armed for the last poll's second page is still waiting when that poll had one page.
    m_cloud.control(QStringLiteral("clearFaults"));
    QThread::msleep(3000);
    CloudLogFollower afterwards(job, {}, 0);
    QString error;
    const QList<CloudLogLine> all = afterwards.poll(api, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(all.size() > 100);
    const auto key = [](const CloudLogLine &line) {
        return line.timestamp + QLatin1Char(' ') + line.task + QLatin1Char(' ') + line.text;
    };
    QStringList followedKeys, allKeys;
    for (const CloudLogLine &line : std::as_const(followed))
        followedKeys << key(line);
    for (const CloudLogLine &line : all)
        allKeys << key(line);
    QCOMPARE(QSet<QString>(followedKeys.begin(), followedKeys.end()).size(), followedKeys.size());
    if (complete) {
        QCOMPARE(followedKeys, allKeys);
        // Multi-line messages are split as gcloud does; severity kept as sent.
        const auto warning = std::find_if(all.begin(), all.end(), [](const CloudLogLine &line) {
            return line.text == QLatin1String("over two lines");
        });
        QVERIFY(warning != all.end());
        QCOMPARE(warning->severity, QStringLiteral("WARNING"));
    } else {
        QVERIFY2(followedKeys.size() < allKeys.size(), "no entry arrived late: the control failed");
    }
    if (faults) {
        QVERIFY(client->retriesSoFar() >= 3);
        QVERIFY(failedPolls >= 1);
    }
}

QProcessEnvironment tst_Cloud::cliEnvironment() const
{
    QProcessEnvironment environment = m_cloud.clientEnvironment();
    environment.insert(QStringLiteral("GOOGLE_APPLICATION_CREDENTIALS"), m_keyFile);
    environment.insert(QStringLiteral("HOME"), m_home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home + QStringLiteral("/.config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home + QStringLiteral("/.local/share"));
    environment.insert(QStringLiteral("CLOUDSDK_CONFIG"), m_home + QStringLiteral("/gcloud"));
    return environment;
}

void tst_Cloud::commandLine_data()
{
    QTest::addColumn<QStringList>("arguments");   // JOB stands for the job the row submits first
    QTest::addColumn<QString>("outcome");          // the job's end: succeed, fail
    QTest::addColumn<QString>("fault");            // injected before the command
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("outHas");
    QTest::addColumn<QString>("errHas");

    const QString job = QStringLiteral(POOLCRAFT_SOURCE_DIR "/resources/examples/pytorch-digits/job.poolcraft.yaml");
    QTest::newRow("submit prints the name") << QStringList{"submit", "--project", TestProject, job} << "succeed" << "" << 0
                                            << "projects/test-project/locations/" << "";
    QTest::newRow("submit --follow, succeeded") << QStringList{"submit", "--project", TestProject, "--follow", job}
                                                << "succeed" << "" << 0
                                                << "[workerpool0-0] WARNING: over two lines" << "JOB_STATE_SUCCEEDED";
    QTest::newRow("submit --follow, failed") << QStringList{"submit", "--project", TestProject, "--follow", job}
                                             << "fail" << "" << 1
                                             << "[workerpool0-0] ERROR: Traceback" << "exited with a non-zero status";
    QTest::newRow("submit a study: a tuning job the protos accept")
        << QStringList{"submit", "--project", TestProject, "--region", TestRegion,
                       POOLCRAFT_REALWORLD_DIR "/configs/40-asl-ml-immersion-taxifare-studyspec-pythonpackage.yaml"}
        << "succeed" << "" << 0 << "/hyperparameterTuningJobs/" << "";
    QTest::newRow("submit, unreadable file") << QStringList{"submit", "/nonexistent/job.yaml"} << "succeed" << "" << 2
                                             << "" << "cannot read";
    QTest::newRow("submit, 403") << QStringList{"submit", "--project", TestProject, job} << "succeed"
                                 << "403" << 3 << "" << "missing permission aiplatform.customJobs.create";
    QTest::newRow("submit, 503 after retries") << QStringList{"submit", "--project", TestProject, job} << "succeed"
                                               << "503x5" << 3 << "" << "currently unavailable";
    QTest::newRow("status --json") << QStringList{"status", "--json", "JOB"} << "succeed" << "" << 0
                                   << "\"displayName\"" << "";
    QTest::newRow("status by id") << QStringList{"status", "--project", TestProject, "--region", TestRegion, "ID"}
                                  << "succeed" << "" << 0 << "console.cloud.google.com" << "";
    QTest::newRow("status, not a job") << QStringList{"status", "jobs/7"} << "succeed" << "" << 2 << "" << "is not a job";
    // The region is part of the host the token goes to: nothing is sent for these.
    QTest::newRow("status, a host in the name's region")
        << QStringList{"status", "projects/p/locations/evil.com#/customJobs/1"} << "succeed" << "" << 2
        << "" << "is not a region";
    QTest::newRow("jobs, a host in --region")
        << QStringList{"jobs", "--project", TestProject, "--region", "evil.com/?"} << "succeed" << ""
        << 2 << "" << "is not a region";
    QTest::newRow("cancel, a path in the project")
        << QStringList{"cancel", "projects/../locations/us-central1/customJobs/1"} << "succeed" << ""
        << 2 << "" << "is not a project ID";
    QTest::newRow("logs --task") << QStringList{"logs", "--follow", "--task", "workerpool1-0", "JOB"} << "succeed" << "" << 0
                                 << "[workerpool1-0] Epoch 1/" << "";
    QTest::newRow("cancel") << QStringList{"cancel", "JOB"} << "long" << "" << 0 << "Cancelling" << "";
    QTest::newRow("jobs") << QStringList{"jobs", "--project", TestProject, "--region", TestRegion} << "succeed" << ""
                          << 0 << "customJobs/" << "";
}

void tst_Cloud::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, outcome);
    QFETCH(QString, fault);
    QFETCH(int, exitCode);
    QFETCH(QString, outHas);
    QFETCH(QString, errHas);

    // "long": a job that is still running when the command runs.
    m_cloud.control(QStringLiteral("job"), {{"ticks", outcome == QLatin1String("long") ? 400 : 12},
                                            {"outcome", outcome == QLatin1String("fail") ? "fail" : "succeed"},
                                            {"lateEvery", 3}});
    if (arguments.contains(QStringLiteral("JOB")) || arguments.contains(QStringLiteral("ID"))) {
        auto client = clientWithKey();
        const VertexJobName job = createJob(*client, QStringLiteral("cli"));
        arguments.replaceInStrings(QRegularExpression(QStringLiteral("^JOB$")), job.resourceName());
        arguments.replaceInStrings(QRegularExpression(QStringLiteral("^ID$")), job.id);
    }
    if (fault == QLatin1String("403"))
        m_cloud.fault(QStringLiteral("^POST .*/customJobs$"), fault, 1,
                      {{"permission", "aiplatform.customJobs.create"}});
    // As many as the client tries (RetryPolicy's default), so none is left for later rows.
    if (fault == QLatin1String("503x5"))
        m_cloud.fault(QStringLiteral("^POST .*/customJobs$"), QStringLiteral("503"), 5);
    const ProcessResult result = runProcess(QStringLiteral(POOLCRAFT_EXECUTABLE), arguments,
                                            cliEnvironment());
    m_outputs << result.out << result.err;
    QVERIFY2(result.exitCode == exitCode,
             qPrintable(QStringLiteral("exit %1\n%2\n%3").arg(result.exitCode)
                            .arg(QString::fromUtf8(result.out), QString::fromUtf8(result.err))));
    QVERIFY2(result.out.contains(outHas.toUtf8()), result.out.constData());
    QVERIFY2(result.err.contains(errHas.toUtf8()), result.err.constData());
    if (arguments.first() == QLatin1String("submit") && exitCode == 0)
        QVERIFY(result.out.startsWith("projects/test-project/locations/us-central1/"));
}

void tst_Cloud::jobSourceThroughSession_data()
{
    QTest::addColumn<QString>("outcome");    // succeed, fail, stop (the user cancels)
    QTest::addColumn<RunState>("end");
    QTest::addColumn<QString>("message");
    QTest::newRow("succeeded: lines, metrics, history") << "succeed" << RunState::Succeeded << "";
    QTest::newRow("failed: the job's error") << "fail" << RunState::Failed
                                             << "exited with a non-zero status of 1";
    QTest::newRow("cancelled by stop()") << "stop" << RunState::Cancelled << "CANCELED";
}

void tst_Cloud::jobSourceThroughSession()
{
    QFETCH(QString, outcome);
    QFETCH(RunState, end);
    QFETCH(QString, message);

    m_cloud.control(QStringLiteral("job"), {{"ticks", outcome == QLatin1String("stop") ? 400 : 14},
                                            {"outcome", outcome}, {"linesPerTick", 2}, {"lateEvery", 3}});
    std::shared_ptr<CloudClient> client = clientWithKey();
    const VertexJobName name = createJob(*client, QStringLiteral("session"));
    VertexApi api(*client, CloudEndpoints::resolve({}));
    const CloudResult created = api.get(name);
    QVERIFY(created.ok());

    QTemporaryDir dir;
    HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(history.open());
    VertexJobSource source(client, CloudEndpoints::resolve({}),
                           QJsonDocument::fromJson(created.body).object());
    source.setLogPollMs(300);
    RunSession session(&source, &history);
    QList<RunState> states;
    connect(&session, &RunSession::stateChanged, this, [&states](RunState state) { states << state; });
    qsizetype lines = 0;
    connect(&session, &RunSession::linesReady, this, [&lines](const QList<SessionLines> &batch) {
        for (const SessionLines &piece : batch)
            lines += piece.text.count('\n');
    });
    QVERIFY(session.start());
    QCOMPARE(source.taskNames(), (QStringList{"workerpool0-0", "workerpool1-0", "service"}));
    if (outcome == QLatin1String("stop")) {
        QTRY_VERIFY_WITH_TIMEOUT(states.contains(RunState::Running), 60000);
        session.stop();
    }
    QTRY_VERIFY_WITH_TIMEOUT(!session.isActive(), 120000);
    QCOMPARE(source.run()->state(), end);
    QVERIFY2(source.run()->message().contains(message), qPrintable(source.run()->message()));
    // Whatever the polls saw (a loaded machine may see the job only once it ended), the run
    // went through legal steps only.
    RunState previous = RunState::Queued;
    for (RunState state : std::as_const(states)) {
        QVERIFY2(isLegalTransition(previous, state), qPrintable(runStateName(state)));
        previous = state;
    }
    QCOMPARE(states.last(), end);

    // Every line Cloud Logging holds for the job, once: nothing lost, nothing twice.
    CloudLogFollower everything(name, {}, 0);
    QString error;
    const QList<CloudLogLine> all = everything.poll(api, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(lines, all.size());

    const QList<RunRecord> runs = history.runs();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.first().kind, QStringLiteral("vertex"));
    QCOMPARE(runs.first().resourceName, name.resourceName());
    if (end == RunState::Succeeded) {
        // The chief's cloud lines went through the metric extractor: one point per epoch.
        QCOMPARE(session.metricRuns().size(), 1);
        QCOMPARE(session.metricRuns().first().points.size(), 11);
        QVERIFY(source.consoleUrl().contains(name.id));
    }
}

void tst_Cloud::runOnVertexButtonToCharts()
{
    QTemporaryDir dir;
    const WindowCloudSetup setup(dir.filePath(QStringLiteral("history.sqlite")), m_keyFile);
    m_cloud.control(QStringLiteral("job"), {{"ticks", 14}, {"outcome", "succeed"}, {"lateEvery", 3}});
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(QString::fromUtf8(ExampleJob)));
    RunsPage *page = window.runsPage();
    QSignalSpy finished(page, &RunsPage::runFinished);
    QTRY_VERIFY(page->runOnVertexAction()->isEnabled());
    QVERIFY(launchOnVertex(page));
    QTRY_VERIFY_WITH_TIMEOUT(page->isRunning(), 60000);
    auto *source = qobject_cast<VertexJobSource *>(page->session()->source());
    QVERIFY(source);
    QVERIFY(source->resourceName().contains(QStringLiteral("/customJobs/")));
    RunDashboard *dashboard = page->dashboard();
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, 120000);
    QCOMPARE(finished.first().first().value<RunState>(), RunState::Succeeded);
    bool logged = false;
    for (qint64 line = 0; line < dashboard->logBuffer()->lineCount(); ++line)
        logged = logged || dashboard->logBuffer()->lineText(line).contains("Epoch 11/11 line 1");
    QVERIFY(logged);
    qsizetype points = 0;
    for (const QString &metric : dashboard->metrics()->metrics(0))
        points += qsizetype(dashboard->metrics()->points(0, metric).size());
    QTRY_VERIFY(points > 0);
    QCOMPARE(page->history()->runs().first().kind, QStringLiteral("vertex"));
    QCOMPARE(page->history()->runs().first().resourceName, source->resourceName());
    // The history file is scanned for tokens too.
    QDirIterator files(dir.path(), QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext())
        m_outputs << readFile(files.next());
}

void tst_Cloud::launchSummary_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("launch");       // Launch, else Cancel
    QTest::addColumn<QString>("collection");
    QTest::addColumn<QString>("specKey");
    QTest::newRow("custom job: Launch sends the body shown")
        << QString::fromUtf8(ExampleJob) << true << "customJobs" << "jobSpec";
    QTest::newRow("tuning job: Launch sends the body shown")
        << QString::fromUtf8(ExampleStudy) << true << "hyperparameterTuningJobs" << "trialJobSpec";
    QTest::newRow("custom job: Cancel sends nothing") << QString::fromUtf8(ExampleJob) << false << "customJobs"
                                                      << "jobSpec";
}

void tst_Cloud::launchSummary()
{
    QFETCH(QString, file);
    QFETCH(bool, launch);
    QFETCH(QString, collection);
    QFETCH(QString, specKey);

    QTemporaryDir dir;
    const WindowCloudSetup setup(dir.filePath(QStringLiteral("history.sqlite")), m_keyFile);
    m_cloud.control(QStringLiteral("job"), {{"ticks", 6}, {"outcome", "succeed"}});
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(file));
    RunsPage *page = window.runsPage();
    QTRY_VERIFY(page->runOnVertexAction()->isEnabled());
    const qsizetype createsBefore = m_cloud.statusesOf(QStringLiteral("POST /v1/projects")).size();
    page->runOnVertexAction()->trigger();
    VertexLaunchDialog *dialog = page->launchDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    // A second click while it is open opens no second one.
    QVERIFY(!page->runOnVertex());

    const JobDocument &job = window.document()->job();
    int enabledPools = 0;
    for (const WorkerPool &pool : job.pools)
        enabledPools += pool.enabled ? 1 : 0;
    QCOMPARE(dialog->pools()->topLevelItemCount(), enabledPools);
    QCOMPARE(dialog->pools()->topLevelItem(0)->text(1), job.pools[0].machine.machineType);
    QCOMPARE(dialog->pools()->topLevelItem(0)->text(5), job.pools[0].container.imageUri);
    QCOMPARE(dialog->regionLabel()->text(), job.region);
    QVERIFY2(dialog->costLabel()->text().contains(QLatin1Char('$')),
             qPrintable(dialog->costLabel()->text()));
    const QJsonObject shown = QJsonDocument::fromJson(dialog->body()->toPlainText().toUtf8()).object();
    QCOMPARE(shown, QJsonDocument::fromJson(vertexRequestBody(job)).object());
    QVERIFY(dialog->body()->isReadOnly());
    QTest::mouseClick(dialog->findChild<QToolButton *>(QStringLiteral("copyBody")), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text().toUtf8(), vertexRequestBody(job));
    if (const QString shot = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_DIR"); !shot.isEmpty())
        dialog->grab().save(shot + QStringLiteral("/launch-%1.png").arg(collection));

    if (!launch) {
        QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY(!page->launchDialog());
        QTest::qWait(200);
        QVERIFY(!page->isRunning());
        QCOMPARE(m_cloud.statusesOf(QStringLiteral("POST /v1/projects")).size(), createsBefore);
        return;
    }
    QSignalSpy finished(page, &RunsPage::runFinished);
    QTest::mouseClick(dialog->launchButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(page->isRunning(), 60000);
    const QString name = page->session()->source()->resourceName();
    QVERIFY2(name.contains(QLatin1Char('/') + collection + QLatin1Char('/')), qPrintable(name));
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, 120000);
    // What Vertex holds is what was shown.
    std::shared_ptr<CloudClient> client = clientWithKey();
    QString error;
    const CloudResult got = VertexApi(*client, CloudEndpoints::resolve({}))
                                .get(*VertexJobName::parse(name, {}, {}, &error));
    QVERIFY(got.ok());
    const QJsonObject held = QJsonDocument::fromJson(got.body).object();
    QCOMPARE(held.value(specKey), shown.value(specKey));
    QCOMPARE(held.value(QStringLiteral("displayName")), shown.value(QStringLiteral("displayName")));
}

void tst_Cloud::tuningJobTrialsInStudyView()
{
    QTemporaryDir dir;
    const WindowCloudSetup setup(dir.filePath(QStringLiteral("history.sqlite")), m_keyFile);
    // 6 trials, each ACTIVE for 25 ticks (2.5 s: two polls at least), then SUCCEEDED.
    m_cloud.control(QStringLiteral("job"), {{"ticks", 160}, {"outcome", "succeed"},
                                            {"trialEvery", 25}});
    const auto oneTickTrials = qScopeGuard([this] {
        m_cloud.control(QStringLiteral("job"), {{"trialEvery", 1}});
    });
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(QString::fromUtf8(ExampleStudy)));
    RunsPage *page = window.runsPage();
    QSignalSpy finished(page, &RunsPage::runFinished);
    QTRY_VERIFY(page->runOnVertexAction()->isEnabled());
    QVERIFY(launchOnVertex(page));
    QTRY_VERIFY_WITH_TIMEOUT(page->isRunning(), 60000);
    StudyView *view = window.studyView();
    QAbstractItemModel *table = view->table()->model();
    TrialTableModel *trials = view->model();
    QCOMPARE(trials->study().parameters.size(), 3);
    QCOMPARE(trials->study().maxTrialCount, 6);

    // Live: rows come while the job runs, each seen ACTIVE before it ends.
    QStringList seenActive;
    QElapsedTimer clock;
    clock.start();
    while (finished.isEmpty() && clock.elapsed() < 120000) {
        for (int row = 0; row < trials->rowCount(); ++row) {
            if (trials->trial(row).state == TrialState::Active && !seenActive.contains(trials->trial(row).id))
                seenActive << trials->trial(row).id;
        }
        QTest::qWait(20);
    }
    QCOMPARE(finished.size(), 1);
    QVERIFY2(!seenActive.isEmpty(), "no trial was shown while it ran");
    QCOMPARE(table->rowCount(), 6);
    for (int row = 0; row < trials->rowCount(); ++row) {
        const Trial &trial = trials->trial(row);
        QCOMPARE(trial.state, TrialState::Succeeded);
        QVERIFY(trial.finalMeasurement);
        QCOMPARE(trial.parameters.size(), 3);
        QCOMPARE(trial.measurements.size(), 1);
    }
    // The table shows them as a local study's: parameter and metric columns filled.
    const int metric = trials->metricColumn();
    QCOMPARE(table->headerData(metric, Qt::Horizontal).toString(), QStringLiteral("accuracy"));
    QVERIFY(!table->index(0, metric).data().toString().isEmpty());
    QVERIFY(!table->index(0, trials->parameterColumn(2)).data().toString().isEmpty());
    QTRY_VERIFY(view->progressLabel()->text().contains(QStringLiteral("6 / 6 trials done")));
    QVERIFY2(view->progressLabel()->text().contains(QStringLiteral("pytorch-digits-study")),
             qPrintable(view->progressLabel()->text()));
    if (const QString shot = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_DIR"); !shot.isEmpty()) {
        window.tabs()->setCurrentWidget(view->parentWidget());
        window.resize(1280, 900);
        QTest::qWait(100);
        window.grab().save(shot + QStringLiteral("/study-vertex.png"));
    }
}

void tst_Cloud::openCloudJobAndConsoleLink_data()
{
    QTest::addColumn<QString>("typed");     // "NAME" is replaced by the job's resource name
    QTest::addColumn<bool>("follows");
    QTest::addColumn<QString>("stateHas");
    QTest::newRow("custom job by resource name") << "NAME" << true << "";
    QTest::newRow("numeric id without a region set") << "12345" << false << "needs --project";
    QTest::newRow("not a job name") << "projects/p/jobs/1" << false << "is not a job";
}

void tst_Cloud::openCloudJobAndConsoleLink()
{
    QFETCH(QString, typed);
    QFETCH(bool, follows);
    QFETCH(QString, stateHas);

    QTemporaryDir dir;
    const WindowCloudSetup setup(dir.filePath(QStringLiteral("history.sqlite")), m_keyFile);
    // 100 ticks of 100 ms: long enough to still be running when a loaded machine (ASan, two
    // tests at once) has opened the window and asked for the job; 8 were not.
    m_cloud.control(QStringLiteral("job"), {{"ticks", 100}, {"outcome", "succeed"}});
    std::shared_ptr<CloudClient> client = clientWithKey();
    const VertexJobName name = createJob(*client, QStringLiteral("elsewhere"));
    QVERIFY(!name.id.isEmpty());
    UrlCatcher catcher;
    QDesktopServices::setUrlHandler(QStringLiteral("https"), &catcher, "open");
    const auto unset = qScopeGuard([] { QDesktopServices::unsetUrlHandler(QStringLiteral("https")); });

    MainWindow window;
    window.show();
    RunsPage *page = window.runsPage();
    QVERIFY(!page->consoleAction()->isEnabled());
    QSignalSpy finished(page, &RunsPage::runFinished);
    page->openCloudJobAction()->trigger();
    QInputDialog *dialog = page->openCloudJobDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->setTextValue(typed == QLatin1String("NAME") ? name.resourceName() : typed);
    dialog->accept();
    if (!follows) {
        QVERIFY2(page->stateLabel()->text().contains(stateHas), qPrintable(page->stateLabel()->text()));
        QVERIFY(!page->isRunning());
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(page->isRunning(), 60000);
    QCOMPARE(page->session()->source()->resourceName(), name.resourceName());
    // Quitting now would leave the job running in the cloud: the question says so.
    QString asked;
    QTimer::singleShot(0, this, [&asked] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    QVERIFY(!window.close());
    QVERIFY2(asked.contains(QStringLiteral("keeps running in the cloud")), qPrintable(asked));
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, 120000);
    QCOMPARE(finished.first().first().value<RunState>(), RunState::Succeeded);
    QCOMPARE(page->history()->runs().first().resourceName, name.resourceName());
    // The history keeps the job as the cloud has it, not the (empty) document in the window.
    QVERIFY(page->history()->runs().first().jobDocument.contains(QStringLiteral("elsewhere")));

    QVERIFY(page->consoleAction()->isEnabled());
    page->consoleAction()->trigger();
    const QUrl expected(QStringLiteral("https://console.cloud.google.com/vertex-ai/locations/%1/"
                                       "training/%2/cpu?project=%3")
                            .arg(TestRegion, name.id, TestProject));
    QCOMPARE(catcher.urls, QList<QUrl>{expected});
    // The past run's menu has its cloud name and console link to copy.
    std::unique_ptr<QMenu> menu(page->createPastRunMenu(page->pastRuns()->topLevelItem(0)));
    int copied = 0;
    for (QAction *action : menu->actions()) {
        if (action->text() == QLatin1String("Copy Console Link")) {
            action->trigger();
            QCOMPARE(QGuiApplication::clipboard()->text(), expected.toString());
            ++copied;
        }
        if (action->text() == QLatin1String("Copy Cloud Job Name")) {
            action->trigger();
            QCOMPARE(QGuiApplication::clipboard()->text(), name.resourceName());
            ++copied;
        }
    }
    QCOMPARE(copied, 2);
}

void tst_Cloud::noTokenAnywhere()
{
    const QStringList tokens = m_cloud.tokens();
    QVERIFY(tokens.size() >= 3);
    QByteArrayList scanned = m_outputs;
    QDirIterator files(m_home, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext())
        scanned << readFile(files.next());
    for (const QString &token : tokens) {
        for (const QByteArray &text : std::as_const(scanned))
            QVERIFY2(!text.contains(token.toUtf8()), "a token reached the output or a file");
    }
}

// A command killed while gcloud is still thinking about a token takes gcloud with it.
void tst_Cloud::gcloudHelperDiesWithTheCommand()
{
    QTemporaryDir dir;
    const QString pidFile = dir.filePath(QStringLiteral("gcloud.pid"));
    const QString script = dir.filePath(QStringLiteral("bin/gcloud"));
    QDir().mkpath(dir.filePath(QStringLiteral("bin")));
    // exec: the process that waits is the one whose pid is written (PATH is this folder).
    QVERIFY(writeFile(script, "#!/bin/sh\necho $$ > '" + pidFile.toUtf8() + "'\nexec /bin/sleep 300\n"));
    QFile(script).setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    QProcessEnvironment environment = cliEnvironment();
    environment.remove(QStringLiteral("GOOGLE_APPLICATION_CREDENTIALS"));
    environment.insert(QStringLiteral("PATH"), dir.filePath(QStringLiteral("bin")));

    QProcess command;
    command.setProcessEnvironment(environment);
    command.start(QStringLiteral(POOLCRAFT_EXECUTABLE),
                  {"status", "--project", TestProject, "--region", TestRegion, "123"});
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(pidFile).size() > 0, 30000);
    const QByteArray helper = readFile(pidFile).trimmed();
    const QString helperStat = QStringLiteral("/proc/%1/stat").arg(QString::fromLatin1(helper));
    QVERIFY(QFile::exists(helperStat));
    QCOMPARE(::kill(pid_t(command.processId()), SIGTERM), 0);
    QVERIFY(command.waitForFinished(10000));
    // Gone, or a zombie waiting for whoever adopted it.
    const auto helperGone = [&] {
        const QList<QByteArray> fields = readFile(helperStat).split(' ');
        return fields.size() < 3 || fields.at(2) == "Z";
    };
    QTRY_VERIFY_WITH_TIMEOUT(helperGone(), 5000);
}

void tst_Cloud::gcloudAgreesWithTheTestCloud()
{
    const QString gcloud = QStandardPaths::findExecutable(QStringLiteral("gcloud"));
    if (gcloud.isEmpty())
        QSKIP("gcloud (the Google Cloud SDK) is not installed: the test cloud is not checked against it");
    m_cloud.control(QStringLiteral("job"), {{"ticks", 12}, {"outcome", "succeed"}});
    QProcessEnvironment environment = cliEnvironment();
    const QString tokenFile = m_dir.filePath(QStringLiteral("gcloud-token"));
    QVERIFY(writeFile(tokenFile, "ya29.gcloud-token\n"));
    m_cloud.control(QStringLiteral("token"), {{"token", "ya29.gcloud-token"}});
    environment.insert(QStringLiteral("CLOUDSDK_AUTH_ACCESS_TOKEN_FILE"), tokenFile);
    environment.insert(QStringLiteral("CLOUDSDK_CONFIG"), m_dir.filePath(QStringLiteral("gcloud-config")));
    const QString config = m_dir.filePath(QStringLiteral("job.yaml"));
    QVERIFY(writeFile(config, "workerPoolSpecs:\n"
                              "  - machineSpec: {machineType: n1-standard-4}\n"
                              "    replicaCount: 1\n"
                              "    containerSpec: {imageUri: gcr.io/p/trainer:1}\n"));

    const ProcessResult created = runProcess(gcloud, {"ai", "custom-jobs", "create", "--region", TestRegion,
                                                      "--display-name", "from-gcloud", "--config", config},
                                             environment);
    QVERIFY2(created.exitCode == 0, created.err.constData());
    const QRegularExpressionMatch name = QRegularExpression(
        QStringLiteral("projects/[^/]+/locations/[^/]+/customJobs/\\d+")).match(QString::fromUtf8(created.err + created.out));
    QVERIFY(name.hasMatch());
    // gcloud's stream-logs asks for the job once, when it starts, and stops only if the job
    // had ended by then (CheckJobComplete in its custom_jobs client): on a live job it
    // follows for ever. So the job is let finish first.
    QByteArray state;
    for (int attempt = 0; attempt < 60 && state != "JOB_STATE_SUCCEEDED"; ++attempt) {
        state = runProcess(gcloud, {"ai", "custom-jobs", "describe", name.captured(), "--format",
                                    "value(state)"}, environment).out.trimmed();
        if (state != "JOB_STATE_SUCCEEDED")
            QTest::qWait(1000);
    }
    QCOMPARE(state, QByteArray("JOB_STATE_SUCCEEDED"));
    const ProcessResult logs = runProcess(gcloud, {"ai", "custom-jobs", "stream-logs", name.captured(),
                                                   "--polling-interval", "1"}, environment);
    QVERIFY2(logs.exitCode == 0, logs.err.constData());
    QVERIFY2(logs.out.contains("workerpool0-0\tEpoch 9/9 line 1"), logs.out.constData());
    const ProcessResult described = runProcess(gcloud, {"ai", "custom-jobs", "describe", name.captured(),
                                                        "--format", "value(state)"}, environment);
    QCOMPARE(described.out.trimmed(), QByteArray("JOB_STATE_SUCCEEDED"));

    m_cloud.control(QStringLiteral("job"), {{"ticks", 400}});
    const ProcessResult second = runProcess(gcloud, {"ai", "custom-jobs", "create", "--region", TestRegion,
                                                     "--display-name", "to-cancel", "--config", config},
                                            environment);
    const QRegularExpressionMatch secondName = QRegularExpression(
        QStringLiteral("projects/[^/]+/locations/[^/]+/customJobs/\\d+")).match(QString::fromUtf8(second.err + second.out));
    QVERIFY(secondName.hasMatch());
    const ProcessResult cancelled = runProcess(gcloud, {"ai", "custom-jobs", "cancel", secondName.captured()},
                                               environment);
    QVERIFY2(cancelled.exitCode == 0, cancelled.err.constData());
    // What poolcraft reads of the job gcloud cancelled.
    QProcessEnvironment ours = cliEnvironment();
    ProcessResult status;
    for (int i = 0; i < 50; ++i) {
        status = runProcess(QStringLiteral(POOLCRAFT_EXECUTABLE), {"status", secondName.captured()}, ours);
        if (status.out.contains("JOB_STATE_CANCELLED"))
            break;
        QThread::msleep(100);
    }
    QCOMPARE(status.exitCode, 1);
    QVERIFY2(status.out.contains("JOB_STATE_CANCELLED"), status.out.constData());
}

QTEST_MAIN(tst_Cloud)

#include "tst_cloud.moc"
