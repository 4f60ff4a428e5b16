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

// SGR colours (16, 256 and 24-bit), bold; other escape sequences are dropped. A carriage
// return keeps what follows it (a progress bar's last state), a backspace erases, other
// control characters show as U+FFFD. Invalid UTF-8 never fails: it shows as U+FFFD.
DecodedLine decodeAnsiLine(QByteArrayView raw);
// False when the line is plain text as it stands (no escape, \r, \b or tab to apply).
bool needsAnsiDecoding(QByteArrayView raw);
QString plainTextOfLine(QByteArrayView raw);

} // namespace Poolcraft
