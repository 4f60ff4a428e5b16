#include "gridsearch.h"

#include "models/core/studyconditions.h"
#include "models/search/searchspace.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Poolcraft {

namespace {

GridSearch::Axis gridAxis(const StudyParameter &parameter)
{
    if (parameter.type == ParameterType::Integer) {
        // Past 2^53 a double has no neighbouring integers to count.
        constexpr double MostIntegers = 9007199254740992.0;
        const double span = parameter.maxValue - parameter.minValue + 1;
        return {{}, parameter.minValue,
                span >= 1 ? qint64(std::min(std::floor(span), MostIntegers)) : 0};
    }
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
        break;
    case ParameterType::Double:
        values << parameter.minValue;
        if (parameter.maxValue > parameter.minValue)
            values << parameter.maxValue;
        break;
    }
    return {values, 0, values.size()};
}

} // namespace

GridSearch::GridSearch(const QList<StudyParameter> &parameters)
    : m_parameters(parameters)
{
    for (const StudyParameter &parameter : parameters) {
        m_ids << parameter.id;
        m_axes << gridAxis(parameter);
    }
}

QVariant GridSearch::Axis::at(qint64 index) const
{
    return listed.isEmpty() ? QVariant(first + double(index)) : listed.at(index);
}

// Saturates: a grid of more points than a qint64 counts is one that never ends.
qint64 GridSearch::pointCount() const
{
    if (m_axes.isEmpty())
        return 0;
    qint64 count = 1;
    for (const Axis &axis : m_axes) {
        if (__builtin_mul_overflow(count, axis.count, &count))
            return std::numeric_limits<qint64>::max();
    }
    return count;
}

ParameterAssignment GridSearch::point(qint64 index) const
{
    ParameterAssignment assignment(m_axes.size());
    for (qsizetype i = m_axes.size() - 1; i >= 0; --i) {
        const Axis &axis = m_axes.at(i);
        assignment[i] = {m_ids.at(i), axis.at(index % axis.count)};
        index /= axis.count;
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
            first = !inactive || full.at(i).value == m_axes.at(i).at(0);
        }
        if (first && seen++ == state.trialCount)
            return active;
    }
    return std::nullopt;
}

} // namespace Poolcraft
