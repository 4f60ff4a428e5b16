#pragma once

#include "models/core/diagnostic.h"

#include <QByteArray>
#include <QString>

namespace Poolcraft {

// Limits that keep a hostile file from exhausting memory or the stack before yaml-cpp sees
// it. Config files are a few kilobytes and a few levels deep; these are far above that.
namespace YamlLimits {
constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;
constexpr int MaxNesting = 200;
constexpr qint64 MaxValuesRead = 2'000'000; // aliases can make a small file read as huge
} // namespace YamlLimits

// Checks raw bytes before any parser runs: size, NUL bytes (binary files), UTF-8 validity
// and nesting depth (block indentation, "- - -" sequences and flow brackets). Returns false
// and fills `problem` (with file, line and column) when the input must be refused.
bool checkTextInput(const QByteArray &data, const QString &fileName, Diagnostic *problem);
bool checkYamlNesting(const QByteArray &data, const QString &fileName, Diagnostic *problem);

// Strips a UTF-8 byte order mark.
QByteArray withoutByteOrderMark(const QByteArray &data);

} // namespace Poolcraft
