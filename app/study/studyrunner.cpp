#include "studyrunner.h"

#include "app/history/historystore.h"
#include "app/launch/launchplan.h"
#include "app/launch/localrunner.h"
#include "app/session/runsession.h"
#include "models/formats/format.h"
#include "models/formats/jobfile.h"
#include "models/search/medianstopping.h"
#include "models/search/suggester.h"
#include "models/search/trialmetrics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTimer>
#include <QUuid>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class StudyRunnerMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::StudyRunner)
};

} // namespace

StudyRunner::StudyRunner(HistoryStore *history, QObject *parent)
    : QObject(parent)
    , m_history(history)
{
    if (m_history)
        m_store.emplace(*m_history);
}

StudyRunner::~StudyRunner()
{
    if (m_active)
        stopNow();
}

QString StudyRunner::metricId() const
{
    return m_study.metricId.isEmpty() ? QString::fromLatin1(DefaultHypertuneMetric)
                                      : m_study.metricId;
}

bool StudyRunner::begin(const JobDocument &job)
{
    if (!job.study) {
        m_error = StudyRunnerMessages::tr("the job has no study");
        return false;
    }
    m_study = *job.study;
    m_setup.job = job;
    m_suggester = makeSuggester(m_study, m_setup.seed);
    m_active = true;
    m_stopping = m_failing = m_exhausted = false;
    m_state = QString::fromLatin1(StudyStateName::Active);
    return true;
}

bool StudyRunner::start(const Setup &setup)
{
    if (m_active)
        return false;
    m_setup = setup;
    m_trials.clear();
    m_rerun.clear();
    if (!begin(setup.job)) {
        m_active = false;
        return false;
    }
    m_studyId = QStringLiteral("study-%1-%2")
                    .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss")),
                         QUuid::createUuid().toString(QUuid::Id128).left(6));
    if (m_store) {
        StudyRecord record;
        record.id = m_studyId;
        record.jobDocument = QString::fromUtf8(writeJob(setup.job, Format::PoolcraftDocument));
        record.sourceFile = setup.sourceFile;
        record.commandOverride = setup.commandOverride;
        record.seed = setup.seed;
        record.state = m_state;
        record.created = QDateTime::currentDateTimeUtc();
        if (!m_store->addStudy(record)) {
            m_error = StudyRunnerMessages::tr("cannot keep the study in the history");
            m_active = false;
            return false;
        }
    }
    QTimer::singleShot(0, this, &StudyRunner::fill);
    return true;
}

bool StudyRunner::resume(const QString &studyId, const QString &runsFolder)
{
    if (m_active)
        return false;
    const std::optional<StudyRecord> record = m_store ? m_store->study(studyId) : std::nullopt;
    if (!record) {
        m_error = StudyRunnerMessages::tr("no study %1 in the history").arg(studyId);
        return false;
    }
    const ReadResult read = readJobData(record->jobDocument.toUtf8(), record->sourceFile,
                                        Format::PoolcraftDocument);
    if (!read.ok) {
        m_error = StudyRunnerMessages::tr("the study's job document cannot be read");
        return false;
    }
    m_setup = {read.document, record->sourceFile, record->commandOverride, record->seed,
               runsFolder};
    m_studyId = studyId;
    if (!begin(read.document))
        return false;
    m_trials = m_store->trials(studyId);
    m_rerun.clear();
    for (int i = 0; i < m_trials.size(); ++i) {
        Trial &trial = m_trials[i];
        if (trial.isDone())
            continue;
        // Cut off mid-run: what it reported belonged to a job that did not finish.
        trial = Trial{trial.id, TrialState::Requested, trial.parameters};
        m_rerun << i;
        save(i);
    }
    m_store->setStudyState(m_studyId, m_state);
    QTimer::singleShot(0, this, &StudyRunner::fill);
    return true;
}

void StudyRunner::stop()
{
    if (!m_active)
        return;
    m_stopping = true;
    for (auto &[id, live] : m_live)
        live.session->stop();
    if (m_live.empty())
        finishStudy();
}

void StudyRunner::stopNow()
{
    if (!m_active)
        return;
    m_stopping = true;
    for (auto &[id, live] : m_live)
        live.session->stopNow();
    // stopNow() delivers finished() before it returns; whatever did not is ended here.
    while (!m_live.empty())
        onTrialFinished(indexOf(m_live.begin()->first));
    if (m_active)
        finishStudy();
}

RunSession *StudyRunner::session(const QString &trialId) const
{
    const auto found = m_live.find(trialId);
    return found == m_live.end() ? nullptr : found->second.session.get();
}

int StudyRunner::runningCount() const
{
    return int(m_live.size());
}

int StudyRunner::failedCount() const
{
    return int(std::count_if(m_trials.begin(), m_trials.end(), [](const Trial &trial) {
        return trial.state == TrialState::Infeasible;
    }));
}

