// The ingest fast paths (vector scans, word-at-a-time overwrites, SGR and number shortcuts)
// must give exactly what the general paths give. Feeding one byte at a time keeps every scan
// on its scalar path, so each input here is assembled both ways and compared.
#include "models/logs/lineassembler.h"
#include "models/metrics/metriclogreader.h"

#include <QRandomGenerator>
#include <QTest>

#include <charconv>
#include <cmath>

using namespace Poolcraft;

class TestLogFastPaths : public QObject
{
    Q_OBJECT

private slots:
    void wholeChunkMatchesByteByByte_data();
    void wholeChunkMatchesByteByByte();
    void sgrShortcuts_data();
    void sgrShortcuts();
    void numbersMatchFromChars_data();
    void numbersMatchFromChars();
};

namespace {

QList<LogLine> assemble(const QByteArray &input, qsizetype chunkSize,
                        LineAssembler::ColorMode mode)
{
    LineAssembler assembler(0, LogStreamKind::Stdout, mode);
    QList<LogLine> lines;
    for (qsizetype at = 0; at < input.size(); at += chunkSize)
        lines += assembler.feed(QByteArrayView(input).sliced(at, qMin(chunkSize,
                                                                       input.size() - at)));
    lines += assembler.finish();
    return lines;
}

// A run of ASCII long enough for the vector scans, with `special` placed at `offset`.
QByteArray specialAt(int offset, const QByteArray &special)
{
    QByteArray line(80, 'a');
    for (int i = 0; i < line.size(); ++i)
        line[i] = char('a' + i % 26);
    return line.left(offset) + special + line.mid(offset) + '\n';
}

// An old line with a multi-byte character at `offset`, redrawn in ASCII from the start.
QByteArray utf8UnderOverwrite(int offset, int newLength)
{
    QByteArray old(40, 'x');
    old.insert(offset, "\xc3\xa9");
    return old + '\r' + QByteArray(newLength, 'N') + '\n';
}

// The style of every byte: chunking may cut one span in two, which shows the same thing.
QList<TextStyle> styleOfEachByte(const LogLine &line)
{
    QList<TextStyle> styles(line.text.size());
    for (const StyleSpan &span : line.spans) {
        for (int i = span.start; i < span.start + span.length && i < styles.size(); ++i)
            styles[i] = span.style;
    }
    return styles;
}

} // namespace

void TestLogFastPaths::wholeChunkMatchesByteByByte_data()
{
    QTest::addColumn<QByteArray>("input");
    const QByteArray specials[] = {"\r", "\b", "\x1b[1m", "\x1b[0m", "\t", "\n"};
    for (const QByteArray &special : specials) {
        for (int offset : {0, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65}) {
            const QByteArray name = "special-" + special.toHex() + "-at-"
                                    + QByteArray::number(offset);
            QTest::newRow(name.constData()) << specialAt(offset, special);
        }
    }
    for (int offset : {0, 6, 7, 8, 9, 14, 15, 16, 23, 24, 31, 32}) {
        for (int newLength : {5, 8, 9, 17, 33, 50}) {
            const QByteArray name = "utf8-at-" + QByteArray::number(offset) + "-redrawn-"
                                    + QByteArray::number(newLength);
            QTest::newRow(name.constData()) << utf8UnderOverwrite(offset, newLength);
        }
    }
    QTest::newRow("keras-progress-redraws")
        << QByteArray("\x1b[1m100/400\x1b[0m [=====>......] - ETA: 7s - loss: 0.5\r"
                      "\x1b[1m400/400\x1b[0m [============] - 1s - loss: 0.4 - acc: 0.9\n");
    QTest::newRow("styled-redraw-over-unstyled")
        << QByteArray("plain text here and more\r\x1b[31mred\x1b[0m tail\rab\x1b[1mCD\n");
    QTest::newRow("csi-parameters-long")
        << QByteArray("a\x1b[38;2;10;20;30;1;4;7;22;24;27;39;49m" + QByteArray(40, 'b')
                      + "\x1b[0;1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18;19;20;21;22;23;24;"
                        "25;26;27;28;29;30;31;32;33;34;35;36;37;38;39;40mc\n");
    // Whole characters and no colour changes: where a chunk splits invalid UTF-8, or a colour
    // change meets a backspace, the assembler may decide differently by chunk, a separate
    // (and older) matter than the fast paths tested here.
    QRandomGenerator random(20261123);
    const QByteArrayList atoms = QByteArray("a b c 0 9 . : = - [ ] ; m ? > | { } ' \" "
                                            "\xc3\xa9 \xe6\xbc\xa2 \xf0\x9f\x98\x80")
                                     .split(' ')
                                 + QByteArrayList{" ", "\r", "\n", "\b", "\x1b", "\t", "\x07",
                                                  "\x1b[K", "\x1b[2K", "\x1b[5G"};
    for (int round = 0; round < 6; ++round) {
        QByteArray text;
        while (text.size() < (4096 << round))
            text += atoms.at(random.bounded(int(atoms.size())));
        const QByteArray name = "random-hostile-" + QByteArray::number(4096 << round);
        QTest::newRow(name.constData()) << text;
    }
}

void TestLogFastPaths::wholeChunkMatchesByteByByte()
{
    QFETCH(QByteArray, input);
    for (auto mode : {LineAssembler::ColorMode::Keep, LineAssembler::ColorMode::Strip}) {
        const QList<LogLine> whole = assemble(input, input.size(), mode);
        const QList<LogLine> bytewise = assemble(input, 1, mode);
        QCOMPARE(whole.size(), bytewise.size());
        for (qsizetype i = 0; i < whole.size(); ++i) {
            QCOMPARE(whole.at(i).text, bytewise.at(i).text);
            QCOMPARE(styleOfEachByte(whole.at(i)), styleOfEachByte(bytewise.at(i)));
        }
    }
}

