#include "yamlinput.h"

#include <QByteArrayView>
#include <QCoreApplication>

#include <yaml-cpp/mark.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class FormatsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::Formats)
};

Diagnostic inputError(const QString &ruleId, const QString &fileName, int line, int column,
                      const QString &message)
{
    Diagnostic d;
    d.severity = Severity::Error;
    d.ruleId = ruleId;
    d.file = fileName;
    d.position = {line, column};
    d.message = message;
    return d;
}

// Length of the UTF-8 sequence starting at data[i], or 0 when it is not valid UTF-8.
int utf8SequenceLength(const unsigned char *data, qsizetype size, qsizetype i)
{
    const unsigned char c = data[i];
    if (c < 0x80)
        return 1;
    int length = 0;
    unsigned int minimum = 0;
    unsigned int code = 0;
    if ((c & 0xE0) == 0xC0) {
        length = 2;
        minimum = 0x80;
        code = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
        length = 3;
        minimum = 0x800;
        code = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
        length = 4;
        minimum = 0x10000;
        code = c & 0x07;
    } else {
        return 0;
    }
    if (i + length > size)
        return 0;
    for (int k = 1; k < length; ++k) {
        if ((data[i + k] & 0xC0) != 0x80)
            return 0;
        code = (code << 6) | (data[i + k] & 0x3F);
    }
    if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return 0;
    return length;
}

// True when the character at `i` begins a value: first on the line, or after "- ", ": ", "? ".
bool startsValue(const char *line, qsizetype indent, qsizetype i)
{
    qsizetype k = i;
    while (k > indent && line[k - 1] == ' ')
        --k;
    if (k == indent)
        return true;
    const char before = line[k - 1];
    return k < i && (before == '-' || before == ':' || before == '?');
}

} // namespace

QByteArray withoutByteOrderMark(const QByteArray &data)
{
    return data.startsWith("\xEF\xBB\xBF") ? data.mid(3) : data;
}

Diagnostic fileTooLarge(const QString &fileName, qint64 size)
{
    return inputError(QStringLiteral("file-too-large"), fileName, 1, 1,
                      FormatsMessages::tr("the file is %1 MiB; config files above %2 MiB are refused")
                          .arg(double(size) / (1024 * 1024), 0, 'f', 1)
                          .arg(YamlLimits::MaxFileBytes / (1024 * 1024)));
}

bool checkTextInput(const QByteArray &data, const QString &fileName, Diagnostic *problem)
{
    if (data.size() > YamlLimits::MaxFileBytes) {
        *problem = fileTooLarge(fileName, data.size());
        return false;
    }
    const qsizetype nul = data.indexOf('\0');
    if (nul >= 0) {
        // Binary content is named as such even when it is also invalid UTF-8 before the NUL.
        const QByteArray before = data.left(nul);
        const int line = int(before.count('\n')) + 1;
        const int column = int(nul - (before.lastIndexOf('\n') + 1)) + 1;
        *problem = inputError(QStringLiteral("binary-file"), fileName, line, column,
                              FormatsMessages::tr("the file holds a NUL byte: it is binary, not a text "
                                 "config file"));
        return false;
    }
    // Qt's check is the same rule (no overlong forms, surrogates or code points past
    // U+10FFFF) and several times faster; the loop below only finds where it breaks.
    if (QByteArrayView(data).isValidUtf8())
        return true;
    const auto *bytes = reinterpret_cast<const unsigned char *>(data.constData());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < data.size();) {
        const unsigned char c = bytes[i];
        const int length = utf8SequenceLength(bytes, data.size(), i);
        if (length == 0) {
            *problem = inputError(QStringLiteral("invalid-utf8"), fileName, line, column,
                                  FormatsMessages::tr("byte 0x%1 is not valid UTF-8; save the file as UTF-8")
                                      .arg(int(c), 2, 16, QLatin1Char('0')));
            return false;
        }
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        i += length;
    }
    return true;
}

