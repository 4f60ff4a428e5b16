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

// Vertex writes int64 as strings ("12") and durations as "<seconds>s".
double numberOf(const nlohmann::json &value)
{
    if (value.is_number())
        return value.get<double>();
    if (value.is_string()) {
        QString text = QString::fromStdString(value.get<std::string>());
        if (text.endsWith(u's'))
            text.chop(1);
        return text.toDouble();
    }
    return 0;
}

QString textOf(const nlohmann::json &object, const char *key)
{
    const auto found = object.find(key);
    return found != object.end() && found->is_string()
               ? QString::fromStdString(found->get<std::string>())
               : QString();
}

std::optional<Measurement> measurementFromJson(const nlohmann::json &json)
{
    if (!json.is_object())
        return std::nullopt;
    const auto metrics = json.find("metrics");
    if (metrics == json.end() || !metrics->is_array() || metrics->empty()
        || !metrics->front().is_object())
        return std::nullopt;
    Measurement measurement;
    measurement.value = numberOf(metrics->front().value("value", nlohmann::json()));
    measurement.stepCount = qint64(numberOf(json.value("stepCount", nlohmann::json())));
    measurement.elapsedSeconds = numberOf(json.value("elapsedDuration", nlohmann::json()));
    return measurement;
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

Trial trialFromJson(const nlohmann::json &json)
{
    Trial trial;
    if (!json.is_object())
        return trial;
    trial.id = textOf(json, "id");
    trial.state = trialStateFromName(textOf(json, "state")).value_or(TrialState::Requested);
    trial.parameters = parametersFromJson(json.value("parameters", nlohmann::json()));
    const nlohmann::json measurements = json.value("measurements", nlohmann::json());
    if (measurements.is_array()) {
        for (const nlohmann::json &item : measurements) {
            if (const std::optional<Measurement> measurement = measurementFromJson(item))
                trial.measurements << *measurement;
        }
    }
    trial.finalMeasurement = measurementFromJson(json.value("finalMeasurement", nlohmann::json()));
    trial.startTime = QDateTime::fromString(textOf(json, "startTime"), Qt::ISODateWithMs);
    trial.endTime = QDateTime::fromString(textOf(json, "endTime"), Qt::ISODateWithMs);
    trial.infeasibleReason = textOf(json, "infeasibleReason");
    return trial;
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
