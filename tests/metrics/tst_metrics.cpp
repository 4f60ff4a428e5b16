#include "models/logs/lineassembler.h"
#include "models/metrics/metricextractor.h"
#include "models/metrics/metriclogreader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Poolcraft;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestMetrics : public QObject
{
    Q_OBJECT

private slots:
    void formats_data();
    void formats();
    void malformedInput_data();
    void malformedInput();
    void customPatternErrors();
    void customPatternStepLimit_data();
    void customPatternStepLimit();
    void patternBudgetIsSharedByTheLogsOfACommand_data();
    void patternBudgetIsSharedByTheLogsOfACommand();
    void incrementalAgreesWithWholeFile_data();
    void incrementalAgreesWithWholeFile();
    void bigFileAgreesWithMemory();
    void commandLine_data();
    void commandLine();
};

// Each row: log text, custom pattern, expected "epoch:name=value" for every complete point.
void TestMetrics::formats_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QStringList>("expected");

    QFile seed(
        QDir(QStringLiteral(POOLCRAFT_SEEDS_DIR))
            .filePath(QDir(QStringLiteral(POOLCRAFT_SEEDS_DIR)).entryList({"001_*"}).value(0)));
    QVERIFY(seed.open(QIODevice::ReadOnly));
    QByteArray seedLines;
    for (const QByteArray &line : seed.readAll().split('\n')) {
        if (line.startsWith("Epoch: "))
            seedLines += line + '\n';
    }
    // The seed prints the loop twice (two workers' runs): epochs 0-2, then 0-2 again.
    QTest::newRow("seed-001-custom-loop")
        << seedLines << QString() << QStringList{"0:accuracy=0.826228,train_loss=0.540131",
                                                 "1:accuracy=0.937946,train_loss=0.207413",
                                                 "2:accuracy=0.960603,train_loss=0.13742",
                                                 "|0:accuracy=0.820424,train_loss=0.575663",
                                                 "1:accuracy=0.927344,train_loss=0.241324",
                                                 "2:accuracy=0.953237,train_loss=0.154762"};
    QTest::newRow("pytorch-epoch-equals")
        << QByteArray("epoch 3: loss=0.25 acc=0.9\nepoch 4: loss=0.2 acc=0.95\n") << QString()
        << QStringList{"3:loss=0.25,acc=0.9", "4:loss=0.2,acc=0.95"};
    QTest::newRow("json-lines") << QByteArray(
        "{\"epoch\": 1, \"loss\": 0.5, \"val_loss\": NaN}\n"
        "{\"epoch\": 2, \"loss\": 0.25, \"note\": \"text\", \"nested\": {\"a\": 1}}\n")
                                << QString()
                                << QStringList{"1:loss=0.5,val_loss=nan", "2:loss=0.25"};
    QTest::newRow("hypertune-metric-file")
        << QByteArray("{\"accuracy\": \"0.81\", \"global_step\": \"1\", \"timestamp\": "
                      "1700000000.1, \"trial\": \"3\"}\n"
                      "{\"accuracy\": \"0.93\", \"global_step\": \"2\", \"timestamp\": "
                      "1700000001.2, \"trial\": \"3\"}\n")
        << QString() << QStringList{"1:accuracy=0.81", "2:accuracy=0.93"};
    QTest::newRow("keras2-verbose2-tf1") << QByteArray(
        "Epoch 1/2\n - 3s - loss: 0.5 - acc: 0.8\nEpoch 2/2\n - 3s - loss: 0.4 - acc: 0.85\n")
                                         << QString()
                                         << QStringList{"1:loss=0.5,acc=0.8",
                                                        "2:loss=0.4,acc=0.85"};
    QTest::newRow("evaluations-by-step")
        << QByteArray("Eval, step 100:\n- on train set 0.5, 0.8\n-- on eval set 0.6, 0.7\n"
                      "Eval, step 200:\n- on train set 0.4, 0.9\n")
        << QString()
        << QStringList{"100:train_loss=0.5,train_accuracy=0.8,eval_loss=0.6,eval_accuracy=0.7",
                       "200:train_loss=0.4,train_accuracy=0.9"};
    QTest::newRow("evaluation-by-step-then-epochs")
        << QByteArray("Eval, step 100:\n- on train set 0.5, 0.8\nEpoch 1/2\n - 3s - loss: 0.5\n")
        << QString() << QStringList{"100:train_loss=0.5,train_accuracy=0.8", "|1:loss=0.5"};
    QTest::newRow("evaluation-set-with-one-value-is-not-read")
        << QByteArray("Eval, step 100:\n- on train set 0.5\n-- on eval set 0.6, 0.7, 0.1\n")
        << QString() << QStringList{};
    QTest::newRow("hf-tab-table") << QByteArray(
        "Epoch\tTraining Loss\tValidation Loss\n1\tNo log\t0.5\n2\t0.4\t0.45\n")
                                  << QString()
                                  // A run lists its names in the order the log first
                                  // gave a value for each, for every epoch alike.
                                  << QStringList{"1:Validation Loss=0.5",
                                                 "2:Validation Loss=0.45,Training Loss=0.4"};
    QTest::newRow("lightning-in-progress-then-done")
        << QByteArray("Epoch 0:  50%|#    | 5/10 [00:01<00:01, a=1, loss=0.9]\n"
                      "Epoch 0: 100%|#####| 10/10 [00:02<00:00, loss=0.8]\n"
                      "Epoch 1:  20%|#    | 2/10 [00:00<00:01, loss=0.7]\n")
        << QString() << QStringList{"0:a=1,loss=0.8"};
    QTest::newRow("custom-pattern")
        << QByteArray("it 5 cost 0.75 score 12\nnoise\nit 6 cost 0.5 score 13\n")
        << QStringLiteral("it (?<epoch>\\d+) cost (?<cost>[0-9.]+) score (?<score>\\d+)")
        << QStringList{"5:cost=0.75,score=12", "6:cost=0.5,score=13"};
    QTest::newRow("python-logging-prefix")
        << QByteArray("INFO:root:Epoch 1, loss: 0.3\n2024-01-02 03:04:05,678 - INFO - Epoch 2, "
                      "loss: 0.2\n")
        << QString() << QStringList{"1:loss=0.3", "2:loss=0.2"};
    // Beyond a double, as Python would print them: inf, -inf, 0.
    QTest::newRow("numbers-beyond-a-double")
        << QByteArray("epoch 1: loss=1e400 acc=-1e400 lr=1e-400\n"
                      "{\"epoch\": 2, \"loss\": 1e999, \"acc\": \"-1E+400\"}\n")
        << QString() << QStringList{"1:loss=inf,acc=-inf,lr=0", "2:loss=inf,acc=-inf"};
    QTest::newRow("words-with-epoch-are-not-epochs")
        << QByteArray("Early stopping at epoch 65 (patience=20)\nbest at epoch 4: nothing\n")
        << QString() << QStringList{};
}

