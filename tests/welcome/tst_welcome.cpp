#include "app/cloud/cloudsetup.h"
#include "app/document/jobeditdocument.h"
#include "widgets/mainwindow.h"
#include "widgets/welcome/examplefiles.h"
#include "widgets/welcome/welcomepage.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Poolcraft;

namespace {

using Source = CloudSetup::CredentialSource;

void writeFile(const QString &fileName, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(fileName).absolutePath());
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

QString examples()
{
    return QStringLiteral(POOLCRAFT_SOURCE_DIR "/resources/examples");
}

} // namespace

class WelcomeTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cloudSetup_data();
    void cloudSetup();
    void exampleCopyKeepsTheUsersEdits();
    void missingExampleIsSaid();
    void firstStartIsNoSettings();
    void examplesOpenInTheDesigner_data();
    void examplesOpenInTheDesigner();
    void recentFilesAreListedAndOpen();
    void newJobFromTheWelcomePage();
};

void WelcomeTest::initTestCase()
{
    // Settings and the examples' copies go under ~/.qttest, never the user's own.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PoolcraftWelcomeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PoolcraftWelcomeTest"));
}

void WelcomeTest::init()
{
    QSettings().clear();
    QDir(ExampleFiles::copiesDirectory()).removeRecursively();
}

// Each row lays out a home folder (files named relative to it, "@" standing for the home
// itself) and an environment, and says what is found.
void WelcomeTest::cloudSetup_data()
{
    QTest::addColumn<QStringList>("files");       // "path=content"
    QTest::addColumn<QStringList>("environment"); // "NAME=value"
    QTest::addColumn<Source>("source");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("problem");
    QTest::addColumn<QString>("project");

    const QString adc = QStringLiteral(".config/gcloud/application_default_credentials.json");
    const QString configuration = QStringLiteral(".config/gcloud/configurations/config_default");
    QTest::newRow("nothing set up")
        << QStringList() << QStringList() << Source::None << QString() << false << QString();
    QTest::newRow("key file named by GOOGLE_APPLICATION_CREDENTIALS")
        << QStringList{"key.json={\"type\": \"service_account\"}"}
        << QStringList{"GOOGLE_APPLICATION_CREDENTIALS=@/key.json"}
        << Source::KeyFile << "service_account" << false << QString();
    QTest::newRow("named key file missing: no fallback to gcloud's file")
        << QStringList{adc + "={\"type\": \"authorized_user\"}"}
        << QStringList{"GOOGLE_APPLICATION_CREDENTIALS=@/gone.json"}
        << Source::KeyFile << QString() << true << QString();
    QTest::newRow("key file that is not JSON")
        << QStringList{"key.json=not json"}
        << QStringList{"GOOGLE_APPLICATION_CREDENTIALS=@/key.json"}
        << Source::KeyFile << QString() << true << QString();
    QTest::newRow("gcloud application default credentials")
        << QStringList{adc + "={\"type\": \"authorized_user\"}"} << QStringList()
        << Source::ApplicationDefault << "authorized_user" << false << QString();
    QTest::newRow("CLOUDSDK_CONFIG moves gcloud's folder")
        << QStringList{"elsewhere/application_default_credentials.json="
                       "{\"type\": \"external_account\"}",
                       "elsewhere/configurations/config_default=[core]\nproject = moved\n"}
        << QStringList{"CLOUDSDK_CONFIG=@/elsewhere"}
        << Source::ApplicationDefault << "external_account" << false << "moved";
    QTest::newRow("gcloud signed in, gcloud on PATH")
        << QStringList{configuration + "=[core]\naccount = me@example.com\nproject = p1\n",
                       "bin/gcloud=#!/bin/sh\n"}
        << QStringList{"PATH=@/bin"} << Source::GcloudAccount << QString() << false << "p1";
    QTest::newRow("gcloud account without gcloud installed")
        << QStringList{configuration + "=[core]\naccount = me@example.com\n"} << QStringList()
        << Source::None << QString() << false << QString();
    QTest::newRow("active_config picks the configuration")
        << QStringList{".config/gcloud/active_config=work\n",
                       configuration + "=[core]\nproject = home-project\n",
                       ".config/gcloud/configurations/config_work=[core]\nproject = work-project\n"}
        << QStringList() << Source::None << QString() << false << "work-project";
    QTest::newRow("CLOUDSDK_CORE_PROJECT comes before gcloud's configuration")
        << QStringList{configuration + "=[core]\nproject = from-gcloud\n"}
        << QStringList{"CLOUDSDK_CORE_PROJECT=from-variable"}
        << Source::None << QString() << false << "from-variable";
}

