#pragma once

// What the subcommands print the same way: argument errors and catalog loading.

#include "commandline.h"

#include "models/catalog/catalogarguments.h"
#include "models/formats/jobfile.h"

namespace Poolcraft {

// Writes "poolcraft COMMAND: MESSAGE" to stderr, the one form of every argument error, and
// returns 2, the exit status for arguments that cannot be used.
int argumentError(CommandIo io, const char *command, const QString &message);

// Prints why a --catalog file was refused and, when the catalog options are unusable, the
// argument error. Returns false in that case: the command then exits with 2.
bool reportCatalogArguments(const CatalogArguments &arguments, CommandIo io,
                            const char *command);

// A job without a single worker pool has nothing to price, run or write: prints an error
// at the file's pools (FILE:LINE:COL) and returns false; true when the job has a pool.
bool checkJobHasPools(const ReadResult &read, const QString &file, CommandIo io,
                      const QString &consequence);

} // namespace Poolcraft