void TestMetrics::formats()
{
    QFETCH(QByteArray, log);
    QFETCH(QString, pattern);
    QFETCH(QStringList, expected);
    const MetricLog result = extractMetricLog(log, pattern);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QStringList actual;
    for (qsizetype r = 0; r < result.runs.size(); ++r) {
        bool first = true;
        const MetricRun &run = result.runs.at(r);
        for (const MetricPoint &point : run.completePoints()) {
            QStringList values;
            for (const MetricValue &v : run.values(point))
                values.append(v.name + u'=' + QString::number(v.value, 'g', 12));
            actual.append((first && r > 0 ? QStringLiteral("|") : QString())
                          + QString::number(point.epoch) + u':' + values.join(u','));
            first = false;
        }
    }
    QCOMPARE(actual, expected);
}

void TestMetrics::malformedInput_data()
{
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<qint64>("noteLine");
    QTest::addColumn<int>("noteColumn");
    QTest::addColumn<QString>("noteContains");
    QTest::newRow("truncated-dict")
        << QByteArray("\n{'loss': 1.5, 'epoch") << qint64(2) << 15 << QStringLiteral("not closed");
    QTest::newRow("missing-colon")
        << QByteArray("{\"loss\" 1}\n") << qint64(1) << 9 << QStringLiteral("':'");
    QTest::newRow("garbage-after-value")
        << QByteArray("{\"loss\": 1 2}\n") << qint64(1) << 12 << QStringLiteral("expected ','");
}

