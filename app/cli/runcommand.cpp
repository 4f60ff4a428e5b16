#include "commands.h"

#include "app/cli/cliutil.h"
#include "app/cli/metrictable.h"
#include "app/cli/stoponsignal.h"
#include "app/history/historystore.h"
#include "app/launch/replicascript.h"
#include "app/launch/runsources.h"
#include "app/session/runsession.h"
#include "models/logs/lineassembler.h"
#include "models/formats/format.h"
#include "models/formats/gcloudwords.h"
#include "models/formats/jobfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>


#include <memory>
#include <unistd.h>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class RunCommandMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::RunCommand)
};

// The replica's environment (with --dry-run) and its command line, as shell words that can
// be pasted.
void printReplica(QTextStream &stream, const ReplicaPlan &replica)
{
    stream << "# " << replica.taskName << '\n' << replica.commandLine() << '\n';
}

// What the run's lines look like on this terminal: colours where it shows them.
class LinePrinter
{
public:
    LinePrinter(QTextStream &out, const QStringList &taskNames)
        : m_out(out)
        , m_taskNames(taskNames)
        , m_keepColours(::isatty(STDOUT_FILENO) && qEnvironmentVariableIsEmpty("NO_COLOR"))
    {
    }
    void print(const QList<SessionLines> &batch)
    {
        for (const SessionLines &piece : batch) {
            const QString task = m_taskNames.value(piece.task);
            const QString prefix = piece.isStderr ? QStringLiteral("[%1 stderr] ").arg(task)
                                                  : QStringLiteral("[%1] ").arg(task);
            qsizetype start = 0;
            while (start < piece.text.size()) {
                const qsizetype end = piece.text.indexOf('\n', start);
                const QByteArrayView line(piece.text.constData() + start,
                                          (end < 0 ? piece.text.size() : end) - start);
                m_out << prefix
                      << QString::fromUtf8(m_keepColours ? line.toByteArray() : terminalText(line))
                      << '\n';
                start = end < 0 ? piece.text.size() : end + 1;
            }
        }
        m_out.flush();
    }

private:
    QTextStream &m_out;
    QStringList m_taskNames;
    bool m_keepColours = false;
};

} // namespace

