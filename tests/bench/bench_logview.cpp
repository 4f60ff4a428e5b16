// Log ingest into the log view: a generated log (1 GB, ~10 M lines by default; set
// POOLCRAFT_BENCH_LOG_MB for a quick run) streamed in 4 MB pieces through the GUI thread, as
// a runner's batches arrive, with the view shown and repainting. Baseline: `wc -l` on the
// same file, measured in the same run. Also reports the view's memory against the file's size
// and the longest time the GUI thread was busy in one go.

#include "benchreport.h"

#include "app/history/historystore.h"
#include "widgets/logview/logbuffer.h"
#include "widgets/logview/logview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>
#include <malloc.h>
#include <cstring>
#include <unistd.h>

using namespace Poolcraft;

namespace {

qint64 procStatusKb(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field)).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

bool generateLog(const QString &path, qint64 bytes, qint64 *lines)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QByteArray chunk;
    qint64 written = 0;
    qint64 line = 0;
    while (written < bytes) {
        chunk.clear();
        while (chunk.size() < (8 << 20)) {
            const int epoch = int(line / 5000);
            if (line % 100 == 0) {
                chunk += "\x1b[32mEpoch " + QByteArray::number(epoch) + " - loss: "
                         + QByteArray::number(1.0 / (epoch + 1), 'f', 4)
                         + " - val_loss: 0.5123 - accuracy: 0.9012\x1b[0m\n";
            } else {
                chunk += "step " + QByteArray::number(line) + "/" + QByteArray::number(line % 938)
                         + " loss=" + QByteArray::number(2.0 / double(line % 977 + 1), 'f', 6)
                         + " lr=0.001 samples/s=1234.5 grad_norm=0.8123 tokens/s=51234.7"
                         + " worker=workerpool1-" + QByteArray::number(line % 4) + "\n";
            }
            ++line;
        }
        file.write(chunk);
        written += chunk.size();
    }
    *lines = line;
    return true;
}

