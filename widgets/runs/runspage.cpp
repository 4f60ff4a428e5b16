#include "runspage.h"

#include "app/cloud/cloudsettings.h"
#include "app/cloud/endpoints.h"
#include "app/cloud/vertexsubmission.h"
#include "app/document/jobeditdocument.h"
#include "app/history/historystore.h"
#include "app/history/runrecorder.h"
#include "app/launch/runsources.h"
#include "app/session/runsession.h"
#include "models/formats/jobfile.h"
#include "models/formats/restjson.h"
#include "widgets/charts/rundashboard.h"
#include "widgets/runs/vertexlaunchdialog.h"

#include <QAction>
#include <QClipboard>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace Poolcraft {

namespace {
constexpr int RunIdRole = Qt::UserRole;
constexpr int ResourceNameRole = Qt::UserRole + 1;
constexpr int StopGraceMs = 3000;
} // namespace

RunsPage::RunsPage(JobEditDocument *document, HistoryStore *history, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_history(history)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *toolBar = new QToolBar(this);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_runAction = toolBar->addAction(style()->standardIcon(QStyle::SP_MediaPlay),
                                     tr("Run locally"), this, [this] { runLocally(); });
    m_runAction->setObjectName(QStringLiteral("runLocallyAction"));
    m_runAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_runAction->setShortcutContext(Qt::WindowShortcut);
    m_runAction->setToolTip(tr("Run the job on this machine, one process per replica (F5)"));
    m_runOnVertexAction = toolBar->addAction(style()->standardIcon(QStyle::SP_DriveNetIcon),
                                             tr("Run on Vertex AI…"), this, [this] { runOnVertex(); });
    m_runOnVertexAction->setObjectName(QStringLiteral("runOnVertexAction"));
    m_runOnVertexAction->setToolTip(tr("Show what would be sent to Vertex AI and what it costs; "
                                       "Launch sends it to the job's project and region, then "
                                       "its state, logs and charts are followed here"));
    m_stopAction = toolBar->addAction(style()->standardIcon(QStyle::SP_MediaStop), tr("Stop"),
                                      this, &RunsPage::stop);
    m_stopAction->setObjectName(QStringLiteral("stopRunAction"));
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_stopAction->setToolTip(tr("Stop every replica of the run (Shift+F5)"));
    toolBar->addSeparator();
    m_openCloudJobAction = toolBar->addAction(tr("Open Cloud Job…"), this, &RunsPage::askCloudJob);
    m_openCloudJobAction->setObjectName(QStringLiteral("openCloudJobAction"));
    m_openCloudJobAction->setToolTip(tr("Follow a Vertex AI job submitted elsewhere, by its "
                                        "resource name or numeric id"));
    m_consoleAction = toolBar->addAction(tr("Cloud Console"), this, [this] {
        QDesktopServices::openUrl(QUrl(consoleUrl()));
    });
    m_consoleAction->setObjectName(QStringLiteral("consoleAction"));
    m_consoleAction->setToolTip(tr("Open the cloud job's page in the Google Cloud console"));
    toolBar->addSeparator();
    m_stateLabel = new QLabel(tr("No run yet"), toolBar);
    m_stateLabel->setObjectName(QStringLiteral("runStateLabel"));
    m_stateLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    toolBar->addWidget(m_stateLabel);
    layout->addWidget(toolBar);

    m_planProblems = new QListWidget(this);
    m_planProblems->setObjectName(QStringLiteral("planProblems"));
    m_planProblems->setWordWrap(true);
    m_planProblems->hide();
    layout->addWidget(m_planProblems);

    // A heading says what the shell lines below are, and copies them in one click.
    m_planCommandsHeader = new QWidget(this);
    auto *headerLayout = new QHBoxLayout(m_planCommandsHeader);
    headerLayout->setContentsMargins(0, 0, 0, 0);
    headerLayout->addWidget(new QLabel(tr("What each replica runs:"), m_planCommandsHeader));
    headerLayout->addStretch(1);
    auto *copyCommands = new QToolButton(m_planCommandsHeader);
    copyCommands->setText(tr("Copy Commands"));
    headerLayout->addWidget(copyCommands);
    m_planCommandsHeader->hide();
    layout->addWidget(m_planCommandsHeader);

    m_planCommands = new QPlainTextEdit(this);
    m_planCommands->setObjectName(QStringLiteral("planCommands"));
    m_planCommands->setReadOnly(true);
    m_planCommands->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_planCommands->setMaximumHeight(120);
    m_planCommands->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_planCommands->setToolTip(tr("What each replica runs, as shell lines to copy: a job that "
                                  "runs in containers can be started by hand where Docker "
                                  "answers."));
    m_planCommands->hide();
    layout->addWidget(m_planCommands);
    connect(copyCommands, &QToolButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_planCommands->toPlainText());
    });

    m_splitter = new QSplitter(Qt::Horizontal, this);
    auto *historyPane = new QWidget(m_splitter);
    auto *historyLayout = new QVBoxLayout(historyPane);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyLayout->addWidget(new QLabel(tr("Past runs"), historyPane));
    m_pastRuns = new QTreeWidget(historyPane);
    m_pastRuns->setObjectName(QStringLiteral("pastRuns"));
    m_pastRuns->setHeaderLabels({tr("Run"), tr("State"), tr("Started"), tr("Job")});
    m_pastRuns->setRootIsDecorated(false);
    m_pastRuns->setContextMenuPolicy(Qt::CustomContextMenu);
    m_pastRuns->setToolTip(tr("Click a run to show its logs and charts again; while a run "
                              "goes on, double-click one to overlay it on the charts."));
    m_pastRuns->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Several runs can be deleted at once.
    m_pastRuns->setSelectionMode(QAbstractItemView::ExtendedSelection);
    historyLayout->addWidget(m_pastRuns);
    m_deleteRunsAction = new QAction(tr("Delete from History…"), m_pastRuns);
    m_deleteRunsAction->setObjectName(QStringLiteral("deleteRunsAction"));
    m_deleteRunsAction->setShortcut(QKeySequence::Delete);
    // Only where the list has the focus: Delete means something else in the designer.
    m_deleteRunsAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_pastRuns->addAction(m_deleteRunsAction);
    connect(m_deleteRunsAction, &QAction::triggered, this, &RunsPage::deleteSelectedRuns);
    m_splitter->addWidget(historyPane);
    m_dashboard = new RunDashboard(m_splitter);
    m_splitter->addWidget(m_dashboard);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({340, 1000});
    layout->addWidget(m_splitter, 1);

    connect(m_pastRuns, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        openPastRun(item->data(0, RunIdRole).toLongLong());
    });
    connect(m_pastRuns, &QTreeWidget::itemSelectionChanged, this, &RunsPage::updateActions);
    // A click (or the arrow keys) shows a run; while one is live it is only overlaid on
    // activation, so that browsing the list does not pile runs on its charts.
    connect(m_pastRuns, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !isRunning())
            openPastRun(item->data(0, RunIdRole).toLongLong());
    });
    connect(m_pastRuns, &QTreeWidget::customContextMenuRequested, this,
            [this](const QPoint &position) {
                QTreeWidgetItem *item = m_pastRuns->itemAt(position);
                if (!item)
                    return;
                QMenu *menu = createPastRunMenu(item);
                menu->setAttribute(Qt::WA_DeleteOnClose);
                menu->popup(m_pastRuns->viewport()->mapToGlobal(position));
            });
    connect(&m_dockerProbe, &QFutureWatcher<DockerEngine>::finished, this,
            &RunsPage::onDockerAnswered);
    connect(&m_submission, &QFutureWatcher<VertexSubmission>::finished, this,
            &RunsPage::onSubmitted);
    connect(m_document, &JobEditDocument::jobChanged, this, &RunsPage::updatePlanPreview);
    connect(m_document, &JobEditDocument::fileNameChanged, this, &RunsPage::updatePlanPreview);

    if (!m_history->isOpen())
        m_stateLabel->setText(tr("History unavailable: %1").arg(m_history->errorString()));
    refreshHistory();
    updatePlanPreview();
}

