#include "app/history/historystore.h"
#include "app/history/pastrunreader.h"
#include "app/launch/localrunner.h"
#include "app/launch/logreplaysource.h"
#include "app/session/runsession.h"
#include "models/logs/lineassembler.h"
#include "models/metrics/metriclogreader.h"
#include "models/metrics/metricsample.h"
#include "widgets/logview/ansitext.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Poolcraft;

namespace {

QString realWorldLogs()
{
    return QStringLiteral(POOLCRAFT_REALWORLD_DIR "/logs");
}

// What the history keeps of one run, read back the way the Runs tab reads it.
struct ReadBack
{
    QList<MetricRun> metrics;
    QList<QByteArray> lines; // every stored line of the first task, in file order
    QString error;
};

ReadBack readBack(const QString &databasePath, qint64 runId)
{
    ReadBack result;
    PastRunReader reader(databasePath, runId);
    QObject::connect(&reader, &PastRunReader::metricsRead, &reader,
                     [&](const QList<MetricRun> &metrics) { result.metrics = metrics; });
    QObject::connect(&reader, &PastRunReader::linesRead, &reader,
                     [&](const QList<SessionLines> &pieces) {
                         for (const SessionLines &piece : pieces) {
                             if (piece.task != 0)
                                 continue;
                             QList<QByteArray> lines = piece.text.split('\n');
                             lines.removeLast(); // after the last line feed
                             result.lines += lines;
                         }
                     });
    QSignalSpy finished(&reader, &PastRunReader::finished);
    reader.start();
    if (!finished.wait(30000))
        result.error = QStringLiteral("the reader did not finish");
    else
        result.error = finished.first().first().toString();
    return result;
}

// The lines a terminal shows for a whole log, styles dropped: what the extractor reads.
QList<QByteArray> terminalLines(const QByteArray &log)
{
    LineAssembler assembler(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip);
    QList<QByteArray> lines;
    const auto keep = [&lines](const LogLine &line) { lines.append(line.text); };
    assembler.feed(log, keep);
    assembler.finish(keep);
    return lines;
}

QString describe(const QList<MetricSample> &samples)
{
    QStringList parts;
    for (const MetricSample &s : samples.mid(0, 12)) {
        parts << QStringLiteral("%1/%2 %3=%4 %5=%6%7")
                     .arg(s.series).arg(s.point).arg(metricAxisName(s.axis)).arg(s.x)
                     .arg(s.name).arg(s.value).arg(s.complete ? QString() : QStringLiteral("?"));
    }
    return QStringLiteral("%1 samples: ").arg(samples.size()) + parts.join(QStringLiteral(", "));
}

} // namespace

class SessionTest : public QObject
{
    Q_OBJECT

private slots:
    void logParity_data();
    void logParity();
    void metricsOnStderrAreRead();
    void metricsTaskIsChosenPerJob();
    void fourSessionsAtOnce();
    void commandLineParity();
};

void SessionTest::logParity_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<int>("maxPiece");
    const QDir logs(realWorldLogs());
    const QStringList names = logs.entryList({QStringLiteral("*.log")}, QDir::Files);
    QVERIFY(names.size() >= 19);
    for (const QString &name : names) {
        QFile file(logs.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray log = file.readAll();
        // Small random pieces, as a pipe cuts a stream, and whole 4 KB reads.
        QTest::addRow("%s in pieces of 1-5 bytes", qPrintable(name)) << log << 5;
        QTest::addRow("%s in pieces of 1-4096 bytes", qPrintable(name)) << log << 4096;
    }
    // The cases a terminal model decides: the last characters of a longer line stay.
    QTest::newRow("carriage return over a longer value")
        << QByteArray("Epoch 1/1 - loss: 0.123456\rEpoch 1/1 - loss: 0.5\n") << 3;
    QTest::newRow("erase to end of line after the carriage return")
        << QByteArray("Epoch 1/1 - loss: 0.123456\rEpoch 1/1 - loss: 0.5\x1b[K\n") << 3;
    QTest::newRow("fractional epochs (Hugging Face)")
        << QByteArray("{'loss': 0.9, 'epoch': 0.25}\n{'loss': 0.8, 'epoch': 0.5}\n"
                      "{'loss': 0.7, 'epoch': 0.75}\n{'loss': 0.6, 'epoch': 1.0}\n")
        << 6;
    QTest::newRow("colours, tabs and backspaces")
        << QByteArray("\x1b[1;32mEpoch 1/2\x1b[0m\tloss: 0.9\b8 - accuracy: 0.5\n"
                      "Epoch 2/2\t\x1b[31mloss: nan\x1b[0m - accuracy: 0.6\n")
        << 2;
}

