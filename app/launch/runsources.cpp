#include "runsources.h"

#include "localrunner.h"

namespace Poolcraft {

RunSource *createLocalRunSource(const LaunchPlan &plan, int stopGraceMs, QObject *parent)
{
    auto *runner = new LocalRunner(parent);
    if (stopGraceMs >= 0)
        runner->setStopGracePeriod(stopGraceMs);
    runner->setPlan(plan);
    return runner;
}

} // namespace Poolcraft
