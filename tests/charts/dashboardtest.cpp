#include "dashboardtest.h"

#include "app/history/historystore.h"
#include "app/history/runrecorder.h"
#include "app/launch/launchplan.h"
#include "app/launch/localrunner.h"
#include "widgets/charts/epochmetriclines.h"
#include "widgets/charts/metricchart.h"
#include "widgets/charts/metricchartspanel.h"
#include "widgets/charts/metricseriesset.h"
#include "widgets/charts/rundashboard.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/logview/logview.h"

#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Poolcraft;

namespace {

// A trainer as small as it gets: per epoch a few step lines, one Keras-like summary line,
// one line on stderr. Every replica runs it; only the chief's summaries are charted.
const char trainerScript[] = R"(import os, sys, time
epochs = int(sys.argv[1])
for epoch in range(1, epochs + 1):
    for step in range(3):
        print(f"step {step} loss={1.0 / (epoch + step):.4f}", flush=True)
    print(f"Epoch {epoch}/{epochs} - loss: {1.0 / epoch:.4f} - val_loss: {1.5 / epoch:.4f}"
          f" - accuracy: {0.5 + epoch / 100:.4f}", flush=True)
    print(f"note: epoch {epoch} checkpoint written", file=sys.stderr, flush=True)
    time.sleep(0.02)
)";

double summaryLoss(int epoch) { return std::round(10000.0 / epoch) / 10000.0; }

} // namespace

void DashboardTest::epochMetricLines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("epoch");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("keras") << QByteArray("Epoch 3/10 - loss: 0.41 - val_loss: 0.52") << 3
                           << QStringList{"loss", "val_loss"};
    QTest::newRow("key=value") << QByteArray("epoch=7 train_loss=1e-3 accuracy=0.9") << 7
                               << QStringList{"train_loss", "accuracy"};
    QTest::newRow("coloured") << QByteArray("\x1b[32mepoch 2 loss: 0.5\x1b[0m") << 2
                              << QStringList{"loss"};
    QTest::newRow("step lines ignored") << QByteArray("step 4 loss=0.3") << -1 << QStringList{};
    QTest::newRow("epoch without values") << QByteArray("epoch 4 done") << -1 << QStringList{};
    QTest::newRow("nan kept") << QByteArray("epoch 1 loss: nan") << 1 << QStringList{"loss"};
    QTest::newRow("huge line") << QByteArray("epoch 1 ") + QByteArray(100000, 'x') << -1
                               << QStringList{};
    QTest::newRow("epoch overflow") << QByteArray("epoch 99999999999999 loss: 1") << -1
                                    << QStringList{};
}

void DashboardTest::epochMetricLines()
{
    QFETCH(QByteArray, line);
    QFETCH(int, epoch);
    QFETCH(QStringList, names);
    const std::optional<EpochMetrics> parsed = parseEpochMetricLine(line);
    QCOMPARE(parsed.has_value(), epoch >= 0);
    if (!parsed)
        return;
    QCOMPARE(parsed->epoch, epoch);
    QStringList found;
    for (const auto &value : parsed->values)
        found.append(value.first);
    QCOMPARE(found, names);
}

void DashboardTest::kerasEpochLines_data()
{
    QTest::addColumn<QList<QByteArray>>("lines");
    QTest::addColumn<QList<int>>("epochs");
    QTest::addColumn<int>("valuesPerEpoch");
    QTest::newRow("keras two-line summary")
        << QList<QByteArray>{"Epoch 1/2", "3/14 - loss: 2.3", "14/14 - 0s - loss: 0.5 - "
                             "accuracy: 0.9 - val_loss: 0.6 - val_accuracy: 0.8",
                             "Epoch 2/2", "14/14 - 0s - loss: 0.4 - accuracy: 0.95"}
        << QList<int>{1, 2} << 4;
    QTest::newRow("progress without header ignored")
        << QList<QByteArray>{"14/14 - loss: 0.5"} << QList<int>{} << 0;
    QTest::newRow("one summary per epoch")
        << QList<QByteArray>{"Epoch 3/9", "5/5 - loss: 0.5", "5/5 - loss: 0.4"}
        << QList<int>{3} << 1;
    QTest::newRow("inline epochs still read")
        << QList<QByteArray>{"epoch 4 loss=0.1", "epoch 5 loss=0.05"} << QList<int>{4, 5} << 1;
    QTest::newRow("header overflow")
        << QList<QByteArray>{"Epoch 99999999999/1", "1/1 - loss: 1"} << QList<int>{} << 0;
}

