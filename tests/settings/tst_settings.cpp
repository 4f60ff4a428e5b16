#include "app/cloud/cloudsettings.h"
#include "app/history/historystore.h"
#include "app/settings/appsettings.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/logview/logview.h"
#include "widgets/mainwindow.h"
#include "widgets/study/trialcurveschart.h"
#include "widgets/settings/settingsdialog.h"
#include "widgets/settings/themeswitch.h"
#include "widgets/settings/translations.h"
#include "widgets/welcome/welcomepage.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Poolcraft;

class SettingsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void dialogSettingsPersist_data();
    void dialogSettingsPersist();
    void historyFileFollowsSettings();
    void historySizeShown();
    void historyPrunedToLimit_data();
    void historyPrunedToLimit();
    void endpointProblemShown();
    void languageSwitchRetranslatesMenus_data();
    void languageSwitchRetranslatesMenus();
    void themeSwitchChangesPalette_data();
    void themeSwitchChangesPalette();
    void welcomePageOpensCloudSettings();
    void themeSwitchChangesChartColours_data();
    void themeSwitchChangesChartColours();
    void logColoursReadableInTheme_data();
    void logColoursReadableInTheme();
    void screenshotsOfEveryTab_data();
    void screenshotsOfEveryTab();

private:
    QTemporaryDir m_dir;
};

void SettingsTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("PoolcraftTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
}

void SettingsTest::init()
{
    QSettings().clear();
}

void SettingsTest::cleanup()
{
    Translations::apply(QStringLiteral("en"));
    ThemeSwitch::apply(AppSettings::Theme::System);
}

void SettingsTest::dialogSettingsPersist_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::newRow("language-es") << "language" << "es";
    QTest::newRow("language-zh_CN") << "language" << "zh_CN";
    QTest::newRow("theme-dark") << "theme" << "dark";
    QTest::newRow("theme-light") << "theme" << "light";
    QTest::newRow("project") << "project" << "my-project";
    QTest::newRow("region-from-catalog") << "region" << "europe-west4";
    QTest::newRow("credentials-file") << "credentialsFile" << "/keys/sa.json";
    QTest::newRow("gcloud-account") << "gcloudAccount" << "me@example.com";
    QTest::newRow("aiplatform-endpoint") << "aiplatformEndpoint" << "http://127.0.0.1:8080/";
    QTest::newRow("logging-endpoint") << "loggingEndpoint" << "https://logging.example.com/";
    QTest::newRow("history-file") << "historyFile" << "/data/poolcraft/history.sqlite";
    QTest::newRow("history-limit") << "historyLimit" << "2048";
}

namespace {

// The value a dialog shows for the field, as the settings file spells it.
QString shown(const SettingsDialog &dialog, const QString &field)
{
    const AppSettings app = dialog.appSettings();
    const CloudSettings cloud = dialog.cloudSettings();
    const QHash<QString, QString> values{
        {QStringLiteral("language"), app.language},
        {QStringLiteral("theme"), QStringList{"system", "light", "dark"}.value(int(app.theme))},
        {QStringLiteral("project"), cloud.project},
        {QStringLiteral("region"), cloud.region},
        {QStringLiteral("credentialsFile"), cloud.credentialsFile},
        {QStringLiteral("gcloudAccount"), cloud.gcloudAccount},
        {QStringLiteral("aiplatformEndpoint"), cloud.aiplatformEndpoint},
        {QStringLiteral("loggingEndpoint"), cloud.loggingEndpoint},
        {QStringLiteral("historyFile"), app.historyFile},
        {QStringLiteral("historyLimit"),
         app.historyLimitMiB ? QString::number(app.historyLimitMiB) : QString()}};
    return values.value(field);
}

void chooseData(QComboBox *box, const QVariant &data)
{
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(index);
}

} // namespace

