#include "gcloudwords.h"

#include <QCoreApplication>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class ShellWordsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::ShellWords)
};

bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n')
           || c == QLatin1Char('\r');
}

bool isOperator(QChar c)
{
    return c == QLatin1Char(';') || c == QLatin1Char('|') || c == QLatin1Char('&');
}

class Splitter
{
public:
    explicit Splitter(const QString &text) : m_text(text) {}

    ShellWords run()
    {
        while (m_pos < m_text.size() && m_result.error.isEmpty()) {
            const QChar c = m_text.at(m_pos);
            if (isBlank(c)) {
                finishWord();
                ++m_pos;
            } else if (c == QLatin1Char('#') && !m_inWord) {
                while (m_pos < m_text.size() && m_text.at(m_pos) != QLatin1Char('\n'))
                    ++m_pos;
            } else if (isOperator(c)) {
                m_result.endOfCommand = m_pos;
                break;
            } else if (c == QLatin1Char('\\')) {
                backslash();
            } else if (c == QLatin1Char('\'')) {
                singleQuoted();
            } else if (c == QLatin1Char('"')) {
                doubleQuoted();
            } else if (c == QLatin1Char('$') && peek(1) == QLatin1Char('\'')) {
                ansiQuoted();
            } else if (c == QChar(0)) {
                fail(m_pos, ShellWordsMessages::tr("a NUL character cannot be part of a command line"));
            } else {
                append(c, m_pos++);
            }
        }
        finishWord();
        return m_result;
    }

private:
    QChar peek(qsizetype ahead) const
    {
        return m_pos + ahead < m_text.size() ? m_text.at(m_pos + ahead) : QChar();
    }

    void append(QChar c, qsizetype offset)
    {
        m_inWord = true;
        m_word.text.append(c);
        m_word.offsets.append(offset);
    }

    void finishWord()
    {
        if (!m_inWord)
            return;
        m_word.offsets.append(m_pos);
        m_result.words.append(m_word);
        m_word = ShellWord();
        m_inWord = false;
    }

    void fail(qsizetype offset, const QString &message)
    {
        m_result.error = message;
        m_result.errorOffset = offset;
    }

    // Backslash-newline (also CRLF, as pasted from Windows) joins lines.
    bool continuation(qsizetype at) const
    {
        return at < m_text.size()
               && (m_text.at(at) == QLatin1Char('\n')
                   || (m_text.at(at) == QLatin1Char('\r') && at + 1 < m_text.size()
                       && m_text.at(at + 1) == QLatin1Char('\n')));
    }

    qsizetype skipNewline(qsizetype at) const
    {
        return m_text.at(at) == QLatin1Char('\r') ? at + 2 : at + 1;
    }

    void backslash()
    {
        if (continuation(m_pos + 1)) {
            m_pos = skipNewline(m_pos + 1);
            return;
        }
        if (m_pos + 1 >= m_text.size()) {
            ++m_pos; // a trailing backslash escapes nothing
            return;
        }
        append(m_text.at(m_pos + 1), m_pos + 1);
        m_pos += 2;
    }

    void singleQuoted()
    {
        const qsizetype open = m_pos++;
        m_inWord = true;
        while (m_pos < m_text.size() && m_text.at(m_pos) != QLatin1Char('\'')) {
            append(m_text.at(m_pos), m_pos);
            ++m_pos;
        }
        if (m_pos >= m_text.size())
            fail(open, ShellWordsMessages::tr("the quote ' opened here is never closed"));
        ++m_pos;
    }

    void doubleQuoted()
    {
        const qsizetype open = m_pos++;
        m_inWord = true;
        while (m_pos < m_text.size() && m_text.at(m_pos) != QLatin1Char('"')) {
            const QChar c = m_text.at(m_pos);
            if (c == QLatin1Char('\\') && continuation(m_pos + 1)) {
                m_pos = skipNewline(m_pos + 1);
                continue;
            }
            if (c == QLatin1Char('\\') && m_pos + 1 < m_text.size()
                && QStringLiteral("$`\"\\").contains(m_text.at(m_pos + 1))) {
                append(m_text.at(m_pos + 1), m_pos + 1);
                m_pos += 2;
                continue;
            }
            if (c == QChar(0)) {
                fail(m_pos, ShellWordsMessages::tr("a NUL character cannot be part of a command line"));
                return;
            }
            append(c, m_pos++);
        }
        if (m_pos >= m_text.size())
            fail(open, ShellWordsMessages::tr("the quote \" opened here is never closed"));
        ++m_pos;
    }

    void ansiQuoted()
    {
        const qsizetype open = m_pos;
        m_pos += 2;
        m_inWord = true;
        while (m_pos < m_text.size() && m_text.at(m_pos) != QLatin1Char('\'')) {
            const QChar c = m_text.at(m_pos);
            if (c == QLatin1Char('\\') && m_pos + 1 < m_text.size()) {
                const QChar e = m_text.at(m_pos + 1);
                const QChar decoded = e == QLatin1Char('n') ? QChar(QLatin1Char('\n'))
                                      : e == QLatin1Char('t') ? QChar(QLatin1Char('\t'))
                                      : e == QLatin1Char('r') ? QChar(QLatin1Char('\r'))
                                                              : e;
                append(decoded, m_pos);
                m_pos += 2;
                continue;
            }
            append(c, m_pos++);
        }
        if (m_pos >= m_text.size())
            fail(open, ShellWordsMessages::tr("the quote $' opened here is never closed"));
        ++m_pos;
    }

    const QString &m_text;
    qsizetype m_pos = 0;
    bool m_inWord = false;
    ShellWord m_word;
    ShellWords m_result;
};

} // namespace

qsizetype ShellWord::offsetOf(qsizetype index) const
{
    if (offsets.isEmpty())
        return 0;
    return offsets.at(std::clamp<qsizetype>(index, 0, offsets.size() - 1));
}

ShellWords splitShellWords(const QString &text)
{
    return Splitter(text).run();
}

QString shellQuote(const QString &word)
{
    static const QString safe = QStringLiteral("_@%+=:,./-");
    const bool plain = !word.isEmpty() && std::all_of(word.cbegin(), word.cend(), [](QChar c) {
        return (c.unicode() < 128 && c.isLetterOrNumber()) || safe.contains(c);
    });
    if (plain)
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

} // namespace Poolcraft
