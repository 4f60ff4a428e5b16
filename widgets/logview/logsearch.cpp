#include "logsearch.h"

#include "ansitext.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QSaveFile>

#include <cstring>

namespace Poolcraft {

namespace {

// Saving is the log view's; its message stays with the view's others.
class LogSaveMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::LogView)
};

} // namespace

LogMatcher::LogMatcher(const QString &pattern, Mode mode, Qt::CaseSensitivity sensitivity)
    : m_pattern(pattern)
    , m_mode(mode)
    , m_sensitivity(sensitivity)
{
    if (pattern.isEmpty()) {
        m_error = tr("Nothing to search for");
        return;
    }
    if (mode == Mode::RegularExpression) {
        m_regex.setPattern(pattern);
        if (sensitivity == Qt::CaseInsensitive)
            m_regex.setPatternOptions(QRegularExpression::CaseInsensitiveOption);
        if (!m_regex.isValid()) {
            m_error = tr("Invalid regular expression at %1: %2")
                          .arg(m_regex.patternErrorOffset())
                          .arg(m_regex.errorString());
            return;
        }
        m_regex.optimize();
    } else if (sensitivity == Qt::CaseSensitive) {
        m_rawMatcher.setPattern(pattern.toUtf8());
        m_useRawMatcher = true;
    }
    m_valid = true;
}

bool LogMatcher::mayMatchRaw(QByteArrayView raw) const
{
    if (!m_useRawMatcher)
        return true;
    // An escape sequence may sit inside the matched word; only then decode to be sure.
    return m_rawMatcher.indexIn(raw) >= 0 || std::memchr(raw.data(), '\x1b', raw.size());
}

bool LogMatcher::matches(const QString &text) const
{
    if (!m_valid)
        return false;
    if (m_mode == Mode::RegularExpression)
        return m_regex.match(text).hasMatch();
    return text.contains(m_pattern, m_sensitivity);
}

QList<std::pair<int, int>> LogMatcher::matchRanges(const QString &text) const
{
    QList<std::pair<int, int>> ranges;
    if (!m_valid)
        return ranges;
    if (m_mode == Mode::RegularExpression) {
        QRegularExpressionMatchIterator it = m_regex.globalMatch(text);
        while (it.hasNext() && ranges.size() < 1000) {
            const QRegularExpressionMatch match = it.next();
            if (match.capturedLength() > 0)
                ranges.append({int(match.capturedStart()), int(match.capturedLength())});
        }
        return ranges;
    }
    qsizetype from = 0;
    while (ranges.size() < 1000) {
        const qsizetype at = text.indexOf(m_pattern, from, m_sensitivity);
        if (at < 0)
            break;
        ranges.append({int(at), int(m_pattern.size())});
        from = at + m_pattern.size();
    }
    return ranges;
}

namespace {

// A window of one file, moved forward as the lines asked for move forward.
class FileWindow
{
public:
    explicit FileWindow(const QString &path)
        : m_file(path)
    {
        m_file.open(QIODevice::ReadOnly);
    }

    // The line at `offset`, up to its feed; empty when the file has no such line.
    QByteArrayView lineAt(qint64 offset)
    {
        for (qint64 want = WindowBytes;; want *= 4) {
            if (offset >= m_start && offset < m_start + m_data.size()) {
                const qsizetype from = qsizetype(offset - m_start);
                const qsizetype feed = m_data.indexOf('\n', from);
                if (feed >= 0)
                    return QByteArrayView(m_data).sliced(from, feed - from);
                if (m_atEnd && m_start + m_data.size() >= m_file.size())
                    return QByteArrayView(m_data).sliced(from);
            }
            if (!m_file.isOpen() || !m_file.seek(offset) || want > (256 << 20))
                return {};
            m_start = offset;
            m_data = m_file.read(want);
            m_atEnd = m_data.size() < want;
            if (m_data.isEmpty())
                return {};
        }
    }

private:
    static constexpr qint64 WindowBytes = 4 << 20;
    QFile m_file;
    QByteArray m_data;
    qint64 m_start = 0;
    bool m_atEnd = false;
};

// Reads lines of a snapshot on a worker thread, one window per file.
class SnapshotReader
{
public:
    explicit SnapshotReader(const LogBuffer::Snapshot &snapshot) : m_snapshot(snapshot) {}

    // The raw bytes of the line, escapes included, without its feed.
    QByteArrayView raw(qint64 line)
    {
        const int source = m_snapshot.tag(line) & 0x7fff;
        if (size_t(source) >= m_bySource.size())
            m_bySource.resize(size_t(source) + 1, nullptr);
        FileWindow *&window = m_bySource[size_t(source)];
        if (!window) {
            const QString path = m_snapshot.filePath(source);
            std::shared_ptr<FileWindow> &shared = m_windows[path];
            if (!shared)
                shared = std::make_shared<FileWindow>(path);
            window = shared.get();
        }
        return window->lineAt(m_snapshot.offset(line));
    }

private:
    const LogBuffer::Snapshot &m_snapshot;
    QHash<QString, std::shared_ptr<FileWindow>> m_windows;
    std::vector<FileWindow *> m_bySource;
};

} // namespace

LogSearchResult searchLogLines(const LogBuffer::Snapshot &snapshot, qint64 firstLine,
                               const LogMatcher &matcher, quint64 generation,
                               std::shared_ptr<std::atomic_bool> cancelled)
{
    LogSearchResult result;
    result.generation = generation;
    result.endLine = firstLine;
    SnapshotReader reader(snapshot);
    qint64 line = firstLine;
    for (; line < snapshot.lineCount; ++line) {
        if ((line & 0xfff) == 0 && cancelled->load(std::memory_order_relaxed))
            break;
        const QByteArrayView raw = reader.raw(line);
        if (matcher.mayMatchRaw(raw) && matcher.matches(plainTextOfLine(raw)))
            result.matchingLines.push_back(line);
    }
    result.endLine = line;
    return result;
}

LogSaveResult saveLogLines(const LogBuffer::Snapshot &snapshot,
                           const std::vector<quint8> &visibleTags, const QString &path,
                           std::shared_ptr<std::atomic_bool> cancelled)
{
    LogSaveResult result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = file.errorString();
        return result;
    }
    SnapshotReader reader(snapshot);
    QByteArray chunk;
    for (qint64 line = 0; line < snapshot.lineCount; ++line) {
        if ((line & 0xfff) == 0 && cancelled->load(std::memory_order_relaxed)) {
            file.cancelWriting();
            result.error = LogSaveMessages::tr("saving was cancelled");
            return result;
        }
        if (!visibleTags[snapshot.tag(line)])
            continue;
        const QByteArrayView raw = reader.raw(line);
        // Most lines need no decoding: their bytes go out as they came.
        if (needsAnsiDecoding(raw))
            chunk += plainTextOfLine(raw).toUtf8();
        else
            chunk += raw;
        chunk += '\n';
        ++result.lines;
        if (chunk.size() >= (1 << 20)) {
            file.write(chunk);
            chunk.clear();
        }
    }
    file.write(chunk);
    result.ok = file.commit();
    if (!result.ok)
        result.error = file.errorString();
    return result;
}

} // namespace Poolcraft
