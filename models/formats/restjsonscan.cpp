#include "restjsonscan.h"

#include <nlohmann/json.hpp>

namespace Poolcraft {

namespace {

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Walks valid JSON once, keeping line and column as it goes so that a long one-line file
// costs no more than a short one.
class PositionScanner
{
public:
    explicit PositionScanner(const QByteArray &json) : m_json(json) {}

    QHash<QString, SourcePosition> run()
    {
        skipSpace();
        if (m_offset < m_json.size()) {
            m_positions.insert(QString(), position());
            value(QString());
        }
        return m_positions;
    }

private:
    SourcePosition position() const { return {m_line, m_column}; }

    // A hostile file can hold millions of values; past this many, values fall back to the
    // position of the nearest parent that was remembered.
    void remember(const QString &path, SourcePosition where)
    {
        constexpr qsizetype maxPositions = 100'000;
        if (m_positions.size() < maxPositions)
            m_positions.insert(path, where);
    }
    bool atEnd() const { return m_offset >= m_json.size(); }
    char peek() const { return atEnd() ? '\0' : m_json.at(m_offset); }

    void advance()
    {
        const char c = m_json.at(m_offset++);
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if (!isContinuationByte(c)) {
            ++m_column;
        }
    }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = peek();
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                break;
            advance();
        }
    }

    QString string()
    {
        const qsizetype start = m_offset;
        bool escaped = false;
        advance(); // opening quote
        while (!atEnd()) {
            const char c = peek();
            advance();
            if (c == '\\') {
                escaped = true;
                if (!atEnd())
                    advance();
            } else if (c == '"') {
                break;
            }
        }
        const QByteArray raw = m_json.mid(start, m_offset - start);
        if (!escaped)
            return QString::fromUtf8(raw.mid(1, raw.size() - 2));
        const nlohmann::json decoded = nlohmann::json::parse(raw.constBegin(), raw.constEnd(),
                                                             nullptr, false);
        return decoded.is_string() ? QString::fromStdString(decoded.get<std::string>())
                                   : QString::fromUtf8(raw);
    }

    void value(const QString &path)
    {
        const char c = peek();
        if (c == '{') {
            object(path);
        } else if (c == '[') {
            array(path);
        } else if (c == '"') {
            string();
        } else {
            while (!atEnd()) {
                const char d = peek();
                if (d == ',' || d == '}' || d == ']' || d == ' ' || d == '\n' || d == '\t'
                    || d == '\r')
                    break;
                advance();
            }
        }
    }

    void object(const QString &path)
    {
        advance(); // {
        skipSpace();
        while (!atEnd() && peek() != '}') {
            const SourcePosition keyPosition = position();
            const QString key = string();
            const QString childPath = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            remember(childPath, keyPosition);
            skipSpace();
            if (peek() == ':')
                advance();
            skipSpace();
            value(childPath);
            skipSpace();
            if (peek() == ',')
                advance();
            else if (peek() != '}')
                return; // not valid JSON: the caller's parser has said so already
            skipSpace();
        }
        if (!atEnd())
            advance();
    }

    void array(const QString &path)
    {
        advance(); // [
        skipSpace();
        int index = 0;
        while (!atEnd() && peek() != ']') {
            const QString childPath = path + QStringLiteral("[%1]").arg(index++);
            remember(childPath, position());
            value(childPath);
            skipSpace();
            if (peek() == ',')
                advance();
            else if (peek() != ']')
                return;
            skipSpace();
        }
        if (!atEnd())
            advance();
    }

    const QByteArray &m_json;
    qsizetype m_offset = 0;
    int m_line = 1;
    int m_column = 1;
    QHash<QString, SourcePosition> m_positions;
};

} // namespace

SourcePosition textPosition(const QByteArray &text, qsizetype offset)
{
    const qsizetype end = std::clamp<qsizetype>(offset, 0, text.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < end; ++i) {
        const char c = text.at(i);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if (!isContinuationByte(c)) {
            ++column;
        }
    }
    return {line, column};
}

QHash<QString, SourcePosition> jsonValuePositions(const QByteArray &json)
{
    return PositionScanner(json).run();
}

qsizetype jsonNestingTooDeep(const QByteArray &json, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > maxDepth)
                return i;
        } else if (c == '}' || c == ']') {
            depth = std::max(0, depth - 1);
        }
    }
    return -1;
}

} // namespace Poolcraft
