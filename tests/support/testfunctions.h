#pragma once

// The optimisation test functions of peer-anchors §3.8 (sfu.ca/~ssurjano), as studies: the
// search suggests parameters, the function is the trial. Shared by tst_search and
// bench_search so both judge the algorithms on the same problems.

#include "models/core/jobdocument.h"
#include "models/search/suggester.h"

#include <array>
#include <cmath>

namespace PoolcraftTest {

inline Poolcraft::StudyParameter doubleParameter(const QString &id, double low, double high,
                                                 Poolcraft::ScaleType scale
                                                 = Poolcraft::ScaleType::Linear)
{
    Poolcraft::StudyParameter parameter;
    parameter.id = id;
    parameter.type = Poolcraft::ParameterType::Double;
    parameter.minValue = low;
    parameter.maxValue = high;
    parameter.scale = scale;
    return parameter;
}

inline constexpr double BraninMinimum = 0.397887;
inline constexpr double Hartmann6Minimum = -3.32237;

inline double branin(double x1, double x2)
{
    const double b = 5.1 / (4 * M_PI * M_PI), c = 5 / M_PI, t = 1 / (8 * M_PI);
    const double a = x2 - b * x1 * x1 + c * x1 - 6;
    return a * a + 10 * (1 - t) * std::cos(x1) + 10;
}

inline double hartmann6(const std::array<double, 6> &x)
{
    static constexpr double alpha[4] = {1.0, 1.2, 3.0, 3.2};
    static constexpr double A[4][6] = {{10, 3, 17, 3.5, 1.7, 8},
                                       {0.05, 10, 17, 0.1, 8, 14},
                                       {3, 3.5, 1.7, 10, 17, 8},
                                       {17, 8, 0.05, 10, 0.1, 14}};
    static constexpr double P[4][6] = {{1312, 1696, 5569, 124, 8283, 5886},
                                       {2329, 4135, 8307, 3736, 1004, 9991},
                                       {2348, 1451, 3522, 2883, 3047, 6650},
                                       {4047, 8828, 8732, 5743, 1091, 381}};
    double sum = 0;
    for (int i = 0; i < 4; ++i) {
        double inner = 0;
        for (int j = 0; j < 6; ++j)
            inner += A[i][j] * std::pow(x[j] - P[i][j] * 1e-4, 2);
        sum += alpha[i] * std::exp(-inner);
    }
    return -sum;
}

struct TestProblem
{
    Poolcraft::StudySpec study;
    std::function<double(const Poolcraft::ParameterAssignment &)> evaluate;
};

inline TestProblem braninProblem(Poolcraft::SearchAlgorithm algorithm)
{
    TestProblem problem;
    problem.study.metricId = QStringLiteral("branin");
    problem.study.goal = Poolcraft::GoalType::Minimize;
    problem.study.algorithm = algorithm;
    problem.study.parameters = {doubleParameter(QStringLiteral("x1"), -5, 10),
                                doubleParameter(QStringLiteral("x2"), 0, 15)};
    problem.evaluate = [](const Poolcraft::ParameterAssignment &p) {
        return branin(p.at(0).value.toDouble(), p.at(1).value.toDouble());
    };
    return problem;
}

inline TestProblem hartmann6Problem(Poolcraft::SearchAlgorithm algorithm)
{
    TestProblem problem;
    problem.study.metricId = QStringLiteral("hartmann6");
    problem.study.goal = Poolcraft::GoalType::Minimize;
    problem.study.algorithm = algorithm;
    for (int i = 0; i < 6; ++i)
        problem.study.parameters << doubleParameter(QStringLiteral("x%1").arg(i + 1), 0, 1);
    problem.evaluate = [](const Poolcraft::ParameterAssignment &p) {
        std::array<double, 6> x{};
        for (int i = 0; i < 6; ++i)
            x[size_t(i)] = p.at(i).value.toDouble();
        return hartmann6(x);
    };
    return problem;
}

// Runs `budget` sequential trials; the best value after each trial (minimising).
inline QList<double> bestSoFar(const TestProblem &problem, quint64 seed, int budget)
{
    const auto suggester = Poolcraft::makeSuggester(problem.study, seed);
    Poolcraft::SearchState state;
    QList<double> best;
    for (int trial = 0; trial < budget; ++trial) {
        const auto parameters = suggester->suggest(state);
        if (!parameters)
            break;
        const double value = problem.evaluate(*parameters);
        state.completed << Poolcraft::Observation{*parameters, value};
        ++state.trialCount;
        best << (best.isEmpty() ? value : std::min(best.last(), value));
    }
    return best;
}

} // namespace PoolcraftTest
