#pragma once

#include "app/history/runrecorder.h"
#include "app/launch/runsource.h"
#include "models/logs/lineassembler.h"
#include "models/metrics/metricextractor.h"

#include <QList>
#include <QObject>
#include <QDateTime>
#include <QPointer>
#include <QTimer>

#include <map>

namespace Poolcraft {

class HistoryStore;

// Lines of one task's stream as a terminal shows them, ready for a log view.
struct SessionLines
{
    int task = 0;
    bool isStderr = false;
    QByteArray text;          // whole lines, each ending in '\n'; SGR colours kept
    QString filePath;         // where the history keeps them; empty when not recorded
    qint64 fileOffset = -1;   // and at which byte
};

// Everything that happens to one run after its source starts it, without a window: each
// task's output, per stream, through the one terminal model (LineAssembler) into lines; the
// lines of the metrics task (the chief unless the job names another), both streams, into
// the metric extractor; lines, states, metric points and the end into the history. The Runs
// tab, `poolcraft run`, study trials and Vertex jobs all run through it, so what the log
// shows is what the metrics were read from, and a reopened run shows what the live one did.
class RunSession : public QObject
{
    Q_OBJECT

public:
    // `history` may be null (nothing recorded) and must outlive the session.
    RunSession(RunSource *source, HistoryStore *history, QObject *parent = nullptr);
    // A run still going is stopped now and recorded as cancelled.
    ~RunSession() override;

    // What the history keeps of the run besides its output: job document, file, study and
    // trial. Kind, cloud name and tasks come from the source.
    void setRunSpec(const RunSpec &spec) { m_spec = spec; }
    // The task whose output feeds the metrics; empty or unknown = the source's chief.
    void setMetricsTask(const QString &taskName) { m_metricsTaskName = taskName; }

    // Records the run, then starts the source; false when the source could not start (the
    // run is then recorded as failed, with why).
    bool start();
    void stop();
    void stopNow();

    RunSource *source() const { return m_source; }
    qint64 runId() const { return m_recorder.runId(); }
    bool isActive() const { return m_source && m_source->isActive(); }
    QStringList taskNames() const { return m_taskNames; }
    int metricsTask() const { return m_metricsTask; }
    // The metric extractor's runs: one per training run of the log (epochs starting again).
    const QList<MetricRun> &metricRuns() const { return m_extractor.runs(); }
    // From the chief's hypertune metric file: read again whenever it changes while the run
    // goes (a study judges its trials by these as they come) and once more at the end.
    const QList<MetricRun> &hypertuneRuns() const { return m_hypertune; }
    QString whyNotStarted() const { return m_whyNotStarted; }

signals:
    void linesReady(const QList<Poolcraft::SessionLines> &lines);
    // Points of metricRuns()[series] from `firstPoint` on are new or changed.
    void metricsChanged(int series, qsizetype firstPoint);
    void stateChanged(Poolcraft::RunState state);
    // hypertuneRuns() changed: the trainer reported to its hypertune file.
    void hypertuneChanged();
    void finished(Poolcraft::RunState state);

private:
    void onOutput(const QList<Poolcraft::OutputChunk> &chunks);
    void onStateChanged(Poolcraft::RunState state);
    void onFinished();
    LineAssembler &assembler(int task, OutputStream stream);
    void takeLine(int task, OutputStream stream, const LogLine &line);
    void publishLines();
    void publishMetrics();
    void readHypertuneFile();
    void pollHypertuneFile();

    QPointer<RunSource> m_source;
    HistoryStore *m_history = nullptr;
    RunRecorder m_recorder;
    RunSpec m_spec;
    QString m_metricsTaskName;
    QStringList m_taskNames;
    int m_metricsTask = 0;
    quint64 m_generation = 0;
    bool m_started = false;
    bool m_ended = false;
    QString m_whyNotStarted;
    std::map<int, LineAssembler> m_assemblers;       // by task * 2 + stream
    std::map<int, QByteArray> m_pendingLines;        // lines of this batch, same key
    MetricExtractor m_extractor;
    QList<qsizetype> m_recordedPoints;                // per series, complete points kept
    QList<MetricRun> m_hypertune;
    // hypertune rewrites the whole file per report: size and time say when it did.
    QTimer m_hypertunePoll;
    qint64 m_hypertuneSize = -1;
    QDateTime m_hypertuneModified;
};

} // namespace Poolcraft

Q_DECLARE_METATYPE(Poolcraft::SessionLines)
