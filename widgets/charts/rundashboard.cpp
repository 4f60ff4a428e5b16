#include "rundashboard.h"

#include "metricchartspanel.h"
#include "metricseriesset.h"

#include "app/history/historystore.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/logview/logview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace Poolcraft {

RunDashboard::RunDashboard(QWidget *parent)
    : QWidget(parent)
    , m_metrics(new MetricSeriesSet(this))
    , m_logBuffer(new LogBuffer(this))
{
    auto *layout = new QVBoxLayout(this);
    m_metricsSource = new QLabel(this);
    m_metricsSource->setObjectName(QStringLiteral("metricsSource"));
    m_metricsSource->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_metricsSource->hide();
    layout->addWidget(m_metricsSource);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_charts = new MetricChartsPanel(m_metrics, splitter);

    auto *logPane = new QWidget(splitter);
    auto *logLayout = new QVBoxLayout(logPane);
    logLayout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_searchEdit = new QLineEdit(logPane);
    m_searchEdit->setPlaceholderText(tr("Search the log"));
    m_searchEdit->setClearButtonEnabled(true);
    bar->addWidget(m_searchEdit, 1);
    m_regexBox = new QCheckBox(tr("Regex"), logPane);
    m_caseBox = new QCheckBox(tr("Match case"), logPane);
    bar->addWidget(m_regexBox);
    bar->addWidget(m_caseBox);
    auto *previous = new QToolButton(logPane);
    previous->setText(tr("Previous"));
    auto *next = new QToolButton(logPane);
    next->setText(tr("Next"));
    bar->addWidget(previous);
    bar->addWidget(next);
    m_matchLabel = new QLabel(logPane);
    bar->addWidget(m_matchLabel);
    m_taskFilter = new QComboBox(logPane);
    m_taskFilter->setObjectName(QStringLiteral("taskFilter"));
    m_taskFilter->setPlaceholderText(tr("Some tasks"));
    m_taskFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_taskFilter->setToolTip(tr("Show the log of every task, or of one"));
    bar->addWidget(m_taskFilter);
    m_sourcesButton = new QToolButton(logPane);
    m_sourcesButton->setText(tr("Show"));
    m_sourcesButton->setPopupMode(QToolButton::InstantPopup);
    m_sourcesButton->setMenu(new QMenu(m_sourcesButton));
    bar->addWidget(m_sourcesButton);
    auto *follow = new QToolButton(logPane);
    follow->setText(tr("Follow"));
    follow->setCheckable(true);
    follow->setChecked(true);
    bar->addWidget(follow);
    auto *save = new QToolButton(logPane);
    save->setText(tr("Save..."));
    bar->addWidget(save);
    logLayout->addLayout(bar);
    m_logView = new LogView(logPane);
    m_logView->setBuffer(m_logBuffer);
    logLayout->addWidget(m_logView, 1);
    splitter->addWidget(m_charts);
    splitter->addWidget(logPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // Charts need room for their axes; the log reads fine in fewer lines.
    splitter->setSizes({600, 400});
    layout->addWidget(splitter);

    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_logView->matchingLineCount() > 0 && !m_logView->isSearching())
            m_logView->findNext();
    });
    connect(m_searchEdit, &QLineEdit::textChanged, this, &RunDashboard::applySearch);
    connect(m_taskFilter, &QComboBox::activated, this,
            [this](int index) { showOnlyTask(index - 1); });
    connect(m_regexBox, &QCheckBox::toggled, this, &RunDashboard::applySearch);
    connect(m_caseBox, &QCheckBox::toggled, this, &RunDashboard::applySearch);
    connect(next, &QToolButton::clicked, m_logView, &LogView::findNext);
    connect(previous, &QToolButton::clicked, m_logView, &LogView::findPrevious);
    connect(m_logView, &LogView::searchFinished, this, &RunDashboard::updateMatchLabel);
    connect(follow, &QToolButton::toggled, m_logView, &LogView::setFollowTail);
    connect(m_logView, &LogView::followTailChanged, follow, &QToolButton::setChecked);
    connect(save, &QToolButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Log"), QString(),
                                                          tr("Log files (*.log *.txt)"));
        if (!path.isEmpty())
            m_logView->saveToFile(path);
    });
    connect(m_logView, &LogView::saveFinished, this,
            [this](bool ok, const QString &path, const QString &error) {
                if (!ok)
                    QMessageBox::warning(this, tr("Save Log"),
                                         tr("Could not save %1: %2").arg(path, error));
            });
    rebuildSourceMenu();
}

RunDashboard::~RunDashboard() = default;

