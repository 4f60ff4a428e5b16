#include "app/document/jobeditdocument.h"
#include "app/history/historystore.h"
#include "app/launch/localrunner.h"
#include "models/core/diagnostic.h"
#include "widgets/charts/metricchart.h"
#include "widgets/charts/metricseriesset.h"
#include "widgets/charts/rundashboard.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/logview/logview.h"
#include "widgets/diagnostics/diagnosticspanel.h"
#include "widgets/mainwindow.h"
#include "widgets/preview/previewpane.h"
#include "widgets/runs/runspage.h"
#include "tests/support/historyruns.h"

#include <QAction>
#include <QComboBox>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QApplication>
#include <QDir>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QValueAxis>

#include <memory>

using namespace Poolcraft;

namespace {

// A trainer that starts (python, torch import, gloo) under other load needs time.
constexpr int StartTimeoutMs = 120'000;

QString exampleJob()
{
    return QStringLiteral(POOLCRAFT_SOURCE_DIR)
           + QLatin1String("/resources/examples/pytorch-digits/job.poolcraft.yaml");
}

qsizetype chartedPoints(RunDashboard *dashboard, int run)
{
    qsizetype count = 0;
    for (const QString &metric : dashboard->metrics()->metrics(run))
        count += qsizetype(dashboard->metrics()->points(run, metric).size());
    return count;
}

QTreeWidgetItem *pastRunItem(QTreeWidget *pastRuns, qint64 runId)
{
    const QList<QTreeWidgetItem *> found = pastRuns->findItems(QString::number(runId),
                                                               Qt::MatchExactly, 0);
    return found.value(0);
}

// Answers the next message box that opens (modal, from the call made after this) with its
// button of `role`; `text` receives what it asked.
void answerMessageBox(QObject *context, QMessageBox::ButtonRole role, QString *text)
{
    QTimer::singleShot(0, context, [role, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *text = box->text();
        for (QAbstractButton *candidate : box->buttons()) {
            if (box->buttonRole(candidate) == role) {
                candidate->click();
                return;
            }
        }
    });
}

bool logContains(LogBuffer *buffer, const QByteArray &text)
{
    for (qint64 line = 0; line < buffer->lineCount(); ++line) {
        if (buffer->lineText(line).contains(text))
            return true;
    }
    return false;
}

} // namespace

// For people looking at the tab: $POOLCRAFT_SCREENSHOT_DIR/<name>.png when that is set.
static void saveScreenshot(QWidget *window, const char *name)
{
    const QString folder = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_DIR");
    if (!folder.isEmpty()) {
        QCoreApplication::processEvents();
        window->grab().save(folder + QLatin1Char('/') + QLatin1String(name) + ".png");
    }
}

// Every chart of the dashboard shows all its texts whole: none cut to "...".
static bool chartsReadable(RunDashboard *dashboard)
{
    QApplication::processEvents();
    const QList<MetricChart *> charts = dashboard->findChildren<MetricChart *>();
    for (MetricChart *chart : charts) {
        for (const QString &text : chart->drawnTexts()) {
            if (text.contains(QLatin1String("...")) || text.contains(QChar(0x2026))) {
                qWarning() << chart->family() << chart->size() << chart->drawnTexts();
                return false;
            }
        }
    }
    return !charts.isEmpty();
}

class RunsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void exampleRunsWithF5_data();
    void exampleRunsWithF5();
    void stopEndsTheRun_data();
    void stopEndsTheRun();
    void planProblemsShownBeforeLaunch_data();
    void planProblemsShownBeforeLaunch();
    void localCommandField_data();
    void localCommandField();
    void replicaCommandsShown_data();
    void replicaCommandsShown();
    void taskFilterShowsOneTask_data();
    void taskFilterShowsOneTask();
    void pastRunOpensWithOneClick();
    void quitDuringRunAsks_data();
    void quitDuringRunAsks();
    void deleteRunsFromHistory();
    void runThatCannotBeDeleted_data();
    void runThatCannotBeDeleted();

