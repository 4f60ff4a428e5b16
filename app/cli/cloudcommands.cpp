// The Vertex AI commands: submit, status, logs, cancel, jobs. Exit status, for all of them:
// 0 done (with --follow: the job succeeded), 1 the job failed or was cancelled, 2 arguments
// or a job file that cannot be used (nothing was sent), 3 the cloud refused or could not be
// reached after retries (Google's message on stderr).

#include "commands.h"

#include "app/cli/cliutil.h"
#include "app/cloud/cloudcontext.h"
#include "app/cloud/cloudlogfollower.h"
#include "app/cloud/vertexjobsource.h"
#include "app/cloud/vertexsubmission.h"
#include "models/formats/jobfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <chrono>
#include <thread>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class CloudCommandsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::CloudCommands)
};

enum ExitStatus { Done = 0, JobFailed = 1, Unusable = 2, CloudRefused = 3 };

// Cloud Logging's read quota is 60 requests a minute per project: one poll every 4.5 s keeps
// four followed jobs within it (53 a minute), and a line still shows at most 4.5 + 5 s (the
// safety lag) after it was written.
constexpr int LogPollMs = VertexJobSource::DefaultLogPollMs;

int cloudError(CommandIo io, const char *command, const QString &message)
{
    io.err << "poolcraft " << command << ": " << message << '\n';
    io.err.flush();
    return CloudRefused;
}

void addCloudOptions(QCommandLineParser &parser)
{
    parser.addOptions({{QStringLiteral("project"), CloudCommandsMessages::tr("The Google Cloud project."), QStringLiteral("P")},
                       {QStringLiteral("region"), CloudCommandsMessages::tr("The job's region."), QStringLiteral("R")}});
}

std::unique_ptr<CloudContext> cloudContext(const QCommandLineParser &parser, CommandIo io,
                                           const char *command, const QString &regionFallback = {})
{
    QString problem;
    const QString region = parser.value(QStringLiteral("region"));
    auto context = CloudContext::resolve(parser.value(QStringLiteral("project")),
                                         region.isEmpty() ? regionFallback : region, &problem);
    if (!context) {
        io.err << "poolcraft " << command << ": " << problem << '\n';
        return nullptr;
    }
    if (const QString why = context->region().isEmpty()
                                ? QString()
                                : VertexJobName::regionProblem(context->region());
        !why.isEmpty()) {
        argumentError(io, command, why);
        return nullptr;
    }
    return context;
}

// The job named on the command line; nullopt after saying why.
std::optional<VertexJobName> jobArgument(const QCommandLineParser &parser, CloudContext &context,
                                         CommandIo io, const char *command)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        argumentError(io, command, CloudCommandsMessages::tr("name one job"));
        return std::nullopt;
    }
    QString error;
    std::optional<VertexJobName> name = VertexJobName::parse(positional.first(), context.project(),
                                                             context.region(), &error);
    if (!name)
        argumentError(io, command, error);
    return name;
}

// What status, logs and cancel share: the cloud context and the job named.
struct NamedJob
{
    std::unique_ptr<CloudContext> context;
    VertexJobName name;
};

void addJobArgument(QCommandLineParser &parser)
{
    addCloudOptions(parser);
    parser.addPositionalArgument(QStringLiteral("JOB"), CloudCommandsMessages::tr("Resource name or numeric id."));
}

// nullopt after saying why.
std::optional<NamedJob> namedJob(const QCommandLineParser &parser, CommandIo io,
                                 const char *command)
{
    NamedJob job;
    job.context = cloudContext(parser, io, command);
    if (!job.context)
        return std::nullopt;
    const std::optional<VertexJobName> name = jobArgument(parser, *job.context, io, command);
    if (!name)
        return std::nullopt;
    job.name = *name;
    return job;
}

void printLines(QTextStream &out, const QList<CloudLogLine> &lines)
{
    for (const CloudLogLine &line : lines) {
        out << '[' << line.task << "] ";
        if (isWarningOrWorse(line.severity))
            out << line.severity << ": ";
        out << line.text << '\n';
    }
    out.flush();
}

int exitStatusOf(const QJsonObject &job)
{
    return job.value(QStringLiteral("state")).toString() == QLatin1String("JOB_STATE_SUCCEEDED")
               ? Done
               : JobFailed;
}

