#include "vertexsubmission.h"

#include "vertexjobsource.h"

#include "models/formats/restjson.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class VertexSubmissionMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::VertexSubmission)
};

// The job Vertex answered with, or why it did not.
void takeJob(const CloudResult &answer, VertexSubmission *submission)
{
    if (!answer.ok()) {
        submission->error = answer.error;
        submission->refusedByCloud = true;
        return;
    }
    submission->job = QJsonDocument::fromJson(answer.body).object();
}
} // namespace

QByteArray vertexRequestBody(const JobDocument &document)
{
    return document.study ? writeHyperparameterTuningJobJson(document)
                          : writeCustomJobJson(document);
}

VertexSubmission submitVertexJob(const JobDocument &document, const QString &projectFlag,
                                 const QString &regionFlag)
{
    VertexSubmission submission;
    QString problem;
    submission.context = CloudContext::resolve(projectFlag.isEmpty() ? document.project : projectFlag,
                                               regionFlag.isEmpty() ? document.region : regionFlag,
                                               &problem);
    if (!submission.context) {
        submission.error = problem;
        return submission;
    }
    VertexJobName where;
    where.project = submission.context->project();
    where.region = submission.context->region();
    if (where.project.isEmpty() || where.region.isEmpty()) {
        submission.error = VertexSubmissionMessages::tr(
            "which project and region? Set them in the job, the settings or with --project "
            "and --region");
        return submission;
    }
    where.collection = document.study ? QStringLiteral("hyperparameterTuningJobs")
                                      : QStringLiteral("customJobs");
    takeJob(submission.context->api().create(where, vertexRequestBody(document)), &submission);
    return submission;
}

VertexSubmission openVertexJob(const VertexJobName &name)
{
    VertexSubmission opened;
    QString problem;
    opened.context = CloudContext::resolve(name.project, name.region, &problem);
    if (!opened.context) {
        opened.error = problem;
        return opened;
    }
    takeJob(opened.context->api().get(name), &opened);
    return opened;
}

RunSource *createVertexRunSource(const VertexSubmission &submission, QObject *parent)
{
    if (!submission.ok() || !submission.context)
        return nullptr;
    auto *source = new VertexJobSource(submission.context->sharedClient(),
                                       submission.context->endpoints(), submission.job);
    source->setParent(parent);
    return source;
}

} // namespace Poolcraft
