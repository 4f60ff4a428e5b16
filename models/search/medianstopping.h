#pragma once

#include "models/search/measurement.h"

namespace Poolcraft {

// Vertex's median automated stopping (Vizier's median stopping rule): a running trial is
// stopped when its best value so far is worse than the median, over the completed trials,
// of each one's running average up to the same step.
class MedianStoppingRule
{
public:
    explicit MedianStoppingRule(GoalType goal, int minimumCompletedTrials = 2)
        : m_goal(goal), m_minimumCompleted(minimumCompletedTrials) {}

    // `completed`: each completed trial's measurements, in step order.
    bool shouldStop(const QList<Measurement> &running,
                    const QList<QList<Measurement>> &completed) const;
    // The median the running trial is judged against at `step`; NaN when no completed
    // trial reported by then.
    double medianAt(qint64 step, const QList<QList<Measurement>> &completed) const;

private:
    GoalType m_goal;
    int m_minimumCompleted;
};

} // namespace Poolcraft