// Prints the job's logs until it ends (follow) or once; returns the exit status.
int printLogs(VertexApi &api, const VertexJobName &name, const QString &task, bool follow,
              CommandIo io, const char *command)
{
    constexpr int SafetyLagMs = 5000;
    CloudLogFollower follower(name, task, SafetyLagMs);
    QDateTime endedAt;
    for (;;) {
        const QDateTime pollStarted = QDateTime::currentDateTimeUtc();
        QString error;
        printLines(io.out, follower.poll(api, &error));
        if (!error.isEmpty())
            return cloudError(io, command, error);
        if (!follow)
            return Done;
        // Once the job has ended, one more poll whose upper bound lies past the end, so that
        // the last lines (held back by the safety lag) are shown too.
        if (endedAt.isValid() && pollStarted.addMSecs(-SafetyLagMs) > endedAt) {
            const CloudResult result = api.get(name);
            if (!result.ok())
                return cloudError(io, command, result.error);
            const QJsonObject job = QJsonDocument::fromJson(result.body).object();
            const QString message = job.value(QStringLiteral("error")).toObject()
                                        .value(QStringLiteral("message")).toString();
            io.err << CloudCommandsMessages::tr("%1: %2").arg(name.resourceName(), job.value(QStringLiteral("state")).toString());
            if (!message.isEmpty())
                io.err << " (" << message << ')';
            io.err << '\n';
            return exitStatusOf(job);
        }
        if (!endedAt.isValid()) {
            const CloudResult result = api.get(name);
            if (!result.ok())
                return cloudError(io, command, result.error);
            const QJsonObject job = QJsonDocument::fromJson(result.body).object();
            if (isTerminalJobState(job.value(QStringLiteral("state")).toString()))
                endedAt = QDateTime::currentDateTimeUtc();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(LogPollMs));
    }
}

} // namespace

int submitCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("submit", CloudCommandsMessages::tr("Creates a Vertex AI CustomJob from FILE, or a "
                                        "HyperparameterTuningJob when it holds a study, and "
                                        "prints its resource name.\nExit status: 0 created "
                                        "(--follow: succeeded), 1 failed or cancelled, 2 the file "
                                        "cannot be read or has errors, 3 the cloud refused."));
    QCommandLineParser &parser = options.parser();
    addCloudOptions(parser);
    parser.addOption({QStringLiteral("follow"), CloudCommandsMessages::tr("Then print its logs until it ends.")});
    parser.addPositionalArgument(QStringLiteral("FILE"), CloudCommandsMessages::tr("The job file."));
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return argumentError(io, "submit", CloudCommandsMessages::tr("name one job file"));
    const QString file = parser.positionalArguments().first();
    const ReadResult jobFile = readJobFile(file);
    const Diagnostics problems = validateJobFile(jobFile, file, parser.value(QStringLiteral("region")));
    for (const Diagnostic &diagnostic : problems)
        io.err << formatDiagnosticLine(diagnostic) << '\n';
    if (!jobFile.ok)
        return argumentError(io, "submit", CloudCommandsMessages::tr("cannot read %1").arg(file));
    if (hasErrors(problems))
        return argumentError(io, "submit", CloudCommandsMessages::tr("the job has errors; nothing was sent"));

    const VertexSubmission submission = submitVertexJob(jobFile.document,
                                                        parser.value(QStringLiteral("project")),
                                                        parser.value(QStringLiteral("region")));
    if (!submission.ok()) {
        return submission.refusedByCloud ? cloudError(io, "submit", submission.error)
                                         : argumentError(io, "submit", submission.error);
    }
    const QString name = submission.job.value(QStringLiteral("name")).toString();
    io.out << name << '\n';
    io.out.flush();
    if (!parser.isSet(QStringLiteral("follow")))
        return Done;
    QString error;
    const std::optional<VertexJobName> job = VertexJobName::parse(name, {}, {}, &error);
    if (!job)
        return cloudError(io, "submit", error);
    VertexApi api = submission.context->api();
    return printLogs(api, *job, {}, true, io, "submit");
}

int statusCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("status", CloudCommandsMessages::tr("Shows a Vertex AI job's state.\nExit status: 0 it "
                                        "succeeded or is still going, 1 it failed or was "
                                        "cancelled, 2 bad arguments, 3 the cloud refused."));
    QCommandLineParser &parser = options.parser();
    addJobArgument(parser);
    parser.addOption({QStringLiteral("json"), CloudCommandsMessages::tr("Print the job as the API returned it.")});
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    const std::optional<NamedJob> named = namedJob(parser, io, "status");
    if (!named)
        return Unusable;
    const VertexJobName *name = &named->name;
    VertexApi api = named->context->api();
    const CloudResult result = api.get(*name);
    if (!result.ok())
        return cloudError(io, "status", result.error);
    const QJsonObject job = QJsonDocument::fromJson(result.body).object();
    const QString state = job.value(QStringLiteral("state")).toString();
    if (parser.isSet(QStringLiteral("json"))) {
        io.out << QString::fromUtf8(result.body);
        if (!result.body.endsWith('\n'))
            io.out << '\n';
    } else {
        io.out << job.value(QStringLiteral("name")).toString() << '\t' << state << '\t'
               << job.value(QStringLiteral("displayName")).toString() << '\n';
        const QString message = job.value(QStringLiteral("error")).toObject()
                                    .value(QStringLiteral("message")).toString();
        if (!message.isEmpty())
            io.out << CloudCommandsMessages::tr("error: %1").arg(message) << '\n';
        io.out << QStringLiteral("https://console.cloud.google.com/vertex-ai/locations/%1/training/%2?project=%3")
                      .arg(name->region, name->id, name->project)
               << '\n';
    }
    return isTerminalJobState(state) ? exitStatusOf(job) : Done;
}

int logsCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("logs", CloudCommandsMessages::tr("Prints a Vertex AI job's logs from Cloud Logging, each "
                                      "line prefixed by its task.\nExit status: 0 (with "
                                      "--follow: the job succeeded), 1 it failed or was "
                                      "cancelled, 2 bad arguments, 3 the cloud refused."));
    QCommandLineParser &parser = options.parser();
    addJobArgument(parser);
    parser.addOptions({{QStringLiteral("follow"), CloudCommandsMessages::tr("Keep printing until the job ends.")},
                       {QStringLiteral("task"), CloudCommandsMessages::tr("Only this task's lines."), QStringLiteral("TASK")}});
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    const std::optional<NamedJob> named = namedJob(parser, io, "logs");
    if (!named)
        return Unusable;
    const VertexJobName *name = &named->name;
    VertexApi api = named->context->api();
    return printLogs(api, *name, parser.value(QStringLiteral("task")),
                     parser.isSet(QStringLiteral("follow")), io, "logs");
}

int cancelCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("cancel", CloudCommandsMessages::tr("Asks Vertex AI to cancel a job.\nExit status: 0 asked, "
                                        "2 bad arguments, 3 the cloud refused."));
    QCommandLineParser &parser = options.parser();
    addJobArgument(parser);
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    const std::optional<NamedJob> named = namedJob(parser, io, "cancel");
    if (!named)
        return Unusable;
    const VertexJobName *name = &named->name;
    VertexApi api = named->context->api();
    const CloudResult result = api.cancel(*name);
    if (!result.ok())
        return cloudError(io, "cancel", result.error);
    io.out << CloudCommandsMessages::tr("Cancelling %1").arg(name->resourceName()) << '\n';
    return Done;
}

int jobsCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("jobs", CloudCommandsMessages::tr("Lists the custom and tuning jobs of a region.\nExit "
                                      "status: 0, 2 bad arguments, 3 the cloud refused."));
    QCommandLineParser &parser = options.parser();
    addCloudOptions(parser);
    parser.addOption({QStringLiteral("json"), CloudCommandsMessages::tr("One JSON array of the jobs as the API returned them.")});
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    auto context = cloudContext(parser, io, "jobs");
    if (!context)
        return Unusable;
    if (context->project().isEmpty() || context->region().isEmpty())
        return argumentError(io, "jobs", CloudCommandsMessages::tr("which project and region? Say --project and --region"));
    VertexApi api = context->api();
    QJsonArray all;
    for (const QString &collection : {QStringLiteral("customJobs"),
                                      QStringLiteral("hyperparameterTuningJobs")}) {
        const VertexJobName where{context->project(), context->region(), collection, {}};
        QString pageToken;
        do {
            const CloudResult result = api.list(where, pageToken);
            if (!result.ok())
                return cloudError(io, "jobs", result.error);
            const QJsonObject page = QJsonDocument::fromJson(result.body).object();
            for (const QJsonValue job : page.value(collection).toArray())
                all.append(job);
            pageToken = page.value(QStringLiteral("nextPageToken")).toString();
        } while (!pageToken.isEmpty());
    }
    if (parser.isSet(QStringLiteral("json"))) {
        io.out << QString::fromUtf8(QJsonDocument(all).toJson(QJsonDocument::Indented));
        return Done;
    }
    for (const QJsonValue value : all) {
        const QJsonObject job = value.toObject();
        io.out << job.value(QStringLiteral("name")).toString() << '\t'
               << job.value(QStringLiteral("state")).toString() << '\t'
               << job.value(QStringLiteral("displayName")).toString() << '\n';
    }
    return Done;
}

} // namespace Poolcraft
