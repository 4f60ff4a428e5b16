#pragma once

#include "models/metrics/metricpoint.h"
#include "models/search/measurement.h"

namespace Poolcraft {

// The key cloudml-hypertune writes when the trainer names no metric tag.
inline constexpr char DefaultHypertuneMetric[] = "training/hptuning/metric";

// A trial's reports of the study's metric, from a hypertune file or the chief's log as the
// metric extractor read them: each point holding `metricId` (from the last run of points
// that has it, as a restarted trainer's last run is the one that counts) is a measurement
// at its step or epoch. In a hypertune file, `training/hptuning/metric` stands for the
// metric when the file has no `metricId`. Elapsed times are left 0.
QList<Measurement> metricMeasurements(const QList<MetricRun> &runs, const QString &metricId);

} // namespace Poolcraft
