#include "historystore.h"

#include "app/settings/appsettings.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLockFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <limits>
#include <unistd.h>
#include <memory>

namespace Poolcraft {

namespace {

QAtomicInteger<quint64> connectionCounter;

// The replicas' log files sit in a folder named after the database, beside it.
QString logDirectoryOf(const QString &databasePath)
{
    const QFileInfo info(databasePath);
    return info.absolutePath() + QLatin1Char('/') + info.completeBaseName()
           + QLatin1String("-logs");
}

// The messages of this file, under the context Qt Linguist files them by.
class HistoryStoreMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::HistoryStore)
};

QDateTime timeFrom(const QVariant &value)
{
    if (value.isNull())
        return {};
    return QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

// Schema 4, created as it stands in a new file; CREATE IF NOT EXISTS, so that after the
// version 1 columns are added (migrationFromVersion1) the same statements finish the job,
// a version 2 file gains the study tables by them alone, and an older log_batches set aside
// (migrationFromVersion3) is followed by the new one.
const char *const schemaStatements[] = {
    "CREATE TABLE IF NOT EXISTS runs (id INTEGER PRIMARY KEY, job_document TEXT NOT NULL,"
    " source_file TEXT, kind TEXT NOT NULL, state TEXT NOT NULL, created INTEGER NOT NULL,"
    " started INTEGER, ended INTEGER, exit_code INTEGER NOT NULL DEFAULT 0,"
    " exit_message TEXT, resource_name TEXT, study_id TEXT, trial_id TEXT)",
    "CREATE TABLE IF NOT EXISTS replicas (id INTEGER PRIMARY KEY,"
    " run_id INTEGER NOT NULL REFERENCES runs(id), task_name TEXT NOT NULL,"
    " state TEXT NOT NULL, exit_code INTEGER NOT NULL DEFAULT 0,"
    " signal INTEGER NOT NULL DEFAULT 0)",
    "CREATE INDEX IF NOT EXISTS replicas_by_run ON replicas(run_id)",
    // One row per appended batch: lines [first_line, first_line + line_count) of the
    // replica's file sit in bytes [byte_offset, byte_offset + byte_length). seq numbers the
    // run's batches across its replicas in the order they were recorded, which is the order
    // the live log showed them in; run_id (its replica's run) lets that order be read and
    // continued through one index.
    "CREATE TABLE IF NOT EXISTS log_batches (replica_id INTEGER NOT NULL,"
    " first_line INTEGER NOT NULL, line_count INTEGER NOT NULL,"
    " byte_offset INTEGER NOT NULL, byte_length INTEGER NOT NULL, stream INTEGER NOT NULL,"
    " run_id INTEGER NOT NULL, seq INTEGER NOT NULL,"
    " PRIMARY KEY (replica_id, first_line)) WITHOUT ROWID",
    "CREATE UNIQUE INDEX IF NOT EXISTS log_batches_in_order ON log_batches(run_id, seq)",
    // One row per value of a point; x is real (epoch 0.25) and says what it counts. value
    // is NULL for NaN (SQLite stores no NaN).
    "CREATE TABLE IF NOT EXISTS metric_samples (run_id INTEGER NOT NULL,"
    " replica_id INTEGER NOT NULL, source INTEGER NOT NULL, series INTEGER NOT NULL,"
    " point INTEGER NOT NULL, axis TEXT NOT NULL, x REAL NOT NULL, name TEXT NOT NULL,"
    " value REAL, complete INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS metric_samples_by_run ON metric_samples(run_id, source)",
    "CREATE TABLE IF NOT EXISTS state_history (run_id INTEGER NOT NULL,"
    " state TEXT NOT NULL, at INTEGER NOT NULL, message TEXT)",
    "CREATE INDEX IF NOT EXISTS state_history_by_run ON state_history(run_id)",
    // A study: the job document it runs (its study inside), how its trials start, the seed
    // of its search, where it stands (StudyStateName).
    "CREATE TABLE IF NOT EXISTS studies (id TEXT PRIMARY KEY, job_document TEXT NOT NULL,"
    " source_file TEXT, command_override TEXT NOT NULL, working_directory TEXT,"
    " seed INTEGER NOT NULL, state TEXT NOT NULL, created INTEGER NOT NULL, ended INTEGER)",
    // A trial as Vertex's Trial holds it; parameters and measurements as JSON arrays, the
    // run of its job in runs (with the same study_id and trial_id there).
    "CREATE TABLE IF NOT EXISTS trials (study_id TEXT NOT NULL REFERENCES studies(id),"
    " trial_id TEXT NOT NULL, state TEXT NOT NULL, parameters TEXT NOT NULL,"
    " measurements TEXT NOT NULL, final_step INTEGER, final_value REAL,"
    " final_elapsed REAL, infeasible_reason TEXT, stopped_early INTEGER NOT NULL DEFAULT 0,"
    " started INTEGER, ended INTEGER, run_id INTEGER, PRIMARY KEY (study_id, trial_id))",
};

// Version 1 kept integer epochs in metric_points; its runs had no cloud name, study or
// trial, its state changes no message.
const char *const migrationFromVersion1[] = {
    "ALTER TABLE runs ADD COLUMN resource_name TEXT",
    "ALTER TABLE runs ADD COLUMN study_id TEXT",
    "ALTER TABLE runs ADD COLUMN trial_id TEXT",
    "ALTER TABLE state_history ADD COLUMN message TEXT",
};
const char *const migrationFromVersion1Data[] = {
    // Each distinct epoch of a run was one point, in epoch order.
    "INSERT INTO metric_samples SELECT m.run_id, m.replica_id, 0, 0,"
    " (SELECT COUNT(DISTINCT e.epoch) FROM metric_points e WHERE e.run_id = m.run_id"
    " AND e.epoch < m.epoch), 'epoch', m.epoch, m.name, m.value, 1"
    " FROM metric_points m ORDER BY m.rowid",
    "DROP TABLE metric_points",
};

// Before version 4, log batches kept no order across a run's replicas: the old table is set
// aside, the new one made by schemaStatements, and the rows copied with a sequence that
// keeps the order a reopened run showed then (replica after replica, each in line order).
const char *const migrationFromVersion3[] = {
    "ALTER TABLE log_batches RENAME TO log_batches_v3",
};
const char *const migrationFromVersion3Data[] = {
    // A batch whose replica is gone keeps its row (run 0): a migration loses nothing.
    "INSERT INTO log_batches SELECT b.replica_id, b.first_line, b.line_count, b.byte_offset,"
    " b.byte_length, b.stream, IFNULL(r.run_id, 0), ROW_NUMBER() OVER (PARTITION BY r.run_id"
    " ORDER BY b.replica_id, b.first_line) FROM log_batches_v3 b"
    " LEFT JOIN replicas r ON r.id = b.replica_id",
    "DROP TABLE log_batches_v3",
};

// History files hold job documents and logs, which may hold secrets: the owner's only.
constexpr QFile::Permissions OwnerOnly = QFile::ReadOwner | QFile::WriteOwner;
constexpr QFile::Permissions OwnerOnlyFolder = OwnerOnly | QFile::ExeOwner;

bool makeOwnerOnlyFolder(const QString &path)
{
    if (!QDir().mkpath(path))
        return false;
    QFile::setPermissions(path, OwnerOnlyFolder);
    return true;
}

struct LogBatch
{
    qint64 firstLine = 0;
    qint64 lineCount = 0;
    qint64 byteOffset = 0;
    qint64 byteLength = 0;
    LogStream stream = LogStream::Stdout;
};

struct ReplicaLogWriter
{
    QFile file;
    qint64 nextLine = 0;
};

} // namespace

