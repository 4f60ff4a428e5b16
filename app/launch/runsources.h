#pragma once

#include "launchplan.h"
#include "runsource.h"

namespace Poolcraft {

// The run sources there are, made here so that what starts a run (the Runs tab, the command
// line, a study) deals only with RunSource.

// The plan's replicas as processes on this machine. `stopGraceMs`: time between SIGTERM
// and SIGKILL after Stop; negative keeps the source's default.
RunSource *createLocalRunSource(const LaunchPlan &plan, int stopGraceMs = -1,
                                QObject *parent = nullptr);

} // namespace Poolcraft
