#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace Poolcraft {

enum class LogStreamKind : quint8 { Stdout, Stderr };

// A terminal colour packed in 32 bits so a span stays small: 0 is the default colour,
// 0x100 | n a palette index (0-255, 0-7 standard, 8-15 bright), 0x1000000 | rrggbb true colour.
namespace TerminalColor {
constexpr quint32 Default = 0;
constexpr quint32 IndexedFlag = 0x100;
constexpr quint32 RgbFlag = 0x1000000;
constexpr quint32 indexed(int index) { return IndexedFlag | quint32(index & 0xff); }
constexpr quint32 rgb(int r, int g, int b)
{
    return RgbFlag | (quint32(r & 0xff) << 16) | (quint32(g & 0xff) << 8) | quint32(b & 0xff);
}
constexpr bool isIndexed(quint32 color) { return (color & 0xffffff00u) == IndexedFlag; }
constexpr bool isRgb(quint32 color) { return (color & RgbFlag) != 0; }
constexpr int index(quint32 color) { return int(color & 0xff); }
constexpr quint32 rgbValue(quint32 color) { return color & 0xffffff; }
} // namespace TerminalColor

struct TextStyle
{
    enum Attribute : quint8 {
        Bold = 1,
        Faint = 2,
        Italic = 4,
        Underline = 8,
        Inverse = 16,
    };
    quint32 foreground = TerminalColor::Default;
    quint32 background = TerminalColor::Default;
    quint8 attributes = 0;

    bool isDefault() const { return foreground == 0 && background == 0 && attributes == 0; }
    bool operator==(const TextStyle &) const = default;
};

// A run of styled text; offsets are UTF-8 byte offsets into LogLine::text.
struct StyleSpan
{
    int start = 0;
    int length = 0;
    TextStyle style;
    bool operator==(const StyleSpan &) const = default;
};

// One complete line of one replica's output, with control sequences applied and removed.
// Text stays UTF-8 (as it arrived) so ingesting a large log converts nothing; spans exist
// only for text whose style is not the default.
struct LogLine
{
    QByteArray text;
    QList<StyleSpan> spans;
    LogStreamKind stream = LogStreamKind::Stdout;
    quint16 replica = 0;

    QString toString() const { return QString::fromUtf8(text); }
    // The spans with offsets in UTF-16 code units of toString(), for a text view.
    QList<StyleSpan> utf16Spans() const;
    // The text with its spans written back as SGR sequences: what a log file keeps, so that
    // a LineAssembler reading it again gives this same line (text and spans).
    QByteArray toAnsiBytes() const;
    void appendAnsiBytes(QByteArray &out) const;
};

} // namespace Poolcraft
