#include "app/history/historystore.h"
#include "app/history/pastrunreader.h"
#include "app/history/studystore.h"
#include "app/launch/localrunner.h"
#include "app/session/runsession.h"
#include "tests/support/historyruns.h"

#include <QCoreApplication>
#include <QDir>
#include <QSignalSpy>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdio>

#include <sys/stat.h>

using namespace Poolcraft;
using Poolcraft::Testing::recordEndedRun;

// Child mode: write batches into a history until killed, reporting each committed count.
static int runHistoryWriter(const QString &path)
{
    HistoryStore store(path);
    if (!store.open()) {
        std::fprintf(stderr, "%s\n", qPrintable(store.errorString()));
        return 1;
    }
    const qint64 runId = store.createRun(QStringLiteral("job: crash"), QString(),
                                         QStringLiteral("local"));
    store.setRunState(runId, QString::fromLatin1(RunStateName::Running));
    const qint64 replicaId = store.addReplica(runId, QStringLiteral("workerpool0-0"));
    std::printf("run %lld\n", static_cast<long long>(runId));
    std::fflush(stdout);
    qint64 written = 0;
    for (int epoch = 0;; ++epoch) {
        QList<QByteArray> lines;
        for (int i = 0; i < 100; ++i)
            lines.append("line " + QByteArray::number(written + i));
        if (!store.appendLogLines(replicaId, LogStream::Stdout, lines))
            return 2;
        store.appendMetricSamples(runId, replicaId,
                                  {{0, epoch, MetricAxis::Epoch, double(epoch),
                                    QStringLiteral("loss"), 1.0 / (epoch + 1), true}});
        written += lines.size();
        std::printf("committed %lld\n", static_cast<long long>(written));
        std::fflush(stdout);
    }
}

// A local run of `command` (a shell line) through a session recording into `store`;
// `stopAfterStart` asks it to stop as soon as it runs. Returns the run's id once it ended.
static qint64 runRecorded(HistoryStore &store, const QString &command, const QString &runDir,
                          bool stopAfterStart = false)
{
    JobDocument job;
    job.pools[ChiefPool].enabled = true;
    job.localCommand = {QStringLiteral("/bin/sh"), QStringLiteral("-c"), command};
    LaunchOptions options = localLaunchOptions(QString(), {runDir});
    options.gpuNames = QStringList();
    LocalRunner runner;
    runner.setStopGracePeriod(2000);
    runner.setPlan(makeLaunchPlan(job, options));
    RunSession session(&runner, &store);
    session.setRunSpec({QStringLiteral("poolcraft: 1"), QString()});
    QSignalSpy finished(&session, &RunSession::finished);
    if (!session.start())
        return 0;
    if (stopAfterStart)
        session.stop();
    if (finished.isEmpty() && !finished.wait(60000))
        return 0;
    return session.runId();
}

// Child mode: one run that ends, then one the parent kills the app in the middle of.
static int runSessionsUntilKilled(const QString &path)
{
    HistoryStore store(path);
    if (!store.open())
        return 1;
    std::printf("ended %lld\n", static_cast<long long>(runRecorded(
                                    store, QStringLiteral("echo done"),
                                    QFileInfo(path).absolutePath() + QStringLiteral("/run1"))));
    std::fflush(stdout);
    JobDocument job;
    job.pools[ChiefPool].enabled = true;
    // Ends by itself soon after the parent has killed us.
    job.localCommand = {QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                        QStringLiteral("echo started; exec sleep 3")};
    LaunchOptions options = localLaunchOptions(
        QString(), {QFileInfo(path).absolutePath() + QStringLiteral("/run2")});
    options.gpuNames = QStringList();
    LocalRunner runner;
    runner.setPlan(makeLaunchPlan(job, options));
    RunSession session(&runner, &store);
    QSignalSpy lines(&session, &RunSession::linesReady);
    if (!session.start() || !lines.wait(30000)) {
        std::fprintf(stderr, "%s\n", qPrintable(store.errorString()));
        return 2;
    }
    if (!session.runId())
        std::fprintf(stderr, "not recorded: %s\n", qPrintable(store.errorString()));
    std::printf("live %lld\n", static_cast<long long>(session.runId()));
    std::fflush(stdout);
    QTest::qWait(60000);
    return 3;
}

class HistoryTest : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    void logLinesRoundTrip_data();
    void logLinesRoundTrip();
    void logLineRanges_data();
    void logLineRanges();
    void runStatesAreStamped();
    void reopenKeepsEverything();
    void hostileDatabaseFiles_data();
    void hostileDatabaseFiles();
    void historyIsOnlyARegularFile_data();
    void historyIsOnlyARegularFile();
    void uncommittedTailIsRecovered();
    void killedWriterLosesNothingCommitted();
    void version1FileIsMigrated();
    void version2FileGainsStudies();
    void endedRunIsNeverRewritten();
    void runsInARowKeepTheirOwnStates();
    void appKilledMidRunMarksOnlyThatRun();
    void historyFilesAreTheOwners();
    void reopenedLogKeepsRecordedOrder();
    void version3FileIsMigrated();
    void deleteRunsRemovesEverything();
    void deleteRefusesLiveAndStudyRuns_data();
    void deleteRefusesLiveAndStudyRuns();