// The session's destructor stops a run still going (replicas must not outlive the window
// that shows them) and records how it ended.
RunsPage::~RunsPage() = default;

qint64 RunsPage::currentRunId() const
{
    return m_session ? m_session->runId() : 0;
}

VertexLaunchDialog *RunsPage::launchDialog() const
{
    return m_launchDialog;
}

QInputDialog *RunsPage::openCloudJobDialog() const
{
    return m_openCloudJobDialog;
}

RunSession *RunsPage::session() const
{
    return m_session;
}

bool RunsPage::isRunning() const
{
    return m_session && m_session->isActive();
}

LaunchOptions RunsPage::launchOptions(bool forRun)
{
    const QString runs = m_history->runsDirectory();
    LaunchOptions options = localLaunchOptions(
        m_document->fileName(),
        forRun ? makeRunDirectory(runs) : RunFolder{runs + QLatin1String("/next"), {}});
    // nvidia-smi is asked once, not on every edit.
    if (!m_gpus)
        m_gpus = detectNvidiaGpus();
    options.gpuNames = m_gpus;
    // Not on every edit either: once, in the background, until Run asks again.
    if (!m_docker && needsDockerEngine(m_document->job(), options))
        askDocker();
    options.dockerEngine = m_docker ? *m_docker
                                    : DockerEngine{false, {}, tr("still asking `docker info`")};
    return options;
}

