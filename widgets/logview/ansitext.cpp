#include "ansitext.h"

#include <QStringDecoder>

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

struct Style
{
    QColor foreground;
    QColor background;
    bool bold = false;
    bool isPlain() const { return !foreground.isValid() && !background.isValid() && !bold; }
};

void applySgr(Style &style, const QList<int> &params)
{
    if (params.isEmpty()) {
        style = {};
        return;
    }
    for (qsizetype i = 0; i < params.size(); ++i) {
        const int p = params[i];
        if (p == 0) {
            style = {};
        } else if (p == 1) {
            style.bold = true;
        } else if (p == 22) {
            style.bold = false;
        } else if (p >= 30 && p <= 37) {
            style.foreground = paletteColor(p - 30);
        } else if (p >= 90 && p <= 97) {
            style.foreground = paletteColor(p - 90 + 8);
        } else if (p == 39) {
            style.foreground = {};
        } else if (p >= 40 && p <= 47) {
            style.background = paletteColor(p - 40);
        } else if (p >= 100 && p <= 107) {
            style.background = paletteColor(p - 100 + 8);
        } else if (p == 49) {
            style.background = {};
        } else if ((p == 38 || p == 48) && i + 1 < params.size()) {
            QColor color;
            if (params[i + 1] == 5 && i + 2 < params.size()) {
                color = paletteColor(params[i + 2]);
                i += 2;
            } else if (params[i + 1] == 2 && i + 4 < params.size()) {
                color = QColor(std::clamp(params[i + 2], 0, 255),
                               std::clamp(params[i + 3], 0, 255),
                               std::clamp(params[i + 4], 0, 255));
                i += 4;
            } else {
                return; // malformed: ignore the rest of this sequence
            }
            (p == 38 ? style.foreground : style.background) = color;
        }
    }
}

class LineDecoder
{
public:
    DecodedLine line;

    void flush()
    {
        if (m_pending.isEmpty())
            return;
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString chunk = decoder.decode(m_pending);
        m_pending.clear();
        const int start = int(line.text.size());
        for (QChar c : chunk) {
            if (c == QLatin1Char('\t')) {
                const int spaces = TabWidth - int(line.text.size()) % TabWidth;
                line.text.append(QString(spaces, QLatin1Char(' ')));
            } else if (c.unicode() < 0x20 || c.unicode() == 0x7f) {
                line.text.append(QChar(QChar::ReplacementCharacter));
            } else {
                line.text.append(c);
            }
        }
        if (!m_style.isPlain() && line.text.size() > start) {
            line.spans.append({start, int(line.text.size()) - start, m_style.foreground,
                               m_style.background, m_style.bold});
        }
    }

    void backspace()
    {
        flush();
        if (line.text.isEmpty())
            return;
        line.text.chop(1);
        if (!line.spans.isEmpty()) {
            AnsiSpan &last = line.spans.last();
            if (last.start + last.length > line.text.size())
                --last.length;
            if (last.length <= 0)
                line.spans.removeLast();
        }
    }

    void append(char c) { m_pending.append(c); }
    void setStyle(const QList<int> &params)
    {
        flush();
        applySgr(m_style, params);
    }

private:
    QByteArray m_pending;
    Style m_style;
};

// Bytes after the last carriage return, as a terminal would show them.
QByteArrayView visiblePart(QByteArrayView raw)
{
    while (!raw.isEmpty() && raw.back() == '\r')
        raw.chop(1);
    for (qsizetype i = raw.size() - 1; i >= 0; --i) {
        if (raw[i] == '\r')
            return raw.sliced(i + 1);
    }
    return raw;
}

} // namespace

DecodedLine decodeAnsiLine(QByteArrayView raw)
{
    raw = visiblePart(raw);
    LineDecoder decoder;
    const qsizetype size = raw.size();
    for (qsizetype i = 0; i < size; ++i) {
        const char c = raw[i];
        if (c == '\b') {
            decoder.backspace();
            continue;
        }
        if (c != '\x1b') {
            decoder.append(c);
            continue;
        }
        if (i + 1 >= size)
            break; // a lone escape at the end: nothing to show
        const char kind = raw[i + 1];
        if (kind == '[') {
            // CSI: parameters, intermediates, one final byte in 0x40..0x7e.
            qsizetype j = i + 2;
            while (j < size && (uchar(raw[j]) < 0x40 || uchar(raw[j]) > 0x7e))
                ++j;
            if (j >= size) {
                i = size;
                break;
            }
            if (raw[j] == 'm') {
                QList<int> params;
                const QByteArrayView body = raw.sliced(i + 2, j - i - 2);
                for (QByteArrayView part : QByteArray(body.toByteArray()).split(';')) {
                    bool ok = false;
                    const int value = part.isEmpty() ? 0 : part.toInt(&ok);
                    params.append(part.isEmpty() || ok ? std::min(value, 0xffff) : -1);
                }
                decoder.setStyle(params);
            }
            i = j;
        } else if (kind == ']') {
            // OSC (titles, hyperlinks): ends with BEL or ESC backslash.
            qsizetype j = i + 2;
            while (j < size && raw[j] != '\a' && !(raw[j] == '\x1b' && j + 1 < size
                                                    && raw[j + 1] == '\\')) {
                ++j;
            }
            i = (j < size && raw[j] == '\x1b') ? j + 1 : j;
        } else {
            ++i; // two-byte escape
        }
    }
    decoder.flush();
    return decoder.line;
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