private:
    QString dbPath(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

void HistoryTest::logLinesRoundTrip_data()
{
    QTest::addColumn<QList<QByteArray>>("lines");
    QTest::addColumn<QList<QByteArray>>("expected");
    const QList<QByteArray> plain{"epoch 1 loss 0.5", "epoch 2 loss 0.25"};
    QTest::newRow("plain") << plain << plain;
    QTest::newRow("empty lines") << QList<QByteArray>{"", "", "x"}
                                 << QList<QByteArray>{"", "", "x"};
    QTest::newRow("embedded line feed is split")
        << QList<QByteArray>{"a\nb"} << QList<QByteArray>{"a", "b"};
    const QByteArray ansi = "\x1b[31mred\x1b[0m and \x1b[1;32mbold green\x1b[0m";
    QTest::newRow("ansi kept as written") << QList<QByteArray>{ansi} << QList<QByteArray>{ansi};
    const QByteArray binary("\0\x01\xff\xfe\r\t", 6);
    QTest::newRow("binary bytes") << QList<QByteArray>{binary} << QList<QByteArray>{binary};
    const QByteArray huge(4 * 1024 * 1024, 'h');
    QTest::newRow("huge line") << QList<QByteArray>{huge, "after"}
                               << QList<QByteArray>{huge, "after"};
    QList<QByteArray> many;
    for (int i = 0; i < 20000; ++i)
        many.append("progress " + QByteArray::number(i));
    QTest::newRow("many lines") << many << many;
}

void HistoryTest::logLinesRoundTrip()
{
    QFETCH(QList<QByteArray>, lines);
    QFETCH(QList<QByteArray>, expected);
    HistoryStore store(dbPath(QTest::currentDataTag()));
    QVERIFY2(store.open(), qPrintable(store.errorString()));
    const qint64 runId = store.createRun(QStringLiteral("{}"), QString(),
                                         QStringLiteral("local"));
    const qint64 replicaId = store.addReplica(runId, QStringLiteral("workerpool0-0"));
    QVERIFY(store.appendLogLines(replicaId, LogStream::Stderr, lines));
    QCOMPARE(store.logLineCount(replicaId), expected.size());
    const QList<StoredLogLine> stored = store.logLines(replicaId);
    QCOMPARE(stored.size(), expected.size());
    for (qsizetype i = 0; i < stored.size(); ++i) {
        QCOMPARE(stored[i].text, expected[i]);
        QCOMPARE(stored[i].stream, LogStream::Stderr);
    }
}

void HistoryTest::logLineRanges_data()
{
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<qint64>("expectedFirst");
    QTest::addColumn<qint64>("expectedCount");
    QTest::newRow("all") << 0ll << -1ll << 0ll << 300ll;
    QTest::newRow("inside one batch") << 10ll << 5ll << 10ll << 5ll;
    QTest::newRow("across batches") << 95ll << 110ll << 95ll << 110ll;
    QTest::newRow("past the end") << 290ll << 50ll << 290ll << 10ll;
    QTest::newRow("beyond everything") << 400ll << 10ll << 400ll << 0ll;
    QTest::newRow("negative start") << -5ll << 3ll << 0ll << 3ll;
}

void HistoryTest::logLineRanges()
{
    QFETCH(qint64, first);
    QFETCH(qint64, count);
    QFETCH(qint64, expectedFirst);
    QFETCH(qint64, expectedCount);
    HistoryStore store(dbPath("ranges"));
    QVERIFY(store.open());
    const qint64 runId = store.createRun(QStringLiteral("{}"), QString(),
                                         QStringLiteral("local"));
    const qint64 replicaId = store.addReplica(runId, QStringLiteral("workerpool1-0"));
    for (int batch = 0; batch < 3; ++batch) {
        QList<QByteArray> lines;
        for (int i = 0; i < 100; ++i)
            lines.append(QByteArray::number(batch * 100 + i));
        QVERIFY(store.appendLogLines(replicaId, batch == 1 ? LogStream::Stderr
                                                           : LogStream::Stdout, lines));
    }
    const QList<StoredLogLine> lines = store.logLines(replicaId, first, count);
    QCOMPARE(lines.size(), expectedCount);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const qint64 line = expectedFirst + i;
        QCOMPARE(lines[i].text, QByteArray::number(line));
        QCOMPARE(lines[i].stream, line / 100 == 1 ? LogStream::Stderr : LogStream::Stdout);
    }
}

void HistoryTest::runStatesAreStamped()
{
    HistoryStore store(dbPath("states"));
    QVERIFY(store.open());
    const qint64 runId = store.createRun(QStringLiteral("job"), QStringLiteral("/x/job.yaml"),
                                         QStringLiteral("vertex"));
    QVERIFY(runId > 0);
    std::optional<RunRecord> run = store.run(runId);
    QVERIFY(run);
    QCOMPARE(run->state, QLatin1String(RunStateName::Queued));
    QVERIFY(run->created.isValid());
    QVERIFY(!run->started.isValid());
    const QDateTime started = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000, Qt::UTC);
    const QDateTime ended = started.addSecs(90);
    QVERIFY(store.setRunState(runId, QString::fromLatin1(RunStateName::Pending), started));
    QVERIFY(store.setRunState(runId, QString::fromLatin1(RunStateName::Running), started));
    QVERIFY(store.setRunState(runId, QString::fromLatin1(RunStateName::Failed), ended));
    QVERIFY(store.setRunExit(runId, 137, QStringLiteral("workerpool1-0 killed by signal 9")));
    run = store.run(runId);
    QCOMPARE(run->state, QLatin1String(RunStateName::Failed));
    QCOMPARE(run->started, started);
    QCOMPARE(run->ended, ended);
    QCOMPARE(run->exitCode, 137);
    QCOMPARE(run->kind, QStringLiteral("vertex"));
    QCOMPARE(run->sourceFile, QStringLiteral("/x/job.yaml"));
    const QList<StateChange> history = store.stateHistory(runId);
    QCOMPARE(history.size(), 4);
    QCOMPARE(history[1].state, QLatin1String(RunStateName::Pending));
    QCOMPARE(history[3].at, ended);
    QVERIFY(!store.run(runId + 1000));
}