void DashboardTest::kerasEpochLines()
{
    QFETCH(QList<QByteArray>, lines);
    QFETCH(QList<int>, epochs);
    QFETCH(int, valuesPerEpoch);
    EpochMetricReader reader;
    QList<int> found;
    for (const QByteArray &line : lines) {
        if (const std::optional<EpochMetrics> metrics = reader.readLine(line)) {
            found.append(metrics->epoch);
            if (found.size() == 1)
                QCOMPARE(metrics->values.size(), valuesPerEpoch);
        }
    }
    QCOMPARE(found, epochs);
}

void DashboardTest::pastRunFromHistory_data()
{
    QTest::addColumn<bool>("storedPoints");
    QTest::newRow("metric points kept by the history") << true;
    QTest::newRow("metric points read from the log") << false;
}

void DashboardTest::pastRunFromHistory()
{
    QFETCH(bool, storedPoints);
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY2(store.open(), qPrintable(store.errorString()));
    const qint64 runId = store.createRun(QStringLiteral("job"), QString(),
                                         QStringLiteral("local"));
    const qint64 chief = store.addReplica(runId, QStringLiteral("workerpool0-0"));
    const qint64 worker = store.addReplica(runId, QStringLiteral("workerpool1-0"));
    QList<QByteArray> chiefLines;
    QList<MetricPointRecord> points;
    for (int epoch = 1; epoch <= 4; ++epoch) {
        chiefLines.append("step 1 of epoch " + QByteArray::number(epoch));
        chiefLines.append("Epoch " + QByteArray::number(epoch) + "/4 - loss: "
                          + QByteArray::number(1.0 / epoch, 'g', 17));
        points.append({runId, chief, epoch, QStringLiteral("loss"), 1.0 / epoch});
    }
    QVERIFY(store.appendLogLines(chief, LogStream::Stdout, chiefLines.mid(0, 3)));
    QVERIFY(store.appendLogLines(chief, LogStream::Stderr, {"a warning"}));
    QVERIFY(store.appendLogLines(chief, LogStream::Stdout, chiefLines.mid(3)));
    QVERIFY(store.appendLogLines(worker, LogStream::Stdout, {"worker ready", "worker done"}));
    if (storedPoints)
        QVERIFY(store.appendMetricPoints(points));
    QVERIFY(store.setRunState(runId, QString::fromLatin1(RunStateName::Succeeded)));

    RunDashboard dashboard;
    const int run = dashboard.addPastRun(store, runId);
    LogBuffer *buffer = dashboard.logBuffer();
    QCOMPARE(buffer->lineCount(), chiefLines.size() + 3);
    QList<QByteArray> shown;
    int stderrLines = 0;
    for (qint64 line = 0; line < buffer->lineCount(); ++line) {
        shown.append(buffer->lineText(line));
        stderrLines += buffer->lineIsStderr(line) ? 1 : 0;
    }
    QCOMPARE(stderrLines, 1);
    QCOMPARE(shown.mid(0, 3), chiefLines.mid(0, 3));
    QCOMPARE(shown[3], QByteArray("a warning"));
    QCOMPARE(shown.mid(4, chiefLines.size() - 3), chiefLines.mid(3));
    QCOMPARE(shown.last(), QByteArray("worker done"));
    QCOMPARE(buffer->sourceName(buffer->lineSource(shown.size() - 1)),
             QStringLiteral("workerpool1-0"));
    // Either way each epoch's loss is charted exactly once.
    const std::vector<QPointF> &loss = dashboard.metrics()->points(run, QStringLiteral("loss"));
    QCOMPARE(loss.size(), size_t(4));
    for (int epoch = 1; epoch <= 4; ++epoch) {
        QCOMPARE(loss[size_t(epoch - 1)].x(), double(epoch));
        QVERIFY(std::abs(loss[size_t(epoch - 1)].y() - 1.0 / epoch) < 1e-9);
    }
    QVERIFY(dashboard.chartsPanel()->chart(QStringLiteral("loss")));
}

void DashboardTest::liveRunThroughLocalRunner_data()
{
    QTest::addColumn<bool>("withHistory");
    QTest::newRow("recorded: log indexed in the history's files") << true;
    QTest::newRow("not recorded: log copied into the view") << false;
}

