#include "vertexjobsource.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include "models/formats/restjson.h"

#include <nlohmann/json.hpp>

namespace Poolcraft {

namespace {

// "workerpool0-0", "workerpool1-0", ... as Vertex names the replicas, then "service" (where
// Vertex writes "Job is running." and the like).
QStringList taskNamesOf(const QJsonObject &job)
{
    const QJsonObject spec = job.contains(QStringLiteral("trialJobSpec"))
                                 ? job.value(QStringLiteral("trialJobSpec")).toObject()
                                 : job.value(QStringLiteral("jobSpec")).toObject();
    QStringList names;
    const QJsonArray pools = spec.value(QStringLiteral("workerPoolSpecs")).toArray();
    for (int pool = 0; pool < pools.size(); ++pool) {
        const QJsonValue count = pools.at(pool).toObject().value(QStringLiteral("replicaCount"));
        const int replicas = count.isString() ? count.toString().toInt() : count.toInt();
        for (int replica = 0; replica < replicas; ++replica)
            names << QStringLiteral("workerpool%1-%2").arg(pool).arg(replica);
    }
    if (names.isEmpty())
        names << QStringLiteral("workerpool0-0");
    names << QStringLiteral("service");
    return names;
}

} // namespace

VertexJobSource::VertexJobSource(std::shared_ptr<CloudClient> client, CloudEndpoints endpoints,
                                 const QJsonObject &job, QObject *parent)
    : RunSource(parent)
    , m_client(std::move(client))
    , m_endpoints(std::move(endpoints))
    , m_job(job)
    , m_taskNames(taskNamesOf(job))
{
    QString error;
    m_name = VertexJobName::parse(job.value(QStringLiteral("name")).toString(), {}, {}, &error)
                 .value_or(VertexJobName{});
    m_whyNotStarted = error;
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &VertexJobSource::pollNow);
    connect(&m_pollWatcher, &QFutureWatcher<VertexPoll>::finished, this, [this] {
        takePoll(m_pollWatcher.result());
    });
}

VertexJobSource::~VertexJobSource()
{
    if (m_cancelled)
        m_cancelled->store(true);
    m_pollWatcher.waitForFinished();
}

std::optional<RunState> VertexJobSource::runStateOf(const QString &jobState)
{
    static const QHash<QString, RunState> states{
        {QStringLiteral("JOB_STATE_QUEUED"), RunState::Queued},
        {QStringLiteral("JOB_STATE_PENDING"), RunState::Pending},
        {QStringLiteral("JOB_STATE_RUNNING"), RunState::Running},
        {QStringLiteral("JOB_STATE_SUCCEEDED"), RunState::Succeeded},
        {QStringLiteral("JOB_STATE_FAILED"), RunState::Failed},
        {QStringLiteral("JOB_STATE_CANCELLING"), RunState::Cancelling},
        {QStringLiteral("JOB_STATE_CANCELLED"), RunState::Cancelled},
        {QStringLiteral("JOB_STATE_EXPIRED"), RunState::Failed},
    };
    const auto found = states.constFind(jobState);
    if (found == states.constEnd())
        return std::nullopt;
    return *found;
}

QString VertexJobSource::consoleUrl() const
{
    return vertexConsoleUrl(m_name);
}

bool VertexJobSource::isTuningJob() const
{
    return m_name.collection == QLatin1String("hyperparameterTuningJobs");
}

StudySpec VertexJobSource::study() const
{
    if (!isTuningJob())
        return {};
    const ReadResult read = readVertexJson(QJsonDocument(m_job).toJson(QJsonDocument::Compact),
                                           m_name.resourceName());
    return read.document.study.value_or(StudySpec{});
}

QList<Trial> VertexJobSource::trials() const
{
    QList<Trial> trials;
    const QByteArray json = QJsonDocument(m_job.value(QStringLiteral("trials")).toArray())
                                .toJson(QJsonDocument::Compact);
    const nlohmann::json array = nlohmann::json::parse(json.toStdString(), nullptr, false);
    if (!array.is_array())
        return trials;
    for (const nlohmann::json &trial : array)
        trials << trialFromJson(trial);
    return trials;
}

bool VertexJobSource::start()
{
    if (m_name.id.isEmpty() || isActive() || m_pollWatcher.isRunning())
        return false;
    ++m_generation;
    delete m_run;
    m_run = new Run(this);
    connect(m_run, &Run::stateChanged, this, [this](RunState, RunState to) {
        emit stateChanged(to);
    });
    m_follower = std::make_shared<CloudLogFollower>(m_name, QString(), m_safetyLagMs);
    m_cancelled = std::make_shared<std::atomic_bool>(false);
    m_jobPollMs = 1000;
    m_nextJobPoll = 0;
    m_endedAt = 0;
    if (const std::optional<RunState> state = runStateOf(m_job.value(QStringLiteral("state")).toString()))
        moveTo(*state);
    pollNow();
    return true;
}

