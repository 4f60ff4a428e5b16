#include "studyconditions.h"

#include <algorithm>
#include <cmath>

namespace Poolcraft::StudyConditions {

QList<StudyParameter> childrenOf(const QList<StudyParameter> &parameters,
                                 const QString &parentId)
{
    auto isParameter = [&parameters](const QString &id) {
        return std::any_of(parameters.begin(), parameters.end(),
                           [&id](const StudyParameter &p) { return p.id == id; });
    };
    QList<StudyParameter> children;
    for (const StudyParameter &parameter : parameters) {
        // A child whose parent is gone is top-level (the validator says so), never lost.
        const bool topLevel = parameter.parentId.isEmpty() || !isParameter(parameter.parentId);
        if (parentId.isEmpty() ? topLevel : parameter.parentId == parentId)
            children.append(parameter);
    }
    return children;
}

bool parentValueMatches(const StudyParameter &child, const QVariant &parentValue)
{
    if (parentValue.typeId() == QMetaType::QString)
        return child.parentCategories.contains(parentValue.toString());
    // Grid and snapped values are the spec's own numbers; the tolerance only absorbs a
    // value that went through text (a resumed study read back from the history).
    const double value = parentValue.toDouble();
    return std::any_of(child.parentValues.begin(), child.parentValues.end(),
                       [value](double wanted) {
                           return std::abs(wanted - value) <= 1e-9 * std::max(1.0, std::abs(wanted));
                       });
}

qsizetype conditionalCount(const QList<StudyParameter> &parameters)
{
    return std::count_if(parameters.begin(), parameters.end(),
                         [](const StudyParameter &p) { return !p.parentId.isEmpty(); });
}

} // namespace Poolcraft::StudyConditions