void RunsPage::askDocker()
{
    if (!m_dockerProbe.isRunning())
        m_dockerProbe.start([] { return probeDockerEngine(); });
}

void RunsPage::onDockerAnswered()
{
    m_docker = m_dockerProbe.result();
    if (std::exchange(m_runWhenDockerAnswers, false))
        launch(launchOptions(true));
    else
        updatePlanPreview();
}

LaunchPlan RunsPage::previewPlan()
{
    return makeLaunchPlan(m_document->job(), launchOptions(false));
}

void RunsPage::updatePlanPreview()
{
    if (!isRunning())
        showPlan(previewPlan());
}

void RunsPage::showPlan(const LaunchPlan &plan)
{
    showPlanDiagnostics(plan.diagnostics);
    showPlanCommands(plan.replicas);
}

void RunsPage::showPlanCommands(const QList<ReplicaPlan> &replicas)
{
    QStringList lines;
    for (const ReplicaPlan &replica : replicas)
        lines << QLatin1String("# ") + replica.taskName << replica.commandLine();
    m_planCommands->setPlainText(lines.join(u'\n'));
    m_planCommands->setVisible(!lines.isEmpty());
    m_planCommandsHeader->setVisible(!lines.isEmpty());
}

void RunsPage::showPlanDiagnostics(const Diagnostics &diagnostics)
{
    m_planProblems->clear();
    for (const Diagnostic &diagnostic : diagnostics) {
        auto *item = new QListWidgetItem(
            style()->standardIcon(diagnostic.isError() ? QStyle::SP_MessageBoxCritical
                                                       : QStyle::SP_MessageBoxWarning),
            diagnostic.path.isEmpty() ? diagnostic.message
                                      : diagnostic.path + QLatin1String(": ")
                                            + diagnostic.message,
            m_planProblems);
        item->setData(Qt::UserRole, diagnostic.path);
    }
    m_planProblems->setVisible(!diagnostics.isEmpty());
    fitPlanProblems();
    m_planHasErrors = hasErrors(diagnostics);
    updateActions();
}

void RunsPage::updateActions()
{
    const bool active = isRunning();
    m_runAction->setEnabled(!active && !m_planHasErrors);
    m_runOnVertexAction->setEnabled(!active && !m_planHasErrors && !m_submission.isRunning());
    m_openCloudJobAction->setEnabled(!active && !m_submission.isRunning());
    m_stopAction->setEnabled(active);
    m_consoleAction->setEnabled(!consoleUrl().isEmpty());
    updateDeleteAction();
}

QList<qint64> RunsPage::selectedRunIds() const
{
    QList<qint64> ids;
    for (QTreeWidgetItem *item : m_pastRuns->selectedItems())
        ids.append(item->data(0, RunIdRole).toLongLong());
    std::sort(ids.begin(), ids.end());
    return ids;
}

QString RunsPage::runTitle(const RunRecord &record)
{
    const QString name = jobName(record);
    return name.isEmpty() ? tr("Run %1").arg(record.id)
                          : tr("Run %1 (%2)").arg(record.id).arg(name);
}

