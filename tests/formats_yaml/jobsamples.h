#pragma once

#include "models/core/jobdocument.h"

namespace Poolcraft::JobSamples {

// Jobs that use what each format can hold, built field by field so that a round trip
// compares every one of them.
JobDocument vertexMultiPool();        // chief + workers + reduction server, env, disk, ...
JobDocument vertexPythonPackage();    // one pool running a Python package
JobDocument hpTuningAllParameterTypes();
JobDocument aiPlatformCustomGpu();    // CUSTOM tier, Compute Engine types with GPUs
JobDocument aiPlatformLegacyStudy();  // legacy machine types, hyperparameters, package
JobDocument poolcraftEverything();    // every field, awkward strings, a switched-off pool

} // namespace Poolcraft::JobSamples
