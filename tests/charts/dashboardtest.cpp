#include "dashboardtest.h"

#include "app/history/historystore.h"
#include "app/launch/launchplan.h"
#include "app/launch/localrunner.h"
#include "app/launch/logreplaysource.h"
#include "app/session/runsession.h"
#include "models/metrics/metriclogreader.h"
#include "widgets/charts/metricchart.h"
#include "widgets/charts/metricchartspanel.h"
#include "widgets/charts/metricseriesset.h"
#include "widgets/charts/rundashboard.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/logview/logview.h"

#include <QDir>
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

// Plays `log` through a session into the dashboard, cut into `chunk`-byte pieces as a pipe
// would cut it; returns the dashboard's run once the session has ended.
int playLog(RunDashboard &dashboard, LogReplaySource &source, const QByteArray &log,
            int chunk = 7)
{
    source.setLogData(log);
    source.setChunking(chunk);
    auto *session = new RunSession(&source, nullptr, &dashboard);
    QSignalSpy finished(session, &RunSession::finished);
    if (!session->start())
        return -1;
    const int run = dashboard.addSession(session, QStringLiteral("fed"));
    if (finished.isEmpty() && !finished.wait(60000))
        return -1;
    return run;
}

// Waits until the dashboard has read back the past run it was given.
bool waitLoaded(RunDashboard &dashboard)
{
    QSignalSpy loaded(&dashboard, &RunDashboard::pastRunLoaded);
    return !dashboard.isLoading() || loaded.wait(30000);
}

} // namespace

void DashboardTest::chartsShowWhatMetricsCommandFinds_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<bool>("expectPoints");
    QTest::newRow("keras inline")
        << QByteArray("Epoch 1/2 - loss: 0.41 - val_loss: 0.52\nEpoch 2/2 - loss: 0.31 - "
                      "val_loss: 0.42\n")
        << true;
    QTest::newRow("keras two-line")
        << QByteArray("Epoch 1/2\n14/14 - 0s - loss: 0.5 - accuracy: 0.9 - val_loss: 0.6\n"
                      "Epoch 2/2\n14/14 - 0s - loss: 0.4 - accuracy: 0.95 - val_loss: 0.5\n")
        << true;
    QTest::newRow("progress bar with carriage returns")
        << QByteArray("Epoch 1/1\n1/4 - loss: 2.0\r2/4 - loss: 1.5\r4/4 - 1s - loss: 0.9 - "
                      "accuracy: 0.7\n")
        << true;
    QTest::newRow("coloured")
        << QByteArray("\x1b[32mEpoch 1, loss: 0.5, accuracy: 0.8\x1b[0m\n") << true;
    QTest::newRow("truncated last line")
        << QByteArray("Epoch 1/2 - loss: 0.41\nEpoch 2/2 - loss: 0.3") << true;
    QTest::newRow("no metrics") << QByteArray("hello\nworld\n") << false;
    // Cut into pieces on the way in; the summary after it is still charted.
    QTest::newRow("huge line before a summary")
        << QByteArray("Epoch 1/2 - note: ") + QByteArray(3 << 20, 'x')
               + "\nEpoch 2/2 - loss: 0.25\n"
        << true;
    QTest::newRow("binary garbage") << QByteArray("\x00\xff\xfe\x1b[999;999;999m\x1b]0;", 14)
                                    << false;
    QTest::newRow("same epoch twice, rewritten while running")
        << QByteArray("{'loss': 0.9, 'epoch': 0.5}\n{'loss': 0.8, 'epoch': 0.5}\n"
                      "Epoch 1/2\n1/2 [==>...] - ETA: 1s - loss: 0.7\r"
                      "2/2 [=====] - 1s - loss: 0.6 - val_loss: 0.65\n")
        << true;
    // Every real-world log: each arrives in small pieces, so the charts are built from what
    // each piece changed and must still end as the whole log's extraction.
    const QDir logs(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/logs"));
    for (const QString &name : logs.entryList({QStringLiteral("*.log")}, QDir::Files)) {
        QFile file(logs.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        // Log 15 holds no metric at all (SOURCES.md: 0 epochs, nothing else).
        QTest::newRow(qPrintable(name)) << file.readAll() << !name.startsWith(u"15-");
    }
}

void DashboardTest::chartsShowWhatMetricsCommandFinds()
{
    QFETCH(QByteArray, log);
    QFETCH(bool, expectPoints);
    RunDashboard dashboard;
    LogReplaySource source;
    // Arbitrary chunk boundaries, as a process's output arrives.
    const int run = playLog(dashboard, source, log, log.size() > (1 << 20) ? 4096 : 7);
    QVERIFY(run >= 0);
    const MetricLog expected = extractMetricLog(log);
    qsizetype charted = 0;
    if (!expected.runs.isEmpty()) {
        const MetricRun &latest = expected.runs.last();
        for (const QString &name : latest.metricNames()) {
            QList<QPointF> wanted;
            for (const MetricPoint &point : latest.points) {
                if (latest.has(point, name))
                    wanted.append(QPointF(point.epoch, latest.value(point, name)));
            }
            const std::span<const QPointF> shown = dashboard.metrics()->points(run, name);
            // Exact, NaN included: a log that printed nan shows a gap at that epoch.
            QCOMPARE(qsizetype(shown.size()), wanted.size());
            for (qsizetype i = 0; i < wanted.size(); ++i) {
                const QPointF &a = shown[size_t(i)];
                const QPointF &b = wanted.at(i);
                const bool sameY = a.y() == b.y() || (std::isnan(a.y()) && std::isnan(b.y()));
                QVERIFY2(a.x() == b.x() && sameY,
                         qPrintable(QStringLiteral("%1 point %2").arg(name).arg(i)));
            }
            charted += wanted.size();
        }
    }
    QCOMPARE(charted > 0, expectPoints);
    QCOMPARE(dashboard.metrics()->metrics(run).size(),
             expected.runs.isEmpty() ? 0 : expected.runs.last().metricNames().size());
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
    QList<MetricSample> points;
    for (int epoch = 1; epoch <= 4; ++epoch) {
        chiefLines.append("step 1 of epoch " + QByteArray::number(epoch));
        chiefLines.append("Epoch " + QByteArray::number(epoch) + "/4 - loss: "
                          + QByteArray::number(1.0 / epoch, 'g', 17));
        points.append({0, epoch - 1, MetricAxis::Epoch, double(epoch), QStringLiteral("loss"),
                       1.0 / epoch, true});
    }
    QVERIFY(store.appendLogLines(chief, LogStream::Stdout, chiefLines.mid(0, 3)));
    QVERIFY(store.appendLogLines(chief, LogStream::Stderr, {"a warning"}));
    QVERIFY(store.appendLogLines(chief, LogStream::Stdout, chiefLines.mid(3)));
    QVERIFY(store.appendLogLines(worker, LogStream::Stdout, {"worker ready", "worker done"}));
    if (storedPoints)
        QVERIFY(store.appendMetricSamples(runId, chief, points));
    QVERIFY(store.setRunState(runId, QString::fromLatin1(RunStateName::Succeeded)));

    RunDashboard dashboard;
    const int run = dashboard.addPastRun(store, runId);
    QVERIFY(waitLoaded(dashboard));
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
    const std::span<const QPointF> loss = dashboard.metrics()->points(run, QStringLiteral("loss"));
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
    runner.setPlan(plan);
    RunSession session(&runner, withHistory ? &store : nullptr);
    RunDashboard dashboard;
    dashboard.resize(1000, 800);
    dashboard.show();
    QSignalSpy finished(&runner, &LocalRunner::finished);
    QVERIFY(session.start());
    const qint64 runId = session.runId();
    QCOMPARE(runId > 0, withHistory);
    const int run = dashboard.addSession(&session, QStringLiteral("live"));
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
        QCOMPARE(store.logLineCount(store.replicas(runId).first().id), chiefLines);
        QCOMPARE(store.metricSamples(runId).size(), qsizetype(Epochs * 3));
        // Reopened as a past run, it shows the same lines and points.
        RunDashboard past;
        const int pastRun = past.addPastRun(store, runId);
        QVERIFY(waitLoaded(past));
        QCOMPARE(past.metrics()->points(pastRun, QStringLiteral("loss")).size(),
                 size_t(Epochs));
        QCOMPARE(past.logBuffer()->lineCount(), buffer->lineCount());
    }
}