void HistoryTest::reopenKeepsEverything()
{
    const QString path = dbPath("reopen");
    qint64 runId = 0;
    qint64 replicaId = 0;
    {
        HistoryStore store(path);
        QVERIFY(store.open());
        runId = store.createRun(QStringLiteral("job text"), QString(), QStringLiteral("local"));
        replicaId = store.addReplica(runId, QStringLiteral("workerpool0-0"));
        QVERIFY(store.setReplicaState(replicaId, QString::fromLatin1(RunStateName::Failed),
                                      0, 9));
        QVERIFY(store.appendLogLines(replicaId, LogStream::Stdout, {"one", "two"}));
        QVERIFY(store.appendMetricSamples(
            runId, replicaId,
            {{0, 0, MetricAxis::Epoch, 0.25, QStringLiteral("loss"), 0.5, true},
             {0, 0, MetricAxis::Epoch, 0.25, QStringLiteral("val_loss"), 0.75, true},
             {0, 1, MetricAxis::Step, 1000, QStringLiteral("loss"), qQNaN(), false}}));
        QVERIFY(store.setRunState(runId, QString::fromLatin1(RunStateName::Succeeded)));
    }
    HistoryStore store(path);
    QVERIFY(store.open());
    QVERIFY(store.runsInterruptedOnOpen().isEmpty());
    QCOMPARE(store.runs().size(), 1);
    QCOMPARE(store.run(runId)->jobDocument, QStringLiteral("job text"));
    const QList<ReplicaRecord> replicas = store.replicas(runId);
    QCOMPARE(replicas.size(), 1);
    QCOMPARE(replicas[0].taskName, QStringLiteral("workerpool0-0"));
    QCOMPARE(replicas[0].signal, 9);
    QCOMPARE(store.logLines(replicaId).size(), 2);
    const QList<MetricSample> points = store.metricSamples(runId);
    QCOMPARE(points.size(), 3);
    QCOMPARE(points[1].name, QStringLiteral("val_loss"));
    QCOMPARE(points[1].value, 0.75);
    // x is real and keeps its axis; NaN survives SQLite (which stores none) as NaN.
    QCOMPARE(points[0].x, 0.25);
    QCOMPARE(points[2].axis, MetricAxis::Step);
    QVERIFY(std::isnan(points[2].value));
    QVERIFY(!points[2].complete);
    QVERIFY(store.appendLogLines(replicaId, LogStream::Stdout, {"three"}));
    QCOMPARE(store.logLines(replicaId, 2, 1).value(0).text, QByteArray("three"));
}

void HistoryTest::hostileDatabaseFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("userVersion");
    QTest::addColumn<QString>("expectedError");
    QTest::newRow("garbage bytes") << QByteArray(8192, '\x5a') << 0 << QString();
    QTest::newRow("truncated sqlite header") << QByteArray("SQLite format 3\0\x10", 18) << 0
                                             << QString();
    QTest::newRow("newer schema") << QByteArray() << 99 << QStringLiteral("newer Poolcraft");
}

void HistoryTest::hostileDatabaseFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(int, userVersion);
    QFETCH(QString, expectedError);
    const QString path = dbPath(QTest::currentDataTag());
    if (userVersion) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("hostile"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = %1").arg(userVersion));
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("hostile"));
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    HistoryStore store(path);
    QVERIFY(!store.open());
    QVERIFY(!store.errorString().isEmpty());
    QVERIFY2(store.errorString().contains(path), qPrintable(store.errorString()));
    if (!expectedError.isEmpty())
        QVERIFY2(store.errorString().contains(expectedError), qPrintable(store.errorString()));
}

void HistoryTest::historyIsOnlyARegularFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("link to the null device") << QStringLiteral("null");
    QTest::newRow("FIFO") << QStringLiteral("fifo");
    QTest::newRow("directory") << QStringLiteral("directory");
}

// Found by attack: SQLite opened /dev/null as the history, and the owner-only permissions
// then took /dev/null from every other user, with a -journal file beside it.
void HistoryTest::historyIsOnlyARegularFile()
{
    QFETCH(QString, kind);
    const QString path = dbPath(QTest::currentDataTag());
    const QFileInfo before(QStringLiteral("/dev/null"));
    if (kind == QLatin1String("null"))
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), path));
    else if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else
        QVERIFY(QDir().mkpath(path));
    const QStringList around = QDir(QFileInfo(path).absolutePath()).entryList(QDir::AllEntries
                                                                               | QDir::System);
    HistoryStore store(path);
    QVERIFY(!store.open());
    QVERIFY2(store.errorString().contains(QStringLiteral("not a regular file")),
             qPrintable(store.errorString()));
    QCOMPARE(QFileInfo(QStringLiteral("/dev/null")).permissions(), before.permissions());
    QCOMPARE(QDir(QFileInfo(path).absolutePath()).entryList(QDir::AllEntries | QDir::System),
             around);
}

void HistoryTest::uncommittedTailIsRecovered()
{
    const QString path = dbPath("tail");
    qint64 runId = 0;
    qint64 replicaId = 0;
    QString logFile;
    {
        HistoryStore store(path);
        QVERIFY(store.open());
        runId = store.createRun(QStringLiteral("job"), QString(), QStringLiteral("local"));
        QVERIFY(store.setRunState(runId, QString::fromLatin1(RunStateName::Running)));
        replicaId = store.addReplica(runId, QStringLiteral("workerpool0-0"));
        QVERIFY(store.appendLogLines(replicaId, LogStream::Stdout, {"committed"}));
        logFile = store.logFilePath(replicaId);
    }
    // What a writer killed between its file write and its commit leaves behind.
    QFile file(logFile);
    QVERIFY(file.open(QIODevice::Append));
    file.write("written\nalso written\ntorn li");
    file.close();

    HistoryStore store(path);
    QVERIFY(store.open());
    QCOMPARE(store.runsInterruptedOnOpen(), QList<qint64>{runId});
    const QList<StoredLogLine> lines = store.logLines(replicaId);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[1].text, QByteArray("written"));
    QCOMPARE(lines[2].text, QByteArray("also written"));
    QVERIFY(store.appendLogLines(replicaId, LogStream::Stdout, {"next"}));
    QCOMPARE(store.logLines(replicaId, 3).value(0).text, QByteArray("next"));
}

