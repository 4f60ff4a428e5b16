#include "logbuffer.h"

#include <QDir>

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace Poolcraft {

namespace {

#if defined(__x86_64__)
bool hasAvx2()
{
    static const bool supported = __builtin_cpu_supports("avx2");
    return supported;
}

// 32 bytes per step where the CPU has AVX2; returns where the caller's loop goes on.
template<typename LineEnd>
__attribute__((target("avx2"))) qint64 scanAvx2(const char *data, qint64 size, LineEnd &lineEnd)
{
    const __m256i feedByte = _mm256_set1_epi8('\n');
    qint64 i = 0;
    for (; i + 32 <= size; i += 32) {
        const __m256i chunk = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(data + i));
        unsigned mask = unsigned(_mm256_movemask_epi8(_mm256_cmpeq_epi8(chunk, feedByte)));
        while (mask) {
            lineEnd(i + __builtin_ctz(mask));
            mask &= mask - 1;
        }
    }
    return i;
}
#endif

} // namespace

LogBuffer::LogBuffer(QObject *parent)
    : QObject(parent)
{
    m_offsets.reserve(size_t(MaxLines / BlockSize));
    m_tags.reserve(size_t(MaxLines / BlockSize));
    m_valid = openBackingFile();
}

LogBuffer::~LogBuffer()
{
    // A view may have a search reading the index on another thread: let it stop first.
    emit aboutToClear();
}

bool LogBuffer::openBackingFile()
{
    m_writer.setFileTemplate(QDir::tempPath() + QLatin1String("/poolcraft-log-XXXXXX"));
    if (!m_writer.open()) {
        m_error = m_writer.errorString();
        return false;
    }
    m_reader.setFileName(m_writer.fileName());
    if (!m_reader.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        m_error = m_reader.errorString();
        return false;
    }
    return true;
}

int LogBuffer::addSource(const QString &name)
{
    const qsizetype found = m_sourceNames.indexOf(name);
    if (found >= 0)
        return int(found);
    if (m_sourceNames.size() >= MaxSources)
        return MaxSources - 1;
    m_sourceNames.append(name);
    return int(m_sourceNames.size() - 1);
}

bool LogBuffer::attachSourceFile(int source, const QString &path)
{
    if (source < 0 || source >= MaxSources)
        return false;
    auto reader = std::make_unique<QFile>(path);
    if (!reader->open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        m_error = path + QLatin1String(": ") + reader->errorString();
        return false;
    }
    if (size_t(source) >= m_attached.size())
        m_attached.resize(size_t(source) + 1);
    m_attached[size_t(source)] = {path, std::move(reader)};
    return true;
}

QFile *LogBuffer::readerFor(int source) const
{
    if (size_t(source) < m_attached.size() && m_attached[size_t(source)].reader)
        return m_attached[size_t(source)].reader.get();
    return &m_reader;
}

// Records the start of every line of `block`, which begins at `fileOffset` in its file.
// SSE2 finds line feeds 16 bytes at a time: this loop is what ingest costs when the text
// is already in a file.
qint64 LogBuffer::indexLines(quint16 tag, QByteArrayView block, qint64 fileOffset)
{
    const char *data = block.data();
    const qint64 size = block.size();
    qint64 longest = m_longestLine;
    qint64 lineStart = 0;
    auto push = [&](qint64 start) {
        const size_t blockIndex = size_t(m_lineCount >> BlockBits);
        const size_t index = size_t(m_lineCount & (BlockSize - 1));
        if (index == 0 && blockIndex == m_offsets.size()) {
            m_offsets.emplace_back(new qint64[BlockSize]);
            m_tags.emplace_back(new quint16[BlockSize]);
        }
        m_offsets[blockIndex][index] = fileOffset + start;
        m_tags[blockIndex][index] = tag;
        ++m_lineCount;
    };
    auto lineEnds = [&](qint64 feed) {
        longest = std::max(longest, feed + 1 - lineStart);
        push(lineStart);
        lineStart = feed + 1;
    };
    qint64 i = 0;
#if defined(__x86_64__)
    if (hasAvx2())
        i = scanAvx2(data, size, lineEnds);
#endif
#if defined(__SSE2__)
    const __m128i feedByte = _mm_set1_epi8('\n');
    for (; i + 16 <= size; i += 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
        unsigned mask = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, feedByte)));
        while (mask) {
            lineEnds(i + __builtin_ctz(mask));
            mask &= mask - 1;
        }
        if (m_lineCount >= MaxLines - BlockSize)
            return lineStart;
    }
#endif
    for (; i < size; ++i) {
        if (data[i] == '\n')
            lineEnds(i);
    }
    m_longestLine = longest;
    return lineStart;
}

