#include "commands.h"

#include "cliutil.h"

#include "models/catalog/catalog.h"
#include "models/core/inputfile.h"
#include "models/core/outputfile.h"
#include "models/formats/jobfile.h"
#include "models/formats/legacyconversion.h"

#include <QCoreApplication>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class ExportCommandMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::ExportCommand)
};

const QStringList &targetIds()
{
    static const QStringList ids{QStringLiteral("vertex-yaml"), QStringLiteral("aiplatform-yaml"),
                                 QStringLiteral("hptuning-yaml"), QStringLiteral("vertex-json"),
                                 QStringLiteral("gcloud"), QStringLiteral("poolcraft")};
    return ids;
}

void printNotes(QTextStream &err, const Diagnostics &notes, const ReadResult &read,
                const QString &file)
{
    for (Diagnostic d : notes) {
        if (d.file.isEmpty())
            d.file = file;
        if (!d.position.isValid())
            d.position = read.sourceMap.find(d.path);
        err << formatDiagnosticLine(d) << '\n';
    }
}

} // namespace

int exportCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("export",
                           ExportCommandMessages::tr("Writes the job in FILE in another format. An AI Platform job "
                              "exported to a Vertex format is converted first; what the target "
                              "format cannot hold is printed to stderr.\nExit status: 0 "
                              "written, 1 written but the job has errors (as `validate` says), "
                              "2 not written "
                              "(unreadable input, bad arguments, cannot write)."));
    QCommandLineParser &parser = options.parser();
    parser.addOptions({{QStringLiteral("to"), ExportCommandMessages::tr("The format: %1.").arg(targetIds().join(u", ")),
                        QStringLiteral("FORMAT")},
                       {QStringLiteral("region"), ExportCommandMessages::tr("The region, where the job names none."),
                        QStringLiteral("REGION")},
                       {{QStringLiteral("o"), QStringLiteral("output")},
                        ExportCommandMessages::tr("Write to OUT instead of standard output."), QStringLiteral("OUT")}});
    parser.addPositionalArgument(QStringLiteral("FILE"), ExportCommandMessages::tr("The job file."));
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    struct
    {
        QString file;
        QString output;
        QString region;
        Format to = Format::Unknown;
    } parsed;
    const QString to = parser.value(QStringLiteral("to"));
    const QStringList files = parser.positionalArguments();
    if (to.isEmpty())
        return argumentError(io, "export",
                             ExportCommandMessages::tr("say which format with --to (%1)").arg(targetIds().join(u'|')));
    if (!targetIds().contains(to))
        return argumentError(io, "export", ExportCommandMessages::tr("unknown format '%1'; one of %2")
                                               .arg(to, targetIds().join(u'|')));
    if (files.size() != 1)
        return argumentError(io, "export",
                             files.isEmpty() ? ExportCommandMessages::tr("which file?")
                                             : ExportCommandMessages::tr("only one input file, not '%1'").arg(files.at(1)));
    parsed.to = formatFromId(to);
    parsed.file = files.first();
    parsed.output = parser.value(QStringLiteral("output"));
    parsed.region = parser.value(QStringLiteral("region"));
    const ReadResult read = readJobFile(parsed.file);
    // What reading found and what the cloud would refuse, as `validate` says it. A job
    // with errors is still written (a draft moves between formats too); the status says so.
    const Diagnostics problems = validateJobFile(read, InputFile::displayName(parsed.file),
                                                 parsed.region);
    for (const Diagnostic &d : problems)
        io.err << formatDiagnosticLine(d) << '\n';
    if (!read.ok) {
        io.err.flush();
        return 2;
    }
    if (!checkJobHasPools(read, InputFile::displayName(parsed.file), io,
                          ExportCommandMessages::tr("it is not written, since the cloud would refuse it")))
        return 2;
    JobDocument job = read.document;
    if (job.region.isEmpty())
        job.region = parsed.region;
    const ExportedJob exported = exportJob(job, parsed.to, *Catalog::active());
    printNotes(io.err, exported.conversionNotes, read, parsed.file);
    printNotes(io.err, exported.lost, read, parsed.file);
    if (hasErrors(exported.lost)) {
        io.err << "poolcraft export: " << ExportCommandMessages::tr("not written: %1 cannot hold this job as it is")
                                              .arg(formatId(parsed.to))
               << '\n';
        io.err.flush();
        return 2;
    }
    const QByteArray &text = exported.text;
    if (parsed.output.isEmpty() || parsed.output == QLatin1String("-")) {
        io.out << QString::fromUtf8(text);
        io.out.flush();
    } else {
        QString error;
        if (!OutputFile::write(parsed.output, text, &error)) {
            io.err << "poolcraft export: " << ExportCommandMessages::tr("cannot write %1: %2").arg(parsed.output, error)
                   << '\n';
            io.err.flush();
            return 2;
        }
    }
    io.err.flush();
    return hasErrors(problems) ? 1 : 0;
}

} // namespace Poolcraft
