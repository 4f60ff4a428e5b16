#include "models/logs/lineassembler.h"

#include <utility>

#include <array>
#include <cstring>
#include <span>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace Poolcraft {

namespace {

constexpr int MaxOscBytes = 4096;

// Bytes that end a run of plain text: every C0 control except TAB (ESC included).
inline bool isSpecial(uchar c)
{
    return c < 0x20 && c != '\t';
}

#if defined(__x86_64__) && defined(__GNUC__)
// The same scan 32 bytes at a time, for the CPUs that have AVX2 (checked once at run time).
__attribute__((target("avx2"))) const uchar *findSpecialAvx2(const uchar *p, const uchar *end)
{
    const __m256i limit = _mm256_set1_epi8(0x1f);
    const __m256i tab = _mm256_set1_epi8('\t');
    while (end - p >= 32) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
        const __m256i control = _mm256_cmpeq_epi8(_mm256_max_epu8(v, limit), limit);
        const __m256i special = _mm256_andnot_si256(_mm256_cmpeq_epi8(v, tab), control);
        const unsigned mask = unsigned(_mm256_movemask_epi8(special));
        if (mask)
            return p + __builtin_ctz(mask);
        p += 32;
    }
    return p;
}

// A static initialiser may run before libgcc's own, hence the explicit init.
const bool hasAvx2 = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
}();
#endif

// The ingest path spends most of its time here, so scan 16 or 32 bytes at a time where we can.
const uchar *findSpecial(const uchar *p, const uchar *end)
{
#if defined(__x86_64__) && defined(__GNUC__)
    if (hasAvx2 && end - p >= 32) {
        p = findSpecialAvx2(p, end);
        if (end - p >= 32)
            return p; // found one
    }
#endif
#if defined(__SSE2__)
    const __m128i limit = _mm_set1_epi8(0x1f);
    const __m128i tab = _mm_set1_epi8('\t');
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i control = _mm_cmpeq_epi8(_mm_max_epu8(v, limit), limit);
        const __m128i special = _mm_andnot_si128(_mm_cmpeq_epi8(v, tab), control);
        const int mask = _mm_movemask_epi8(special);
        if (mask)
            return p + __builtin_ctz(unsigned(mask));
        p += 16;
    }
#endif
    while (p < end && !isSpecial(*p))
        ++p;
    return p;
}

// Length of the common prefix of a and b (at most limit bytes) in which both are ASCII.
qsizetype asciiPrefixLength(const char *a, const char *b, qsizetype limit)
{
    constexpr quint64 HighBits = 0x8080808080808080ull;
    qsizetype i = 0;
    for (; i + 8 <= limit; i += 8) {
        quint64 wordA;
        quint64 wordB;
        std::memcpy(&wordA, a + i, 8);
        std::memcpy(&wordB, b + i, 8);
        if ((wordA | wordB) & HighBits)
            break;
    }
    if (i + 8 > limit && i < limit && limit >= 8) {
        // The last few bytes as one word that overlaps what was checked already.
        quint64 wordA;
        quint64 wordB;
        std::memcpy(&wordA, a + limit - 8, 8);
        std::memcpy(&wordB, b + limit - 8, 8);
        if (!((wordA | wordB) & HighBits))
            return limit;
    }
    while (i < limit && (uchar(a[i]) | uchar(b[i])) < 0x80)
        ++i;
    return i;
}

inline int utf8SequenceLength(uchar lead)
{
    if (lead < 0xc0)
        return 1; // ASCII, or a stray continuation byte taken on its own
    if (lead < 0xe0)
        return 2;
    if (lead < 0xf0)
        return 3;
    if (lead < 0xf8)
        return 4;
    return 1;
}

// Bytes at the end of [data, data+size) that start a UTF-8 sequence the data does not finish.
int incompleteUtf8Tail(const uchar *data, qsizetype size)
{
    for (int back = 1; back <= 3 && back <= size; ++back) {
        const uchar c = data[size - back];
        if ((c & 0xc0) == 0x80)
            continue;
        if (c >= 0xc0 && utf8SequenceLength(c) > back)
            return back;
        return 0;
    }
    return 0;
}

} // namespace

