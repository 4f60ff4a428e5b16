#pragma once

#include "historystore.h"
#include "outputlinesplitter.h"

#include "app/launch/localrunner.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace Poolcraft {

// Keeps a LocalRunner's run in the history as it happens: the run and its replicas when it
// starts, every state change, every output line (batched as the runner batches them: one
// transaction per replica and stream per frame), and how each replica ended.
class RunRecorder : public QObject
{
    Q_OBJECT

public:
    RunRecorder(HistoryStore *store, LocalRunner *runner, QObject *parent = nullptr);

    // Call right after runner->start() succeeded. Returns the run's id (0 on failure).
    qint64 begin(const QString &jobDocument, const QString &sourceFile);
    qint64 runId() const { return m_runId; }
    qint64 replicaId(int replica) const { return m_replicaIds.value(replica); }
    // Metric points found by whoever extracts them; epoch-stamped, replica by index.
    void recordMetric(int replica, int epoch, const QString &name, double value);

signals:
    // A batch is in the replica's history log file at `byteOffset`: `text` is exactly what
    // was written there (lines, each with its '\n').
    void linesStored(int replica, bool isStderr, const QByteArray &text, qint64 byteOffset,
                     const QString &filePath);

private:
    void onOutput(const QList<Poolcraft::OutputChunk> &chunks);
    void onStateChanged(Poolcraft::RunState state);
    void onFinished(Poolcraft::RunState state);
    void writeLines(int key, const QList<QByteArray> &lines);
    void recordState(RunState state);

    HistoryStore *m_store = nullptr;
    QPointer<LocalRunner> m_runner;
    qint64 m_runId = 0;
    quint64 m_generation = 0;
    QString m_lastState;
    QList<qint64> m_replicaIds;
    OutputLineSplitter m_splitter;
};

// The history's name for a run state ("running"); never translated.
QString historyStateName(RunState state);
// A state name read from the history, as people read it in their language.
QString historyStateText(const QString &historyName);

} // namespace Poolcraft
