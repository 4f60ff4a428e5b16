// Local launch: 8 replicas of `sleep 30` started (all running) after the call, and all
// stopped after Stop with nothing left behind. Baseline: 8 `true` processes started with a
// plain QProcess each, in the same run.

#include "benchreport.h"

#include "app/launch/localrunner.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <memory>

using namespace Poolcraft;

namespace {

constexpr int Replicas = 8;
constexpr int Runs = 7;

JobDocument sleepJob()
{
    JobDocument job;
    job.displayName = QStringLiteral("bench-launch");
    job.localCommand = {QStringLiteral("sleep"), QStringLiteral("30")};
    job.pools[0].enabled = true;
    job.pools[0].replicaCount = 1;
    job.pools[1].enabled = true;
    job.pools[1].replicaCount = Replicas - 1;
    return job;
}

bool anyAlive(const QList<qint64> &groups)
{
    const QStringList entries = QDir("/proc").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        QFile stat("/proc/" + entry + "/stat");
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() >= 3 && fields[0] != "Z" && groups.contains(fields[2].toLongLong()))
            return true;
    }
    return false;
}

double baselineStartNs()
{
    return PoolcraftBench::medianNanoseconds(Runs, [] {
        std::vector<std::unique_ptr<QProcess>> processes;
        for (int i = 0; i < Replicas; ++i) {
            processes.push_back(std::make_unique<QProcess>());
            processes.back()->start(QStringLiteral("true"), {});
        }
        for (auto &process : processes)
            process->waitForStarted();
        for (auto &process : processes)
            process->waitForFinished();
    });
}

void waitFor(const std::function<bool()> &done)
{
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    poll.start(0);
    loop.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const double baselineNs = baselineStartNs();

    std::vector<qint64> startTimes;
    std::vector<qint64> stopTimes;
    int leftBehind = 0;
    for (int run = 0; run < Runs; ++run) {
        QTemporaryDir dir;
        LaunchOptions options;
        options.runDirectory = dir.path();
        options.gpuNames = QStringList(); // detected once when the app starts, not per click
        LocalRunner runner;
        QElapsedTimer timer;
        timer.start();
        const LaunchPlan plan = makeLaunchPlan(sleepJob(), options);
        if (!runner.start(plan)) {
            std::fprintf(stderr, "bench_launch: the plan did not start\n");
            return 1;
        }
        waitFor([&] { return runner.run()->state() != RunState::Pending; });
        startTimes.push_back(timer.nsecsElapsed());
        if (runner.run()->state() != RunState::Running) {
            std::fprintf(stderr, "bench_launch: %s\n", qPrintable(runner.run()->message()));
            return 1;
        }
        const QList<qint64> groups = runner.processGroups();
        timer.restart();
        runner.stop();
        waitFor([&] { return !runner.isActive(); });
        stopTimes.push_back(timer.nsecsElapsed());
        leftBehind += anyAlive(groups) ? 1 : 0;
    }
    std::sort(startTimes.begin(), startTimes.end());
    std::sort(stopTimes.begin(), stopTimes.end());
    const double startMs = double(startTimes[startTimes.size() / 2]) / 1e6;
    const double stopMs = double(stopTimes[stopTimes.size() / 2]) / 1e6;
    PoolcraftBench::report("8 replicas running after start()", startMs, "ms",
                           "8 x QProcess `true` start+exit", baselineNs / 1e6, "<= 200 ms");
    PoolcraftBench::report("8 replicas stopped after stop()", stopMs, "ms",
                           "8 x QProcess `true` start+exit", baselineNs / 1e6, "<= 1000 ms");
    std::printf("runs with a process left behind: %d of %d\n", leftBehind, Runs);
    return leftBehind == 0 ? 0 : 1;
}
