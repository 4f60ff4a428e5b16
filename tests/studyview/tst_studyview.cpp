#include "app/history/historystore.h"
#include "app/study/studyrunner.h"
#include "models/search/trialtablemodel.h"
#include "widgets/charts/rundashboard.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/mainwindow.h"
#include "widgets/runs/runspage.h"
#include "widgets/study/parallelcoordinates.h"
#include "widgets/study/studyeditor.h"
#include "widgets/study/studyview.h"
#include "widgets/study/trialcurveschart.h"
#include "widgets/study/trialslicechart.h"
#include "widgets/study/trialmetricchart.h"

#include <QComboBox>
#include <QFile>
#include <QLogValueAxis>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Poolcraft;

namespace {

constexpr int StudyTimeoutMs = 300000;

// Reports -(x - 0.3)^2 - (0.01 if opt is "sgd") at two steps, a line of log per step.
const char trainerScript[] = R"(
import argparse, json, os, time
parser = argparse.ArgumentParser()
parser.add_argument("--x", type=float)
parser.add_argument("--opt")
args = parser.parse_args()
path = os.environ["CLOUD_ML_HP_METRIC_FILE"]
os.makedirs(os.path.dirname(path), exist_ok=True)
value = -(args.x - 0.3) ** 2 - (0.01 if args.opt == "sgd" else 0)
with open(path, "w") as f:
    for step in (1, 2):
        f.write(json.dumps({"objective": str(value), "global_step": str(step),
                            "timestamp": time.time(), "trial": os.environ["CLOUD_ML_TRIAL_ID"]},
                           sort_keys=True) + "\n")
        print("step %d objective %f" % (step, value), flush=True)
)";

const char job[] = "poolcraft: 1\ndisplayName: view-study\n"
                   "localCommand: [/usr/bin/python3, trainer.py]\n"
                   "maxTrialCount: 6\nparallelTrialCount: 2\n"
                   "studySpec:\n"
                   "  metrics: [{metricId: objective, goal: MAXIMIZE}]\n"
                   "  parameters:\n"
                   "    - parameterId: x\n"
                   "      doubleValueSpec: {minValue: 0.001, maxValue: 1}\n"
                   "      scaleType: UNIT_LOG_SCALE\n"
                   "    - parameterId: opt\n"
                   "      categoricalValueSpec: {values: [adam, sgd]}\n"
                   "  algorithm: RANDOM_SEARCH\n"
                   "jobSpec:\n  workerPoolSpecs:\n"
                   "    - machineSpec: {machineType: n1-standard-4}\n"
                   "      replicaCount: 1\n"
                   "      containerSpec: {imageUri: gcr.io/p/t:1}\n";

} // namespace

class tst_StudyView : public QObject
{
    Q_OBJECT

private slots:
    void runningStudyFillsTheViewsAndOpensRuns();
};

