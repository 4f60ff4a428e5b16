#pragma once

#include "cloudcontext.h"

#include "app/launch/runsource.h"
#include "models/core/jobdocument.h"

#include <QJsonObject>

#include <memory>

namespace Poolcraft {

// A job document sent to Vertex AI: a HyperparameterTuningJob when it holds a study, else a
// CustomJob, in the region of the flag, else the document's, else the setting; the project
// likewise. Blocking (a worker thread, or the command line).
struct VertexSubmission
{
    std::shared_ptr<CloudContext> context;   // to follow the job with
    QJsonObject job;                          // as Vertex returned it; empty on failure
    QString error;
    bool refusedByCloud = false;              // false: nothing was sent (setup, arguments)

    bool ok() const { return error.isEmpty(); }
};

VertexSubmission submitVertexJob(const JobDocument &document, const QString &projectFlag = {},
                                 const QString &regionFlag = {});

// The submitted job as a run source, followed through the submission's client: what starts a
// cloud run deals only with RunSource. Null when the submission failed.
RunSource *createVertexRunSource(const VertexSubmission &submission, QObject *parent = nullptr);

} // namespace Poolcraft
