#include "randomsearch.h"

#include "models/search/seededrandom.h"

namespace Poolcraft {

std::optional<ParameterAssignment> RandomSearch::suggest(const SearchState &state)
{
    SeededRandom random(m_seed, quint64(state.trialCount) + 1);
    Eigen::VectorXd point(m_space.dimensions());
    for (Eigen::Index i = 0; i < point.size(); ++i)
        point[i] = random.uniform();
    return m_space.decode(point);
}

} // namespace Poolcraft