void LogBuffer::appendBlock(int source, bool isStderr, QByteArrayView block)
{
    if (!m_valid || block.isEmpty())
        return;
    const quint16 tag = quint16((source & 0x7fff) | (isStderr ? 0x8000 : 0));
    const bool needsFeed = block.back() != '\n';
    qint64 written = m_writer.write(block.data(), block.size());
    if (needsFeed)
        written += m_writer.write("\n", 1);
    // Visible at once to the reader and to search workers, which open the file themselves.
    m_writer.flush();
    const qint64 expected = block.size() + (needsFeed ? 1 : 0);
    if (written != expected) {
        // The disk is full: stop here, so the index never points past what is on disk.
        m_error = m_writer.errorString();
        m_valid = false;
        return;
    }
    const qint64 firstLine = m_lineCount;
    const qint64 unterminated = indexLines(tag, block, m_ownFileSize);
    if (needsFeed && unterminated < block.size()) {
        m_longestLine = std::max(m_longestLine, block.size() - unterminated + 1);
        indexLines(tag, "\n", m_ownFileSize + unterminated); // the added feed ends it
    }
    m_ownFileSize += expected;
    m_byteSize += expected;
    emit linesAppended(firstLine, m_lineCount - firstLine);
}

void LogBuffer::appendLine(int source, bool isStderr, QByteArrayView line)
{
    // A line feed inside would make two lines; the caller promised one.
    if (line.contains('\n')) {
        QByteArray copy = line.toByteArray();
        copy.replace('\n', ' ');
        appendBlock(source, isStderr, copy);
        return;
    }
    appendBlock(source, isStderr, line.isEmpty() ? QByteArrayView("\n") : line);
}

void LogBuffer::appendIndexedBlock(int source, bool isStderr, QByteArrayView block,
                                   qint64 fileOffset)
{
    if (block.isEmpty() || size_t(source) >= m_attached.size()
        || !m_attached[size_t(source)].reader) {
        return;
    }
    const quint16 tag = quint16((source & 0x7fff) | (isStderr ? 0x8000 : 0));
    const qint64 firstLine = m_lineCount;
    // A torn last line (no feed yet) is not indexed: it is not complete in the file either.
    const qint64 complete = indexLines(tag, block, fileOffset);
    m_byteSize += complete;
    if (m_lineCount > firstLine)
        emit linesAppended(firstLine, m_lineCount - firstLine);
}

QByteArray LogBuffer::lineText(qint64 line, qint64 maxBytes) const
{
    if (line < 0 || line >= m_lineCount)
        return {};
    QFile *reader = readerFor(lineSource(line));
    const qint64 begin = offsetAt(line);
    // The line ends at its feed: read in growing steps, most lines fit the first read.
    QByteArray text;
    qint64 step = 256;
    while (reader->seek(begin + text.size())) {
        const QByteArray more = reader->read(step);
        if (more.isEmpty())
            break;
        const qsizetype feed = more.indexOf('\n');
        if (feed >= 0) {
            text.append(more.left(feed));
            break;
        }
        text.append(more);
        if (maxBytes >= 0 && text.size() >= maxBytes)
            break;
        step = std::min<qint64>(step * 4, 16 << 20);
    }
    if (maxBytes >= 0 && text.size() > maxBytes)
        text.truncate(maxBytes);
    return text;
}

qint64 LogBuffer::indexMemoryBytes() const
{
    return qint64(m_offsets.size()) * BlockSize * qint64(sizeof(qint64) + sizeof(quint16))
           + qint64(m_offsets.capacity() + m_tags.capacity()) * qint64(sizeof(void *));
}

LogBuffer::Snapshot LogBuffer::snapshot() const
{
    Snapshot snapshot;
    snapshot.lineCount = m_lineCount;
    snapshot.offsetBlocks = m_offsets.data();
    snapshot.tagBlocks = m_tags.data();
    for (int source = 0; source < std::max<int>(sourceCount(), int(m_attached.size()));
         ++source) {
        const bool attached = size_t(source) < m_attached.size()
                              && m_attached[size_t(source)].reader;
        snapshot.filePaths.append(attached ? m_attached[size_t(source)].path
                                           : m_writer.fileName());
    }
    snapshot.ownFilePath = m_writer.fileName();
    return snapshot;
}

void LogBuffer::clear()
{
    emit aboutToClear();
    m_offsets.clear();
    m_tags.clear();
    m_lineCount = 0;
    m_byteSize = 0;
    m_longestLine = 0;
    m_ownFileSize = 0;
    m_attached.clear();
    if (m_valid) {
        m_writer.resize(0);
        m_writer.seek(0);
    }
    emit cleared();
}

} // namespace Poolcraft
