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

} // namespace

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
    const QByteArray body = document.study ? writeHyperparameterTuningJobJson(document)
                                           : writeCustomJobJson(document);
    const CloudResult created = submission.context->api().create(where, body);
    if (!created.ok()) {
        submission.error = created.error;
        submission.refusedByCloud = true;
        return submission;
    }
    submission.job = QJsonDocument::fromJson(created.body).object();
    return submission;
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
