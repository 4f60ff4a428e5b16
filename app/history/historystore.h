#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include "models/metrics/metricsample.h"

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

// What a run is when it begins: written with its replicas and first state at once.
struct RunSpec
{
    QString jobDocument;    // the job document's text as launched
    QString sourceFile;     // where the job document came from; empty when unsaved
    QString kind;           // where it runs: "local", "vertex"
    QString resourceName;   // the cloud's name for it; empty for a local run
    QString studyId;        // set for a trial of a study
    QString trialId;
    QStringList taskNames;  // one replica row each, in this order
};

struct RunRecord
{
    qint64 id = 0;
    QString jobDocument;    // the job document's text as launched
    QString sourceFile;     // where the job document came from; empty when unsaved
    QString kind;           // "local" or "vertex"
    QString resourceName;
    QString studyId;
    QString trialId;
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

// Where a run's metric samples came from: its log, or the hypertune metric file.
enum class MetricSource { Log = 0, Hypertune = 1 };

// How one replica ended, for RunEnd.
struct ReplicaEnd
{
    qint64 replicaId = 0;
    QString state;
    int exitCode = 0;
    int signal = 0;
};

// Everything a run's end writes, in one transaction: a crash leaves the run either live
// (and marked interrupted at the next start) or ended with all of it.
struct RunEnd
{
    QString state;          // a terminal RunStateName
    int exitCode = 0;
    QString message;
    QList<ReplicaEnd> replicas;
    // Metric samples not recorded while the run ran (its last points, the hypertune file's),
    // added with the end.
    qint64 metricReplicaId = 0;
    QList<MetricSample> logSamples;
    QList<MetricSample> hypertuneSamples;
    QDateTime at = QDateTime::currentDateTimeUtc();
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

// One batch of a run's log, with the replica it came from and its place in the run.
struct RunLogBatch
{
    qint64 replicaId = 0;
    qint64 sequence = 0;    // counts up across the run's replicas as batches are recorded
    LogBatchRecord batch;
};

// Whether a run may leave the history (HistoryStore::deletability()).
enum class RunDeletion {
    Allowed,
    StillLive,   // not ended: its session still writes it
    InStudy,     // a study's trial: the study's results point at it, it goes with the study
};

struct StateChange
{
    QString state;
    QDateTime at;
    QString message;        // why, where the state says something went wrong
};

class HistoryStore
{
public:
    // 2: metric x as a real number with its axis and series, where a run ran and its cloud
    // name, study and trial ids, a message per state change. 3: studies and their trials
    // (StudyStore). 4: a run-wide sequence of log batches, the order they were recorded in
    // across replicas. Older files are migrated on open (a copy is kept beside it first).
    static constexpr int SchemaVersion = 4;

    explicit HistoryStore(const QString &databasePath = defaultDatabasePath());
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    static QString defaultDatabasePath();
    // $POOLCRAFT_HISTORY_DB when set, else the settings' file, else defaultDatabasePath():
    // where the app and the command line keep it.
    static QString configuredDatabasePath();

    // Creates the file and schema on first use; marks runs left live by a crash as
    // interrupted and indexes log text that reached a replica's file but not the index.
    bool open();
    // For a reader beside the app's store (another thread): no schema change, no recovery.
    bool openForReading();
    bool isOpen() const;
    // The Qt SQL connection, for the stores that keep other things in this file (StudyStore).
    QString connectionName() const;
    QString errorString() const;
    QString databasePath() const;
    // Where local runs beside this history keep their files (one folder per run).
    QString runsDirectory() const;
    // What a history takes on disk: the database, its write-ahead log and the replicas'
    // log files. 0 when there is none at that path.
    static qint64 diskUsage(const QString &databasePath);
    // Removes the oldest ended runs that belong to no study, with their logs and metrics,
    // until the history takes at most maxBytes (or no such run is left). How many went.
    int pruneTo(qint64 maxBytes);
    static RunDeletion deletability(const RunRecord &run);
    // Removes the runs with all they recorded (replicas, log batches, metric samples, state
    // changes) in one transaction, then their log files, as pruneTo() does. Refuses, removing
    // nothing, when one of them may not be deleted (deletability()) or is not there.
    bool deleteRuns(const QList<qint64> &runIds);
    QList<qint64> runsInterruptedOnOpen() const;

    // The run, its replicas (ids in `replicaIds`, in spec.taskNames order) and its first
    // state, queued, in one transaction. 0 on failure.
    qint64 beginRun(const RunSpec &spec, QList<qint64> *replicaIds = nullptr);
    // Records the change in the state history; stamps started/ended when the state says so.
    // A run that has ended is never changed again: false then.
    bool setRunState(qint64 runId, const QString &state,
                     const QDateTime &at = QDateTime::currentDateTimeUtc(),
                     const QString &message = {});
    // Everything a run's end writes, at once; false (nothing written) when it had ended.
    bool finishRun(qint64 runId, const RunEnd &end);
    // Makes the replica log files durable (fsync), as at the end of a run.
    void syncLogFiles(qint64 runId);

    // The pieces of beginRun() and finishRun(), one statement each.
    qint64 createRun(const QString &jobDocument, const QString &sourceFile, const QString &kind);
    bool setRunExit(qint64 runId, int exitCode, const QString &exitMessage);

    qint64 addReplica(qint64 runId, const QString &taskName);
    bool setReplicaState(qint64 replicaId, const QString &state, int exitCode = 0,
                         int signal = 0);

    // One batch, one transaction. Lines must not hold '\n'; a line that does is split.
    // `written`, when given, receives the batch: its text is then in logFilePath() at
    // byteOffset, so a log view can index it in place instead of keeping a copy.
    bool appendLogLines(qint64 replicaId, LogStream stream, const QList<QByteArray> &lines,
                        LogBatchRecord *written = nullptr);
    // The same for lines already joined, each ending in '\n' (one is added at the end when
    // missing): what a session has ready costs no second copy.
    bool appendLogBlock(qint64 replicaId, LogStream stream, const QByteArray &block,
                        LogBatchRecord *written = nullptr);
    bool appendMetricSamples(qint64 runId, qint64 replicaId, const QList<MetricSample> &samples,
                             MetricSource source = MetricSource::Log);

    QList<RunRecord> runs() const;
    std::optional<RunRecord> run(qint64 runId) const;
    QList<ReplicaRecord> replicas(qint64 runId) const;
    qint64 logLineCount(qint64 replicaId) const;
    QList<StoredLogLine> logLines(qint64 replicaId, qint64 first = 0, qint64 count = -1) const;
    QString logFilePath(qint64 replicaId) const;
    QList<LogBatchRecord> logBatches(qint64 replicaId) const;
    // Every batch of the run's replicas in the order they were recorded: a reopened run's
    // log reads as the live one did, replicas interleaved.
    QList<RunLogBatch> runLogBatches(qint64 runId) const;
    // In the order they were recorded, which metricRunsFromSamples() reads back.
    QList<MetricSample> metricSamples(qint64 runId, MetricSource source = MetricSource::Log) const;
    // The replica whose log the run's metric samples were read from; 0 when it kept none.
    qint64 metricReplicaId(qint64 runId) const;
    QList<StateChange> stateHistory(qint64 runId) const;

private:
    class Private;
    Private *d;
};

bool isLiveRunState(const QString &state);

} // namespace Poolcraft