// What is typed or picked in the dialog is in the settings file, and a new dialog shows it.
void SettingsTest::dialogSettingsPersist()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    MainWindow window;
    {
        const AppSettings before = AppSettings::load();
        SettingsDialog dialog(before, CloudSettings::load(), &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QHash<QString, QLineEdit *> edits{
            {QStringLiteral("project"), dialog.projectEdit()},
            {QStringLiteral("credentialsFile"), dialog.credentialsFileEdit()},
            {QStringLiteral("gcloudAccount"), dialog.gcloudAccountEdit()},
            {QStringLiteral("aiplatformEndpoint"), dialog.aiplatformEndpointEdit()},
            {QStringLiteral("loggingEndpoint"), dialog.loggingEndpointEdit()},
            {QStringLiteral("historyFile"), dialog.historyFileEdit()}};
        if (QLineEdit *edit = edits.value(field)) {
            edit->clear();
            QTest::keyClicks(edit, value);
        } else if (field == QLatin1String("language")) {
            chooseData(dialog.languageBox(), value);
        } else if (field == QLatin1String("theme")) {
            chooseData(dialog.themeBox(), int(value == QLatin1String("dark")
                                                  ? AppSettings::Theme::Dark
                                                  : AppSettings::Theme::Light));
        } else if (field == QLatin1String("historyLimit")) {
            dialog.historyLimitBox()->setValue(value.toInt());
        } else if (field == QLatin1String("region")) {
            const int index = dialog.regionBox()->findText(value);
            QVERIFY2(index > 0, "the catalog's regions are offered");
            dialog.regionBox()->setCurrentIndex(index);
        }
        QCOMPARE(shown(dialog, field), value);
        window.applySettings(before, dialog.appSettings(), dialog.cloudSettings());
    }
    QSettings().sync();
    SettingsDialog again(AppSettings::load(), CloudSettings::load());
    QCOMPARE(shown(again, field), value);
    // Nothing else was written: unset settings stay unset.
    for (const QString &other : {"project", "region", "historyFile", "language"}) {
        if (other != field)
            QCOMPARE(shown(again, other), QString());
    }
}

// The app and the command line open the history where the settings say, unless
// $POOLCRAFT_HISTORY_DB overrides it.
void SettingsTest::historyFileFollowsSettings()
{
    const QByteArray environment = qgetenv("POOLCRAFT_HISTORY_DB");
    qunsetenv("POOLCRAFT_HISTORY_DB");
    QCOMPARE(HistoryStore::configuredDatabasePath(), HistoryStore::defaultDatabasePath());
    AppSettings app;
    app.historyFile = m_dir.filePath("elsewhere/history.sqlite");
    app.save();
    QCOMPARE(HistoryStore::configuredDatabasePath(), app.historyFile);
    qputenv("POOLCRAFT_HISTORY_DB", m_dir.filePath("env.sqlite").toUtf8());
    QCOMPARE(HistoryStore::configuredDatabasePath(), m_dir.filePath("env.sqlite"));
    if (environment.isEmpty())
        qunsetenv("POOLCRAFT_HISTORY_DB");
    else
        qputenv("POOLCRAFT_HISTORY_DB", environment);
}

namespace {

// A run of one replica with `megabytes` MiB of log, ended unless `live`.
qint64 addRun(HistoryStore &store, int megabytes, bool live = false, const QString &study = {})
{
    RunSpec spec;
    spec.jobDocument = QStringLiteral("{}");
    spec.kind = QStringLiteral("local");
    spec.studyId = study;
    spec.trialId = study.isEmpty() ? QString() : QStringLiteral("1");
    spec.taskNames = {QStringLiteral("workerpool0-0")};
    QList<qint64> replicas;
    const qint64 run = store.beginRun(spec, &replicas);
    const QByteArray line = QByteArray(1023, 'x') + '\n';
    for (int i = 0; i < megabytes; ++i)
        store.appendLogBlock(replicas.value(0), LogStream::Stdout, line.repeated(1024));
    store.setRunState(run, QString::fromLatin1(live ? RunStateName::Running
                                                    : RunStateName::Succeeded));
    return run;
}

constexpr qint64 MiB = 1024 * 1024;

} // namespace

void SettingsTest::historySizeShown()
{
    AppSettings app;
    app.historyFile = m_dir.filePath("sized/history.sqlite");
    SettingsDialog dialog(app, CloudSettings());
    QCOMPARE(dialog.historySize()->text(), QStringLiteral("not created yet"));
    {
        HistoryStore store(app.historyFile);
        QVERIFY2(store.open(), qPrintable(store.errorString()));
        QVERIFY(addRun(store, 3) > 0);
    }
    SettingsDialog reopened(app, CloudSettings());
    // The database and its logs: a little over the 3 MiB of log.
    const QString size = reopened.historySize()->text();
    QVERIFY2(size.startsWith(QLatin1String("3.")) && size.endsWith(QLatin1String(" MiB")),
             qPrintable(size));
}

void SettingsTest::historyPrunedToLimit_data()
{
    QTest::addColumn<int>("limitMiB");
    QTest::addColumn<QList<int>>("kept");   // by order of creation
    // Five runs of 1 MiB of log each: 0, 1, 3 ended, 2 live, 4 a study's trial. The limit
    // gets half a MiB more, for the database itself.
    QTest::newRow("no-room-but-live-and-study") << 0 << QList<int>{2, 4};
    QTest::newRow("room-for-three") << 3 << QList<int>{2, 3, 4};
    QTest::newRow("room-for-four") << 4 << QList<int>{1, 2, 3, 4};
    QTest::newRow("room-for-all") << 100 << QList<int>{0, 1, 2, 3, 4};
}

