#pragma once

#include "models/metrics/metricpoint.h"

#include <QTextStream>

namespace Poolcraft {

// The per-epoch table that `poolcraft metrics` and `poolcraft run` print: an epoch column,
// then one column per metric in the order the log first names them; one block per run.
void printMetricTable(const QList<MetricRun> &runs, QTextStream &out);

} // namespace Poolcraft
