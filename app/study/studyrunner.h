#pragma once

#include "app/history/studystore.h"
#include "models/core/jobdocument.h"
#include "models/search/trial.h"

#include <QObject>
#include <QPointer>

#include <map>
#include <memory>
#include <optional>

namespace Poolcraft {

class HistoryStore;
class LocalRunner;
class RunSession;
class Suggester;

// Runs a study on this machine: each trial a full local job (every replica of every pool)
// through its own RunSession, up to the study's parallel trial count at once, with Vertex's
// trial environment (--<parameterId>=<value> on every replica, CLOUD_ML_TRIAL_ID, its own
// CLOUD_ML_HP_METRIC_FILE, task.trial in CLUSTER_SPEC and TF_CONFIG: makeLaunchPlan). The
// search algorithm suggests, the runner runs and records: studies and trials go to the
// history as they change, so a study stopped or cut off resumes (finished trials kept,
// interrupted ones run again).
class StudyRunner : public QObject
{
    Q_OBJECT

public:
    struct Setup
    {
        JobDocument job;               // with its study
        QString sourceFile;            // trials start in its folder (localLaunchOptions)
        QStringList commandOverride;   // replaces the job's local command when not empty
        quint64 seed = 0;
        QString runsFolder;            // one folder per trial's run is made in it
    };

    // `history` may be null: nothing is kept and nothing can be resumed.
    explicit StudyRunner(HistoryStore *history, QObject *parent = nullptr);
    ~StudyRunner() override;

    // A new study; false (errorString()) when the job has no study or it cannot be kept.
    bool start(const Setup &setup);
    // The study of that id from the history, going on where it was left.
    bool resume(const QString &studyId, const QString &runsFolder);
    // Stops the running trials; the study is kept as stopped, to be resumed.
    void stop();
    // The same, returning once no replica is left (the app is quitting).
    void stopNow();

    QString studyId() const { return m_studyId; }
    const StudySpec &study() const { return m_study; }
    QString metricId() const;            // the study's, or hypertune's default
    const QList<Trial> &trials() const { return m_trials; }
    // The live session of a running trial; null otherwise.
    RunSession *session(const QString &trialId) const;
    bool isActive() const { return m_active; }
    QString state() const { return m_state; } // a StudyStateName once started
    QString errorString() const { return m_error; }
    int runningCount() const;
    int failedCount() const;

signals:
    void trialAdded(int index);
    void trialChanged(int index);
    // A trial's job started (its run is in the history as session->runId()).
    void trialSessionStarted(const QString &trialId, Poolcraft::RunSession *session);
    void finished(const QString &state);

private:
    struct LiveTrial
    {
        std::unique_ptr<LocalRunner> runner;
        std::unique_ptr<RunSession> session;
    };

    bool begin(const JobDocument &job);
    void fill();
    void startTrial(int index);
    void updateMeasurements(int index);
    void checkEarlyStopping(int index);
    void onTrialFinished(int index);
    void endTrial(int index, TrialState state, const QString &reason = {});
    void finishStudy();
    void save(int index);
    int indexOf(const QString &trialId) const;
    bool tooManyFailed() const;

    HistoryStore *m_history = nullptr;
    std::optional<StudyStore> m_store;
    Setup m_setup;
    StudySpec m_study;
    QString m_studyId;
    std::unique_ptr<Suggester> m_suggester;
    QList<Trial> m_trials;
    QList<int> m_rerun;                     // interrupted trials to run again first
    std::map<QString, LiveTrial> m_live;    // by trial id
    QString m_state;
    QString m_error;
    bool m_active = false;
    bool m_stopping = false;
    bool m_failing = false;
    bool m_exhausted = false;               // the algorithm has nothing left to suggest
};

} // namespace Poolcraft