void SettingsTest::historyPrunedToLimit()
{
    QFETCH(int, limitMiB);
    QFETCH(QList<int>, kept);
    QTemporaryDir dir;
    HistoryStore store(dir.filePath("history.sqlite"));
    QVERIFY2(store.open(), qPrintable(store.errorString()));
    QList<qint64> runs;
    for (int i = 0; i < 5; ++i)
        runs.append(addRun(store, 1, i == 2, i == 4 ? QStringLiteral("study") : QString()));
    const QList<ReplicaRecord> firstReplicas = store.replicas(runs.first());
    store.pruneTo(qint64(limitMiB) * MiB + MiB / 2);
    QList<int> left;
    for (const RunRecord &run : store.runs())
        left.append(int(runs.indexOf(run.id)));
    QCOMPARE(left, kept);
    if (!kept.contains(0)) {
        QCOMPARE(store.replicas(runs.first()).size(), 0);
        QVERIFY(!QFileInfo::exists(store.logFilePath(firstReplicas.value(0).id)));
    }
}

void SettingsTest::endpointProblemShown()
{
    SettingsDialog dialog(AppSettings{}, CloudSettings{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.showCloudPage();
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("endpointProblem"));
    QVERIFY(problem);
    QVERIFY(!problem->isVisible());
    QTest::keyClicks(dialog.aiplatformEndpointEdit(), QStringLiteral("http://example.com/"));
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QLatin1String("http://example.com/")),
             qPrintable(problem->text()));
    dialog.aiplatformEndpointEdit()->setText(QStringLiteral("https://example.com/"));
    QVERIFY(!problem->isVisible());
}

void SettingsTest::languageSwitchRetranslatesMenus_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    QTest::newRow("es") << "es" << "&Archivo";
    QTest::newRow("pt_BR") << "pt_BR" << "&Arquivo";
    QTest::newRow("zh_CN") << "zh_CN" << "文件(&F)";
}

// Picking a language in the dialog changes the open window's menus at once, and back.
void SettingsTest::languageSwitchRetranslatesMenus()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.menuBar()->actions().value(0)->text(), QStringLiteral("&File"));
    AppSettings before = AppSettings::load();
    AppSettings after = before;
    after.language = language;
    window.applySettings(before, after, CloudSettings::load());
    QTRY_COMPARE(window.menuBar()->actions().value(0)->text(), file);
    // Every menu was built again: none is left over in English.
    QCOMPARE(window.menuBar()->actions().size(), 5);
    QVERIFY(window.menuBar()->actions().value(0)->menu()->actions().size() > 3);
    window.applySettings(after, before, CloudSettings::load());
    QTRY_COMPARE(window.menuBar()->actions().value(0)->text(), QStringLiteral("&File"));
}

void SettingsTest::themeSwitchChangesPalette_data()
{
    QTest::addColumn<int>("theme");
    QTest::addColumn<bool>("dark");
    QTest::newRow("dark") << int(AppSettings::Theme::Dark) << true;
    QTest::newRow("light") << int(AppSettings::Theme::Light) << false;
}

void SettingsTest::themeSwitchChangesPalette()
{
    QFETCH(int, theme);
    QFETCH(bool, dark);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    AppSettings before = AppSettings::load();
    AppSettings after = before;
    after.theme = AppSettings::Theme(theme);
    window.applySettings(before, after, CloudSettings::load());
    QCOMPARE(ThemeSwitch::isDark(QApplication::palette()), dark);
    QTRY_COMPARE(ThemeSwitch::isDark(window.palette()), dark);
    QCOMPARE(AppSettings::load().theme, AppSettings::Theme(theme));
}

void SettingsTest::welcomePageOpensCloudSettings()
{
    MainWindow window;
    window.showWelcomePage();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *button = window.welcomePage()->findChild<QPushButton *>(QStringLiteral("cloudSettings"));
    QVERIFY(button);
    QString page;
    bool credentialsShown = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<SettingsDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto *tabs = dialog->findChild<QTabWidget *>();
        page = tabs->tabText(tabs->currentIndex());
        credentialsShown = dialog->credentialsFound()->text().contains(QLatin1String("Credentials"));
        dialog->reject();
    });
    button->click();
    QCOMPARE(page, QStringLiteral("&Cloud"));
    QVERIFY(credentialsShown);
}

void SettingsTest::themeSwitchChangesChartColours_data()
{
    themeSwitchChangesPalette_data();
}

