#include "bayesiansearch.h"

#include "models/search/gaussianprocess.h"
#include "models/search/seededrandom.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Poolcraft {

namespace {

constexpr int HyperparameterRestarts = 3;
// Random points where EI is first looked at; fewer once each costs a solve against many
// observations (the local refinement then does more of the work).
constexpr int RandomCandidates = 2000;
constexpr int RandomCandidatesManyObservations = 700;
constexpr int ManyObservations = 100;
constexpr int LocalStarts = 5;
constexpr double MinimumDistance = 1e-9; // snapped points closer than this are the same

Eigen::VectorXd randomPoint(int dimensions, SeededRandom &random)
{
    Eigen::VectorXd point(dimensions);
    for (int i = 0; i < dimensions; ++i)
        point[i] = random.uniform();
    return point;
}

bool isTaken(const Eigen::VectorXd &point, const Eigen::MatrixXd &taken)
{
    for (Eigen::Index row = 0; row < taken.rows(); ++row) {
        if ((taken.row(row).transpose() - point).squaredNorm() < MinimumDistance)
            return true;
    }
    return false;
}

} // namespace

double expectedImprovement(double mean, double deviation, double incumbent)
{
    if (deviation <= 1e-12)
        return std::max(0.0, mean - incumbent);
    const double z = (mean - incumbent) / deviation;
    const double cdf = 0.5 * std::erfc(-z / std::sqrt(2.0));
    const double pdf = std::exp(-0.5 * z * z) / std::sqrt(2.0 * M_PI);
    return (mean - incumbent) * cdf + deviation * pdf;
}

BayesianSearch::BayesianSearch(const QList<StudyParameter> &parameters, GoalType goal,
                               quint64 seed)
    : m_space(parameters), m_goal(goal), m_seed(seed)
{}

int BayesianSearch::initialTrialCount() const
{
    return std::clamp(m_space.dimensions() + 2, 4, 10);
}

std::optional<ParameterAssignment> BayesianSearch::suggest(const SearchState &state)
{
    SeededRandom random(m_seed, quint64(state.trialCount) + 1);
    const int dimensions = m_space.dimensions();
    const qsizetype n = state.completed.size();
    const qsizetype pending = state.pending.size();
    if (n + pending < initialTrialCount() || n < 2)
        return m_space.decode(randomPoint(dimensions, random));

    // The model maximises: a minimised metric is negated.
    const double sign = m_goal == GoalType::Maximize ? 1.0 : -1.0;
    Eigen::MatrixXd points(n, dimensions);
    Eigen::VectorXd targets(n);
    for (qsizetype i = 0; i < n; ++i) {
        points.row(i) = m_space.encode(state.completed.at(i).parameters).transpose();
        targets[i] = sign * state.completed.at(i).value;
    }
    const Eigen::Index bestIndex = [&] {
        Eigen::Index index = 0;
        targets.maxCoeff(&index);
        return index;
    }();
    const double incumbent = targets.maxCoeff();

    GaussianProcess process;
    process.fit(points, targets, random, HyperparameterRestarts);

    Eigen::MatrixXd taken(n + pending, dimensions);
    taken.topRows(n) = points;
    for (qsizetype i = 0; i < pending; ++i)
        taken.row(n + i) = m_space.encode(state.pending.at(i)).transpose();
    if (pending > 0) {
        // Constant liar: each running trial as if it had ended with the worst value seen, so
        // the improvement expected near it vanishes and the next suggestion goes elsewhere.
        Eigen::VectorXd lied(n + pending);
        lied.head(n) = targets;
        lied.tail(pending).setConstant(targets.minCoeff());
        process.condition(taken, lied);
    }

    const Eigen::VectorXd chosen = maximiseImprovement(process, incumbent, taken,
                                                       points.row(bestIndex).transpose(),
                                                       random);
    return m_space.decode(chosen);
}

Eigen::VectorXd BayesianSearch::maximiseImprovement(const GaussianProcess &process,
                                                    double incumbent,
                                                    const Eigen::MatrixXd &taken,
                                                    const Eigen::VectorXd &bestObserved,
                                                    SeededRandom &random) const
{
    const int dimensions = m_space.dimensions();
    const auto improvements = [&](const Eigen::MatrixXd &candidates) {
        Eigen::VectorXd mean, deviation;
        process.predict(candidates, &mean, &deviation);
        Eigen::VectorXd result(candidates.rows());
        for (Eigen::Index i = 0; i < candidates.rows(); ++i)
            result[i] = expectedImprovement(mean[i], deviation[i], incumbent);
        return result;
    };

    // Random points of the cube plus a cloud around the best trial, all snapped.
    const int randomCount = process.observationCount() > ManyObservations
                                ? RandomCandidatesManyObservations
                                : RandomCandidates;
    const int nearBest = randomCount / 10;
    Eigen::MatrixXd candidates(randomCount + nearBest, dimensions);
    for (int i = 0; i < randomCount; ++i)
        candidates.row(i) = m_space.snap(randomPoint(dimensions, random)).transpose();
    for (int i = 0; i < nearBest; ++i) {
        Eigen::VectorXd point = bestObserved;
        for (int k = 0; k < dimensions; ++k)
            point[k] = std::clamp(point[k] + 0.05 * random.normal(), 0.0, 1.0);
        candidates.row(randomCount + i) = m_space.snap(point).transpose();
    }
    const Eigen::VectorXd scores = improvements(candidates);

    std::vector<Eigen::Index> order(size_t(candidates.rows()));
    std::iota(order.begin(), order.end(), 0);
    std::partial_sort(order.begin(), order.begin() + LocalStarts, order.end(),
                      [&](Eigen::Index a, Eigen::Index b) { return scores[a] > scores[b]; });

    // Refine the best few by a shrinking random walk: EI's peaks are narrow once the model
    // is sure, and the last digits of a continuous optimum are found here.
    Eigen::VectorXd best = candidates.row(order.front()).transpose();
    double bestScore = isTaken(best, taken) ? -1.0 : scores[order.front()];
    constexpr int Steps = 40;
    constexpr int Batch = 8;
    for (int start = 0; start < LocalStarts; ++start) {
        Eigen::VectorXd current = candidates.row(order[size_t(start)]).transpose();
        double currentScore = scores[order[size_t(start)]];
        double step = 0.05;
        for (int iteration = 0; iteration < Steps && step > 1e-5; ++iteration) {
            Eigen::MatrixXd moves(Batch, dimensions);
            for (int b = 0; b < Batch; ++b) {
                Eigen::VectorXd point = current;
                for (int k = 0; k < dimensions; ++k)
                    point[k] = std::clamp(point[k] + step * random.normal(), 0.0, 1.0);
                moves.row(b) = m_space.snap(point).transpose();
            }
            const Eigen::VectorXd moveScores = improvements(moves);
            Eigen::Index bestMove = 0;
            if (moveScores.maxCoeff(&bestMove) > currentScore) {
                current = moves.row(bestMove).transpose();
                currentScore = moveScores[bestMove];
            } else {
                step *= 0.6;
            }
        }
        if (currentScore > bestScore && !isTaken(current, taken)) {
            best = current;
            bestScore = currentScore;
        }
    }
    if (bestScore >= 0)
        return best;
    // Every promising point is a trial already (a small discrete space): any other point.
    for (Eigen::Index i : order) {
        if (!isTaken(candidates.row(i).transpose(), taken))
            return candidates.row(i).transpose();
    }
    return candidates.row(order.front()).transpose();
}

} // namespace Poolcraft
