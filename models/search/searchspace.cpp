#include "searchspace.h"

#include "models/core/studyconditions.h"

#include <algorithm>
#include <cmath>

namespace Poolcraft {

namespace {

int widthOf(const StudyParameter &parameter)
{
    return parameter.type == ParameterType::Categorical
               ? qMax(1, int(parameter.categories.size()))
               : 1;
}

// Discrete values without a scale are spread evenly by their index: Vertex treats them as
// an ordered set, not as numbers on a line.
bool discreteByIndex(const StudyParameter &parameter)
{
    return parameter.type == ParameterType::Discrete
           && (parameter.scale == ScaleType::Unspecified || parameter.discreteValues.size() < 2);
}

// Integers on a linear scale cover [min - 0.5, max + 0.5], so that rounding gives every
// integer the same share of the cube.
std::pair<double, double> numericRange(const StudyParameter &parameter)
{
    if (parameter.type == ParameterType::Discrete && !parameter.discreteValues.isEmpty())
        return {parameter.discreteValues.first(), parameter.discreteValues.last()};
    if (parameter.type == ParameterType::Integer
        && (parameter.scale == ScaleType::Linear || parameter.scale == ScaleType::Unspecified))
        return {parameter.minValue - 0.5, parameter.maxValue + 0.5};
    return {parameter.minValue, parameter.maxValue};
}

// Where value lies in [low, high] as a share of it, by halves: high - low itself is
// infinite for a range such as [-1e308, 1e308].
double linearShare(double value, double low, double high)
{
    return (value / 2 - low / 2) / (high / 2 - low / 2);
}

// log(high / low), without the quotient that is infinite for [1e-300, 1e308].
double logWidth(double low, double high)
{
    return std::log(high) - std::log(low);
}

} // namespace

SearchSpace::SearchSpace(const QList<StudyParameter> &parameters)
    : m_parameters(parameters)
{
    for (StudyParameter &parameter : m_parameters)
        std::sort(parameter.discreteValues.begin(), parameter.discreteValues.end());
    for (const StudyParameter &parameter : std::as_const(m_parameters)) {
        m_offsets << m_dimensions;
        m_dimensions += widthOf(parameter);
    }
}

double SearchSpace::toUnit(const StudyParameter &parameter, double value)
{
    const auto [low, high] = numericRange(parameter);
    if (!(high > low))
        return 0.5;
    double unit = 0;
    switch (parameter.scale) {
    case ScaleType::Log:
        unit = low > 0 ? (std::log(value) - std::log(low)) / logWidth(low, high)
                       : linearShare(value, low, high);
        break;
    case ScaleType::ReverseLog:
        // Dense near the top of the range (a momentum close to 1): the log scale mirrored.
        // log1p((high - value) / low) is log((high + low - value) / low), without the sum.
        unit = low > 0 ? 1.0 - std::log1p((high - value) / low) / logWidth(low, high)
                       : linearShare(value, low, high);
        break;
    case ScaleType::Linear:
    case ScaleType::Unspecified:
        unit = linearShare(value, low, high);
        break;
    }
    return std::clamp(unit, 0.0, 1.0);
}

double SearchSpace::fromUnit(const StudyParameter &parameter, double unit)
{
    const auto [low, high] = numericRange(parameter);
    if (!(high > low))
        return low;
    unit = std::clamp(unit, 0.0, 1.0);
    switch (parameter.scale) {
    case ScaleType::Log:
        if (low > 0)
            return std::exp(std::log(low) + unit * logWidth(low, high));
        break;
    case ScaleType::ReverseLog:
        if (low > 0)   // high + low - low * p, without the sum that can overflow
            return high - low * std::expm1((1.0 - unit) * logWidth(low, high));
        break;
    case ScaleType::Linear:
    case ScaleType::Unspecified:
        break;
    }
    // Not low + unit * (high - low): that width is infinite for [-1e308, 1e308].
    return std::lerp(low, high, unit);
}

Eigen::VectorXd SearchSpace::encode(const ParameterAssignment &assignment) const
{
    Eigen::VectorXd point = Eigen::VectorXd::Constant(m_dimensions, 0.5);
    for (qsizetype i = 0; i < m_parameters.size(); ++i) {
        const StudyParameter &parameter = m_parameters.at(i);
        const auto found = std::find_if(assignment.begin(), assignment.end(),
                                        [&](const ParameterValue &value) {
                                            return value.parameterId == parameter.id;
                                        });
        if (found == assignment.end())
            continue; // a conditional parameter its parent left out: the middle of its range
        const int offset = m_offsets.at(i);
        switch (parameter.type) {
        case ParameterType::Categorical: {
            const qsizetype index = parameter.categories.indexOf(found->value.toString());
            for (int k = 0; k < widthOf(parameter); ++k)
                point[offset + k] = k == index ? 1.0 : 0.0;
            break;
        }
        case ParameterType::Discrete:
            if (discreteByIndex(parameter)) {
                const qsizetype count = qMax<qsizetype>(1, parameter.discreteValues.size());
                const double value = found->value.toDouble();
                qsizetype index = 0;
                for (qsizetype k = 0; k < parameter.discreteValues.size(); ++k) {
                    if (std::abs(parameter.discreteValues.at(k) - value)
                        < std::abs(parameter.discreteValues.at(index) - value))
                        index = k;
                }
                point[offset] = (index + 0.5) / count;
                break;
            }
            Q_FALLTHROUGH();
        case ParameterType::Double:
        case ParameterType::Integer:
            point[offset] = toUnit(parameter, found->value.toDouble());
            break;
        }
    }
    return point;
}

ParameterAssignment SearchSpace::decode(const Eigen::VectorXd &point) const
{
    ParameterAssignment assignment;
    for (qsizetype i = 0; i < m_parameters.size(); ++i) {
        const StudyParameter &parameter = m_parameters.at(i);
        const int offset = m_offsets.at(i);
        const double unit = std::clamp(point[offset], 0.0, 1.0);
        QVariant value;
        switch (parameter.type) {
        case ParameterType::Categorical: {
            int best = 0;
            for (int k = 1; k < widthOf(parameter); ++k) {
                if (point[offset + k] > point[offset + best])
                    best = k;
            }
            value = parameter.categories.value(best);
            break;
        }
        case ParameterType::Discrete: {
            const QList<double> &values = parameter.discreteValues;
            if (values.isEmpty())
                break;
            if (discreteByIndex(parameter)) {
                value = values.at(qMin(values.size() - 1, qsizetype(unit * values.size())));
                break;
            }
            // The nearest value on the parameter's scale, not on the line.
            qsizetype best = 0;
            for (qsizetype k = 1; k < values.size(); ++k) {
                if (std::abs(toUnit(parameter, values.at(k)) - unit)
                    < std::abs(toUnit(parameter, values.at(best)) - unit))
                    best = k;
            }
            value = values.at(best);
            break;
        }
        case ParameterType::Integer:
            value = std::clamp(std::round(fromUnit(parameter, unit)), parameter.minValue,
                               parameter.maxValue);
            break;
        case ParameterType::Double:
            value = std::clamp(fromUnit(parameter, unit), parameter.minValue,
                               parameter.maxValue);
            break;
        }
        assignment << ParameterValue{parameter.id, value};
    }
    return activeParameters(m_parameters, assignment);
}

ParameterAssignment activeParameters(const QList<StudyParameter> &parameters,
                                     const ParameterAssignment &assignment)
{
    if (StudyConditions::conditionalCount(parameters) == 0)
        return assignment;
    auto valueOf = [&assignment](const QString &id) -> const ParameterValue * {
        for (const ParameterValue &value : assignment) {
            if (value.parameterId == id)
                return &value;
        }
        return nullptr;
    };
    auto specOf = [&parameters](const QString &id) -> const StudyParameter * {
        for (const StudyParameter &parameter : parameters) {
            if (parameter.id == id)
                return &parameter;
        }
        return nullptr;
    };
    // A parameter is active when each parent up its chain is, with a matching value; the
    // depth bound ends a cycle the validator reports.
    auto active = [&](const StudyParameter &parameter) {
        const StudyParameter *at = &parameter;
        for (qsizetype depth = 0; depth <= parameters.size(); ++depth) {
            if (at->parentId.isEmpty())
                return true;
            const ParameterValue *parentValue = valueOf(at->parentId);
            if (!parentValue || !StudyConditions::parentValueMatches(*at, parentValue->value))
                return false;
            at = specOf(at->parentId);
            if (!at)
                return false;
        }
        return false;
    };
    ParameterAssignment kept;
    for (const ParameterValue &value : assignment) {
        const StudyParameter *parameter = specOf(value.parameterId);
        if (!parameter || active(*parameter))
            kept.append(value);
    }
    return kept;
}

} // namespace Poolcraft