void DashboardTest::searchBoxDrivesTheLogView()
{
    RunDashboard dashboard;
    QByteArray log;
    for (int i = 0; i < 500; ++i) {
        log += "line " + QByteArray::number(i) + (i % 100 == 7 ? " NaN" : "") + "\nepoch "
               + QByteArray::number(i) + " loss=" + QByteArray::number(1.0 / (i + 1), 'g', 17)
               + "\n";
    }
    LogReplaySource source;
    // Pieces cut mid-line, as polled log entries or pipes deliver them.
    const int run = playLog(dashboard, source, log, 23);
    QVERIFY(run >= 0);
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
    runner.setPlan(plan);
    RunSession session(&runner, &store);
    session.setRunSpec({QStringLiteral("pytorch-digits"), exampleDir});
    RunDashboard dashboard;
    dashboard.resize(1200, 900);
    dashboard.show();
    QSignalSpy finished(&runner, &LocalRunner::finished);
    QVERIFY(session.start());
    const qint64 runId = session.runId();
    const int run = dashboard.addSession(&session, QStringLiteral("pytorch-digits"));
    QVERIFY(finished.count() > 0 || finished.wait(600000));
    if (finished.first().first().value<RunState>() != RunState::Succeeded) {
        for (qint64 line = 0; line < dashboard.logBuffer()->lineCount(); ++line)
            qWarning("%s", dashboard.logBuffer()->lineText(line).constData());
    }
    QCOMPARE(finished.first().first().value<RunState>(), RunState::Succeeded);

    MetricSeriesSet *metrics = dashboard.metrics();
    for (const char *name : {"loss", "accuracy", "val_loss", "val_accuracy"}) {
        const std::span<const QPointF> points = metrics->points(run, QLatin1String(name));
        QCOMPARE(points.size(), size_t(Epochs));
        for (int epoch = 1; epoch <= Epochs; ++epoch) {
            QCOMPARE(points[size_t(epoch - 1)].x(), double(epoch));
            QVERIFY(std::isfinite(points[size_t(epoch - 1)].y()));
        }
    }
    for (const QPointF &point : metrics->points(run, QStringLiteral("val_accuracy")))
        QVERIFY(point.y() >= 0 && point.y() <= 1);
    // Training on digits makes the loss fall.
    const std::span<const QPointF> loss = metrics->points(run, QStringLiteral("loss"));
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
    QCOMPARE(store.metricSamples(runId).size(), qsizetype(Epochs * 4));
}
