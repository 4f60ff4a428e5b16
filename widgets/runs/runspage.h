#pragma once

#include "app/cloud/vertexsubmission.h"
#include "app/launch/launchplan.h"
#include "app/launch/run.h"

#include <QPointer>
#include <QStringList>
#include <QFutureWatcher>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QAction;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QSplitter;
class QTreeWidget;
QT_END_NAMESPACE

namespace Poolcraft {

class HistoryStore;
class JobEditDocument;
class RunDashboard;
class RunSession;
class RunSource;

// The Runs tab: runs the document's job on this machine through a RunSession (which records
// it in the history) and shows the session live; lists the history's runs and reopens any
// of them. What would stop a launch is shown while the job is edited, and Run stays
// disabled until it is fixed.
class RunsPage : public QWidget
{
    Q_OBJECT

public:
    // `history` belongs to the application and outlives the page; it may be closed (the page
    // then runs without recording and says why).
    RunsPage(JobEditDocument *document, HistoryStore *history, QWidget *parent = nullptr);
    // A run still going is stopped now and recorded as cancelled.
    ~RunsPage() override;

    // Starts the job; false (nothing started now) when the plan has errors, a run is going,
    // or Docker is being asked first (the run then starts when it answers, if it does).
    bool runLocally();
    // Sends the job to Vertex AI (off the GUI thread) and follows it here once created;
    // false when a run is going or a submission is under way.
    bool runOnVertex();
    void stop();
    bool openPastRun(qint64 runId);
    void refreshHistory();

    // The plan the current job would be launched with (ports, GPUs and folders as now).
    LaunchPlan previewPlan();

    QAction *runAction() const { return m_runAction; }
    QAction *runOnVertexAction() const { return m_runOnVertexAction; }
    QAction *stopAction() const { return m_stopAction; }
    RunSession *session() const;
    bool isRunning() const;
    HistoryStore *history() const { return m_history; }
    RunDashboard *dashboard() const { return m_dashboard; }
    QTreeWidget *pastRuns() const { return m_pastRuns; }
    QListWidget *planProblems() const { return m_planProblems; }
    QPlainTextEdit *planCommands() const { return m_planCommands; }
    QLabel *stateLabel() const { return m_stateLabel; }
    qint64 currentRunId() const;

signals:
    void runStarted(qint64 runId);
    void runFinished(Poolcraft::RunState state);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitPlanProblems();
    // For a run starting now (a new run folder), or for the plan shown while editing.
    LaunchOptions launchOptions(bool forRun);
    // `docker info` can hang for seconds: it runs off the GUI thread, and the plan is
    // shown again (or the run started) when it answers.
    void askDocker();
    void onDockerAnswered();
    bool launch(const LaunchOptions &options);
    void onSubmitted();
    // Records and starts `source` (which the session then owns) and shows it live.
    bool startSession(RunSource *source);
    void showPlan(const LaunchPlan &plan);
    void showPlanDiagnostics(const Diagnostics &diagnostics);
    void showPlanCommands(const QList<ReplicaPlan> &replicas);
    void updatePlanPreview();
    void updateActions();
    void onStateChanged(RunState state);
    void onFinished(RunState state);
    RunDashboard *freshDashboard();

    JobEditDocument *m_document = nullptr;
    HistoryStore *m_history = nullptr;
    QPointer<RunSession> m_session;
    RunDashboard *m_dashboard = nullptr;
    QSplitter *m_splitter = nullptr;
    QTreeWidget *m_pastRuns = nullptr;
    QListWidget *m_planProblems = nullptr;
    QPlainTextEdit *m_planCommands = nullptr;
    QWidget *m_planCommandsHeader = nullptr;
    QLabel *m_stateLabel = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_runOnVertexAction = nullptr;
    QAction *m_stopAction = nullptr;
    QFutureWatcher<VertexSubmission> m_submission;
    std::optional<QStringList> m_gpus;   // nvidia-smi is asked once
    std::optional<DockerEngine> m_docker; // asked when a job first runs in containers
    QFutureWatcher<DockerEngine> m_dockerProbe;
    bool m_runWhenDockerAnswers = false;
    bool m_planHasErrors = false;
};

} // namespace Poolcraft