void DashboardTest::liveRunThroughLocalRunner()
{
    QFETCH(bool, withHistory);
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "python3 is part of the build environment");
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("train.py"));
    {
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(trainerScript);
    }
    constexpr int Epochs = 5;
    JobDocument job;
    job.pools[ChiefPool].enabled = true;
    job.pools[WorkerPoolRole].enabled = true;
    job.pools[WorkerPoolRole].replicaCount = 2;
    job.localCommand = {python, script, QString::number(Epochs)};
    LaunchOptions options;
    options.runDirectory = dir.filePath(QStringLiteral("run"));
    options.gpuNames = QStringList();
    const LaunchPlan plan = makeLaunchPlan(job, options);
    QVERIFY(plan.canStart());

    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.open());
    LocalRunner runner;
    runner.setFailureGracePeriod(5000);
    RunRecorder recorder(&store, &runner);
    RunDashboard dashboard;
    dashboard.resize(1000, 800);
    dashboard.show();
    QSignalSpy finished(&runner, &LocalRunner::finished);
    QVERIFY(runner.start(plan));
    const qint64 runId = withHistory ? recorder.begin(QStringLiteral("job"), QString()) : 0;
    const int run = dashboard.addLiveRun(&runner, QStringLiteral("live"),
                                         withHistory ? &recorder : nullptr);
    QVERIFY(finished.count() > 0 || finished.wait(120000));
    QCOMPARE(finished.first().first().value<RunState>(), RunState::Succeeded);

    // The chief's summaries became chart points, one per epoch, in order.
    MetricSeriesSet *metrics = dashboard.metrics();
    QTRY_COMPARE(metrics->points(run, QStringLiteral("loss")).size(), size_t(Epochs));
    for (int epoch = 1; epoch <= Epochs; ++epoch) {
        const QPointF point = metrics->points(run, QStringLiteral("loss"))[size_t(epoch - 1)];
        QCOMPARE(point.x(), double(epoch));
        QVERIFY(std::abs(point.y() - summaryLoss(epoch)) < 1e-9);
    }
    QCOMPARE(metrics->points(run, QStringLiteral("val_loss")).size(), size_t(Epochs));
    MetricChart *lossChart = dashboard.chartsPanel()->chart(QStringLiteral("loss"));
    QVERIFY(lossChart);
    QTRY_VERIFY(!lossChart->shownSeries().isEmpty()
                && lossChart->shownSeries().first().raw.size() == Epochs);
    QVERIFY(dashboard.chartsPanel()->chart(QStringLiteral("accuracy")));

    // The chief's lines are all in the log view, stderr marked as such.
    LogBuffer *buffer = dashboard.logBuffer();
    const int chiefSource = buffer->addSource(QStringLiteral("workerpool0-0"));
    qint64 chiefLines = 0;
    qint64 chiefStderr = 0;
    for (qint64 line = 0; line < buffer->lineCount(); ++line) {
        if (buffer->lineSource(line) != chiefSource)
            continue;
        ++chiefLines;
        if (buffer->lineIsStderr(line)) {
            ++chiefStderr;
            QVERIFY(buffer->lineText(line).startsWith("note: epoch"));
        }
    }
    QCOMPARE(chiefLines, qint64(Epochs * 5));
    QCOMPARE(chiefStderr, qint64(Epochs));
    QVERIFY(buffer->sourceCount() >= 2);
    QTRY_VERIFY(dashboard.logView()->rowCount() == buffer->lineCount());

    if (withHistory) {
        const std::optional<RunRecord> record = store.run(runId);
        QVERIFY(record);
        QCOMPARE(record->state, QLatin1String(RunStateName::Succeeded));
        QCOMPARE(store.logLineCount(recorder.replicaId(0)), chiefLines);
        QCOMPARE(store.metricPoints(runId).size(), qsizetype(Epochs * 3));
        // Reopened as a past run, it shows the same lines and points.
        RunDashboard past;
        const int pastRun = past.addPastRun(store, runId);
        QCOMPARE(past.metrics()->points(pastRun, QStringLiteral("loss")).size(),
                 size_t(Epochs));
        QCOMPARE(past.logBuffer()->lineCount(), buffer->lineCount());
    }
}

void DashboardTest::searchBoxDrivesTheLogView()
{
    RunDashboard dashboard;
    const int run = dashboard.addRun(QStringLiteral("vertex job"));
    for (int i = 0; i < 500; ++i) {
        // Pieces cut mid-line, as polled log entries or pipes deliver them.
        const QByteArray text = "line " + QByteArray::number(i) + (i % 100 == 7 ? " NaN" : "")
                                + "\nepoch " + QByteArray::number(i) + " loss=";
        dashboard.appendOutput(run, QStringLiteral("workerpool0-0"), false, text);
        dashboard.appendOutput(run, QStringLiteral("workerpool0-0"), false,
                               QByteArray::number(1.0 / (i + 1), 'g', 17) + "\n");
    }
    dashboard.finishOutput(run);
    QCOMPARE(dashboard.metrics()->points(run, QStringLiteral("loss")).size(), size_t(500));
    QCOMPARE(dashboard.logBuffer()->lineCount(), 1000);
    auto *edit = dashboard.findChild<QLineEdit *>();
    QVERIFY(edit);
    QSignalSpy finished(dashboard.logView(), &LogView::searchFinished);
    edit->setText(QStringLiteral("nan"));
    QVERIFY(finished.count() > 0 || finished.wait(60000));
    QCOMPARE(dashboard.logView()->matchingLineCount(), 5);
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(dashboard.logView()->currentMatchLine(), 14); // "line 7 NaN" is line 14
    QVERIFY(dashboard.logBuffer()->lineText(14).endsWith(" NaN"));
}