QList<StyleSpan> LogLine::utf16Spans() const
{
    QList<StyleSpan> result;
    result.reserve(spans.size());
    // Walk the UTF-8 text once, mapping byte offsets to UTF-16 offsets.
    const auto *bytes = reinterpret_cast<const uchar *>(text.constData());
    int byte = 0;
    int unit = 0;
    auto advanceTo = [&](int target) {
        while (byte < target && byte < text.size()) {
            const int length = utf8SequenceLength(bytes[byte]);
            byte += length;
            unit += length == 4 ? 2 : 1;
        }
        return unit;
    };
    for (const StyleSpan &span : spans) {
        const int start = advanceTo(span.start);
        const int end = advanceTo(span.start + span.length);
        result.append({start, end - start, span.style});
    }
    return result;
}

namespace {

void appendColorCodes(QByteArray &codes, quint32 color, int base, int brightBase)
{
    if (color == TerminalColor::Default)
        return;
    codes += ';';
    if (TerminalColor::isRgb(color)) {
        const quint32 rgb = TerminalColor::rgbValue(color);
        codes += QByteArray::number(base + 8) + ";2;" + QByteArray::number(rgb >> 16) + ';'
                 + QByteArray::number((rgb >> 8) & 0xff) + ';' + QByteArray::number(rgb & 0xff);
        return;
    }
    const int index = TerminalColor::index(color);
    if (index < 8)
        codes += QByteArray::number(base + index);
    else if (index < 16)
        codes += QByteArray::number(brightBase + index - 8);
    else
        codes += QByteArray::number(base + 8) + ";5;" + QByteArray::number(index);
}

} // namespace

QByteArray LogLine::toAnsiBytes() const
{
    if (spans.isEmpty())
        return text;
    QByteArray result;
    appendAnsiBytes(result);
    return result;
}

void LogLine::appendAnsiBytes(QByteArray &result) const
{
    if (spans.isEmpty()) {
        result += text;
        return;
    }
    int at = 0;
    for (const StyleSpan &span : spans) {
        result.append(text.constData() + at, span.start - at);
        QByteArray codes("\x1b[0");
        static constexpr std::pair<TextStyle::Attribute, char> attributeCodes[] = {
            {TextStyle::Bold, '1'},      {TextStyle::Faint, '2'},   {TextStyle::Italic, '3'},
            {TextStyle::Underline, '4'}, {TextStyle::Inverse, '7'},
        };
        for (const auto &[attribute, code] : attributeCodes) {
            if (span.style.attributes & attribute)
                codes += QByteArray(";") + code;
        }
        appendColorCodes(codes, span.style.foreground, 30, 90);
        appendColorCodes(codes, span.style.background, 40, 100);
        result += codes + 'm';
        result.append(text.constData() + span.start, span.length);
        result += "\x1b[0m";
        at = span.start + span.length;
    }
    result.append(text.constData() + at, text.size() - at);
}

QByteArray terminalText(QByteArrayView raw)
{
    LineAssembler assembler(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip);
    QByteArray text;
    const auto keep = [&text](const LogLine &line) {
        if (!text.isEmpty())
            text += '\n';
        text += line.text;
    };
    assembler.feed(raw, keep);
    assembler.finish(keep);
    return text;
}

LineAssembler::LineAssembler(quint16 replica, LogStreamKind stream, ColorMode colorMode)
    : m_colorMode(colorMode)
{
    m_line.replica = replica;
    m_line.stream = stream;
}

