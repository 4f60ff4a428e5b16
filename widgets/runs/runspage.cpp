#include "runspage.h"

#include "app/cloud/vertexsubmission.h"
#include "app/document/jobeditdocument.h"
#include "app/history/historystore.h"
#include "app/history/runrecorder.h"
#include "app/launch/runsources.h"
#include "app/session/runsession.h"
#include "models/formats/jobfile.h"
#include "widgets/charts/rundashboard.h"

#include <QAction>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <utility>

namespace Poolcraft {

namespace {
constexpr int RunIdRole = Qt::UserRole;
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
                                             tr("Run on Vertex AI"), this, [this] { runOnVertex(); });
    m_runOnVertexAction->setObjectName(QStringLiteral("runOnVertexAction"));
    m_runOnVertexAction->setToolTip(tr("Send the job to Vertex AI in its project and region, "
                                       "then follow its state, logs and charts here"));
    m_stopAction = toolBar->addAction(style()->standardIcon(QStyle::SP_MediaStop), tr("Stop"),
                                      this, &RunsPage::stop);
    m_stopAction->setObjectName(QStringLiteral("stopRunAction"));
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_stopAction->setToolTip(tr("Stop every replica of the run (Shift+F5)"));
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
    m_pastRuns->setHeaderLabels({tr("Run"), tr("State"), tr("Started")});
    m_pastRuns->setRootIsDecorated(false);
    m_pastRuns->setToolTip(tr("Double-click a run to show its logs and charts again."));
    m_pastRuns->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    historyLayout->addWidget(m_pastRuns);
    m_splitter->addWidget(historyPane);
    m_dashboard = new RunDashboard(m_splitter);
    m_splitter->addWidget(m_dashboard);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({260, 1000});
    layout->addWidget(m_splitter, 1);

    connect(m_pastRuns, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        openPastRun(item->data(0, RunIdRole).toLongLong());
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
        m_document->fileName(), forRun ? makeRunDirectory(runs) : runs + QLatin1String("/next"));
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
        m_dockerProbe.setFuture(QtConcurrent::run([] { return probeDockerEngine(); }));
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
    m_stopAction->setEnabled(active);
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
    return startSession(createLocalRunSource(plan, StopGraceMs));
}

bool RunsPage::runOnVertex()
{
    if (isRunning() || m_submission.isRunning() || m_planHasErrors)
        return false;
    const JobDocument job = m_document->job();
    m_submission.setFuture(QtConcurrent::run([job] { return submitVertexJob(job); }));
    m_stateLabel->setText(tr("Sending the job to Vertex AI\u2026"));
    updateActions();
    return true;
}

void RunsPage::onSubmitted()
{
    const VertexSubmission submission = m_submission.result();
    if (!submission.ok()) {
        m_stateLabel->setText(tr("Not sent to Vertex AI: %1").arg(submission.error));
        updateActions();
        return;
    }
    startSession(createVertexRunSource(submission));
}

bool RunsPage::startSession(RunSource *source)
{
    if (!source)
        return false;
    // The previous run has ended; its dashboard goes with it below.
    if (m_session)
        m_session->deleteLater();
    m_session = new RunSession(source, m_history->isOpen() ? m_history : nullptr, this);
    source->setParent(m_session);
    m_session->setRunSpec({QString::fromUtf8(writeJob(m_document->job(),
                                                     Format::PoolcraftDocument)),
                           m_document->fileName()});
    m_session->setMetricsTask(m_document->job().metricsTask);
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
    if (!m_history->isOpen() || !m_history->run(runId))
        return false;
    // While a run is live, a past one is overlaid on its charts instead of replacing it.
    RunDashboard *dashboard = isRunning() ? m_dashboard : freshDashboard();
    dashboard->addPastRun(*m_history, runId);
    return true;
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
                         when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))});
        item->setData(0, RunIdRole, it->id);
        item->setToolTip(0, it->sourceFile);
        if (!it->exitMessage.isEmpty())
            item->setToolTip(1, it->exitMessage);
    }
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