void WelcomeTest::cloudSetup()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, environment);
    QFETCH(Source, source);
    QFETCH(QString, type);
    QFETCH(bool, problem);
    QFETCH(QString, project);

    QTemporaryDir home;
    QVERIFY(home.isValid());
    for (const QString &entry : files) {
        const QString path = home.filePath(entry.section(QLatin1Char('='), 0, 0));
        writeFile(path, entry.section(QLatin1Char('='), 1).toUtf8());
        if (path.endsWith(QLatin1String("/gcloud")))
            QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner);
    }
    QProcessEnvironment variables;
    variables.insert(QStringLiteral("HOME"), home.path());
    variables.insert(QStringLiteral("PATH"), home.filePath(QStringLiteral("empty-bin")));
    for (const QString &entry : environment) {
        QString value = entry.section(QLatin1Char('='), 1);
        value.replace(QLatin1Char('@'), home.path());
        variables.insert(entry.section(QLatin1Char('='), 0, 0), value);
    }

    const CloudSetup setup = CloudSetup::find(variables);
    QCOMPARE(setup.source, source);
    QCOMPARE(setup.credentialType, type);
    QCOMPARE(!setup.problem.isEmpty(), problem);
    QCOMPARE(setup.project, project);
    QCOMPARE(setup.projectOrigin.isEmpty(), project.isEmpty());
    if (source == Source::GcloudAccount)
        QCOMPARE(setup.account, QStringLiteral("me@example.com"));
}

void WelcomeTest::exampleCopyKeepsTheUsersEdits()
{
    QTemporaryDir copies;
    QString error;
    const QString job = ExampleFiles::editableCopy(QStringLiteral("pytorch-digits"),
                                                   QStringLiteral("job.poolcraft.yaml"), &error,
                                                   examples(), copies.path());
    QVERIFY2(!job.isEmpty(), qPrintable(error));
    QCOMPARE(job, copies.filePath(QStringLiteral("pytorch-digits/job.poolcraft.yaml")));
    // The trainer comes along: the job's local command runs train.py beside it.
    const QString trainer = copies.filePath(QStringLiteral("pytorch-digits/train.py"));
    QVERIFY(QFileInfo::exists(trainer));
    QVERIFY(QFileInfo(job).isWritable());

    writeFile(job, "edited by the user\n");
    QVERIFY(QFile::remove(trainer));
    const QString again = ExampleFiles::editableCopy(QStringLiteral("pytorch-digits"),
                                                     QStringLiteral("job.poolcraft.yaml"), &error,
                                                     examples(), copies.path());
    QCOMPARE(again, job);
    QFile edited(job);
    QVERIFY(edited.open(QIODevice::ReadOnly));
    QCOMPARE(edited.readAll(), QByteArray("edited by the user\n"));
    QVERIFY2(QFileInfo::exists(trainer), "a file the copy lost is copied again");
}

void WelcomeTest::missingExampleIsSaid()
{
    QTemporaryDir copies;
    QString error;
    QVERIFY(ExampleFiles::editableCopy(QStringLiteral("pytorch-digits"),
                                       QStringLiteral("no-such.yaml"), &error, examples(),
                                       copies.path()).isEmpty());
    QVERIFY(error.contains(QLatin1String("no-such.yaml")));
    QVERIFY2(QDir(copies.path()).isEmpty(), "nothing is copied for a file that is not there");
    error.clear();
    QVERIFY(ExampleFiles::editableCopy(QStringLiteral("pytorch-digits"),
                                       QStringLiteral("job.poolcraft.yaml"), &error, QString(),
                                       copies.path()).isEmpty());
    QVERIFY(!error.isEmpty());
}

