#pragma once

#include "yamlreadcontext.h"

#include "models/core/jobdocument.h"

#include <yaml-cpp/yaml.h>

namespace Poolcraft {

// AI Platform Training config.yaml (`gcloud ai-platform jobs submit training --config`):
// a Job with `trainingInput`. Pools take Vertex's numbering (master 0, worker 1, parameter
// server 2, evaluator 3) and every value is remembered under its Vertex path, so that the
// validator's diagnostics point at the line that set it.
namespace AiPlatformYaml {

void read(YamlReadContext &context, const YAML::Node &root, JobDocument &job);
QByteArray write(const JobDocument &job);

const QStringList &scaleTierNames();

} // namespace AiPlatformYaml

} // namespace Poolcraft
