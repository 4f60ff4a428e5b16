#pragma once

#include "yamlreadcontext.h"

#include "models/core/jobdocument.h"

#include <yaml-cpp/yaml.h>

namespace Poolcraft {

// Vertex hp-tuning config.yaml (`gcloud ai hp-tuning-jobs create --config`): displayName,
// trial counts, studySpec and trialJobSpec.
namespace HpTuningYaml {

// The study being read: trial counts may come before or after studySpec.
struct StudyInProgress
{
    StudySpec study;
    bool present = false;
};

QList<YamlKeyHandler> studySpecHandlers(YamlReadContext &context, StudySpec &study,
                                        bool complete);
// maxTrialCount, parallelTrialCount, maxFailedTrialCount and studySpec.
QList<YamlKeyHandler> studyHandlers(YamlReadContext &context, StudyInProgress &study,
                                    bool complete);
void writeStudySpec(YAML::Emitter &out, const StudySpec &study, bool complete);
void writeStudy(YAML::Emitter &out, const StudySpec &study, bool complete);

// "GRID_SEARCH" -> Grid; anything else (ALGORITHM_UNSPECIFIED) is Bayesian optimisation.
SearchAlgorithm algorithmFromName(const QString &name);

void read(YamlReadContext &context, const YAML::Node &root, JobDocument &job);
QByteArray write(const JobDocument &job);

} // namespace HpTuningYaml

} // namespace Poolcraft