void WelcomeTest::firstStartIsNoSettings()
{
    QVERIFY(MainWindow::isFirstStart());
    QSettings().setValue(QStringLiteral("geometry"), QByteArray("x"));
    QVERIFY(!MainWindow::isFirstStart());
}

void WelcomeTest::examplesOpenInTheDesigner_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("study");
    QTest::newRow("example job") << "openExampleJob" << "job.poolcraft.yaml" << false;
    QTest::newRow("example study") << "openExampleStudy" << "study.poolcraft.yaml" << true;
}

void WelcomeTest::examplesOpenInTheDesigner()
{
    QFETCH(QString, button);
    QFETCH(QString, file);
    QFETCH(bool, study);

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
    QVERIFY(!docks.isEmpty());
    window.showWelcomePage();
    WelcomePage *page = window.welcomePage();
    QVERIFY(page);
    QCOMPARE(window.tabs()->currentWidget(), page);
    // The designer's preview and diagnostics make way for the page, and come back after.
    for (QDockWidget *dock : docks)
        QVERIFY2(dock->isHidden(), qPrintable(dock->objectName()));
    // Whatever this machine has, the page says something about the cloud, offline.
    QVERIFY(page->cloudLabel()->text().contains(QLatin1String("Credentials")));

    auto *open = page->findChild<QPushButton *>(button);
    QVERIFY(open);
    open->click();
    const QString expected = ExampleFiles::copiesDirectory() + "/pytorch-digits/" + file;
    QCOMPARE(window.document()->fileName(), expected);
    QCOMPARE(window.document()->job().study.has_value(), study);
    QCOMPARE(window.tabs()->currentIndex(), 0);
    for (QDockWidget *dock : docks)
        QVERIFY2(dock->isVisible(), qPrintable(dock->objectName()));
    QCOMPARE(window.diagnostics().size(), 0);
    // Opening recorded it: the page lists it among the recent files.
    QCOMPARE(page->recentList()->count(), 1);
    QCOMPARE(page->recentList()->item(0)->data(Qt::UserRole).toString(), expected);
}

void WelcomeTest::recentFilesAreListedAndOpen()
{
    const QString job = examples() + "/pytorch-digits/job.poolcraft.yaml";
    QSettings().setValue(QStringLiteral("recentFiles"),
                         QStringList{job, QStringLiteral("/nowhere/gone.yaml")});
    MainWindow window;
    window.showWelcomePage();
    QListWidget *recent = window.welcomePage()->recentList();
    QCOMPARE(recent->count(), 2);
    QCOMPARE(recent->item(0)->text(), QStringLiteral("job.poolcraft.yaml"));
    QVERIFY2(!(recent->item(1)->flags() & Qt::ItemIsEnabled), "a file that is gone is greyed");
    // To look at the page: POOLCRAFT_SCREENSHOT_WELCOME=path.png.
    const QString screenshot = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_WELCOME");
    if (!screenshot.isEmpty()) {
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.grab().save(screenshot));
    }

    emit recent->itemActivated(recent->item(0));
    QCOMPARE(window.document()->fileName(), job);
    QCOMPARE(window.tabs()->currentIndex(), 0);
}

void WelcomeTest::newJobFromTheWelcomePage()
{
    MainWindow window;
    window.openFile(examples() + "/pytorch-digits/job.poolcraft.yaml");
    window.showWelcomePage();
    // Shown again, the page is the same tab, not a second one.
    const int tabs = window.tabs()->count();
    window.showWelcomePage();
    QCOMPARE(window.tabs()->count(), tabs);
    window.welcomePage()->findChild<QPushButton *>(QStringLiteral("newJob"))->click();
    QVERIFY(window.document()->fileName().isEmpty());
    QCOMPARE(window.tabs()->currentIndex(), 0);
}

QTEST_MAIN(WelcomeTest)

#include "tst_welcome.moc"
