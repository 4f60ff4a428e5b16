#pragma once

#include "models/core/jobdocument.h"

#include <nlohmann/json.hpp>

namespace Poolcraft {

// The job's CustomJobSpec as Vertex hands it to replicas in CLUSTER_SPEC's "job": proto3
// JSON (camelCase, int64 as strings), skipped pools written as {}.
nlohmann::json customJobSpecJson(const JobDocument &job);

} // namespace Poolcraft
