#pragma once

#include "models/core/jobdocument.h"

#include <QList>

#include <optional>

namespace Poolcraft {

// One report of the study's metric by a trial (Vertex's Measurement, one metric).
struct Measurement
{
    qint64 stepCount = 0;
    double value = 0;
    double elapsedSeconds = 0;
    bool operator==(const Measurement &) const = default;
};

// True when `a` is a better value of the metric than `b` for the goal.
bool isBetter(GoalType goal, double a, double b);

// The measurement that stands for the trial: its last report, or its best
// (measurementSelectionType). None when it reported nothing.
std::optional<Measurement> finalMeasurement(const QList<Measurement> &measurements,
                                            MeasurementSelection selection, GoalType goal);

} // namespace Poolcraft
