#include "logview.h"

#include "logbuffer.h"

#include "widgets/settings/themeswitch.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QtMath>

#include <algorithm>

namespace Poolcraft {

namespace {

constexpr int FrameMs = 16;
constexpr int GutterPadding = 6;
constexpr int StderrMarkWidth = 3;
constexpr qint64 MaxPaintedColumns = 4096;
// Painting decodes at most this much of a line: enough bytes for MaxPaintedColumns even
// with escapes and multi-byte characters, and a 100 MB line costs no more than this.
constexpr qint64 MaxDecodedBytes = 64 * 1024;

QColor sourceColor(int source)
{
    return QColor::fromHsv((source * 67) % 360, 140, 150);
}

} // namespace

LogView::LogView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    updateVisibleTags();
    viewport()->setCursor(Qt::IBeamCursor);
    setFocusPolicy(Qt::StrongFocus);
    // Cost is in characters: a few MB of decoded text at most, however long lines are.
    m_decoded.setMaxCost(4 << 20);
    m_frameTimer.setSingleShot(true);
    m_frameTimer.setInterval(FrameMs);
    connect(&m_frameTimer, &QTimer::timeout, this, &LogView::onFrame);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (m_adjustingScroll)
            return;
        const bool atEnd = value >= verticalScrollBar()->maximum();
        if (atEnd != m_followTail) {
            m_followTail = atEnd;
            emit followTailChanged(m_followTail);
        }
    });
    connect(&m_searchWatcher, &QFutureWatcher<LogSearchResult>::finished, this,
            &LogView::onSearchChunkDone);
    connect(&m_saveWatcher, &QFutureWatcher<LogSaveResult>::finished, this, [this] {
        const LogSaveResult result = m_saveWatcher.result();
        emit saveFinished(result.ok, m_savePath, result.error);
    });
    updateMetrics();
}

LogView::~LogView()
{
    if (m_searchCancel)
        m_searchCancel->store(true);
    if (m_saveCancel)
        m_saveCancel->store(true);
    m_searchWatcher.waitForFinished();
    m_saveWatcher.waitForFinished();
}

void LogView::setBuffer(LogBuffer *buffer)
{
    if (m_buffer)
        disconnect(m_buffer, nullptr, this, nullptr);
    m_buffer = buffer;
    m_decoded.clear();
    clearSearch();
    if (m_buffer) {
        connect(m_buffer, &LogBuffer::linesAppended, this, &LogView::onLinesAppended);
        connect(m_buffer, &LogBuffer::cleared, this, &LogView::onBufferCleared);
        // The workers read the index: they must stop before the index goes away.
        connect(m_buffer, &LogBuffer::aboutToClear, this, &LogView::stopBackgroundWork);
    }
    rebuildFilter();
    scheduleFrame();
}

void LogView::setSourceVisible(int source, bool visible)
{
    if (source < 0)
        return;
    if (size_t(source) >= m_hiddenSources.size())
        m_hiddenSources.resize(size_t(source) + 1, false);
    if (m_hiddenSources[size_t(source)] == !visible)
        return;
    m_hiddenSources[size_t(source)] = !visible;
    rebuildFilter();
}

bool LogView::isSourceVisible(int source) const
{
    return source < 0 || size_t(source) >= m_hiddenSources.size()
           || !m_hiddenSources[size_t(source)];
}

void LogView::setStreamsVisible(bool stdoutVisible, bool stderrVisible)
{
    m_stdoutVisible = stdoutVisible;
    m_stderrVisible = stderrVisible;
    rebuildFilter();
}

bool LogView::isFiltering() const
{
    return !m_stdoutVisible || !m_stderrVisible
           || std::find(m_hiddenSources.begin(), m_hiddenSources.end(), true)
                  != m_hiddenSources.end();
}

bool LogView::passesFilter(qint64 line) const
{
    return m_buffer && m_visibleTags[m_buffer->lineTag(line)];
}

