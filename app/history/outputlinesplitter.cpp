#include "outputlinesplitter.h"

namespace Poolcraft {

QList<QByteArray> OutputLineSplitter::feed(int stream, QByteArrayView data)
{
    QList<QByteArray> lines;
    QByteArray &partial = m_partial[stream];
    qsizetype start = 0;
    while (start < data.size()) {
        const qsizetype feed = data.indexOf('\n', start);
        if (feed < 0) {
            partial.append(data.sliced(start));
            break;
        }
        partial.append(data.sliced(start, feed - start));
        lines.append(std::exchange(partial, {}));
        start = feed + 1;
    }
    while (partial.size() > MaxLineBytes) {
        lines.append(partial.left(MaxLineBytes));
        partial.remove(0, MaxLineBytes);
    }
    return lines;
}

QList<QByteArray> OutputLineSplitter::flush(int stream)
{
    const auto it = m_partial.find(stream);
    if (it == m_partial.end() || it->isEmpty())
        return {};
    QList<QByteArray> lines{*it};
    m_partial.erase(it);
    return lines;
}

QList<int> OutputLineSplitter::streamsWithPendingText() const
{
    QList<int> streams;
    for (auto it = m_partial.cbegin(); it != m_partial.cend(); ++it) {
        if (!it->isEmpty())
            streams.append(it.key());
    }
    return streams;
}

} // namespace Poolcraft
