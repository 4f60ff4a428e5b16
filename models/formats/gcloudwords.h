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

struct ShellWords
{
    QList<ShellWord> words;
    QString error;              // empty when the text splits cleanly
    qsizetype errorOffset = 0;
    qsizetype endOfCommand = -1; // offset of a ';', '|' or '&' that ended the first command
};

// Splits as a POSIX shell does, without expanding anything: '...' literal, "..." with
// backslash escaping $ ` " \ and newline, $'...' with C escapes, backslash-newline joins
// lines, # starts a comment at the start of a word. Stops at an unquoted ; | or &.
ShellWords splitShellWords(const QString &text);

// Quotes a word so that a POSIX shell gives it back unchanged; plain words stay as they are.
QString shellQuote(const QString &word);

} // namespace Poolcraft