void LogView::updateVisibleTags()
{
    // One table lookup per line instead of per-line source and stream checks: filtering
    // 10 M lines is then a pass over 20 MB of tags.
    m_visibleTags.assign(1 << 16, 1);
    for (int tag = 0; tag < (1 << 16); ++tag) {
        const bool isStderr = tag & 0x8000;
        if ((isStderr ? !m_stderrVisible : !m_stdoutVisible) || !isSourceVisible(tag & 0x7fff))
            m_visibleTags[size_t(tag)] = 0;
    }
}

void LogView::rebuildFilter()
{
    const qint64 oldTopLine = rowCount() > 0 ? lineAtRow(firstVisibleRow()) : 0;
    m_filteredLines.clear();
    m_filteredLines.shrink_to_fit();
    m_filteredUpTo = 0;
    m_selectionAnchor = m_selectionCursor = -1;
    updateVisibleTags();
    if (m_buffer && isFiltering()) {
        const LogBuffer::Snapshot index = m_buffer->snapshot();
        const quint8 *visible = m_visibleTags.data();
        m_filteredLines.reserve(size_t(index.lineCount));
        for (qint64 line = 0; line < index.lineCount; ++line) {
            if (visible[index.tag(line)])
                m_filteredLines.push_back(quint32(line));
        }
        if (m_filteredLines.size() < m_filteredLines.capacity() / 2)
            m_filteredLines.shrink_to_fit();
        m_filteredUpTo = index.lineCount;
    }
    updateScrollBars();
    if (!m_followTail) {
        // Keep the reader where they were: the first row at or after the old top line.
        const auto it = std::lower_bound(m_filteredLines.begin(), m_filteredLines.end(),
                                         quint64(oldTopLine));
        scrollToRow(isFiltering() ? qint64(it - m_filteredLines.begin()) : oldTopLine);
    } else {
        m_adjustingScroll = true;
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
        m_adjustingScroll = false;
    }
    viewport()->update();
}

qint64 LogView::rowCount() const
{
    if (!m_buffer)
        return 0;
    return isFiltering() ? qint64(m_filteredLines.size()) : m_buffer->lineCount();
}

qint64 LogView::lineAtRow(qint64 row) const
{
    if (row < 0 || row >= rowCount())
        return -1;
    return isFiltering() ? qint64(m_filteredLines[size_t(row)]) : row;
}

qint64 LogView::rowOfLine(qint64 line) const
{
    if (!m_buffer || line < 0 || line >= m_buffer->lineCount())
        return -1;
    if (!isFiltering())
        return line;
    const auto it = std::lower_bound(m_filteredLines.begin(), m_filteredLines.end(),
                                     quint64(line));
    if (it == m_filteredLines.end() || *it != quint64(line))
        return -1;
    return qint64(it - m_filteredLines.begin());
}

void LogView::setFollowTail(bool follow)
{
    if (follow == m_followTail)
        return;
    m_followTail = follow;
    if (follow) {
        m_adjustingScroll = true;
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
        m_adjustingScroll = false;
    }
    emit followTailChanged(follow);
}

qint64 LogView::firstVisibleRow() const
{
    return verticalScrollBar()->value();
}

int LogView::rowsPerPage() const
{
    return std::max(1, viewport()->height() / m_lineHeight);
}

void LogView::scrollToRow(qint64 row)
{
    const int value = int(std::clamp<qint64>(row, 0, verticalScrollBar()->maximum()));
    verticalScrollBar()->setValue(value);
}

void LogView::onLinesAppended(qint64 first, qint64 count)
{
    if (isFiltering()) {
        // Lines beyond 4 G cannot be numbered in the filter index; they are not shown.
        const qint64 end = std::min<qint64>(first + count, 0xffffffffll);
        for (qint64 line = std::max(first, m_filteredUpTo); line < end; ++line) {
            if (passesFilter(line))
                m_filteredLines.push_back(quint32(line));
        }
        m_filteredUpTo = end;
    }
    scheduleFrame();
}

void LogView::onBufferCleared()
{
    m_decoded.clear();
    clearSearch();
    rebuildFilter();
}