private:
    // Runs the example job from the window to its end.
    bool runExampleToEnd();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void RunsTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void RunsTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    qputenv("POOLCRAFT_HISTORY_DB", m_dir->filePath(QStringLiteral("history.sqlite")).toUtf8());
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(m_window->runsPage()->history()->isOpen());
}

void RunsTest::cleanup()
{
    RunsPage *page = m_window->runsPage();
    if (page->isRunning()) {
        page->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 30'000);
    }
    m_window.reset();
    qunsetenv("POOLCRAFT_HISTORY_DB");
}

void RunsTest::exampleRunsWithF5_data()
{
    QTest::addColumn<QString>("fromTab");
    QTest::newRow("F5 on the design tab") << QStringLiteral("design");
    QTest::newRow("F5 on the runs tab") << QStringLiteral("runs");
}

void RunsTest::exampleRunsWithF5()
{
    QFETCH(QString, fromTab);
    // From the repository root, as `packaging/dev.sh run` does: the command is relative to
    // the job file's folder, not to where Poolcraft started.
    QDir::setCurrent(QStringLiteral(POOLCRAFT_SOURCE_DIR));
    QVERIFY(m_window->openFile(exampleJob()));
    RunsPage *page = m_window->runsPage();
    QVERIFY2(!hasErrors(page->previewPlan().diagnostics),
             qPrintable(page->planProblems()->count() ? page->planProblems()->item(0)->text()
                                                      : QString()));
    m_window->tabs()->setCurrentIndex(fromTab == QLatin1String("runs")
                                          ? m_window->tabs()->indexOf(page)
                                          : 0);
    QSignalSpy finished(page, &RunsPage::runFinished);
    QTest::keyClick(m_window.get(), Qt::Key_F5);
    QVERIFY(page->isRunning() || !finished.isEmpty());
    QCOMPARE(m_window->tabs()->currentWidget(), page);
    const qint64 runId = page->currentRunId();
    QVERIFY(runId > 0);
    QCOMPARE(page->pastRuns()->topLevelItemCount(), 1);

    RunDashboard *dashboard = page->dashboard();
    QTRY_VERIFY_WITH_TIMEOUT(logContains(dashboard->logBuffer(), "Epoch 1/5"), StartTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(chartedPoints(dashboard, 0) > 0, StartTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, StartTimeoutMs);
    QCOMPARE(finished.first().first().value<RunState>(), RunState::Succeeded);
    // Every replica has its own log source, named as Vertex names its nodes.
    QStringList sources;
    for (int source = 0; source < dashboard->logBuffer()->sourceCount(); ++source)
        sources.append(dashboard->logBuffer()->sourceName(source));
    QVERIFY2(sources.contains(QStringLiteral("workerpool0-0"))
                 && sources.contains(QStringLiteral("workerpool1-1")),
             qPrintable(sources.join(QLatin1Char(','))));
    const qint64 liveLines = dashboard->logBuffer()->lineCount();
    const std::span<const QPointF> liveLoss = dashboard->metrics()->points(0,
                                                                           QStringLiteral("loss"));
    const QList<QPointF> loss(liveLoss.begin(), liveLoss.end());
    QCOMPARE(loss.size(), 5);
    // Issue 10: at 1024x700 every axis label read "...".
    m_window->resize(1024, 700);
    QTRY_VERIFY(chartsReadable(dashboard));
    saveScreenshot(m_window.get(), "runs-finished-1024x700");
    m_window->resize(1366, 768);
    QTRY_VERIFY(chartsReadable(dashboard));
    saveScreenshot(m_window.get(), "runs-finished");

    const auto *liveSource = dashboard->findChild<QLabel *>(QStringLiteral("metricsSource"));
    QVERIFY(liveSource);
    const QString liveSourceText = liveSource->text();
    QVERIFY2(liveSourceText.contains(QStringLiteral("workerpool0-0")), qPrintable(liveSourceText));

    // The past run comes back from the history with the same lines and points.
    QTreeWidget *pastRuns = page->pastRuns();
    QCOMPARE(pastRuns->topLevelItemCount(), 1);
    QCOMPARE(pastRuns->topLevelItem(0)->text(1), QString::fromLatin1(RunStateName::Succeeded));
    emit pastRuns->itemActivated(pastRuns->topLevelItem(0), 0);
    QVERIFY(page->dashboard() != dashboard);
    RunDashboard *reopened = page->dashboard();
    // Read on another thread: the window stays responsive while it loads.
    QTRY_VERIFY_WITH_TIMEOUT(!reopened->isLoading(), StartTimeoutMs);
    QCOMPARE(reopened->logBuffer()->lineCount(), liveLines);
    const std::span<const QPointF> pastLoss = reopened->metrics()->points(0,
                                                                          QStringLiteral("loss"));
    QCOMPARE(QList<QPointF>(pastLoss.begin(), pastLoss.end()), loss);
    // Both say whose output the charts read: the chief's.
    const auto *pastSource = reopened->findChild<QLabel *>(QStringLiteral("metricsSource"));
    QVERIFY(pastSource);
    QCOMPARE(pastSource->text(), liveSourceText);
    QVERIFY(!pastSource->isHidden());
    // Issue 10: a reopened run's axes went to -0.5 and 1.2; they fit the data.
    const QList<MetricChart *> charts = reopened->findChildren<MetricChart *>();
    QVERIFY(!charts.isEmpty());
    for (MetricChart *chart : charts) {
        chart->refresh();
        const auto *x = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Horizontal).value(0));
        const auto *y = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Vertical).value(0));
        QVERIFY(x && y);
        QVERIFY2(x->min() >= 0, qPrintable(chart->family()));
        QVERIFY2(y->min() >= 0, qPrintable(chart->family()));
        if (chart->family() == QLatin1String("accuracy"))
            QVERIFY2(y->max() <= 1 + 1e-9, qPrintable(QString::number(y->max()))); // niceaxis.cpp
    }
    QTRY_VERIFY(chartsReadable(reopened));
    saveScreenshot(m_window.get(), "runs-reopened");
    QVERIFY(page->openPastRun(runId));
    QVERIFY(!page->openPastRun(runId + 1000));

    // The designer's docks make way for the dashboard and come back with the designer.
    QVERIFY(!m_window->previewPane()->isVisible());
    m_window->tabs()->setCurrentIndex(0);
    QVERIFY(m_window->previewPane()->isVisible());
    QVERIFY(m_window->diagnosticsPanel()->isVisible());
}

