#pragma once

#include "models/core/diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QString>

namespace Poolcraft {

// Line and column (1-based) of a byte offset. Columns count characters, not bytes, so they
// match what an editor shows for UTF-8 text.
SourcePosition textPosition(const QByteArray &text, qsizetype offset);

// Where each value of a syntactically valid JSON text starts, by path ("jobSpec",
// "jobSpec.workerPoolSpecs[1].machineSpec"): the position of an object member's key, of an
// array element's first character, and under "" of the root value. nlohmann's parser keeps
// no positions, so this second pass walks the text itself. It expects text that nlohmann
// accepted and whose nesting jsonNestingTooDeep() checked.
QHash<QString, SourcePosition> jsonValuePositions(const QByteArray &json);

// The offset of the first bracket that opens a level deeper than maxDepth, or -1. Runs
// before the parser so a hostile file cannot exhaust the stack of anything recursive.
qsizetype jsonNestingTooDeep(const QByteArray &json, int maxDepth);

} // namespace Poolcraft
