#include "gridsearch.h"

#include "models/core/studyconditions.h"
#include "models/search/searchspace.h"

#include <algorithm>

namespace Poolcraft {

namespace {

QList<QVariant> gridValues(const StudyParameter &parameter)
{
    QList<QVariant> values;
    switch (parameter.type) {
    case ParameterType::Categorical:
        for (const QString &category : parameter.categories)
            values << category;
        break;
    case ParameterType::Discrete: {
        QList<double> sorted = parameter.discreteValues;
        std::sort(sorted.begin(), sorted.end());
        for (double value : std::as_const(sorted))
            values << value;
        break;
    }
    case ParameterType::Integer:
        for (double value = parameter.minValue; value <= parameter.maxValue; ++value)
            values << value;
        break;
    case ParameterType::Double:
        values << parameter.minValue;
        if (parameter.maxValue > parameter.minValue)
            values << parameter.maxValue;
        break;
    }
    return values;
}

} // namespace

GridSearch::GridSearch(const QList<StudyParameter> &parameters)
    : m_parameters(parameters)
{
    for (const StudyParameter &parameter : parameters) {
        m_ids << parameter.id;
        m_values << gridValues(parameter);
    }
}

qint64 GridSearch::pointCount() const
{
    if (m_values.isEmpty())
        return 0;
    qint64 count = 1;
    for (const QList<QVariant> &values : m_values)
        count *= values.size();
    return count;
}

ParameterAssignment GridSearch::point(qint64 index) const
{
    ParameterAssignment assignment(m_values.size());
    for (qsizetype i = m_values.size() - 1; i >= 0; --i) {
        const QList<QVariant> &values = m_values.at(i);
        assignment[i] = {m_ids.at(i), values.at(index % values.size())};
        index /= values.size();
    }
    return assignment;
}

std::optional<ParameterAssignment> GridSearch::suggest(const SearchState &state)
{
    if (StudyConditions::conditionalCount(m_parameters) == 0) {
        if (state.trialCount >= pointCount())
            return std::nullopt;
        return point(state.trialCount);
    }
    // With conditional parameters many points give the same trial (a child its parent left
    // out takes every one of its values): only the point where each inactive child is at its
    // first value counts, so each trial is made once.
    qint64 seen = 0;
    for (qint64 index = 0; index < pointCount(); ++index) {
        const ParameterAssignment full = point(index);
        const ParameterAssignment active = activeParameters(m_parameters, full);
        bool first = true;
        for (qsizetype i = 0; i < full.size() && first; ++i) {
            const bool inactive = std::none_of(active.begin(), active.end(),
                                               [&](const ParameterValue &v) {
                                                   return v.parameterId == full.at(i).parameterId;
                                               });
            first = !inactive || full.at(i).value == m_values.at(i).first();
        }
        if (first && seen++ == state.trialCount)
            return active;
    }
    return std::nullopt;
}

} // namespace Poolcraft
