#include "cliutil.h"

namespace Poolcraft {

int argumentError(CommandIo io, const char *command, const QString &message)
{
    io.err << "poolcraft " << command << ": " << message << '\n';
    return 2;
}

bool reportCatalogArguments(const CatalogArguments &arguments, CommandIo io,
                            const char *command)
{
    for (const Diagnostic &d : arguments.catalogDiagnostics)
        io.err << formatDiagnosticLine(d) << '\n';
    if (arguments.error.isEmpty())
        return true;
    argumentError(io, command, arguments.error);
    return false;
}

} // namespace Poolcraft
