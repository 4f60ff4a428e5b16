#include "widgets/logview/ansitext.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/logview/logview.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Poolcraft;

namespace {

constexpr int SourceCount = 4;

// The generated log: line i comes from replica i % 4, every 7th line on stderr, every 50th
// coloured. Tests compute what they expect from these same rules.
int sourceOf(qint64 line) { return int(line % SourceCount); }
bool isStderrLine(qint64 line) { return line % 7 == 3; }
QByteArray rawLine(qint64 line)
{
    QByteArray text = "step " + QByteArray::number(line) + " loss="
                      + QByteArray::number(1.0 / double(line + 1), 'f', 6);
    if (line % 50 == 0)
        text = "\x1b[32m" + text + "\x1b[0m epoch done";
    return text;
}
QString plainLine(qint64 line)
{
    QString text = QStringLiteral("step %1 loss=%2").arg(line).arg(1.0 / double(line + 1), 0,
                                                                     'f', 6);
    if (line % 50 == 0)
        text += QStringLiteral(" epoch done");
    return text;
}

// Appends lines [first, first + count) in per-source/stream runs, as a runner's batches do.
void appendGenerated(LogBuffer &buffer, qint64 first, qint64 count)
{
    for (qint64 line = first; line < first + count; ++line)
        buffer.appendLine(sourceOf(line), isStderrLine(line), rawLine(line));
}

void fillBuffer(LogBuffer &buffer, qint64 count)
{
    for (int s = 0; s < SourceCount; ++s)
        buffer.addSource(QStringLiteral("workerpool%1-%2").arg(s ? 1 : 0).arg(s ? s - 1 : 0));
    appendGenerated(buffer, 0, count);
}

bool waitForSearch(LogView &view)
{
    QSignalSpy spy(&view, &LogView::searchFinished);
    if (!view.isSearching() && spy.isEmpty())
        QCoreApplication::processEvents();
    return spy.count() > 0 || spy.wait(120000);
}

} // namespace

class LogViewTest : public QObject
{
    Q_OBJECT

private slots:
    void ansiDecoding_data();
    void ansiDecoding();
    void ansiColours_data();
    void ansiColours();
    void bufferStoresLines_data();
    void bufferStoresLines();
    void attachedFilesIndexedInPlace_data();
    void attachedFilesIndexedInPlace();
    void millionLinesFollowScrollAndRepaintPerFrame();
    void filterByReplicaAndStream_data();
    void filterByReplicaAndStream();
    void searchNextPrevious_data();
    void searchNextPrevious();
    void searchSeesLinesAppendedLater();
    void searchHighlightCoversMatch_data();
    void searchHighlightCoversMatch();
    void gutterOnlyForSeveralReplicas();
    void copySelection_data();
    void copySelection();
    void saveToFileKeepsFilter();
    void hostileLinesPaint_data();
    void hostileLinesPaint();
};

