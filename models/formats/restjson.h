#pragma once

#include "format.h"

#include <QByteArray>
#include <QString>

namespace Poolcraft {

// Vertex AI REST JSON (proto3 JSON mapping, camelCase): a CustomJob, a
// HyperparameterTuningJob, or a bare CustomJobSpec. Positions in the SourceMap use paths
// relative to the CustomJobSpec ("workerPoolSpecs[1].machineSpec.acceleratorCount");
// job-level fields keep their own names ("displayName", "labels.team", "studySpec...",
// "maxTrialCount"). Unknown fields give a warning naming them, wrong types an error.
ReadResult readVertexJson(const QByteArray &data, const QString &fileName);

// The bodies of customJobs.create and hyperparameterTuningJobs.create: int64 as strings,
// enums by name, skipped pools as {} when a later pool is used, a trailing newline.
QByteArray writeCustomJobJson(const JobDocument &document);
QByteArray writeHyperparameterTuningJobJson(const JobDocument &document);
QByteArray writeCustomJobSpecJson(const JobDocument &document);

namespace VertexJsonLimits {
constexpr qsizetype MaxFileBytes = 64 * 1024 * 1024;
constexpr int MaxNesting = 64; // a job is ~8 levels deep
} // namespace VertexJsonLimits

} // namespace Poolcraft
