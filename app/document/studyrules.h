#pragma once

#include "models/core/jobdocument.h"

#include <QStringList>

namespace Poolcraft {

// What Vertex AI refuses in a StudySpec (vertex-facts.md §1.5), as messages for a person.
// The study form refuses an edit that would add one of these.
QStringList studyProblems(const StudySpec &study);

} // namespace Poolcraft