bool checkYamlNesting(const QByteArray &data, const QString &fileName, Diagnostic *problem)
{
    std::vector<int> indents;   // open block levels
    int flowDepth = 0;
    int blockScalarIndent = -1; // >= 0 while inside a literal or folded block scalar
    int lineNumber = 0;
    qint64 values = 0;          // an estimate of the values yaml-cpp would make
    qsizetype start = 0;
    while (start <= data.size()) {
        qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            end = data.size();
        ++lineNumber;
        const char *line = data.constData() + start;
        const qsizetype length = end - start;
        qsizetype indent = 0;
        while (indent < length && line[indent] == ' ')
            ++indent;
        const bool blank = indent == length || line[indent] == '#' || line[indent] == '\r';
        if (blockScalarIndent >= 0 && (blank || indent > blockScalarIndent)) {
            start = end + 1;
            continue;
        }
        blockScalarIndent = -1;
        if (blank) {
            start = end + 1;
            continue;
        }
        if (flowDepth == 0) {
            while (!indents.empty() && indents.back() >= indent)
                indents.pop_back();
            indents.push_back(int(indent));
        }
        int blockDepth = int(indents.size());
        char quote = 0;
        char last = 0;
        for (qsizetype i = indent; i < length; ++i) {
            const char c = line[i];
            if (quote) {
                if (c == quote)
                    quote = 0;
                continue;
            }
            if (c == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t'))
                break;
            if ((c == '\'' || c == '"') && (i == indent || line[i - 1] == ' '
                                            || line[i - 1] == '[' || line[i - 1] == '{'
                                            || line[i - 1] == ',' || line[i - 1] == ':')) {
                quote = c;
                continue;
            }
            if ((c == '-' || c == '?' || c == ':') && (i + 1 == length || line[i + 1] == ' ')
                && flowDepth == 0) {
                ++blockDepth; // "- - x" and "a: b" open one level each
                values += c == ':' ? 2 : 1; // a key and its value; an item
            } else if ((c == '[' || c == '{') && (flowDepth > 0 || startsValue(line, indent, i))) {
                ++flowDepth; // a bracket inside a plain word ("gs://[BUCKET]") opens nothing
                values += 2; // the collection and its first element
            } else if ((c == ']' || c == '}') && flowDepth > 0) {
                --flowDepth;
            } else if (c == ',' && flowDepth > 0) {
                ++values;
            }
            if (c != ' ' && c != '\r' && (i == indent || line[i - 1] == ' '))
                last = c; // first character of the last word: "|", "|-", ">+" ...
            if (blockDepth + flowDepth > YamlLimits::MaxNesting) {
                *problem = inputError(QStringLiteral("too-deep"), fileName, lineNumber,
                                      int(i) + 1,
                                      FormatsMessages::tr("values are nested more than %1 levels deep; a job "
                                         "config never is, so the file is refused")
                                          .arg(YamlLimits::MaxNesting));
                return false;
            }
        }
        if (values > YamlLimits::MaxValuesParsed) {
            *problem = inputError(QStringLiteral("too-many-values"), fileName, lineNumber, 1,
                                  FormatsMessages::tr("the file holds more than %1 keys and values; a job config "
                                     "holds a few hundred, so the file is refused")
                                      .arg(YamlLimits::MaxValuesParsed));
            return false;
        }
        if (last == '|' || last == '>')
            blockScalarIndent = int(indent);
        start = end + 1;
    }
    return true;
}

namespace {
constexpr qsizetype BlockBytes = 4096;

bool startsCodePoint(char byte)
{
    return (static_cast<unsigned char>(byte) & 0xC0) != 0x80;
}

// Eight bytes at a time: every reader asks this of the whole file before it reads it.
bool isAscii(const QByteArray &text)
{
    const char *bytes = text.constData();
    const qsizetype size = text.size();
    quint64 seen = 0;
    qsizetype i = 0;
    for (; i + 8 <= size; i += 8) {
        quint64 word;
        std::memcpy(&word, bytes + i, sizeof word);
        seen |= word;
    }
    for (; i < size; ++i)
        seen |= static_cast<unsigned char>(bytes[i]);
    return (seen & 0x8080808080808080ULL) == 0;
}
} // namespace

YamlColumns::YamlColumns(const QByteArray &text)
    : m_text(text)
    , m_ascii(isAscii(text))
{
    if (m_ascii)
        return;
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i % BlockBytes == 0)
            m_blockCounts.push_back(count);
        count += startsCodePoint(text.at(i)) ? 1 : 0;
    }
}

qsizetype YamlColumns::codePointsBefore(qsizetype offset) const
{
    // The text's end may start a block of its own that was never counted.
    const qsizetype block = std::min(offset / BlockBytes, qsizetype(m_blockCounts.size()) - 1);
    return m_blockCounts[size_t(block)]
           + std::count_if(m_text.cbegin() + block * BlockBytes, m_text.cbegin() + offset,
                           startsCodePoint);
}

SourcePosition YamlColumns::position(const YAML::Mark &mark) const
{
    if (mark.line < 0 || mark.column < 0)
        return {};
    // The line starts `column` bytes before the mark's offset in the text.
    const qsizetype lineStart = qsizetype(mark.pos) - mark.column;
    if (m_ascii || mark.pos < 0 || lineStart < 0 || mark.pos > m_text.size())
        return {mark.line + 1, mark.column + 1};
    const qsizetype characters = codePointsBefore(mark.pos) - codePointsBefore(lineStart);
    return {mark.line + 1, int(characters) + 1};
}

} // namespace Poolcraft
