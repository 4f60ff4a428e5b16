#pragma once

#include "historystore.h"

#include "app/launch/run.h"

#include <QList>

namespace Poolcraft {

// Where one batch of a task's lines went in the history: a log view indexes the file in
// place instead of keeping a copy.
struct StoredBatch
{
    QString filePath;
    qint64 byteOffset = -1;
};

// Keeps one run in the history as a RunSession sees it happen. The run's row, its replicas
// and its first state are written before the source starts (begin), so every state change
// lands in this run's row; the end is written in one transaction (finish). Not bound to a
// kind of source: a local run, a trial and a Vertex job are recorded alike.
class RunRecorder
{
public:
    explicit RunRecorder(HistoryStore *store);

    // Returns the run's id (0 when the history cannot take it).
    qint64 begin(const RunSpec &spec);
    qint64 runId() const { return m_runId; }
    qint64 replicaId(int task) const { return m_replicaIds.value(task); }
    bool isRecording() const { return m_runId != 0 && !m_finished; }

    // The state and why; a state already recorded last is not recorded twice.
    void recordState(RunState state, const QString &message = {});
    // Complete lines of one task's stream, each ending in '\n', as one batch.
    bool recordLines(int task, bool isStderr, const QByteArray &block,
                     StoredBatch *stored = nullptr);
    // Points as they complete, so a crash keeps what was seen; finish() adds the rest.
    void recordSamples(int task, const QList<MetricSample> &samples);
    bool finish(const Run &run, int metricsTask, const QList<MetricSample> &logSamples,
                const QList<MetricSample> &hypertuneSamples);

private:
    HistoryStore *m_store = nullptr;
    qint64 m_runId = 0;
    QList<qint64> m_replicaIds;
    QString m_lastState;
    bool m_finished = false;
};

// The history's name for a run state ("running"); never translated.
QString historyStateName(RunState state);
QString replicaHistoryState(ReplicaState state);
// A state name read from the history, as people read it in their language.
QString historyStateText(const QString &historyName);

} // namespace Poolcraft