void HistoryTest::killedWriterLosesNothingCommitted()
{
    const QString path = dbPath("killed");
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--history-writer"), path});
    QVERIFY2(child.waitForStarted(60000), qPrintable(child.errorString()));
    qint64 runId = 0;
    qint64 committed = 0;
    while (committed < 3000) {
        if (!child.canReadLine())
            QVERIFY2(child.waitForReadyRead(60000), "writer stopped reporting");
        while (child.canReadLine()) {
            const QByteArray line = child.readLine().trimmed();
            if (line.startsWith("run "))
                runId = line.mid(4).toLongLong();
            else if (line.startsWith("committed "))
                committed = line.mid(10).toLongLong();
        }
    }
    child.kill(); // SIGKILL: no destructor, no flush, no commit of what was in flight
    QVERIFY(child.waitForFinished(60000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    HistoryStore store(path);
    QVERIFY2(store.open(), qPrintable(store.errorString()));
    QCOMPARE(store.runsInterruptedOnOpen(), QList<qint64>{runId});
    const std::optional<RunRecord> run = store.run(runId);
    QVERIFY(run);
    QCOMPARE(run->state, QLatin1String(RunStateName::Interrupted));
    QVERIFY(run->ended.isValid());
    QVERIFY(run->ended >= run->started);
    const QList<ReplicaRecord> replicas = store.replicas(runId);
    QCOMPARE(replicas.size(), 1);
    const QList<StoredLogLine> lines = store.logLines(replicas[0].id);
    QVERIFY2(lines.size() >= committed, qPrintable(QString::number(lines.size())));
    for (qsizetype i = 0; i < lines.size(); ++i)
        QCOMPARE(lines[i].text, "line " + QByteArray::number(i));
    QVERIFY(store.metricSamples(runId).size() >= committed / 100);
    QCOMPARE(store.stateHistory(runId).last().state, QLatin1String(RunStateName::Interrupted));
}

void HistoryTest::version1FileIsMigrated()
{
    // tests/data/history-v1: written by the v1 HistoryStore of the release before schema 2,
    // recording four runs as its RunRecorder did (the last one left live by a crash).
    const QDir source(QStringLiteral(POOLCRAFT_SOURCE_DIR "/tests/data/history-v1"));
    QDir target(m_dir.filePath(QStringLiteral("v1")));
    QVERIFY(target.mkpath(QStringLiteral("history-logs")));
    QVERIFY(QFile::copy(source.filePath(QStringLiteral("history.sqlite")),
                        target.filePath(QStringLiteral("history.sqlite"))));
    for (const QString &log : QDir(source.filePath(QStringLiteral("history-logs"))).entryList(QDir::Files)) {
        QVERIFY(QFile::copy(source.filePath(QStringLiteral("history-logs/") + log),
                            target.filePath(QStringLiteral("history-logs/") + log)));
    }
    const QString path = target.filePath(QStringLiteral("history.sqlite"));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    HistoryStore store(path);
    QVERIFY2(store.open(), qPrintable(store.errorString()));
    // The old file is kept beside the migrated one.
    QVERIFY(QFile::exists(path + QStringLiteral(".v1-backup")));
    const QList<RunRecord> runs = store.runs();
    QCOMPARE(runs.size(), 4);
    const QStringList states{QStringLiteral("succeeded"), QStringLiteral("failed"),
                             QStringLiteral("cancelled"), QStringLiteral("interrupted")};
    const QList<int> epochs{3, 2, 1, 2};
    for (int i = 0; i < runs.size(); ++i) {
        const RunRecord &run = runs.at(i);
        QCOMPARE(run.state, states.at(i));
        QCOMPARE(run.kind, QStringLiteral("local"));
        QVERIFY(run.jobDocument.contains(QStringLiteral("displayName: v1-")));
        const QList<ReplicaRecord> replicas = store.replicas(run.id);
        QCOMPARE(replicas.size(), 2);
        // Every line is still there, byte for byte as the v1 recorder wrote it.
        const QList<StoredLogLine> lines = store.logLines(replicas.first().id);
        QCOMPARE(lines.size(), qsizetype(epochs.at(i) * 3));
        QVERIFY(lines.at(1).text.contains("\r"));
        // Integer epochs became real x on the epoch axis, one point each.
        const QList<MetricRun> metrics = metricRunsFromSamples(store.metricSamples(run.id));
        QCOMPARE(metrics.size(), 1);
        QCOMPARE(metrics.first().axis, MetricAxis::Epoch);
        QCOMPARE(metrics.first().points.size(), qsizetype(epochs.at(i)));
        for (int e = 1; e <= epochs.at(i); ++e) {
            const MetricPoint &point = metrics.first().points.at(e - 1);
            QCOMPARE(point.epoch, double(e));
            QCOMPARE(metrics.first().value(point, QStringLiteral("loss")), 1.0 / e);
        }
    }
    QCOMPARE(store.runsInterruptedOnOpen(), QList<qint64>{runs.last().id});
    QCOMPARE(store.run(2)->exitMessage, QStringLiteral("workerpool1-0 exited with code 3"));
    // A migrated history takes new runs.
    const qint64 next = store.beginRun({QStringLiteral("job"), QString(), QStringLiteral("local"),
                                        QString(), QString(), QString(),
                                        {QStringLiteral("workerpool0-0")}});
    QCOMPARE(next, qint64(5));
}

void HistoryTest::version2FileGainsStudies()
{
    // A schema 2 file is schema 3 without the study tables: make one from a new file.
    const QString path = dbPath("v2");
    qint64 runId = 0;
    {
        HistoryStore store(path);
        QVERIFY(store.open());
        runId = store.beginRun({QStringLiteral("job"), QString(), QStringLiteral("local"),
                                QString(), QStringLiteral("old-study"), QStringLiteral("1"),
                                {QStringLiteral("workerpool0-0")}});
        QVERIFY(runId > 0);
        QSqlDatabase db = QSqlDatabase::database(store.connectionName());
        for (const char *statement : {"DROP TABLE trials", "DROP TABLE studies",
                                      "PRAGMA user_version = 2"}) {
            QSqlQuery query(db);
            QVERIFY2(query.exec(QString::fromLatin1(statement)), statement);
        }
    }
    HistoryStore store(path);
    QVERIFY2(store.open(), qPrintable(store.errorString()));
    QVERIFY(QFile::exists(path + QStringLiteral(".v2-backup")));
    QCOMPARE(store.run(runId)->studyId, QStringLiteral("old-study"));
    StudyStore studies(store);
    StudyRecord study;
    study.id = QStringLiteral("s1");
    study.jobDocument = QStringLiteral("poolcraft: 1");
    study.seed = 3;
    study.state = QString::fromLatin1(StudyStateName::Active);
    study.created = QDateTime::currentDateTimeUtc();
    QVERIFY(studies.addStudy(study));
    Trial trial;
    trial.id = QStringLiteral("1");
    trial.state = TrialState::Succeeded;
    trial.parameters = {{QStringLiteral("lr"), 0.01}, {QStringLiteral("opt"), QStringLiteral("adam")}};
    trial.measurements = {{1, 0.5, 1.5}, {2, 0.75, 3.0}};
    trial.finalMeasurement = trial.measurements.last();
    trial.startTime = QDateTime::fromMSecsSinceEpoch(1700000000000, Qt::UTC);
    trial.endTime = trial.startTime.addSecs(4);
    trial.runId = runId;
    QVERIFY(studies.saveTrial(study.id, trial));
    QCOMPARE(studies.trials(study.id), QList<Trial>{trial});
    QCOMPARE(studies.study(study.id)->seed, quint64(3));
    QVERIFY(studies.setStudyState(study.id, QString::fromLatin1(StudyStateName::Stopped)));
    QCOMPARE(studies.studies().first().state, QString::fromLatin1(StudyStateName::Stopped));
}

void HistoryTest::endedRunIsNeverRewritten()
{
    HistoryStore store(dbPath("ended"));
    QVERIFY(store.open());
    QList<qint64> replicas;
    const qint64 runId = store.beginRun({QStringLiteral("job"), QString(),
                                         QStringLiteral("vertex"),
                                         QStringLiteral("projects/p/locations/r/customJobs/7"),
                                         QStringLiteral("study-1"), QStringLiteral("3"),
                                         {QStringLiteral("workerpool0-0")}},
                                        &replicas);
    QVERIFY(runId > 0);
    QCOMPARE(replicas.size(), 1);
    RunEnd end;
    end.state = QString::fromLatin1(RunStateName::Succeeded);
    end.replicas = {{replicas.first(), QString::fromLatin1(RunStateName::Succeeded), 0, 0}};
    end.logSamples = {{0, 0, MetricAxis::Epoch, 1, QStringLiteral("loss"), 0.5, true}};
    QVERIFY(store.finishRun(runId, end));
    // A late state change, a second end, an interruption: all refused, nothing changed.
    QVERIFY(!store.setRunState(runId, QString::fromLatin1(RunStateName::Pending)));
    end.state = QString::fromLatin1(RunStateName::Failed);
    end.logSamples.clear();
    QVERIFY(!store.finishRun(runId, end));
    const RunRecord run = *store.run(runId);
    QCOMPARE(run.state, QLatin1String(RunStateName::Succeeded));
    QCOMPARE(run.resourceName, QStringLiteral("projects/p/locations/r/customJobs/7"));
    QCOMPARE(run.studyId, QStringLiteral("study-1"));
    QCOMPARE(run.trialId, QStringLiteral("3"));
    QCOMPARE(store.metricSamples(runId).size(), 1);
    QCOMPARE(store.stateHistory(runId).size(), 2);
}

void HistoryTest::runsInARowKeepTheirOwnStates()
{
    struct Case
    {
        const char *command;
        bool stop;
        const char *state;
    };
    const Case cases[] = {{"echo one", false, RunStateName::Succeeded},
                          {"echo two; exit 3", false, RunStateName::Failed},
                          {"exec sleep 20", true, RunStateName::Cancelled},
                          {"echo four", false, RunStateName::Succeeded},
                          {"exit 1", false, RunStateName::Failed}};
    QList<qint64> ids;
    {
    HistoryStore store(dbPath("five"));
    QVERIFY(store.open());
    for (const Case &c : cases) {
        ids << runRecorded(store, QLatin1String(c.command),
                           m_dir.filePath(QStringLiteral("five-runs/%1").arg(ids.size())), c.stop);
        QVERIFY(ids.last() > 0);
    }
    for (int i = 0; i < ids.size(); ++i) {
        const RunRecord run = *store.run(ids[i]);
        QCOMPARE(run.state, QLatin1String(cases[i].state));
        QVERIFY(run.ended.isValid());
        // Each change once, in order, and nothing after the end.
        QStringList changes;
        for (const StateChange &change : store.stateHistory(ids[i]))
            changes << change.state;
        QCOMPARE(changes.first(), QStringLiteral("queued"));
        QCOMPARE(changes.last(), QLatin1String(cases[i].state));
        QCOMPARE(changes.count(QStringLiteral("pending")), 1);
    }
    QCOMPARE(store.stateHistory(ids[1]).last().message,
             QStringLiteral("workerpool0-0 exited with code 3"));
    }
    // Opened again (the app restarted): nothing is called interrupted.
    HistoryStore reopened(dbPath("five"));
    QVERIFY(reopened.open());
    QVERIFY(reopened.runsInterruptedOnOpen().isEmpty());
    for (int i = 0; i < ids.size(); ++i)
        QCOMPARE(reopened.run(ids[i])->state, QLatin1String(cases[i].state));
}

void HistoryTest::appKilledMidRunMarksOnlyThatRun()
{
    const QString path = dbPath("killed-app");
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("--session-writer"), path});
    QVERIFY2(child.waitForStarted(60000), qPrintable(child.errorString()));
    qint64 ended = 0;
    qint64 live = 0;
    while (!live) {
        if (!child.canReadLine())
            QVERIFY2(child.waitForReadyRead(60000), "the child stopped reporting");
        while (child.canReadLine()) {
            const QByteArray line = child.readLine().trimmed();
            if (line.startsWith("ended "))
                ended = line.mid(6).toLongLong();
            else if (line.startsWith("live "))
                live = line.mid(5).toLongLong();
        }
    }
    child.kill();
    QVERIFY(child.waitForFinished(60000));
    HistoryStore store(path);
    QVERIFY2(store.open(), qPrintable(store.errorString()));
    QCOMPARE(store.runsInterruptedOnOpen(), QList<qint64>{live});
    QCOMPARE(store.run(live)->state, QLatin1String(RunStateName::Interrupted));
    QCOMPARE(store.run(ended)->state, QLatin1String(RunStateName::Succeeded));
    QCOMPARE(store.logLines(store.replicas(live).first().id).value(0).text, QByteArray("started"));
}

