#pragma once

#include "historystore.h"

#include "app/session/runsession.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace Poolcraft {

// Reads a run back from the history on a worker thread, so that reopening a run with a
// million lines never blocks the window: its record and metrics first (what the first
// screen needs), then its lines in pieces of a few MB, handed over at most once per frame.
// The worker opens its own connection; what it read but was not handed over yet is capped,
// so a slow receiver holds the worker back instead of filling memory.
class PastRunReader : public QObject
{
    Q_OBJECT

public:
    PastRunReader(const QString &databasePath, qint64 runId, QObject *parent = nullptr);
    // Tells the worker to stop; it ends by itself soon after.
    ~PastRunReader() override;

    void start();
    bool isFinished() const { return m_finished; }

    struct Shared; // what the worker hands over, guarded

signals:
    void recordRead(const Poolcraft::RunRecord &record, const QStringList &taskNames);
    // The metric runs the history kept (re-extracted from the chief's log when it kept
    // none, as for a run that died with the app), the task whose output they come from,
    // and the hypertune file's runs.
    void metricsRead(const QList<Poolcraft::MetricRun> &metrics, const QString &metricsTask,
                     const QList<Poolcraft::MetricRun> &hypertune);
    void linesRead(const QList<Poolcraft::SessionLines> &lines);
    void finished(const QString &error);

private:
    void deliver();

    QString m_databasePath;
    qint64 m_runId = 0;
    std::shared_ptr<Shared> m_shared;
    QTimer m_timer;
    bool m_finished = false;
};

} // namespace Poolcraft

Q_DECLARE_METATYPE(Poolcraft::RunRecord)
