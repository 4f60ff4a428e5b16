#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Poolcraft {

// One word of a command line after quote removal, with the offset in the original text of
// each of its characters so that a message about part of a value points into the text.
struct ShellWord
{
    QString text;
    QList<qsizetype> offsets; // offsets[i]: where text[i] came from; one extra for the end

    qsizetype start() const { return offsets.isEmpty() ? 0 : offsets.first(); }
    qsizetype offsetOf(qsizetype index) const;
};

// What Linux can start (execve): one word is at most MAX_ARG_STRLEN bytes with its NUL,
// and every word costs its pointer besides its text in the 2 MiB of ARG_MAX, so no command
// that runs has more words than this. Past either, the text is not a command to read.
namespace ShellLimits {
constexpr qsizetype MaxWordLength = 128 * 1024 - 1;
constexpr qsizetype MaxWords = 256 * 1024;
} // namespace ShellLimits

struct ShellWords
{
    QList<ShellWord> words;
    QString error;              // empty when the text splits cleanly
    qsizetype errorOffset = 0;
    qsizetype endOfCommand = -1; // offset of a ';', '|', '&' or newline that ended the first command
    bool endedAtLineEnd = false; // that was a newline: a backslash before it was forgotten?
};

// Splits as a POSIX shell does, without expanding anything: '...' literal, "..." with
// backslash escaping $ ` " \ and newline, $'...' with bash's C escapes, backslash-newline
// joins lines, # starts a comment at the start of a word. Stops at an unquoted ; | or &, and
// at a newline after a command: lines of assignments alone before it are dropped.
ShellWords splitShellWords(const QString &text);

// Quotes a word so that a POSIX shell gives it back unchanged; plain words stay as they are.
QString shellQuote(const QString &word);

} // namespace Poolcraft
