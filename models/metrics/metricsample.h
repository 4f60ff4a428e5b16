#pragma once

#include "models/metrics/metricpoint.h"

#include <QList>
#include <QString>

namespace Poolcraft {

// One value of one point of a MetricRun, flat, as the history keeps it: which training run
// of the log it belongs to (series), the point's place in it, its x as a real number and
// what x counts (epochs or steps).
struct MetricSample
{
    int series = 0;
    int point = 0;
    MetricAxis axis = MetricAxis::Epoch;
    double x = 0;
    QString name;
    double value = 0;       // NaN when the log printed nan
    bool complete = true;   // false for an epoch still running when the sample was taken
    bool operator==(const MetricSample &other) const
    {
        return series == other.series && point == other.point && axis == other.axis
               && x == other.x && name == other.name && complete == other.complete
               && (value == other.value || (value != value && other.value != other.value));
    }
};

// Every value of every point, point by point, each point's values in its run's name order.
// From `firstPoint` of the last series on, when given (what changed in a live run).
QList<MetricSample> metricSamples(const QList<MetricRun> &runs);
QList<MetricSample> metricSamplesOf(const MetricRun &run, int series, qsizetype firstPoint = 0);
// The runs back from samples in the order metricSamples() gives them: names, points, x,
// axes and values as they were (line numbers are not kept).
QList<MetricRun> metricRunsFromSamples(const QList<MetricSample> &samples);

QString metricAxisName(MetricAxis axis);               // "epoch", "step"
MetricAxis metricAxisFromName(QStringView name);       // unknown names read as epochs

} // namespace Poolcraft