void LogViewTest::ansiDecoding_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("spanCount");
    QTest::newRow("plain") << QByteArray("hello") << QStringLiteral("hello") << 0;
    QTest::newRow("colour and reset") << QByteArray("\x1b[31mred\x1b[0m plain")
                                      << QStringLiteral("red plain") << 1;
    QTest::newRow("bold green") << QByteArray("\x1b[1;32mok\x1b[m") << QStringLiteral("ok") << 1;
    QTest::newRow("256 colours") << QByteArray("\x1b[38;5;202mo\x1b[48;5;17mb")
                                 << QStringLiteral("ob") << 2;
    QTest::newRow("true colour") << QByteArray("\x1b[38;2;10;20;30mtc")
                                 << QStringLiteral("tc") << 1;
    QTest::newRow("truncated escape") << QByteArray("abc\x1b[3") << QStringLiteral("abc") << 0;
    QTest::newRow("lone escape") << QByteArray("abc\x1b") << QStringLiteral("abc") << 0;
    QTest::newRow("malformed colour params") << QByteArray("\x1b[38;5mx\x1b[38;2;1mx")
                                             << QStringLiteral("xx") << 0;
    QTest::newRow("huge params") << QByteArray("\x1b[99999999999;38;5;99999mx")
                                 << QStringLiteral("x") << 0;
    // As a terminal shows it: the line is erased, the cursor goes to column 1, b is written.
    QTest::newRow("erase line, then column 1") << QByteArray("a\x1b[2K\x1b[1Gb")
                                               << QStringLiteral("b") << 0;
    QTest::newRow("erase to end of line") << QByteArray("loss: 0.123456\rloss: 0.5\x1b[K")
                                          << QStringLiteral("loss: 0.5") << 0;
    // What a terminal shows, and so what the metric extractor reads.
    QTest::newRow("carriage return overwrites")
        << QByteArray("loss: 0.123456\rloss: 0.5") << QStringLiteral("loss: 0.523456") << 0;
    QTest::newRow("osc title dropped") << QByteArray("\x1b]0;title\x07text")
                                       << QStringLiteral("text") << 0;
    QTest::newRow("progress bar carriage return")
        << QByteArray(" 10%|#    \r 50%|#####\r100%|##########")
        << QStringLiteral("100%|##########") << 0;
    QTest::newRow("crlf") << QByteArray("windows\r") << QStringLiteral("windows") << 0;
    QTest::newRow("backspace") << QByteArray("abx\bc") << QStringLiteral("abc") << 0;
    QTest::newRow("tab expands") << QByteArray("a\tb") << QStringLiteral("a       b") << 0;
    QTest::newRow("control characters dropped") << QByteArray("a\x01z", 3)
                                                << QStringLiteral("az") << 0;
    QTest::newRow("invalid utf8") << QByteArray("\xff\xfe ok") << QStringLiteral("\uFFFD\uFFFD ok")
                                  << 0;
    QTest::newRow("utf8 text") << QByteArray("p\xc3\xa9rdida \xe6\x8d\x9f\xe5\xa4\xb1")
                               << QStringLiteral("pérdida 损失") << 0;
}

void LogViewTest::ansiDecoding()
{
    QFETCH(QByteArray, raw);
    QFETCH(QString, text);
    QFETCH(int, spanCount);
    const DecodedLine decoded = decodeAnsiLine(raw);
    QCOMPARE(decoded.text, text);
    QCOMPARE(decoded.spans.size(), spanCount);
    for (const AnsiSpan &span : decoded.spans) {
        QVERIFY(span.start >= 0);
        QVERIFY(span.length > 0);
        QVERIFY(span.start + span.length <= decoded.text.size());
    }
}

void LogViewTest::ansiColours_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QColor>("foreground");
    QTest::addColumn<bool>("bold");
    QTest::newRow("red") << QByteArray("\x1b[31mx") << QColor(0xcd3131) << false;
    QTest::newRow("bright blue bold") << QByteArray("\x1b[1;94mx") << QColor(0x3b8eea) << true;
    QTest::newRow("cube 196") << QByteArray("\x1b[38;5;196mx") << QColor(255, 0, 0) << false;
    QTest::newRow("grey 244") << QByteArray("\x1b[38;5;244mx") << QColor(128, 128, 128) << false;
    QTest::newRow("true colour") << QByteArray("\x1b[38;2;1;2;3mx") << QColor(1, 2, 3) << false;
}

void LogViewTest::ansiColours()
{
    QFETCH(QByteArray, raw);
    QFETCH(QColor, foreground);
    QFETCH(bool, bold);
    const DecodedLine decoded = decodeAnsiLine(raw);
    QCOMPARE(decoded.spans.size(), 1);
    QCOMPARE(decoded.spans[0].foreground, foreground);
    QCOMPARE(decoded.spans[0].bold, bold);
}

void LogViewTest::bufferStoresLines_data()
{
    QTest::addColumn<QByteArray>("block");
    QTest::addColumn<QList<QByteArray>>("lines");
    QTest::newRow("one line") << QByteArray("a\n") << QList<QByteArray>{"a"};
    QTest::newRow("no final feed") << QByteArray("a\nb") << QList<QByteArray>{"a", "b"};
    QTest::newRow("empty lines") << QByteArray("\n\n") << QList<QByteArray>{"", ""};
    QTest::newRow("nul bytes") << QByteArray("a\0b\n", 4)
                               << QList<QByteArray>{QByteArray("a\0b", 3)};
    const QByteArray huge(8 << 20, 'x');
    QTest::newRow("huge line") << huge + "\nend" << QList<QByteArray>{huge, "end"};
}