// Disabled, saying why, while one of the selected runs may not leave the history.
void RunsPage::updateDeleteAction()
{
    const QList<qint64> ids = selectedRunIds();
    QString refusal;
    for (qint64 id : ids) {
        const std::optional<RunRecord> record = m_history->isOpen() ? m_history->run(id)
                                                                    : std::nullopt;
        if (!record)
            continue;
        switch (HistoryStore::deletability(*record)) {
        case RunDeletion::Allowed:
            break;
        case RunDeletion::StillLive:
            refusal = tr("Run %1 has not ended yet: stop it, then delete it.").arg(id);
            break;
        case RunDeletion::InStudy:
            refusal = tr("Run %1 is a trial of study %2: it stays in the history with its "
                         "study.")
                          .arg(id)
                          .arg(record->studyId);
            break;
        }
        if (!refusal.isEmpty())
            break;
    }
    m_deleteRunsAction->setEnabled(!ids.isEmpty() && refusal.isEmpty()
                                   && m_history->isOpen());
    m_deleteRunsAction->setToolTip(
        !refusal.isEmpty() ? refusal
                           : tr("Delete the selected runs from the history, with their logs "
                                "and metrics (Delete)"));
}

bool RunsPage::deleteSelectedRuns()
{
    updateDeleteAction();
    if (!m_deleteRunsAction->isEnabled())
        return false;
    const QList<qint64> ids = selectedRunIds();
    QStringList titles;
    for (qint64 id : ids) {
        if (const std::optional<RunRecord> record = m_history->run(id))
            titles.append(runTitle(*record));
    }
    QMessageBox box(QMessageBox::Warning, tr("Delete from History"), QString(),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("deleteRunsConfirmation"));
    if (titles.size() == 1) {
        box.setText(tr("Delete %1 from the history?").arg(titles.first()));
        box.setInformativeText(tr("Its logs, metrics and states are deleted with it. This "
                                  "cannot be undone."));
    } else {
        box.setText(tr("Delete these %1 runs from the history?").arg(titles.size())
                    + QLatin1Char('\n') + titles.join(QLatin1Char('\n')));
        box.setInformativeText(tr("Their logs, metrics and states are deleted with them. "
                                  "This cannot be undone."));
    }
    QPushButton *remove = box.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != remove)
        return false;
    if (!m_history->deleteRuns(ids)) {
        m_stateLabel->setText(tr("Not deleted: %1").arg(m_history->errorString()));
        return false;
    }
    for (qint64 id : ids)
        m_jobNames.remove(id);
    // The run shown alone is gone: so is what the dashboard showed of it.
    if (ids.contains(m_shownPastRun) && !isRunning()) {
        m_shownPastRun = 0;
        freshDashboard();
        updatePlanPreview();
    }
    QStringList numbers;
    for (qint64 id : ids)
        numbers.append(QString::number(id));
    m_stateLabel->setText(tr("Deleted from the history: %1")
                              .arg(QLocale().createSeparatedList(numbers)));
    refreshHistory();
    updateActions();
    return true;
}

RunDashboard *RunsPage::freshDashboard()
{
    auto *dashboard = new RunDashboard;
    m_splitter->replaceWidget(1, dashboard);
    m_dashboard->deleteLater();
    m_dashboard = dashboard;
    return dashboard;
}

bool RunsPage::runLocally()
{
    if (isRunning() || m_runWhenDockerAnswers)
        return false;
    // An engine may have been started since Docker last said no: ask again, then run.
    if (m_docker && !m_docker->available)
        m_docker.reset();
    const LaunchOptions options = launchOptions(true); // asks Docker when the job needs it
    if (m_dockerProbe.isRunning() && needsDockerEngine(m_document->job(), options)) {
        m_runWhenDockerAnswers = true;
        m_stateLabel->setText(tr("Asking whether Docker answers…"));
        return false;
    }
    return launch(options);
}

bool RunsPage::launch(const LaunchOptions &options)
{
    if (isRunning())
        return false;
    const LaunchPlan plan = makeLaunchPlan(m_document->job(), options);
    showPlan(plan);
    if (!plan.canStart()) {
        m_stateLabel->setText(tr("Not started: fix the problems listed above"));
        return false;
    }
    return startSession(createLocalRunSource(plan, StopGraceMs), m_document->job(),
                        m_document->fileName());
}

