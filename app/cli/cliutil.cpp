#include "cliutil.h"

#include "models/validation/validator.h"

#include <QCoreApplication>

#include <algorithm>

namespace Poolcraft {

ReplicaCommandSplit splitReplicaCommand(const QStringList &args)
{
    const qsizetype dashDash = args.indexOf(QStringLiteral("--"));
    if (dashDash < 0)
        return {args, {}};
    return {args.mid(0, dashDash), args.mid(dashDash + 1)};
}

std::optional<ReadResult> readJobToStart(const QString &file, CommandIo io, const char *command)
{
    // What validation refuses is not started: the same rules as `validate` and the window.
    ReadResult jobFile = readJobFile(file);
    const Diagnostics problems = validateJobFile(jobFile, file);
    for (const Diagnostic &diagnostic : problems)
        io.err << formatDiagnosticLine(diagnostic) << '\n';
    if (!jobFile.ok) {
        io.err << "poolcraft " << command << ": "
               << QCoreApplication::translate("Poolcraft::CommandLine", "cannot read %1").arg(file)
               << '\n';
        return std::nullopt;
    }
    if (hasErrors(problems)) {
        io.err << "poolcraft " << command << ": "
               << QCoreApplication::translate("Poolcraft::CommandLine",
                                              "the job has errors; nothing was started")
               << '\n';
        return std::nullopt;
    }
    return jobFile;
}

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

Diagnostics validateJobFile(const ReadResult &read, const QString &file, const QString &region)
{
    Diagnostics all = read.diagnostics;
    if (read.ok) {
        ValidationOptions options;
        options.flavour = read.format == Format::AiPlatformYaml ? JobFlavour::AiPlatform
                                                                : flavourOf(read.document);
        options.region = read.document.region.isEmpty() ? region : QString();
        options.file = file;
        options.sourceMap = &read.sourceMap;
        const CatalogPtr catalog = Catalog::active();
        all += validateJob(read.document, *catalog, options);
    }
    for (Diagnostic &d : all) {
        if (d.file.isEmpty())
            d.file = file;
        if (!d.position.isValid())
            d.position = read.sourceMap.find(d.path);
    }
    std::stable_sort(all.begin(), all.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return std::pair(a.position.line, a.position.column)
               < std::pair(b.position.line, b.position.column);
    });
    return all;
}

CommandOptions::CommandOptions(const char *command, const QString &description)
    : m_command(command)
{
    m_parser.setApplicationDescription(description);
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    // Not addHelpOption(): its --help-all lists Qt's GUI options, which no command takes.
    m_parser.addOption({{QStringLiteral("h"), QStringLiteral("help")},
                        QCoreApplication::translate("Poolcraft::CommandOptions",
                                                    "Show this help.")});
}

void CommandOptions::addReplicaCommand()
{
    m_parser.addPositionalArgument(
        QStringLiteral("--"),
        QCoreApplication::translate("Poolcraft::CommandLine", "The command each replica runs."),
        QStringLiteral("[-- COMMAND ARGS...]"));
}

void CommandOptions::addCatalogOptions()
{
    m_parser.addOption({QStringLiteral("catalog"),
                        QCoreApplication::translate("Poolcraft::CommandOptions",
                                                    "Use a newer catalog file."),
                        QStringLiteral("FILE")});
    m_parser.addOption({QStringLiteral("flavour"),
                        QCoreApplication::translate("Poolcraft::CommandOptions",
                                                    "vertex (default) or ai-platform."),
                        QStringLiteral("FLAVOUR")});
}

CatalogArguments CommandOptions::catalogArguments() const
{
    return loadCatalogArguments(m_parser.value(QStringLiteral("catalog")),
                                m_parser.value(QStringLiteral("flavour")));
}

QString CommandOptions::helpText() const
{
    // Qt names the program by its path; people type `poolcraft COMMAND`.
    QString text = m_parser.helpText();
    const qsizetype start = text.indexOf(QLatin1String("Usage: "));
    const qsizetype end = text.indexOf(u' ', start + 7);
    if (start >= 0 && end > start)
        text.replace(start + 7, end - start - 7,
                     QStringLiteral("poolcraft ") + QLatin1String(m_command));
    return text;
}

std::optional<int> CommandOptions::parse(const QStringList &args, CommandIo io)
{
    if (!m_parser.parse(QStringList{QStringLiteral("poolcraft")} + args)) {
        argumentError(io, m_command, m_parser.errorText());
        io.err << helpText();
        return 2;
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        io.out << helpText();
        return 0;
    }
    return std::nullopt;
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
