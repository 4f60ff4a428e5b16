#pragma once

#include "models/core/jobdocument.h"

#include <QVariant>

namespace Poolcraft {

// Conditional parameters: one rule for when a child is in a trial, and the nesting the
// Vertex formats write (a parent's conditionalParameterSpecs) over the flat list Poolcraft
// keeps.
namespace StudyConditions {

// Conditions nest at most this deep. Each level is three levels of JSON, and the readers
// refuse JSON nested deeper than 64, so a deeper tree could be written but never read back.
inline constexpr int MaxDepth = 16;

// Why a parameter that names a parent is written at the top level instead.
enum class Detached {
    No,            // it hangs under its parent (or names none)
    MissingParent, // no parameter has that ID
    Cycle,         // walking up from it comes back to it
    TooDeep,       // more than MaxDepth conditions above it
};

// The nesting the Vertex formats write, by index into the study's parameters. Every
// parameter is in it exactly once, so a writer that walks it from topLevel ends: a
// parameter with an empty ID, a duplicate ID or a cycle of conditions cannot make it
// recurse. A parent is the first parameter with the named ID.
struct ConditionTree
{
    QList<qsizetype> topLevel;        // in study order
    QList<QList<qsizetype>> children; // by parameter, in study order
    QList<Detached> detached;         // by parameter

    explicit ConditionTree(const QList<StudyParameter> &parameters);
};

// Whether a parent's value is one its child is conditioned on.
bool parentValueMatches(const StudyParameter &child, const QVariant &parentValue);

// How many parameters are conditional.
qsizetype conditionalCount(const QList<StudyParameter> &parameters);

} // namespace StudyConditions

} // namespace Poolcraft
