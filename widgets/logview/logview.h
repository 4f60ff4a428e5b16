#pragma once

#include "ansitext.h"
#include "logsearch.h"

#include "models/core/backgroundtask.h"

#include <QAbstractScrollArea>
#include <QCache>
#include <QPointer>
#include <QTimer>

#include <vector>

namespace Poolcraft {

class LogBuffer;

// Shows a LogBuffer: paints only the lines in sight, decoding them (ANSI colours) into a
// small cache. Appends are coalesced to one repaint per frame; the view follows the tail
// unless the user scrolled up. Rows are the lines left after the replica/stream filter.
class LogView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    explicit LogView(QWidget *parent = nullptr);
    ~LogView() override;

    void setBuffer(LogBuffer *buffer);
    LogBuffer *buffer() const { return m_buffer; }

    void setSourceVisible(int source, bool visible);
    bool isSourceVisible(int source) const;
    void setStreamsVisible(bool stdoutVisible, bool stderrVisible);
    bool isStdoutVisible() const { return m_stdoutVisible; }
    bool isStderrVisible() const { return m_stderrVisible; }
    qint64 rowCount() const;
    qint64 lineAtRow(qint64 row) const;
    qint64 rowOfLine(qint64 line) const;          // -1 when filtered out

    bool followsTail() const { return m_followTail; }
    void setFollowTail(bool follow);
    qint64 firstVisibleRow() const;
    int rowsPerPage() const;
    void scrollToRow(qint64 row);

    // Search runs off the GUI thread; searchFinished() tells when all lines were seen.
    void setSearch(const QString &pattern, LogMatcher::Mode mode,
                   Qt::CaseSensitivity sensitivity = Qt::CaseInsensitive);
    void clearSearch();
    QString searchError() const { return m_searchError; }
    bool isSearching() const { return m_searchWatcher.isRunning(); }
    qint64 matchingLineCount() const { return qint64(m_matches.size()); }
    bool findNext();
    bool findPrevious();
    qint64 currentMatchLine() const { return m_currentMatch; }

    void selectRows(qint64 first, qint64 last);
    void selectAll();
    QString selectedText() const;
    void copySelection() const;
    // Saves the rows shown now, as plain text, on a worker thread; saveFinished() tells.
    void saveToFile(const QString &path);
    bool isSaving() const { return m_saveWatcher.isRunning(); }

    int paintedFrames() const { return m_paintedFrames; }

signals:
    void searchFinished(qint64 matchingLines);
    void currentMatchChanged(qint64 line);
    void followTailChanged(bool following);
    void saveFinished(bool ok, const QString &path, const QString &error);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // A replica's name in front of each line tells replicas apart: with one, it says
    // nothing and takes room from the text.
    bool showsGutter() const { return m_buffer && m_buffer->sourceCount() > 1; }

    void onLinesAppended(qint64 first, qint64 count);
    void onBufferCleared();
    void onFrame();
    void scheduleFrame();
    void rebuildFilter();
    bool passesFilter(qint64 line) const;
    void updateVisibleTags();
    bool isFiltering() const;
    void updateScrollBars();
    void updateMetrics();
    const DecodedLine &decodedLine(qint64 line) const;
    qint64 rowAt(int y) const;
    void startSearchChunk();
    void onSearchChunkDone();
    bool jumpToMatch(bool forward);
    QString plainTextOfRow(qint64 row) const;
    void stopBackgroundWork();

    QPointer<LogBuffer> m_buffer;
    std::vector<bool> m_hiddenSources;
    bool m_stdoutVisible = true;
    bool m_stderrVisible = true;
    // Line number of each row while a filter hides some lines; empty otherwise.
    std::vector<quint32> m_filteredLines;
    std::vector<quint8> m_visibleTags;       // by line tag: shown under the current filter
    qint64 m_filteredUpTo = 0;

    mutable QCache<qint64, DecodedLine> m_decoded;
    QTimer m_frameTimer;
    bool m_followTail = true;
    bool m_adjustingScroll = false;
    int m_lineHeight = 1;
    // The font's own advance, fractional: text is drawn by the font, and the highlights
    // and segments beside it must sit on the same grid, not on one rounded to pixels.
    qreal m_charWidth = 1;
    int m_ascent = 0;
    int m_gutterWidth = 0;
    int m_paintedFrames = 0;
    qint64 m_longestLine = 0;

    qint64 m_selectionAnchor = -1;
    qint64 m_selectionCursor = -1;

    LogMatcher m_matcher;
    QString m_searchError;
    std::vector<qint64> m_matches;    // sorted line numbers, all sources
    qint64 m_searchedUpTo = 0;
    qint64 m_currentMatch = -1;
    quint64 m_searchGeneration = 0;
    std::shared_ptr<std::atomic_bool> m_searchCancel;
    BackgroundTask<LogSearchResult> m_searchWatcher;
    QString m_savePath;
    std::shared_ptr<std::atomic_bool> m_saveCancel;
    BackgroundTask<LogSaveResult> m_saveWatcher;
};

} // namespace Poolcraft