void tst_StudyView::runningStudyFillsTheViewsAndOpensRuns()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const auto &[name, text] : {std::pair{"trainer.py", trainerScript}, {"job.poolcraft.yaml", job}}) {
        QFile file(dir.filePath(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(history.open());
    MainWindow window(&history);
    window.resize(1200, 900);
    QVERIFY(window.openFile(dir.filePath(QStringLiteral("job.poolcraft.yaml"))));
    window.show();
    StudyView *view = window.studyView();
    window.tabs()->setCurrentWidget(window.studyPage());
    view->setSeed(11);

    // One click on Run study; the table fills as trials are made, while the study runs.
    QVERIFY(!view->resumeButton()->isEnabled());
    QTest::mouseClick(view->runButton(), Qt::LeftButton);
    QVERIFY(view->runner() && view->runner()->isActive());
    QVERIFY(!view->runButton()->isEnabled());
    QVERIFY(view->stopButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(view->table()->model()->rowCount() >= 2, StudyTimeoutMs);
    // Stop keeps the study to be resumed; Resume goes on with it to the end.
    QSignalSpy stopped(view->runner(), &StudyRunner::finished);
    QTest::mouseClick(view->stopButton(), Qt::LeftButton);
    QVERIFY(stopped.wait(StudyTimeoutMs));
    QCOMPARE(stopped.first().first().toString(), QString::fromLatin1(StudyStateName::Stopped));
    QVERIFY(view->table()->model()->rowCount() < 6);
    QVERIFY(view->resumeButton()->isEnabled());
    QTest::mouseClick(view->resumeButton(), Qt::LeftButton);
    QVERIFY(view->runner()->isActive());
    QSignalSpy finished(view->runner(), &StudyRunner::finished);
    QVERIFY(finished.wait(StudyTimeoutMs));
    QCOMPARE(finished.first().first().toString(), QString::fromLatin1(StudyStateName::Succeeded));

    // Table: one row per trial, a column per parameter, the metric, sorted by number.
    QAbstractItemModel *table = view->table()->model();
    QCOMPARE(table->rowCount(), 6);
    QCOMPARE(table->columnCount(), 6); // trial, state, x, opt, objective, duration
    QCOMPARE(table->headerData(4, Qt::Horizontal).toString(), QStringLiteral("objective"));
    view->table()->sortByColumn(4, Qt::DescendingOrder);
    double previous = 1e300;
    for (int row = 0; row < 6; ++row) {
        const double value = table->data(table->index(row, 4), Qt::EditRole).toDouble();
        QVERIFY(value <= previous);
        previous = value;
    }
    // The metric chart: a point per trial, the best-so-far line ending at the best.
    TrialMetricChart *chart = view->metricChart();
    QCOMPARE(chart->trialSeries()->count(), 6);
    // The step line: a corner at each new best, on to the last trial.
    QVERIFY(chart->bestSeries()->count() >= 2);
    QCOMPARE(chart->bestSeries()->points().last().x(), 6.0);
    QCOMPARE(chart->bestSeries()->points().last().y(),
             table->data(table->index(0, 4), Qt::EditRole).toDouble());

    // Intermediate values: a curve per trial, its two reports.
    QCOMPARE(view->curvesChart()->curveCount(), 6);
    // Slice plot: the metric against x on a log axis, then against opt by category.
    TrialSliceChart *slices = view->sliceChart();
    view->plots()->setCurrentWidget(slices); // a hidden plot places its points when shown
    QCOMPARE(slices->parameterBox()->count(), 2);
    QCOMPARE(slices->series()->count(), 6);
    QVERIFY(qobject_cast<QLogValueAxis *>(slices->series()->attachedAxes().first()));
    slices->parameterBox()->setCurrentIndex(1);
    QCOMPARE(slices->series()->count(), 6);
    for (const QPointF &point : slices->series()->points())
        QVERIFY(point.x() == 0 || point.x() == 1);

    // Parallel coordinates: a line per trial over x, opt and the metric; brushing the metric
    // axis' top half filters the table to the trials there.
    ParallelCoordinates *coordinates = view->coordinates();
    QCOMPARE(coordinates->axisCount(), 3);
    for (int row = 0; row < 6; ++row)
        QVERIFY(coordinates->pointOf(row, 0) && coordinates->pointOf(row, 2));
    // The categorical axis puts adam at the bottom and sgd at the top.
    for (int row = 0; row < 6; ++row) {
        const bool sgd = view->model()->data(view->model()->index(row, 3)).toString()
                         == QLatin1String("sgd");
        const QPointF point = *coordinates->pointOf(row, 1);
        QVERIFY(sgd ? point.y() < coordinates->height() / 2 : point.y() > coordinates->height() / 2);
    }
    int above = 0;
    for (int row = 0; row < 6; ++row)
        above += coordinates->accepts(row) ? 1 : 0;
    QCOMPARE(above, 6);
    coordinates->brush(2, 0.5, 1.0);
    int kept = 0;
    for (int row = 0; row < 6; ++row)
        kept += coordinates->accepts(row) ? 1 : 0;
    QVERIFY(kept >= 1 && kept < 6);
    QCOMPARE(table->rowCount(), kept);
    coordinates->clearBrushes();
    QCOMPARE(table->rowCount(), 6);

    // CSV: a header and a line per trial.
    const QList<QByteArray> csv = view->csv().trimmed().split('\n');
    QCOMPARE(csv.size(), 7);
    QVERIFY(csv.first().startsWith("Trial,State,x,opt,objective,"));

    // Selecting a trial on the chart selects it in the table; activating it opens its run.
    view->selectRow(2);
    QCOMPARE(view->table()->selectionModel()->currentIndex().data(TrialTableModel::TrialIdRole)
                 .toString(),
             view->model()->trial(2).id);
    QCOMPARE(chart->currentSeries()->count(), 1);
    QTest::keyClick(view->table(), Qt::Key_Enter);
    QCOMPARE(window.tabs()->currentWidget(), window.runsPage());
    RunDashboard *dashboard = window.runsPage()->dashboard();
    QTRY_VERIFY_WITH_TIMEOUT(!dashboard->isLoading() && dashboard->logBuffer()->lineCount() >= 2,
                             30000);
    QVERIFY(dashboard->logBuffer()->lineText(0).contains("step 1 objective"));

    // The tab at the window sizes people have: the window keeps its size (no plot's minimum
    // makes it grow), both tables show whole rows, several of them, and the metric chart has
    // the height its axis title needs.
    window.tabs()->setCurrentWidget(window.studyPage());
    const QByteArray shots = qgetenv("POOLCRAFT_SCREENSHOT_DIR");
    for (const QSize size : {QSize(1366, 768), QSize(1024, 700)}) {
        window.resize(size);
        QTest::qWait(200);
        if (!shots.isEmpty()) {
            window.grab().save(QStringLiteral("%1/study-%2x%3.png")
                                   .arg(QString::fromLocal8Bit(shots))
                                   .arg(size.width())
                                   .arg(size.height()));
        }
        QVERIFY2(window.height() <= size.height() && window.width() <= size.width(),
                 qPrintable(QStringLiteral("%1 x %2").arg(window.width()).arg(window.height())));
        const auto wholeRows = [](QAbstractItemView *table) {
            return table->viewport()->height() / std::max(1, table->sizeHintForRow(0));
        };
        QVERIFY2(wholeRows(view->table()) >= 6, qPrintable(QString::number(wholeRows(view->table()))));
        QTableWidget *parameters = window.studyEditor()->parameterTable();
        QVERIFY2(wholeRows(parameters) >= 3, qPrintable(QString::number(wholeRows(parameters))));
        QChart *metricChart = view->metricChart()->chart();
        const QString yTitle = metricChart->axes(Qt::Vertical).first()->titleText();
        QVERIFY(metricChart->plotArea().height()
                > QFontMetrics(metricChart->axes(Qt::Vertical).first()->titleFont())
                      .horizontalAdvance(yTitle));
        // Each plot as it shows in its tab.
        for (int tab = 0; !shots.isEmpty() && tab < view->plots()->count(); ++tab) {
            view->plots()->setCurrentIndex(tab);
            QTest::qWait(50);
            view->plots()->grab().save(QStringLiteral("%1/study-%2x%3-plot%4.png")
                                           .arg(QString::fromLocal8Bit(shots))
                                           .arg(size.width())
                                           .arg(size.height())
                                           .arg(tab));
        }
        view->plots()->setCurrentIndex(0);
    }
}

QTEST_MAIN(tst_StudyView)
#include "tst_studyview.moc"
