#pragma once

#include "format.h"

#include <QString>

namespace Poolcraft {

// A pasted gcloud command line: `gcloud ai custom-jobs create`, `gcloud ai hp-tuning-jobs
// create` or the legacy `gcloud ai-platform jobs submit training JOB`. Words are split as a
// POSIX shell would (quotes, backslash escapes, backslash-newline continuations, comments).
// Unknown flags give a warning, bad values an error at their line and column in `text`.
ReadResult readGcloudCommand(const QString &text, const QString &fileName);

// A shell script that carries the whole job: `configYaml` (the job as a Vertex CustomJobSpec
// or hp-tuning config.yaml) written to a file by a here-document, then `gcloud ai custom-jobs
// create` (or `hp-tuning-jobs create`) with --config and the flags no config file holds
// (project, region, display name, labels; trial counts and algorithm, whose defaults would
// override the file). readGcloudCommand() reads such a script back.
QString writeGcloudCommand(const JobDocument &document, const QString &configYaml);
QString gcloudConfigFileName(const JobDocument &document);

namespace GcloudLimits {
constexpr qsizetype MaxTextLength = 4 * 1024 * 1024; // ARG_MAX is 2 MiB on Linux
} // namespace GcloudLimits

} // namespace Poolcraft
