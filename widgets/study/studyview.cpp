#include "studyview.h"

#include "app/cloud/vertexjobsource.h"
#include "app/document/jobeditdocument.h"
#include "app/history/historystore.h"
#include "app/history/studystore.h"
#include "app/launch/launchplan.h"
#include "app/study/studyrunner.h"
#include "models/search/trialtablemodel.h"
#include "widgets/study/parallelcoordinates.h"
#include "widgets/study/trialcurveschart.h"
#include "widgets/study/trialslicechart.h"
#include "widgets/study/trialmetricchart.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <functional>

namespace Poolcraft {

namespace {

// Sorts by the model's EditRole values (numbers as numbers) and keeps only the rows the
// text filter and the brushes both accept.
class TrialFilterProxy : public QSortFilterProxyModel
{
public:
    TrialFilterProxy(std::function<bool(int)> accepts, QObject *parent)
        : QSortFilterProxyModel(parent), m_accepts(std::move(accepts))
    {
        setSortRole(Qt::EditRole);
        setFilterKeyColumn(-1);
        setFilterCaseSensitivity(Qt::CaseInsensitive);
    }
    void refilter() { invalidateRowsFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        return m_accepts(row) && QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }

private:
    std::function<bool(int)> m_accepts;
};

QString clockText(qint64 seconds)
{
    return QStringLiteral("%1:%2").arg(seconds / 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

StudyView::StudyView(JobEditDocument *document, HistoryStore *history, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_history(history)
    , m_model(new TrialTableModel(this))
    , m_clock(new QTimer(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_runButton = new QPushButton(tr("Run study"), this);
    m_runButton->setToolTip(tr("Run the study's trials on this machine, each a full local job."));
    m_stopButton = new QPushButton(tr("Stop"), this);
    m_resumeButton = new QPushButton(tr("Resume"), this);
    m_resumeButton->setToolTip(tr("Go on with the stopped study: finished trials are kept, "
                                  "interrupted ones run again."));
    m_exportButton = new QPushButton(tr("Export CSV…"), this);
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter trials"));
    m_filter->setClearButtonEnabled(true);
    for (QWidget *widget : {static_cast<QWidget *>(m_runButton), static_cast<QWidget *>(m_stopButton),
                            static_cast<QWidget *>(m_resumeButton),
                            static_cast<QWidget *>(m_exportButton), static_cast<QWidget *>(m_filter)})
        bar->addWidget(widget);
    layout->addLayout(bar);
    m_progress = new QLabel(this);
    m_progress->setObjectName(QStringLiteral("studyProgress"));
    layout->addWidget(m_progress);

    m_coordinates = new ParallelCoordinates(m_model, this);
    m_proxy = new TrialFilterProxy([this](int row) { return m_coordinates->accepts(row); }, this);
    m_proxy->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("trialTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(0, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Columns fit the rows on screen, not all 10 000: a trial update measures a page.
    m_table->horizontalHeader()->setResizeContentsPrecision(0);
    m_table->setMinimumWidth(260);
    m_chart = new TrialMetricChart(m_model, this);
    m_curves = new TrialCurvesChart(m_model, this);
    m_slices = new TrialSliceChart(m_model, this);

    // The table beside the plots, so that it shows whole rows, many of them, at any window
    // height; the plots one at a time, each with the room its axes and legend need (a Study
    // tab shares a 768-pixel screen with the menus, the preview and the diagnostics).
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    split->addWidget(m_table);
    m_plots = new QTabWidget(split);
    m_plots->setObjectName(QStringLiteral("studyPlots"));
    m_plots->setDocumentMode(true);
    m_plots->addTab(m_chart, tr("Metric per trial"));
    m_plots->addTab(m_coordinates, tr("Parallel coordinates"));
    m_plots->addTab(m_curves, tr("Intermediate values"));
    m_plots->addTab(m_slices, tr("Slice"));
    for (int i = 0; i < m_plots->count(); ++i)
        m_plots->widget(i)->setMinimumSize(300, 180);
    split->addWidget(m_plots);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    connect(m_runButton, &QPushButton::clicked, this, &StudyView::runStudy);
    connect(m_stopButton, &QPushButton::clicked, this, &StudyView::stop);
    connect(m_resumeButton, &QPushButton::clicked, this, &StudyView::resume);
    connect(m_exportButton, &QPushButton::clicked, this, &StudyView::exportCsv);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_coordinates, &ParallelCoordinates::brushChanged, this,
            [this] { static_cast<TrialFilterProxy *>(m_proxy)->refilter(); });
    connect(m_coordinates, &ParallelCoordinates::rowClicked, this, &StudyView::selectRow);
    connect(m_chart, &TrialMetricChart::rowClicked, this, &StudyView::selectRow);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        const int row = currentRow();
        m_chart->setCurrentRow(row);
        m_coordinates->setCurrentRow(row);
        m_curves->setCurrentRow(row);
    });
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const qint64 runId = m_proxy->data(index, TrialTableModel::RunIdRole).toLongLong();
        if (runId > 0)
            emit runRequested(runId);
    });
    // Elapsed time and the estimate move on between trial updates.
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &StudyView::updateProgress);
    connect(m_document, &JobEditDocument::fileNameChanged, this, &StudyView::updateButtons);
    updateButtons();
    updateProgress();
}

StudyView::~StudyView() = default;

void StudyView::forgetStudy()
{
    if (m_cloudJob)
        disconnect(m_cloudJob, nullptr, this, nullptr);
    m_cloudJob = nullptr;
    delete m_runner;
    m_runner = nullptr;
}

StudyRunner *StudyView::newRunner()
{
    forgetStudy();
    m_runner = new StudyRunner(m_history && m_history->isOpen() ? m_history : nullptr, this);
    connect(m_runner, &StudyRunner::trialAdded, this, [this](int index) {
        m_model->setTrial(index, m_runner->trials().at(index));
        updateProgress();
    });
    connect(m_runner, &StudyRunner::trialChanged, this, [this](int index) {
        m_model->setTrial(index, m_runner->trials().at(index));
        updateProgress();
    });
    connect(m_runner, &StudyRunner::finished, this, [this](const QString &state) {
        m_stoppedStudy = state == QLatin1String(StudyStateName::Stopped) ? m_runner->studyId()
                                                                          : QString();
        m_clock->stop();
        updateButtons();
        updateProgress();
    });
    return m_runner;
}

bool StudyView::runStudy()
{
    if (m_runner && m_runner->isActive())
        return false;
    const JobDocument &job = m_document->job();
    if (!job.study) {
        m_progress->setText(tr("The job has no study: turn it on above."));
        return false;
    }
    StudyRunner *runner = newRunner();
    const QString runs = m_history && m_history->isOpen()
                             ? m_history->runsDirectory()
                             : temporaryRunsFolder();
    const quint64 seed = m_seed.value_or(QRandomGenerator::system()->generate64() >> 1);
    if (!runner->start({job, sourceFile(), {}, seed, runs})) {
        m_progress->setText(runner->errorString());
        return false;
    }
    m_model->setStudy(runner->study(), runner->metricId());
    m_coordinates->clearBrushes();
    m_clock->start();
    updateButtons();
    updateProgress();
    return true;
}

void StudyView::stop()
{
    if (m_runner)
        m_runner->stop();
}

QString StudyView::sourceFile() const
{
    return m_document->fileName().isEmpty() ? QString()
                                            : QFileInfo(m_document->fileName()).absoluteFilePath();
}

QString StudyView::resumableStudy() const
{
    if (!m_stoppedStudy.isEmpty())
        return m_stoppedStudy;
    // A study of this file stopped in an earlier session, or cut off by the app ending.
    if (!m_history || !m_history->isOpen() || sourceFile().isEmpty())
        return {};
    for (const StudyRecord &study : StudyStore(*m_history).studies()) {
        if (study.sourceFile == sourceFile()
            && (study.state == QLatin1String(StudyStateName::Stopped)
                || study.state == QLatin1String(StudyStateName::Active))) {
            return study.id;
        }
    }
    return {};
}

bool StudyView::resume()
{
    const QString studyId = resumableStudy();
    if (studyId.isEmpty() || (m_runner && m_runner->isActive()))
        return false;
    StudyRunner *runner = newRunner();
    if (!runner->resume(studyId, m_history->runsDirectory())) {
        m_progress->setText(runner->errorString());
        return false;
    }
    m_model->setStudy(runner->study(), runner->metricId());
    m_model->setTrials(runner->trials());
    m_clock->start();
    updateButtons();
    updateProgress();
    return true;
}

bool StudyView::followTuningJob(VertexJobSource *job)
{
    if (!job || !job->isTuningJob() || (m_runner && m_runner->isActive()))
        return false;
    forgetStudy();
    m_cloudJob = job;
    const StudySpec study = job->study();
    m_model->setStudy(study, study.metricId);
    m_model->setTrials(job->trials());
    m_coordinates->clearBrushes();
    connect(job, &VertexJobSource::trialsChanged, this, &StudyView::showCloudTrials);
    connect(job, &RunSource::finished, this, [this] {
        m_clock->stop();
        updateProgress();
    });
    m_clock->start();
    updateButtons();
    updateProgress();
    return true;
}

// Trials are only ever added or changed in place: one row's signals each, not a reset.
void StudyView::showCloudTrials()
{
    const QList<Trial> trials = m_cloudJob->trials();
    if (trials.size() < m_model->rowCount()) {
        m_model->setTrials(trials);
    } else {
        for (int row = 0; row < trials.size(); ++row) {
            if (row >= m_model->rowCount() || !(m_model->trial(row) == trials.at(row)))
                m_model->setTrial(row, trials.at(row));
        }
    }
    updateProgress();
}

int StudyView::currentRow() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

void StudyView::selectRow(int row)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

QByteArray StudyView::csv() const
{
    return trialsCsv(*m_model);
}

void StudyView::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export trials"),
                                                      QStringLiteral("trials.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv()) < 0)
        m_progress->setText(tr("Cannot write %1").arg(path));
}

void StudyView::updateButtons()
{
    const bool active = m_runner && m_runner->isActive();
    m_runButton->setEnabled(!active);
    m_stopButton->setEnabled(active);
    m_resumeButton->setEnabled(!active && !resumableStudy().isEmpty());
}

void StudyView::updateProgress()
{
    if (m_cloudJob) {
        const QList<Trial> &trials = m_model->trials();
        const int running = int(std::count_if(trials.begin(), trials.end(), [](const Trial &t) {
            return t.state == TrialState::Active || t.state == TrialState::Stopping;
        }));
        const Run *run = m_cloudJob->run();
        const bool active = m_cloudJob->isActive();
        QString text = tr("Vertex AI tuning job %1: ").arg(m_cloudJob->job().value(
                                                          QStringLiteral("displayName")).toString())
                       + progressText(trials, m_model->study(), running, active);
        if (run)
            text += QStringLiteral(" — ") + runStateName(run->state());
        m_progress->setText(text);
        return;
    }
    if (!m_runner) {
        m_progress->setText(tr("No study run yet."));
        return;
    }
    QString text = progressText(m_runner->trials(), m_runner->study(), m_runner->runningCount(),
                                m_runner->isActive());
    if (!m_runner->isActive())
        text += QStringLiteral(" — ") + tr("study %1").arg(m_runner->state());
    m_progress->setText(text);
}

QString StudyView::progressText(const QList<Trial> &trials, const StudySpec &study, int running,
                                bool active)
{
    int done = 0;
    int failed = 0;
    double doneSeconds = 0;
    QDateTime first;
    for (const Trial &trial : trials) {
        if (trial.startTime.isValid() && (!first.isValid() || trial.startTime < first))
            first = trial.startTime;
        if (trial.isDone()) {
            ++done;
            doneSeconds += trial.durationSeconds();
        }
        if (trial.state == TrialState::Infeasible)
            ++failed;
    }
    const int total = study.maxTrialCount;
    const qint64 elapsed = first.isValid() ? first.secsTo(QDateTime::currentDateTimeUtc()) : 0;
    QString text = tr("%1 / %2 trials done, %3 running, %4 failed, %5 elapsed")
                       .arg(done)
                       .arg(total)
                       .arg(running)
                       .arg(failed)
                       .arg(clockText(elapsed));
    if (active && done > 0 && done < total) {
        // The mean trial so far, for the trials left, as many at once as the study runs.
        const double left = doneSeconds / done * (total - done)
                            / std::max(1, study.parallelTrialCount);
        text += tr(", about %1 left").arg(clockText(qint64(left)));
    }
    return text;
}

} // namespace Poolcraft
