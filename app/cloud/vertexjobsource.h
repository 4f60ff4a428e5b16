#pragma once

#include "app/launch/runsource.h"
#include "cloudclient.h"
#include "cloudlogfollower.h"
#include "endpoints.h"
#include "vertexapi.h"

#include "models/core/backgroundtask.h"
#include "models/core/jobdocument.h"
#include "models/search/trial.h"

#include <QJsonObject>
#include <QPointer>
#include <QTimer>

#include <atomic>
#include <memory>

namespace Poolcraft {

// What one poll of a Vertex job brought back (made on a worker thread).
struct VertexPoll
{
    QJsonObject job;               // empty when the state was not asked this time
    QList<CloudLogLine> lines;
    QString error;                 // the poll failed; the next one resumes where it was
    qint64 startedAt = 0;          // ms since epoch: the logs were read up to this - lag
};

// A Vertex AI job (custom or tuning) as a run source: its state polled with backoff (fast
// at first, slower while nothing changes) and mapped onto the run state machine, its Cloud
// Logging lines as output chunks of the task that wrote them (one '\n'-ended line per entry
// line; WARNING and worse on the stderr stream), so RunSession treats it as any other run.
// The job exists already: submitVertexJob() creates it, or it was opened by name. All HTTP
// runs on worker threads; results come back to this object's thread.
class VertexJobSource : public RunSource
{
    Q_OBJECT

public:
    // `job`: the job as Vertex returned it (create or get), with its name and spec.
    VertexJobSource(std::shared_ptr<CloudClient> client, CloudEndpoints endpoints,
                    const QJsonObject &job, QObject *parent = nullptr);
    ~VertexJobSource() override;

    // Cloud Logging's read quota (60 a minute per project) shared by 4 followed jobs: 53 a
    // minute; a line shows at most 4.5 s + the 5 s safety lag after it was written.
    static constexpr int DefaultLogPollMs = 4500;
    void setLogPollMs(int ms) { m_logPollMs = ms; }
    void setSafetyLagMs(int ms) { m_safetyLagMs = ms; }

    bool start() override;
    void stop() override;      // asks Vertex to cancel; the run ends when the job does
    void stopNow() override;   // stops following: the job goes on in the cloud
    Run *run() const override { return m_run; }
    quint64 generation() const override { return m_generation; }
    QStringList taskNames() const override { return m_taskNames; }
    int chiefTask() const override { return 0; }
    QString kind() const override { return QStringLiteral("vertex"); }
    QString resourceName() const override { return m_name.resourceName(); }
    QString whyNotStarted() const override { return m_whyNotStarted; }

    QJsonObject job() const { return m_job; }
    // The job's page in the Google Cloud console.
    QString consoleUrl() const;
    bool isTuningJob() const;
    // A tuning job's study as Poolcraft holds one (its studySpec and trial counts), and its
    // trials as the last poll brought them; empty for a custom job.
    StudySpec study() const;
    QList<Trial> trials() const;
    int logRequestsSent() const { return m_logRequests; }

    // Vertex's JobState as the run state machine's; nullopt for states it does not tell
    // apart (PAUSED, UPDATING, unknown values: not terminal, shown as they are).
    static std::optional<RunState> runStateOf(const QString &jobState);

signals:
    // A poll brought a tuning job whose trials differ from the last ones.
    void trialsChanged();

private:
    void pollNow();
    void takePoll(const VertexPoll &poll);
    void moveTo(RunState state);
    void finishRun();

    std::shared_ptr<CloudClient> m_client;
    CloudEndpoints m_endpoints;
    VertexJobName m_name;
    QJsonObject m_job;
    QStringList m_taskNames;
    QPointer<Run> m_run;
    quint64 m_generation = 0;
    QString m_whyNotStarted;
    int m_logPollMs = DefaultLogPollMs;
    int m_safetyLagMs = 5000;
    int m_jobPollMs = 1000;
    qint64 m_nextJobPoll = 0;       // ms since epoch
    qint64 m_endedAt = 0;           // ms since epoch; 0 while the job runs
    int m_logRequests = 0;
    std::shared_ptr<CloudLogFollower> m_follower;
    std::shared_ptr<std::atomic_bool> m_cancelled;
    BackgroundTask<VertexPoll> m_pollWatcher;
    QTimer m_timer;
};

} // namespace Poolcraft