void TestMetrics::malformedInput()
{
    QFETCH(QByteArray, log);
    QFETCH(qint64, noteLine);
    QFETCH(int, noteColumn);
    QFETCH(QString, noteContains);
    const MetricLog result = extractMetricLog(log);
    QCOMPARE(result.completePointCount(), 0);
    QCOMPARE(result.notes.size(), 1);
    QCOMPARE(result.notes.first().line, noteLine);
    QCOMPARE(result.notes.first().column, noteColumn);
    QVERIFY2(result.notes.first().message.contains(noteContains),
             qPrintable(result.notes.first().message));

    // Hostile input: random bytes around metric-like text never crash and stay consistent.
    QRandomGenerator random(99);
    const QByteArray pieces[] = {
        "Epoch ", "1/", "3",   " - loss: ", "nan",        "{'",    "'", ":",     "=",
        "\n",     "\r", "|",   "\t",        "Test set: ", "1e999", "-", "\x1b[", "Train Epoch: ",
        "]",      "%",  "\xff"};
    for (int round = 0; round < 200; ++round) {
        QByteArray hostile;
        for (int i = 0; i < 200; ++i)
            hostile += pieces[random.bounded(int(std::size(pieces)))];
        const MetricLog parsed = extractMetricLog(hostile);
        for (const MetricRun &run : parsed.runs) {
            for (qsizetype i = 1; i < run.points.size(); ++i)
                QVERIFY(run.points.at(i - 1).epoch <= run.points.at(i).epoch);
        }
    }
    const MetricLog huge = extractMetricLog(QByteArray(8 << 20, '{'));
    QCOMPARE(huge.completePointCount(), 0);
}

void TestMetrics::customPatternErrors()
{
    MetricExtractor extractor;
    QString message;
    QVERIFY(!extractor.setCustomPattern(QStringLiteral("(?<loss>[0-9.]+)"), &message));
    QVERIFY(message.contains(QStringLiteral("epoch")));
    QVERIFY(!extractor.setCustomPattern(QStringLiteral("(?<epoch>\\d+"), &message));
    QVERIFY(message.startsWith(QStringLiteral("column ")));
    const MetricLog log = extractMetricLog("x", QStringLiteral("(?<epoch"));
    QVERIFY(!log.ok());
}

void TestMetrics::customPatternStepLimit_data()
{
    // Each row: log lines (H: a line the pattern backtracks on exponentially, N: a line
    // it matches, epoch N), the line the limit is reported at (0: none), complete points.
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<qint64>("notedLine");
    QTest::addColumn<int>("points");

    QTest::newRow("no line over the limit") << QStringList{"1", "2", "3"} << qint64(0) << 3;
    QTest::newRow("first line over the limit") << QStringList{"H", "1"} << qint64(1) << 1;
    QTest::newRow("said once, at the first of many")
        << QStringList{"1", "2", "H", "H", "H", "3", "H"} << qint64(3) << 3;
}

void TestMetrics::customPatternStepLimit()
{
    QFETCH(QStringList, lines);
    QFETCH(qint64, notedLine);
    QFETCH(int, points);

    QByteArray log;
    for (const QString &line : std::as_const(lines)) {
        // Nested quantifiers, then a '!' that fails them all: 2^3000 ways to try.
        log += line == u'H' ? "1 " + QByteArray(3000, 'a') + "!\n"
                            : line.toLatin1() + " aaaa" + line.toLatin1() + '\n';
    }
    const MetricLog result
        = extractMetricLog(log, QStringLiteral("^(?<epoch>\\d+) (a+)+(?<loss>\\d*)$"));
    QVERIFY(result.ok());
    QCOMPARE(result.completePointCount(), points);
    QList<MetricNote> limitNotes;
    for (const MetricNote &note : result.notes) {
        if (note.message.contains(QStringLiteral("backtracks")))
            limitNotes << note;
    }
    QCOMPARE(limitNotes.size(), notedLine == 0 ? 0 : 1);
    if (notedLine != 0) {
        QCOMPARE(limitNotes.first().line, notedLine);
        QCOMPARE(limitNotes.first().column, 1);
        QVERIFY2(limitNotes.first().message.contains(QStringLiteral("1000000 steps")),
                 qPrintable(limitNotes.first().message));
    }
}

