#pragma once

#include "models/logs/logline.h"

#include <QByteArrayView>

#include <functional>

namespace Poolcraft {

// Turns the raw bytes of one output stream of one replica into complete lines, the way a
// terminal would show them: `\r` returns to the start of the line so a progress bar collapses
// to its last state (`\r\n` stays a plain newline), `\b` steps back one character, SGR colour
// sequences become style spans (or are dropped), every other escape sequence and control
// character is dropped. Chunks may split anywhere, even inside a UTF-8 sequence or an escape
// sequence. Feed stdout and stderr through separate assemblers.
class LineAssembler
{
public:
    enum class ColorMode { Keep, Strip };
    using LineSink = std::function<void(const LogLine &)>;

    explicit LineAssembler(quint16 replica = 0, LogStreamKind stream = LogStreamKind::Stdout,
                           ColorMode colorMode = ColorMode::Keep);

    // Calls sink once per completed line. The LogLine passed is reused: copy what you keep.
    void feed(QByteArrayView chunk, const LineSink &sink);
    // Emits the last line if the stream ended without a newline.
    void finish(const LineSink &sink);
    // Convenience for small inputs.
    QList<LogLine> feed(QByteArrayView chunk);
    QList<LogLine> finish();

    // The line being written now (a live progress bar), without its spans.
    QByteArrayView currentText() const { return m_line.text; }
    bool hasPartialLine() const { return !m_line.text.isEmpty(); }
    qint64 linesEmitted() const { return m_linesEmitted; }

    // A line longer than this is cut into several, so hostile input cannot exhaust memory.
    void setMaxLineBytes(int bytes) { m_maxLineBytes = qMax(bytes, 16); }

private:
    enum class State : quint8 { Text, Escape, EscapeIntermediate, Csi, Osc, OscEscape };

    void process(const char *data, qsizetype size, const LineSink &sink);
    void writeText(const char *data, qsizetype size);
    void appendText(const char *data, qsizetype size);
    void overwriteText(const char *data, qsizetype size);
    void paint(int start, int length);
    void shiftSpans(int from, int delta);
    void truncateAt(int position);
    void emitLine(const LineSink &sink);
    void breakLongLine(const LineSink &sink);
    void backspace();
    const uchar *takeWholeCsi(const uchar *afterEscape, const uchar *end);
    void finishCsi(char finalByte);
    void applySgr();

    LogLine m_line;
    int m_cursor = 0;
    TextStyle m_style;
    State m_state = State::Text;
    ColorMode m_colorMode;
    static constexpr int MaxCsiParameterBytes = 64;
    char m_csiParameters[MaxCsiParameterBytes] = {};
    int m_csiParameterSize = 0;
    QList<StyleSpan> m_paintScratch;
    int m_oscLength = 0;
    char m_utf8Carry[4] = {};
    int m_utf8CarrySize = 0;
    int m_maxLineBytes = 1 << 20;
    qint64 m_linesEmitted = 0;
};

// The text a terminal shows for one line of raw output (or a line LogLine::toAnsiBytes()
// wrote), styles dropped: what the metric extractor reads of it.
QByteArray terminalText(QByteArrayView raw);

} // namespace Poolcraft
