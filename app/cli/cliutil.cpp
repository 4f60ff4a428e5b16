#include "cliutil.h"

#include <QCoreApplication>

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

bool checkJobHasPools(const ReadResult &read, const QString &file, CommandIo io,
                      const QString &consequence)
{
    if (read.document.enabledPoolCount() > 0)
        return true;
    Diagnostic d;
    d.ruleId = QStringLiteral("no-pools");
    d.file = file;
    d.path = ValuePath::pool(0);
    d.position = read.sourceMap.find(d.path);
    if (!d.position.isValid())
        d.position = {1, 1};
    d.message = QCoreApplication::translate("Poolcraft::Cli", "the job has no worker pools: %1")
                    .arg(consequence);
    io.err << formatDiagnosticLine(d) << '\n';
    io.err.flush();
    return false;
}

} // namespace Poolcraft
