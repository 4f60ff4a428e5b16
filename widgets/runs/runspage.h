#pragma once

#include "app/cloud/vertexsubmission.h"
#include "app/launch/launchplan.h"
#include "app/history/historystore.h"
#include "app/launch/run.h"
#include "models/core/backgroundtask.h"

#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QAction;
class QInputDialog;
class QLabel;
class QListWidget;
class QMenu;
class QPlainTextEdit;
class QSplitter;
class QTreeWidget;
class QTreeWidgetItem;
QT_END_NAMESPACE

namespace Poolcraft {

class HistoryStore;
class JobEditDocument;
class RunDashboard;
class RunSession;
class RunSource;
class VertexLaunchDialog;

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
    // Shows what would be sent to Vertex AI (launchDialog()); its Launch sends the job (off
    // the GUI thread) and follows it here once created. False when a run is going, a
    // submission is under way or the dialog is open already.
    bool runOnVertex();
    // Asks for a cloud job's name (openCloudJobDialog()); the job is then followed here.
    void askCloudJob();
    // Follows the Vertex job named by `text` (a resource name, or a numeric custom job id in
    // the configured project and region) as if it had been submitted from here; false when
    // the name is not one or a run is going. The job is got off the GUI thread.
    bool openCloudJob(const QString &text);
    // The Cloud console page of the run shown (live, or the past run selected).
    QString consoleUrl() const;
    void stop();
    // Asked before the window closes while a run goes on: a local run is stopped by
    // quitting (Stop the Run and Quit), a cloud job goes on in the cloud (the box says so).
    // True to quit.
    bool confirmQuit();
    // Shows the run from the history (its logs, charts, state and commands); while a run is
    // live, overlays it on that run's charts.
    bool openPastRun(qint64 runId);
    void refreshHistory();
    // What a right-click on a past run offers: open it, its folder, its cloud name and
    // console link, and deleting the selected runs (the item is selected first when it was
    // not). The caller owns the menu.
    QMenu *createPastRunMenu(QTreeWidgetItem *item);
    // Asks (naming them) whether to delete the selected past runs, then removes them with
    // their logs; what cannot be deleted is said by deleteRunsAction()'s tooltip. False when
    // nothing was deleted.
    bool deleteSelectedRuns();

    // The plan the current job would be launched with (ports, GPUs and folders as now).
    LaunchPlan previewPlan();

    QAction *runAction() const { return m_runAction; }
    QAction *runOnVertexAction() const { return m_runOnVertexAction; }
    QAction *stopAction() const { return m_stopAction; }
    QAction *openCloudJobAction() const { return m_openCloudJobAction; }
    QAction *consoleAction() const { return m_consoleAction; }
    // Delete from History… on the past-runs list (Delete key there, and its context menu).
    QAction *deleteRunsAction() const { return m_deleteRunsAction; }
    VertexLaunchDialog *launchDialog() const;
    QInputDialog *openCloudJobDialog() const;
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
    void submitToVertex(const JobDocument &job);
    void onSubmitted();
    // Records and starts `source` (which the session then owns) as a run of `job` (read
    // from `fileName`, empty when it came from the cloud), and shows it live.
    bool startSession(RunSource *source, const JobDocument &job, const QString &fileName);
    void showPastRun(const RunRecord &record);
    QString runFolder(qint64 runId) const;    // where its logs are; empty when none
    QString jobName(const RunRecord &record);
    void showPlan(const LaunchPlan &plan);
    void showPlanDiagnostics(const Diagnostics &diagnostics);
    void showPlanCommands(const QList<ReplicaPlan> &replicas);
    void updatePlanPreview();
    void updateActions();
    void updateDeleteAction();
    QList<qint64> selectedRunIds() const;
    QString runTitle(const RunRecord &record);   // "Run 3 (pytorch-digits)"
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
    QAction *m_openCloudJobAction = nullptr;
    QAction *m_consoleAction = nullptr;
    QAction *m_deleteRunsAction = nullptr;
    QPointer<VertexLaunchDialog> m_launchDialog;
    QPointer<QInputDialog> m_openCloudJobDialog;
    BackgroundTask<VertexSubmission> m_submission;
    std::optional<JobDocument> m_sending;   // the job being submitted; none when opened by name
    std::optional<QStringList> m_gpus;   // nvidia-smi is asked once
    std::optional<DockerEngine> m_docker; // asked when a job first runs in containers
    BackgroundTask<DockerEngine> m_dockerProbe;
    bool m_runWhenDockerAnswers = false;
    bool m_planHasErrors = false;
    qint64 m_shownPastRun = 0;                // the past run the dashboard shows alone
    QHash<qint64, QString> m_jobNames;        // by run id
};

} // namespace Poolcraft