void LogViewTest::bufferStoresLines()
{
    QFETCH(QByteArray, block);
    QFETCH(QList<QByteArray>, lines);
    LogBuffer buffer;
    QVERIFY2(buffer.isValid(), qPrintable(buffer.errorString()));
    QSignalSpy appended(&buffer, &LogBuffer::linesAppended);
    buffer.appendBlock(buffer.addSource(QStringLiteral("workerpool0-0")), true, block);
    QCOMPARE(buffer.lineCount(), lines.size());
    QCOMPARE(appended.count(), 1);
    QCOMPARE(appended[0][1].toLongLong(), lines.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QCOMPARE(buffer.lineText(i), lines[i]);
        QVERIFY(buffer.lineIsStderr(i));
    }
    QCOMPARE(buffer.lineText(lines.size()), QByteArray());
    QCOMPARE(buffer.lineText(-1), QByteArray());
}

void LogViewTest::attachedFilesIndexedInPlace_data()
{
    QTest::addColumn<QByteArray>("firstFile");
    QTest::addColumn<QByteArray>("secondFile");
    QTest::newRow("two replicas") << QByteArray("a0 loss=1\na1 needle\n")
                                  << QByteArray("b0\nb1 needle\nb2\n");
    QTest::newRow("torn last line not indexed") << QByteArray("a0 needle\na1 torn")
                                                << QByteArray("b0\n");
    QTest::newRow("long lines") << QByteArray(70000, 'a') + " needle\n" + QByteArray(5, 'c') + "\n"
                                << QByteArray(300000, 'b') + "\n";
    QTest::newRow("empty lines") << QByteArray("\n\n\n") << QByteArray("\nneedle\n");
}

