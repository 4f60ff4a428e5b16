#include "commands.h"

#include "app/cli/metrictable.h"
#include "app/launch/localrunner.h"
#include "models/logs/lineassembler.h"
#include "models/metrics/metricextractor.h"
#include "models/formats/format.h"
#include "models/formats/gcloudwords.h"
#include "models/formats/jobfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QSocketNotifier>


#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace Poolcraft {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::RunCommand", text);
}

struct RunArguments
{
    QString file;
    bool local = false;
    bool dryRun = false;
    QString runDirectory;
    QStringList command;
    QString error;
    bool help = false;
};

RunArguments parseArguments(const QStringList &args)
{
    RunArguments parsed;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--")) {
            parsed.command = args.mid(i + 1);
            break;
        }
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            parsed.help = true;
        } else if (arg == QLatin1String("--local")) {
            parsed.local = true;
        } else if (arg == QLatin1String("--dry-run")) {
            parsed.dryRun = true;
        } else if (arg == QLatin1String("--run-dir")) {
            if (i + 1 >= args.size()) {
                parsed.error = tr("--run-dir needs a directory");
                return parsed;
            }
            parsed.runDirectory = args[++i];
        } else if (arg.startsWith(QLatin1String("--run-dir="))) {
            parsed.runDirectory = arg.mid(10);
        } else if (arg.startsWith(u'-')) {
            parsed.error = tr("unknown option '%1'").arg(arg);
            return parsed;
        } else if (parsed.file.isEmpty()) {
            parsed.file = arg;
        } else {
            parsed.error = tr("only one job file, not '%1'").arg(arg);
            return parsed;
        }
    }
    if (!parsed.help && parsed.error.isEmpty()) {
        if (parsed.file.isEmpty())
            parsed.error = tr("which job file?");
        else if (!parsed.local)
            parsed.error = tr("say --local to run the job on this machine");
    }
    return parsed;
}

// SIGINT and SIGTERM reach the event loop through a pipe, so the job stops cleanly.
int s_signalPipe[2] = {-1, -1};

void forwardSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(s_signalPipe[1], &byte, 1);
}

class StopOnSignal
{
public:
    explicit StopOnSignal(LocalRunner &runner)
    {
        if (::pipe2(s_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
            return;
        m_notifier = new QSocketNotifier(s_signalPipe[0], QSocketNotifier::Read);
        QObject::connect(m_notifier, &QSocketNotifier::activated, &runner, [&runner] {
            char buffer[16];
            while (::read(s_signalPipe[0], buffer, sizeof buffer) > 0) { }
            runner.stop();
        });
        struct sigaction action = {};
        action.sa_handler = forwardSignal;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &m_oldInt);
        ::sigaction(SIGTERM, &action, &m_oldTerm);
    }
    ~StopOnSignal()
    {
        if (!m_notifier)
            return;
        ::sigaction(SIGINT, &m_oldInt, nullptr);
        ::sigaction(SIGTERM, &m_oldTerm, nullptr);
        delete m_notifier;
        ::close(s_signalPipe[0]);
        ::close(s_signalPipe[1]);
        s_signalPipe[0] = s_signalPipe[1] = -1;
    }

private:
    QSocketNotifier *m_notifier = nullptr;
    struct sigaction m_oldInt = {};
    struct sigaction m_oldTerm = {};
};

void printUsage(QTextStream &stream)
{
    stream << tr("Usage: poolcraft run FILE --local [--dry-run] [--run-dir DIR] "
                 "[-- COMMAND ARGS...]\n"
                 "Runs the job on this machine, one process per replica.\n"
                 "A command after -- replaces the job's local command; with neither, each "
                 "replica is a `docker run` of its pool's container image.\n"
                 "--dry-run prints each replica's environment and command line and starts "
                 "nothing.\n"
                 "Exit code: 0 when the job succeeded (with --dry-run: when it could start), "
                 "1 when it did not, 2 when the file cannot be read.\n");
}

// The replica's environment (with --dry-run) and its command line, as shell words that can
// be pasted.
void printReplica(QTextStream &stream, const ReplicaPlan &replica, bool withEnvironment)
{
    stream << "# " << replica.taskName << '\n';
    if (withEnvironment) {
        for (auto it = replica.variables.cbegin(); it != replica.variables.cend(); ++it)
            stream << it.key() << '=' << shellQuote(it.value()) << '\n';
    }
    stream << replica.commandLine() << '\n';
}

} // namespace

