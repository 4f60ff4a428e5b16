#include "suggester.h"

#include "models/search/bayesiansearch.h"
#include "models/search/gridsearch.h"
#include "models/search/randomsearch.h"

namespace Poolcraft {

std::unique_ptr<Suggester> makeSuggester(const StudySpec &study, quint64 seed)
{
    switch (study.algorithm) {
    case SearchAlgorithm::Grid:
        return std::make_unique<GridSearch>(study.parameters);
    case SearchAlgorithm::Random:
        return std::make_unique<RandomSearch>(study.parameters, seed);
    case SearchAlgorithm::Bayesian:
        break;
    }
    return std::make_unique<BayesianSearch>(study.parameters, study.goal, seed);
}

} // namespace Poolcraft