int RunDashboard::addSession(RunSession *session, const QString &label)
{
    const int run = m_metrics->addRun(label);
    m_feeds.append({session, label, -1});
    // Which task the charts read: the chief's summaries unless the job names another.
    showMetricsSource(session->taskNames().value(session->metricsTask()));
    for (const QString &task : session->taskNames())
        sourceFor(run, task);
    connect(session, &RunSession::linesReady, this,
            [this, run](const QList<Poolcraft::SessionLines> &lines) { onSessionLines(run, lines); });
    connect(session, &RunSession::metricsChanged, this,
            [this, run](int series, qsizetype first) { onSessionMetrics(run, series, first); });
    // Points the session already has (a dashboard opened on a running session).
    const QList<MetricRun> &runs = session->metricRuns();
    if (!runs.isEmpty())
        onSessionMetrics(run, int(runs.size() - 1), 0);
    return run;
}

void RunDashboard::onSessionLines(int run, const QList<Poolcraft::SessionLines> &lines)
{
    const RunFeed &feed = m_feeds.at(run);
    const QStringList tasks = feed.session ? feed.session->taskNames() : QStringList();
    for (const SessionLines &piece : lines) {
        appendLines(run, tasks.value(piece.task, QStringLiteral("task%1").arg(piece.task)),
                    piece.isStderr, piece.text, piece.filePath, piece.fileOffset);
    }
}

void RunDashboard::onSessionMetrics(int run, int series, qsizetype firstPoint)
{
    RunFeed &feed = m_feeds[run];
    if (!feed.session)
        return;
    const QList<MetricRun> &runs = feed.session->metricRuns();
    // A log whose epochs start again is a new training run: the charts follow the latest.
    if (series != runs.size() - 1)
        return;
    const bool replace = std::exchange(feed.shownSeries, series) != series;
    publishSeries(run, runs.at(series), replace, replace ? 0 : firstPoint);
}

void RunDashboard::publishSeries(int run, const MetricRun &series, bool replace,
                                 qsizetype firstPoint)
{
    qsizetype first = qBound<qsizetype>(0, firstPoint, series.points.size());
    // Points sharing the first one's x are published with it: the chart replaces by x.
    while (first > 0 && first < series.points.size()
           && series.points.at(first - 1).epoch == series.points.at(first).epoch)
        --first;
    if (first >= series.points.size() && !replace)
        return;
    for (const QString &name : series.metricNames()) {
        std::vector<QPointF> points;
        for (qsizetype i = first; i < series.points.size(); ++i) {
            const MetricPoint &point = series.points.at(i);
            if (series.has(point, name))
                points.emplace_back(point.epoch, series.value(point, name));
        }
        if (replace || first == 0)
            m_metrics->setPoints(run, name, points);
        else
            m_metrics->setPointsFrom(run, name, series.points.at(first).epoch, points);
    }
}

void RunDashboard::appendLines(int run, const QString &taskName, bool isStderr,
                               const QByteArray &text, const QString &filePath,
                               qint64 fileOffset)
{
    if (text.isEmpty())
        return;
    const int source = sourceFor(run, taskName);
    // Lines the history keeps are indexed in its file, not copied.
    if (fileOffset >= 0 && !filePath.isEmpty()) {
        if (!m_attachedFiles.contains(source) && m_logBuffer->attachSourceFile(source, filePath))
            m_attachedFiles.insert(source);
        if (m_attachedFiles.contains(source)) {
            m_logBuffer->appendIndexedBlock(source, isStderr, text, fileOffset);
            return;
        }
    }
    m_logBuffer->appendBlock(source, isStderr, text);
}

int RunDashboard::sourceFor(int run, const QString &taskName)
{
    const QString name = m_metrics->runCount() > 1 || run > 0
                             ? m_metrics->runLabel(run) + QLatin1Char('/') + taskName
                             : taskName;
    const int before = m_logBuffer->sourceCount();
    const int source = m_logBuffer->addSource(name);
    if (m_logBuffer->sourceCount() != before)
        rebuildSourceMenu();
    return source;
}