void LogView::scheduleFrame()
{
    if (!m_frameTimer.isActive())
        m_frameTimer.start();
}

void LogView::onFrame()
{
    updateScrollBars();
    if (m_followTail) {
        m_adjustingScroll = true;
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
        m_adjustingScroll = false;
    }
    viewport()->update();
    if (!m_matcher.isEmpty() && m_matcher.isValid() && !m_searchWatcher.isRunning()
        && m_buffer && m_searchedUpTo < m_buffer->lineCount()) {
        startSearchChunk();
    }
}

void LogView::updateMetrics()
{
    const QFontMetrics metrics(font());
    m_lineHeight = std::max(1, metrics.height());
    m_charWidth = std::max<qreal>(1, QFontMetricsF(font()).horizontalAdvance(QLatin1Char('M')));
    m_ascent = metrics.ascent();
    int longestName = 0;
    if (showsGutter()) {
        for (int i = 0; i < m_buffer->sourceCount(); ++i)
            longestName = std::max(longestName, int(m_buffer->sourceName(i).size()));
    }
    m_gutterWidth = longestName > 0 ? StderrMarkWidth + GutterPadding * 2
                                          + qCeil(longestName * m_charWidth)
                                    : StderrMarkWidth + GutterPadding;
}

void LogView::updateScrollBars()
{
    updateMetrics();
    const qint64 rows = rowCount();
    const int page = rowsPerPage();
    m_adjustingScroll = true;
    verticalScrollBar()->setPageStep(page);
    verticalScrollBar()->setSingleStep(1);
    verticalScrollBar()->setRange(0, int(std::clamp<qint64>(rows - page, 0, INT_MAX)));
    m_adjustingScroll = false;
    const qint64 columns = std::min(m_buffer ? m_buffer->longestLineBytes() : 0,
                                    MaxPaintedColumns);
    const int textWidth = qCeil(columns * m_charWidth) + m_gutterWidth + GutterPadding;
    horizontalScrollBar()->setPageStep(viewport()->width());
    horizontalScrollBar()->setSingleStep(qRound(m_charWidth * 4));
    horizontalScrollBar()->setRange(0, std::max(0, textWidth - viewport()->width()));
}

const DecodedLine &LogView::decodedLine(qint64 line) const
{
    if (DecodedLine *cached = m_decoded.object(line))
        return *cached;
    auto *decoded = new DecodedLine(decodeAnsiLine(m_buffer->lineText(line, MaxDecodedBytes)));
    const qint64 cost = std::max<qint64>(1, decoded->text.size());
    m_decoded.insert(line, decoded, std::min<qint64>(cost, m_decoded.maxCost()));
    // A line bigger than the whole cache is refused by insert(); decode it again next time.
    if (DecodedLine *kept = m_decoded.object(line))
        return *kept;
    static thread_local DecodedLine scratch;
    scratch = decodeAnsiLine(m_buffer->lineText(line, MaxDecodedBytes));
    return scratch;
}

