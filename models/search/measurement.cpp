#include "measurement.h"

namespace Poolcraft {

bool isBetter(GoalType goal, double a, double b)
{
    return goal == GoalType::Maximize ? a > b : a < b;
}

std::optional<Measurement> finalMeasurement(const QList<Measurement> &measurements,
                                            MeasurementSelection selection, GoalType goal)
{
    if (measurements.isEmpty())
        return std::nullopt;
    if (selection == MeasurementSelection::Last)
        return measurements.last();
    Measurement best = measurements.first();
    for (const Measurement &measurement : measurements) {
        if (isBetter(goal, measurement.value, best.value))
            best = measurement;
    }
    return best;
}

} // namespace Poolcraft