void LineAssembler::feed(QByteArrayView chunk, const LineSink &sink)
{
    const char *data = chunk.data();
    qsizetype size = chunk.size();
    if (m_utf8CarrySize > 0) {
        // Finish the character the previous chunk cut in two before anything else.
        char joined[8];
        std::memcpy(joined, m_utf8Carry, size_t(m_utf8CarrySize));
        int joinedSize = m_utf8CarrySize;
        const int needed = utf8SequenceLength(uchar(m_utf8Carry[0])) - m_utf8CarrySize;
        int taken = 0;
        while (taken < needed && taken < size && (uchar(data[taken]) & 0xc0) == 0x80)
            joined[joinedSize++] = data[taken++];
        m_utf8CarrySize = 0;
        const bool stillOpen = taken == size && taken < needed;
        if (stillOpen) {
            std::memcpy(m_utf8Carry, joined, size_t(joinedSize));
            m_utf8CarrySize = joinedSize;
            return;
        }
        writeText(joined, joinedSize);
        breakLongLine(sink);
        data += taken;
        size -= taken;
    }
    process(data, size, sink);
}

void LineAssembler::finish(const LineSink &sink)
{
    if (m_utf8CarrySize > 0) {
        writeText(m_utf8Carry, m_utf8CarrySize);
        m_utf8CarrySize = 0;
    }
    m_state = State::Text;
    if (!m_line.text.isEmpty())
        emitLine(sink);
}

QList<LogLine> LineAssembler::feed(QByteArrayView chunk)
{
    QList<LogLine> lines;
    feed(chunk, [&lines](const LogLine &line) { lines.append(line); });
    return lines;
}

QList<LogLine> LineAssembler::finish()
{
    QList<LogLine> lines;
    finish([&lines](const LogLine &line) { lines.append(line); });
    return lines;
}

void LineAssembler::process(const char *data, qsizetype size, const LineSink &sink)
{
    const auto *p = reinterpret_cast<const uchar *>(data);
    const uchar *const end = p + size;
    while (p < end) {
        switch (m_state) {
        case State::Text: {
            const uchar *stop = findSpecial(p, end);
            if (stop > p) {
                qsizetype length = stop - p;
                if (stop == end) {
                    const int tail = incompleteUtf8Tail(p, length);
                    if (tail > 0) {
                        std::memcpy(m_utf8Carry, stop - tail, size_t(tail));
                        m_utf8CarrySize = tail;
                        length -= tail;
                    }
                }
                while (length > 0) {
                    const qsizetype room = qMax<qsizetype>(m_maxLineBytes - m_line.text.size(), 1);
                    const qsizetype piece = qMin(length, room);
                    writeText(reinterpret_cast<const char *>(p), piece);
                    breakLongLine(sink);
                    p += piece;
                    length -= piece;
                }
            }
            p = stop;
            if (p == end)
                return;
            const uchar c = *p++;
            if (c == '\n')
                emitLine(sink);
            else if (c == '\r')
                m_cursor = 0;
            else if (c == '\b')
                backspace();
            else if (c == 0x1b)
                p = takeWholeCsi(p, end);
            break;
        }
        case State::Escape: {
            const uchar c = *p;
            if (c < 0x20) { // a control character cancels the sequence and keeps its meaning
                m_state = State::Text;
                break;
            }
            ++p;
            if (c == '[') {
                m_state = State::Csi;
                m_csiParameterSize = 0;
            } else if (c == ']') {
                m_state = State::Osc;
                m_oscLength = 0;
            } else if (c >= 0x20 && c <= 0x2f) {
                m_state = State::EscapeIntermediate;
            } else {
                m_state = State::Text;
            }
            break;
        }
        case State::EscapeIntermediate: {
            const uchar c = *p;
            if (c < 0x20) {
                m_state = State::Text;
                break;
            }
            ++p;
            if (c > 0x2f)
                m_state = State::Text;
            break;
        }
        case State::Csi: {
            while (p < end && *p >= 0x20 && *p <= 0x3f) {
                if (m_csiParameterSize < MaxCsiParameterBytes)
                    m_csiParameters[m_csiParameterSize++] = char(*p);
                ++p;
            }
            if (p == end)
                return;
            const uchar c = *p;
            if (c >= 0x40 && c <= 0x7e) {
                ++p;
                m_state = State::Text;
                finishCsi(char(c));
            } else {
                m_state = State::Text; // malformed: drop what we had, keep the byte
            }
            break;
        }
        case State::Osc: {
            const uchar c = *p;
            if (c == '\n' || ++m_oscLength > MaxOscBytes) {
                m_state = State::Text; // an unterminated title must not swallow the log
                break;
            }
            ++p;
            if (c == 0x07)
                m_state = State::Text;
            else if (c == 0x1b)
                m_state = State::OscEscape;
            break;
        }
        case State::OscEscape:
            if (*p == '\\')
                ++p;
            m_state = State::Text;
            break;
        }
    }
}

