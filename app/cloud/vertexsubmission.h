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

// The REST body submitVertexJob() sends for the document, byte for byte: a
// HyperparameterTuningJob when it holds a study, else a CustomJob.
QByteArray vertexRequestBody(const JobDocument &document);

VertexSubmission submitVertexJob(const JobDocument &document, const QString &projectFlag = {},
                                 const QString &regionFlag = {});

// A job that exists already (submitted from here or elsewhere), got by name to be followed
// like one just submitted. Blocking.
VertexSubmission openVertexJob(const VertexJobName &name);

// The submitted job as a run source, followed through the submission's client: what starts a
// cloud run deals only with RunSource. Null when the submission failed.
RunSource *createVertexRunSource(const VertexSubmission &submission, QObject *parent = nullptr);

} // namespace Poolcraft
