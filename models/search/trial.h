#pragma once

#include "models/search/measurement.h"
#include "models/search/parametervalue.h"

#include <QDateTime>

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace Poolcraft {

// Vertex's Trial.State. A trial stopped by early stopping ends SUCCEEDED with what it
// reported so far (and stoppedEarly set); a failed job is INFEASIBLE with the reason.
enum class TrialState { Requested, Active, Stopping, Succeeded, Infeasible };

// One trial of a study, in the shape of Vertex's Trial (one metric).
struct Trial
{
    QString id;                              // "1", "2", ... as Vertex numbers them
    TrialState state = TrialState::Requested;
    ParameterAssignment parameters;
    QList<Measurement> measurements;         // in step order
    std::optional<Measurement> finalMeasurement;
    QDateTime startTime;
    QDateTime endTime;
    QString infeasibleReason;
    bool stoppedEarly = false;
    qint64 runId = 0;                        // the history's run of its job; 0 before it ran

    bool isDone() const
    {
        return state == TrialState::Succeeded || state == TrialState::Infeasible;
    }
    double durationSeconds() const; // to the end, or to now while it runs; 0 before start
    bool operator==(const Trial &) const = default;
};

QString trialStateName(TrialState state);                 // "SUCCEEDED", ...
std::optional<TrialState> trialStateFromName(const QString &name);

// The trial as Vertex's REST API writes it (gcloud ai hp-tuning-jobs describe): id, state,
// parameters [{parameterId, value}], finalMeasurement {stepCount, metrics [{metricId,
// value}]}, measurements, startTime, endTime, infeasibleReason.
nlohmann::json trialJson(const Trial &trial, const QString &metricId);
// A trial as Vertex sends it (a HyperparameterTuningJob's trials), read back: each
// measurement's first metric; what is missing or of the wrong type stays at its default.
Trial trialFromJson(const nlohmann::json &json);
// The parameters as trialJson writes them, and back (for the history).
nlohmann::json parametersJson(const ParameterAssignment &parameters);
ParameterAssignment parametersFromJson(const nlohmann::json &json);
nlohmann::json measurementsJson(const QList<Measurement> &measurements);
QList<Measurement> measurementsFromJson(const nlohmann::json &json);

// The best succeeded trial for the goal (by final measurement); null when none.
const Trial *bestTrial(const QList<Trial> &trials, GoalType goal);

} // namespace Poolcraft