// Every chart of the window, the study's too, takes the look's background and text.
void SettingsTest::themeSwitchChangesChartColours()
{
    QFETCH(int, theme);
    QFETCH(bool, dark);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QChartView *> views = window.findChildren<QChartView *>();
    // The study's metric and slice charts; its intermediate-values chart paints itself with
    // the palette (checked below), and the Runs tab makes its charts with a run.
    QVERIFY(views.size() >= 2);
    const QList<TrialCurvesChart *> painted = window.findChildren<TrialCurvesChart *>();
    QVERIFY(!painted.isEmpty());
    ThemeSwitch::apply(AppSettings::Theme(theme));
    for (TrialCurvesChart *chart : painted)
        QTRY_COMPARE(chart->palette().base().color().lightness() < 128, dark);
    for (QChartView *view : views) {
        QTRY_COMPARE(view->chart()->backgroundBrush().color().lightness() < 128, dark);
        const QColor background = view->chart()->backgroundBrush().color();
        QCOMPARE(background.lightness() < 128, dark);
        for (QAbstractAxis *axis : view->chart()->axes()) {
            QVERIFY2(std::abs(axis->labelsColor().lightness() - background.lightness()) > 100,
                     qPrintable(view->metaObject()->className()));
        }
    }
}

void SettingsTest::logColoursReadableInTheme_data()
{
    QTest::addColumn<int>("theme");
    QTest::addColumn<QByteArray>("colour");
    QTest::newRow("dark-theme-ansi-black") << int(AppSettings::Theme::Dark) << QByteArray("30");
    QTest::newRow("dark-theme-ansi-blue") << int(AppSettings::Theme::Dark) << QByteArray("34");
    QTest::newRow("light-theme-ansi-white") << int(AppSettings::Theme::Light) << QByteArray("37");
}

// A line coloured for another background is still drawn apart from this one: its glyphs
// differ from the view's background in lightness.
void SettingsTest::logColoursReadableInTheme()
{
    QFETCH(int, theme);
    QFETCH(QByteArray, colour);
    ThemeSwitch::apply(AppSettings::Theme(theme));
    LogBuffer buffer;
    LogView view;
    view.resize(600, 200);
    view.setBuffer(&buffer);
    buffer.appendLine(buffer.addSource(QStringLiteral("workerpool0-0")), false,
                      "\x1b[" + colour + "m" + QByteArray(200, '#') + "\x1b[0m");
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int background = view.palette().color(QPalette::Base).lightness();
    QTRY_VERIFY([&] {
        // The right half: past the gutter's line numbers, only the coloured text.
        const QImage image = view.viewport()->grab().toImage();
        int readable = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = image.width() / 2; x < image.width(); ++x) {
                if (std::abs(QColor(image.pixel(x, y)).lightness() - background) > 100)
                    ++readable;
            }
        }
        return readable > 100;
    }());
}

void SettingsTest::screenshotsOfEveryTab_data()
{
    QTest::addColumn<int>("theme");
    QTest::addColumn<QString>("language");
    QTest::newRow("dark") << int(AppSettings::Theme::Dark) << "en";
    QTest::newRow("zh_CN") << int(AppSettings::Theme::System) << "zh_CN";
    QTest::newRow("dark-zh_CN") << int(AppSettings::Theme::Dark) << "zh_CN";
    QTest::newRow("es") << int(AppSettings::Theme::System) << "es";
    QTest::newRow("pt_BR") << int(AppSettings::Theme::System) << "pt_BR";
}

// For people to look at, not a check: every tab with the example job and study, saved as
// $POOLCRAFT_SCREENSHOT_DIR/<look>-<tab>.png.
void SettingsTest::screenshotsOfEveryTab()
{
    QFETCH(int, theme);
    QFETCH(QString, language);
    const QString folder = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_DIR");
    if (folder.isEmpty())
        QSKIP("POOLCRAFT_SCREENSHOT_DIR is not set");
    ThemeSwitch::apply(AppSettings::Theme(theme));
    Translations::apply(language);
    MainWindow window;
    QVERIFY(window.openFile(QStringLiteral(POOLCRAFT_SOURCE_DIR
                                           "/resources/examples/pytorch-digits/study.poolcraft.yaml")));
    window.showWelcomePage();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QTest::qWait(50);
        const QString name = QStringLiteral("%1/%2-%3.png")
                                 .arg(folder, QString::fromLatin1(QTest::currentDataTag()))
                                 .arg(i);
        QVERIFY(window.grab().save(name));
    }
    SettingsDialog dialog(AppSettings::load(), CloudSettings::load(), &window);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    for (int i = 0; i < 3; ++i) {
        dialog.findChild<QTabWidget *>()->setCurrentIndex(i);
        QTest::qWait(20);
        QVERIFY(dialog.grab().save(QStringLiteral("%1/%2-settings-%3.png")
                                       .arg(folder, QString::fromLatin1(QTest::currentDataTag()))
                                       .arg(i)));
    }
}

QTEST_MAIN(SettingsTest)

#include "tst_settings.moc"
