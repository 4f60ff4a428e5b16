#pragma once

#include "format.h"

#include <QString>

namespace Poolcraft {

// A pasted gcloud command line: `gcloud ai custom-jobs create`, `gcloud ai hp-tuning-jobs
// create` or the legacy `gcloud ai-platform jobs submit training JOB`. Words are split as a
// POSIX shell would (quotes, backslash escapes, backslash-newline continuations, comments).
// Unknown flags give a warning, bad values an error at their line and column in `text`.
ReadResult readGcloudCommand(const QString &text, const QString &fileName);

// `gcloud ai custom-jobs create` with one --worker-pool-spec per pool (an empty spec for a
// skipped pool), or `gcloud ai hp-tuning-jobs create ... --config` when the job has a study.
// Lines end in " \" so that the text pastes into a shell. What flags cannot say (per-pool
// arguments, environment, disks, scheduling, ...) is named in "# " lines before the command.
QString writeGcloudCommand(const JobDocument &document);

namespace GcloudLimits {
constexpr qsizetype MaxTextLength = 4 * 1024 * 1024; // ARG_MAX is 2 MiB on Linux
} // namespace GcloudLimits

} // namespace Poolcraft
