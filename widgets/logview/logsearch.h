#pragma once

#include "logbuffer.h"

#include <QByteArrayMatcher>
#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

namespace Poolcraft {

// What the user looks for in a log: plain text or a regular expression, either case.
class LogMatcher
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::LogMatcher)

public:
    enum class Mode { PlainText, RegularExpression };

    LogMatcher() = default;
    LogMatcher(const QString &pattern, Mode mode, Qt::CaseSensitivity sensitivity);

    bool isValid() const { return m_valid; }
    bool isEmpty() const { return m_pattern.isEmpty(); }
    QString errorString() const { return m_error; }
    QString pattern() const { return m_pattern; }

    // Quick rejection on raw bytes before decoding a line; true = maybe.
    bool mayMatchRaw(QByteArrayView raw) const;
    bool matches(const QString &text) const;
    // Start and length of every match in the text, for highlighting.
    QList<std::pair<int, int>> matchRanges(const QString &text) const;

private:
    QString m_pattern;
    Mode m_mode = Mode::PlainText;
    Qt::CaseSensitivity m_sensitivity = Qt::CaseInsensitive;
    QRegularExpression m_regex;
    QByteArrayMatcher m_rawMatcher; // only for case-sensitive plain text
    bool m_useRawMatcher = false;
    bool m_valid = false;
    QString m_error;
};

struct LogSearchResult
{
    quint64 generation = 0;
    qint64 endLine = 0;          // lines before this one were searched
    std::vector<qint64> matchingLines;
};

// Searches lines [firstLine, snapshot.lineCount) of a log buffer. Runs on a worker thread:
// it reads the files on its own, each front to back, and stops early when told.
LogSearchResult searchLogLines(const LogBuffer::Snapshot &snapshot, qint64 firstLine,
                               const LogMatcher &matcher, quint64 generation,
                               std::shared_ptr<std::atomic_bool> cancelled);

struct LogSaveResult
{
    bool ok = false;
    QString error;
    qint64 lines = 0;
};

// Writes the snapshot's lines whose tag `visibleTags` marks, colours removed, to `path`
// (replaced only when all was written). Runs on a worker thread, like the search.
LogSaveResult saveLogLines(const LogBuffer::Snapshot &snapshot,
                           const std::vector<quint8> &visibleTags, const QString &path,
                           std::shared_ptr<std::atomic_bool> cancelled);

} // namespace Poolcraft