void HistoryTest::historyFilesAreTheOwners()
{
    const QString folder = m_dir.filePath(QStringLiteral("private/history"));
    HistoryStore store(folder + QStringLiteral("/history.sqlite"));
    QVERIFY(store.open());
    const qint64 runId = store.beginRun({QStringLiteral("secret job"), QString(),
                                         QStringLiteral("local"), QString(), QString(), QString(),
                                         {QStringLiteral("workerpool0-0")}});
    QVERIFY(store.appendLogLines(store.replicas(runId).first().id, LogStream::Stdout, {"x"}));
    const auto others = QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther
                        | QFile::WriteOther | QFile::ExeGroup | QFile::ExeOther;
    for (const QString &file : {folder, folder + QStringLiteral("/history.sqlite"),
                                folder + QStringLiteral("/history-logs"),
                                store.logFilePath(store.replicas(runId).first().id)}) {
        QVERIFY2(!(QFile::permissions(file) & others), qPrintable(file));
    }
}

namespace {

// One recorded batch: whose, which stream, which lines.
struct RecordedBatch
{
    int task = 0;
    LogStream stream = LogStream::Stdout;
    QList<QByteArray> lines;
};

// What a PastRunReader hands over, piece by piece: (task, line) in the order it came.
QList<std::pair<int, QByteArray>> readPastRunLines(const QString &path, qint64 runId,
                                                   QString *error)
{
    QList<std::pair<int, QByteArray>> result;
    PastRunReader reader(path, runId);
    QObject::connect(&reader, &PastRunReader::linesRead, &reader,
                     [&result](const QList<SessionLines> &pieces) {
                         for (const SessionLines &piece : pieces) {
                             QList<QByteArray> lines = piece.text.split('\n');
                             lines.removeLast(); // after the last line feed
                             for (const QByteArray &line : std::as_const(lines))
                                 result.append({piece.task, line});
                         }
                     });
    QSignalSpy finished(&reader, &PastRunReader::finished);
    reader.start();
    if (!finished.wait(30000))
        *error = QStringLiteral("the reader did not finish");
    else
        *error = finished.first().first().toString();
    return result;
}

// Schema 3 as the release before schema 4 created it: what a user's file holds.
const char *const schemaVersion3[] = {
    "CREATE TABLE runs (id INTEGER PRIMARY KEY, job_document TEXT NOT NULL,"
    " source_file TEXT, kind TEXT NOT NULL, state TEXT NOT NULL, created INTEGER NOT NULL,"
    " started INTEGER, ended INTEGER, exit_code INTEGER NOT NULL DEFAULT 0,"
    " exit_message TEXT, resource_name TEXT, study_id TEXT, trial_id TEXT)",
    "CREATE TABLE replicas (id INTEGER PRIMARY KEY,"
    " run_id INTEGER NOT NULL REFERENCES runs(id), task_name TEXT NOT NULL,"
    " state TEXT NOT NULL, exit_code INTEGER NOT NULL DEFAULT 0,"
    " signal INTEGER NOT NULL DEFAULT 0)",
    "CREATE INDEX replicas_by_run ON replicas(run_id)",
    "CREATE TABLE log_batches (replica_id INTEGER NOT NULL,"
    " first_line INTEGER NOT NULL, line_count INTEGER NOT NULL,"
    " byte_offset INTEGER NOT NULL, byte_length INTEGER NOT NULL, stream INTEGER NOT NULL,"
    " PRIMARY KEY (replica_id, first_line)) WITHOUT ROWID",
    "CREATE TABLE metric_samples (run_id INTEGER NOT NULL,"
    " replica_id INTEGER NOT NULL, source INTEGER NOT NULL, series INTEGER NOT NULL,"
    " point INTEGER NOT NULL, axis TEXT NOT NULL, x REAL NOT NULL, name TEXT NOT NULL,"
    " value REAL, complete INTEGER NOT NULL)",
    "CREATE INDEX metric_samples_by_run ON metric_samples(run_id, source)",
    "CREATE TABLE state_history (run_id INTEGER NOT NULL,"
    " state TEXT NOT NULL, at INTEGER NOT NULL, message TEXT)",
    "CREATE INDEX state_history_by_run ON state_history(run_id)",
    "CREATE TABLE studies (id TEXT PRIMARY KEY, job_document TEXT NOT NULL,"
    " source_file TEXT, command_override TEXT NOT NULL, working_directory TEXT,"
    " seed INTEGER NOT NULL, state TEXT NOT NULL, created INTEGER NOT NULL, ended INTEGER)",
    "CREATE TABLE trials (study_id TEXT NOT NULL REFERENCES studies(id),"
    " trial_id TEXT NOT NULL, state TEXT NOT NULL, parameters TEXT NOT NULL,"
    " measurements TEXT NOT NULL, final_step INTEGER, final_value REAL,"
    " final_elapsed REAL, infeasible_reason TEXT, stopped_early INTEGER NOT NULL DEFAULT 0,"
    " started INTEGER, ended INTEGER, run_id INTEGER, PRIMARY KEY (study_id, trial_id))",
    "PRAGMA user_version = 3",
};

qint64 rowCount(const HistoryStore &store, const QString &sql, qint64 runId)
{
    QSqlQuery query(QSqlDatabase::database(store.connectionName()));
    query.prepare(sql);
    query.addBindValue(runId);
    if (!query.exec() || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

// Rows of `runId` left in each table that keeps something of a run.
QList<qint64> rowsOfRun(const HistoryStore &store, qint64 runId)
{
    QList<qint64> counts;
    for (const char *sql : {"SELECT COUNT(*) FROM runs WHERE id = ?",
                            "SELECT COUNT(*) FROM replicas WHERE run_id = ?",
                            "SELECT COUNT(*) FROM log_batches WHERE run_id = ?",
                            "SELECT COUNT(*) FROM metric_samples WHERE run_id = ?",
                            "SELECT COUNT(*) FROM state_history WHERE run_id = ?"}) {
        counts.append(rowCount(store, QString::fromLatin1(sql), runId));
    }
    return counts;
}

} // namespace

void HistoryTest::reopenedLogKeepsRecordedOrder()
{
    const QString path = dbPath("order");
    // Three replicas taking turns, as a session records what arrives in one frame after
    // another; the chief twice in a row (one piece when reopened) and with stderr between.
    const QList<RecordedBatch> recorded{
        {0, LogStream::Stdout, {"chief 1", "chief 2"}},
        {1, LogStream::Stdout, {"worker 1"}},
        {2, LogStream::Stdout, {"evaluator 1"}},
        {0, LogStream::Stdout, {"chief 3"}},
        {0, LogStream::Stdout, {"chief 4"}},
        {2, LogStream::Stderr, {"evaluator warning"}},
        {1, LogStream::Stdout, {"worker 2", "worker 3"}},
        {0, LogStream::Stderr, {"chief warning"}},
        {2, LogStream::Stdout, {"evaluator 2"}},
        {1, LogStream::Stdout, {"worker 4"}},
    };
    qint64 runId = 0;
    QList<qint64> replicas;
    {
        HistoryStore store(path);
        QVERIFY2(store.open(), qPrintable(store.errorString()));
        runId = store.beginRun({QStringLiteral("job"), QString(), QStringLiteral("local"),
                                QString(), QString(), QString(),
                                {QStringLiteral("workerpool0-0"), QStringLiteral("workerpool1-0"),
                                 QStringLiteral("workerpool2-0")}},
                               &replicas);
        QVERIFY(runId > 0);
        // Another run between them: its batches are not this run's.
        const qint64 other = store.beginRun({QStringLiteral("job"), QString(),
                                             QStringLiteral("local"), QString(), QString(),
                                             QString(), {QStringLiteral("workerpool0-0")}});
        const qint64 otherReplica = store.replicas(other).first().id;
        for (const RecordedBatch &batch : recorded) {
            QVERIFY2(store.appendLogLines(replicas[batch.task], batch.stream, batch.lines),
                     qPrintable(store.errorString()));
            QVERIFY(store.appendLogLines(otherReplica, LogStream::Stdout, {"other run"}));
        }
        QVERIFY(store.setRunState(runId, QString::fromLatin1(RunStateName::Succeeded)));
    }
    QList<std::pair<int, QByteArray>> expected;
    for (const RecordedBatch &batch : recorded) {
        for (const QByteArray &line : batch.lines)
            expected.append({batch.task, line});
    }

    HistoryStore store(path);
    QVERIFY(store.open());
    const QList<RunLogBatch> batches = store.runLogBatches(runId);
    QCOMPARE(batches.size(), recorded.size());
    for (qsizetype i = 0; i < batches.size(); ++i) {
        QCOMPARE(batches[i].replicaId, replicas[recorded[i].task]);
        QCOMPARE(batches[i].batch.stream, recorded[i].stream);
        if (i > 0)
            QVERIFY(batches[i].sequence > batches[i - 1].sequence);
    }
    // Per replica, lines read as before: its own, in its own order.
    QCOMPARE(store.logLines(replicas[1]).size(), 4);
    QCOMPARE(store.logLines(replicas[1]).last().text, QByteArray("worker 4"));

    // Reopened the way the Runs tab does: all replicas in the order the live log showed.
    QString error;
    const QList<std::pair<int, QByteArray>> read = readPastRunLines(path, runId, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(read, expected);
    // One task alone (the log view's filter): that task's lines, in its order.
    for (int task = 0; task < 3; ++task) {
        QList<QByteArray> own;
        QList<QByteArray> shown;
        for (const auto &[lineTask, line] : expected) {
            if (lineTask == task)
                own.append(line);
        }
        for (const auto &[lineTask, line] : read) {
            if (lineTask == task)
                shown.append(line);
        }
        QCOMPARE(shown, own);
    }
}

void HistoryTest::version3FileIsMigrated()
{
    const QString path = dbPath("v3.sqlite");
    const QString logs = dbPath("v3-logs");
    QVERIFY(QDir().mkpath(logs));
    // Two runs of two replicas, written as schema 3 wrote them: lines in each replica's
    // file, one batch row per append.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("v3"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        for (const char *statement : schemaVersion3) {
            QSqlQuery query(db);
            QVERIFY2(query.exec(QString::fromLatin1(statement)), statement);
        }
        QSqlQuery query(db);
        for (int run = 1; run <= 2; ++run) {
            QVERIFY(query.exec(QStringLiteral(
                "INSERT INTO runs (id, job_document, kind, state, created, ended)"
                " VALUES (%1, 'job %1', 'local', 'succeeded', 1700000000000, 1700000060000)")
                                   .arg(run)));
            QVERIFY(query.exec(QStringLiteral("INSERT INTO state_history VALUES"
                                              " (%1, 'succeeded', 1700000060000, NULL)")
                                   .arg(run)));
            QVERIFY(query.exec(QStringLiteral("INSERT INTO metric_samples VALUES"
                                              " (%1, %2, 0, 0, 0, 'epoch', 1, 'loss', 0.5, 1)")
                                   .arg(run)
                                   .arg(run * 10)));
            for (int replica = run * 10; replica <= run * 10 + 1; ++replica) {
                QVERIFY(query.exec(QStringLiteral("INSERT INTO replicas (id, run_id, task_name,"
                                                  " state) VALUES (%1, %2, 'workerpool%3-0',"
                                                  " 'succeeded')")
                                       .arg(replica)
                                       .arg(run)
                                       .arg(replica % 10)));
                QFile log(logs + QStringLiteral("/%1.log").arg(replica));
                QVERIFY(log.open(QIODevice::WriteOnly));
                qint64 offset = 0;
                for (int batch = 0; batch < 2; ++batch) {
                    const QByteArray text = "replica " + QByteArray::number(replica)
                                            + " batch " + QByteArray::number(batch) + '\n';
                    log.write(text);
                    QVERIFY(query.exec(QStringLiteral("INSERT INTO log_batches VALUES"
                                                      " (%1, %2, 1, %3, %4, %5)")
                                           .arg(replica)
                                           .arg(batch)
                                           .arg(offset)
                                           .arg(text.size())
                                           .arg(batch)));
                    offset += text.size();
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v3"));

    HistoryStore store(path);
    QVERIFY2(store.open(), qPrintable(store.errorString()));
    QVERIFY(store.runsInterruptedOnOpen().isEmpty());
    // The old file is kept beside it, as it was.
    const QString backup = path + QStringLiteral(".v3-backup");
    QVERIFY(QFile::exists(backup));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("backup"));
        db.setDatabaseName(backup);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
        QCOMPARE(query.value(0).toInt(), 3);
        QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM log_batches")) && query.next());
        QCOMPARE(query.value(0).toInt(), 8);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("backup"));

    QCOMPARE(store.runs().size(), 2);
    for (qint64 run = 1; run <= 2; ++run) {
        QCOMPARE(store.run(run)->jobDocument, QStringLiteral("job %1").arg(run));
        QCOMPARE(store.stateHistory(run).size(), 1);
        QCOMPARE(store.metricSamples(run).size(), 1);
        const QList<ReplicaRecord> replicas = store.replicas(run);
        QCOMPARE(replicas.size(), 2);
        for (const ReplicaRecord &replica : replicas) {
            const QList<StoredLogLine> lines = store.logLines(replica.id);
            QCOMPARE(lines.size(), 2);
            QCOMPARE(lines[1].text, "replica " + QByteArray::number(replica.id) + " batch 1");
            QCOMPARE(lines[1].stream, LogStream::Stderr);
        }
        // The order a reopened run showed before: replica after replica.
        const QList<RunLogBatch> batches = store.runLogBatches(run);
        QCOMPARE(batches.size(), 4);
        for (qsizetype i = 0; i < batches.size(); ++i) {
            QCOMPARE(batches[i].replicaId, run * 10 + i / 2);
            QCOMPARE(batches[i].batch.firstLine, qint64(i % 2));
            QCOMPARE(batches[i].sequence, qint64(i + 1));
        }
    }
    QString error;
    const QList<std::pair<int, QByteArray>> read = readPastRunLines(path, 2, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(read.size(), 4);
    QCOMPARE(read.first(), std::make_pair(0, QByteArray("replica 20 batch 0")));
    QCOMPARE(read.last(), std::make_pair(1, QByteArray("replica 21 batch 1")));

    // A batch added now follows the run's migrated ones.
    QVERIFY2(store.appendLogLines(10, LogStream::Stdout, {"after the migration"}),
             qPrintable(store.errorString()));
    QCOMPARE(store.runLogBatches(1).last().sequence, qint64(5));
    QCOMPARE(store.logLines(10).last().text, QByteArray("after the migration"));
    // Deleting a migrated run finds all of it.
    QVERIFY2(store.deleteRuns({1}), qPrintable(store.errorString()));
    QCOMPARE(rowsOfRun(store, 1), (QList<qint64>{0, 0, 0, 0, 0}));
    QVERIFY(!QFile::exists(logs + QStringLiteral("/10.log")));
    QVERIFY(QFile::exists(logs + QStringLiteral("/20.log")));
}

void HistoryTest::deleteRunsRemovesEverything()
{
    const QString path = dbPath("delete");
    QList<qint64> gone;
    QList<QString> goneFiles;
    qint64 kept = 0;
    {
        HistoryStore store(path);
        QVERIFY(store.open());
        gone = {recordEndedRun(store), recordEndedRun(store)};
        kept = recordEndedRun(store);
        QVERIFY(!gone.contains(0) && kept);
        for (qint64 runId : std::as_const(gone)) {
            QCOMPARE(rowsOfRun(store, runId), (QList<qint64>{1, 2, 2, 1, 2}));
            for (const ReplicaRecord &replica : store.replicas(runId)) {
                goneFiles.append(store.logFilePath(replica.id));
                QVERIFY(QFile::exists(goneFiles.last()));
            }
        }
        QVERIFY2(store.deleteRuns(gone), qPrintable(store.errorString()));
        for (qint64 runId : std::as_const(gone)) {
            QCOMPARE(rowsOfRun(store, runId), (QList<qint64>{0, 0, 0, 0, 0}));
            QVERIFY(!store.run(runId));
            QVERIFY(store.runLogBatches(runId).isEmpty());
        }
        for (const QString &file : std::as_const(goneFiles))
            QVERIFY2(!QFile::exists(file), qPrintable(file));
        QCOMPARE(rowsOfRun(store, kept), (QList<qint64>{1, 2, 2, 1, 2}));
    }
    // Gone for good: a reopened history has only the run that was kept, whole.
    HistoryStore store(path);
    QVERIFY(store.open());
    QCOMPARE(store.runs().size(), 1);
    QCOMPARE(store.runs().first().id, kept);
    for (const ReplicaRecord &replica : store.replicas(kept))
        QCOMPARE(store.logLines(replica.id).size(), 1);
    QCOMPARE(store.metricSamples(kept).size(), 1);
}

void HistoryTest::deleteRefusesLiveAndStudyRuns_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a run still going") << QStringLiteral("live");
    QTest::newRow("a study's trial") << QStringLiteral("study");
    QTest::newRow("a run not in the history") << QStringLiteral("missing");
}

void HistoryTest::deleteRefusesLiveAndStudyRuns()
{
    QFETCH(QString, kind);
    HistoryStore store(dbPath(QTest::currentDataTag()));
    QVERIFY(store.open());
    const qint64 ended = recordEndedRun(store);
    qint64 refused = 0;
    if (kind == QLatin1String("live")) {
        refused = store.beginRun({QStringLiteral("job"), QString(), QStringLiteral("local"),
                                  QString(), QString(), QString(),
                                  {QStringLiteral("workerpool0-0")}});
        QVERIFY(store.setRunState(refused, QString::fromLatin1(RunStateName::Running)));
        QCOMPARE(HistoryStore::deletability(*store.run(refused)), RunDeletion::StillLive);
    } else if (kind == QLatin1String("study")) {
        refused = recordEndedRun(store, QStringLiteral("study-1"));
        QCOMPARE(HistoryStore::deletability(*store.run(refused)), RunDeletion::InStudy);
    } else {
        refused = ended + 1000;
    }
    QCOMPARE(HistoryStore::deletability(*store.run(ended)), RunDeletion::Allowed);
    const QList<qint64> before = rowsOfRun(store, refused);
    // Asked together with a run that could go, nothing goes.
    QVERIFY(!store.deleteRuns({ended, refused}));
    QVERIFY2(store.errorString().contains(QString::number(refused)),
             qPrintable(store.errorString()));
    QCOMPARE(rowsOfRun(store, refused), before);
    QCOMPARE(rowsOfRun(store, ended), (QList<qint64>{1, 2, 2, 1, 2}));
    for (const ReplicaRecord &replica : store.replicas(ended))
        QVERIFY(QFile::exists(store.logFilePath(replica.id)));
    QVERIFY(store.deleteRuns({ended}));
    QVERIFY(!store.run(ended));
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--history-writer") == 0)
        return runHistoryWriter(QString::fromLocal8Bit(argv[2]));
    if (argc == 3 && qstrcmp(argv[1], "--session-writer") == 0)
        return runSessionsUntilKilled(QString::fromLocal8Bit(argv[2]));
    HistoryTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_history.moc"
