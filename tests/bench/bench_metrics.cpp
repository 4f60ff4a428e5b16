// Metric extraction, line assembly and downsampling throughput, each against a baseline
// measured in the same run on the same file or data.
#include "benchreport.h"

#include "app/history/historystore.h"
#include "app/launch/logreplaysource.h"
#include "app/session/runsession.h"
#include "models/logs/lineassembler.h"
#include "models/metrics/metricextractor.h"
#include "models/metrics/metriclogreader.h"
#include "models/metrics/seriestools.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <utility>
#include <vector>

using namespace Poolcraft;

namespace {

// A Keras 2 verbose=1 log as a terminal writes it: `\r` progress updates, an ANSI-coloured
// step counter, and the final line of each epoch with validation values.
qint64 writeKerasLog(const QString &path, qint64 targetBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return 0;
    QRandomGenerator random(1);
    QByteArray block;
    qint64 written = 0;
    for (int run = 0; written < targetBytes; ++run) {
        for (int epoch = 1; epoch <= 100 && written < targetBytes; ++epoch) {
            block += "Epoch " + QByteArray::number(epoch) + "/100\n";
            for (int step = 100; step <= 400; step += 100) {
                const bool last = step == 400;
                block += "\x1b[1m" + QByteArray::number(step) + "/400\x1b[0m [";
                block += QByteArray(step / 14, '=') + '>' + QByteArray(30 - step / 14, '.');
                block += last ? "] - 13s 29ms/step" : "] - ETA: 7s";
                block += " - loss: " + QByteArray::number(random.generateDouble(), 'f', 4);
                block += " - accuracy: " + QByteArray::number(random.generateDouble(), 'f', 4);
                if (last) {
                    block += " - val_loss: " + QByteArray::number(random.generateDouble(), 'f', 4);
                    block += " - val_accuracy: "
                             + QByteArray::number(random.generateDouble(), 'f', 4) + '\n';
                } else {
                    block += '\r';
                }
            }
            if (block.size() > (1 << 20)) {
                written += file.write(block);
                block.clear();
            }
        }
    }
    written += file.write(block);
    return written;
}

// Output goes to a file, not /dev/null: GNU grep stops at the first match when it sees
// /dev/null, which would make the baseline meaningless.
void runProcess(const QString &program, const QStringList &arguments, const QString &outputFile)
{
    QProcess process;
    process.setStandardOutputFile(outputFile);
    process.start(program, arguments);
    process.waitForFinished(-1);
}

double processNanoseconds(const QString &program, const QStringList &arguments,
                          const QString &outputFile)
{
    return PoolcraftBench::medianNanoseconds(3, [&] {
        runProcess(program, arguments, outputFile);
    });
}

// Median times of work and of its baseline, measured turn about: on a shared machine the load
// changes from second to second, and alternating lets both see the same load.
std::pair<double, double> interleavedMedians(int runs, const std::function<void()> &work,
                                             const std::function<void()> &baseline)
{
    std::vector<double> workTimes;
    std::vector<double> baselineTimes;
    for (int i = 0; i < runs; ++i) {
        workTimes.push_back(PoolcraftBench::medianNanoseconds(1, work));
        baselineTimes.push_back(PoolcraftBench::medianNanoseconds(1, baseline));
    }
    std::sort(workTimes.begin(), workTimes.end());
    std::sort(baselineTimes.begin(), baselineTimes.end());
    return {workTimes[workTimes.size() / 2], baselineTimes[baselineTimes.size() / 2]};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("keras.log"));
    const qint64 bytes = writeKerasLog(path, qint64(200) << 20);
    const double megabytes = double(bytes) / (1 << 20);
    const QString output = dir.filePath(QStringLiteral("baseline-output.txt"));
    std::printf("synthetic Keras log: %.1f MB\n", megabytes);

    // Warm the page cache so every measure reads from memory.
    processNanoseconds(QStringLiteral("wc"), {QStringLiteral("-l"), path}, output);

    qsizetype points = 0;
    const auto [extract, grep] = interleavedMedians(
        7, [&] { points = readMetricLog(path).completePointCount(); },
        [&] {
            runProcess(QStringLiteral("grep"),
                       {QStringLiteral("-c"), QStringLiteral("loss"), path}, output);
        });
    std::printf("complete epochs found: %lld\n", qint64(points));
    PoolcraftBench::report("metric extraction MB/s", megabytes / (extract / 1e9), "MB/s",
                           "grep -c loss", megabytes / (grep / 1e9), ">= 0.25");