// One log, four ways: `poolcraft metrics` (readMetricLog), a live session, the history the
// session wrote, and that run reopened. The same points (x as a real number, its axis, and
// every value), and the log view's text equal to what the extractor read.
void SessionTest::logParity()
{
    QFETCH(QByteArray, log);
    QFETCH(int, maxPiece);
    QTemporaryDir dir;
    const QString logFile = dir.filePath(QStringLiteral("trainer.log"));
    {
        QFile file(logFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(log);
    }
    const QList<MetricSample> expected = metricSamples(readMetricLog(logFile).runs);

    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.open());
    LogReplaySource source;
    source.setLog(logFile);
    source.setChunking(maxPiece, 0x9e3779b9u ^ quint32(log.size()));
    RunSession session(&source, &store);
    QSignalSpy finished(&session, &RunSession::finished);
    QVERIFY(session.start());
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().value<RunState>(), RunState::Succeeded);

    const QList<MetricSample> live = metricSamples(session.metricRuns());
    QVERIFY2(live == expected, qPrintable(describe(live) + QStringLiteral("\n  expected ")
                                          + describe(expected)));
    const QList<MetricSample> stored = store.metricSamples(session.runId());
    QVERIFY2(stored == expected, qPrintable(describe(stored)));
    const ReadBack past = readBack(store.databasePath(), session.runId());
    QVERIFY2(past.error.isEmpty(), qPrintable(past.error));
    QCOMPARE(metricSamples(past.metrics), expected);

    // The view shows what the extractor read: line for line, the same text.
    const QList<QByteArray> read = terminalLines(log);
    QCOMPARE(past.lines.size(), read.size());
    for (qsizetype i = 0; i < read.size(); ++i) {
        QCOMPARE(decodeAnsiLine(past.lines.at(i)).text,
                 decodeAnsiLine(read.at(i)).text); // tabs expanded alike
        QCOMPARE(terminalText(past.lines.at(i)), read.at(i));
    }
}

namespace {

// A local job of one chief (and `workers` workers) running a shell line.
LaunchPlan shellPlan(const QString &script, const QString &runDirectory, int workers = 0)
{
    JobDocument job;
    job.pools[ChiefPool].enabled = true;
    if (workers > 0) {
        job.pools[WorkerPoolRole].enabled = true;
        job.pools[WorkerPoolRole].replicaCount = workers;
    }
    job.localCommand = {QStringLiteral("/bin/sh"), QStringLiteral("-c"), script};
    LaunchOptions options = localLaunchOptions(QString(), {runDirectory});
    options.gpuNames = QStringList();
    return makeLaunchPlan(job, options);
}

} // namespace