void RunsTest::stopEndsTheRun_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QByteArray>("waitFor");
    QTest::newRow("slow epochs, three replicas")
        << QStringLiteral("/usr/bin/python3 train.py --epoch_delay=60")
        << QStringList{"/usr/bin/python3", "train.py", "--epoch_delay=60"}
        << QByteArray("Epoch 1/5");
    // The pool's arguments land in $0.. of the shell; its child must be stopped too.
    QTest::newRow("a shell whose child never prints")
        << QStringLiteral("/bin/sh -c 'sleep 600'")
        << QStringList{"/bin/sh", "-c", "sleep 600"} << QByteArray();
}

void RunsTest::stopEndsTheRun()
{
    QFETCH(QString, command);
    QFETCH(QStringList, words);
    QFETCH(QByteArray, waitFor);
    QVERIFY(m_window->openFile(exampleJob()));
    QLineEdit *edit = m_window->localCommandEdit();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, command);
    QCOMPARE(m_window->document()->job().localCommand, words);
    RunsPage *page = m_window->runsPage();
    QSignalSpy finished(page, &RunsPage::runFinished);
    page->runAction()->trigger();
    QVERIFY(page->isRunning());
    QVERIFY(!page->runAction()->isEnabled());
    QVERIFY(page->stopAction()->isEnabled());
    if (!waitFor.isEmpty()) {
        QTRY_VERIFY_WITH_TIMEOUT(logContains(page->dashboard()->logBuffer(), waitFor),
                                 StartTimeoutMs);
    }
    page->stopAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, 60'000);
    QCOMPARE(finished.first().first().value<RunState>(), RunState::Cancelled);
    QVERIFY(page->stateLabel()->text().contains(runStateName(RunState::Cancelled)));
    QVERIFY(page->runAction()->isEnabled());
    QVERIFY(!page->stopAction()->isEnabled());
    QCOMPARE(page->pastRuns()->topLevelItem(0)->text(1),
             QString::fromLatin1(RunStateName::Cancelled));
}

