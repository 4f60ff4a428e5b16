#pragma once

#include "models/search/suggester.h"

namespace Poolcraft {

// Every combination of the parameters' values once, in a stable order (the first parameter
// changes slowest). Vertex's grid takes INTEGER, DISCRETE and CATEGORICAL parameters only;
// a DOUBLE parameter contributes its minimum and maximum. A conditional parameter is in the
// trials where its parent's value calls for it.
class GridSearch final : public Suggester
{
public:
    explicit GridSearch(const QList<StudyParameter> &parameters);

    qint64 pointCount() const;
    ParameterAssignment point(qint64 index) const;
    std::optional<ParameterAssignment> suggest(const SearchState &state) override;

private:
    QList<StudyParameter> m_parameters;
    QList<QList<QVariant>> m_values; // per parameter, in order
    QStringList m_ids;
};

} // namespace Poolcraft