int runCommand(const QStringList &args, CommandIo io)
{
    const auto [own, command] = splitReplicaCommand(args);
    CommandOptions options(
        "run", RunCommandMessages::tr("Runs the job in FILE on this machine, one process per replica, and records "
                  "it in the history. A command after -- replaces the job's local command; with "
                  "neither, each replica is a `docker run` of its pool's container image.\n"
                  "Exit status: 0 the job succeeded (--dry-run: it could start), 1 it did not, "
                  "2 the file cannot be read or has errors, 130 it was stopped."));
    QCommandLineParser &parser = options.parser();
    parser.addOptions(
        {{QStringLiteral("local"), RunCommandMessages::tr("Run on this machine (the only place `run` runs jobs).")},
         {QStringLiteral("dry-run"), RunCommandMessages::tr("Print each replica's environment and command line as "
                                        "a script; start nothing.")},
         {QStringLiteral("run-dir"), RunCommandMessages::tr("Keep the replicas' files in DIR."), QStringLiteral("DIR")},
         {QStringLiteral("no-history"), RunCommandMessages::tr("Do not record the run in the history.")}});
    parser.addPositionalArgument(QStringLiteral("FILE"), RunCommandMessages::tr("The job file."));
    options.addReplicaCommand();
    if (const std::optional<int> done = options.parse(own, io))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        argumentError(io, "run", files.isEmpty() ? RunCommandMessages::tr("which job file?")
                                                 : RunCommandMessages::tr("only one job file, not '%1'").arg(files.at(1)));
        io.err << options.helpText();
        return 2;
    }
    if (!parser.isSet(QStringLiteral("local")))
        return argumentError(io, "run", RunCommandMessages::tr("say --local to run the job on this machine"));
    // An empty program would be taken for "no command" and blamed on the job file.
    if (!command.isEmpty() && command.first().isEmpty())
        return argumentError(io, "run", RunCommandMessages::tr("the program after -- is empty"));
    const QString file = files.first();
    const bool dryRun = parser.isSet(QStringLiteral("dry-run"));

    const std::optional<ReadResult> read = readJobToStart(file, io, "run");
    if (!read)
        return 2;
    const ReadResult &jobFile = *read;

    std::unique_ptr<HistoryStore> history;
    if (!parser.isSet(QStringLiteral("no-history")) && !dryRun) {
        history = std::make_unique<HistoryStore>(HistoryStore::configuredDatabasePath());
        if (!history->open()) {
            io.err << "poolcraft run: " << RunCommandMessages::tr("not recording the run: %1").arg(history->errorString())
                   << '\n';
            history.reset();
        }
    }
    RunFolder runFolder{parser.value(QStringLiteral("run-dir")), {}};
    if (runFolder.path.isEmpty()) {
        const QString runs = history ? history->runsDirectory() : temporaryRunsFolder();
        // A dry run makes nothing: its script names the folder a run would get.
        runFolder = dryRun ? RunFolder{runs + QLatin1String("/next"), {}} : makeRunDirectory(runs);
    } else if (!dryRun && (!QDir().mkpath(runFolder.path) || !QFileInfo(runFolder.path).isWritable())) {
        return argumentError(io, "run", RunCommandMessages::tr("cannot use %1 as the run folder").arg(runFolder.path));
    }
    LaunchOptions launch = localLaunchOptions(file, runFolder);
    launch.commandOverride = command;
    const LaunchPlan plan = makeLaunchPlan(jobFile.document, launch);
    for (Diagnostic diagnostic : plan.diagnostics) {
        diagnostic.file = file;
        diagnostic.position = jobFile.sourceMap.find(diagnostic.path);
        io.err << formatDiagnosticLine(diagnostic) << '\n';
    }
    if (dryRun) {
        // A script safe to paste: it starts each replica as the launcher would, nothing else.
        for (const ReplicaPlan &replica : plan.replicas) {
            const ReplicaScript script = makeReplicaScript(replica);
            io.out << script.text;
            if (!script.omitted.isEmpty()) {
                io.err << "poolcraft run: " << replica.taskName << ": " << script.omittedNote()
                       << '\n';
            }
        }
        return plan.canStart() ? 0 : 1;
    }
    // What docker is asked to run, even when it cannot be: the lines can be run elsewhere.
    for (const ReplicaPlan &replica : plan.replicas) {
        if (replica.runsInContainer())
            printReplica(io.err, replica);
    }
    if (!plan.canStart())
        return 1;
    io.err << RunCommandMessages::tr("Running %1 replica(s) in %2").arg(plan.replicas.size()).arg(plan.runDirectory)
           << '\n';
    io.err.flush();

    const std::unique_ptr<RunSource> runner(createLocalRunSource(plan));
    RunSession session(runner.get(), history.get());
    session.setRunSpec({QString::fromUtf8(writeJob(jobFile.document, Format::PoolcraftDocument)),
                        QFileInfo(file).absoluteFilePath()});
    session.setMetricsTask(jobFile.document.metricsTask);
    LinePrinter printer(io.out, runner->taskNames());
    QObject::connect(&session, &RunSession::linesReady, &session,
                     [&printer](const QList<SessionLines> &lines) { printer.print(lines); });
    QEventLoop loop;
    QObject::connect(&session, &RunSession::finished, &loop, &QEventLoop::quit);
    StopOnSignal stopOnSignal(&session, [&session] { session.stop(); });
    if (!session.start()) {
        io.err << "poolcraft run: " << session.whyNotStarted() << '\n';
        return 1;
    }
    if (session.isActive())
        loop.exec();

    const Run *run = runner->run();
    io.out.flush();
    io.err << '\n' << RunCommandMessages::tr("Job %1").arg(runStateName(run->state()));
    if (!run->message().isEmpty())
        io.err << ": " << run->message();
    if (session.runId())
        io.err << ' ' << RunCommandMessages::tr("(run %1 in the history)").arg(session.runId());
    io.err << '\n';
    for (const ReplicaStatus &status : run->replicas()) {
        io.err << "  " << status.taskName.leftJustified(16) << replicaStateName(status.state);
        if (status.signal > 0)
            io.err << ' ' << RunCommandMessages::tr("(signal %1)").arg(status.signal);
        else if (status.exitCode >= 0)
            io.err << ' ' << RunCommandMessages::tr("(exit code %1)").arg(status.exitCode);
        io.err << '\n';
    }
    io.err.flush();
    io.out << '\n';
    printMetricTable(session.metricRuns(), io.out);
    io.out.flush();
    switch (run->state()) {
    case RunState::Succeeded:
        return 0;
    case RunState::Cancelled:
        return 130; // as a shell reports a command stopped by Ctrl+C
    default:
        return 1;
    }
}

} // namespace Poolcraft