// Trainers send colour sequences ("ESC[1m") around every progress update; when one lies
// wholly inside the chunk, take it here rather than one state change per byte.
const uchar *LineAssembler::takeWholeCsi(const uchar *p, const uchar *end)
{
    const uchar *q = p + 1;
    if (p == end || *p != '[') {
        m_state = State::Escape;
        return p;
    }
    while (q < end && *q >= 0x20 && *q <= 0x3f)
        ++q;
    if (q == end || *q < 0x40 || *q > 0x7e) {
        m_state = State::Escape; // split by the chunk, or malformed: byte by byte below
        return p;
    }
    m_csiParameterSize = int(qMin<qsizetype>(q - (p + 1), MaxCsiParameterBytes));
    std::memcpy(m_csiParameters, p + 1, size_t(m_csiParameterSize));
    finishCsi(char(*q));
    return q + 1;
}

void LineAssembler::writeText(const char *data, qsizetype size)
{
    if (size <= 0)
        return;
    if (m_cursor >= m_line.text.size()) {
        const int start = int(m_line.text.size());
        appendText(data, size);
        m_cursor = int(m_line.text.size());
        if (m_colorMode == ColorMode::Keep && !m_style.isDefault()) {
            if (!m_line.spans.isEmpty()) {
                StyleSpan &last = m_line.spans.last();
                if (last.start + last.length == start && last.style == m_style) {
                    last.length += int(size);
                    return;
                }
            }
            m_line.spans.append({start, int(size), m_style});
        }
        return;
    }
    overwriteText(data, size);
}

// QByteArray::append goes through the general insert(); resize + memcpy keeps the
// geometric growth and costs a fraction of it per call.
void LineAssembler::appendText(const char *data, qsizetype size)
{
    const qsizetype oldSize = m_line.text.size();
    m_line.text.resize(oldSize + size);
    std::memcpy(m_line.text.data() + oldSize, data, size_t(size));
}

void LineAssembler::overwriteText(const char *data, qsizetype size)
{
    const bool styled = m_colorMode == ColorMode::Keep
                        && (!m_line.spans.isEmpty() || !m_style.isDefault());
    const int runStart = m_cursor;
    qsizetype i = 0;
    while (i < size && m_cursor < m_line.text.size()) {
        // Progress bars redraw ASCII over ASCII: copy such stretches in one go.
        const qsizetype limit = qMin(size - i, m_line.text.size() - m_cursor);
        const qsizetype ascii
            = asciiPrefixLength(data + i, m_line.text.constData() + m_cursor, limit);
        if (ascii > 0) {
            std::memcpy(m_line.text.data() + m_cursor, data + i, size_t(ascii));
            m_cursor += int(ascii);
            i += ascii;
            continue;
        }
        const int newLength = int(qMin<qsizetype>(utf8SequenceLength(uchar(data[i])), size - i));
        const int oldLength = qMin(utf8SequenceLength(uchar(m_line.text.at(m_cursor))),
                                   int(m_line.text.size()) - m_cursor);
        if (newLength == oldLength) {
            std::memcpy(m_line.text.data() + m_cursor, data + i, size_t(newLength));
        } else {
            m_line.text.replace(m_cursor, oldLength, QByteArrayView(data + i, newLength));
            if (styled)
                shiftSpans(m_cursor + oldLength, newLength - oldLength);
        }
        m_cursor += newLength;
        i += newLength;
    }
    if (i < size)
        appendText(data + i, size - i);
    m_cursor = qMin(int(m_cursor + (size - i)), int(m_line.text.size()));
    if (styled)
        paint(runStart, m_cursor - runStart);
}

