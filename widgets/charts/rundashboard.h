#pragma once

#include "app/history/outputlinesplitter.h"
#include "app/launch/localrunner.h"
#include "models/logs/lineassembler.h"
#include "models/metrics/metricextractor.h"

#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <map>
#include <memory>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QLabel;
class QLineEdit;
class QToolButton;
QT_END_NAMESPACE

namespace Poolcraft {

class HistoryStore;
class RunRecorder;
class LogBuffer;
class LogView;
class MetricChartsPanel;
class MetricSeriesSet;

// One or more runs at a glance: per-epoch charts above, the replicas' logs below. A run is
// fed live from a LocalRunner or read back from the history; several runs overlay on the
// charts (one colour each) and share the log, where each replica is a filterable source.
class RunDashboard : public QWidget
{
    Q_OBJECT

public:
    explicit RunDashboard(QWidget *parent = nullptr);
    ~RunDashboard() override;

    // Returns the run's index on the charts. With a recorder, the log view indexes the
    // history's files in place (the text is kept once, on disk); without, it keeps a copy.
    int addLiveRun(LocalRunner *runner, const QString &label, RunRecorder *recorder = nullptr);
    int addPastRun(const HistoryStore &store, qint64 runId, const QString &label = {});
    // A run fed through appendOutput() (Vertex log polling, ...); returns its index.
    int addRun(const QString &label);
    // For any other source of output: one replica's text as it arrives, for a run from
    // addRun(), addLiveRun() or addPastRun().
    void appendOutput(int run, const QString &taskName, bool isStderr, QByteArrayView data);
    void finishOutput(int run);

    LogView *logView() const { return m_logView; }
    LogBuffer *logBuffer() const { return m_logBuffer; }
    MetricChartsPanel *chartsPanel() const { return m_charts; }
    MetricSeriesSet *metrics() const { return m_metrics; }

private:
    // The chief's lines as a terminal shows them, through the extractor `poolcraft metrics`
    // uses, so the charts show what the command would find.
    struct TaskMetrics
    {
        LineAssembler assembler{0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip};
        MetricExtractor extractor;
        qsizetype extractorRuns = 0;
        qsizetype recordedPoints = 0;   // of the extractor's last run
    };
    struct RunFeed
    {
        QPointer<LocalRunner> runner;
        QPointer<RunRecorder> recorder;
        QString label;
        QStringList taskNames;
        OutputLineSplitter splitter;
        std::map<QString, std::unique_ptr<TaskMetrics>> metrics;   // by task name
    };
    void onRunnerOutput(int run, const QList<Poolcraft::OutputChunk> &chunks);
    void appendLines(int run, const QString &taskName, bool isStderr,
                     const QList<QByteArray> &lines);
    void appendStoredLines(int run, const QString &taskName, bool isStderr,
                           const QByteArray &text, qint64 offset, const QString &filePath,
                           bool findMetrics);
    void extractMetrics(int run, const QString &taskName, QByteArrayView line);
    void publishMetrics(int run, const QString &taskName, bool finished);
    int sourceFor(int run, const QString &taskName);
    void rebuildSourceMenu();
    void applySearch();
    void updateMatchLabel();

    MetricSeriesSet *m_metrics = nullptr;
    LogBuffer *m_logBuffer = nullptr;
    MetricChartsPanel *m_charts = nullptr;
    LogView *m_logView = nullptr;
    QLineEdit *m_searchEdit = nullptr;
    QCheckBox *m_regexBox = nullptr;
    QCheckBox *m_caseBox = nullptr;
    QLabel *m_matchLabel = nullptr;
    QToolButton *m_sourcesButton = nullptr;
    QList<RunFeed *> m_feeds;
    QSet<int> m_attachedFiles;          // log sources indexed in the history's files
};

} // namespace Poolcraft
