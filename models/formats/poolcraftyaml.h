#pragma once

#include "yamlreadcontext.h"

#include "models/core/jobdocument.h"

#include <yaml-cpp/yaml.h>

namespace Poolcraft {

// Poolcraft's own job document: everything a JobDocument holds, in YAML that reads like the
// Vertex files (the study as in an hp-tuning config, the pools as in a CustomJobSpec), with
// `poolcraft: 1` on top so that it is recognised.
namespace PoolcraftYaml {

constexpr int Version = 1;

void read(YamlReadContext &context, const YAML::Node &root, JobDocument &job);
QByteArray write(const JobDocument &job);

} // namespace PoolcraftYaml

} // namespace Poolcraft
