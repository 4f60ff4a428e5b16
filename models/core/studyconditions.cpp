#include "studyconditions.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace Poolcraft::StudyConditions {

ConditionTree::ConditionTree(const QList<StudyParameter> &parameters)
{
    const qsizetype count = parameters.size();
    QHash<QString, qsizetype> firstWithId;
    for (qsizetype i = 0; i < count; ++i) {
        if (!parameters[i].id.isEmpty() && !firstWithId.contains(parameters[i].id))
            firstWithId.insert(parameters[i].id, i);
    }
    detached.fill(Detached::No, count);
    QList<qsizetype> parent(count, -1);
    for (qsizetype i = 0; i < count; ++i) {
        if (parameters[i].parentId.isEmpty())
            continue;
        parent[i] = firstWithId.value(parameters[i].parentId, -1);
        if (parent[i] < 0)
            detached[i] = Detached::MissingParent;
    }
    // Each parameter's depth, found once: walk up to one already known (or the top), then
    // give the walked path its depths on the way down. A walk that meets its own path found
    // a cycle: its members become top-level, and what hangs below them stays there.
    constexpr int Unknown = -1, OnPath = -2;
    QList<int> depth(count, Unknown);
    QList<qsizetype> path;
    for (qsizetype i = 0; i < count; ++i) {
        path.clear();
        qsizetype at = i;
        while (at >= 0 && depth[at] == Unknown) {
            depth[at] = OnPath;
            path.append(at);
            at = parent[at];
        }
        qsizetype below = path.size();
        int aboveDepth = at < 0 ? -1 : depth[at];
        if (at >= 0 && depth[at] == OnPath) {
            below = path.indexOf(at);
            for (qsizetype k = below; k < path.size(); ++k) {
                detached[path[k]] = Detached::Cycle;
                parent[path[k]] = -1;
                depth[path[k]] = 0;
            }
            aboveDepth = 0;
        }
        for (qsizetype k = below - 1; k >= 0; --k) {
            const qsizetype node = path[k];
            int d = aboveDepth + 1;
            if (d > MaxDepth) {
                detached[node] = Detached::TooDeep;
                parent[node] = -1;
                d = 0;
            }
            depth[node] = d;
            aboveDepth = d;
        }
    }
    children.resize(count);
    for (qsizetype i = 0; i < count; ++i) {
        if (parent[i] < 0)
            topLevel.append(i);
        else
            children[parent[i]].append(i);
    }
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
