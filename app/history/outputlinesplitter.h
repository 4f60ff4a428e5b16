#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>

namespace Poolcraft {

// Cuts a stream's output, arriving in arbitrary pieces, into complete lines. One splitter
// serves many streams (keyed by replica and stream); a line cut across two pieces comes
// out whole once its line feed arrives, and flush() gives the last unterminated one.
// A line longer than MaxLineBytes is cut there, so a trainer printing without line feeds
// cannot make memory grow without bound.
class OutputLineSplitter
{
public:
    static constexpr qsizetype MaxLineBytes = 1 << 20;

    QList<QByteArray> feed(int stream, QByteArrayView data);
    QList<QByteArray> flush(int stream);
    QList<int> streamsWithPendingText() const;
    void clear() { m_partial.clear(); }

private:
    QHash<int, QByteArray> m_partial;
};

} // namespace Poolcraft