class HistoryStore::Private
{
public:
    QString path;
    QString connectionName;
    QString error;
    bool open = false;
    QList<qint64> interruptedOnOpen;
    std::unique_ptr<QLockFile> writerLock;
    QHash<qint64, std::shared_ptr<ReplicaLogWriter>> writers;

    QSqlDatabase db() const { return QSqlDatabase::database(connectionName, false); }

    // Opens this store's connection; the file's schema version, or -1 (error set).
    int connect(const QString &extraOptions = {})
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000")
                             + (extraOptions.isEmpty() ? QString() : u';' + extraOptions));
        if (!db.open())
            return fail(path, db.lastError()) ? 0 : -1;
        QSqlQuery version(db);
        if (!version.exec(QStringLiteral("PRAGMA user_version")) || !version.next())
            return fail(path, version.lastError()) ? 0 : -1;
        return version.value(0).toInt();
    }

    QString logDirectory() const { return logDirectoryOf(path); }

    QString logFile(qint64 replicaId) const
    {
        return logDirectory() + QLatin1Char('/') + QString::number(replicaId)
               + QLatin1String(".log");
    }

    bool fail(const QString &what, const QSqlError &sqlError)
    {
        error = what + QLatin1String(": ") + sqlError.text();
        return false;
    }

    bool exec(QSqlQuery &query, const char *what)
    {
        if (query.exec())
            return true;
        return fail(QString::fromLatin1(what), query.lastError());
    }

    bool execText(const QString &statement)
    {
        QSqlQuery query(db());
        if (query.exec(statement))
            return true;
        return fail(statement.left(60), query.lastError());
    }

    QList<LogBatch> batches(qint64 replicaId, qint64 first, qint64 end) const
    {
        QSqlQuery query(db());
        query.prepare(QStringLiteral(
            "SELECT first_line, line_count, byte_offset, byte_length, stream FROM log_batches"
            " WHERE replica_id = ? AND first_line < ? AND first_line + line_count > ?"
            " ORDER BY first_line"));
        query.addBindValue(replicaId);
        query.addBindValue(end);
        query.addBindValue(first);
        QList<LogBatch> result;
        if (!query.exec())
            return result;
        while (query.next()) {
            result.append({query.value(0).toLongLong(), query.value(1).toLongLong(),
                           query.value(2).toLongLong(), query.value(3).toLongLong(),
                           LogStream(query.value(4).toInt())});
        }
        return result;
    }

    // Index end of one replica: (lines, bytes) covered by committed batches.
    std::pair<qint64, qint64> indexedEnd(qint64 replicaId) const
    {
        QSqlQuery query(db());
        query.prepare(QStringLiteral(
            "SELECT first_line + line_count, byte_offset + byte_length FROM log_batches"
            " WHERE replica_id = ? ORDER BY first_line DESC LIMIT 1"));
        query.addBindValue(replicaId);
        if (query.exec() && query.next())
            return {query.value(0).toLongLong(), query.value(1).toLongLong()};
        return {0, 0};
    }

    // The batch takes the next number of its run's sequence in the same statement, so two
    // stores writing one run (WAL lets only one write at a time) never take the same one.
    bool insertBatch(qint64 replicaId, const LogBatch &batch)
    {
        QSqlQuery query(db());
        query.prepare(QStringLiteral(
            "INSERT INTO log_batches (replica_id, first_line, line_count, byte_offset,"
            " byte_length, stream, run_id, seq) SELECT ?, ?, ?, ?, ?, ?, r.run_id,"
            " IFNULL((SELECT MAX(b.seq) FROM log_batches b WHERE b.run_id = r.run_id), 0) + 1"
            " FROM replicas r WHERE r.id = ?"));
        query.addBindValue(replicaId);
        query.addBindValue(batch.firstLine);
        query.addBindValue(batch.lineCount);
        query.addBindValue(batch.byteOffset);
        query.addBindValue(batch.byteLength);
        query.addBindValue(int(batch.stream));
        query.addBindValue(replicaId);
        if (!exec(query, "insert log batch"))
            return false;
        if (query.numRowsAffected() == 1)
            return true;
        error = QStringLiteral("replica %1 does not exist").arg(replicaId);
        return false;
    }

    // Text that reached the file after the last committed batch came from a writer that
    // died between its write and its commit: keep its complete lines, drop a torn one.
    void recoverLogTail(qint64 replicaId)
    {
        QFile file(logFile(replicaId));
        if (!file.exists())
            return;
        const auto [lines, bytes] = indexedEnd(replicaId);
        if (file.size() <= bytes || !file.open(QIODevice::ReadWrite))
            return;
        file.seek(bytes);
        const QByteArray tail = file.readAll();
        const qsizetype lastFeed = tail.lastIndexOf('\n');
        const qsizetype kept = lastFeed + 1;
        if (kept > 0) {
            const LogBatch batch{lines, tail.left(kept).count('\n'), bytes, kept,
                                 LogStream::Stdout};
            if (!insertBatch(replicaId, batch))
                return;
        }
        file.resize(bytes + kept);
    }

    void markInterruptedRuns()
    {
        QSqlQuery live(db());
        live.prepare(QStringLiteral("SELECT id FROM runs WHERE state IN (?, ?, ?, ?)"));
        for (const char *state : {RunStateName::Queued, RunStateName::Pending,
                                  RunStateName::Running, RunStateName::Cancelling}) {
            live.addBindValue(QString::fromLatin1(state));
        }
        if (!live.exec())
            return;
        while (live.next())
            interruptedOnOpen.append(live.value(0).toLongLong());
    }

    std::shared_ptr<ReplicaLogWriter> writerFor(qint64 replicaId)
    {
        if (auto found = writers.value(replicaId))
            return found;
        auto writer = std::make_shared<ReplicaLogWriter>();
        makeOwnerOnlyFolder(logDirectory());
        writer->file.setFileName(logFile(replicaId));
        if (!writer->file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered,
                               OwnerOnly)) {
            error = writer->file.fileName() + QLatin1String(": ") + writer->file.errorString();
            return {};
        }
        writer->nextLine = indexedEnd(replicaId).first;
        writers.insert(replicaId, writer);
        return writer;
    }

    // The one way runs leave the history (pruneTo(), deleteRuns()): every row of theirs in
    // one transaction, then their replicas' log files, which nothing indexes any more. On
    // failure nothing is removed.
    bool removeRuns(const QList<qint64> &runIds)
    {
        QSqlDatabase database = db();
        if (!database.transaction())
            return fail(QStringLiteral("begin"), database.lastError());
        QList<qint64> replicaIds;
        bool ok = true;
        for (qint64 runId : runIds) {
            QSqlQuery replicas(database);
            replicas.prepare(QStringLiteral("SELECT id FROM replicas WHERE run_id = ?"));
            replicas.addBindValue(runId);
            ok = ok && exec(replicas, "find replicas");
            while (ok && replicas.next())
                replicaIds.append(replicas.value(0).toLongLong());
            // Children before the run: replicas refer to it.
            for (const char *table : {"log_batches", "metric_samples", "state_history",
                                      "replicas"}) {
                QSqlQuery query(database);
                query.prepare(QStringLiteral("DELETE FROM %1 WHERE run_id = ?")
                                  .arg(QLatin1String(table)));
                query.addBindValue(runId);
                ok = ok && exec(query, "remove run");
            }
            QSqlQuery query(database);
            query.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
            query.addBindValue(runId);
            ok = ok && exec(query, "remove run");
        }
        if (!ok || !database.commit()) {
            if (ok)
                fail(QStringLiteral("commit"), database.lastError());
            database.rollback();
            return false;
        }
        for (qint64 replicaId : std::as_const(replicaIds)) {
            writers.remove(replicaId);
            QFile::remove(logFile(replicaId));
        }
        return true;
    }
};