bool StudyRunner::tooManyFailed() const
{
    // 0 is Vertex's "the service decides": here, the study goes on until every trial ran.
    return m_study.maxFailedTrialCount > 0 && failedCount() > m_study.maxFailedTrialCount;
}

int StudyRunner::indexOf(const QString &trialId) const
{
    for (int i = 0; i < m_trials.size(); ++i) {
        if (m_trials.at(i).id == trialId)
            return i;
    }
    return -1;
}

void StudyRunner::fill()
{
    if (!m_active)
        return;
    const int parallel = qMax(1, m_study.parallelTrialCount);
    while (!m_stopping && int(m_live.size()) < parallel) {
        if (tooManyFailed()) {
            m_failing = true;
            break;
        }
        if (!m_rerun.isEmpty()) {
            startTrial(m_rerun.takeFirst());
            continue;
        }
        if (m_exhausted || m_trials.size() >= m_study.maxTrialCount)
            break;
        SearchState state;
        state.trialCount = int(m_trials.size());
        for (const Trial &trial : std::as_const(m_trials)) {
            if (trial.state == TrialState::Succeeded && trial.finalMeasurement)
                state.completed << Observation{trial.parameters, trial.finalMeasurement->value};
            else if (!trial.isDone())
                state.pending << trial.parameters;
        }
        const std::optional<ParameterAssignment> next = m_suggester->suggest(state);
        if (!next) {
            m_exhausted = true;
            break;
        }
        Trial trial;
        trial.id = QString::number(m_trials.size() + 1);
        trial.parameters = *next;
        m_trials << trial;
        const int index = int(m_trials.size()) - 1;
        save(index);
        emit trialAdded(index);
        startTrial(index);
    }
    if (m_live.empty())
        finishStudy();
}

void StudyRunner::startTrial(int index)
{
    Trial &trial = m_trials[index];
    LaunchOptions options = localLaunchOptions(m_setup.sourceFile,
                                               makeRunDirectory(m_setup.runsFolder));
    options.commandOverride = m_setup.commandOverride;
    options.extraArgs = parameterArguments(trial.parameters);
    options.trialId = trial.id;
    const LaunchPlan plan = makeLaunchPlan(m_setup.job, options);

    trial.state = TrialState::Active;
    trial.startTime = QDateTime::currentDateTimeUtc();
    LiveTrial live;
    live.runner = std::make_unique<LocalRunner>();
    live.runner->setPlan(plan);
    live.session = std::make_unique<RunSession>(live.runner.get(), m_history);
    RunSession *session = live.session.get();
    RunSpec spec;
    spec.jobDocument = QString::fromUtf8(writeJob(m_setup.job, Format::PoolcraftDocument));
    spec.sourceFile = m_setup.sourceFile;
    spec.studyId = m_studyId;
    spec.trialId = trial.id;
    session->setRunSpec(spec);
    session->setMetricsTask(m_setup.job.metricsTask);
    const QString id = trial.id;
    connect(session, &RunSession::hypertuneChanged, this,
            [this, id] { updateMeasurements(indexOf(id)); });
    connect(session, &RunSession::metricsChanged, this,
            [this, id] { updateMeasurements(indexOf(id)); });
    connect(session, &RunSession::finished, this, [this, id] {
        // Not inside the session's own signal: ending the trial deletes the session.
        QTimer::singleShot(0, this, [this, id] {
            if (m_live.count(id))
                onTrialFinished(indexOf(id));
        });
    });
    if (!plan.canStart() || !session->start()) {
        trial.runId = session->runId();
        QString reason = session->whyNotStarted();
        for (const Diagnostic &diagnostic : plan.diagnostics) {
            if (diagnostic.severity == Severity::Error)
                reason = diagnostic.message;
        }
        endTrial(index, TrialState::Infeasible,
                 StudyRunnerMessages::tr("the trial's job could not start: %1").arg(reason));
        return;
    }
    trial.runId = session->runId();
    m_live.emplace(id, std::move(live));
    save(index);
    emit trialChanged(index);
    emit trialSessionStarted(id, session);
}

void StudyRunner::updateMeasurements(int index)
{
    const auto found = index >= 0 ? m_live.find(m_trials.at(index).id) : m_live.end();
    if (found == m_live.end())
        return;
    const RunSession &session = *found->second.session;
    // The hypertune file when the trainer writes one, else the chief's log.
    QList<Measurement> measurements = metricMeasurements(session.hypertuneRuns(), metricId());
    if (measurements.isEmpty())
        measurements = metricMeasurements(session.metricRuns(), metricId());
    Trial &trial = m_trials[index];
    const double elapsed = trial.durationSeconds();
    for (int i = 0; i < measurements.size(); ++i) {
        // A report keeps the time it was first seen at.
        measurements[i].elapsedSeconds = i < trial.measurements.size()
                                                  && trial.measurements.at(i).stepCount
                                                         == measurements.at(i).stepCount
                                              ? trial.measurements.at(i).elapsedSeconds
                                              : elapsed;
    }
    if (measurements == trial.measurements)
        return;
    trial.measurements = measurements;
    save(index);
    emit trialChanged(index);
    checkEarlyStopping(index);
}

