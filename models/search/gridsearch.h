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

    // One parameter's values in grid order: listed, or an integer range counted, not listed
    // (a range of 10^12 integers is a grid, if one no study finishes; listing it was not).
    struct Axis
    {
        QList<QVariant> listed;
        double first = 0;            // an integer range's minimum
        qint64 count = 0;

        QVariant at(qint64 index) const;
    };

private:
    QList<StudyParameter> m_parameters;
    QList<Axis> m_axes;              // per parameter, in order
    QStringList m_ids;
};

} // namespace Poolcraft