void LogView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    const QPalette pal = palette();
    painter.fillRect(viewport()->rect(), pal.base());
    if (!m_buffer)
        return;
    ++m_paintedFrames;
    painter.setFont(font());
    const qint64 first = firstVisibleRow();
    const qint64 rows = rowCount();
    const int visibleRows = viewport()->height() / m_lineHeight + 1;
    const int scrollX = horizontalScrollBar()->value();
    const int textX = m_gutterWidth - scrollX;
    const qint64 firstColumn = qFloor(std::max(0, scrollX - m_gutterWidth) / m_charWidth);
    const qint64 columnsInView = qCeil(viewport()->width() / m_charWidth) + 2;
    const qint64 selFirst = std::min(m_selectionAnchor, m_selectionCursor);
    const qint64 selLast = std::max(m_selectionAnchor, m_selectionCursor);
    const bool dark = ThemeSwitch::isDark(pal);
    const QColor stderrTint = QColor::fromHsv(30, 40, dark ? 60 : 250);
    // A pale highlight under the palette's text: dark text on light, light text on dark.
    const QColor selectionTint = dark ? pal.color(QPalette::Highlight).darker(180)
                                      : pal.color(QPalette::Highlight).lighter(160);
    const QColor highlight(255, 210, 0, 110);
    const QColor currentHighlight(255, 140, 0, 170);

    for (int i = 0; i < visibleRows && first + i < rows; ++i) {
        const qint64 line = lineAtRow(first + i);
        const int y = i * m_lineHeight;
        const QRect rowRect(0, y, viewport()->width(), m_lineHeight);
        const bool isStderr = m_buffer->lineIsStderr(line);
        if (first + i >= selFirst && first + i <= selLast && selFirst >= 0)
            painter.fillRect(rowRect, selectionTint);
        else if (isStderr)
            painter.fillRect(rowRect, stderrTint);
        if (isStderr)
            painter.fillRect(QRect(0, y, StderrMarkWidth, m_lineHeight), QColor(230, 140, 40));

        const DecodedLine &decoded = decodedLine(line);
        const qint64 lastColumn = std::min<qint64>(decoded.text.size(),
                                                   firstColumn + columnsInView);
        if (std::binary_search(m_matches.begin(), m_matches.end(), line)) {
            for (const auto &[start, length] : m_matcher.matchRanges(decoded.text)) {
                if (start + length < firstColumn || start > lastColumn)
                    continue;
                painter.fillRect(QRectF(textX + start * m_charWidth, y, length * m_charWidth,
                                        m_lineHeight),
                                 line == m_currentMatch ? currentHighlight : highlight);
            }
        }
        // Text in segments: unstyled gaps in the palette's colour, spans in theirs.
        qint64 column = firstColumn;
        auto drawSegment = [&](qint64 from, qint64 to, const AnsiSpan *span) {
            from = std::max(from, firstColumn);
            to = std::min(to, lastColumn);
            if (to <= from)
                return;
            const QRectF rect(textX + from * m_charWidth, y, (to - from) * m_charWidth,
                              m_lineHeight);
            const bool filled = span && span->background.isValid();
            if (filled)
                painter.fillRect(rect, span->background);
            // Terminal colours were chosen for some background: made readable on this one.
            painter.setPen(span && span->foreground.isValid()
                               ? ThemeSwitch::readableOn(span->foreground,
                                                         filled ? span->background
                                                                : pal.color(QPalette::Base))
                               : pal.color(QPalette::Text));
            QFont f = font();
            if (span && span->bold) {
                f.setBold(true);
                painter.setFont(f);
            }
            painter.drawText(QPointF(rect.x(), y + m_ascent), decoded.text.mid(from, to - from));
            if (span && span->bold)
                painter.setFont(font());
        };
        for (const AnsiSpan &span : decoded.spans) {
            drawSegment(column, span.start, nullptr);
            drawSegment(span.start, span.start + span.length, &span);
            column = std::max<qint64>(column, span.start + span.length);
        }
        drawSegment(column, decoded.text.size(), nullptr);

        if (showsGutter()) {
            // The gutter names the replica; drawn last so long lines never cover it.
            const QRect gutter(StderrMarkWidth, y, m_gutterWidth - StderrMarkWidth,
                               m_lineHeight);
            painter.fillRect(gutter, isStderr ? stderrTint : pal.color(QPalette::Base));
            painter.setPen(sourceColor(m_buffer->lineSource(line)));
            painter.drawText(gutter.adjusted(GutterPadding / 2, 0, 0, 0),
                             Qt::AlignLeft | Qt::AlignVCenter,
                             m_buffer->sourceName(m_buffer->lineSource(line)));
        }
    }
}

void LogView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    if (m_followTail)
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

void LogView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_decoded.clear();
        updateScrollBars();
    }
}

qint64 LogView::rowAt(int y) const
{
    return std::clamp<qint64>(firstVisibleRow() + y / m_lineHeight, 0,
                              std::max<qint64>(0, rowCount() - 1));
}