void RunsTest::planProblemsShownBeforeLaunch_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    // No local command at all would run the pools' images in Docker where an engine answers.
    QTest::newRow("empty program") << QStringLiteral("localCommand") << QStringLiteral("''");
    QTest::newRow("chief with two replicas") << ValuePath::replicaCount(0) << QStringLiteral("2");
    QTest::newRow("more replicas than one machine runs")
        << ValuePath::replicaCount(1) << QStringLiteral("1000");
}

void RunsTest::planProblemsShownBeforeLaunch()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    QVERIFY(m_window->openFile(exampleJob()));
    RunsPage *page = m_window->runsPage();
    QVERIFY(page->runAction()->isEnabled());
    QVERIFY(m_window->document()->setValue(path, value));
    // Shown while editing, before anything is launched.
    QVERIFY(!page->planProblems()->isHidden());
    QVERIFY(page->planProblems()->count() > 0);
    QVERIFY(!page->runAction()->isEnabled());
    QVERIFY(!page->runLocally());
    QVERIFY(!page->isRunning());
    QCOMPARE(page->pastRuns()->topLevelItemCount(), 0);
    m_window->document()->undoStack()->undo();
    QVERIFY(page->runAction()->isEnabled());
}

void RunsTest::localCommandField_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("plain words") << QStringLiteral("python3 train.py --x=1")
                                 << QStringList{"python3", "train.py", "--x=1"};
    QTest::newRow("quoted path") << QStringLiteral("python3 'my dir/train.py'")
                                 << QStringList{"python3", "my dir/train.py"};
    QTest::newRow("unfinished quote keeps the last whole command")
        << QStringLiteral("python3 'my dir") << QStringList{"python3"};
    QTest::newRow("empty") << QString() << QStringList();
}

void RunsTest::localCommandField()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, words);
    QVERIFY(m_window->openFile(exampleJob()));
    const QStringList before = m_window->document()->job().localCommand;
    QLineEdit *edit = m_window->localCommandEdit();
    QCOMPARE(edit->text(), valueAt(m_window->document()->job(), QStringLiteral("localCommand")));
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, typed);
    QCOMPARE(m_window->document()->job().localCommand, words);
    // Each edit is undoable, and the field follows the document back.
    while (m_window->document()->undoStack()->canUndo())
        m_window->document()->undoStack()->undo();
    QCOMPARE(m_window->document()->job().localCommand, before);
    QCOMPARE(edit->text(), valueAt(m_window->document()->job(), QStringLiteral("localCommand")));
}

void RunsTest::replicaCommandsShown_data()
{
    QTest::addColumn<QString>("localCommand");
    QTest::addColumn<QStringList>("lines");       // each line starts so, in this order
    const QString args = QStringLiteral("--epochs=5 --learning_rate=0.05 --batch_size=64");
    QTest::newRow("local command")
        << QStringLiteral("/usr/bin/python3 train.py")
        << QStringList{"# workerpool0-0", "/usr/bin/python3 train.py " + args,
                       "# workerpool1-0", "/usr/bin/python3 train.py " + args,
                       "# workerpool1-1", "/usr/bin/python3 train.py " + args};
    QStringList docker;
    for (const char *task : {"workerpool0-0", "workerpool1-0", "workerpool1-1"}) {
        docker << QStringLiteral("# ") + QLatin1String(task)
               << QStringLiteral("docker run --rm --init --name poolcraft-");
    }
    QTest::newRow("no local command: docker run of the images") << QString() << docker;
}

