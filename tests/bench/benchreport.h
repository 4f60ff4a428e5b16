#pragma once

// Shared reporting for benchmarks: every figure is printed next to its baseline, measured in
// the same run on the same machine, and as the ratio of the two, so numbers from different
// machines can be compared.

#include <QElapsedTimer>
#include <QString>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace PoolcraftBench {

// Median wall time of `runs` calls of `work`, in nanoseconds.
inline double medianNanoseconds(int runs, const std::function<void()> &work)
{
    std::vector<qint64> times;
    times.reserve(size_t(runs));
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times.push_back(timer.nsecsElapsed());
    }
    std::sort(times.begin(), times.end());
    return double(times[times.size() / 2]);
}

// A size the run may change through the environment ("POOLCRAFT_BENCH_TRIALS").
inline int sizeFromEnvironment(const char *variable, int fallback)
{
    return qEnvironmentVariableIsSet(variable) ? qEnvironmentVariableIntValue(variable) : fallback;
}

// One line per measure: "name: value unit (baseline NAME: value unit; ratio R; goal G)".
inline void report(const char *measure, double value, const char *unit, const char *baselineName,
                   double baseline, const char *goal)
{
    std::printf("BENCH %-40s %12.3f %-4s baseline %-28s %12.3f %-4s ratio %8.3f  goal: %s\n",
                measure, value, unit, baselineName, baseline, unit,
                baseline > 0 ? value / baseline : 0.0, goal);
    std::fflush(stdout);
}

} // namespace PoolcraftBench
