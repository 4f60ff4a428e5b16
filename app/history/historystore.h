#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Poolcraft {

// Every run, replica, log line, metric point and state change, kept in one SQLite file
// (WAL, synchronous=NORMAL) so a crash loses at most the batch being written. Log text lives
// in one append-only file per replica next to the database; SQLite indexes it per batch
// (first line, count, byte range), which keeps the database small for multi-GB logs.
//
// One HistoryStore is one connection: use it from the thread that opened it. Open a second
// store on the same file for a writer thread; WAL lets readers and the writer overlap.

namespace RunStateName {
inline constexpr char Queued[] = "queued";
inline constexpr char Pending[] = "pending";
inline constexpr char Running[] = "running";
inline constexpr char Succeeded[] = "succeeded";
inline constexpr char Failed[] = "failed";
inline constexpr char Cancelling[] = "cancelling";
inline constexpr char Cancelled[] = "cancelled";
inline constexpr char Interrupted[] = "interrupted"; // the app died while the run was live
} // namespace RunStateName

enum class LogStream { Stdout = 0, Stderr = 1 };

struct RunRecord
{
    qint64 id = 0;
    QString jobDocument;    // the job document's text as launched
    QString sourceFile;     // where the job document came from; empty when unsaved
    QString kind;           // "local" or "vertex"
    QString state;          // a RunStateName
    QDateTime created;
    QDateTime started;      // invalid until the run starts
    QDateTime ended;        // invalid while the run is live
    int exitCode = 0;
    QString exitMessage;
};

struct ReplicaRecord
{
    qint64 id = 0;
    qint64 runId = 0;
    QString taskName;       // "workerpool0-0"
    QString state;
    int exitCode = 0;
    int signal = 0;         // 0 when the process exited normally
};

struct StoredLogLine
{
    LogStream stream = LogStream::Stdout;
    QByteArray text;        // without the line feed; ANSI escapes kept as written
};

struct MetricPointRecord
{
    qint64 runId = 0;
    qint64 replicaId = 0;   // 0 when the point is for the whole run
    int epoch = 0;
    QString name;
    double value = 0;
};

// Where one appended batch of a replica's lines sits in its log file.
struct LogBatchRecord
{
    qint64 firstLine = 0;
    qint64 lineCount = 0;
    qint64 byteOffset = 0;
    qint64 byteLength = 0;
    LogStream stream = LogStream::Stdout;
};

struct StateChange
{
    QString state;
    QDateTime at;
};

class HistoryStore
{
public:
    static constexpr int SchemaVersion = 1;

    explicit HistoryStore(const QString &databasePath = defaultDatabasePath());
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    static QString defaultDatabasePath();

    // Creates the file and schema on first use; marks runs left live by a crash as
    // interrupted and indexes log text that reached a replica's file but not the index.
    bool open();
    bool isOpen() const;
    QString errorString() const;
    QString databasePath() const;
    QList<qint64> runsInterruptedOnOpen() const;

    qint64 createRun(const QString &jobDocument, const QString &sourceFile, const QString &kind);
    // Records the change in the state history; stamps started/ended when the state says so.
    bool setRunState(qint64 runId, const QString &state,
                     const QDateTime &at = QDateTime::currentDateTimeUtc());
    bool setRunExit(qint64 runId, int exitCode, const QString &exitMessage);

    qint64 addReplica(qint64 runId, const QString &taskName);
    bool setReplicaState(qint64 replicaId, const QString &state, int exitCode = 0,
                         int signal = 0);

    // One batch, one transaction. Lines must not hold '\n'; a line that does is split.
    // `written`, when given, receives the batch: its text is then in logFilePath() at
    // byteOffset, so a log view can index it in place instead of keeping a copy.
    bool appendLogLines(qint64 replicaId, LogStream stream, const QList<QByteArray> &lines,
                        LogBatchRecord *written = nullptr);
    bool appendMetricPoints(const QList<MetricPointRecord> &points);

    QList<RunRecord> runs() const;
    std::optional<RunRecord> run(qint64 runId) const;
    QList<ReplicaRecord> replicas(qint64 runId) const;
    qint64 logLineCount(qint64 replicaId) const;
    QList<StoredLogLine> logLines(qint64 replicaId, qint64 first = 0, qint64 count = -1) const;
    QString logFilePath(qint64 replicaId) const;
    QList<LogBatchRecord> logBatches(qint64 replicaId) const;
    QList<MetricPointRecord> metricPoints(qint64 runId) const;
    QList<StateChange> stateHistory(qint64 runId) const;

private:
    class Private;
    Private *d;
};

bool isLiveRunState(const QString &state);

} // namespace Poolcraft