void DashboardTest::pytorchDigitsExample()
{
    // The bundled example, as the job in its job.poolcraft.yaml runs it, scaled down to a
    // chief and one worker for three epochs: torch.distributed over gloo on loopback.
    const QString exampleDir = QStringLiteral(POOLCRAFT_SOURCE_DIR)
                               + QStringLiteral("/resources/examples/pytorch-digits");
    QVERIFY2(QFile::exists(exampleDir + QStringLiteral("/train.py")), qPrintable(exampleDir));
    constexpr int Epochs = 3;
    JobDocument job;
    for (int pool : {int(ChiefPool), int(WorkerPoolRole)}) {
        job.pools[pool].enabled = true;
        job.pools[pool].replicaCount = 1;
        job.pools[pool].container.args = {QStringLiteral("--epochs=%1").arg(Epochs),
                                          QStringLiteral("--learning_rate=0.05"),
                                          QStringLiteral("--batch_size=64")};
    }
    job.localCommand = {QStringLiteral("/usr/bin/python3"), QStringLiteral("train.py")};
    QTemporaryDir dir;
    LaunchOptions options;
    options.runDirectory = dir.filePath(QStringLiteral("run"));
    options.workingDirectory = exampleDir;
    options.gpuNames = QStringList();
    const LaunchPlan plan = makeLaunchPlan(job, options);
    QVERIFY(plan.canStart());

    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.open());
    LocalRunner runner;
    runner.setFailureGracePeriod(10000);
    RunRecorder recorder(&store, &runner);
    RunDashboard dashboard;
    dashboard.resize(1200, 900);
    dashboard.show();
    QSignalSpy finished(&runner, &LocalRunner::finished);
    QVERIFY(runner.start(plan));
    const qint64 runId = recorder.begin(QStringLiteral("pytorch-digits"), exampleDir);
    const int run = dashboard.addLiveRun(&runner, QStringLiteral("pytorch-digits"), &recorder);
    QVERIFY(finished.count() > 0 || finished.wait(600000));
    if (finished.first().first().value<RunState>() != RunState::Succeeded) {
        for (qint64 line = 0; line < dashboard.logBuffer()->lineCount(); ++line)
            qWarning("%s", dashboard.logBuffer()->lineText(line).constData());
    }
    QCOMPARE(finished.first().first().value<RunState>(), RunState::Succeeded);

    MetricSeriesSet *metrics = dashboard.metrics();
    for (const char *name : {"loss", "accuracy", "val_loss", "val_accuracy"}) {
        const std::vector<QPointF> &points = metrics->points(run, QLatin1String(name));
        QCOMPARE(points.size(), size_t(Epochs));
        for (int epoch = 1; epoch <= Epochs; ++epoch) {
            QCOMPARE(points[size_t(epoch - 1)].x(), double(epoch));
            QVERIFY(std::isfinite(points[size_t(epoch - 1)].y()));
        }
    }
    for (const QPointF &point : metrics->points(run, QStringLiteral("val_accuracy")))
        QVERIFY(point.y() >= 0 && point.y() <= 1);
    // Training on digits makes the loss fall.
    const std::vector<QPointF> &loss = metrics->points(run, QStringLiteral("loss"));
    QVERIFY(loss.back().y() < loss.front().y());
    MetricChart *lossChart = dashboard.chartsPanel()->chart(QStringLiteral("loss"));
    QVERIFY(lossChart);
    QTRY_COMPARE(lossChart->shownSeries().size(), 2); // loss and val_loss
    QVERIFY(dashboard.chartsPanel()->chart(QStringLiteral("accuracy")));

    LogBuffer *buffer = dashboard.logBuffer();
    QStringList epochHeaders;
    for (qint64 line = 0; line < buffer->lineCount(); ++line) {
        if (buffer->sourceName(buffer->lineSource(line)) == QLatin1String("workerpool0-0")
            && buffer->lineText(line).startsWith("Epoch ")) {
            epochHeaders.append(QString::fromUtf8(buffer->lineText(line)));
        }
    }
    QCOMPARE(epochHeaders, QStringList({"Epoch 1/3", "Epoch 2/3", "Epoch 3/3"}));
    QTRY_COMPARE(dashboard.logView()->rowCount(), buffer->lineCount());
    QCOMPARE(store.run(runId)->state, QLatin1String(RunStateName::Succeeded));
    QCOMPARE(store.metricPoints(runId).size(), qsizetype(Epochs * 4));
}