int RunDashboard::addPastRun(const HistoryStore &store, qint64 runId, const QString &label)
{
    const std::optional<RunRecord> record = store.run(runId);
    const QString runLabel = !label.isEmpty() ? label
                             : record ? tr("Run %1 (%2)").arg(runId).arg(historyStateText(record->state))
                                      : tr("Run %1").arg(runId);
    const int run = m_metrics->addRun(runLabel);
    m_feeds.append({nullptr, runLabel, -1});
    auto *reader = new PastRunReader(store.databasePath(), runId, this);
    m_loads.append(reader);
    auto taskNames = std::make_shared<QStringList>();
    connect(reader, &PastRunReader::recordRead, this,
            [this, run, taskNames](const RunRecord &, const QStringList &tasks) {
                *taskNames = tasks;
                for (const QString &task : tasks)
                    sourceFor(run, task);
            });
    connect(reader, &PastRunReader::metricsRead, this,
            [this, run](const QList<MetricRun> &metrics, const QString &metricsTask) {
                if (!metrics.isEmpty())
                    showMetricsSource(metricsTask);
                showPastMetrics(run, metrics);
            });
    connect(reader, &PastRunReader::linesRead, this,
            [this, run, taskNames](const QList<Poolcraft::SessionLines> &lines) {
                for (const SessionLines &piece : lines) {
                    appendLines(run, taskNames->value(piece.task), piece.isStderr, piece.text,
                                piece.filePath, piece.fileOffset);
                }
            });
    connect(reader, &PastRunReader::finished, this, [this, run, reader] {
        m_loads.removeOne(reader);
        reader->deleteLater();
        emit pastRunLoaded(run);
    });
    reader->start();
    return run;
}

// One run shown: its charts say whose output they read. Several: each is its own.
void RunDashboard::showMetricsSource(const QString &taskName)
{
    m_metricsSource->setText(tr("Charts: metrics printed by %1 (standard output and error)")
                                 .arg(taskName));
    m_metricsSource->setVisible(m_feeds.size() == 1 && !taskName.isEmpty());
}

void RunDashboard::showPastMetrics(int run, const QList<MetricRun> &metrics)
{
    if (metrics.isEmpty())
        return;
    m_feeds[run].shownSeries = int(metrics.size() - 1);
    publishSeries(run, metrics.last(), true, 0);
}

void RunDashboard::rebuildSourceMenu()
{
    QMenu *menu = m_sourcesButton->menu();
    menu->clear();
    QAction *out = menu->addAction(tr("Standard output"));
    QAction *err = menu->addAction(tr("Standard error"));
    out->setCheckable(true);
    out->setChecked(m_logView->isStdoutVisible());
    err->setCheckable(true);
    err->setChecked(m_logView->isStderrVisible());
    for (QAction *action : {out, err}) {
        connect(action, &QAction::toggled, this, [this, out, err] {
            m_logView->setStreamsVisible(out->isChecked(), err->isChecked());
        });
    }
    menu->addSeparator();
    for (int source = 0; source < m_logBuffer->sourceCount(); ++source) {
        QAction *action = menu->addAction(m_logBuffer->sourceName(source));
        action->setCheckable(true);
        action->setChecked(m_logView->isSourceVisible(source));
        connect(action, &QAction::toggled, this, [this, source](bool visible) {
            m_logView->setSourceVisible(source, visible);
            syncTaskFilter();
        });
    }
    syncTaskFilter();
}

void RunDashboard::showOnlyTask(int source)
{
    for (int each = 0; each < m_logBuffer->sourceCount(); ++each)
        m_logView->setSourceVisible(each, source < 0 || each == source);
    rebuildSourceMenu();
}

void RunDashboard::syncTaskFilter()
{
    const QSignalBlocker blocker(m_taskFilter);
    m_taskFilter->clear();
    m_taskFilter->addItem(tr("All tasks"));
    QList<int> shown;
    for (int source = 0; source < m_logBuffer->sourceCount(); ++source) {
        m_taskFilter->addItem(m_logBuffer->sourceName(source));
        if (m_logView->isSourceVisible(source))
            shown << source;
    }
    if (shown.size() == m_logBuffer->sourceCount())
        m_taskFilter->setCurrentIndex(0);
    else
        m_taskFilter->setCurrentIndex(shown.size() == 1 ? shown.first() + 1 : -1);
}

void RunDashboard::applySearch()
{
    const QString pattern = m_searchEdit->text();
    if (pattern.isEmpty()) {
        m_logView->clearSearch();
        m_matchLabel->clear();
        return;
    }
    m_logView->setSearch(pattern, m_regexBox->isChecked() ? LogMatcher::Mode::RegularExpression
                                                          : LogMatcher::Mode::PlainText,
                         m_caseBox->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive);
    m_matchLabel->setText(m_logView->searchError().isEmpty() ? tr("Searching...")
                                                             : m_logView->searchError());
}

void RunDashboard::updateMatchLabel()
{
    if (!m_logView->searchError().isEmpty())
        m_matchLabel->setText(m_logView->searchError());
    else
        m_matchLabel->setText(tr("%n matching line(s)", nullptr,
                                 int(std::min<qint64>(m_logView->matchingLineCount(), INT_MAX))));
}

} // namespace Poolcraft
