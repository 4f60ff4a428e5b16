#pragma once

#include "models/search/searchspace.h"
#include "models/search/suggester.h"

namespace Poolcraft {

// Uniform in the unit cube, hence uniform on each parameter's scale.
class RandomSearch final : public Suggester
{
public:
    RandomSearch(const QList<StudyParameter> &parameters, quint64 seed)
        : m_space(parameters), m_seed(seed) {}

    std::optional<ParameterAssignment> suggest(const SearchState &state) override;

private:
    SearchSpace m_space;
    quint64 m_seed;
};

} // namespace Poolcraft
