#include "trialmetrics.h"

#include <cmath>

namespace Poolcraft {

QList<Measurement> metricMeasurements(const QList<MetricRun> &runs, const QString &metricId)
{
    for (auto run = runs.crbegin(); run != runs.crend(); ++run) {
        QString name = metricId;
        if (!run->metricNames().contains(name))
            name = QString::fromLatin1(DefaultHypertuneMetric);
        if (!run->metricNames().contains(name))
            continue;
        QList<Measurement> measurements;
        for (const MetricPoint &point : run->points) {
            const double value = run->value(point, name);
            if (!std::isnan(value))
                measurements << Measurement{qint64(std::llround(point.epoch)), value, 0};
        }
        if (!measurements.isEmpty())
            return measurements;
    }
    return {};
}

} // namespace Poolcraft
