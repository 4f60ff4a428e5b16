// Search algorithms on peer-anchors §3.8's test functions (DESIGN §5): for Bayesian and
// random search side by side, over 20 seeds, the median number of trials to reach the target
// (Branin within 0.5 % of 0.397887; Hartmann6 at or below -3.0) and the median best value
// after 40 (Branin) and 100 (Hartmann6) trials; then the time of one Bayesian suggestion with
// 50, 100 and 200 finished trials, against one random suggestion as the baseline.

#include "benchreport.h"
#include "models/search/suggester.h"
#include "tests/support/testfunctions.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>

using namespace Poolcraft;
using namespace PoolcraftTest;

namespace {

constexpr int Seeds = 20;

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

struct Outcome
{
    double medianTrialsToTarget = 0; // budget + 1 for a seed that never reached it
    int seedsReaching = 0;
    double medianBest = 0;
};

Outcome measure(const TestProblem &problem, double target, int budget, int bestAfter)
{
    QList<double> trials, bests;
    int reaching = 0;
    for (quint64 seed = 1; seed <= Seeds; ++seed) {
        const QList<double> best = bestSoFar(problem, seed, budget);
        const auto reached = std::find_if(best.begin(), best.end(),
                                          [&](double value) { return value <= target; });
        trials << (reached == best.end() ? budget + 1 : double(reached - best.begin() + 1));
        reaching += reached == best.end() ? 0 : 1;
        bests << best.at(std::min<qsizetype>(bestAfter, best.size()) - 1);
    }
    return {median(trials), reaching, median(bests)};
}

void compare(const char *name, const TestProblem &bayesian,
             const TestProblem &random, double target, int budget, int bestAfter,
             const char *trialsGoal)
{
    const Outcome b = measure(bayesian, target, budget, bestAfter);
    const Outcome r = measure(random, target, budget, bestAfter);
    std::printf("%s: target %.6f; bayesian reached it in %d of %d seeds, random in %d "
                "(budget %d; a seed that never reached it counts as %d)\n",
                name, target, b.seedsReaching, Seeds, r.seedsReaching, budget, budget + 1);
    PoolcraftBench::report(qPrintable(QStringLiteral("%1 median trials to target").arg(name)),
                           b.medianTrialsToTarget, "trl", "random search", r.medianTrialsToTarget,
                           trialsGoal);
    PoolcraftBench::report(
        qPrintable(QStringLiteral("%1 median best after %2").arg(name).arg(bestAfter)),
        b.medianBest, "", "random search", r.medianBest, "-");
}

void suggestionTime(int finished)
{
    const TestProblem problem = hartmann6Problem(SearchAlgorithm::Bayesian);
    TestProblem randomProblem = problem;
    randomProblem.study.algorithm = SearchAlgorithm::Random;
    // The finished trials: random points, so every size sees the same kind of history.
    SearchState state;
    const auto filler = makeSuggester(randomProblem.study, 99);
    for (int i = 0; i < finished; ++i) {
        const ParameterAssignment parameters = *filler->suggest(state);
        state.completed << Observation{parameters, problem.evaluate(parameters)};
        ++state.trialCount;
    }
    const auto bayesian = makeSuggester(problem.study, 1);
    const auto random = makeSuggester(randomProblem.study, 1);
    const double bayesianMs
        = PoolcraftBench::medianNanoseconds(5, [&] { bayesian->suggest(state); }) / 1e6;
    const double randomMs
        = PoolcraftBench::medianNanoseconds(101, [&] { random->suggest(state); }) / 1e6;
    PoolcraftBench::report(
        qPrintable(QStringLiteral("bayesian suggestion, %1 finished (Hartmann6)").arg(finished)),
        bayesianMs, "ms", "random suggestion", randomMs,
        finished == 200 ? "<= 100 ms (random <= 1 ms)" : "-");
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // --timing: only the suggestion times (the convergence runs take minutes).
    const bool timingOnly = app.arguments().contains(QStringLiteral("--timing"));
    if (!timingOnly) {
        compare("Branin", braninProblem(SearchAlgorithm::Bayesian),
                braninProblem(SearchAlgorithm::Random), BraninMinimum * 1.005, 100, 40,
                "bayesian median <= 40");
        compare("Hartmann6", hartmann6Problem(SearchAlgorithm::Bayesian),
                hartmann6Problem(SearchAlgorithm::Random), -3.0, 100, 100,
                "bayesian median <= 100");
    }
    for (int finished : {50, 100, 200})
        suggestionTime(finished);
    return 0;
}