    // The same work on one thread (readMetricLog assembles lines on a second one for big
    // files), to show what the pipeline adds.
    const auto extractOnOneThread = [&] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return;
        LineAssembler assembler(0, LogStreamKind::Stdout, LineAssembler::ColorMode::Strip);
        MetricExtractor extractor;
        extractor.setTrackUpdates(false);
        const LineAssembler::LineSink sink
            = [&](const LogLine &line) { extractor.addLine(QByteArrayView(line.text)); };
        QByteArray buffer(4 << 20, Qt::Uninitialized);
        qint64 read = 0;
        while ((read = file.read(buffer.data(), buffer.size())) > 0)
            assembler.feed(QByteArrayView(buffer.constData(), read), sink);
        assembler.finish(sink);
        points = extractor.runs().size();
    };
    const auto [oneThread, grepAgain] = interleavedMedians(7, extractOnOneThread, [&] {
        runProcess(QStringLiteral("grep"), {QStringLiteral("-c"), QStringLiteral("loss"), path},
                   output);
    });
    PoolcraftBench::report("metric extraction, one thread MB/s", megabytes / (oneThread / 1e9),
                           "MB/s", "grep -c loss", megabytes / (grepAgain / 1e9), "info");

    // The live path: the log as a replica's output through a RunSession (terminal model per
    // stream, extractor, lines kept for the view), and with the history recording it too.
    for (const bool recorded : {false, true}) {
        const auto throughSession = [&] {
            QTemporaryDir historyDir;
            HistoryStore history(historyDir.filePath(QStringLiteral("history.sqlite")));
            if (recorded && !history.open())
                return;
            LogReplaySource source;
            source.setLog(path);
            source.setChunking(1 << 16);
            RunSession session(&source, recorded ? &history : nullptr);
            QEventLoop loop;
            QObject::connect(&session, &RunSession::finished, &loop, &QEventLoop::quit);
            if (session.start())
                loop.exec();
            points = session.metricRuns().size();
        };
        const auto [live, grepLive] = interleavedMedians(3, throughSession, [&] {
            runProcess(QStringLiteral("grep"),
                       {QStringLiteral("-c"), QStringLiteral("loss"), path}, output);
        });
        PoolcraftBench::report(recorded ? "run session + history MB/s" : "run session MB/s",
                               megabytes / (live / 1e9), "MB/s", "grep -c loss",
                               megabytes / (grepLive / 1e9),
                               "info (a 200 MB log of 350 000 epochs; trainers print far less)");
    }

    qint64 lines = 0;
    const auto assembleFile = [&] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return;
        LineAssembler assembler;
        QByteArray buffer(4 << 20, Qt::Uninitialized);
        qint64 read = 0;
        const LineAssembler::LineSink sink
            = [&](const LogLine &line) { lines += 1 + line.spans.size() * 0; };
        lines = 0;
        while ((read = file.read(buffer.data(), buffer.size())) > 0)
            assembler.feed(QByteArrayView(buffer.constData(), read), sink);
        assembler.finish(sink);
    };
    const auto [assemble, wc] = interleavedMedians(7, assembleFile, [&] {
        runProcess(QStringLiteral("wc"), {QStringLiteral("-l"), path}, output);
    });
    std::printf("assembled lines: %lld\n", lines);
    PoolcraftBench::report("line assembly (ANSI, \\r) MB/s", megabytes / (assemble / 1e9), "MB/s",
                           "wc -l", megabytes / (wc / 1e9), ">= 0.50");

    std::vector<QPointF> series;
    series.reserve(1000000);
    QRandomGenerator random(3);
    for (int i = 0; i < 1000000; ++i)
        series.emplace_back(i, random.generateDouble());
    std::vector<QPointF> copy;
    const double copyTime = PoolcraftBench::medianNanoseconds(
        11, [&] { copy.assign(series.begin(), series.end()); });
    size_t kept = 0;
    const double lttbTime = PoolcraftBench::medianNanoseconds(
        11, [&] { kept = downsampleLttb(series, 2000).size(); });
    const double minMaxTime = PoolcraftBench::medianNanoseconds(
        11, [&] { kept += downsampleMinMaxLttb(series, 2000).size(); });
    std::printf("kept points: %zu\n", kept);
    // Reported as time, so the ratio says how many plain copies one downsampling costs.
    PoolcraftBench::report("LTTB 1M -> 2000 ms", lttbTime / 1e6, "ms", "copy of 1M points",
                           copyTime / 1e6, "informational (16 ms frame budget)");
    PoolcraftBench::report("MinMax-LTTB 1M -> 2000 ms", minMaxTime / 1e6, "ms",
                           "copy of 1M points", copyTime / 1e6,
                           "informational (16 ms frame budget)");
    return 0;
}