void StudyRunner::checkEarlyStopping(int index)
{
    Trial &trial = m_trials[index];
    if (!m_study.enableEarlyStopping || trial.stoppedEarly || trial.state != TrialState::Active)
        return;
    QList<QList<Measurement>> completed;
    for (const Trial &other : std::as_const(m_trials)) {
        if (other.state == TrialState::Succeeded && !other.measurements.isEmpty())
            completed << other.measurements;
    }
    if (!MedianStoppingRule(m_study.goal).shouldStop(trial.measurements, completed))
        return;
    trial.stoppedEarly = true;
    trial.state = TrialState::Stopping;
    save(index);
    emit trialChanged(index);
    if (RunSession *live = session(trial.id))
        live->stop();
}

void StudyRunner::onTrialFinished(int index)
{
    const QString id = m_trials.at(index).id;
    const auto found = m_live.find(id);
    if (found == m_live.end())
        return;
    updateMeasurements(index);
    const Run *run = found->second.runner->run();
    const RunState runState = run ? run->state() : RunState::Failed;
    const QString message = run ? run->message() : QString();
    Trial &trial = m_trials[index];
    trial.finalMeasurement = finalMeasurement(trial.measurements, m_study.measurementSelection,
                                              m_study.goal);
    if (trial.stoppedEarly) {
        if (trial.finalMeasurement)
            endTrial(index, TrialState::Succeeded);
        else
            endTrial(index, TrialState::Infeasible, StudyRunnerMessages::tr("stopped early before any report"));
    } else if (runState == RunState::Succeeded) {
        if (trial.finalMeasurement)
            endTrial(index, TrialState::Succeeded);
        else
            endTrial(index, TrialState::Infeasible,
                     StudyRunnerMessages::tr("the trial reported no %1 (hypertune file or log)").arg(metricId()));
    } else if (m_failing) {
        endTrial(index, TrialState::Infeasible, StudyRunnerMessages::tr("stopped: too many trials failed"));
    } else if (m_stopping) {
        // Stopped with the study: run again when it resumes.
        trial = Trial{trial.id, TrialState::Requested, trial.parameters};
        trial.runId = 0;
        save(index);
        emit trialChanged(index);
    } else {
        endTrial(index, TrialState::Infeasible,
                 message.isEmpty() ? StudyRunnerMessages::tr("the trial's job %1").arg(runStateName(runState))
                                   : message);
    }
    // The session ends after its last signal; this is called from a queued call or stopNow().
    LiveTrial ended = std::move(found->second);
    m_live.erase(found);
    ended.session.reset();
    ended.runner.reset();

    if (!m_failing && tooManyFailed()) {
        m_failing = true;
        m_stopping = true;
        for (auto &[otherId, live] : m_live)
            live.session->stop();
    }
    fill();
}

void StudyRunner::endTrial(int index, TrialState state, const QString &reason)
{
    Trial &trial = m_trials[index];
    trial.state = state;
    trial.infeasibleReason = state == TrialState::Infeasible ? reason : QString();
    trial.endTime = QDateTime::currentDateTimeUtc();
    if (state == TrialState::Infeasible)
        trial.finalMeasurement.reset();
    save(index);
    emit trialChanged(index);
}

void StudyRunner::finishStudy()
{
    if (!m_active || !m_live.empty())
        return;
    const bool anySucceeded = bestTrial(m_trials, m_study.goal) != nullptr;
    const bool interrupted = std::any_of(m_trials.begin(), m_trials.end(),
                                         [](const Trial &trial) { return !trial.isDone(); });
    const bool moreToRun = interrupted || (m_trials.size() < m_study.maxTrialCount && !m_exhausted);
    if (m_failing)
        m_state = QString::fromLatin1(StudyStateName::Failed);
    else if (m_stopping && moreToRun)
        m_state = QString::fromLatin1(StudyStateName::Stopped);
    else
        m_state = QString::fromLatin1(anySucceeded ? StudyStateName::Succeeded
                                                   : StudyStateName::Failed);
    m_active = false;
    const bool resumable = m_state == QLatin1String(StudyStateName::Stopped);
    if (m_store)
        m_store->setStudyState(m_studyId, m_state,
                               resumable ? QDateTime() : QDateTime::currentDateTimeUtc());
    emit finished(m_state);
}

void StudyRunner::save(int index)
{
    if (m_store)
        m_store->saveTrial(m_studyId, m_trials.at(index));
}

} // namespace Poolcraft