void TestMetrics::patternBudgetIsSharedByTheLogsOfACommand_data()
{
    QTest::addColumn<bool>("shared"); // one budget for both logs, as `metrics` gives them
    QTest::newRow("one budget for the command") << true;
    QTest::newRow("a budget per log") << false;
}

// A log that takes all of the pattern's time leaves none to the next log of the command.
void TestMetrics::patternBudgetIsSharedByTheLogsOfACommand()
{
    QFETCH(bool, shared);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // 100 lines that each run into the step limit: far more than the 20 ms budget.
    const QByteArray hostile = ("1 " + QByteArray(3000, 'a') + "!\n").repeated(100);
    const QByteArray good = "1 aaaa1\n2 aaaa2\n3 aaaa3\n";
    const QString first = dir.filePath(QStringLiteral("hostile.log"));
    const QString second = dir.filePath(QStringLiteral("good.log"));
    QVERIFY(writeFile(first, hostile));
    QVERIFY(writeFile(second, good));
    const QString pattern = QStringLiteral("^(?<epoch>\\d+) (a+)+(?<loss>\\d*)$");
    const auto budget = std::make_shared<PatternTimeBudget>();
    budget->remainingNanoseconds = 20'000'000;
    const auto budgetOf = [&] { return shared ? budget : PatternTimeBudgetPtr(); };

    const MetricLog hostileLog = readMetricLog(first, pattern, budgetOf());
    const MetricLog goodLog = readMetricLog(second, pattern, budgetOf());
    QVERIFY(hostileLog.ok() && goodLog.ok());
    const auto budgetNotes = [](const MetricLog &log) {
        QList<MetricNote> notes;
        for (const MetricNote &note : log.notes) {
            if (note.message.contains(QStringLiteral("budget")))
                notes << note;
        }
        return notes;
    };
    if (!shared) {
        // Its own 10 s: the hostile log does not reach it, the good one is read in full.
        QVERIFY(budgetNotes(hostileLog).isEmpty());
        QVERIFY(budgetNotes(goodLog).isEmpty());
        QCOMPARE(goodLog.completePointCount(), 3);
        return;
    }
    QCOMPARE(budgetNotes(hostileLog).size(), 1);
    QVERIFY(budgetNotes(hostileLog).first().line < 100);
    const QList<MetricNote> spent = budgetNotes(goodLog);
    QCOMPARE(spent.size(), 1);
    QCOMPARE(spent.first().line, qint64(1));
    QCOMPARE(goodLog.completePointCount(), 0);
}

void TestMetrics::incrementalAgreesWithWholeFile_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/logs"));
    for (const QString &name : dir.entryList({"*.log"}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name.chopped(4))) << dir.filePath(name);
}

// Feeding the bytes in random pieces, as a live stream does, ends with the same runs as
// reading the file, and every update names a point that exists.
void TestMetrics::incrementalAgreesWithWholeFile()
{
    QFETCH(QString, file);
    const MetricLog whole = readMetricLog(file);
    QVERIFY(whole.ok());
    QFile input(file);
    QVERIFY(input.open(QIODevice::ReadOnly));
    const QByteArray bytes = input.readAll();

    LineAssembler assembler(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip);
    MetricExtractor extractor;
    QSet<QPair<int, int>> updated;
    const auto sink = [&](const LogLine &line) {
        extractor.addLine(QByteArrayView(line.text));
        for (const MetricUpdate &update : extractor.takeUpdates()) {
            QVERIFY(update.run < extractor.runs().size());
            QVERIFY(update.point < extractor.runs().at(update.run).points.size());
            updated.insert({update.run, update.point});
        }
    };
    QRandomGenerator random(5);
    for (qsizetype at = 0; at < bytes.size();) {
        const qsizetype size = qMin(bytes.size() - at, qsizetype(random.bounded(1, 97)));
        assembler.feed(QByteArrayView(bytes).sliced(at, size), sink);
        at += size;
    }
    assembler.finish(sink);
    QCOMPARE(extractor.runs(), whole.runs);
    qsizetype pointCount = 0;
    for (const MetricRun &run : whole.runs)
        pointCount += run.points.size();
    QCOMPARE(qsizetype(updated.size()), pointCount);
}

