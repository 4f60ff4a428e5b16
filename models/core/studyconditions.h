#pragma once

#include "models/core/jobdocument.h"

#include <QVariant>

namespace Poolcraft {

// Conditional parameters: one rule for when a child is in a trial, and the nesting the
// Vertex formats write (a parent's conditionalParameterSpecs) over the flat list Poolcraft
// keeps.
namespace StudyConditions {

// The parameters conditioned on `parentId`, in study order. "" gives the top-level ones,
// with any child whose parent is not in the study.
QList<StudyParameter> childrenOf(const QList<StudyParameter> &parameters,
                                 const QString &parentId);

// Whether a parent's value is one its child is conditioned on.
bool parentValueMatches(const StudyParameter &child, const QVariant &parentValue);

// How many parameters are conditional.
qsizetype conditionalCount(const QList<StudyParameter> &parameters);

} // namespace StudyConditions

} // namespace Poolcraft
