#pragma once

// Runs written straight into a history, for the tests of what is done with them afterwards
// (reopening, deleting): no process needs to run.

#include "app/history/historystore.h"

namespace Poolcraft::Testing {

// An ended run with two replicas, a line in each, a metric point and its state changes: a
// row in every table that keeps something of a run. 0 when the history refused it.
inline qint64 recordEndedRun(HistoryStore &store, const QString &studyId = {})
{
    QList<qint64> replicas;
    const qint64 runId = store.beginRun({QStringLiteral("job"), QString(),
                                         QStringLiteral("local"), QString(), studyId,
                                         studyId.isEmpty() ? QString() : QStringLiteral("1"),
                                         {QStringLiteral("workerpool0-0"),
                                          QStringLiteral("workerpool1-0")}},
                                        &replicas);
    for (qint64 replica : std::as_const(replicas)) {
        if (!store.appendLogLines(replica, LogStream::Stdout, {"Epoch 1/1 - loss: 0.5"}))
            return 0;
    }
    RunEnd end;
    end.state = QString::fromLatin1(RunStateName::Succeeded);
    end.metricReplicaId = replicas.value(0);
    end.logSamples = {{0, 0, MetricAxis::Epoch, 1.0, QStringLiteral("loss"), 0.5, true}};
    return runId && store.finishRun(runId, end) ? runId : 0;
}

} // namespace Poolcraft::Testing
