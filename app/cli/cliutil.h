#pragma once

// What the subcommands print the same way: argument errors and catalog loading.

#include "commandline.h"

#include "models/catalog/catalogarguments.h"

namespace Poolcraft {

// Writes "poolcraft COMMAND: MESSAGE" to stderr, the one form of every argument error, and
// returns 2, the exit status for arguments that cannot be used.
int argumentError(CommandIo io, const char *command, const QString &message);

// Prints why a --catalog file was refused and, when the catalog options are unusable, the
// argument error. Returns false in that case: the command then exits with 2.
bool reportCatalogArguments(const CatalogArguments &arguments, CommandIo io,
                            const char *command);

} // namespace Poolcraft
