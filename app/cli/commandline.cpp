#include "commandline.h"

#include "commands.h"

#include "models/core/nativefilename.h"

#include <QCoreApplication>

#include <sys/stat.h>

namespace Poolcraft {

QList<CommandEntry> commands()
{
    // One line per subcommand; keep the table sorted by how often people use them.
    return {
        // COMMAND TABLE
        {"validate", "check job files against what the cloud accepts", validateCommand},
        {"export", "write a job in another format (AI Platform becomes Vertex)", exportCommand},
        {"metrics", "per-epoch metrics found in saved logs", metricsCommand},
        {"where", "regions that can run a job, with cost per hour", whereCommand},
        {"catalog", "valid machine type, accelerator and count combinations", catalogCommand},
        {"run", "run a job on this machine, one process per replica", runCommand},
        {"tune", "run a hyperparameter study on this machine, trials in parallel", tuneCommand},
        {"submit", "send a job to Vertex AI", submitCommand},
        {"status", "a Vertex AI job's state", statusCommand},
        {"logs", "a Vertex AI job's logs, from Cloud Logging", logsCommand},
        {"cancel", "cancel a Vertex AI job", cancelCommand},
        {"jobs", "the Vertex AI jobs of a region", jobsCommand},
    };
}

bool isCommandLineInvocation(const QStringList &arguments)
{
    if (arguments.isEmpty())
        return false;
    // `poolcraft FILE` opens the window; anything else is a command (or a mistyped one,
    // which the command line answers rather than a window that opens on nothing).
    struct stat info = {};
    return ::stat(NativeFileName::encode(arguments.first()).constData(), &info) != 0
           || !S_ISREG(info.st_mode);
}

static void printUsage(QTextStream &stream)
{
    stream << "Usage: poolcraft [FILE]            open the job designer\n"
              "       poolcraft COMMAND [ARGS...]\n\nCommands:\n";
    for (const CommandEntry &c : commands())
        stream << "  " << QString::fromLatin1(c.name).leftJustified(10) << c.summary << '\n';
    stream << "\nRun `poolcraft COMMAND --help` for a command's options.\n";
}

int runCommandLine(const QStringList &arguments, CommandIo io)
{
    if (arguments.isEmpty() || arguments.first() == QLatin1String("--help")
        || arguments.first() == QLatin1String("-h") || arguments.first() == QLatin1String("help")) {
        printUsage(io.out);
        return 0;
    }
    if (arguments.first() == QLatin1String("--version")) {
        io.out << "poolcraft " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    for (const CommandEntry &c : commands()) {
        if (arguments.first() == QLatin1String(c.name))
            return c.run(arguments.mid(1), io);
    }
    const QString &word = arguments.first();
    if (word.startsWith(u'-'))
        io.err << "poolcraft: unknown option " << word << '\n';
    else if (arguments.size() == 1 && (word.contains(u'/') || word.contains(u'.')))
        io.err << "poolcraft: no such file " << word << '\n';
    else
        io.err << "poolcraft: unknown command " << word << '\n';
    printUsage(io.err);
    return 2;
}

} // namespace Poolcraft