// Gives [start, start + length) the current style, cutting the spans that covered it.
void LineAssembler::paint(int start, int length)
{
    if (length <= 0)
        return;
    const int end = start + length;
    if (m_line.spans.isEmpty() && m_style.isDefault())
        return;
    bool overlaps = false;
    for (const StyleSpan &span : std::as_const(m_line.spans)) {
        // A redraw in the same style over the same text: nothing changes.
        if (span.start <= start && span.start + span.length >= end && span.style == m_style)
            return;
        overlaps = overlaps || (span.start < end && span.start + span.length > start);
    }
    if (!overlaps && m_style.isDefault())
        return; // unstyled text redrawn over unstyled text: the spans stay as they are
    QList<StyleSpan> &painted = m_paintScratch;
    painted.resize(0);
    bool inserted = false;
    auto insertNew = [&] {
        if (!inserted && !m_style.isDefault())
            painted.append({start, length, m_style});
        inserted = true;
    };
    for (const StyleSpan &span : std::as_const(m_line.spans)) {
        const int spanEnd = span.start + span.length;
        if (spanEnd <= start) {
            painted.append(span);
            continue;
        }
        if (span.start < start)
            painted.append({span.start, start - span.start, span.style});
        insertNew();
        if (spanEnd > end)
            painted.append({qMax(end, span.start), spanEnd - qMax(end, span.start), span.style});
    }
    insertNew();
    m_line.spans.swap(painted);
}

void LineAssembler::shiftSpans(int from, int delta)
{
    for (StyleSpan &span : m_line.spans) {
        if (span.start >= from)
            span.start += delta;
        else if (span.start + span.length > from)
            span.length += delta;
    }
}

void LineAssembler::truncateAt(int position)
{
    if (position >= m_line.text.size())
        return;
    m_line.text.truncate(position);
    QList<StyleSpan> kept;
    for (const StyleSpan &span : std::as_const(m_line.spans)) {
        if (span.start >= position)
            continue;
        kept.append({span.start, qMin(span.length, position - span.start), span.style});
    }
    m_line.spans = kept;
    m_cursor = qMin(m_cursor, position);
}

void LineAssembler::emitLine(const LineSink &sink)
{
    ++m_linesEmitted;
    if (sink)
        sink(m_line);
    // resize(0) keeps the capacity, so steady-state ingest allocates nothing per line.
    m_line.text.resize(0);
    // Resizing a never-allocated list allocates, so only touch spans that exist.
    if (!m_line.spans.isEmpty())
        m_line.spans.resize(0);
    m_cursor = 0;
}

void LineAssembler::breakLongLine(const LineSink &sink)
{
    if (m_line.text.size() >= m_maxLineBytes)
        emitLine(sink);
}

void LineAssembler::backspace()
{
    if (m_cursor <= 0)
        return;
    --m_cursor;
    while (m_cursor > 0 && (uchar(m_line.text.at(m_cursor)) & 0xc0) == 0x80)
        --m_cursor;
}

void LineAssembler::finishCsi(char finalByte)
{
    const char first = m_csiParameterSize == 0 ? '0' : m_csiParameters[0];
    if (first < '0' || first > ';')
        return; // private sequences (ESC[?25l and the like) change nothing we show
    if (finalByte == 'm') { // the commonest sequence by far: skip the parameter parse below
        if (m_colorMode == ColorMode::Keep)
            applySgr();
        return;
    }
    int parameter = 0;
    for (int b = 0; b < m_csiParameterSize && m_csiParameters[b] >= '0'
                    && m_csiParameters[b] <= '9'; ++b)
        parameter = qMin(parameter * 10 + (m_csiParameters[b] - '0'), 65535);
    switch (finalByte) {
    case 'K': // erase in line: what progress bars send to clear their previous state
        if (parameter == 2) {
            truncateAt(0);
            m_cursor = 0;
        } else if (parameter == 0) {
            truncateAt(m_cursor);
        }
        break;
    case 'G': { // cursor to column N (1-based), counted in characters
        const int column = qMax(parameter, 1) - 1;
        int byte = 0;
        for (int c = 0; c < column && byte < m_line.text.size(); ++c)
            byte += utf8SequenceLength(uchar(m_line.text.at(byte)));
        m_cursor = qMin(byte, int(m_line.text.size()));
        break;
    }
    default:
        break;
    }
}

