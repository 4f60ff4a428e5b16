// The study runner's own time per trial: from one trial's job ending to the next trial's
// job starting, with the search, the history (a real SQLite file), the run session and the
// launch in between. The trainer stamps the time as its first and last acts, so the gap
// between one trial's last stamp and the next one's first is everything but the trainer.
// Baseline: the same trainer run back to back by a bare QProcess, started from the previous
// one's finished signal: the floor of ending and starting a process on this machine. The
// goal (DESIGN §5): at most 50 ms.

#include "benchreport.h"

#include "app/history/historystore.h"
#include "app/study/studyrunner.h"
#include "models/formats/jobfile.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdlib>

using namespace Poolcraft;

namespace {

// Stamps, writes the hypertune metric file, stamps again; --parameters are ignored ($0...).
QString trainerScript(const QString &stamps)
{
    return QStringLiteral("date +%s%N >> '%1'; mkdir -p \"$(dirname \"$CLOUD_ML_HP_METRIC_FILE\")\"; "
                          "echo '{\"accuracy\": \"0.5\", \"global_step\": \"1\"}' "
                          "> \"$CLOUD_ML_HP_METRIC_FILE\"; date +%s%N >> '%1'")
        .arg(stamps);
}

// Median gap, in ns, between each run's last stamp and the next run's first.
double medianGap(const QString &stamps)
{
    QFile file(stamps);
    if (!file.open(QIODevice::ReadOnly))
        std::abort();
    QList<qint64> times;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.trimmed().isEmpty())
            times << line.trimmed().toLongLong();
    }
    std::vector<qint64> gaps;
    for (qsizetype i = 2; i + 1 < times.size(); i += 2)
        gaps.push_back(times.at(i) - times.at(i - 1));
    if (gaps.empty())
        std::abort();
    std::sort(gaps.begin(), gaps.end());
    return double(gaps[gaps.size() / 2]);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int trials = PoolcraftBench::sizeFromEnvironment("POOLCRAFT_BENCH_TRIALS", 40);
    QTemporaryDir dir;
    const QString jobFile = dir.filePath(QStringLiteral("job.poolcraft.yaml"));
    QFile job(jobFile);
    if (!job.open(QIODevice::WriteOnly))
        return 1;
    job.write(QStringLiteral(
        "poolcraft: 1\ndisplayName: overhead\n"
        "maxTrialCount: %1\nparallelTrialCount: 1\n"
        "studySpec:\n"
        "  metrics: [{metricId: accuracy, goal: MAXIMIZE}]\n"
        "  parameters:\n"
        "    - parameterId: x\n"
        "      doubleValueSpec: {minValue: 0.001, maxValue: 1}\n"
        "      scaleType: UNIT_LOG_SCALE\n"
        "  algorithm: RANDOM_SEARCH\n"
        "jobSpec:\n  workerPoolSpecs:\n"
        "    - machineSpec: {machineType: n1-standard-4}\n"
        "      replicaCount: 1\n"
        "      containerSpec: {imageUri: gcr.io/p/t:1}\n").arg(trials).toUtf8());
    job.close();
    const ReadResult read = readJobFile(jobFile);
    if (!read.ok || !read.document.study)
        return 1;

    // The study: every trial through the runner, the session and the history.
    const QString studyStamps = dir.filePath(QStringLiteral("study-stamps"));
    HistoryStore history(dir.filePath(QStringLiteral("history.sqlite")));
    if (!history.open())
        return 1;
    StudyRunner runner(&history);
    QEventLoop loop;
    QObject::connect(&runner, &StudyRunner::finished, &loop, &QEventLoop::quit);
    const QStringList command{QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                              trainerScript(studyStamps)};
    if (!runner.start({read.document, jobFile, command, 1, dir.filePath(QStringLiteral("runs"))}))
        return 1;
    loop.exec();
    const qsizetype succeeded = std::count_if(runner.trials().begin(), runner.trials().end(),
                                              [](const Trial &t) {
                                                  return t.state == TrialState::Succeeded;
                                              });
    std::printf("trials: %d, succeeded: %lld, state: %s\n", trials,
                static_cast<long long>(succeeded), qPrintable(runner.state()));

    // Baseline: the same trainer back to back from a bare QProcess.
    const QString bareStamps = dir.filePath(QStringLiteral("bare-stamps"));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("CLOUD_ML_HP_METRIC_FILE"),
                       dir.filePath(QStringLiteral("bare/metric")));
    QProcess process;
    process.setProcessEnvironment(environment);
    int left = trials;
    const auto startOne = [&] {
        process.start(command.first(), {command.at(1), trainerScript(bareStamps)});
    };
    QObject::connect(&process, &QProcess::finished, &loop, [&] {
        if (--left > 0)
            startOne();
        else
            loop.quit();
    });
    startOne();
    loop.exec();

    PoolcraftBench::report("study runner: trial end -> next start (ms)",
                           medianGap(studyStamps) / 1e6, "ms", "bare QProcess back to back",
                           medianGap(bareStamps) / 1e6, "<= 50 ms");
    return 0;
}