HistoryStore::HistoryStore(const QString &databasePath)
    : d(new Private)
{
    d->path = databasePath;
    d->connectionName = QStringLiteral("poolcraft-history-%1")
                            .arg(connectionCounter.fetchAndAddRelaxed(1));
}

HistoryStore::~HistoryStore()
{
    d->writers.clear();
    if (QSqlDatabase::contains(d->connectionName)) {
        {
            QSqlDatabase db = d->db();
            db.close();
        }
        QSqlDatabase::removeDatabase(d->connectionName);
    }
    delete d;
}

QString HistoryStore::configuredDatabasePath()
{
    const QString fromEnvironment = qEnvironmentVariable("POOLCRAFT_HISTORY_DB");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QString fromSettings = AppSettings::load().historyFile;
    return fromSettings.isEmpty() ? defaultDatabasePath() : fromSettings;
}

QString HistoryStore::defaultDatabasePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QLatin1String("/history.sqlite");
}

bool HistoryStore::openForReading()
{
    if (d->open)
        return true;
    if (!QFileInfo(d->path).isFile()) {
        d->error = HistoryStoreMessages::tr("%1 does not exist").arg(d->path);
        return false;
    }
    const int found = d->connect(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (found < 0)
        return false;
    if (found != SchemaVersion) {
        d->error = HistoryStoreMessages::tr("%1 has schema %2, not %3")
                       .arg(d->path).arg(found).arg(SchemaVersion);
        return false;
    }
    d->open = true;
    return true;
}

bool HistoryStore::open()
{
    if (d->open)
        return true;
    const QFileInfo info(d->path);
    // SQLite would open a device or a FIFO, and the permissions below would then change
    // /dev/null for everyone: the history is a regular file, or none yet.
    if (info.exists() && !info.isFile()) {
        d->error = HistoryStoreMessages::tr("%1 is not a regular file; the history is kept in one")
                       .arg(d->path);
        return false;
    }
    const bool newFolder = !info.absoluteDir().exists();
    if (newFolder ? !makeOwnerOnlyFolder(info.absolutePath()) : !QDir().mkpath(info.absolutePath())) {
        d->error = HistoryStoreMessages::tr("Cannot create folder %1")
                       .arg(info.absolutePath());
        return false;
    }
    const int found = d->connect();
    if (found < 0)
        return false;
    QSqlDatabase db = d->db();
    if (found > SchemaVersion) {
        d->error = HistoryStoreMessages::tr("%1 was written by a newer Poolcraft "
                                            "(schema %2, this one reads %3)")
                       .arg(d->path).arg(found).arg(SchemaVersion);
        return false;
    }
    QFile::setPermissions(d->path, OwnerOnly);
    // A migrated file can always be had back: the old one is kept beside it.
    const QString backup = d->path + QStringLiteral(".v%1-backup").arg(found);
    if (found > 0 && found < SchemaVersion && !QFile::exists(backup)) {
        QSqlQuery copy(db);
        if (!copy.exec(QStringLiteral("VACUUM INTO '%1'")
                           .arg(QString(backup).replace(u'\'', QLatin1String("''"))))) {
            return d->fail(backup, copy.lastError());
        }
        QFile::setPermissions(backup, OwnerOnly);
    }
    if (!d->execText(QStringLiteral("PRAGMA journal_mode=WAL"))
        || !d->execText(QStringLiteral("PRAGMA synchronous=NORMAL"))
        || !d->execText(QStringLiteral("PRAGMA foreign_keys=ON"))) {
        return false;
    }
    db.transaction();
    const auto execAll = [this](const auto &statements) {
        for (const char *statement : statements) {
            if (!d->execText(QString::fromLatin1(statement)))
                return false;
        }
        return true;
    };
    const bool fromVersion1 = found == 1;
    const bool beforeRunOrder = found > 0 && found < 4;
    if ((fromVersion1 && !execAll(migrationFromVersion1))
        || (beforeRunOrder && !execAll(migrationFromVersion3)) || !execAll(schemaStatements)
        || (fromVersion1 && !execAll(migrationFromVersion1Data))
        || (beforeRunOrder && !execAll(migrationFromVersion3Data))
        || !d->execText(QStringLiteral("PRAGMA user_version = %1").arg(SchemaVersion))) {
        db.rollback();
        return false;
    }
    if (!db.commit())
        return d->fail(d->path, db.lastError());

    // Only the first store on a file may declare other runs dead: a second one (another
    // thread or window) would otherwise "recover" runs that are still being written.
    d->writerLock = std::make_unique<QLockFile>(d->path + QLatin1String(".lock"));
    d->writerLock->setStaleLockTime(0);
    if (d->writerLock->tryLock(0)) {
        d->markInterruptedRuns();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (qint64 runId : std::as_const(d->interruptedOnOpen)) {
            for (const ReplicaRecord &replica : replicas(runId))
                d->recoverLogTail(replica.id);
        }
        d->open = true;
        for (qint64 runId : std::as_const(d->interruptedOnOpen))
            setRunState(runId, QString::fromLatin1(RunStateName::Interrupted), now,
                        HistoryStoreMessages::tr("Poolcraft ended while the run was live."));
    }
    d->open = true;
    return true;
}

bool HistoryStore::isOpen() const
{
    return d->open;
}

QString HistoryStore::connectionName() const
{
    return d->connectionName;
}

QString HistoryStore::errorString() const
{
    return d->error;
}

QString HistoryStore::databasePath() const
{
    return d->path;
}

QString HistoryStore::runsDirectory() const
{
    return QFileInfo(d->path).absolutePath() + QLatin1String("/runs");
}

qint64 HistoryStore::diskUsage(const QString &databasePath)
{
    qint64 bytes = 0;
    for (const QString &file : {databasePath, databasePath + QLatin1String("-wal")})
        bytes += QFileInfo(file).size();   // 0 when missing
    QDirIterator logs(logDirectoryOf(databasePath), QDir::Files);
    while (logs.hasNext()) {
        logs.next();
        bytes += logs.fileInfo().size();
    }
    return bytes;
}

int HistoryStore::pruneTo(qint64 maxBytes)
{
    if (!d->open)
        return 0;
    int removed = 0;
    // Oldest first; a study's trials point at their runs, so those stay with the study.
    const QList<RunRecord> all = runs();
    for (const RunRecord &run : all) {
        if (diskUsage(d->path) <= maxBytes)
            break;
        if (deletability(run) != RunDeletion::Allowed)
            continue;
        if (!d->removeRuns({run.id}))
            break;
        ++removed;
    }
    // Rows freed inside the file are reused by later runs; the logs were most of the size.
    if (removed > 0)
        d->execText(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    return removed;
}

RunDeletion HistoryStore::deletability(const RunRecord &run)
{
    if (!run.ended.isValid())
        return RunDeletion::StillLive;
    if (!run.studyId.isEmpty())
        return RunDeletion::InStudy;
    return RunDeletion::Allowed;
}

bool HistoryStore::deleteRuns(const QList<qint64> &runIds)
{
    if (!d->open) {
        d->error = HistoryStoreMessages::tr("The history is not open.");
        return false;
    }
    for (qint64 runId : runIds) {
        const std::optional<RunRecord> record = run(runId);
        if (!record) {
            d->error = HistoryStoreMessages::tr("Run %1 is not in the history.").arg(runId);
            return false;
        }
        switch (deletability(*record)) {
        case RunDeletion::Allowed:
            break;
        case RunDeletion::StillLive:
            d->error = HistoryStoreMessages::tr("Run %1 has not ended.").arg(runId);
            return false;
        case RunDeletion::InStudy:
            d->error = HistoryStoreMessages::tr("Run %1 is a trial of study %2.")
                           .arg(runId)
                           .arg(record->studyId);
            return false;
        }
    }
    if (runIds.isEmpty())
        return true;
    if (!d->removeRuns(runIds))
        return false;
    d->execText(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    return true;
}

QList<qint64> HistoryStore::runsInterruptedOnOpen() const
{
    return d->interruptedOnOpen;
}

qint64 HistoryStore::createRun(const QString &jobDocument, const QString &sourceFile,
                               const QString &kind)
{
    QSqlQuery query(d->db());
    query.prepare(QStringLiteral("INSERT INTO runs (job_document, source_file, kind, state,"
                                 " created) VALUES (?, ?, ?, ?, ?)"));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // A null QString binds as NULL; an unsaved job's document may be empty, never absent.
    query.addBindValue(jobDocument.isNull() ? QStringLiteral("") : jobDocument);
    query.addBindValue(sourceFile);
    query.addBindValue(kind.isNull() ? QStringLiteral("") : kind);
    query.addBindValue(QString::fromLatin1(RunStateName::Queued));
    query.addBindValue(now.toMSecsSinceEpoch());
    if (!d->exec(query, "create run"))
        return 0;
    const qint64 id = query.lastInsertId().toLongLong();
    QSqlQuery history(d->db());
    history.prepare(QStringLiteral("INSERT INTO state_history (run_id, state, at) VALUES (?, ?, ?)"));
    history.addBindValue(id);
    history.addBindValue(QString::fromLatin1(RunStateName::Queued));
    history.addBindValue(now.toMSecsSinceEpoch());
    d->exec(history, "record state");
    return id;
}

bool isLiveRunState(const QString &state)
{
    return state == QLatin1String(RunStateName::Queued)
           || state == QLatin1String(RunStateName::Pending)
           || state == QLatin1String(RunStateName::Running)
           || state == QLatin1String(RunStateName::Cancelling);
}

bool HistoryStore::setRunState(qint64 runId, const QString &state, const QDateTime &at,
                               const QString &message)
{
    QSqlDatabase db = d->db();
    const bool own = db.transaction(); // false inside finishRun()'s transaction
    const auto rollback = [&] {
        if (own)
            db.rollback();
        return false;
    };
    QSqlQuery update(db);
    // "ended IS NULL": a run that ended is never rewritten, whoever asks.
    if (state == QLatin1String(RunStateName::Running)) {
        update.prepare(QStringLiteral("UPDATE runs SET state = ?, started = COALESCE(started, ?)"
                                      " WHERE id = ? AND ended IS NULL"));
        update.addBindValue(state);
        update.addBindValue(at.toMSecsSinceEpoch());
    } else if (!isLiveRunState(state)) {
        update.prepare(QStringLiteral(
            "UPDATE runs SET state = ?, ended = ? WHERE id = ? AND ended IS NULL"));
        update.addBindValue(state);
        update.addBindValue(at.toMSecsSinceEpoch());
    } else {
        update.prepare(QStringLiteral("UPDATE runs SET state = ? WHERE id = ? AND ended IS NULL"));
        update.addBindValue(state);
    }
    update.addBindValue(runId);
    if (!d->exec(update, "set run state"))
        return rollback();
    if (update.numRowsAffected() != 1) {
        d->error = QStringLiteral("run %1 has ended or does not exist").arg(runId);
        return rollback();
    }
    QSqlQuery history(db);
    history.prepare(QStringLiteral("INSERT INTO state_history VALUES (?, ?, ?, ?)"));
    history.addBindValue(runId);
    history.addBindValue(state);
    history.addBindValue(at.toMSecsSinceEpoch());
    history.addBindValue(message.isEmpty() ? QVariant() : QVariant(message));
    if (!d->exec(history, "record state"))
        return rollback();
    return !own || db.commit() || d->fail(QStringLiteral("commit"), db.lastError());
}

qint64 HistoryStore::beginRun(const RunSpec &spec, QList<qint64> *replicaIds)
{
    QSqlDatabase db = d->db();
    db.transaction();
    const qint64 runId = createRun(spec.jobDocument, spec.sourceFile, spec.kind);
    QSqlQuery details(db);
    details.prepare(QStringLiteral(
        "UPDATE runs SET resource_name = ?, study_id = ?, trial_id = ? WHERE id = ?"));
    for (const QString &value : {spec.resourceName, spec.studyId, spec.trialId})
        details.addBindValue(value.isEmpty() ? QVariant() : QVariant(value));
    details.addBindValue(runId);
    QList<qint64> ids;
    bool ok = runId > 0 && d->exec(details, "describe run");
    for (const QString &task : spec.taskNames) {
        if (!ok)
            break;
        ids << addReplica(runId, task);
        ok = ids.last() > 0;
    }
    if (!ok || !db.commit()) {
        db.rollback();
        return 0;
    }
    if (replicaIds)
        *replicaIds = ids;
    return runId;
}

bool HistoryStore::finishRun(qint64 runId, const RunEnd &end)
{
    QSqlDatabase db = d->db();
    if (!db.transaction())
        return d->fail(QStringLiteral("begin"), db.lastError());
    bool ok = setRunExit(runId, end.exitCode, end.message);
    for (const ReplicaEnd &replica : end.replicas) {
        ok = ok && setReplicaState(replica.replicaId, replica.state, replica.exitCode,
                                   replica.signal);
    }
    const std::pair<MetricSource, const QList<MetricSample> *> sources[] = {
        {MetricSource::Log, &end.logSamples}, {MetricSource::Hypertune, &end.hypertuneSamples}};
    for (const auto &[source, samples] : sources)
        ok = ok && appendMetricSamples(runId, end.metricReplicaId, *samples, source);
    // Last: it refuses a run that has already ended, and then nothing above is kept.
    ok = ok && setRunState(runId, end.state, end.at, end.message);
    if (!ok) {
        db.rollback();
        return false;
    }
    if (!db.commit())
        return d->fail(QStringLiteral("commit"), db.lastError());
    syncLogFiles(runId);
    return true;
}

void HistoryStore::syncLogFiles(qint64 runId)
{
    for (const ReplicaRecord &replica : replicas(runId)) {
        if (const auto writer = d->writers.value(replica.id)) {
            ::fsync(writer->file.handle());
            d->writers.remove(replica.id);
        }
    }
}

bool HistoryStore::setRunExit(qint64 runId, int exitCode, const QString &exitMessage)
{
    QSqlQuery query(d->db());
    query.prepare(QStringLiteral("UPDATE runs SET exit_code = ?, exit_message = ? WHERE id = ?"));
    query.addBindValue(exitCode);
    query.addBindValue(exitMessage);
    query.addBindValue(runId);
    return d->exec(query, "set run exit");
}

qint64 HistoryStore::addReplica(qint64 runId, const QString &taskName)
{
    QSqlQuery query(d->db());
    query.prepare(QStringLiteral(
        "INSERT INTO replicas (run_id, task_name, state) VALUES (?, ?, ?)"));
    query.addBindValue(runId);
    query.addBindValue(taskName);
    query.addBindValue(QString::fromLatin1(RunStateName::Queued));
    if (!d->exec(query, "add replica"))
        return 0;
    return query.lastInsertId().toLongLong();
}

bool HistoryStore::setReplicaState(qint64 replicaId, const QString &state, int exitCode,
                                   int signal)
{
    QSqlQuery query(d->db());
    query.prepare(QStringLiteral(
        "UPDATE replicas SET state = ?, exit_code = ?, signal = ? WHERE id = ?"));
    query.addBindValue(state);
    query.addBindValue(exitCode);
    query.addBindValue(signal);
    query.addBindValue(replicaId);
    return d->exec(query, "set replica state");
}

bool HistoryStore::appendLogLines(qint64 replicaId, LogStream stream,
                                  const QList<QByteArray> &lines, LogBatchRecord *written)
{
    if (lines.isEmpty())
        return true;
    QByteArray text;
    qsizetype total = 0;
    for (const QByteArray &line : lines)
        total += line.size() + 1;
    text.reserve(total);
    for (const QByteArray &line : lines) {
        text.append(line);
        text.append('\n');
    }
    return appendLogBlock(replicaId, stream, text, written);
}

bool HistoryStore::appendLogBlock(qint64 replicaId, LogStream stream, const QByteArray &text,
                                  LogBatchRecord *written)
{
    if (text.isEmpty())
        return true;
    if (!text.endsWith('\n'))
        return appendLogBlock(replicaId, stream, text + '\n', written);
    const std::shared_ptr<ReplicaLogWriter> writer = d->writerFor(replicaId);
    if (!writer)
        return false;
    const LogBatch batch{writer->nextLine, text.count('\n'), writer->file.size(),
                         text.size(), stream};
    // The text reaches the file (the OS) before the index commits, so a committed line is
    // always readable; an uncommitted tail is picked up by recoverLogTail().
    if (writer->file.write(text) != text.size()) {
        d->error = writer->file.fileName() + QLatin1String(": ") + writer->file.errorString();
        return false;
    }
    if (!d->insertBatch(replicaId, batch))
        return false;
    writer->nextLine += batch.lineCount;
    if (written) {
        *written = {batch.firstLine, batch.lineCount, batch.byteOffset, batch.byteLength,
                    batch.stream};
    }
    return true;
}

bool HistoryStore::appendMetricSamples(qint64 runId, qint64 replicaId,
                                       const QList<MetricSample> &samples, MetricSource source)
{
    if (samples.isEmpty())
        return true;
    QSqlDatabase db = d->db();
    const bool own = db.transaction(); // false inside finishRun()'s transaction
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO metric_samples VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const MetricSample &sample : samples) {
        query.bindValue(0, runId);
        query.bindValue(1, replicaId);
        query.bindValue(2, int(source));
        query.bindValue(3, sample.series);
        query.bindValue(4, sample.point);
        query.bindValue(5, metricAxisName(sample.axis));
        query.bindValue(6, sample.x);
        query.bindValue(7, sample.name);
        query.bindValue(8, sample.value == sample.value ? QVariant(sample.value) : QVariant());
        query.bindValue(9, sample.complete ? 1 : 0);
        if (!d->exec(query, "insert metric sample")) {
            if (own)
                db.rollback();
            return false;
        }
    }
    return !own || db.commit() || d->fail(QStringLiteral("commit"), db.lastError());
}

static RunRecord runFrom(const QSqlQuery &query)
{
    RunRecord run;
    run.id = query.value(0).toLongLong();
    run.jobDocument = query.value(1).toString();
    run.sourceFile = query.value(2).toString();
    run.kind = query.value(3).toString();
    run.resourceName = query.value(10).toString();
    run.studyId = query.value(11).toString();
    run.trialId = query.value(12).toString();
    run.state = query.value(4).toString();
    run.created = timeFrom(query.value(5));
    run.started = timeFrom(query.value(6));
    run.ended = timeFrom(query.value(7));
    run.exitCode = query.value(8).toInt();
    run.exitMessage = query.value(9).toString();
    return run;
}

static const char runColumns[] = "SELECT id, job_document, source_file, kind, state, created,"
                                 " started, ended, exit_code, exit_message, resource_name,"
                                 " study_id, trial_id FROM runs";

QList<RunRecord> HistoryStore::runs() const
{
    QSqlQuery query(d->db());
    QList<RunRecord> result;
    if (!query.exec(QString::fromLatin1(runColumns) + QLatin1String(" ORDER BY id")))
        return result;
    while (query.next())
        result.append(runFrom(query));
    return result;
}

std::optional<RunRecord> HistoryStore::run(qint64 runId) const
{
    QSqlQuery query(d->db());
    query.prepare(QString::fromLatin1(runColumns) + QLatin1String(" WHERE id = ?"));
    query.addBindValue(runId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return runFrom(query);
}

QList<ReplicaRecord> HistoryStore::replicas(qint64 runId) const
{
    QSqlQuery query(d->db());
    query.prepare(QStringLiteral("SELECT id, run_id, task_name, state, exit_code, signal"
                                 " FROM replicas WHERE run_id = ? ORDER BY id"));
    query.addBindValue(runId);
    QList<ReplicaRecord> result;
    if (!query.exec())
        return result;
    while (query.next()) {
        result.append({query.value(0).toLongLong(), query.value(1).toLongLong(),
                       query.value(2).toString(), query.value(3).toString(),
                       query.value(4).toInt(), query.value(5).toInt()});
    }
    return result;
}

qint64 HistoryStore::logLineCount(qint64 replicaId) const
{
    return d->indexedEnd(replicaId).first;
}

QList<StoredLogLine> HistoryStore::logLines(qint64 replicaId, qint64 first, qint64 count) const
{
    QList<StoredLogLine> result;
    first = std::max<qint64>(first, 0);
    const qint64 end = count < 0 ? std::numeric_limits<qint64>::max() : first + count;
    const QList<LogBatch> batches = d->batches(replicaId, first, end);
    if (batches.isEmpty())
        return result;
    QFile file(d->logFile(replicaId));
    if (!file.open(QIODevice::ReadOnly))
        return result;
    for (const LogBatch &batch : batches) {
        if (!file.seek(batch.byteOffset))
            break;
        const QByteArray text = file.read(batch.byteLength);
        qint64 line = batch.firstLine;
        qsizetype start = 0;
        while (start < text.size() && line < end) {
            qsizetype feed = text.indexOf('\n', start);
            if (feed < 0)
                feed = text.size();
            if (line >= first)
                result.append({batch.stream, text.mid(start, feed - start)});
            start = feed + 1;
            ++line;
        }
    }
    return result;
}

QString HistoryStore::logFilePath(qint64 replicaId) const
{
    return d->logFile(replicaId);
}

QList<LogBatchRecord> HistoryStore::logBatches(qint64 replicaId) const
{
    QList<LogBatchRecord> result;
    for (const LogBatch &batch : d->batches(replicaId, 0, std::numeric_limits<qint64>::max())) {
        result.append({batch.firstLine, batch.lineCount, batch.byteOffset, batch.byteLength,
                       batch.stream});
    }
    return result;
}

QList<RunLogBatch> HistoryStore::runLogBatches(qint64 runId) const
{
    QSqlQuery query(d->db());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT replica_id, seq, first_line, line_count, byte_offset, byte_length, stream"
        " FROM log_batches WHERE run_id = ? ORDER BY seq"));
    query.addBindValue(runId);
    QList<RunLogBatch> result;
    if (!query.exec())
        return result;
    while (query.next()) {
        result.append({query.value(0).toLongLong(), query.value(1).toLongLong(),
                       {query.value(2).toLongLong(), query.value(3).toLongLong(),
                        query.value(4).toLongLong(), query.value(5).toLongLong(),
                        LogStream(query.value(6).toInt())}});
    }
    return result;
}

qint64 HistoryStore::metricReplicaId(qint64 runId) const
{
    QSqlQuery query(d->db());
    query.prepare(QStringLiteral("SELECT replica_id FROM metric_samples"
                                 " WHERE run_id = ? AND source = ? LIMIT 1"));
    query.addBindValue(runId);
    query.addBindValue(int(MetricSource::Log));
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

QList<MetricSample> HistoryStore::metricSamples(qint64 runId, MetricSource source) const
{
    QSqlQuery query(d->db());
    query.prepare(QStringLiteral("SELECT series, point, axis, x, name, value, complete"
                                 " FROM metric_samples WHERE run_id = ? AND source = ?"
                                 " ORDER BY rowid"));
    query.addBindValue(runId);
    query.addBindValue(int(source));
    QList<MetricSample> result;
    if (!query.exec())
        return result;
    while (query.next()) {
        const QVariant value = query.value(5);
        result.append({query.value(0).toInt(), query.value(1).toInt(),
                       metricAxisFromName(query.value(2).toString()), query.value(3).toDouble(),
                       query.value(4).toString(),
                       value.isNull() ? std::numeric_limits<double>::quiet_NaN()
                                      : value.toDouble(),
                       query.value(6).toInt() != 0});
    }
    return result;
}

QList<StateChange> HistoryStore::stateHistory(qint64 runId) const
{
    QSqlQuery query(d->db());
    query.prepare(QStringLiteral(
        "SELECT state, at, message FROM state_history WHERE run_id = ? ORDER BY rowid"));
    query.addBindValue(runId);
    QList<StateChange> result;
    if (!query.exec())
        return result;
    while (query.next())
        result.append({query.value(0).toString(), timeFrom(query.value(1)),
                       query.value(2).toString()});
    return result;
}

} // namespace Poolcraft
