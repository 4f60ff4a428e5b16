#include "models/logs/lineassembler.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Poolcraft;

class TestTerminalText : public QObject
{
    Q_OBJECT

private slots:
    void lines_data();
    void lines();
    void colours();
    void hugeLineIsCut();
    void hostileBytesNeverCrash();
};

namespace {

QStringList texts(const QList<LogLine> &lines)
{
    QStringList result;
    for (const LogLine &line : lines)
        result.append(line.toString());
    return result;
}

QList<LogLine> assemble(const QByteArray &input, QList<int> splits)
{
    LineAssembler assembler;
    QList<LogLine> lines;
    int at = 0;
    for (int size : splits) {
        lines += assembler.feed(QByteArrayView(input).sliced(at, size));
        at += size;
    }
    lines += assembler.feed(QByteArrayView(input).sliced(at));
    lines += assembler.finish();
    return lines;
}

} // namespace

void TestTerminalText::lines_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("plain") << QByteArray("a\nbc\n") << QStringList{"a", "bc"};
    QTest::newRow("crlf-is-newline") << QByteArray("a\r\nb\r\n") << QStringList{"a", "b"};
    QTest::newRow("progress-collapses") << QByteArray(" 1/3 [=> ]\r 2/3 [==>]\r 3/3 [===]\n")
                                        << QStringList{" 3/3 [===]"};
    QTest::newRow("shorter-overwrite-keeps-tail") << QByteArray("abcdef\rXY\n")
                                                  << QStringList{"XYcdef"};
    QTest::newRow("erase-in-line") << QByteArray("abcdef\r12\x1b[K\n") << QStringList{"12"};
    QTest::newRow("backspace") << QByteArray("abc\b\bX\n") << QStringList{"aXc"};
    QTest::newRow("backspace-over-utf8") << QByteArray("a\xc3\xa9\bX\n") << QStringList{"aX"};
    QTest::newRow("backspace-at-start") << QByteArray("\b\b\bab\n") << QStringList{"ab"};
    QTest::newRow("overwrite-utf8-with-ascii") << QByteArray("\xe2\x94\x81\xe2\x94\x81z\rab\n")
                                               << QStringList{"abz"};
    QTest::newRow("sgr-removed") << QByteArray("\x1b[1m6/6\x1b[0m \x1b[32mok\x1b[0m\n")
                                 << QStringList{"6/6 ok"};
    QTest::newRow("osc-title-dropped") << QByteArray("\x1b]0;title\x07text\n")
                                       << QStringList{"text"};
    QTest::newRow("osc-st-dropped") << QByteArray("\x1b]8;;http://x\x1b\\link\n")
                                    << QStringList{"link"};
    QTest::newRow("cursor-moves-dropped") << QByteArray("\x1b[2A\x1b[?25lok\n")
                                          << QStringList{"ok"};
    QTest::newRow("csi-cut-by-newline") << QByteArray("\x1b[12\nabc\n")
                                        << QStringList{"", "abc"};
    QTest::newRow("controls-dropped") << QByteArray("a\x00" "b\x07" "c\td\n", 9)
                                      << QStringList{"abc\td"};
    QTest::newRow("unterminated-last-line") << QByteArray("x\ny") << QStringList{"x", "y"};
    QTest::newRow("keras-notebook-progbar")
        << QByteArray("Epoch 1/2\n\r 1/3 [>..] - loss: 0.7\b\b\b\b\b\b\b\b\b\b\b\b\b\b\b\b\b\b"
                      "\b\b\b\r 3/3 [===] - loss: 0.5 - val_loss: 0.4\n")
        << QStringList{"Epoch 1/2", " 3/3 [===] - loss: 0.5 - val_loss: 0.4"};
}