double wcLinesSeconds(const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    QProcess wc;
    wc.start(QStringLiteral("wc"), {QStringLiteral("-l"), path});
    wc.waitForFinished(-1);
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const qint64 megabytes = qEnvironmentVariableIsSet("POOLCRAFT_BENCH_LOG_MB")
                                 ? qEnvironmentVariableIntValue("POOLCRAFT_BENCH_LOG_MB")
                                 : 1024;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.log"));
    qint64 generatedLines = 0;
    if (!generateLog(path, megabytes << 20, &generatedLines)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    const qint64 fileBytes = QFileInfo(path).size();
    std::printf("log: %s, %.1f MB, %lld lines\n", qPrintable(path), fileBytes / 1048576.0,
                static_cast<long long>(generatedLines));

    // The generator's dirty pages would otherwise throttle the view's own writes (the kernel
    // slows writers down to the disk's speed past dirty_ratio): a cost of this harness only.
    ::sync();
    wcLinesSeconds(path); // warm the page cache for both contenders
    const double wcSeconds = std::min(wcLinesSeconds(path), wcLinesSeconds(path));

    const double fileMb = fileBytes / 1048576.0;
    PoolcraftBench::report("wc -l (MB/s)", fileMb / wcSeconds, "MB/s", "wc -l (MB/s)",
                           fileMb / wcSeconds, "baseline");
    // Copied: the view keeps the text in its own file (a log with no history behind it).
    // In place: the text is already in a file (the history's per-replica log, here the
    // generated file itself) and the view only indexes each piece as it arrives.
    for (const bool inPlace : {true, false}) {
        // Give back what the previous phase freed, so this phase's growth is its own.
        malloc_trim(0);
        const qint64 rssBeforeKb = procStatusKb("VmRSS:");
        LogBuffer buffer;
        LogView view;
        view.resize(1200, 800);
        view.setBuffer(&buffer);
        view.show();
        QCoreApplication::processEvents();
        const int source = buffer.addSource(QStringLiteral("workerpool0-0"));
        if (inPlace && !buffer.attachSourceFile(source, path))
            return 1;

        QFile input(path);
        if (!input.open(QIODevice::ReadOnly))
            return 1;
        QElapsedTimer total;
        total.start();
        qint64 longestStallNs = 0;
        qint64 readNs = 0;
        qint64 appendNs = 0;
        qint64 eventsNs = 0;
        qint64 position = 0;      // file offset of the next byte to deliver
        QByteArray piece(4 << 20, Qt::Uninitialized);
        qsizetype kept = 0;       // a torn last line, moved to the front for the next read
        auto deliver = [&](QByteArrayView text) {
            if (inPlace)
                buffer.appendIndexedBlock(source, false, text, position);
            else
                buffer.appendBlock(source, false, text);
            position += text.size();
        };
        while (true) {
            QElapsedTimer stall;
            stall.start();
            if (kept == piece.size())
                piece.resize(piece.size() * 2); // one line longer than the piece
            const qint64 read = input.read(piece.data() + kept, piece.size() - kept);
            if (read <= 0)
                break;
            readNs += stall.nsecsElapsed();
            // Whole lines only, as a line assembler hands them over.
            const QByteArrayView data(piece.constData(), kept + read);
            const qsizetype lastFeed = data.lastIndexOf('\n');
            if (lastFeed >= 0) {
                deliver(data.first(lastFeed + 1));
                kept = data.size() - (lastFeed + 1);
                std::memmove(piece.data(), piece.constData() + lastFeed + 1, size_t(kept));
            } else {
                kept = data.size();
            }
            appendNs += stall.nsecsElapsed();
            longestStallNs = std::max(longestStallNs, stall.nsecsElapsed());
            stall.restart();
            QCoreApplication::processEvents(); // frames, repaints, follow-tail scrolling
            eventsNs += stall.nsecsElapsed();
            longestStallNs = std::max(longestStallNs, stall.nsecsElapsed());
        }
        if (kept > 0)
            deliver(QByteArrayView(piece.constData(), kept));
        const double ingestSeconds = double(total.nsecsElapsed()) / 1e9;
        QElapsedTimer lastFrame;
        lastFrame.start();
        view.viewport()->repaint();
        QCoreApplication::processEvents();
        longestStallNs = std::max(longestStallNs, lastFrame.nsecsElapsed());

        if (buffer.lineCount() != generatedLines) {
            std::fprintf(stderr, "line count %lld, expected %lld\n",
                         static_cast<long long>(buffer.lineCount()),
                         static_cast<long long>(generatedLines));
            return 1;
        }
        const char *mode = inPlace ? "in place" : "copied";
        const auto name = [mode](const char *what) {
            static QByteArray storage;
            storage = QByteArray(what) + " [" + mode + "]";
            return storage.constData();
        };
        PoolcraftBench::report(name("log ingest (MB/s)"), fileMb / ingestSeconds, "MB/s",
                               "wc -l (MB/s)", fileMb / wcSeconds, ">= 0.5");
        const double rssViewMb = (procStatusKb("VmRSS:") - rssBeforeKb) / 1024.0;
        PoolcraftBench::report(name("view memory, RSS growth (MB)"), rssViewMb, "MB",
                               "log file size (MB)", fileMb, "<= 0.2");
        PoolcraftBench::report(name("view index, counted (MB)"),
                               buffer.indexMemoryBytes() / 1048576.0, "MB",
                               "log file size (MB)", fileMb, "<= 0.2");
        PoolcraftBench::report(name("longest GUI-thread stall (ms)"), longestStallNs / 1e6,
                               "ms", "frame budget 50 ms", 50.0, "<= 1");
        std::printf("  %s: painted frames %d over %.2f s; read %.0f ms, append %.0f ms, "
                    "events and painting %.0f ms\n", mode, view.paintedFrames(),
                    ingestSeconds, readNs / 1e6, (appendNs - readNs) / 1e6, eventsNs / 1e6);
        if (!inPlace)
            continue;
        // Filtering rebuilds the row index on the GUI thread: one pass over the tags.
        QElapsedTimer filter;
        filter.start();
        view.setStreamsVisible(true, false);
        const double filterMs = filter.nsecsElapsed() / 1e6;
        view.setStreamsVisible(true, true);
        PoolcraftBench::report("filter rebuild, all lines (ms)", filterMs, "ms",
                               "frame budget 50 ms", 50.0, "<= 1");
        // Search runs on a worker; the baseline is grep -c on the same file.
        QElapsedTimer grepTimer;
        grepTimer.start();
        QProcess grep;
        grep.start(QStringLiteral("grep"), {QStringLiteral("-c"), QStringLiteral("Epoch 7 "),
                                            path});
        grep.waitForFinished(-1);
        const double grepSeconds = grepTimer.nsecsElapsed() / 1e9;
        QElapsedTimer searchTimer;
        searchTimer.start();
        view.setSearch(QStringLiteral("Epoch 7 "), LogMatcher::Mode::PlainText,
                       Qt::CaseSensitive);
        while (view.isSearching() || view.matchingLineCount() == 0)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        const double searchSeconds = searchTimer.nsecsElapsed() / 1e9;
        if (view.matchingLineCount() != grep.readAll().trimmed().toLongLong()) {
            std::fprintf(stderr, "search found %lld lines, grep another count\n",
                         static_cast<long long>(view.matchingLineCount()));
            return 1;
        }
        PoolcraftBench::report("search, plain text (MB/s)", fileMb / searchSeconds, "MB/s",
                               "grep -c (MB/s)", fileMb / grepSeconds, "info");
    }
    // The application's path: every batch goes into the history (one transaction each, as a
    // runner's frame of output does) and the view indexes the history's file in place.
    {
        HistoryStore store(dir.filePath(QStringLiteral("history.sqlite")));
        if (!store.open()) {
            std::fprintf(stderr, "%s\n", qPrintable(store.errorString()));
            return 1;
        }
        const qint64 runId = store.createRun(QStringLiteral("bench"), QString(),
                                             QStringLiteral("local"));
        const qint64 replicaId = store.addReplica(runId, QStringLiteral("workerpool0-0"));
        LogBuffer buffer;
        LogView view;
        view.resize(1200, 800);
        view.setBuffer(&buffer);
        view.show();
        QCoreApplication::processEvents();
        const int source = buffer.addSource(QStringLiteral("workerpool0-0"));
        bool attached = false;
        QFile input(path);
        if (!input.open(QIODevice::ReadOnly))
            return 1;
        QElapsedTimer total;
        total.start();
        qint64 longestBatchNs = 0;
        qint64 batches = 0;
        QList<QByteArray> lines;
        QByteArray text;
        while (!input.atEnd()) {
            // One frame of a busy trainer: 1 MB of lines.
            lines.clear();
            qint64 bytes = 0;
            while (bytes < (1 << 20) && !input.atEnd()) {
                QByteArray line = input.readLine();
                bytes += line.size();
                line.chop(line.endsWith('\n') ? 1 : 0);
                lines.append(std::move(line));
            }
            QElapsedTimer batch;
            batch.start();
            LogBatchRecord written;
            if (!store.appendLogLines(replicaId, LogStream::Stdout, lines, &written)) {
                std::fprintf(stderr, "%s\n", qPrintable(store.errorString()));
                return 1;
            }
            if (!attached)
                attached = buffer.attachSourceFile(source, store.logFilePath(replicaId));
            text.clear();
            for (const QByteArray &line : std::as_const(lines)) {
                text += line;
                text += '\n';
            }
            buffer.appendIndexedBlock(source, false, text, written.byteOffset);
            QCoreApplication::processEvents();
            longestBatchNs = std::max(longestBatchNs, batch.nsecsElapsed());
            ++batches;
        }
        const double seconds = double(total.nsecsElapsed()) / 1e9;
        if (buffer.lineCount() != generatedLines || store.logLineCount(replicaId)
                                                        != generatedLines) {
            std::fprintf(stderr, "history path lost lines\n");
            return 1;
        }
        PoolcraftBench::report("history + view ingest (MB/s)", fileMb / seconds, "MB/s",
                               "wc -l (MB/s)", fileMb / wcSeconds, "info");
        PoolcraftBench::report("longest history batch + view (ms)", longestBatchNs / 1e6, "ms",
                               "frame budget 50 ms", 50.0, "<= 1");
        std::printf("  history: %lld batches of 1 MB, %.2f s (line splitting included)\n",
                    static_cast<long long>(batches), seconds);
    }
    PoolcraftBench::report("peak RSS of the whole run (MB)", procStatusKb("VmHWM:") / 1024.0,
                           "MB", "log file size (MB)", fileMb, "info");
    return 0;
}