void LogView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || rowCount() == 0)
        return QAbstractScrollArea::mousePressEvent(event);
    const qint64 row = rowAt(event->position().toPoint().y());
    if (!(event->modifiers() & Qt::ShiftModifier) || m_selectionAnchor < 0)
        m_selectionAnchor = row;
    m_selectionCursor = row;
    viewport()->update();
}

void LogView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || m_selectionAnchor < 0)
        return QAbstractScrollArea::mouseMoveEvent(event);
    const int y = event->position().toPoint().y();
    if (y < 0)
        scrollToRow(firstVisibleRow() - 1);
    else if (y > viewport()->height())
        scrollToRow(firstVisibleRow() + 1);
    m_selectionCursor = rowAt(std::clamp(y, 0, viewport()->height() - 1));
    viewport()->update();
}

void LogView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copySelection();
    } else if (event->matches(QKeySequence::SelectAll)) {
        selectAll();
    } else if (event->matches(QKeySequence::FindNext)) {
        findNext();
    } else if (event->matches(QKeySequence::FindPrevious)) {
        findPrevious();
    } else if (event->key() == Qt::Key_End && event->modifiers() & Qt::ControlModifier) {
        setFollowTail(true);
    } else if (event->key() == Qt::Key_Home && event->modifiers() & Qt::ControlModifier) {
        scrollToRow(0);
    } else {
        QAbstractScrollArea::keyPressEvent(event);
    }
}

void LogView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *copy = menu.addAction(tr("&Copy"), this, &LogView::copySelection);
    copy->setEnabled(m_selectionAnchor >= 0);
    menu.addAction(tr("Select &All"), this, &LogView::selectAll);
    menu.addSeparator();
    QAction *follow = menu.addAction(tr("&Follow Output"));
    follow->setCheckable(true);
    follow->setChecked(m_followTail);
    connect(follow, &QAction::toggled, this, &LogView::setFollowTail);
    menu.addAction(tr("&Save Log As..."), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Log"), QString(),
                                                          tr("Log files (*.log *.txt)"));
        if (!path.isEmpty())
            saveToFile(path);
    });
    menu.exec(event->globalPos());
}

void LogView::selectRows(qint64 first, qint64 last)
{
    const qint64 rows = rowCount();
    if (rows == 0) {
        m_selectionAnchor = m_selectionCursor = -1;
    } else {
        m_selectionAnchor = std::clamp<qint64>(first, 0, rows - 1);
        m_selectionCursor = std::clamp<qint64>(last, 0, rows - 1);
    }
    viewport()->update();
}

void LogView::selectAll()
{
    selectRows(0, rowCount() - 1);
}

QString LogView::plainTextOfRow(qint64 row) const
{
    return plainTextOfLine(m_buffer->lineText(lineAtRow(row)));
}

QString LogView::selectedText() const
{
    if (!m_buffer || m_selectionAnchor < 0)
        return {};
    const qint64 first = std::min(m_selectionAnchor, m_selectionCursor);
    const qint64 last = std::max(m_selectionAnchor, m_selectionCursor);
    QString text;
    for (qint64 row = first; row <= last; ++row) {
        text += plainTextOfRow(row);
        text += QLatin1Char('\n');
    }
    return text;
}

void LogView::copySelection() const
{
    if (m_selectionAnchor >= 0)
        QGuiApplication::clipboard()->setText(selectedText());
}

void LogView::saveToFile(const QString &path)
{
    if (!m_buffer || isSaving()) {
        emit saveFinished(false, path, tr("a save is already running"));
        return;
    }
    m_saveCancel = std::make_shared<std::atomic_bool>(false);
    m_savePath = path;
    // The rows shown now are what is saved; lines that arrive meanwhile are not.
    m_saveWatcher.start([snapshot = m_buffer->snapshot(), tags = m_visibleTags, path,
                         cancel = m_saveCancel] {
        return saveLogLines(snapshot, tags, path, cancel);
    });
}

