#pragma once

#include "models/core/jobdocument.h"
#include "models/search/trial.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTimer;

namespace Poolcraft {

class HistoryStore;
class JobEditDocument;
class ParallelCoordinates;
class StudyRunner;
class TrialCurvesChart;
class TrialMetricChart;
class TrialSliceChart;
class TrialTableModel;
class VertexJobSource;

// The results half of the Study tab, live while a study runs: the trials table (sortable,
// filterable by text and by the parallel coordinates' brushes, exported as CSV), the metric
// per trial with the best so far, parallel coordinates, each trial's intermediate values, a
// slice plot per parameter (the plots as tabs beside the table); progress with an estimate of
// the time left; Run study, Stop and Resume. A Vertex AI tuning job is followed the same way,
// its trials shown as each poll brings them. Selecting a trial in any of them selects it in all;
// activating it (double-click, Enter) asks for its run to be opened.
class StudyView : public QWidget
{
    Q_OBJECT

public:
    // `history` belongs to the application and outlives the view.
    StudyView(JobEditDocument *document, HistoryStore *history, QWidget *parent = nullptr);
    ~StudyView() override;

    // Runs the document's study (trials start in its file's folder); false and a message in
    // the progress line when it cannot.
    bool runStudy();
    void stop();
    bool resume();
    // Shows the trials of a Vertex AI tuning job (live while it runs) instead of the last
    // local study; false while a local study runs. The job's run owns `job`.
    bool followTuningJob(VertexJobSource *job);
    // The search's seed for the next study; random when unset.
    void setSeed(std::optional<quint64> seed) { m_seed = seed; }
    // The trial at `row` of the model, selected everywhere.
    void selectRow(int row);
    QByteArray csv() const;

    StudyRunner *runner() const { return m_runner; }
    TrialTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    TrialMetricChart *metricChart() const { return m_chart; }
    ParallelCoordinates *coordinates() const { return m_coordinates; }
    TrialCurvesChart *curvesChart() const { return m_curves; }
    TrialSliceChart *sliceChart() const { return m_slices; }
    QTabWidget *plots() const { return m_plots; }
    QLabel *progressLabel() const { return m_progress; }
    QPushButton *runButton() const { return m_runButton; }
    QPushButton *stopButton() const { return m_stopButton; }
    QPushButton *resumeButton() const { return m_resumeButton; }

signals:
    void runRequested(qint64 runId);

private:
    // The study shown so far, local or cloud, let go of.
    void forgetStudy();
    StudyRunner *newRunner();
    QString sourceFile() const;       // the document's file, absolute; empty when unsaved
    QString resumableStudy() const;   // the study Resume goes on with; empty when none
    void exportCsv();
    void updateProgress();
    void showCloudTrials();
    // "3 / 6 trials done, 2 running, 0 failed, 01:10 elapsed, about 00:40 left"
    static QString progressText(const QList<Trial> &trials, const StudySpec &study, int running,
                                bool active);
    void updateButtons();
    int currentRow() const;

    JobEditDocument *m_document;
    HistoryStore *m_history;
    StudyRunner *m_runner = nullptr;
    QPointer<VertexJobSource> m_cloudJob;
    TrialTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    TrialMetricChart *m_chart;
    ParallelCoordinates *m_coordinates;
    TrialCurvesChart *m_curves;
    TrialSliceChart *m_slices;
    QTabWidget *m_plots;
    QLabel *m_progress;
    QLineEdit *m_filter;
    QPushButton *m_runButton;
    QPushButton *m_stopButton;
    QPushButton *m_resumeButton;
    QPushButton *m_exportButton;
    QTimer *m_clock;
    std::optional<quint64> m_seed;
    QString m_stoppedStudy; // the study Resume goes on with
};

} // namespace Poolcraft
