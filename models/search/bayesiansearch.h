#pragma once

#include "models/search/searchspace.h"
#include "models/search/suggester.h"

namespace Poolcraft {

class GaussianProcess;

// Vertex's default algorithm, as Vizier's GP bandit does it in outline: a few random trials,
// then a Gaussian process (GaussianProcess) on the finished trials and the point of the unit
// cube with the largest expected improvement, snapped to the parameters' values. Running
// trials count as their worst finished value (constant liar), so trials suggested side by
// side differ.
class BayesianSearch final : public Suggester
{
public:
    BayesianSearch(const QList<StudyParameter> &parameters, GoalType goal, quint64 seed);

    std::optional<ParameterAssignment> suggest(const SearchState &state) override;

    // Trials drawn at random before the model takes over.
    int initialTrialCount() const;

private:
    Eigen::VectorXd maximiseImprovement(const GaussianProcess &process, double incumbent,
                                        const Eigen::MatrixXd &taken,
                                        const Eigen::VectorXd &bestObserved,
                                        class SeededRandom &random) const;

    SearchSpace m_space;
    GoalType m_goal;
    quint64 m_seed;
};

// Expected improvement over `incumbent` (maximising) of a normal with `mean`, `deviation`.
double expectedImprovement(double mean, double deviation, double incumbent);

} // namespace Poolcraft