// Every split of the input (byte by byte, random, whole) gives the same lines.
void TestTerminalText::lines()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    QCOMPARE(texts(assemble(input, {})), expected);
    QList<int> byByte(input.size(), 1);
    QCOMPARE(texts(assemble(input, byByte)), expected);
    QRandomGenerator random(7);
    for (int round = 0; round < 20; ++round) {
        QList<int> splits;
        for (int left = int(input.size()); left > 0;) {
            const int size = qMin(left, int(random.bounded(1, 6)));
            splits.append(size);
            left -= size;
        }
        QCOMPARE(texts(assemble(input, splits)), expected);
    }
}

void TestTerminalText::colours()
{
    LineAssembler keep(3, LogStreamKind::Stderr);
    const QList<LogLine> lines = keep.feed(
        "\x1b[31mred\x1b[0m \x1b[1;38;5;208mo\xc3\xa9\x1b[0m \x1b[38;2;1;2;3mrgb\x1b[m\n");
    QCOMPARE(lines.size(), 1);
    const LogLine &line = lines.first();
    QCOMPARE(line.replica, quint16(3));
    QCOMPARE(line.stream, LogStreamKind::Stderr);
    QCOMPARE(line.toString(), QString::fromUtf8("red o\xc3\xa9 rgb"));
    QCOMPARE(line.spans.size(), 3);
    QCOMPARE(line.spans.at(0), (StyleSpan{0, 3, {TerminalColor::indexed(1), 0, 0}}));
    QCOMPARE(line.spans.at(1),
             (StyleSpan{4, 3, {TerminalColor::indexed(208), 0, TextStyle::Bold}}));
    QCOMPARE(line.spans.at(2), (StyleSpan{8, 3, {TerminalColor::rgb(1, 2, 3), 0, 0}}));
    // In UTF-16 the two-byte é is one unit, so the last span starts one earlier.
    QCOMPARE(line.utf16Spans().at(2).start, 7);

    LineAssembler strip(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip);
    const QList<LogLine> stripped = strip.feed("\x1b[31mred\x1b[0m\n");
    QCOMPARE(stripped.first().toString(), QStringLiteral("red"));
    QVERIFY(stripped.first().spans.isEmpty());

    // A progress bar redrawn in another colour keeps only the final colour.
    const QList<LogLine> redrawn = keep.feed("\x1b[31mabcd\x1b[0m\r\x1b[32mab\x1b[0m\n");
    QCOMPARE(redrawn.first().toString(), QStringLiteral("abcd"));
    QCOMPARE(redrawn.first().spans.size(), 2);
    QCOMPARE(redrawn.first().spans.at(0).style.foreground, TerminalColor::indexed(2));
    QCOMPARE(redrawn.first().spans.at(1), (StyleSpan{2, 2, {TerminalColor::indexed(1), 0, 0}}));
}

void TestTerminalText::hugeLineIsCut()
{
    LineAssembler assembler;
    assembler.setMaxLineBytes(1000);
    QList<LogLine> lines = assembler.feed(QByteArray(3500, 'x'));
    lines += assembler.finish();
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines.first().text.size(), 1000);
    QCOMPARE(lines.last().text.size(), 500);
}

void TestTerminalText::hostileBytesNeverCrash()
{
    QRandomGenerator random(1234);
    for (int round = 0; round < 200; ++round) {
        QByteArray bytes(int(random.bounded(1, 2000)), Qt::Uninitialized);
        const char alphabet[] = "\x1b[];m\r\n\b\x07\\0123456789aé\xc3\xe2\x94\xff?K";
        for (char &c : bytes)
            c = alphabet[random.bounded(int(sizeof(alphabet) - 1))];
        LineAssembler assembler;
        qsizetype total = 0;
        assembler.feed(bytes, [&](const LogLine &line) {
            total += line.text.size();
            for (const StyleSpan &span : line.spans)
                QVERIFY(span.start >= 0 && span.start + span.length <= line.text.size());
        });
        assembler.finish([&](const LogLine &line) { total += line.text.size(); });
        QVERIFY(total <= bytes.size());
    }
}

QTEST_GUILESS_MAIN(TestTerminalText)
#include "tst_terminaltext.moc"
