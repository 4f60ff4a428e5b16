#pragma once

#include "models/core/diagnostic.h"
#include "models/core/jobdocument.h"

#include <QByteArray>
#include <QString>

namespace Poolcraft {

// Every file format Poolcraft reads or writes.
enum class Format {
    Unknown,
    PoolcraftDocument,   // our own job document (YAML)
    VertexCustomJobYaml, // CustomJobSpec, `gcloud ai custom-jobs create --config`
    VertexHpTuningYaml,  // studySpec + trialJobSpec, `gcloud ai hp-tuning-jobs create --config`
    AiPlatformYaml,      // trainingInput, `gcloud ai-platform jobs submit training --config`
    VertexJson,          // REST CustomJob or HyperparameterTuningJob
    GcloudCommand,       // a gcloud command line
};

// What reading a file gives: the job (as much of it as could be read), where each value
// came from, and what was wrong. `ok` is false only when nothing usable could be read
// (the file is not YAML/JSON at all, or not any format we know): the CLI exits 2 then.
struct ReadResult
{
    bool ok = false;
    Format format = Format::Unknown;
    JobDocument document;
    SourceMap sourceMap;
    Diagnostics diagnostics;   // problems of the file itself: syntax, unknown keys, bad values
};

QString formatId(Format format);          // "vertex-yaml", "aiplatform-yaml", ...
Format formatFromId(const QString &id);   // Unknown when not one of ours

} // namespace Poolcraft
