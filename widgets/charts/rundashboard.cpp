#include "rundashboard.h"

#include "metricchartspanel.h"
#include "metricseriesset.h"

#include "app/history/historystore.h"
#include "app/history/runrecorder.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/logview/logview.h"

#include <QCheckBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace Poolcraft {

namespace {
constexpr int StdoutKey = 0;
constexpr int StderrKey = 1;
} // namespace

RunDashboard::RunDashboard(QWidget *parent)
    : QWidget(parent)
    , m_metrics(new MetricSeriesSet(this))
    , m_logBuffer(new LogBuffer(this))
{
    auto *layout = new QVBoxLayout(this);
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

RunDashboard::~RunDashboard()
{
    qDeleteAll(m_feeds);
}

int RunDashboard::addLiveRun(LocalRunner *runner, const QString &label, RunRecorder *recorder)
{
    const int run = m_metrics->addRun(label);
    auto *feed = new RunFeed;
    feed->runner = runner;
    feed->label = label;
    for (const ReplicaPlan &replica : runner->plan().replicas)
        feed->taskNames.append(replica.taskName);
    m_feeds.append(feed);
    for (const QString &task : std::as_const(feed->taskNames))
        sourceFor(run, task);
    connect(runner, &LocalRunner::finished, this, [this, run] { finishOutput(run); });
    if (recorder) {
        feed->recorder = recorder;
        connect(recorder, &RunRecorder::linesStored, this,
                [this, run](int replica, bool isStderr, const QByteArray &text, qint64 offset,
                            const QString &filePath) {
                    RunFeed *feed = m_feeds.value(run);
                    if (feed)
                        appendStoredLines(run, feed->taskNames.value(replica), isStderr, text,
                                          offset, filePath, true);
                });
        return run;
    }
    const quint64 generation = runner->generation();
    connect(runner, &LocalRunner::outputReady, this,
            [this, run, generation](const QList<Poolcraft::OutputChunk> &chunks) {
                // A restarted runner's output belongs to another run.
                QList<OutputChunk> current;
                for (const OutputChunk &chunk : chunks) {
                    if (chunk.generation == generation)
                        current.append(chunk);
                }
                onRunnerOutput(run, current);
            });
    return run;
}

int RunDashboard::addRun(const QString &label)
{
    const int run = m_metrics->addRun(label);
    while (m_feeds.size() <= run)
        m_feeds.append(new RunFeed);
    m_feeds[run]->label = label;
    return run;
}

void RunDashboard::onRunnerOutput(int run, const QList<Poolcraft::OutputChunk> &chunks)
{
    RunFeed *feed = m_feeds.value(run);
    if (!feed)
        return;
    for (const OutputChunk &chunk : chunks) {
        const QString task = feed->taskNames.value(chunk.replica,
                                                   QStringLiteral("replica%1").arg(chunk.replica));
        appendOutput(run, task, chunk.stream == OutputStream::Stderr, chunk.data);
    }
}

void RunDashboard::appendOutput(int run, const QString &taskName, bool isStderr,
                                QByteArrayView data)
{
    while (m_feeds.size() <= run)
        m_feeds.append(new RunFeed);
    RunFeed *feed = m_feeds[run];
    if (!feed->taskNames.contains(taskName))
        feed->taskNames.append(taskName);
    const int key = int(feed->taskNames.indexOf(taskName)) * 2
                    + (isStderr ? StderrKey : StdoutKey);
    appendLines(run, taskName, isStderr, feed->splitter.feed(key, data));
}

void RunDashboard::finishOutput(int run)
{
    RunFeed *feed = m_feeds.value(run);
    if (!feed)
        return;
    for (int key : feed->splitter.streamsWithPendingText()) {
        appendLines(run, feed->taskNames.value(key / 2), key % 2 == StderrKey,
                    feed->splitter.flush(key));
    }
    for (const QString &task : std::as_const(feed->taskNames))
        publishMetrics(run, task, true);
}

void RunDashboard::extractMetrics(int run, const QString &taskName, QByteArrayView line)
{
    // The chief's summary lines feed the charts; other replicas repeat the same numbers.
    if (taskName.startsWith(QLatin1String("workerpool"))
        && !taskName.startsWith(QLatin1String("workerpool0-"))) {
        return;
    }
    RunFeed *feed = m_feeds.value(run);
    if (!feed)
        return;
    std::unique_ptr<TaskMetrics> &metrics = feed->metrics[taskName];
    if (!metrics)
        metrics = std::make_unique<TaskMetrics>();
    TaskMetrics *task = metrics.get();
    const auto sink = [task](const LogLine &assembled) {
        task->extractor.addLine(QByteArrayView(assembled.text));
    };
    task->assembler.feed(line, sink);
    task->assembler.feed(QByteArrayView("\n", 1), sink);
}

void RunDashboard::publishMetrics(int run, const QString &taskName, bool finished)
{
    RunFeed *feed = m_feeds.value(run);
    if (!feed)
        return;
    const auto found = feed->metrics.find(taskName);
    if (found == feed->metrics.end())
        return;
    TaskMetrics &task = *found->second;
    if (finished) {
        task.assembler.finish([&task](const LogLine &assembled) {
            task.extractor.addLine(QByteArrayView(assembled.text));
        });
    }
    const QList<MetricUpdate> updates = task.extractor.takeUpdates();
    if (updates.isEmpty() && !finished)
        return;
    const QList<MetricRun> &runs = task.extractor.runs();
    if (runs.isEmpty())
        return;
    // A log whose epochs start again is a new training run: the charts follow the latest.
    const bool newRun = runs.size() != task.extractorRuns;
    if (newRun) {
        task.extractorRuns = runs.size();
        task.recordedPoints = 0;
    }
    const MetricRun &latest = runs.last();
    // Only the points the extractor changed are published: a long live run costs the chart
    // what arrived, not its whole history.
    qsizetype first = newRun ? 0 : latest.points.size();
    for (const MetricUpdate &update : updates) {
        if (update.run == runs.size() - 1)
            first = std::min<qsizetype>(first, update.point);
    }
    // Points sharing the first one's epoch are published with it: the chart replaces by epoch.
    while (first > 0 && first < latest.points.size()
           && latest.points.at(first - 1).epoch == latest.points.at(first).epoch)
        --first;
    for (const QString &name : first < latest.points.size() ? latest.metricNames()
                                                            : QStringList()) {
        std::vector<QPointF> points;
        for (qsizetype i = first; i < latest.points.size(); ++i) {
            const MetricPoint &point = latest.points.at(i);
            if (latest.has(point, name))
                points.emplace_back(point.epoch, latest.value(point, name));
        }
        if (first == 0)
            m_metrics->setPoints(run, name, points);
        else
            m_metrics->setPointsFrom(run, name, latest.points.at(first).epoch, points);
    }
    if (!feed->recorder)
        return;
    // Only finished epochs go into the history, unless the run itself has ended.
    const int replica = int(feed->taskNames.indexOf(taskName));
    while (task.recordedPoints < latest.points.size()) {
        const MetricPoint &point = latest.points.at(task.recordedPoints);
        if (!point.complete && !finished)
            break;
        for (const MetricValue &value : latest.values(point))
            feed->recorder->recordMetric(replica, int(point.epoch), value.name, value.value);
        ++task.recordedPoints;
    }
}

void RunDashboard::appendLines(int run, const QString &taskName, bool isStderr,
                               const QList<QByteArray> &lines)
{
    if (lines.isEmpty())
        return;
    const int source = sourceFor(run, taskName);
    QByteArray block;
    for (const QByteArray &line : lines) {
        block += line;
        block += '\n';
        extractMetrics(run, taskName, line);
    }
    m_logBuffer->appendBlock(source, isStderr, block);
    publishMetrics(run, taskName, false);
}

void RunDashboard::appendStoredLines(int run, const QString &taskName, bool isStderr,
                                     const QByteArray &text, qint64 offset,
                                     const QString &filePath, bool findMetrics)
{
    const int source = sourceFor(run, taskName);
    if (!m_attachedFiles.contains(source)) {
        if (!m_logBuffer->attachSourceFile(source, filePath))
            return;
        m_attachedFiles.insert(source);
    }
    m_logBuffer->appendIndexedBlock(source, isStderr, text, offset);
    if (!findMetrics)
        return;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype feed = text.indexOf('\n', start);
        if (feed < 0)
            feed = text.size();
        extractMetrics(run, taskName, QByteArrayView(text).sliced(start, feed - start));
        start = feed + 1;
    }
    publishMetrics(run, taskName, false);
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
                             : record         ? tr("Run %1 (%2)").arg(runId).arg(record->state)
                                              : tr("Run %1").arg(runId);
    const int run = m_metrics->addRun(runLabel);
    m_feeds.append(new RunFeed);
    m_feeds.last()->label = runLabel;
    // Metric points the history kept are the truth; lines are read for them only when the
    // run kept none (recorded by an older Poolcraft or without a dashboard).
    const QList<MetricPointRecord> storedPoints = store.metricPoints(runId);
    for (const ReplicaRecord &replica : store.replicas(runId)) {
        // The history's file is indexed where it lies: a past run's log costs no copy.
        const QString path = store.logFilePath(replica.id);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        for (const LogBatchRecord &batch : store.logBatches(replica.id)) {
            if (!file.seek(batch.byteOffset))
                break;
            const QByteArray text = file.read(batch.byteLength);
            appendStoredLines(run, replica.taskName, batch.stream == LogStream::Stderr, text,
                              batch.byteOffset, path, storedPoints.isEmpty());
        }
    }
    QMap<QString, QList<QPointF>> points;
    for (const MetricPointRecord &point : storedPoints)
        points[point.name].append(QPointF(point.epoch, point.value));
    for (auto it = points.cbegin(); it != points.cend(); ++it)
        m_metrics->addPoints(run, it.key(), it.value());
    return run;
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
        });
    }
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