void TestLogFastPaths::sgrShortcuts_data()
{
    QTest::addColumn<QByteArray>("sequence");
    QTest::addColumn<quint8>("attributes");
    QTest::addColumn<quint32>("foreground");
    QTest::newRow("bold") << QByteArray("\x1b[1m") << quint8(TextStyle::Bold) << quint32(0);
    QTest::newRow("bold-leading-zero") << QByteArray("\x1b[01m") << quint8(TextStyle::Bold)
                                       << quint32(0);
    QTest::newRow("reset-empty") << QByteArray("\x1b[1m\x1b[m") << quint8(0) << quint32(0);
    QTest::newRow("reset-zero") << QByteArray("\x1b[31;1m\x1b[0m") << quint8(0) << quint32(0);
    QTest::newRow("bold-keeps-colour") << QByteArray("\x1b[32m\x1b[1m")
                                       << quint8(TextStyle::Bold)
                                       << TerminalColor::indexed(2);
    QTest::newRow("private-is-not-bold") << QByteArray("\x1b[?1m") << quint8(0) << quint32(0);
    QTest::newRow("modify-keys-is-not-style") << QByteArray("\x1b[>4;2m") << quint8(0)
                                              << quint32(0);
}

void TestLogFastPaths::sgrShortcuts()
{
    QFETCH(QByteArray, sequence);
    QFETCH(quint8, attributes);
    QFETCH(quint32, foreground);
    const QList<LogLine> lines = assemble(sequence + "text\n", 1 << 20,
                                          LineAssembler::ColorMode::Keep);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines.first().text, QByteArray("text"));
    TextStyle expected;
    expected.attributes = attributes;
    expected.foreground = foreground;
    const QList<StyleSpan> spans = lines.first().spans;
    if (expected.isDefault()) {
        QVERIFY(spans.isEmpty());
    } else {
        QCOMPARE(spans.size(), 1);
        QCOMPARE(spans.first().style, expected);
        QCOMPARE(spans.first().length, 4);
    }
}

void TestLogFastPaths::numbersMatchFromChars_data()
{
    QTest::addColumn<QByteArray>("number");
    QTest::newRow("plain-decimal") << QByteArray("0.1489");
    QTest::newRow("integer") << QByteArray("29");
    QTest::newRow("negative") << QByteArray("-2.5");
    QTest::newRow("negative-zero") << QByteArray("-0.0");
    QTest::newRow("leading-plus") << QByteArray("+3.25");
    QTest::newRow("trailing-dot") << QByteArray("5.");
    QTest::newRow("leading-dot") << QByteArray(".5");
    QTest::newRow("fifteen-digits") << QByteArray("1234567.89012345");
    QTest::newRow("sixteen-digits") << QByteArray("1234567.890123456");
    QTest::newRow("seventeen-digits") << QByteArray("0.12345678901234567");
    QTest::newRow("long-integer") << QByteArray("9007199254740993");
    QTest::newRow("leading-zeros") << QByteArray("0000000000000000.5");
    QTest::newRow("hard-rounding") << QByteArray("0.30000000000000004");
    QTest::newRow("exponent") << QByteArray("1.5e-7");
    QTest::newRow("exponent-upper") << QByteArray("2E+3");
    QTest::newRow("tiny") << QByteArray("0.000000000000000000001");
    QTest::newRow("nan") << QByteArray("nan");
    QTest::newRow("inf") << QByteArray("inf");
    // Random decimals of every length the fast path takes and a few it leaves to from_chars.
    QRandomGenerator random(11);
    for (int i = 0; i < 300; ++i) {
        QByteArray number = random.bounded(4) == 0 ? QByteArray("-") : QByteArray();
        const int integerDigits = int(random.bounded(1, 10));
        const int fractionDigits = int(random.bounded(0, 12));
        for (int d = 0; d < integerDigits; ++d)
            number += char('0' + random.bounded(10));
        if (fractionDigits > 0 || random.bounded(2) == 0)
            number += '.';
        for (int d = 0; d < fractionDigits; ++d)
            number += char('0' + random.bounded(10));
        QTest::addRow("random-%d-%s", i, number.constData()) << number;
    }
}

void TestLogFastPaths::numbersMatchFromChars()
{
    QFETCH(QByteArray, number);
    const MetricLog log = extractMetricLog("Epoch 1 - loss: " + number + '\n');
    QCOMPARE(log.runs.size(), 1);
    QCOMPARE(log.runs.first().points.size(), 1);
    const double found = log.runs.first().value(log.runs.first().points.first(), u"loss");

    const char *begin = number.constData() + (number.startsWith('+') ? 1 : 0);
    double reference = 0;
    const auto [end, error] = std::from_chars(begin, number.constData() + number.size(),
                                              reference);
    QVERIFY(error == std::errc());
    QCOMPARE(qsizetype(end - number.constData()), number.size());
    if (std::isnan(reference)) {
        QVERIFY(std::isnan(found));
    } else {
        // Bit for bit: the sign of zero and the last bit of rounding both count.
        QCOMPARE(std::signbit(found), std::signbit(reference));
        QVERIFY2(found == reference, qPrintable(QString::number(found, 'g', 17)));
    }
}

QTEST_GUILESS_MAIN(TestLogFastPaths)
#include "tst_logfastpaths.moc"
