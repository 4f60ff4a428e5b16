#include "models/metrics/metricextractor.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace Poolcraft {

namespace {

using View = std::string_view;

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isLower(char c) { return c >= 'a' && c <= 'z'; }
inline bool isAlpha(char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
inline bool isSpace(char c) { return c == ' ' || c == '\t'; }
inline char lower(char c) { return (c >= 'A' && c <= 'Z') ? char(c | 0x20) : c; }
// Metric names are scanned backwards from every separator: one table lookup per byte.
constexpr auto NameChars = [] {
    std::array<bool, 256> table{};
    for (int c = 0; c < 256; ++c) {
        table[size_t(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                           || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-'
                           || c == '/' || c == '@';
    }
    return table;
}();

inline bool isNameChar(char c)
{
    return NameChars[uchar(c)];
}

View trim(View s)
{
    while (!s.empty() && (isSpace(s.front()) || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (isSpace(s.back()) || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

View skipSpaces(View s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    return s;
}

bool startsWithNoCase(View s, View prefix)
{
    if (s.size() < prefix.size())
        return false;
    for (size_t i = 0; i < prefix.size(); ++i) {
        if (lower(s[i]) != lower(prefix[i]))
            return false;
    }
    return true;
}

// The bytes a number parseNumber() accepts can start with (nan and inf included).
inline bool canStartNumber(char c)
{
    return isDigit(c) || c == '-' || c == '+' || c == '.' || (c | 0x20) == 'n'
           || (c | 0x20) == 'i';
}

// Logs print plain decimals ("0.1234", "-3", "29ms"). With at most 15 digits the mantissa
// and the power of ten are exact doubles, so one division rounds correctly (Clinger's fast
// path) and gives what from_chars gives, at a fraction of its cost. Returns the bytes used,
// or 0 where from_chars must decide (exponents, long or odd spellings).
size_t parsePlainDecimal(const char *begin, const char *end, double *value)
{
    static constexpr double powersOfTen[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
                                             1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    constexpr int MaxDigits = 15;
    const char *p = begin;
    const bool negative = p < end && *p == '-';
    if (negative)
        ++p;
    if (p == end || unsigned(uchar(*p) - '0') >= 10)
        return 0; // ".5" and friends: from_chars decides
    quint64 mantissa = 0;
    int digits = 0;
    const char *point = nullptr;
    // One loop for both sides of the point, reading at most one digit past the budget so a
    // longer number is noticed and left to from_chars.
    const char *const limit = end - p > MaxDigits + 2 ? p + MaxDigits + 2 : end;
    for (; p < limit; ++p) {
        const unsigned digit = unsigned(uchar(*p) - '0');
        if (digit < 10) {
            mantissa = mantissa * 10 + digit;
            ++digits;
        } else if (*p == '.' && !point) {
            point = p;
        } else {
            break;
        }
    }
    if (digits > MaxDigits || (p < end && (isDigit(*p) || *p == 'e' || *p == 'E')))
        return 0;
    const int fractionDigits = point ? int(p - point - 1) : 0;
    const double magnitude = double(mantissa) / powersOfTen[fractionDigits];
    *value = negative ? -magnitude : magnitude;
    return size_t(p - begin);
}

// What Python prints for a number beyond a double (from_chars leaves the value as it was):
// +-inf for 1e400, +-0 for 1e-400, by the power of ten of its first significant digit.
double outOfRangeValue(const char *begin, const char *end)
{
    const bool negative = begin < end && *begin == '-';
    const char *p = begin + (negative ? 1 : 0);
    long long magnitude = 0;
    bool inFraction = false;
    bool significant = false;
    for (; p < end && *p != 'e' && *p != 'E'; ++p) {
        if (*p == '.') {
            inFraction = true;
        } else if (significant) {
            magnitude += inFraction ? 0 : 1;        // 123: the 1 is at 10^2
        } else {
            magnitude -= inFraction ? 1 : 0;        // 0.001: the 1 is at 10^-3
            significant = *p != '0';
        }
    }
    long long exponent = 0;
    bool negativeExponent = false;
    if (p < end) {
        ++p;
        if (p < end && (*p == '+' || *p == '-'))
            negativeExponent = *p++ == '-';
        for (; p < end && *p >= '0' && *p <= '9'; ++p)
            exponent = std::min(exponent * 10 + (*p - '0'), 1'000'000'000LL);
    }
    const long long power = magnitude + (negativeExponent ? -exponent : exponent);
    const double result = power > 0 ? std::numeric_limits<double>::infinity() : 0.0;
    return negative ? -result : result;
}

// Parses a number at the start of s (also nan, inf, a leading '+'); returns chars used or 0.
size_t parseNumber(View s, double *value)
{
    size_t skip = 0;
    if (!s.empty() && s.front() == '+')
        skip = 1;
    const char *begin = s.data() + skip;
    const char *end = s.data() + s.size();
    if (const size_t used = parsePlainDecimal(begin, end, value))
        return skip + used;
    auto [ptr, ec] = std::from_chars(begin, end, *value);
    if (ec != std::errc() || ptr == begin) {
        if (ec == std::errc::result_out_of_range && ptr != begin) {
            *value = outOfRangeValue(begin, ptr);
            return size_t(ptr - s.data());
        }
        return 0;
    }
    return size_t(ptr - s.data());
}

// An epoch or step number: finite, or not one. Returns the bytes used, or 0.
size_t parseFiniteNumber(View s, double *value)
{
    const size_t used = parseNumber(s, value);
    return used > 0 && std::isfinite(*value) ? used : 0;
}

// s without its leading spaces and one `punctuation` after them ("Eval, step", "epoch: 3").
View skipSpacesAndOne(View s, char punctuation)
{
    s = skipSpaces(s);
    return !s.empty() && s.front() == punctuation ? skipSpaces(s.substr(1)) : s;
}

bool parseWholeNumber(View s, double *value)
{
    s = trim(s);
    if (s.empty())
        return false;
    const size_t used = parseNumber(s, value);
    if (used == s.size())
        return true;
    // JSON and Python spell the special values their own way.
    const View rest = s;
    if (rest == "NaN" || rest == "nan" || rest == "-nan") {
        *value = NaN;
        return true;
    }
    if (rest == "Infinity" || rest == "inf") {
        *value = std::numeric_limits<double>::infinity();
        return true;
    }
    if (rest == "-Infinity" || rest == "-inf") {
        *value = -std::numeric_limits<double>::infinity();
        return true;
    }
    return false;
}

bool isSkippedKey(View name)
{
    auto equals = [&](View key) {
        return name.size() == key.size() && startsWithNoCase(name, key);
    };
    return equals("batch_id") || equals("batch") || equals("v_num") || equals("it")
           || equals("eta");
}

// The index of the first ':' or '=' at or after from, or text.size().
size_t findSeparator(View text, size_t from)
{
    const size_t n = text.size();
    size_t k = from;
#if defined(__SSE2__)
    const __m128i colon = _mm_set1_epi8(':');
    const __m128i equals = _mm_set1_epi8('=');
    for (; k + 16 <= n; k += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.data() + k));
        const int mask = _mm_movemask_epi8(
            _mm_or_si128(_mm_cmpeq_epi8(v, colon), _mm_cmpeq_epi8(v, equals)));
        if (mask)
            return k + size_t(__builtin_ctz(unsigned(mask)));
    }
#endif
    while (k < n && text[k] != ':' && text[k] != '=')
        ++k;
    return k;
}

// Calls found(name, value) for every "name: value" / "name=value" in text. A value must end
// the token ("7s", "13ms", "8955/10000" are not values); a name may be up to three words
// ("Test Loss").
template<typename Found>
int scanPairs(View text, Found found)
{
    int count = 0;
    const size_t n = text.size();
    for (size_t k = 1; k < n; ++k) {
        k = findSeparator(text, k);
        if (k >= n)
            break;
        size_t v = k + 1;
        while (v < n && text[v] == ' ')
            ++v;
        if (v >= n)
            break;
        // Most separators are not followed by a number ("[=====>", "ETA: 7s" is rare): skip
        // them before paying for a parse.
        if (!canStartNumber(text[v]))
            continue;
        double value = 0;
        const size_t used = parseNumber(text.substr(v), &value);
        if (used == 0)
            continue;
        size_t after = v + used;
        if (after < n) {
            const char c = text[after];
            if (isDigit(c) || isLower(c) || c == '/' || c == '_')
                continue;
        }
        // Name: the word before the separator, extended over earlier capitalised words.
        size_t nameEnd = k;
        while (nameEnd > 0 && text[nameEnd - 1] == ' ')
            --nameEnd;
        size_t nameStart = nameEnd;
        while (nameStart > 0 && isNameChar(text[nameStart - 1]))
            --nameStart;
        while (nameStart < nameEnd && !isAlpha(text[nameStart]) && text[nameStart] != '_')
            ++nameStart;
        if (nameStart >= nameEnd || isDigit(text[nameStart]))
            continue;
        for (int extra = 0; extra < 2; ++extra) {
            if (nameStart < 2 || text[nameStart - 1] != ' ' || !isAlpha(text[nameStart - 2]))
                break;
            size_t wordStart = nameStart - 1;
            while (wordStart > 0 && isAlpha(text[wordStart - 1]))
                --wordStart;
            if (wordStart > 0 && !(text[wordStart - 1] == ' ' || text[wordStart - 1] == ','
                                   || text[wordStart - 1] == '|' || text[wordStart - 1] == '['))
                break;
            // Only title-case words join ("Test Loss"); "acc loss" stays two tokens.
            if (!(text[wordStart] >= 'A' && text[wordStart] <= 'Z'))
                break;
            if (wordStart > 0 && text[wordStart - 1] == ' ' && wordStart >= 2
                && text[wordStart - 2] == '-')
                break;
            nameStart = wordStart;
        }
        const View name = text.substr(nameStart, nameEnd - nameStart);
        if (isSkippedKey(name))
            continue;
        found(name, value);
        ++count;
        k = after > k ? after - 1 : k;
    }
    return count;
}

bool isDate(View s)
{
    return s.size() >= 10 && isDigit(s[0]) && isDigit(s[1]) && isDigit(s[2]) && isDigit(s[3])
           && s[4] == '-' && isDigit(s[5]) && isDigit(s[6]) && s[7] == '-' && isDigit(s[8])
           && isDigit(s[9]);
}

View skipTimestamp(View s)
{
    s.remove_prefix(10);
    if (!s.empty() && (s.front() == 'T' || s.front() == ' '))
        s.remove_prefix(1);
    while (!s.empty() && (isDigit(s.front()) || s.front() == ':' || s.front() == '.'
                          || s.front() == ','))
        s.remove_prefix(1);
    if (!s.empty() && s.front() == 'Z')
        s.remove_prefix(1);
    View rest = skipSpaces(s);
    if (rest.size() >= 5 && (rest[0] == '+' || rest[0] == '-') && isDigit(rest[1])
        && isDigit(rest[2]) && isDigit(rest[3]) && isDigit(rest[4]))
        s = rest.substr(5);
    return skipSpaces(s);
}

size_t severityLength(View s)
{
    // Called for every line, and almost no line starts with two capitals ("Epoch" does not).
    if (s.size() < 4 || !(s[0] >= 'A' && s[0] <= 'Z') || !(s[1] >= 'A' && s[1] <= 'Z'))
        return 0;
    static constexpr View words[] = {"INFO", "WARNING", "WARN", "ERROR", "DEBUG", "NOTICE",
                                     "CRITICAL", "DEFAULT"};
    for (View w : words) {
        if (s.substr(0, w.size()) == w && (s.size() == w.size() || isSpace(s[w.size()])
                                           || s[w.size()] == ':'))
            return w.size();
    }
    return 0;
}

bool isTaskName(View token)
{
    return token.starts_with("workerpool") || token.find("-replica-") != View::npos
           || token == "service" || token == "unknown_task";
}

// Removes what log collectors put before the trainer's own text.
View stripLogPrefix(View s)
{
    for (int round = 0; round < 3; ++round) {
        const View before = s;
        s = skipSpaces(s);
        if (s.starts_with("## ")) {
            s.remove_prefix(3);
        } else if (const size_t severity = severityLength(s)) {
            View rest = skipSpaces(s.substr(severity));
            if (isDate(rest)) {
                rest = skipTimestamp(rest);
                size_t task = 0;
                while (task < rest.size() && !isSpace(rest[task]))
                    ++task;
                if (isTaskName(rest.substr(0, task)))
                    rest = rest.substr(task);
                s = rest;
            } else if (severity < s.size() && s[severity] == ':') {
                // Python logging's default "INFO:root:message".
                const size_t second = s.find(':', severity + 1);
                if (second != View::npos && second - severity < 40)
                    s = s.substr(second + 1);
            } else if (severity < s.size()) {
                s = rest;
            }
        } else if (isDate(s)) {
            s = skipTimestamp(s);
            if (s.starts_with("- "))
                s.remove_prefix(2);
            if (const size_t level = severityLength(s))
                s = skipSpaces(s.substr(level));
            if (s.starts_with("- ") || s.starts_with(": "))
                s.remove_prefix(2);
        } else {
            // docker (compose/service) logs: "name.1.id@host    | text".
            size_t token = 0;
            while (token < s.size() && (isNameChar(s[token]) || s[token] == '@'))
                ++token;
            size_t bar = token;
            while (bar < s.size() && s[bar] == ' ')
                ++bar;
            if (token >= 2 && bar > token && bar + 1 < s.size() && s[bar] == '|'
                && s[bar + 1] == ' ')
                s = s.substr(bar + 2);
        }
        if (s.size() == before.size())
            break;
    }
    return trim(s);
}

QList<View> splitCells(View s, char separator)
{
    QList<View> cells;
    if (separator == '|') {
        if (!s.empty() && s.front() == '|')
            s.remove_prefix(1);
        if (!s.empty() && s.back() == '|')
            s.remove_suffix(1);
    }
    size_t start = 0;
    while (true) {
        const size_t next = s.find(separator, start);
        cells.append(trim(s.substr(start, next == View::npos ? View::npos : next - start)));
        if (next == View::npos)
            break;
        start = next + 1;
    }
    return cells;
}

// The messages of this file, under the context Qt Linguist files them by.
class MetricExtractorMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::MetricExtractor)
};

} // namespace

MetricExtractor::MetricExtractor() = default;

bool MetricExtractor::setCustomPattern(const QString &pattern, QString *errorMessage,
                                       PatternTimeBudgetPtr budget)
{
    // A user's pattern can backtrack catastrophically ("(a+)+$"). PCRE2 gives up on a line
    // after this many steps; the limit can only be lowered, never raised, by the pattern.
    const QString limits = QStringLiteral("(*LIMIT_MATCH=%1)(*LIMIT_DEPTH=%2)")
                               .arg(CustomPatternStepLimit)
                               .arg(CustomPatternStepLimit / 10);
    QRegularExpression expression(limits + pattern);
    if (!expression.isValid()) {
        if (errorMessage) {
            *errorMessage = MetricExtractorMessages::tr("column %1: %2")
                                .arg(std::max<qsizetype>(0, expression.patternErrorOffset()
                                                                - limits.size())
                                     + 1)
                                .arg(expression.errorString());
        }
        return false;
    }
    const QStringList groups = expression.namedCaptureGroups();
    QString xGroup;
    QStringList metrics;
    for (const QString &group : groups) {
        if (group.isEmpty())
            continue;
        if (group == u"epoch" || (group == u"step" && xGroup.isEmpty()))
            xGroup = group;
        else
            metrics.append(group);
    }
    if (xGroup.isEmpty() || metrics.isEmpty()) {
        if (errorMessage)
            *errorMessage = MetricExtractorMessages::tr("the pattern needs a named group \"epoch\" (or \"step\") and at "
                               "least one other named group for a metric");
        return false;
    }
    if (metrics.contains(u"step") && xGroup == u"epoch")
        metrics.removeAll(QStringLiteral("step"));
    m_custom = expression;
    m_custom.optimize();
    m_customBudget = budget ? std::move(budget) : std::make_shared<PatternTimeBudget>();
    m_customStepLimitNoted = false;
    m_customXGroup = xGroup;
    m_customMetricGroups = metrics;
    return true;
}

QList<MetricUpdate> MetricExtractor::takeUpdates()
{
    QList<MetricUpdate> updates;
    updates.swap(m_updates);
    return updates;
}

int MetricExtractor::nameSlot(View name)
{
    // Logs repeat the same few names millions of times: convert each once, and find its slot
    // in the current run once per run.
    // Lines name their metrics in the same order each time: try the one after the last first.
    NameEntry *entry = nullptr;
    if (m_nextName < m_names.size() && m_names[m_nextName].bytes == name)
        entry = &m_names[m_nextName];
    for (size_t i = 0; !entry && i < m_names.size(); ++i) {
        if (m_names[i].bytes == name)
            entry = &m_names[i];
    }
    if (!entry) {
        if (m_names.size() > 4096)
            m_names.erase(m_names.begin(), m_names.begin() + 2048);
        entry = &m_names.emplace_back(
            NameEntry{std::string(name), QString::fromUtf8(name.data(), qsizetype(name.size()))});
    }
    if (entry->run != m_currentRun) {
        entry->slot = m_runs[m_currentRun].slot(entry->name);
        entry->run = m_currentRun;
    }
    m_nextName = size_t(entry - m_names.data()) + 1;
    return entry->slot;
}

void MetricExtractor::setCurrentValue(int slot, double value)
{
    m_runs[m_currentRun].setValue(m_currentPoint, slot, value);
}

void MetricExtractor::setCurrentValue(const QString &name, double value)
{
    m_runs[m_currentRun].setValue(m_currentPoint, name, value);
}

MetricPoint *MetricExtractor::currentPoint()
{
    if (m_currentRun < 0 || m_currentPoint < 0)
        return nullptr;
    return &m_runs[m_currentRun].points[m_currentPoint];
}

void MetricExtractor::touch()
{
    MetricPoint *point = currentPoint();
    if (!point)
        return;
    point->line = m_lineNumber;
    if (!m_trackUpdates)
        return;
    const MetricUpdate update{m_currentRun, m_currentPoint};
    if (m_updates.isEmpty() || !(m_updates.last() == update))
        m_updates.append(update);
}

void MetricExtractor::completeCurrent()
{
    MetricPoint *point = currentPoint();
    if (point && !point->complete) {
        point->complete = true;
        touch();
    }
}

MetricPoint &MetricExtractor::openPoint(double epoch, PointMode mode, MetricAxis axis)
{
    bool newRun = m_runs.isEmpty() || m_runs.last().axis != axis;
    if (!newRun) {
        MetricRun &run = m_runs.last();
        if (!run.points.isEmpty()) {
            const double last = run.points.last().epoch;
            if (mode == PointMode::MergeSameEpoch && last == epoch) {
                m_currentRun = int(m_runs.size() - 1);
                m_currentPoint = int(run.points.size() - 1);
                return run.points.last();
            }
            newRun = epoch < last; // the numbering started again: a new training run
        }
    }
    if (newRun) {
        m_runs.append(MetricRun());
        m_runs.last().firstLine = m_lineNumber;
        m_runs.last().axis = axis;
    }
    MetricRun &run = m_runs.last();
    run.appendPoint(epoch, m_lineNumber);
    m_currentRun = int(m_runs.size() - 1);
    m_currentPoint = int(run.points.size() - 1);
    return run.points.last();
}

int MetricExtractor::setPairs(View text)
{
    return scanPairs(text, [&](View name, double value) { setCurrentValue(nameSlot(name), value); });
}

void MetricExtractor::addLine(QByteArrayView utf8Line)
{
    ++m_lineNumber;
    if (!m_custom.pattern().isEmpty() && customLine(utf8Line))
        return;
    const View text = stripLogPrefix(View(utf8Line.data(), size_t(utf8Line.size())));
    if (text.empty())
        return;
    if (m_tableExpectRows && tableLine(text))
        return;
    m_tableExpectRows = false;
    const char first = text.front();
    if (first == '{') {
        dictLine(text);
        return;
    }
    if ((first == '|' || text.find('\t') != View::npos) && tableLine(text))
        return;
    if ((first == 'E' || first == 'e') && (epochLine(text) || evaluationStepLine(text)))
        return;
    if (m_context == Context::StepEvaluation && first == '-' && evaluationSetLine(text))
        return;
    if ((first == 'T' || first == 't') && (trainEpochLine(text) || testSetLine(text)))
        return;
    if (m_context == Context::KerasEpoch && kerasStepLine(text))
        return;
    if (m_context == Context::HeaderEpoch)
        headerContextLine(text);
}

bool MetricExtractor::customLine(QByteArrayView line)
{
    const QString text = QString::fromUtf8(line);
    QElapsedTimer timer;
    timer.start();
    const QRegularExpressionMatch match = m_custom.match(text);
    m_customBudget->remainingNanoseconds -= timer.nsecsElapsed();
    // The step limit bounds one line; this bounds all the lines, of every log that shares it.
    if (m_customBudget->remainingNanoseconds < 0) {
        m_notes.append({m_lineNumber, 1,
                        MetricExtractorMessages::tr("the custom pattern has used its %1 s budget (it backtracks too "
                           "much); from this line on it is not used")
                            .arg(PatternTimeBudget::DefaultNanoseconds / 1'000'000'000)});
        m_custom = QRegularExpression();
        return false;
    }
    // An invalid match is PCRE2 giving up at the step limit: the line counts as not matching,
    // which the user is told once, at the first such line.
    if (!match.isValid() && !m_customStepLimitNoted) {
        m_customStepLimitNoted = true;
        m_notes.append({m_lineNumber, 1,
                        MetricExtractorMessages::tr("the custom pattern gave up on this line after %1 "
                           "steps (it backtracks too much); this line and others like it "
                           "are skipped")
                            .arg(CustomPatternStepLimit)});
    }
    if (!match.hasMatch())
        return false;
    double x = 0;
    const QString xText = match.captured(m_customXGroup);
    bool ok = false;
    x = xText.toDouble(&ok);
    if (!ok) {
        m_notes.append({m_lineNumber, int(match.capturedStart(m_customXGroup)) + 1,
                        MetricExtractorMessages::tr("\"%1\" is not a number for %2").arg(xText, m_customXGroup)});
        return false;
    }
    MetricPoint &point = openPoint(x, PointMode::MergeSameEpoch);
    for (const QString &group : std::as_const(m_customMetricGroups)) {
        const QString captured = match.captured(group);
        if (match.capturedStart(group) < 0)
            continue;
        double value = 0;
        const QByteArray bytes = captured.toUtf8();
        if (!parseWholeNumber(View(bytes.constData(), size_t(bytes.size())), &value)) {
            m_notes.append({m_lineNumber, int(match.capturedStart(group)) + 1,
                            MetricExtractorMessages::tr("\"%1\" is not a number for %2").arg(captured, group)});
            continue;
        }
        setCurrentValue(group, value);
    }
    point.complete = true;
    touch();
    m_context = Context::None;
    return true;
}

// {'loss': 1.65, 'epoch': 0.38} (Hugging Face), {"epoch": 1, "loss": 0.5} (JSON lines) and
// {"accuracy": "0.93", "global_step": "1000", ...} (hypertune, values as strings).
bool MetricExtractor::dictLine(View text)
{
    const auto column = [&](View at) { return int(at.data() - text.data()) + 1; };
    if (text.size() < 2 || (text[1] != '\'' && text[1] != '"' && !isSpace(text[1])
                            && text[1] != '}'))
        return false;
    struct Entry
    {
        View key;
        double value;
    };
    QList<Entry> entries;
    View s = text.substr(1);
    auto fail = [&](View at, const QString &message) {
        m_notes.append({m_lineNumber, column(at), message});
        return false;
    };
    while (true) {
        s = skipSpaces(s);
        if (s.empty())
            return fail(s, MetricExtractorMessages::tr("the line ends before the closing brace"));
        if (s.front() == '}')
            break;
        const char quote = s.front();
        if (quote != '\'' && quote != '"')
            return fail(s, MetricExtractorMessages::tr("expected a quoted key"));
        const size_t keyEnd = s.find(quote, 1);
        if (keyEnd == View::npos)
            return fail(s, MetricExtractorMessages::tr("the key is not closed"));
        const View key = s.substr(1, keyEnd - 1);
        s = skipSpaces(s.substr(keyEnd + 1));
        if (s.empty() || s.front() != ':')
            return fail(s, MetricExtractorMessages::tr("expected ':' after the key"));
        s = skipSpaces(s.substr(1));
        if (s.empty())
            return fail(s, MetricExtractorMessages::tr("the value is missing"));
        View valueText;
        if (s.front() == '\'' || s.front() == '"') {
            const size_t end = s.find(s.front(), 1);
            if (end == View::npos)
                return fail(s, MetricExtractorMessages::tr("the string is not closed"));
            valueText = s.substr(1, end - 1);
            s = s.substr(end + 1);
        } else if (s.front() == '{' || s.front() == '[') {
            int depth = 0;
            size_t i = 0;
            for (; i < s.size(); ++i) {
                if (s[i] == '{' || s[i] == '[')
                    ++depth;
                else if ((s[i] == '}' || s[i] == ']') && --depth == 0)
                    break;
            }
            if (i >= s.size())
                return fail(s, MetricExtractorMessages::tr("a nested value is not closed"));
            s = s.substr(i + 1);
        } else {
            // Python reprs such as tensor(0.5, device='cuda:0') keep their commas inside.
            size_t end = 0;
            int depth = 0;
            while (end < s.size()
                   && (depth > 0 || (s[end] != ',' && s[end] != '}' && !isSpace(s[end])))) {
                if (s[end] == '(')
                    ++depth;
                else if (s[end] == ')' && depth > 0)
                    --depth;
                ++end;
            }
            valueText = s.substr(0, end);
            s = s.substr(end);
        }
        double value = 0;
        if (!valueText.empty() && parseWholeNumber(valueText, &value))
            entries.append({key, value});
        s = skipSpaces(s);
        if (!s.empty() && s.front() == ',')
            s.remove_prefix(1);
        else if (s.empty() || s.front() != '}')
            return fail(s, MetricExtractorMessages::tr("expected ',' or '}' after a value"));
    }
    double x = NaN;
    static constexpr View xKeys[] = {"epoch", "global_step", "step"};
    for (View xKey : xKeys) {
        for (const Entry &entry : std::as_const(entries)) {
            if (entry.key == xKey && std::isnan(x))
                x = entry.value;
        }
    }
    bool hasMetric = false;
    for (const Entry &entry : std::as_const(entries)) {
        if (entry.key != "epoch" && entry.key != "global_step" && entry.key != "step"
            && entry.key != "timestamp" && entry.key != "trial")
            hasMetric = true;
    }
    if (!hasMetric)
        return false;
    if (std::isnan(x)) {
        const MetricPoint *last = m_runs.isEmpty() || m_runs.last().points.isEmpty()
                                      ? nullptr : &m_runs.last().points.last();
        x = last ? last->epoch + 1 : 1;
    }
    MetricPoint &point = openPoint(x, PointMode::AlwaysNew);
    for (const Entry &entry : std::as_const(entries)) {
        if (entry.key == "epoch" || entry.key == "global_step" || entry.key == "step"
            || entry.key == "timestamp" || entry.key == "trial")
            continue;
        setCurrentValue(nameSlot(entry.key), entry.value);
    }
    point.complete = true;
    touch();
    m_context = Context::None;
    return true;
}

// Hugging Face's notebook table, as Markdown (|Epoch|Training Loss|...|) or tab-separated.
bool MetricExtractor::tableLine(View text)
{
    const char separator = text.front() == '|' ? '|' : '\t';
    const QList<View> cells = splitCells(text, separator);
    if (cells.size() < 2)
        return false;
    if (separator == '|' && !cells.isEmpty() && cells.first().find("---") != View::npos)
        return m_tableExpectRows; // the alignment row
    const View head = cells.first();
    if (startsWithNoCase(head, "epoch") || startsWithNoCase(head, "step")) {
        if (head.size() != 5 && head.size() != 4)
            return false;
        m_tableColumns.clear();
        m_tableEpochColumn = -1;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            m_tableColumns.append(QString::fromUtf8(cells[i].data(), qsizetype(cells[i].size())));
            if (startsWithNoCase(cells[i], "epoch") && cells[i].size() == 5)
                m_tableEpochColumn = int(i);
        }
        if (m_tableEpochColumn < 0)
            m_tableEpochColumn = 0;
        m_tableExpectRows = true;
        m_context = Context::None;
        return true;
    }
    if (!m_tableExpectRows || cells.size() != m_tableColumns.size())
        return false;
    double x = 0;
    if (!parseWholeNumber(cells[m_tableEpochColumn], &x))
        return false;
    MetricPoint &point = openPoint(x, PointMode::MergeSameEpoch);
    MetricRun &run = m_runs[m_currentRun];
    for (qsizetype i = 0; i < cells.size(); ++i) {
        double value = 0;
        if (i == m_tableEpochColumn || i == 0 || !parseWholeNumber(cells[i], &value))
            continue; // "No log" and friends: the trainer did not report it at this row
        const QString &name = m_tableColumns.at(i);
        setCurrentValue(name, value);
        // The table's columns after the losses are evaluation metrics (compute_metrics).
        if (!name.contains(u"train", Qt::CaseInsensitive)
            && !run.splitOverrides.contains(name))
            run.splitOverrides.insert(name, MetricSplit::Validation);
    }
    point.complete = true;
    touch();
    return true;
}

bool MetricExtractor::epochLine(View text)
{
    if (!startsWithNoCase(text, "epoch"))
        return false;
    View s = text.substr(5);
    if (!s.empty() && isAlpha(s.front()))
        return false;
    while (!s.empty() && (isSpace(s.front()) || s.front() == ':' || s.front() == '='
                          || s.front() == '#'))
        s.remove_prefix(1);
    double epoch = 0;
    const size_t used = parseFiniteNumber(s, &epoch);
    if (used == 0)
        return false;
    s = s.substr(used);
    bool hasTotal = false;
    if (s.size() > 1 && s.front() == '/' && isDigit(s[1])) {
        hasTotal = true;
        s.remove_prefix(1);
        while (!s.empty() && isDigit(s.front()))
            s.remove_prefix(1);
    }
    const View rest = trim(s);
    if (rest.empty()) {
        if (hasTotal) {
            openPoint(epoch, PointMode::MergeSameEpoch);
            m_context = Context::KerasEpoch;
        } else {
            if (m_context == Context::HeaderEpoch)
                completeCurrent();
            openPoint(epoch, PointMode::MergeSameEpoch);
            m_context = Context::HeaderEpoch;
        }
        touch();
        return true;
    }
    // Lightning's tqdm bar: "Epoch 9: 100%|████| 860/860 [00:05<00:00, 162.25it/s, a=1]".
    View bar = rest;
    if (!bar.empty() && bar.front() == ':')
        bar = skipSpaces(bar.substr(1));
    double percent = 0;
    const size_t percentLength = parseNumber(bar, &percent);
    if (percentLength > 0 && percentLength < bar.size() && bar[percentLength] == '%'
        && bar.find('|') != View::npos) {
        const size_t open = bar.find('[', bar.find('|'));
        const size_t close = open == View::npos ? View::npos : bar.find(']', open);
        MetricPoint &point = openPoint(epoch, PointMode::MergeSameEpoch);
        if (open != View::npos)
            setPairs(bar.substr(open + 1, close == View::npos ? View::npos : close - open - 1));
        if (percent >= 100)
            point.complete = true;
        m_context = Context::None;
        touch();
        return true;
    }
    int found = 0;
    scanPairs(rest, [&](View, double) { ++found; });
    if (found == 0)
        return false;
    MetricPoint &point = openPoint(epoch, PointMode::MergeSameEpoch);
    setPairs(rest);
    point.complete = true;
    m_context = Context::None;
    touch();
    return true;
}

bool MetricExtractor::trainEpochLine(View text)
{
    if (!startsWithNoCase(text, "train epoch"))
        return false;
    View s = skipSpacesAndOne(text.substr(11), ':');
    double epoch = 0;
    const size_t used = parseFiniteNumber(s, &epoch);
    if (used == 0)
        return false;
    s = s.substr(used);
    const size_t bracket = s.find(']');
    if (bracket != View::npos)
        s = s.substr(bracket + 1);
    if (m_context == Context::TrainEpoch) {
        const MetricPoint *point = currentPoint();
        if (point && point->epoch != epoch)
            completeCurrent(); // the next epoch began, so the last one ended
    }
    openPoint(epoch, PointMode::MergeSameEpoch);
    setPairs(s);
    m_context = Context::TrainEpoch;
    touch();
    return true;
}

// "Test set: Average loss: 0.0004, Accuracy: 8955/10000 (89.55%)" ends a PyTorch epoch.
bool MetricExtractor::testSetLine(View text)
{
    if (!startsWithNoCase(text, "test set:"))
        return false;
    MetricPoint *point = currentPoint();
    if (!point || m_context == Context::None || m_context == Context::KerasEpoch)
        return true;
    const View s = text.substr(9);
    const size_t lossAt = s.find("loss:");
    double value = 0;
    if (lossAt != View::npos && parseNumber(skipSpaces(s.substr(lossAt + 5)), &value))
        setCurrentValue(QStringLiteral("test_loss"), value);
    const size_t accuracyAt = s.find("Accuracy:");
    if (accuracyAt != View::npos) {
        const View a = s.substr(accuracyAt + 9);
        const size_t open = a.find('(');
        if (open != View::npos && parseNumber(a.substr(open + 1), &value))
            setCurrentValue(QStringLiteral("test_accuracy"), value);
        else if (parseNumber(skipSpaces(a), &value))
            setCurrentValue(QStringLiteral("test_accuracy"), value);
    }
    point->complete = true;
    touch();
    return true;
}

// "237/422 [====>...] - ETA: 7s - loss: 0.04" (Keras 2), "23/23 ━━━ 0s 4ms/step - loss: ..."
// (Keras 3), "375/375 - 1s - 3ms/step - ..." (verbose 2), " - 13s - loss: ..." (TF 1.x).
bool MetricExtractor::kerasStepLine(View text)
{
    MetricPoint *point = currentPoint();
    if (!point)
        return false;
    bool complete = true;
    if (isDigit(text.front())) {
        double step = 0;
        const size_t used = parseNumber(text, &step);
        View s = text.substr(used);
        if (s.empty() || s.front() != '/')
            return false;
        s.remove_prefix(1);
        double total = 0;
        const size_t totalUsed = parseNumber(s, &total);
        if (totalUsed == 0 && !s.starts_with("Unknown"))
            return false;
        complete = totalUsed > 0 && step == total;
    } else if (!text.starts_with("- ")) {
        return false;
    }
    if (text.find("ETA:") != View::npos)
        complete = false;
    const size_t dash = text.find(" - ");
    if (dash == View::npos)
        return false;
    setPairs(text.substr(dash));
    if (complete)
        point->complete = true;
    touch();
    return true;
}

// Under an "EPOCH: 19" header: a tqdm description "Loss=0.42 Batch_id=97 Accuracy=85.63".
bool MetricExtractor::headerContextLine(View text)
{
    MetricPoint *point = currentPoint();
    if (!point)
        return false;
    if (setPairs(text) == 0)
        return false;
    touch();
    return true;
}

// Cloud ML Engine's samples (2016-2017) evaluate by training step: "Eval, step 1000:".
bool MetricExtractor::evaluationStepLine(View text)
{
    if (!startsWithNoCase(text, "eval"))
        return false;
    View s = skipSpacesAndOne(text.substr(4), ',');
    if (!startsWithNoCase(s, "step"))
        return false;
    s = skipSpaces(s.substr(4));
    double step = 0;
    const size_t used = parseFiniteNumber(s, &step);
    if (used == 0)
        return false;
    s = trim(s.substr(used));
    if (!s.empty() && s != ":")
        return false;
    if (m_context == Context::StepEvaluation)
        completeCurrent();
    openPoint(step, PointMode::MergeSameEpoch, MetricAxis::Step);
    m_context = Context::StepEvaluation;
    touch();
    return true;
}

// Under "Eval, step N:": "- on train set 0.005, 1.000" and "-- on eval set 0.248, 0.937",
// unlabelled; the samples print loss, then accuracy.
bool MetricExtractor::evaluationSetLine(View text)
{
    View s = text;
    while (!s.empty() && (s.front() == '-' || isSpace(s.front())))
        s.remove_prefix(1);
    if (!s.starts_with("on "))
        return false;
    s = skipSpaces(s.substr(3));
    size_t wordEnd = 0;
    while (wordEnd < s.size() && isNameChar(s[wordEnd]))
        ++wordEnd;
    const View set = s.substr(0, wordEnd);
    s = skipSpaces(s.substr(wordEnd));
    if (set.empty() || !s.starts_with("set"))
        return false;
    s = skipSpaces(s.substr(3));
    double values[2] = {};
    for (int i = 0; i < 2; ++i) {
        const size_t used = parseNumber(s, &values[i]);
        if (used == 0)
            return false;
        s = skipSpaces(s.substr(used));
        if (i == 0) {
            if (s.empty() || s.front() != ',')
                return false;
            s = skipSpaces(s.substr(1));
        }
    }
    if (!trim(s).empty())
        return false;
    const std::string prefix(set);
    setCurrentValue(nameSlot(prefix + "_loss"), values[0]);
    setCurrentValue(nameSlot(prefix + "_accuracy"), values[1]);
    if (MetricPoint *point = currentPoint())
        point->complete = true;
    touch();
    return true;
}

} // namespace Poolcraft
