#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QFile>
#include <QObject>
#include <QStringList>
#include <QTemporaryFile>

#include <memory>
#include <vector>

namespace Poolcraft {

// The lines a LogView shows, kept so that millions of them cost little memory: the text
// stays in files (the page cache holds it, not our heap) and memory keeps only what finding
// and filtering a line needs: its start offset in its file (8 bytes) and its source tag
// (2 bytes: replica id and stream). A 1 GB log of 10 M lines costs ~100 MB, ~10 % of its size,
// however long the lines are. ANSI escapes stay in the text and are decoded only for lines
// being painted or searched.
//
// A source's text lives either in the buffer's own temporary file (appendBlock copies it
// there) or in a file someone else already writes, such as the history's per-replica log
// (attachSourceFile + appendIndexedBlock only record where the lines are: no second copy).
//
// Reading from other threads: a LineIndexSnapshot taken on the owning thread stays valid for
// lines below its count until clear(), because index blocks never move once allocated.
class LogBuffer : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxSources = 0x7fff;
    static constexpr qint64 MaxLines = qint64(1) << 32;

    explicit LogBuffer(QObject *parent = nullptr);
    ~LogBuffer() override;

    // False when the backing file cannot be created or written (nothing more is stored).
    bool isValid() const { return m_valid; }
    QString errorString() const { return m_error; }

    // A replica ("workerpool0-0"); the same name always gives the same id.
    int addSource(const QString &name);
    QString sourceName(int source) const { return m_sourceNames.value(source); }
    int sourceCount() const { return int(m_sourceNames.size()); }

    // Complete lines separated by '\n'; a last line without one still counts as a line.
    // One call, one write: batch appends for speed.
    void appendBlock(int source, bool isStderr, QByteArrayView block);
    void appendLine(int source, bool isStderr, QByteArrayView line);

    // The source's text is in `path`, written by someone else; its lines are indexed by
    // appendIndexedBlock(), never copied.
    bool attachSourceFile(int source, const QString &path);
    // `block` holds complete lines, each ending in '\n', exactly as they sit in the source's
    // attached file at `fileOffset`.
    void appendIndexedBlock(int source, bool isStderr, QByteArrayView block, qint64 fileOffset);

    qint64 lineCount() const { return m_lineCount; }
    qint64 byteSize() const { return m_byteSize; }       // text bytes indexed, all sources
    qint64 longestLineBytes() const { return m_longestLine; }
    int lineSource(qint64 line) const { return tagAt(line) & 0x7fff; }
    quint16 lineTag(qint64 line) const { return tagAt(line); }
    bool lineIsStderr(qint64 line) const { return tagAt(line) & 0x8000; }
    // Raw bytes of the line, ANSI escapes included, without its line feed; at most
    // `maxBytes` of them when given.
    QByteArray lineText(qint64 line, qint64 maxBytes = -1) const;
    // Heap bytes spent on the index (offsets and tags), for the memory budget.
    qint64 indexMemoryBytes() const;

    struct Snapshot
    {
        qint64 lineCount = 0;
        const std::unique_ptr<qint64[]> *offsetBlocks = nullptr;
        const std::unique_ptr<quint16[]> *tagBlocks = nullptr;
        QStringList filePaths;        // per source; the own file for sources not attached
        QString ownFilePath;
        QString filePath(int source) const { return filePaths.value(source, ownFilePath); }
        qint64 offset(qint64 line) const { return offsetBlocks[line >> 16][line & 0xffff]; }
        quint16 tag(qint64 line) const { return tagBlocks[line >> 16][line & 0xffff]; }
    };
    Snapshot snapshot() const;

    void clear();

signals:
    void linesAppended(qint64 first, qint64 count);
    void aboutToClear();
    void cleared();

private:
    static constexpr int BlockBits = 16;
    static constexpr qint64 BlockSize = qint64(1) << BlockBits;

    struct SourceFile
    {
        QString path;
        std::unique_ptr<QFile> reader;
    };

    quint16 tagAt(qint64 line) const
    {
        return m_tags[size_t(line >> BlockBits)][size_t(line & (BlockSize - 1))];
    }
    qint64 offsetAt(qint64 line) const
    {
        return m_offsets[size_t(line >> BlockBits)][size_t(line & (BlockSize - 1))];
    }
    qint64 indexLines(quint16 tag, QByteArrayView block, qint64 fileOffset);
    bool openBackingFile();
    QFile *readerFor(int source) const;

    QTemporaryFile m_writer;
    mutable QFile m_reader;
    qint64 m_ownFileSize = 0;
    std::vector<SourceFile> m_attached;      // by source; empty path = own file
    // Fixed-size blocks, outer vectors reserved up front: growing never copies what is
    // indexed (no 100 MB realloc stall on the GUI thread) and never moves a block.
    std::vector<std::unique_ptr<qint64[]>> m_offsets;
    std::vector<std::unique_ptr<quint16[]>> m_tags;
    qint64 m_lineCount = 0;
    qint64 m_byteSize = 0;
    qint64 m_longestLine = 0;
    QStringList m_sourceNames;
    bool m_valid = false;
    QString m_error;
};

} // namespace Poolcraft
