#pragma once

#include "models/core/jobdocument.h"
#include "models/search/parametervalue.h"

#include <Eigen/Core>

namespace Poolcraft {

// A study's parameters as points of the unit cube, where the search algorithms work: each
// number on its scale (linear, log, reverse log), so that uniform in the cube is uniform on
// the parameter's scale; each categorical parameter one dimension per value (one-hot).
// Decoding snaps: integers round, discrete values go to the nearest one, a categorical
// parameter takes its largest coordinate. encode(decode(x)) is the snapped point.
class SearchSpace
{
public:
    explicit SearchSpace(const QList<StudyParameter> &parameters);

    const QList<StudyParameter> &parameters() const { return m_parameters; }
    int dimensions() const { return m_dimensions; }

    Eigen::VectorXd encode(const ParameterAssignment &assignment) const;
    ParameterAssignment decode(const Eigen::VectorXd &point) const;
    Eigen::VectorXd snap(const Eigen::VectorXd &point) const { return encode(decode(point)); }

    // A parameter's number on its scale in [0, 1], and back (not snapped).
    static double toUnit(const StudyParameter &parameter, double value);
    static double fromUnit(const StudyParameter &parameter, double unit);

private:
    QList<StudyParameter> m_parameters;
    QList<int> m_offsets;      // first dimension of each parameter
    int m_dimensions = 0;
};

// The assignment without the conditional parameters whose parent is absent or took a value
// they are not conditioned on: what a trial receives, as Vertex gives it.
ParameterAssignment activeParameters(const QList<StudyParameter> &parameters,
                                     const ParameterAssignment &assignment);

} // namespace Poolcraft
