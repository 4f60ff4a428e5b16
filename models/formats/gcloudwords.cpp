#include "gcloudwords.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <utility>

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

// The value of c as a digit in base 8 or 16, or -1.
int digitValue(QChar c, int base)
{
    const char16_t u = c.unicode();
    const int value = u >= '0' && u <= '9'   ? u - '0'
                      : u >= 'a' && u <= 'f' ? u - 'a' + 10
                      : u >= 'A' && u <= 'F' ? u - 'A' + 10
                                             : 99;
    return value < base ? value : -1;
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
            if (c == QLatin1Char('\n')) {
                finishWord();
                if (endsCommand()) {
                    m_result.endOfCommand = m_pos;
                    m_result.endedAtLineEnd = true;
                    break;
                }
                ++m_pos;
            } else if (isBlank(c)) {
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
    // An unquoted newline ends a command, as in a shell: a line of assignments alone
    // ("REGION=us-central1") sets shell variables, is dropped and the command goes on; a
    // command followed by only blanks and comments is the one command.
    bool endsCommand()
    {
        if (std::all_of(m_result.words.cbegin(), m_result.words.cend(), isAssignment)) {
            m_result.words.clear();
            return false;
        }
        for (qsizetype at = m_pos; at < m_text.size(); ++at) {
            const QChar c = m_text.at(at);
            if (c == QLatin1Char('#') && (at == 0 || isBlank(m_text.at(at - 1)))) {
                while (at + 1 < m_text.size() && m_text.at(at + 1) != QLatin1Char('\n'))
                    ++at;
            } else if (!isBlank(c)) {
                return true;
            }
        }
        return false;
    }

    static bool isAssignment(const ShellWord &word)
    {
        static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*="));
        return name.match(word.text).hasMatch();
    }

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
        if (m_word.text.size() > ShellLimits::MaxWordLength) {
            fail(m_word.start(), ShellWordsMessages::tr("this word has %1 characters; Linux runs no "
                                                        "command with a word over %2")
                                     .arg(m_word.text.size()).arg(ShellLimits::MaxWordLength));
            return;
        }
        if (m_result.words.size() == ShellLimits::MaxWords) {
            fail(m_word.start(), ShellWordsMessages::tr("the command has more than %1 words; Linux "
                                                        "runs none that long")
                                     .arg(ShellLimits::MaxWords));
            return;
        }
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
                ansiEscape();
                continue;
            }
            append(c, m_pos++);
        }
        if (m_pos >= m_text.size())
            fail(open, ShellWordsMessages::tr("the quote $' opened here is never closed"));
        ++m_pos;
    }

    // One backslash escape of $'...', as bash decodes it: \n \t \e ..., \NNN octal, \xHH,
    // \uHHHH, \UHHHHHHHH, \cX, \\ \' \" \?; bash keeps any other as it is ("\q").
    void ansiEscape()
    {
        const qsizetype start = m_pos;
        const QChar e = m_text.at(m_pos + 1);
        m_pos += 2;
        static const QString simple = QStringLiteral("abefnrtvE");
        static const char16_t simpleValues[] = {0x07, 0x08, 0x1b, 0x0c, 0x0a, 0x0d, 0x09, 0x0b, 0x1b};
        if (const qsizetype i = simple.indexOf(e); i >= 0) {
            append(QChar(simpleValues[i]), start);
            return;
        }
        if (e == QLatin1Char('c') && m_pos < m_text.size()) {
            append(QChar(m_text.at(m_pos++).unicode() & 0x1f), start);
            return;
        }
        const auto digits = [&](int base, int most) {
            char32_t value = 0;
            int count = 0;
            for (; count < most && m_pos < m_text.size(); ++count, ++m_pos) {
                const int digit = digitValue(m_text.at(m_pos), base);
                if (digit < 0)
                    break;
                value = value * char32_t(base) + char32_t(digit);
            }
            return std::pair{value, count};
        };
        std::pair<char32_t, int> code{0, 0};
        if (e >= QLatin1Char('0') && e <= QLatin1Char('7')) {
            --m_pos;                              // the first digit is part of the number
            code = digits(8, 3);
            code.first &= 0xff;
        } else if (e == QLatin1Char('x')) {
            code = digits(16, 2);
        } else if (e == QLatin1Char('u')) {
            code = digits(16, 4);
        } else if (e == QLatin1Char('U')) {
            code = digits(16, 8);
        } else {
            // \\ \' \" \? are the character; bash keeps any other escape as it is ("\q").
            if (!QStringLiteral("\\'\"?").contains(e))
                append(QLatin1Char('\\'), start);
            append(e, start + 1);
            return;
        }
        if (code.second == 0) {                   // "\x" with no digit: bash keeps it
            append(QLatin1Char('\\'), start);
            append(e, start + 1);
            return;
        }
        if (code.first == 0) {                    // bash ends the word's text at a NUL
            fail(start, ShellWordsMessages::tr("a NUL character cannot be part of a command line"));
            return;
        }
        if (code.first > 0x10ffff || (code.first >= 0xd800 && code.first <= 0xdfff))
            code.first = 0xfffd;
        for (const QChar unit : QString::fromUcs4(&code.first, 1))
            append(unit, start);
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