void RunsTest::replicaCommandsShown()
{
    QFETCH(QString, localCommand);
    QFETCH(QStringList, lines);
    QVERIFY(m_window->openFile(exampleJob()));
    QVERIFY(m_window->document()->setValue(QStringLiteral("localCommand"), localCommand));
    RunsPage *page = m_window->runsPage();
    QVERIFY(!page->planCommands()->isHidden());
    const QStringList shown = page->planCommands()->toPlainText().split(u'\n');
    QCOMPARE(shown.size(), lines.size());
    for (int i = 0; i < lines.size(); ++i)
        QVERIFY2(shown[i].startsWith(lines[i]), qPrintable(shown[i]));
    if (!localCommand.isEmpty())
        return;
    for (int i = 1; i < shown.size(); i += 2) {
        QVERIFY2(shown[i].endsWith(QStringLiteral(
                     " us-docker.pkg.dev/vertex-ai/training/pytorch-xla.2-4.py310:latest "
                     "--epochs=5 --learning_rate=0.05 --batch_size=64")),
                 qPrintable(shown[i]));
    }
    // Where no engine answers the plan says so, and Run waits; the lines stay to be copied.
    // Docker is asked in the background, so its answer comes a moment later.
    const DockerEngine docker = probeDockerEngine();
    if (!docker.available) {
        QTRY_VERIFY(!page->planProblems()->isHidden() && page->planProblems()->count() > 0
                    && page->planProblems()->item(0)->text().contains(docker.problem));
    }
    QTRY_COMPARE(page->runAction()->isEnabled(), docker.available);
    if (!docker.available) {
        // Run asks Docker again (one may have started since), then says why nothing started.
        QVERIFY(!page->runLocally());
        QCOMPARE(page->stateLabel()->text(), QStringLiteral("Asking whether Docker answers…"));
        QTRY_COMPARE(page->stateLabel()->text(),
                     QStringLiteral("Not started: fix the problems listed above"));
        QVERIFY(!page->isRunning());
    }
}

bool RunsTest::runExampleToEnd()
{
    if (!m_window->openFile(exampleJob()))
        return false;
    RunsPage *page = m_window->runsPage();
    QSignalSpy finished(page, &RunsPage::runFinished);
    page->runAction()->trigger();
    return page->isRunning() && finished.wait(StartTimeoutMs)
           && finished.first().first().value<RunState>() == RunState::Succeeded;
}

void RunsTest::taskFilterShowsOneTask_data()
{
    QTest::addColumn<int>("downs");        // Down presses on the filter: 0 all tasks
    QTest::addColumn<QString>("shown");    // the task shown alone; empty: all
    QTest::newRow("all tasks") << 0 << QString();
    QTest::newRow("the chief alone") << 1 << QStringLiteral("workerpool0-0");
    QTest::newRow("one worker alone (workerpool1-0)") << 2 << QStringLiteral("workerpool1-0");
}

