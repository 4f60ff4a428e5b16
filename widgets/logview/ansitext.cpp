#include "ansitext.h"

#include "models/logs/lineassembler.h"

#include <utility>

namespace Poolcraft {

namespace {

constexpr int TabWidth = 8;

QColor paletteColor(int index)
{
    // xterm's 16 colours, then the 6x6x6 cube, then the grey ramp.
    static const QRgb basic[16] = {0x000000, 0xcd3131, 0x0dbc79, 0xe5e510, 0x2472c8, 0xbc3fbc,
                                   0x11a8cd, 0xe5e5e5, 0x666666, 0xf14c4c, 0x23d18b, 0xf5f543,
                                   0x3b8eea, 0xd670d6, 0x29b8db, 0xffffff};
    if (index < 0 || index > 255)
        return {};
    if (index < 16)
        return QColor(basic[index]);
    if (index < 232) {
        const int cube = index - 16;
        const auto level = [](int v) { return v == 0 ? 0 : 55 + v * 40; };
        return QColor(level(cube / 36), level((cube / 6) % 6), level(cube % 6));
    }
    const int grey = 8 + (index - 232) * 10;
    return QColor(grey, grey, grey);
}

QColor terminalColor(quint32 color)
{
    if (color == TerminalColor::Default)
        return {};
    if (TerminalColor::isRgb(color))
        return QColor(QRgb(TerminalColor::rgbValue(color)));
    return paletteColor(TerminalColor::index(color));
}

} // namespace

DecodedLine decodeAnsiLine(QByteArrayView raw)
{
    // The terminal model the run session fed the metric extractor with, so the view shows
    // exactly the text the charts were computed from.
    LineAssembler assembler(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Keep);
    QList<LogLine> lines = assembler.feed(raw);
    lines += assembler.finish();
    DecodedLine decoded;
    if (lines.isEmpty())
        return decoded;
    const LogLine &line = lines.last();
    const QString text = QString::fromUtf8(line.text);
    // Tabs become spaces to the next stop of 8; spans move with the text they cover.
    QList<int> shiftedAt(text.size() + 1, 0);
    decoded.text.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        shiftedAt[i] = int(decoded.text.size());
        if (text[i] == QLatin1Char('\t'))
            decoded.text.append(QString(TabWidth - decoded.text.size() % TabWidth, u' '));
        else
            decoded.text.append(text[i]);
    }
    shiftedAt[text.size()] = int(decoded.text.size());
    for (const StyleSpan &span : line.utf16Spans()) {
        TextStyle style = span.style;
        if (style.attributes & TextStyle::Inverse)
            std::swap(style.foreground, style.background);
        const int start = shiftedAt.value(span.start);
        const int end = shiftedAt.value(span.start + span.length, int(decoded.text.size()));
        decoded.spans.append({start, end - start, terminalColor(style.foreground),
                              terminalColor(style.background),
                              (style.attributes & TextStyle::Bold) != 0});
    }
    return decoded;
}

bool needsAnsiDecoding(QByteArrayView raw)
{
    return raw.contains('\x1b') || raw.contains('\r') || raw.contains('\b')
           || raw.contains('\t');
}

QString plainTextOfLine(QByteArrayView raw)
{
    return needsAnsiDecoding(raw) ? decodeAnsiLine(raw).text : QString::fromUtf8(raw);
}

} // namespace Poolcraft
