#include "models/metrics/metricsample.h"

namespace Poolcraft {

QList<MetricSample> metricSamplesOf(const MetricRun &run, int series, qsizetype firstPoint)
{
    QList<MetricSample> samples;
    for (qsizetype i = qMax<qsizetype>(firstPoint, 0); i < run.points.size(); ++i) {
        const MetricPoint &point = run.points.at(i);
        for (const MetricValue &value : run.values(point)) {
            samples.append({series, int(i), run.axis, point.epoch, value.name, value.value,
                            point.complete});
        }
    }
    return samples;
}

QList<MetricSample> metricSamples(const QList<MetricRun> &runs)
{
    QList<MetricSample> samples;
    for (qsizetype series = 0; series < runs.size(); ++series)
        samples += metricSamplesOf(runs.at(series), int(series));
    return samples;
}

QList<MetricRun> metricRunsFromSamples(const QList<MetricSample> &samples)
{
    QList<MetricRun> runs;
    for (const MetricSample &sample : samples) {
        if (sample.series < 0 || sample.point < 0)
            continue;
        while (runs.size() <= sample.series)
            runs.append(MetricRun());
        MetricRun &run = runs[sample.series];
        run.axis = sample.axis;
        while (run.points.size() <= sample.point)
            run.appendPoint(sample.x, 0);
        MetricPoint &point = run.points[sample.point];
        point.epoch = sample.x;
        point.complete = sample.complete;
        run.setValue(sample.point, sample.name, sample.value);
    }
    return runs;
}

QString metricAxisName(MetricAxis axis)
{
    return axis == MetricAxis::Step ? QStringLiteral("step") : QStringLiteral("epoch");
}

MetricAxis metricAxisFromName(QStringView name)
{
    return name == QLatin1String("step") ? MetricAxis::Step : MetricAxis::Epoch;
}

} // namespace Poolcraft