void RunsTest::taskFilterShowsOneTask()
{
    QFETCH(int, downs);
    QFETCH(QString, shown);
    QVERIFY(runExampleToEnd());
    RunDashboard *dashboard = m_window->runsPage()->dashboard();
    QComboBox *filter = dashboard->taskFilter();
    QCOMPARE(filter->currentIndex(), 0);
    QCOMPARE(filter->count(), 1 + dashboard->logBuffer()->sourceCount());
    filter->setFocus();
    for (int press = 0; press < downs; ++press)
        QTest::keyClick(filter, Qt::Key_Down);
    QCOMPARE(filter->currentText(), shown.isEmpty() ? tr("All tasks") : shown);
    LogBuffer *buffer = dashboard->logBuffer();
    LogView *view = dashboard->logView();
    qint64 expected = 0;
    for (qint64 line = 0; line < buffer->lineCount(); ++line)
        expected += shown.isEmpty() || buffer->sourceName(buffer->lineSource(line)) == shown;
    QVERIFY(expected > 0);
    QCOMPARE(view->rowCount(), expected);
    for (qint64 row = 0; row < view->rowCount() && !shown.isEmpty(); ++row)
        QCOMPARE(buffer->sourceName(buffer->lineSource(view->lineAtRow(row))), shown);
    if (!shown.isEmpty())
        saveScreenshot(m_window.get(), "runs-one-task");
    // Back to all from the filter.
    filter->setCurrentIndex(0);
    emit filter->activated(0);
    QCOMPARE(view->rowCount(), buffer->lineCount());
}

void RunsTest::pastRunOpensWithOneClick()
{
    QVERIFY(runExampleToEnd());
    RunsPage *page = m_window->runsPage();
    const qint64 runId = page->currentRunId();
    // The design changes after the run: the past run still shows what it ran.
    QLineEdit *edit = m_window->localCommandEdit();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("/bin/echo edited"));
    QTRY_VERIFY(page->planCommands()->toPlainText().contains(QStringLiteral("edited")));
    QTreeWidget *pastRuns = page->pastRuns();
    QTreeWidgetItem *item = pastRuns->topLevelItem(0);
    QCOMPARE(item->text(3), QStringLiteral("pytorch-digits"));
    RunDashboard *before = page->dashboard();
    QTest::mouseClick(pastRuns->viewport(), Qt::LeftButton, {},
                      pastRuns->visualItemRect(item).center());
    QVERIFY(page->dashboard() != before);
    QTRY_VERIFY_WITH_TIMEOUT(!page->dashboard()->isLoading(), StartTimeoutMs);
    QVERIFY(page->dashboard()->logBuffer()->lineCount() > 0);
    QCOMPARE(page->stateLabel()->text(),
             tr("Run %1: %2").arg(runId).arg(historyStateText(RunStateName::Succeeded)));
    QVERIFY2(page->planCommands()->toPlainText().contains(QStringLiteral("train.py")),
             qPrintable(page->planCommands()->toPlainText()));
    QVERIFY(!page->planCommands()->toPlainText().contains(QStringLiteral("edited")));

    std::unique_ptr<QMenu> menu(page->createPastRunMenu(item));
    QStringList actions;
    for (QAction *action : menu->actions()) {
        if (!action->isSeparator() && action->isEnabled())
            actions << action->text();
    }
    // A local run has a folder and no cloud name.
    QCOMPARE(actions, (QStringList{tr("Open"), tr("Open Folder"), tr("Delete from History…")}));
}

void RunsTest::quitDuringRunAsks_data()
{
    QTest::addColumn<bool>("quit");
    QTest::newRow("Cancel keeps the window and the run") << false;
    QTest::newRow("Stop the Run and Quit") << true;
}

void RunsTest::quitDuringRunAsks()
{
    QFETCH(bool, quit);
    QVERIFY(m_window->openFile(exampleJob()));
    QLineEdit *edit = m_window->localCommandEdit();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("/bin/sh -c 'sleep 600'"));
    // Only the run is asked about, not the edit.
    m_window->document()->undoStack()->setClean();
    RunsPage *page = m_window->runsPage();
    page->runAction()->trigger();
    QVERIFY(page->isRunning());
    QString asked;
    QTimer::singleShot(0, this, [&asked, quit] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = box->text();
        for (QAbstractButton *button : box->buttons()) {
            const bool stops = button->text() == QStringLiteral("Stop the Run and Quit");
            if (stops == quit) {
                button->click();
                return;
            }
        }
    });
    const bool closed = m_window->close();
    QVERIFY2(asked.contains(QStringLiteral("still going")), qPrintable(asked));
    QCOMPARE(closed, quit);
    QCOMPARE(page->isRunning(), !quit);
}