void SessionTest::metricsOnStderrAreRead()
{
    // Python's logging writes to stderr: those metrics are charted and recorded too, in the
    // order the lines came, with those on stdout.
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.open());
    LocalRunner runner;
    runner.setPlan(shellPlan(QStringLiteral("for e in 1 2 3; do echo \"INFO:root:Epoch $e - "
                                            "loss: 0.$e\" >&2; echo \"checkpoint $e\"; done"),
                             dir.filePath(QStringLiteral("run"))));
    RunSession session(&runner, &store);
    QSignalSpy finished(&session, &RunSession::finished);
    QVERIFY(session.start());
    QVERIFY(finished.wait(30000));
    QCOMPARE(session.metricRuns().size(), 1);
    const MetricRun &run = session.metricRuns().first();
    QCOMPARE(run.completePoints().size() + (run.points.last().complete ? 0 : 1), 3);
    QCOMPARE(run.value(run.points.at(1), QStringLiteral("loss")), 0.2);
    QCOMPARE(store.metricSamples(session.runId()), metricSamples(session.metricRuns()));
}

void SessionTest::metricsTaskIsChosenPerJob()
{
    // The chief by default; a job may name another task whose output carries the metrics.
    QTemporaryDir dir;
    // The chief ends last: when it succeeds, the workers still running are stopped.
    const QString script = QStringLiteral(
        "if [ \"$RANK\" = 1 ]; then echo 'Epoch 1/1 - loss: 0.25'; "
        "else echo 'Epoch 1/1 - loss: 0.75'; sleep 1; fi");
    for (const QString &task : {QString(), QStringLiteral("workerpool1-0")}) {
        LocalRunner runner;
        runner.setPlan(shellPlan(script, dir.filePath(task.isEmpty() ? QStringLiteral("a")
                                                                     : QStringLiteral("b")),
                                 1));
        RunSession session(&runner, nullptr);
        session.setMetricsTask(task);
        QSignalSpy finished(&session, &RunSession::finished);
        QVERIFY(session.start());
        QByteArray output;
        connect(&session, &RunSession::linesReady, this, [&output](const QList<SessionLines> &l) {
            for (const SessionLines &piece : l)
                output += piece.text;
        });
        QVERIFY(finished.wait(30000));
        QVERIFY2(!session.metricRuns().isEmpty(), output.constData());
        QCOMPARE(session.metricsTask(), task.isEmpty() ? 0 : 1);
        const MetricRun &run = session.metricRuns().value(0);
        QVERIFY(!run.points.isEmpty());
        QCOMPARE(run.value(run.points.first(), QStringLiteral("loss")), task.isEmpty() ? 0.75 : 0.25);
    }
}

void SessionTest::fourSessionsAtOnce()
{
    // Four runs started together, as a study starts its parallel trials: each gets its own
    // ports and folder, and its own output only.
    QTemporaryDir dir;
    HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
    QVERIFY(store.open());
    constexpr int Sessions = 4;
    std::vector<std::unique_ptr<LocalRunner>> runners;
    std::vector<std::unique_ptr<RunSession>> sessions;
    QList<QByteArray> output(Sessions);
    QSet<quint16> ports;
    QSet<QString> folders;
    for (int i = 0; i < Sessions; ++i) {
        const QString runDirectory = makeRunDirectory(dir.filePath(QStringLiteral("runs"))).path;
        QVERIFY(!folders.contains(runDirectory));
        folders.insert(runDirectory);
        const LaunchPlan plan = shellPlan(
            QStringLiteral("for n in 1 2 3 4 5; do echo \"session %1 $MASTER_PORT $n\"; "
                           "sleep 0.05; done; echo 'Epoch 1/1 - loss: 0.%1'; "
                           "[ \"$RANK\" = 0 ] && sleep 1; exit 0")
                .arg(i + 1),
            runDirectory, 2);
        QVERIFY(plan.canStart());
        for (const ReplicaPlan &replica : plan.replicas) {
            QVERIFY2(!ports.contains(replica.port), qPrintable(QString::number(replica.port)));
            ports.insert(replica.port);
        }
        runners.push_back(std::make_unique<LocalRunner>());
        runners.back()->setPlan(plan);
        sessions.push_back(std::make_unique<RunSession>(runners.back().get(), &store));
        connect(sessions.back().get(), &RunSession::linesReady, this,
                [&output, i](const QList<SessionLines> &lines) {
                    for (const SessionLines &piece : lines)
                        output[i] += piece.text;
                });
    }
    for (auto &session : sessions)
        QVERIFY(session->start());
    for (auto &session : sessions)
        QTRY_VERIFY_WITH_TIMEOUT(!session->isActive(), 60000);
    QCOMPARE(ports.size(), Sessions * 3);
    QSet<qint64> runIds;
    for (int i = 0; i < Sessions; ++i) {
        const QList<QByteArray> lines = output[i].trimmed().split('\n');
        QCOMPARE(lines.size(), 3 * 6); // three replicas, six lines each
        for (const QByteArray &line : lines) {
            QVERIFY2(line.startsWith("session " + QByteArray::number(i + 1))
                         || line == "Epoch 1/1 - loss: 0." + QByteArray::number(i + 1),
                     line.constData());
        }
        const MetricRun &run = sessions[i]->metricRuns().value(0);
        QCOMPARE(run.value(run.points.value(0), QStringLiteral("loss")), (i + 1) / 10.0);
        runIds.insert(sessions[i]->runId());
        QCOMPARE(store.run(sessions[i]->runId())->state, QLatin1String(RunStateName::Succeeded));
    }
    QCOMPARE(runIds.size(), Sessions);
}