void VertexJobSource::stop()
{
    if (!isActive() || m_run->state() == RunState::Cancelling)
        return;
    std::shared_ptr<CloudClient> client = m_client;
    const CloudEndpoints endpoints = m_endpoints;
    const VertexJobName name = m_name;
    // The answer matters less than the job's next state, which the polls bring.
    startInPool([client, endpoints, name] { VertexApi(*client, endpoints).cancel(name); });
    moveTo(RunState::Cancelling);
}

// Quitting stops following the job, not the job: it goes on in the cloud, and can be
// opened again by name. The run stays unended, so the history marks it interrupted.
void VertexJobSource::stopNow()
{
    if (!isActive())
        return;
    m_cancelled->store(true);
    m_timer.stop();
    m_pollWatcher.waitForFinished();
}

void VertexJobSource::pollNow()
{
    if (!m_run || m_pollWatcher.isRunning())
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const bool askState = m_endedAt == 0 && now >= m_nextJobPoll;
    std::shared_ptr<CloudClient> client = m_client;
    std::shared_ptr<CloudLogFollower> follower = m_follower;
    std::shared_ptr<std::atomic_bool> cancelled = m_cancelled;
    const CloudEndpoints endpoints = m_endpoints;
    const VertexJobName name = m_name;
    m_pollWatcher.start([=] {
        VertexPoll poll;
        poll.startedAt = QDateTime::currentMSecsSinceEpoch();
        VertexApi api(*client, endpoints, cancelled.get());
        if (askState) {
            const CloudResult result = api.get(name);
            if (!result.ok()) {
                poll.error = result.error;
                return poll;
            }
            poll.job = QJsonDocument::fromJson(result.body).object();
        }
        poll.lines = follower->poll(api, &poll.error);
        return poll;
    });
}

void VertexJobSource::takePoll(const VertexPoll &poll)
{
    if (!m_run || m_run->isFinished())
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    m_logRequests = m_follower->requestsSent();
    if (!poll.lines.isEmpty()) {
        QList<OutputChunk> chunks;
        for (const CloudLogLine &line : poll.lines) {
            OutputChunk chunk;
            const qsizetype task = m_taskNames.indexOf(line.task);
            chunk.task = task >= 0 ? int(task) : int(m_taskNames.size() - 1);
            chunk.stream = isWarningOrWorse(line.severity) ? OutputStream::Stderr
                                                           : OutputStream::Stdout;
            chunk.data = line.text.toUtf8() + '\n';
            chunk.generation = m_generation;
            // Lines of the same task and stream go out as one chunk.
            if (!chunks.isEmpty() && chunks.last().task == chunk.task
                && chunks.last().stream == chunk.stream)
                chunks.last().data += chunk.data;
            else
                chunks << chunk;
        }
        emit outputReady(chunks);
    }
    if (!poll.job.isEmpty()) {
        const QString before = m_job.value(QStringLiteral("state")).toString();
        const bool trialsChanged = poll.job.value(QStringLiteral("trials"))
                                   != m_job.value(QStringLiteral("trials"));
        m_job = poll.job;
        if (trialsChanged)
            emit this->trialsChanged();
        const QString state = m_job.value(QStringLiteral("state")).toString();
        // Fast while the job changes (its state, its trials), slower while it runs
        // unchanged: 1 s up to 15 s.
        m_jobPollMs = state == before && !trialsChanged ? qMin(m_jobPollMs * 3 / 2, 15000)
                                                        : 1000;
        m_nextJobPoll = now + m_jobPollMs;
        const QString message = m_job.value(QStringLiteral("error")).toObject()
                                    .value(QStringLiteral("message")).toString();
        if (!message.isEmpty())
            m_run->setMessage(message);
        if (const std::optional<RunState> mapped = runStateOf(state)) {
            if (isTerminal(*mapped))
                m_endedAt = now;
            else
                moveTo(*mapped);
        }
    }
    // The end is shown once a poll has read past it plus the safety lag: the last lines
    // first, then the state.
    if (m_endedAt && poll.error.isEmpty() && poll.job.isEmpty()
        && poll.startedAt - m_safetyLagMs > m_endedAt) {
        moveTo(*runStateOf(m_job.value(QStringLiteral("state")).toString()));
        finishRun();
        return;
    }
    const qint64 untilLogs = m_logPollMs;
    const qint64 untilState = m_endedAt ? untilLogs : qMax<qint64>(0, m_nextJobPoll - now);
    m_timer.start(int(qMin(untilLogs, untilState)));
}

void VertexJobSource::moveTo(RunState state)
{
    if (!m_run || m_run->state() == state)
        return;
    // Vertex can skip states between two polls (QUEUED to RUNNING); the run state machine
    // steps through them.
    static const RunState path[] = {RunState::Pending, RunState::Running};
    for (RunState step : path) {
        if (m_run->setState(state))
            return;
        if (m_run->state() != step)
            m_run->setState(step);
    }
    m_run->setState(state);
}

void VertexJobSource::finishRun()
{
    m_timer.stop();
    if (m_run && m_run->isFinished())
        emit finished(m_run->state());
}

} // namespace Poolcraft