void LineAssembler::applySgr()
{
    // "ESC[0m", "ESC[m" and "ESC[1m" are most of what trainers send: no parse for those.
    if (m_csiParameterSize == 0 || (m_csiParameterSize == 1 && m_csiParameters[0] == '0')) {
        m_style = TextStyle();
        return;
    }
    if (m_csiParameterSize == 1 && m_csiParameters[0] == '1') {
        m_style.attributes |= TextStyle::Bold;
        return;
    }
    // At most 64 parameter bytes, so at most 33 codes: no allocation on the ingest path.
    std::array<int, MaxCsiParameterBytes / 2 + 2> codeStorage;
    qsizetype codeCount = 0;
    int value = -1;
    for (int b = 0; b < m_csiParameterSize; ++b) {
        const char c = m_csiParameters[b];
        if (c >= '0' && c <= '9') {
            value = qMin((value < 0 ? 0 : value) * 10 + (c - '0'), 65535);
        } else if (c == ';' || c == ':') {
            codeStorage[size_t(codeCount++)] = value < 0 ? 0 : value;
            value = -1;
        }
    }
    codeStorage[size_t(codeCount++)] = value < 0 ? 0 : value;
    const std::span<const int> codes(codeStorage.data(), size_t(codeCount));

    for (qsizetype i = 0; i < codeCount; ++i) {
        const int code = codes[i];
        auto extendedColor = [&](quint32 *target) {
            if (i + 2 < codeCount && codes[i + 1] == 5) {
                if (codes[i + 2] <= 255) // terminals ignore an index past the palette
                    *target = TerminalColor::indexed(codes[i + 2]);
                i += 2;
            } else if (i + 4 < codeCount && codes[i + 1] == 2) {
                *target = TerminalColor::rgb(codes[i + 2], codes[i + 3], codes[i + 4]);
                i += 4;
            } else {
                i = codeCount; // malformed: ignore the rest, as terminals do
            }
        };
        if (code == 0) {
            m_style = TextStyle();
        } else if (code == 1) {
            m_style.attributes |= TextStyle::Bold;
        } else if (code == 2) {
            m_style.attributes |= TextStyle::Faint;
        } else if (code == 3) {
            m_style.attributes |= TextStyle::Italic;
        } else if (code == 4) {
            m_style.attributes |= TextStyle::Underline;
        } else if (code == 7) {
            m_style.attributes |= TextStyle::Inverse;
        } else if (code == 22) {
            m_style.attributes &= ~(TextStyle::Bold | TextStyle::Faint);
        } else if (code == 23) {
            m_style.attributes &= ~TextStyle::Italic;
        } else if (code == 24) {
            m_style.attributes &= ~TextStyle::Underline;
        } else if (code == 27) {
            m_style.attributes &= ~TextStyle::Inverse;
        } else if (code >= 30 && code <= 37) {
            m_style.foreground = TerminalColor::indexed(code - 30);
        } else if (code == 38) {
            extendedColor(&m_style.foreground);
        } else if (code == 39) {
            m_style.foreground = TerminalColor::Default;
        } else if (code >= 40 && code <= 47) {
            m_style.background = TerminalColor::indexed(code - 40);
        } else if (code == 48) {
            extendedColor(&m_style.background);
        } else if (code == 49) {
            m_style.background = TerminalColor::Default;
        } else if (code >= 90 && code <= 97) {
            m_style.foreground = TerminalColor::indexed(code - 90 + 8);
        } else if (code >= 100 && code <= 107) {
            m_style.background = TerminalColor::indexed(code - 100 + 8);
        }
    }
}

} // namespace Poolcraft