void SessionTest::commandLineParity()
{
    // The example trainer through `poolcraft run`: the table it prints, the points it
    // recorded, the same run reopened, and `poolcraft metrics` on the chief's log agree.
    // Debian's python3, which has torch (a user's own python3 may come first on PATH).
    const QString python = QStringLiteral("/usr/bin/python3");
    QTemporaryDir dir;
    const QString database = dir.filePath(QStringLiteral("history/history.sqlite"));
    QProcess poolcraft;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("POOLCRAFT_HISTORY_DB"), database);
    poolcraft.setProcessEnvironment(environment);
    poolcraft.start(QStringLiteral(POOLCRAFT_EXECUTABLE),
                    {QStringLiteral("run"),
                     QStringLiteral(POOLCRAFT_SOURCE_DIR
                                    "/resources/examples/pytorch-digits/job.poolcraft.yaml"),
                     QStringLiteral("--local"), QStringLiteral("--"), python,
                     QStringLiteral("train.py")});
    QVERIFY(poolcraft.waitForFinished(300000));
    const QByteArray printed = poolcraft.readAllStandardOutput();
    QVERIFY2(poolcraft.exitCode() == 0, poolcraft.readAllStandardError().constData());

    HistoryStore store(database);
    QVERIFY(store.open());
    QCOMPARE(store.runs().size(), 1);
    const RunRecord run = store.runs().first();
    QCOMPARE(run.state, QLatin1String(RunStateName::Succeeded));
    QCOMPARE(run.kind, QStringLiteral("local"));
    const QList<MetricSample> stored = store.metricSamples(run.id);
    QVERIFY(!stored.isEmpty());
    const ReadBack past = readBack(database, run.id);
    QCOMPARE(metricSamples(past.metrics), stored);
    // The chief's log as the history kept it, read as a saved log.
    const QString chiefLog = store.logFilePath(store.replicas(run.id).first().id);
    QCOMPARE(metricSamples(readMetricLog(chiefLog).runs), stored);
    // The printed table is the recorded points: each epoch's row holds its values.
    const QList<MetricRun> runs = metricRunsFromSamples(stored);
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.first().points.size(), qsizetype(5)); // the job's --epochs=5
    for (const MetricPoint &point : runs.first().points) {
        const QByteArray loss = QByteArray::number(runs.first().value(point, QStringLiteral("loss")),
                                                   'g', 6);
        QVERIFY2(printed.contains(loss), printed.right(400).constData());
    }
}

QTEST_MAIN(SessionTest)
#include "tst_session.moc"
