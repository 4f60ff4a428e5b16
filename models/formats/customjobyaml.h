#pragma once

#include "yamlreadcontext.h"

#include "models/core/jobdocument.h"

#include <yaml-cpp/yaml.h>

namespace Poolcraft {

// Vertex CustomJobSpec in YAML: the body of `gcloud ai custom-jobs create --config`, the
// trialJobSpec of an hp-tuning config, and the jobSpec of Poolcraft's own document.
// `complete` (our own document) also keeps what Vertex cannot say: a disabled pool's
// settings and the task kind of a pool that has none yet.
namespace CustomJobYaml {

// Handlers for the keys of a CustomJobSpec mapping; values go into `job`.
QList<YamlKeyHandler> handlers(YamlReadContext &context, JobDocument &job, bool complete);

// Writes the keys of a CustomJobSpec into the mapping `out` is in.
void write(YAML::Emitter &out, const JobDocument &job, bool complete);

// Reads an accelerator name; a Compute Engine name ("nvidia-tesla-t4") is read as its enum
// name with a warning, since gcloud refuses it.
void readAcceleratorType(YamlReadContext &context, const YamlField &field, MachineSpec &machine);

// Vertex enum names of accelerators (proto AcceleratorType).
const QStringList &acceleratorNames();

} // namespace CustomJobYaml

} // namespace Poolcraft