// Files of 8 MB and more are assembled on a second thread while the first extracts: the
// result must be the one the single-threaded path gives for the same bytes, and a line cut
// by the 1 MB batch boundary must not be cut in the result.
void TestMetrics::bigFileAgreesWithMemory()
{
    QByteArray bytes;
    const QDir logs(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/logs"));
    const QStringList names = logs.entryList({QStringLiteral("*.log")}, QDir::Files, QDir::Name);
    QVERIFY(names.size() >= 10);
    for (int round = 0; bytes.size() < (qsizetype(9) << 20); ++round) {
        QFile log(logs.filePath(names.at(round % names.size())));
        QVERIFY(log.open(QIODevice::ReadOnly));
        bytes += log.readAll();
        bytes += '\n';
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.log"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();

    const MetricLog fromFile = readMetricLog(path);
    const MetricLog fromMemory = extractMetricLog(bytes);
    QVERIFY(fromFile.ok());
    QVERIFY(fromMemory.completePointCount() > 1000);
    QCOMPARE(fromFile.lineCount, fromMemory.lineCount);
    QCOMPARE(fromFile.notes, fromMemory.notes);
    QCOMPARE(fromFile.runs, fromMemory.runs);
}

void TestMetrics::commandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("check");
    const QString logs = QStringLiteral(POOLCRAFT_REALWORLD_DIR "/logs/");
    QTest::newRow("json-one-file")
        << QStringList{"--json", logs + "01-keras-io-mnist-convnet-keras2.log"} << 0
        << QStringLiteral("array:11");
    QTest::newRow("json-fractional-epoch")
        << QStringList{"--json", logs + "13-hf-trainer-dict-lines-fractional-epoch.log"} << 0
        << QStringLiteral("array:11");
    QTest::newRow("json-two-files")
        << QStringList{"--json", logs + "06-plain-numpy-nn-epoch-colon-accuracy.log",
                       logs + "19-hf-trainer-notebook-table-markdown.log"}
        << 0 << QStringLiteral("object:2");
    QTest::newRow("table") << QStringList{logs + "18-keras3-plain-console-tail-epochs-45-50.log"}
                           << 0 << QStringLiteral("text:epoch");
    QTest::newRow("unreadable") << QStringList{logs + "does-not-exist.log"} << 2
                                << QStringLiteral("stderr:does-not-exist.log");
    QTest::newRow("no-file") << QStringList{"--json"} << 2 << QStringLiteral("stderr:no log");
    // The readable log is printed, the other said, and the status says one failed.
    QTest::newRow("json-one-of-two-unreadable")
        << QStringList{"--json", logs + "does-not-exist.log",
                       logs + "06-plain-numpy-nn-epoch-colon-accuracy.log"}
        << 2 << QStringLiteral("object:1");
    QTest::newRow("table-one-of-two-unreadable")
        << QStringList{logs + "06-plain-numpy-nn-epoch-colon-accuracy.log", logs + "does-not-exist.log"}
        << 2 << QStringLiteral("text:== ");
}

void TestMetrics::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, check);
    QProcess process;
    process.start(QStringLiteral(POOLCRAFT_EXECUTABLE), QStringList{"metrics"} + arguments);
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), exitCode);
    const QByteArray out = process.readAllStandardOutput();
    const QString kind = check.section(u':', 0, 0);
    const QString detail = check.section(u':', 1);
    if (exitCode != 0 && kind != u"stderr")
        QVERIFY(process.readAllStandardError().contains("does-not-exist.log:1:1: error: "));
    if (kind == u"array") {
        const QJsonArray array = QJsonDocument::fromJson(out).array();
        QCOMPARE(array.size(), detail.toInt());
        for (qsizetype i = 1; i < array.size(); ++i)
            QVERIFY(array.at(i - 1)[u"epoch"].toDouble() <= array.at(i)[u"epoch"].toDouble());
    } else if (kind == u"object") {
        const QJsonObject object = QJsonDocument::fromJson(out).object();
        QCOMPARE(object.size(), detail.toInt());
        for (const QString &key : object.keys())
            QVERIFY(!object.value(key).toArray().isEmpty());
    } else if (kind == u"text") {
        QVERIFY(out.startsWith(detail.toUtf8()));
        if (exitCode == 0)
            QCOMPARE(out.count('\n'), 7);
    } else {
        QVERIFY(process.readAllStandardError().contains(detail.toUtf8()));
    }
}

QTEST_GUILESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
