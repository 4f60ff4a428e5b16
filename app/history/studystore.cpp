#include "studystore.h"

#include "historystore.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <nlohmann/json.hpp>

namespace Poolcraft {

namespace {

const char studyColumns[] = "SELECT id, job_document, source_file, command_override,"
                            " working_directory, seed, state, created, ended FROM studies";

QVariant timeValue(const QDateTime &time)
{
    return time.isValid() ? QVariant(time.toMSecsSinceEpoch()) : QVariant();
}

QDateTime timeFrom(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

QString jsonText(const nlohmann::json &json)
{
    return QString::fromStdString(json.dump());
}

nlohmann::json jsonFrom(const QVariant &value)
{
    return nlohmann::json::parse(value.toString().toStdString(), nullptr, false);
}

StudyRecord studyFrom(const QSqlQuery &query)
{
    StudyRecord study;
    study.id = query.value(0).toString();
    study.jobDocument = query.value(1).toString();
    study.sourceFile = query.value(2).toString();
    const nlohmann::json command = jsonFrom(query.value(3));
    if (command.is_array()) {
        for (const nlohmann::json &word : command) {
            if (word.is_string())
                study.commandOverride << QString::fromStdString(word.get<std::string>());
        }
    }
    study.workingDirectory = query.value(4).toString();
    study.seed = query.value(5).toULongLong();
    study.state = query.value(6).toString();
    study.created = timeFrom(query.value(7));
    study.ended = timeFrom(query.value(8));
    return study;
}

} // namespace

bool StudyStore::addStudy(const StudyRecord &study)
{
    QSqlQuery query(QSqlDatabase::database(m_history.connectionName(), false));
    query.prepare(QStringLiteral(
        "INSERT INTO studies (id, job_document, source_file, command_override,"
        " working_directory, seed, state, created, ended) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    nlohmann::json command = nlohmann::json::array();
    for (const QString &word : study.commandOverride)
        command.push_back(word.toStdString());
    query.addBindValue(study.id);
    query.addBindValue(study.jobDocument);
    query.addBindValue(study.sourceFile);
    query.addBindValue(jsonText(command));
    query.addBindValue(study.workingDirectory);
    query.addBindValue(qint64(study.seed));
    query.addBindValue(study.state);
    query.addBindValue(timeValue(study.created));
    query.addBindValue(timeValue(study.ended));
    return query.exec();
}

bool StudyStore::setStudyState(const QString &studyId, const QString &state,
                               const QDateTime &ended)
{
    QSqlQuery query(QSqlDatabase::database(m_history.connectionName(), false));
    query.prepare(QStringLiteral("UPDATE studies SET state = ?, ended = ? WHERE id = ?"));
    query.addBindValue(state);
    query.addBindValue(timeValue(ended));
    query.addBindValue(studyId);
    return query.exec() && query.numRowsAffected() == 1;
}

std::optional<StudyRecord> StudyStore::study(const QString &studyId) const
{
    QSqlQuery query(QSqlDatabase::database(m_history.connectionName(), false));
    query.prepare(QString::fromLatin1(studyColumns) + QLatin1String(" WHERE id = ?"));
    query.addBindValue(studyId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return studyFrom(query);
}

QList<StudyRecord> StudyStore::studies() const
{
    QSqlQuery query(QSqlDatabase::database(m_history.connectionName(), false));
    QList<StudyRecord> result;
    if (!query.exec(QString::fromLatin1(studyColumns) + QLatin1String(" ORDER BY created DESC")))
        return result;
    while (query.next())
        result << studyFrom(query);
    return result;
}

bool StudyStore::saveTrial(const QString &studyId, const Trial &trial)
{
    QSqlQuery query(QSqlDatabase::database(m_history.connectionName(), false));
    query.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO trials (study_id, trial_id, state, parameters, measurements,"
        " final_step, final_value, final_elapsed, infeasible_reason, stopped_early, started,"
        " ended, run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(studyId);
    query.addBindValue(trial.id);
    query.addBindValue(trialStateName(trial.state));
    query.addBindValue(jsonText(parametersJson(trial.parameters)));
    query.addBindValue(jsonText(measurementsJson(trial.measurements)));
    const std::optional<Measurement> &final = trial.finalMeasurement;
    query.addBindValue(final ? QVariant(final->stepCount) : QVariant());
    query.addBindValue(final ? QVariant(final->value) : QVariant());
    query.addBindValue(final ? QVariant(final->elapsedSeconds) : QVariant());
    query.addBindValue(trial.infeasibleReason);
    query.addBindValue(trial.stoppedEarly ? 1 : 0);
    query.addBindValue(timeValue(trial.startTime));
    query.addBindValue(timeValue(trial.endTime));
    query.addBindValue(trial.runId ? QVariant(trial.runId) : QVariant());
    return query.exec();
}

QList<Trial> StudyStore::trials(const QString &studyId) const
{
    QSqlQuery query(QSqlDatabase::database(m_history.connectionName(), false));
    query.prepare(QStringLiteral(
        "SELECT trial_id, state, parameters, measurements, final_step, final_value,"
        " final_elapsed, infeasible_reason, stopped_early, started, ended, run_id FROM trials"
        " WHERE study_id = ? ORDER BY CAST(trial_id AS INTEGER)"));
    query.addBindValue(studyId);
    QList<Trial> result;
    if (!query.exec())
        return result;
    while (query.next()) {
        Trial trial;
        trial.id = query.value(0).toString();
        trial.state = trialStateFromName(query.value(1).toString()).value_or(TrialState::Requested);
        trial.parameters = parametersFromJson(jsonFrom(query.value(2)));
        trial.measurements = measurementsFromJson(jsonFrom(query.value(3)));
        if (!query.value(5).isNull()) {
            trial.finalMeasurement = Measurement{query.value(4).toLongLong(),
                                                 query.value(5).toDouble(),
                                                 query.value(6).toDouble()};
        }
        trial.infeasibleReason = query.value(7).toString();
        trial.stoppedEarly = query.value(8).toInt() != 0;
        trial.startTime = timeFrom(query.value(9));
        trial.endTime = timeFrom(query.value(10));
        trial.runId = query.value(11).toLongLong();
        result << trial;
    }
    return result;
}

} // namespace Poolcraft