bool RunsPage::runOnVertex()
{
    if (isRunning() || m_submission.isRunning() || m_planHasErrors || m_launchDialog)
        return false;
    const JobDocument job = m_document->job();
    const CloudSettings settings = CloudSettings::load();
    m_launchDialog = new VertexLaunchDialog(job, resolveRegion(job.region, settings),
                                            configuredProject(job.project, settings), this);
    m_launchDialog->setAttribute(Qt::WA_DeleteOnClose);
    // What was shown is what is sent, whatever is edited while the dialog is open.
    connect(m_launchDialog, &QDialog::accepted, this, [this, job] { submitToVertex(job); });
    m_launchDialog->open();
    return true;
}

void RunsPage::submitToVertex(const JobDocument &job)
{
    if (isRunning() || m_submission.isRunning())
        return;
    m_sending = job;
    m_submission.start([job] { return submitVertexJob(job); });
    m_stateLabel->setText(tr("Sending the job to Vertex AI\u2026"));
    updateActions();
}

void RunsPage::askCloudJob()
{
    if (m_openCloudJobDialog)
        return;
    m_openCloudJobDialog = new QInputDialog(this);
    m_openCloudJobDialog->setObjectName(QStringLiteral("openCloudJobDialog"));
    m_openCloudJobDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_openCloudJobDialog->setWindowTitle(tr("Open Cloud Job"));
    m_openCloudJobDialog->setLabelText(
        tr("Resource name (projects/P/locations/R/customJobs/ID or "
           "…/hyperparameterTuningJobs/ID),\nor the numeric id of a custom job in the "
           "configured project and region:"));
    m_openCloudJobDialog->resize(560, m_openCloudJobDialog->sizeHint().height());
    connect(m_openCloudJobDialog, &QInputDialog::textValueSelected, this,
            [this](const QString &text) { openCloudJob(text); });
    m_openCloudJobDialog->open();
}

bool RunsPage::openCloudJob(const QString &text)
{
    if (isRunning() || m_submission.isRunning())
        return false;
    const CloudSettings settings = CloudSettings::load();
    QString error;
    const std::optional<VertexJobName> name = VertexJobName::parse(
        text.trimmed(), configuredProject({}, settings), resolveRegion({}, settings), &error);
    if (!name) {
        m_stateLabel->setText(tr("Not opened: %1").arg(error));
        return false;
    }
    const VertexJobName job = *name;
    m_sending.reset();
    m_submission.start([job] { return openVertexJob(job); });
    m_stateLabel->setText(tr("Asking Vertex AI for %1\u2026").arg(job.resourceName()));
    updateActions();
    return true;
}

QString RunsPage::consoleUrl() const
{
    QString name = m_session ? m_session->source()->resourceName() : QString();
    if (QTreeWidgetItem *item = m_pastRuns->currentItem(); item && item->isSelected())
        name = item->data(0, ResourceNameRole).toString();
    QString error;
    const std::optional<VertexJobName> job = VertexJobName::parse(name, {}, {}, &error);
    return job ? vertexConsoleUrl(*job) : QString();
}

void RunsPage::onSubmitted()
{
    const VertexSubmission submission = m_submission.result();
    if (!submission.ok()) {
        m_sending.reset();
        m_stateLabel->setText(tr("Vertex AI: %1").arg(submission.error));
        updateActions();
        return;
    }
    // A job opened by name is recorded as the cloud has it, not as the document is.
    if (m_sending) {
        startSession(createVertexRunSource(submission), *std::exchange(m_sending, std::nullopt),
                     m_document->fileName());
    } else {
        const QByteArray json = QJsonDocument(submission.job).toJson(QJsonDocument::Compact);
        startSession(createVertexRunSource(submission),
                     readVertexJson(json, submission.job.value(QStringLiteral("name")).toString())
                         .document,
                     {});
    }
}