void LogView::stopBackgroundWork()
{
    clearSearch();
    if (m_saveCancel)
        m_saveCancel->store(true);
    m_searchWatcher.waitForFinished();
    m_saveWatcher.waitForFinished();
}

void LogView::setSearch(const QString &pattern, LogMatcher::Mode mode,
                        Qt::CaseSensitivity sensitivity)
{
    clearSearch();
    m_matcher = LogMatcher(pattern, mode, sensitivity);
    if (!m_matcher.isValid()) {
        m_searchError = m_matcher.errorString();
        emit searchFinished(0);
        return;
    }
    startSearchChunk();
}

void LogView::clearSearch()
{
    if (m_searchCancel)
        m_searchCancel->store(true);
    ++m_searchGeneration;
    m_matcher = LogMatcher();
    m_searchError.clear();
    m_matches.clear();
    m_searchedUpTo = 0;
    m_currentMatch = -1;
    viewport()->update();
}

void LogView::startSearchChunk()
{
    if (!m_buffer || m_searchWatcher.isRunning())
        return;
    const qint64 endLine = m_buffer->lineCount();
    if (m_searchedUpTo >= endLine) {
        emit searchFinished(matchingLineCount());
        return;
    }
    m_searchCancel = std::make_shared<std::atomic_bool>(false);
    m_searchWatcher.start([snapshot = m_buffer->snapshot(), from = m_searchedUpTo,
                           matcher = m_matcher, generation = m_searchGeneration,
                           cancel = m_searchCancel] {
        return searchLogLines(snapshot, from, matcher, generation, cancel);
    });
}

void LogView::onSearchChunkDone()
{
    const LogSearchResult result = m_searchWatcher.result();
    if (result.generation != m_searchGeneration || m_matcher.isEmpty()) {
        if (!m_matcher.isEmpty())
            startSearchChunk(); // a newer search waited for this stale one to stop
        return;
    }
    m_matches.insert(m_matches.end(), result.matchingLines.begin(),
                     result.matchingLines.end());
    m_searchedUpTo = result.endLine;
    viewport()->update();
    if (m_buffer && m_searchedUpTo < m_buffer->lineCount())
        startSearchChunk();
    else
        emit searchFinished(matchingLineCount());
}

bool LogView::jumpToMatch(bool forward)
{
    if (m_matches.empty())
        return false;
    const qint64 from = m_currentMatch >= 0 ? m_currentMatch
                                            : lineAtRow(firstVisibleRow()) - (forward ? 1 : 0);
    // Skip matches hidden by the filter; wrap around once.
    const auto visible = [this](qint64 line) { return rowOfLine(line) >= 0; };
    qint64 found = -1;
    if (forward) {
        auto it = std::upper_bound(m_matches.begin(), m_matches.end(), from);
        auto hit = std::find_if(it, m_matches.end(), visible);
        if (hit == m_matches.end())
            hit = std::find_if(m_matches.begin(), it, visible);
        if (hit != m_matches.end() && visible(*hit))
            found = *hit;
    } else {
        auto it = std::lower_bound(m_matches.begin(), m_matches.end(), from);
        auto hit = std::find_if(std::make_reverse_iterator(it), m_matches.rend(), visible);
        if (hit == m_matches.rend())
            hit = std::find_if(m_matches.rbegin(), std::make_reverse_iterator(it), visible);
        if (hit != m_matches.rend() && visible(*hit))
            found = *hit;
    }
    if (found < 0)
        return false;
    m_currentMatch = found;
    const qint64 row = rowOfLine(found);
    if (row < firstVisibleRow() || row >= firstVisibleRow() + rowsPerPage())
        scrollToRow(row - rowsPerPage() / 2);
    setFollowTail(false);
    viewport()->update();
    emit currentMatchChanged(found);
    return true;
}

bool LogView::findNext()
{
    return jumpToMatch(true);
}

bool LogView::findPrevious()
{
    return jumpToMatch(false);
}

} // namespace Poolcraft
