#include "gridsearch.h"

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
    if (state.trialCount >= pointCount())
        return std::nullopt;
    return point(state.trialCount);
}

} // namespace Poolcraft