bool RunsPage::startSession(RunSource *source, const JobDocument &job, const QString &fileName)
{
    if (!source)
        return false;
    m_shownPastRun = 0;
    // The previous run has ended; its dashboard goes with it below.
    if (m_session)
        m_session->deleteLater();
    m_session = new RunSession(source, m_history->isOpen() ? m_history : nullptr, this);
    source->setParent(m_session);
    m_session->setRunSpec({QString::fromUtf8(writeJob(job, Format::PoolcraftDocument)),
                           fileName});
    m_session->setMetricsTask(job.metricsTask);
    connect(m_session, &RunSession::stateChanged, this, &RunsPage::onStateChanged);
    connect(m_session, &RunSession::finished, this, &RunsPage::onFinished);
    RunDashboard *dashboard = freshDashboard();
    if (!m_session->start()) {
        m_stateLabel->setText(tr("Not started: %1").arg(m_session->whyNotStarted()));
        refreshHistory();
        updateActions();
        return false;
    }
    dashboard->addSession(m_session, tr("Run %1").arg(currentRunId()));
    onStateChanged(source->run() ? source->run()->state() : RunState::Running);
    refreshHistory();
    updateActions();
    emit runStarted(currentRunId());
    return true;
}

void RunsPage::stop()
{
    if (isRunning())
        m_session->stop();
}

bool RunsPage::confirmQuit()
{
    if (!isRunning())
        return true;
    const QString cloudName = m_session->source()->resourceName();
    QMessageBox box(QMessageBox::Question, tr("Quit during a run"), QString(),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("quitDuringRun"));
    QPushButton *quit = nullptr;
    if (cloudName.isEmpty()) {
        box.setText(tr("Run %1 is still going. Quitting stops all its replicas.")
                        .arg(currentRunId()));
        quit = box.addButton(tr("Stop the Run and Quit"), QMessageBox::AcceptRole);
    } else {
        box.setText(tr("Run %1 follows the Vertex AI job %2, which keeps running in the cloud "
                       "after Poolcraft quits. Open it again with Open Cloud Job…, or cancel "
                       "it first with Stop.")
                        .arg(currentRunId())
                        .arg(cloudName));
        quit = box.addButton(tr("Quit"), QMessageBox::AcceptRole);
    }
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != quit)
        return false;
    m_session->stopNow();
    return true;
}

void RunsPage::onStateChanged(RunState state)
{
    QString text = tr("Run %1: %2").arg(currentRunId()).arg(runStateName(state));
    const Run *run = m_session ? m_session->source()->run() : nullptr;
    if (run && !run->message().isEmpty())
        text += QStringLiteral(" \u2014 ") + run->message();
    m_stateLabel->setText(text);
    refreshHistory();
    updateActions();
}

void RunsPage::onFinished(RunState state)
{
    onStateChanged(state);
    emit runFinished(state);
}

bool RunsPage::openPastRun(qint64 runId)
{
    const std::optional<RunRecord> record = m_history->isOpen() ? m_history->run(runId)
                                                                : std::nullopt;
    if (!record)
        return false;
    // While a run is live, a past one is overlaid on its charts instead of replacing it.
    if (isRunning()) {
        m_dashboard->addPastRun(*m_history, runId);
        return true;
    }
    if (m_shownPastRun == runId)
        return true;
    m_shownPastRun = runId;
    freshDashboard()->addPastRun(*m_history, runId);
    showPastRun(*record);
    return true;
}

// The status line and the command box say what the run was, not what the design is now.
void RunsPage::showPastRun(const RunRecord &record)
{
    QString text = tr("Run %1: %2").arg(record.id).arg(historyStateText(record.state));
    if (!record.exitMessage.isEmpty())
        text += QStringLiteral(" \u2014 ") + record.exitMessage;
    m_stateLabel->setText(text);
    showPlanDiagnostics({});
    if (!record.resourceName.isEmpty()) {
        QString error;
        const std::optional<VertexJobName> job = VertexJobName::parse(record.resourceName, {}, {},
                                                                      &error);
        m_planCommands->setPlainText(QStringLiteral("# Vertex AI\n") + record.resourceName
                                     + (job ? QLatin1Char('\n') + vertexConsoleUrl(*job)
                                            : QString()));
        m_planCommands->show();
        m_planCommandsHeader->show();
        return;
    }
    const ReadResult read = readJobData(record.jobDocument.toUtf8(), record.sourceFile,
                                        Format::PoolcraftDocument);
    LaunchOptions options = localLaunchOptions(record.sourceFile,
                                               {m_history->runsDirectory() + QLatin1String("/next")});
    options.gpuNames = m_gpus;
    showPlanCommands(makeLaunchPlan(read.document, options).replicas);
}

