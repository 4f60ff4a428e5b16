#pragma once

#include <QStringList>
#include <QTextStream>

namespace Poolcraft {

// Output streams of one command-line invocation, so tests can run a command in process.
struct CommandIo
{
    QTextStream &out;
    QTextStream &err;
};

// A subcommand: `poolcraft NAME ARGS...`. Returns the process exit code.
using CommandFunction = int (*)(const QStringList &args, CommandIo io);

struct CommandEntry
{
    const char *name;
    const char *summary;
    CommandFunction run;
};

// Every subcommand, in the order `poolcraft --help` lists them.
QList<CommandEntry> commands();

// True when argv names a subcommand (or --help/--version): the app then runs without a window.
bool isCommandLineInvocation(const QStringList &arguments);

// Runs `poolcraft ARGS...` (arguments without the program name).
int runCommandLine(const QStringList &arguments, CommandIo io);

} // namespace Poolcraft