void LogViewTest::attachedFilesIndexedInPlace()
{
    QFETCH(QByteArray, firstFile);
    QFETCH(QByteArray, secondFile);
    QTemporaryDir dir;
    // Files written by someone else (the history), appended in two pieces each.
    LogBuffer buffer;
    LogView view;
    view.setBuffer(&buffer);
    const int own = buffer.addSource(QStringLiteral("copied"));
    buffer.appendLine(own, false, "own needle line");
    QList<QByteArray> expected{"own needle line"};
    QList<QByteArray> contents{firstFile, secondFile};
    for (int f = 0; f < 2; ++f) {
        const QString path = dir.filePath(QStringLiteral("replica%1.log").arg(f));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(contents[f]) == contents[f].size());
        file.close();
        const int source = buffer.addSource(QStringLiteral("workerpool0-%1").arg(f));
        QVERIFY(buffer.attachSourceFile(source, path));
        const qsizetype half = contents[f].indexOf('\n') + 1;
        buffer.appendIndexedBlock(source, f == 1, QByteArrayView(contents[f]).first(half), 0);
        buffer.appendIndexedBlock(source, f == 1, QByteArrayView(contents[f]).sliced(half), half);
        QList<QByteArray> lines = contents[f].split('\n');
        lines.removeLast(); // the piece after the last feed: empty, or a torn line
        expected += lines;
    }
    QCOMPARE(buffer.lineCount(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(buffer.lineText(i), expected[i]);
    QVERIFY(!buffer.attachSourceFile(5, dir.filePath(QStringLiteral("missing.log"))));
    QVERIFY(buffer.errorString().contains(QStringLiteral("missing.log")));

    QSignalSpy finished(&view, &LogView::searchFinished);
    view.setSearch(QStringLiteral("needle"), LogMatcher::Mode::PlainText);
    QVERIFY(finished.count() > 0 || finished.wait(60000));
    qsizetype needles = 0;
    for (const QByteArray &line : expected)
        needles += line.contains("needle") ? 1 : 0;
    QCOMPARE(view.matchingLineCount(), needles);
}

void LogViewTest::millionLinesFollowScrollAndRepaintPerFrame()
{
    LogBuffer buffer;
    LogView view;
    view.resize(800, 600);
    view.setBuffer(&buffer);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    fillBuffer(buffer, 1'000'000);
    QCOMPARE(buffer.lineCount(), 1'000'000);
    // The text lives in the backing file: the index is a small part of the log's size.
    QVERIFY2(buffer.indexMemoryBytes() < buffer.byteSize() / 2,
             qPrintable(QStringLiteral("%1 vs %2").arg(buffer.indexMemoryBytes())
                            .arg(buffer.byteSize())));
    QTRY_COMPARE(view.rowCount(), 1'000'000);
    QTRY_COMPARE(view.firstVisibleRow() + view.rowsPerPage(), 1'000'000);
    QVERIFY(view.followsTail());

    // 200 appended batches between two frames give at most one or two repaints.
    QTest::qWait(100);
    const int framesBefore = view.paintedFrames();
    for (int batch = 0; batch < 200; ++batch)
        appendGenerated(buffer, buffer.lineCount(), 50);
    QTRY_COMPARE(view.firstVisibleRow() + view.rowsPerPage(), 1'010'000);
    QTest::qWait(100);
    QVERIFY2(view.paintedFrames() - framesBefore <= 3,
             qPrintable(QString::number(view.paintedFrames() - framesBefore)));

    // Scrolling up stops following; new lines no longer move the view.
    view.verticalScrollBar()->setValue(500'000);
    QVERIFY(!view.followsTail());
    appendGenerated(buffer, buffer.lineCount(), 1000);
    QTest::qWait(50);
    QCOMPARE(view.firstVisibleRow(), 500'000);
    QTest::keyClick(view.viewport(), Qt::Key_PageDown);
    QCOMPARE(view.firstVisibleRow(), 500'000 + view.rowsPerPage());
    QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
    QVERIFY(view.followsTail());
    QCOMPARE(view.firstVisibleRow() + view.rowsPerPage(), buffer.lineCount());
    view.viewport()->repaint();
}

void LogViewTest::filterByReplicaAndStream_data()
{
    QTest::addColumn<QList<int>>("hiddenSources");
    QTest::addColumn<bool>("stdoutVisible");
    QTest::addColumn<bool>("stderrVisible");
    QTest::newRow("hide one replica") << QList<int>{1} << true << true;
    QTest::newRow("hide two replicas") << QList<int>{0, 3} << true << true;
    QTest::newRow("stderr only") << QList<int>{} << false << true;
    QTest::newRow("stdout only of replica 2") << QList<int>{0, 1, 3} << true << false;
    QTest::newRow("everything hidden") << QList<int>{0, 1, 2, 3} << true << true;
}

void LogViewTest::filterByReplicaAndStream()
{
    QFETCH(QList<int>, hiddenSources);
    QFETCH(bool, stdoutVisible);
    QFETCH(bool, stderrVisible);
    LogBuffer buffer;
    LogView view;
    view.resize(600, 400);
    view.setBuffer(&buffer);
    fillBuffer(buffer, 100'000);
    for (int source : hiddenSources)
        view.setSourceVisible(source, false);
    view.setStreamsVisible(stdoutVisible, stderrVisible);
    // Lines appended while filtering go through the same filter.
    appendGenerated(buffer, buffer.lineCount(), 10'000);
    const auto shown = [&](qint64 line) {
        return !hiddenSources.contains(sourceOf(line))
               && (isStderrLine(line) ? stderrVisible : stdoutVisible);
    };
    qint64 expectedRows = 0;
    for (qint64 line = 0; line < buffer.lineCount(); ++line)
        expectedRows += shown(line) ? 1 : 0;
    QCOMPARE(view.rowCount(), expectedRows);
    for (qint64 row = 0; row < view.rowCount(); row += 997) {
        const qint64 line = view.lineAtRow(row);
        QVERIFY(shown(line));
        QCOMPARE(view.rowOfLine(line), row);
    }
    for (qint64 line = 0; line < 50; ++line) {
        if (!shown(line))
            QCOMPARE(view.rowOfLine(line), -1);
    }
    // Showing everything again gives every line back.
    for (int source : hiddenSources)
        view.setSourceVisible(source, true);
    view.setStreamsVisible(true, true);
    QCOMPARE(view.rowCount(), buffer.lineCount());
}

void LogViewTest::searchNextPrevious_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("regex");
    QTest::addColumn<bool>("caseSensitive");
    QTest::addColumn<bool>("valid");
    QTest::newRow("plain") << QStringLiteral("step 1234") << false << true << true;
    QTest::newRow("plain any case") << QStringLiteral("EPOCH DONE") << false << false << true;
    QTest::newRow("plain case mismatch") << QStringLiteral("EPOCH DONE") << false << true << true;
    QTest::newRow("regex") << QStringLiteral("^step \\d*77 loss") << true << true << true;
    QTest::newRow("not inside escapes") << QStringLiteral("32m") << false << true << true;
    QTest::newRow("no match") << QStringLiteral("nan") << false << true << true;
    QTest::newRow("invalid regex") << QStringLiteral("step (") << true << true << false;
}

void LogViewTest::searchNextPrevious()
{
    QFETCH(QString, pattern);
    QFETCH(bool, regex);
    QFETCH(bool, caseSensitive);
    QFETCH(bool, valid);
    LogBuffer buffer;
    LogView view;
    view.resize(600, 400);
    view.setBuffer(&buffer);
    constexpr qint64 lines = 200'000;
    fillBuffer(buffer, lines);
    const Qt::CaseSensitivity sensitivity = caseSensitive ? Qt::CaseSensitive
                                                          : Qt::CaseInsensitive;
    QSignalSpy finished(&view, &LogView::searchFinished);
    view.setSearch(pattern, regex ? LogMatcher::Mode::RegularExpression
                                  : LogMatcher::Mode::PlainText, sensitivity);
    QVERIFY(finished.count() > 0 || finished.wait(120000));
    QCOMPARE(view.searchError().isEmpty(), valid);
    if (!valid) {
        QVERIFY(view.searchError().contains(QStringLiteral("regular expression")));
        QVERIFY(!view.findNext());
        return;
    }
    const QRegularExpression expression(
        pattern, caseSensitive ? QRegularExpression::NoPatternOption
                               : QRegularExpression::CaseInsensitiveOption);
    QList<qint64> expected;
    for (qint64 line = 0; line < lines; ++line) {
        const QString text = plainLine(line);
        if (regex ? expression.match(text).hasMatch() : text.contains(pattern, sensitivity))
            expected.append(line);
    }
    QCOMPARE(view.matchingLineCount(), expected.size());
    if (expected.isEmpty()) {
        QVERIFY(!view.findNext());
        QVERIFY(!view.findPrevious());
        return;
    }
    view.scrollToRow(0);
    QSignalSpy current(&view, &LogView::currentMatchChanged);
    for (qsizetype i = 0; i < std::min<qsizetype>(expected.size(), 5); ++i) {
        QVERIFY(view.findNext());
        QCOMPARE(view.currentMatchLine(), expected[i]);
        const qint64 row = view.rowOfLine(expected[i]);
        QVERIFY(row >= view.firstVisibleRow());
        QVERIFY(row < view.firstVisibleRow() + view.rowsPerPage());
    }
    QCOMPARE(current.count(), std::min<qsizetype>(expected.size(), 5));
    if (expected.size() > 2) {
        QVERIFY(view.findPrevious());
        QCOMPARE(view.currentMatchLine(),
                 expected[std::min<qsizetype>(expected.size(), 5) - 2]);
    }
    // Previous from the first match wraps to the last.
    while (view.currentMatchLine() != expected.first())
        QVERIFY(view.findPrevious());
    QVERIFY(view.findPrevious());
    QCOMPARE(view.currentMatchLine(), expected.last());
    view.viewport()->repaint();
}

void LogViewTest::searchSeesLinesAppendedLater()
{
    LogBuffer buffer;
    LogView view;
    view.setBuffer(&buffer);
    fillBuffer(buffer, 1000);
    QSignalSpy finished(&view, &LogView::searchFinished);
    view.setSearch(QStringLiteral("needle"), LogMatcher::Mode::PlainText);
    QVERIFY(finished.count() > 0 || finished.wait(60000));
    QCOMPARE(view.matchingLineCount(), 0);
    buffer.appendLine(2, false, "a \x1b[1mneedle\x1b[0m here");
    buffer.appendLine(1, true, "another needle");
    QTRY_COMPARE_WITH_TIMEOUT(view.matchingLineCount(), 2, 60000);
    view.setSourceVisible(1, false);
    QVERIFY(view.findNext());
    QCOMPARE(view.currentMatchLine(), 1000);
    QVERIFY(view.findNext()); // the other match is hidden: wraps to the same one
    QCOMPARE(view.currentMatchLine(), 1000);
}

void LogViewTest::searchHighlightCoversMatch_data()
{
    QTest::addColumn<int>("pointSize");
    QTest::addColumn<int>("column");
    for (const int pointSize : {8, 9, 10, 11, 13}) {
        for (const int column : {0, 40, 120}) {
            QTest::addRow("%d pt, column %d", pointSize, column) << pointSize << column;
        }
    }
}

// The highlight is drawn on the view's column grid and the text by the font: a grid
// rounded to whole pixels drifts from a font whose advance is fractional, and far right
// the highlight covered the space before the match and left its last letter bare.
void LogViewTest::searchHighlightCoversMatch()
{
    QFETCH(int, pointSize);
    QFETCH(int, column);
    LogBuffer buffer;
    LogView view;
    QFont font = view.font();
    font.setPointSize(pointSize);
    view.setFont(font);
    view.resize(1600, 200);
    view.setBuffer(&buffer);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int frames = view.paintedFrames();
    buffer.addSource(QStringLiteral("workerpool0-0"));
    buffer.appendLine(0, false, QByteArray(column, ' ') + "MMMM");
    QTRY_COMPARE(view.rowCount(), 1);
    // The next frame lays the new source's gutter out; on a loaded machine the row count
    // was there before it, and the text then moved right by the gutter between the grabs.
    QTRY_VERIFY(view.paintedFrames() > frames);
    const QImage plain = view.viewport()->grab().toImage();
    view.setSearch(QStringLiteral("MMMM"), LogMatcher::Mode::PlainText);
    QVERIFY(waitForSearch(view));
    QCOMPARE(view.matchingLineCount(), 1);
    const QImage highlighted = view.viewport()->grab().toImage();
    QCOMPARE(highlighted.size(), plain.size());

    // Ink: what differs from the background without a search. Highlight: background
    // pixels that the search changed. A glyph's smoothed edge may reach one pixel past
    // its advance.
    const QRgb base = plain.pixel(plain.width() - 1, 1);
    int inkFirst = INT_MAX, inkLast = -1, markFirst = INT_MAX, markLast = -1;
    for (int y = 0; y < plain.height(); ++y) {
        for (int x = 0; x < plain.width(); ++x) {
            if (plain.pixel(x, y) != base) {
                inkFirst = std::min(inkFirst, x);
                inkLast = std::max(inkLast, x);
            } else if (highlighted.pixel(x, y) != base) {
                markFirst = std::min(markFirst, x);
                markLast = std::max(markLast, x);
            }
        }
    }
    QVERIFY2(inkLast >= 0, "the match was not drawn");
    QVERIFY2(markLast >= 0, "the match was not highlighted");
    QVERIFY2(markFirst <= inkFirst + 1 && inkLast <= markLast + 1,
             qPrintable(QStringLiteral("text at x %1..%2, highlight at x %3..%4")
                            .arg(inkFirst).arg(inkLast).arg(markFirst).arg(markLast)));
}

// Where the first row's text starts, in pixels: the first column that is not background.
int firstInkColumn(LogView &view, int frames)
{
    if (!QTest::qWaitFor([&] { return view.paintedFrames() > frames; }))
        return -1;
    const QImage image = view.viewport()->grab().toImage();
    const QRgb base = image.pixel(image.width() - 1, 1);
    for (int x = 0; x < image.width(); ++x) {
        for (int y = 0; y < view.fontMetrics().height(); ++y) {
            if (image.pixel(x, y) != base)
                return x;
        }
    }
    return -1;
}

// One replica's lines start at the left edge; a second replica brings the names in.
void LogViewTest::gutterOnlyForSeveralReplicas()
{
    LogBuffer buffer;
    LogView view;
    view.resize(800, 200);
    view.setBuffer(&buffer);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int frames = view.paintedFrames();
    buffer.addSource(QStringLiteral("workerpool0-0"));
    buffer.appendLine(0, false, "MMMM");
    QTRY_COMPARE(view.rowCount(), 1);
    const int alone = firstInkColumn(view, frames);
    QVERIFY(alone >= 0);
    QVERIFY2(alone < 2 * view.fontMetrics().horizontalAdvance(u'M'), qPrintable(QString::number(alone)));

    frames = view.paintedFrames();
    buffer.addSource(QStringLiteral("workerpool1-0"));
    buffer.appendLine(1, false, "MMMM");
    QTRY_COMPARE(view.rowCount(), 2);
    // The name is drawn from the left edge; the text after the width of the longest name.
    const int named = firstInkColumn(view, frames);
    QVERIFY(named >= 0 && named < alone + 8);
    const QImage image = view.viewport()->grab().toImage();
    const int nameWidth = view.fontMetrics().horizontalAdvance(QStringLiteral("workerpool0-0"));
    const QRgb base = image.pixel(image.width() - 1, 1);
    bool textAfterName = false;
    for (int y = 0; y < view.fontMetrics().height() && !textAfterName; ++y) {
        for (int x = nameWidth + 8; x < nameWidth + 8 + 4 * view.fontMetrics().horizontalAdvance(u'M'); ++x)
            textAfterName = textAfterName || image.pixel(x, y) != base;
    }
    QVERIFY(textAfterName);
}

void LogViewTest::copySelection_data()
{
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("last");
    QTest::addColumn<QList<int>>("hiddenSources");
    QTest::newRow("one line") << 5ll << 5ll << QList<int>{};
    QTest::newRow("coloured lines lose escapes") << 49ll << 51ll << QList<int>{};
    QTest::newRow("backwards selection") << 12ll << 9ll << QList<int>{};
    QTest::newRow("filtered rows") << 0ll << 6ll << QList<int>{0, 2};
}

void LogViewTest::copySelection()
{
    QFETCH(qint64, first);
    QFETCH(qint64, last);
    QFETCH(QList<int>, hiddenSources);
    LogBuffer buffer;
    LogView view;
    view.resize(600, 400);
    view.setBuffer(&buffer);
    fillBuffer(buffer, 1000);
    for (int source : hiddenSources)
        view.setSourceVisible(source, false);
    view.selectRows(first, last);
    QString expected;
    for (qint64 row = std::min(first, last); row <= std::max(first, last); ++row)
        expected += plainLine(view.lineAtRow(row)) + QLatin1Char('\n');
    QCOMPARE(view.selectedText(), expected);
    QGuiApplication::clipboard()->clear();
    view.setFocus();
    QTest::keySequence(&view, QKeySequence::Copy);
    QCOMPARE(QGuiApplication::clipboard()->text(), expected);
}

void LogViewTest::saveToFileKeepsFilter()
{
    QTemporaryDir dir;
    LogBuffer buffer;
    LogView view;
    view.setBuffer(&buffer);
    fillBuffer(buffer, 5000);
    view.setStreamsVisible(false, true);
    const QString path = dir.filePath(QStringLiteral("saved.log"));
    QSignalSpy finished(&view, &LogView::saveFinished);
    view.saveToFile(path);
    // Saving runs off the GUI thread on the rows shown when asked: a line that arrives
    // meanwhile is not in the file.
    buffer.appendLine(0, true, "arrived while saving");
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().at(0).toBool(), true);
    QCOMPARE(finished.first().at(1).toString(), path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString expected;
    for (qint64 line = 0; line < 5000; ++line) {
        if (isStderrLine(line))
            expected += plainLine(line) + QLatin1Char('\n');
    }
    QCOMPARE(QString::fromUtf8(file.readAll()), expected);
    view.saveToFile(dir.filePath(QStringLiteral("missing/dir/x.log")));
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.last().at(0).toBool(), false);
    QVERIFY(!finished.last().at(2).toString().isEmpty());
}

void LogViewTest::hostileLinesPaint_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("eight megabyte line") << QByteArray(8 << 20, 'w');
    QTest::newRow("escape storm") << QByteArray("\x1b[31m").repeated(100000);
    QTest::newRow("binary") << QByteArray("\0\x01\x02\xff\xfe\x1b\x1b[", 9).repeated(1000);
    QTest::newRow("backspaces only") << QByteArray(10000, '\b');
    QTest::newRow("wide characters") << QByteArray("\xe6\x8d\x9f").repeated(5000);
}

void LogViewTest::hostileLinesPaint()
{
    QFETCH(QByteArray, line);
    LogBuffer buffer;
    LogView view;
    view.resize(400, 300);
    view.setBuffer(&buffer);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    buffer.addSource(QStringLiteral("workerpool0-0"));
    buffer.addSource(QStringLiteral("workerpool1-0"));
    buffer.appendLine(0, false, "before");
    buffer.appendLine(1, true, line);
    buffer.appendLine(0, false, "after");
    QTRY_COMPARE(view.rowCount(), 3);
    const int frames = view.paintedFrames();
    view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->maximum());
    view.viewport()->repaint();
    view.selectAll();
    QCOMPARE(view.selectedText().count(QLatin1Char('\n')), 3);
    QVERIFY(view.paintedFrames() > frames);
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    LogViewTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_logview.moc"
