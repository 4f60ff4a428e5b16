#pragma once

#include "models/core/diagnostic.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace YAML {
class Mark;
}

namespace Poolcraft {

// Limits that keep a hostile file from exhausting memory or the stack before yaml-cpp sees
// it. Config files are a few kilobytes and a few levels deep; these are far above that.
namespace YamlLimits {
constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;
constexpr int MaxNesting = 200;
constexpr qint64 MaxValuesRead = 2'000'000; // aliases can make a small file read as huge
// yaml-cpp keeps about a kilobyte per value, so a 12 MB file of small values took 1.2 GB.
// A job config holds a few hundred values; files with more are refused before parsing.
constexpr qint64 MaxValuesParsed = 200'000;
} // namespace YamlLimits

// Checks raw bytes before any parser runs: size, NUL bytes (binary files), UTF-8 validity
// and nesting depth (block indentation, "- - -" sequences and flow brackets) and, by a count
// of keys, list items and flow elements, the number of values yaml-cpp would keep in memory
// (YamlLimits::MaxValuesParsed). Returns false
// and fills `problem` (with file, line and column) when the input must be refused.
bool checkTextInput(const QByteArray &data, const QString &fileName, Diagnostic *problem);
bool checkYamlNesting(const QByteArray &data, const QString &fileName, Diagnostic *problem);

// "the file is 50.0 MiB; config files above 16 MiB are refused", at 1:1.
Diagnostic fileTooLarge(const QString &fileName, qint64 size);

// yaml-cpp counts a mark's column in bytes; editors, the JSON reader and checkTextInput
// count characters (code points), so "é: x" has its x at column 4, not 5. Turns the marks of
// one text into positions in characters, each in time independent of the line's length.
class YamlColumns
{
public:
    explicit YamlColumns(const QByteArray &text);
    // 1-based; invalid for a mark that has no place (a node made by the reader).
    SourcePosition position(const YAML::Mark &mark) const;

private:
    qsizetype codePointsBefore(qsizetype offset) const;

    QByteArray m_text;                      // shared with the caller's, not copied
    bool m_ascii = true;                    // then columns in bytes are columns in characters
    std::vector<qsizetype> m_blockCounts;   // code points before each block of BlockBytes
};

// Strips a UTF-8 byte order mark.
QByteArray withoutByteOrderMark(const QByteArray &data);

} // namespace Poolcraft