QMenu *RunsPage::createPastRunMenu(QTreeWidgetItem *item)
{
    const qint64 runId = item->data(0, RunIdRole).toLongLong();
    const QString cloudName = item->data(0, ResourceNameRole).toString();
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("pastRunMenu"));
    // Its Delete acts on the selection: the run clicked is in it, as a right-click makes it.
    if (!item->isSelected())
        m_pastRuns->setCurrentItem(item);
    updateDeleteAction();
    menu->setToolTipsVisible(true); // a disabled Delete says why
    menu->addAction(tr("Open"), this, [this, runId] { openPastRun(runId); });
    const QString folder = runFolder(runId);
    QAction *openFolder = menu->addAction(tr("Open Folder"), this, [folder] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
    });
    openFolder->setEnabled(!folder.isEmpty());
    if (!cloudName.isEmpty()) {
        menu->addSeparator();
        menu->addAction(tr("Copy Cloud Job Name"), this, [cloudName] {
            QGuiApplication::clipboard()->setText(cloudName);
        });
        QString error;
        if (const std::optional<VertexJobName> job = VertexJobName::parse(cloudName, {}, {}, &error)) {
            const QString url = vertexConsoleUrl(*job);
            menu->addAction(tr("Copy Console Link"), this, [url] {
                QGuiApplication::clipboard()->setText(url);
            });
            menu->addAction(tr("Open in Cloud Console"), this, [url] {
                QDesktopServices::openUrl(QUrl(url));
            });
        }
    }
    menu->addSeparator();
    menu->addAction(m_deleteRunsAction);
    return menu;
}

QString RunsPage::runFolder(qint64 runId) const
{
    const QList<ReplicaRecord> replicas = m_history->replicas(runId);
    if (replicas.isEmpty())
        return {};
    const QString log = m_history->logFilePath(replicas.first().id);
    return log.isEmpty() ? QString() : QFileInfo(log).absolutePath();
}

void RunsPage::refreshHistory()
{
    m_pastRuns->clear();
    if (!m_history->isOpen())
        return;
    const QList<RunRecord> runs = m_history->runs();
    for (auto it = runs.crbegin(); it != runs.crend(); ++it) {
        const QDateTime when = it->started.isValid() ? it->started : it->created;
        auto *item = new QTreeWidgetItem(
            m_pastRuns, {QString::number(it->id), historyStateText(it->state),
                         when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                         jobName(*it)});
        item->setData(0, RunIdRole, it->id);
        item->setData(0, ResourceNameRole, it->resourceName);
        item->setToolTip(0, it->sourceFile);
        item->setToolTip(3, it->resourceName.isEmpty() ? it->sourceFile : it->resourceName);
        if (!it->exitMessage.isEmpty())
            item->setToolTip(1, it->exitMessage);
    }
}

// Read once per run: a history refresh happens on every state change.
QString RunsPage::jobName(const RunRecord &record)
{
    auto found = m_jobNames.constFind(record.id);
    if (found == m_jobNames.constEnd()) {
        QString name = readJobData(record.jobDocument.toUtf8(), record.sourceFile,
                                   Format::PoolcraftDocument).document.displayName;
        if (name.isEmpty())
            name = QFileInfo(record.sourceFile).fileName();
        found = m_jobNames.insert(record.id, name);
    }
    return *found;
}

// As tall as its wrapped problems, up to about five lines: the charts below need the room.
void RunsPage::fitPlanProblems()
{
    const QFontMetrics metrics(m_planProblems->font());
    const int iconWidth = m_planProblems->style()->pixelMetric(QStyle::PM_SmallIconSize);
    const int textWidth = qMax(200, m_planProblems->viewport()->width() - iconWidth - 16);
    int height = 2 * m_planProblems->frameWidth() + 4;
    for (int row = 0; row < m_planProblems->count(); ++row) {
        const QRect text = metrics.boundingRect(QRect(0, 0, textWidth, 1 << 16), Qt::TextWordWrap,
                                                m_planProblems->item(row)->text());
        height += qMax(text.height(), iconWidth) + 4;
    }
    m_planProblems->setFixedHeight(qMin(height, 5 * metrics.lineSpacing() + 8));
}

void RunsPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitPlanProblems();
}

} // namespace Poolcraft
