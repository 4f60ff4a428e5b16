#pragma once

#include "models/metrics/metricextractor.h"
#include "models/metrics/metricpoint.h"

#include <QByteArrayView>
#include <QString>

namespace Poolcraft {

// Everything found in one saved log.
struct MetricLog
{
    QString fileName;
    QList<MetricRun> runs;   // provisional (in-progress) points included, complete == false
    QList<MetricNote> notes; // "line:column: message" problems; the rest was still read
    qint64 lineCount = 0;
    QString error;           // set when the file could not be read at all
    bool ok() const { return error.isEmpty(); }
    qsizetype completePointCount() const;
};

// The whole-file API: the same LineAssembler + MetricExtractor path a live stream takes,
// so both agree. customPattern and its budget: see MetricExtractor::setCustomPattern.
MetricLog readMetricLog(const QString &fileName, const QString &customPattern = {},
                        PatternTimeBudgetPtr patternBudget = {});
MetricLog extractMetricLog(QByteArrayView text, const QString &customPattern = {});

} // namespace Poolcraft
