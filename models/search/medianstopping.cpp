#include "medianstopping.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Poolcraft {

double MedianStoppingRule::medianAt(qint64 step, const QList<QList<Measurement>> &completed) const
{
    std::vector<double> averages;
    for (const QList<Measurement> &trial : completed) {
        double sum = 0;
        int count = 0;
        for (const Measurement &measurement : trial) {
            if (measurement.stepCount > step)
                break;
            sum += measurement.value;
            ++count;
        }
        if (count > 0)
            averages.push_back(sum / count);
    }
    if (averages.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(averages.begin(), averages.end());
    const size_t middle = averages.size() / 2;
    return averages.size() % 2 ? averages[middle]
                               : (averages[middle - 1] + averages[middle]) / 2;
}

bool MedianStoppingRule::shouldStop(const QList<Measurement> &running,
                                    const QList<QList<Measurement>> &completed) const
{
    if (running.isEmpty() || completed.size() < m_minimumCompleted)
        return false;
    const auto best = finalMeasurement(running, MeasurementSelection::Best, m_goal);
    const double median = medianAt(running.last().stepCount, completed);
    return !std::isnan(median) && isBetter(m_goal, median, best->value);
}

} // namespace Poolcraft
