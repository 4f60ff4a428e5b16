#include "trial.h"

#include <nlohmann/json.hpp>

namespace Poolcraft {

namespace {

constexpr std::pair<TrialState, const char *> StateNames[] = {
    {TrialState::Requested, "REQUESTED"}, {TrialState::Active, "ACTIVE"},
    {TrialState::Stopping, "STOPPING"},   {TrialState::Succeeded, "SUCCEEDED"},
    {TrialState::Infeasible, "INFEASIBLE"},
};

std::string timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs).toStdString();
}

nlohmann::json measurementJson(const Measurement &measurement, const QString &metricId)
{
    // Vertex writes int64 as strings and durations as "<seconds>s".
    return {{"stepCount", std::to_string(measurement.stepCount)},
            {"elapsedDuration", QString::number(measurement.elapsedSeconds, 'f', 3).toStdString()
                                    + "s"},
            {"metrics", nlohmann::json::array({{{"metricId", metricId.toStdString()},
                                                {"value", measurement.value}}})}};
}

} // namespace

double Trial::durationSeconds() const
{
    if (!startTime.isValid())
        return 0;
    const QDateTime end = endTime.isValid() ? endTime : QDateTime::currentDateTimeUtc();
    return startTime.msecsTo(end) / 1000.0;
}

QString trialStateName(TrialState state)
{
    for (const auto &[value, name] : StateNames) {
        if (value == state)
            return QString::fromLatin1(name);
    }
    return QStringLiteral("STATE_UNSPECIFIED");
}

std::optional<TrialState> trialStateFromName(const QString &name)
{
    for (const auto &[value, text] : StateNames) {
        if (name == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

nlohmann::json parametersJson(const ParameterAssignment &parameters)
{
    nlohmann::json array = nlohmann::json::array();
    for (const ParameterValue &parameter : parameters) {
        nlohmann::json value;
        if (parameter.value.typeId() == QMetaType::QString)
            value = parameter.value.toString().toStdString();
        else
            value = parameter.value.toDouble();
        array.push_back({{"parameterId", parameter.parameterId.toStdString()}, {"value", value}});
    }
    return array;
}

ParameterAssignment parametersFromJson(const nlohmann::json &json)
{
    ParameterAssignment parameters;
    if (!json.is_array())
        return parameters;
    for (const nlohmann::json &item : json) {
        if (!item.is_object() || !item.contains("parameterId") || !item.contains("value"))
            continue;
        const nlohmann::json &value = item["value"];
        QVariant variant;
        if (value.is_string())
            variant = QString::fromStdString(value.get<std::string>());
        else if (value.is_number())
            variant = value.get<double>();
        parameters << ParameterValue{QString::fromStdString(item["parameterId"].get<std::string>()),
                                     variant};
    }
    return parameters;
}

nlohmann::json measurementsJson(const QList<Measurement> &measurements)
{
    nlohmann::json array = nlohmann::json::array();
    for (const Measurement &measurement : measurements)
        array.push_back({measurement.stepCount, measurement.value, measurement.elapsedSeconds});
    return array;
}

QList<Measurement> measurementsFromJson(const nlohmann::json &json)
{
    QList<Measurement> measurements;
    if (!json.is_array())
        return measurements;
    for (const nlohmann::json &item : json) {
        if (item.is_array() && item.size() == 3 && item[0].is_number() && item[1].is_number()
            && item[2].is_number()) {
            measurements << Measurement{item[0].get<qint64>(), item[1].get<double>(),
                                        item[2].get<double>()};
        }
    }
    return measurements;
}

nlohmann::json trialJson(const Trial &trial, const QString &metricId)
{
    nlohmann::json json = {{"id", trial.id.toStdString()},
                           {"state", trialStateName(trial.state).toStdString()},
                           {"parameters", parametersJson(trial.parameters)}};
    if (trial.finalMeasurement)
        json["finalMeasurement"] = measurementJson(*trial.finalMeasurement, metricId);
    nlohmann::json measurements = nlohmann::json::array();
    for (const Measurement &measurement : trial.measurements)
        measurements.push_back(measurementJson(measurement, metricId));
    json["measurements"] = measurements;
    if (trial.startTime.isValid())
        json["startTime"] = timeText(trial.startTime);
    if (trial.endTime.isValid())
        json["endTime"] = timeText(trial.endTime);
    if (!trial.infeasibleReason.isEmpty())
        json["infeasibleReason"] = trial.infeasibleReason.toStdString();
    return json;
}

const Trial *bestTrial(const QList<Trial> &trials, GoalType goal)
{
    const Trial *best = nullptr;
    for (const Trial &trial : trials) {
        if (trial.state != TrialState::Succeeded || !trial.finalMeasurement)
            continue;
        if (!best || isBetter(goal, trial.finalMeasurement->value, best->finalMeasurement->value))
            best = &trial;
    }
    return best;
}

} // namespace Poolcraft
