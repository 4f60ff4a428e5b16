#pragma once

#include "models/core/diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace Poolcraft {

// Line and column (1-based) of a byte offset. Columns count characters, not bytes, so they
// match what an editor shows for UTF-8 text.
SourcePosition textPosition(const QByteArray &text, qsizetype offset);

// Where each value of a syntactically valid JSON text starts, by path ("jobSpec",
// "jobSpec.workerPoolSpecs[1].machineSpec"): the position of an object member's key, of an
// array element's first character, and under "" of the root value. nlohmann's parser keeps
// no positions, so this second pass walks the text itself. It expects text that nlohmann
// accepted and whose nesting jsonNestingTooDeep() checked.
// A member whose key its object already holds: JSON parsers keep the last one silently.
struct DuplicateJsonKey
{
    QString path;                    // "jobSpec.workerPoolSpecs[0].replicaCount"
    SourcePosition first;
    SourcePosition repeated;
};

QHash<QString, SourcePosition> jsonValuePositions(const QByteArray &json,
                                                  QList<DuplicateJsonKey> *duplicates = nullptr);

// Why a text is not JSON that nlohmann can hold: where and what.
struct JsonSyntaxError
{
    qsizetype offset = 0;            // byte offset of the offending token
    QString message;                 // nlohmann's words, without its prefix
    QString outOfRange;              // the number, when that is what is wrong (1e400)
};

// Parses without throwing. Every failure, including a number beyond a double's range
// (nlohmann's out_of_range 406, which parse() throws and no parse_error handler catches),
// comes back as an error with its offset.
bool parseJsonText(const QByteArray &json, nlohmann::json *root, JsonSyntaxError *error);

// The offset of the first bracket that opens a level deeper than maxDepth, or -1. Runs
// before the parser so a hostile file cannot exhaust the stack of anything recursive.
qsizetype jsonNestingTooDeep(const QByteArray &json, int maxDepth);

} // namespace Poolcraft
