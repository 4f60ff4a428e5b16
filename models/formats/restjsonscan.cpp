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
    PositionScanner(const QByteArray &json, QList<DuplicateJsonKey> *duplicates)
        : m_json(json)
        , m_duplicates(duplicates)
    {}

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
        // Keys of this object only: a hash per object keeps the check linear overall.
        QHash<QString, SourcePosition> keys;
        while (!atEnd() && peek() != '}') {
            const SourcePosition keyPosition = position();
            const QString key = string();
            const QString childPath = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            remember(childPath, keyPosition);
            if (m_duplicates) {
                const auto seen = keys.constFind(key);
                if (seen != keys.cend())
                    m_duplicates->append({childPath, *seen, keyPosition});
                else
                    keys.insert(key, keyPosition);
            }
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
    QList<DuplicateJsonKey> *m_duplicates;
};

// nlohmann's DOM builder, except that an error is kept with its position instead of thrown.
class NonThrowingJsonSax
{
public:
    using Json = nlohmann::json;
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    NonThrowingJsonSax(Json *root, JsonSyntaxError *error)
        : m_dom(*root, false)
        , m_error(error)
    {}

    bool null() { return m_dom.null(); }
    bool boolean(bool value) { return m_dom.boolean(value); }
    bool number_integer(number_integer_t value) { return m_dom.number_integer(value); }
    bool number_unsigned(number_unsigned_t value) { return m_dom.number_unsigned(value); }
    bool number_float(number_float_t value, const string_t &text)
    {
        return m_dom.number_float(value, text);
    }
    bool string(string_t &value) { return m_dom.string(value); }
    bool binary(binary_t &value) { return m_dom.binary(value); }
    bool start_object(std::size_t size) { return m_dom.start_object(size); }
    bool key(string_t &value) { return m_dom.key(value); }
    bool end_object() { return m_dom.end_object(); }
    bool start_array(std::size_t size) { return m_dom.start_array(size); }
    bool end_array() { return m_dom.end_array(); }

    bool parse_error(std::size_t position, const std::string &token,
                     const nlohmann::detail::exception &exception)
    {
        // position counts the bytes read. A syntax error is at the last of them; a number
        // out of range (406) is the whole token just read, so point at its start.
        std::size_t offset = position > 0 ? position - 1 : 0;
        if (exception.id == 406) {
            if (position >= token.size())
                offset = position - token.size();
            m_error->outOfRange = QString::fromStdString(token);
        }
        m_error->offset = qsizetype(offset);
        m_error->message = messageWithoutPrefix(exception.what());
        m_failed = true;
        return false;
    }

    bool failed() const { return m_failed; }

private:
    // "[json.exception.parse_error.101] parse error at line 1, column 2: x" -> "x"; the
    // column counts bytes and we give our own.
    static QString messageWithoutPrefix(const char *what)
    {
        QString message = QString::fromUtf8(what);
        const qsizetype colon = message.indexOf(QLatin1String(": "));
        if (colon >= 0)
            return message.mid(colon + 2);
        const qsizetype bracket = message.indexOf(QLatin1String("] "));
        return bracket >= 0 ? message.mid(bracket + 2) : message;
    }

    nlohmann::detail::json_sax_dom_parser<Json> m_dom;
    JsonSyntaxError *m_error;
    bool m_failed = false;
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

QHash<QString, SourcePosition> jsonValuePositions(const QByteArray &json,
                                                  QList<DuplicateJsonKey> *duplicates)
{
    return PositionScanner(json, duplicates).run();
}

bool parseJsonText(const QByteArray &json, nlohmann::json *root, JsonSyntaxError *error)
{
    *root = nlohmann::json();
    NonThrowingJsonSax sax(root, error);
    const bool ok = nlohmann::json::sax_parse(json.constBegin(), json.constEnd(), &sax)
                    && !sax.failed();
    if (!ok)
        *root = nlohmann::json();
    return ok;
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