int runCommand(const QStringList &args, CommandIo io)
{
    const RunArguments parsed = parseArguments(args);
    if (parsed.help) {
        printUsage(io.out);
        return 0;
    }
    if (!parsed.error.isEmpty()) {
        io.err << "poolcraft run: " << parsed.error << '\n';
        printUsage(io.err);
        return 2;
    }
    const ReadResult jobFile = readJobFile(parsed.file);
    for (const Diagnostic &diagnostic : jobFile.diagnostics) {
        Diagnostic located = diagnostic;
        if (located.file.isEmpty())
            located.file = parsed.file;
        io.err << formatDiagnosticLine(located) << '\n';
    }
    if (!jobFile.ok) {
        io.err << "poolcraft run: " << tr("cannot read %1").arg(parsed.file) << '\n';
        return 2;
    }

    LaunchOptions options;
    options.runDirectory = parsed.runDirectory.isEmpty()
        ? QDir::temp().filePath(QStringLiteral("poolcraft-run-")
                                + QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss-zzz"))
        : parsed.runDirectory;
    options.workingDirectory = QFileInfo(parsed.file).absolutePath();
    options.commandOverride = parsed.command;
    const LaunchPlan plan = makeLaunchPlan(jobFile.document, options);
    for (Diagnostic diagnostic : plan.diagnostics) {
        diagnostic.file = parsed.file;
        diagnostic.position = jobFile.sourceMap.find(diagnostic.path);
        io.err << formatDiagnosticLine(diagnostic) << '\n';
    }
    if (parsed.dryRun) {
        for (const ReplicaPlan &replica : plan.replicas)
            printReplica(io.out, replica, true);
        return plan.canStart() ? 0 : 1;
    }
    // What docker is asked to run, even when it cannot be: the lines can be run elsewhere.
    for (const ReplicaPlan &replica : plan.replicas) {
        if (replica.runsInContainer())
            printReplica(io.err, replica, false);
    }
    if (!plan.canStart())
        return 1;
    io.err << tr("Running %1 replica(s) in %2").arg(plan.replicas.size()).arg(plan.runDirectory)
           << '\n';
    io.err.flush();

    LocalRunner runner;
    // One assembler per replica stream: progress bars collapse, colours are stripped.
    std::vector<LineAssembler> assemblers;
    for (int replica = 0; replica < plan.replicas.size(); ++replica) {
        for (LogStreamKind stream : {LogStreamKind::Stdout, LogStreamKind::Stderr})
            assemblers.emplace_back(quint16(replica), stream, LineAssembler::ColorMode::Strip);
    }
    MetricExtractor metrics;
    const auto printLine = [&](const LogLine &line) {
        const QString &task = plan.replicas[line.replica].taskName;
        io.out << (line.stream == LogStreamKind::Stdout ? QStringLiteral("[%1] ").arg(task)
                                                        : QStringLiteral("[%1 stderr] ").arg(task))
               << line.toString() << '\n';
        if (line.replica == plan.chiefReplica() && line.stream == LogStreamKind::Stdout)
            metrics.addLine(QByteArrayView(line.text));
    };
    QObject::connect(&runner, &LocalRunner::outputReady, [&](const QList<OutputChunk> &chunks) {
        for (const OutputChunk &chunk : chunks) {
            const int slot = chunk.replica * 2 + (chunk.stream == OutputStream::Stderr ? 1 : 0);
            assemblers[size_t(slot)].feed(QByteArrayView(chunk.data), printLine);
        }
        io.out.flush();
    });
    QEventLoop loop;
    QObject::connect(&runner, &LocalRunner::finished, &loop, &QEventLoop::quit);
    StopOnSignal stopOnSignal(runner);
    if (!runner.start(plan))
        return 1;
    if (runner.isActive())
        loop.exec();
    for (LineAssembler &assembler : assemblers)
        assembler.finish(printLine);

    const Run *run = runner.run();
    io.out.flush();
    io.err << '\n' << tr("Job %1").arg(runStateName(run->state()));
    if (!run->message().isEmpty())
        io.err << ": " << run->message();
    io.err << '\n';
    for (const ReplicaStatus &status : run->replicas()) {
        io.err << "  " << status.taskName.leftJustified(16) << replicaStateName(status.state);
        if (status.signal > 0)
            io.err << ' ' << tr("(signal %1)").arg(status.signal);
        else if (status.exitCode >= 0)
            io.err << ' ' << tr("(exit code %1)").arg(status.exitCode);
        io.err << '\n';
    }
    io.err.flush();
    io.out << '\n';
    printMetricTable(metrics.runs(), io.out);
    io.out.flush();
    return run->state() == RunState::Succeeded ? 0 : 1;
}

} // namespace Poolcraft
