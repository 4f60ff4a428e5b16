#pragma once

// What the subcommands print the same way: argument errors and catalog loading.

#include "commandline.h"

#include "models/catalog/catalogarguments.h"
#include "models/formats/jobfile.h"

#include <QCommandLineParser>

#include <optional>

namespace Poolcraft {

// Writes "poolcraft COMMAND: MESSAGE" to stderr, the one form of every argument error, and
// returns 2, the exit status for arguments that cannot be used.
int argumentError(CommandIo io, const char *command, const QString &message);

// Prints why a --catalog file was refused and, when the catalog options are unusable, the
// argument error. Returns false in that case: the command then exits with 2.
bool reportCatalogArguments(const CatalogArguments &arguments, CommandIo io,
                            const char *command);

// What reading the file and then the validator found, each located in `file` and sorted by
// position: what `validate` prints and what stops `run`. `region` is for a job naming none.
Diagnostics validateJobFile(const ReadResult &read, const QString &file,
                            const QString &region = {});

// The command's own arguments, and the replicas' command: everything after "--", whatever
// it looks like (`run` and `tune`).
struct ReplicaCommandSplit
{
    QStringList own;
    QStringList command;
};
ReplicaCommandSplit splitReplicaCommand(const QStringList &args);

// Reads a job file that is to be started, as `run` and `tune` do: every problem printed on
// err; nullopt (and why, as "poolcraft COMMAND: ...") when it cannot be read or has errors.
std::optional<ReadResult> readJobToStart(const QString &file, CommandIo io, const char *command);

// The one way every command reads its arguments: Qt's QCommandLineParser, with --help.
class CommandOptions
{
public:
    CommandOptions(const char *command, const QString &description);

    QCommandLineParser &parser() { return m_parser; }
    // "[-- COMMAND ARGS...]" in the usage, for commands that start replicas (`run`, `tune`;
    // splitReplicaCommand() takes it off the arguments).
    void addReplicaCommand();
    // --catalog FILE and --flavour vertex|ai-platform, for commands that read the catalog.
    void addCatalogOptions();
    CatalogArguments catalogArguments() const;

    // An exit status when the command is done: 0 after --help (printed to out), 2 for an
    // unknown option or one without its value (said on err, with the usage). nullopt: go on.
    std::optional<int> parse(const QStringList &args, CommandIo io);
    QString helpText() const;

private:
    const char *m_command;
    QCommandLineParser m_parser;
};

// A job without a single worker pool has nothing to price, run or write: prints an error
// at the file's pools (FILE:LINE:COL) and returns false; true when the job has a pool.
bool checkJobHasPools(const ReadResult &read, const QString &file, CommandIo io,
                      const QString &consequence);

} // namespace Poolcraft