void RunsTest::deleteRunsFromHistory()
{
    RunsPage *page = m_window->runsPage();
    HistoryStore *history = page->history();
    const QList<qint64> runIds{Testing::recordEndedRun(*history),
                               Testing::recordEndedRun(*history),
                               Testing::recordEndedRun(*history)};
    QVERIFY(!runIds.contains(0));
    QHash<qint64, QStringList> logFiles;
    for (qint64 runId : runIds) {
        for (const ReplicaRecord &replica : history->replicas(runId)) {
            logFiles[runId].append(history->logFilePath(replica.id));
            QVERIFY(QFile::exists(logFiles[runId].last()));
        }
    }
    page->refreshHistory();
    m_window->tabs()->setCurrentWidget(page);
    QTreeWidget *pastRuns = page->pastRuns();
    QCOMPARE(pastRuns->topLevelItemCount(), 3);
    QAction *remove = page->deleteRunsAction();
    QVERIFY(!remove->isEnabled()); // nothing selected

    // The first run shown, then the second added to the selection with Ctrl.
    QTreeWidgetItem *first = pastRunItem(pastRuns, runIds[0]);
    QTest::mouseClick(pastRuns->viewport(), Qt::LeftButton, {},
                      pastRuns->visualItemRect(first).center());
    QTest::mouseClick(pastRuns->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      pastRuns->visualItemRect(pastRunItem(pastRuns, runIds[1])).center());
    QCOMPARE(pastRuns->selectedItems().size(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(!page->dashboard()->isLoading(), StartTimeoutMs);
    QVERIFY(page->dashboard()->logBuffer()->lineCount() > 0);
    RunDashboard *shown = page->dashboard();
    QVERIFY(remove->isEnabled());

    // Delete asks, naming both; Cancel keeps them.
    pastRuns->setFocus();
    QString asked;
    answerMessageBox(this, QMessageBox::RejectRole, &asked);
    QTest::keyClick(pastRuns, Qt::Key_Delete);
    QVERIFY2(asked.contains(QStringLiteral("Run %1").arg(runIds[0]))
                 && asked.contains(QStringLiteral("Run %1").arg(runIds[1]))
                 && !asked.contains(QStringLiteral("Run %1").arg(runIds[2])),
             qPrintable(asked));
    QCOMPARE(pastRuns->topLevelItemCount(), 3);
    QVERIFY(history->run(runIds[0]) && history->run(runIds[1]));

    // Delete again, and Delete in the box: both rows and all they kept are gone.
    // (offscreen has no window manager to give the window back its activation)
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    pastRuns->setFocus();
    asked.clear();
    answerMessageBox(this, QMessageBox::DestructiveRole, &asked);
    QTest::keyClick(pastRuns, Qt::Key_Delete);
    QVERIFY(!asked.isEmpty());
    QCOMPARE(pastRuns->topLevelItemCount(), 1);
    QVERIFY(!pastRunItem(pastRuns, runIds[0]) && !pastRunItem(pastRuns, runIds[1]));
    for (qint64 runId : {runIds[0], runIds[1]}) {
        QVERIFY(!history->run(runId));
        QVERIFY(history->replicas(runId).isEmpty());
        QVERIFY(history->metricSamples(runId).isEmpty());
        QVERIFY(history->stateHistory(runId).isEmpty());
        QVERIFY(history->runLogBatches(runId).isEmpty());
        for (const QString &file : logFiles.value(runId))
            QVERIFY2(!QFile::exists(file), qPrintable(file));
    }
    // What showed the deleted run went with it.
    QVERIFY(page->dashboard() != shown);
    QCOMPARE(page->dashboard()->logBuffer()->lineCount(), 0);

    // The last one from its context menu.
    QTreeWidgetItem *last = pastRunItem(pastRuns, runIds[2]);
    QVERIFY(last);
    std::unique_ptr<QMenu> menu(page->createPastRunMenu(last));
    QVERIFY(last->isSelected());
    QVERIFY(menu->actions().contains(remove));
    QVERIFY(remove->isEnabled());
    asked.clear();
    answerMessageBox(this, QMessageBox::DestructiveRole, &asked);
    remove->trigger();
    QVERIFY2(asked.contains(QStringLiteral("Run %1").arg(runIds[2])), qPrintable(asked));
    QCOMPARE(pastRuns->topLevelItemCount(), 0);
    QVERIFY(history->runs().isEmpty());
    for (const QString &file : logFiles.value(runIds[2]))
        QVERIFY2(!QFile::exists(file), qPrintable(file));
}

void RunsTest::runThatCannotBeDeleted_data()
{
    QTest::addColumn<bool>("live");
    QTest::addColumn<QString>("why");
    QTest::newRow("a run still going") << true << QStringLiteral("has not ended");
    QTest::newRow("a study's trial") << false << QStringLiteral("study-7");
}

void RunsTest::runThatCannotBeDeleted()
{
    QFETCH(bool, live);
    QFETCH(QString, why);
    RunsPage *page = m_window->runsPage();
    HistoryStore *history = page->history();
    const qint64 deletable = Testing::recordEndedRun(*history);
    qint64 kept = 0;
    if (live) {
        QVERIFY(m_window->openFile(exampleJob()));
        QLineEdit *edit = m_window->localCommandEdit();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("/bin/sh -c 'sleep 600'"));
        page->runAction()->trigger();
        QVERIFY(page->isRunning());
        kept = page->currentRunId();
        // Each state change refills the list: wait for the last one before taking rows.
        QTRY_COMPARE(history->run(kept)->state, QString::fromLatin1(RunStateName::Running));
        QCoreApplication::processEvents();
    } else {
        kept = Testing::recordEndedRun(*history, QStringLiteral("study-7"));
        page->refreshHistory();
    }
    QVERIFY(kept > 0 && deletable > 0);
    m_window->tabs()->setCurrentWidget(page);
    QTreeWidget *pastRuns = page->pastRuns();
    QAction *remove = page->deleteRunsAction();
    // Alone, or with a run that could go: disabled, and the tooltip says why.
    for (bool withAnother : {false, true}) {
        QTreeWidgetItem *item = pastRunItem(pastRuns, kept);
        QVERIFY(item);
        std::unique_ptr<QMenu> menu(page->createPastRunMenu(item));
        if (withAnother)
            pastRunItem(pastRuns, deletable)->setSelected(true);
        QCOMPARE(pastRuns->selectedItems().size(), withAnother ? 2 : 1);
        QVERIFY(menu->actions().contains(remove));
        QVERIFY(menu->toolTipsVisible());
        QVERIFY(!remove->isEnabled());
        QVERIFY2(remove->toolTip().contains(why), qPrintable(remove->toolTip()));
        QVERIFY2(remove->toolTip().contains(QString::number(kept)), qPrintable(remove->toolTip()));
        // The Delete key asks nothing and deletes nothing.
        pastRuns->setFocus();
        QString asked;
        answerMessageBox(this, QMessageBox::DestructiveRole, &asked);
        QTest::keyClick(pastRuns, Qt::Key_Delete);
        QVERIFY(!page->deleteSelectedRuns());
        QCoreApplication::processEvents();
        QVERIFY2(asked.isEmpty(), qPrintable(asked));
        QVERIFY(history->run(kept) && history->run(deletable));
        QCOMPARE(pastRuns->topLevelItemCount(), 2);
    }
    // The one that may go still can, alone.
    pastRuns->clearSelection();
    pastRunItem(pastRuns, deletable)->setSelected(true);
    QVERIFY(remove->isEnabled());
}

QTEST_MAIN(RunsTest)
#include "tst_runs.moc"
