#pragma once

#include <QByteArrayView>
#include <QColor>
#include <QList>
#include <QString>

namespace Poolcraft {

// A run of characters drawn in one style. Unstyled text has no span: most log lines have
// none, so a decoded line costs its text and nothing more.
struct AnsiSpan
{
    int start = 0;
    int length = 0;
    QColor foreground;      // invalid = the view's text colour
    QColor background;      // invalid = none
    bool bold = false;
};

struct DecodedLine
{
    QString text;           // what is shown: escapes removed, tabs expanded
    QList<AnsiSpan> spans;
};

// The line as a terminal shows it, through the one terminal model (LineAssembler): SGR
// colours (16, 256 and 24-bit) and bold kept, `\r` returns to the line start and later
// characters overwrite, `\b` steps back, ESC[K erases; other escape sequences and control
// characters are dropped, tabs expanded to stops of 8. Invalid UTF-8 shows as U+FFFD.
DecodedLine decodeAnsiLine(QByteArrayView raw);
// False when the line is plain text as it stands (no escape, \r, \b or tab to apply).
bool needsAnsiDecoding(QByteArrayView raw);
QString plainTextOfLine(QByteArrayView raw);

} // namespace Poolcraft
