#include "studyrules.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>

namespace Poolcraft {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::StudyRules", text);
}
} // namespace

QStringList studyProblems(const StudySpec &study)
{
    QStringList problems;
    if (study.maxTrialCount < 1)
        problems << tr("The study needs at least one trial.");
    if (study.parallelTrialCount < 1)
        problems << tr("At least one trial must run at a time.");
    if (study.parallelTrialCount > study.maxTrialCount)
        problems << tr("More parallel trials than trials in all.");
    if (study.maxFailedTrialCount < 0)
        problems << tr("The number of failed trials allowed cannot be negative.");
    QSet<QString> ids;
    for (const StudyParameter &p : study.parameters) {
        const QString id = p.id.isEmpty() ? tr("(unnamed)") : p.id;
        if (p.id.trimmed().isEmpty())
            problems << tr("Every parameter needs an ID.");
        else if (ids.contains(p.id))
            problems << tr("Parameter %1 is defined twice.").arg(id);
        ids.insert(p.id);
        const bool ranged = p.type == ParameterType::Double || p.type == ParameterType::Integer;
        if (ranged && !(p.minValue <= p.maxValue))
            problems << tr("%1: the minimum must not exceed the maximum.").arg(id);
        if (p.type == ParameterType::Integer
            && (std::floor(p.minValue) != p.minValue || std::floor(p.maxValue) != p.maxValue))
            problems << tr("%1: an integer parameter needs whole-number bounds.").arg(id);
        const bool logScale = p.scale == ScaleType::Log || p.scale == ScaleType::ReverseLog;
        if (logScale && ranged && p.minValue <= 0)
            problems << tr("%1: a log scale needs a minimum above zero.").arg(id);
        if (logScale && p.type == ParameterType::Discrete && !p.discreteValues.isEmpty()
            && p.discreteValues.first() <= 0)
            problems << tr("%1: a log scale needs values above zero.").arg(id);
        if (p.type == ParameterType::Categorical) {
            if (p.categories.isEmpty())
                problems << tr("%1: a categorical parameter needs at least one value.").arg(id);
            if (p.scale != ScaleType::Unspecified)
                problems << tr("%1: a categorical parameter takes no scale.").arg(id);
        }
        if (p.type == ParameterType::Discrete) {
            if (p.discreteValues.isEmpty())
                problems << tr("%1: a discrete parameter needs at least one value.").arg(id);
            if (p.discreteValues.size() > 1000)
                problems << tr("%1: at most 1000 discrete values.").arg(id);
            for (int i = 1; i < p.discreteValues.size(); ++i) {
                if (!(p.discreteValues[i] - p.discreteValues[i - 1] >= 1e-10)) {
                    problems << tr("%1: discrete values must increase.").arg(id);
                    break;
                }
            }
        }
        if (study.algorithm == SearchAlgorithm::Grid && p.type == ParameterType::Double)
            problems << tr("%1: grid search cannot search a continuous (DOUBLE) parameter; "
                           "use INTEGER, CATEGORICAL or DISCRETE.").arg(id);
    }
    return problems;
}

} // namespace Poolcraft
