#include "commands.h"

#include "cliutil.h"

#include "models/catalog/catalog.h"
#include "models/formats/jobfile.h"
#include "models/formats/legacyconversion.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace Poolcraft {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::ExportCommand", text);
}

struct ExportArguments
{
    QString file;
    QString output;
    QString region;
    Format to = Format::Unknown;
    bool help = false;
    QString error;
};

const QStringList &targetIds()
{
    static const QStringList ids{QStringLiteral("vertex-yaml"), QStringLiteral("aiplatform-yaml"),
                                 QStringLiteral("hptuning-yaml"), QStringLiteral("vertex-json"),
                                 QStringLiteral("gcloud"), QStringLiteral("poolcraft")};
    return ids;
}

ExportArguments parseExportArguments(const QStringList &args)
{
    ExportArguments parsed;
    auto value = [&](int &i, const QString &option, QString *out) {
        if (i + 1 >= args.size()) {
            parsed.error = tr("%1 needs a value").arg(option);
            return false;
        }
        *out = args[++i];
        return true;
    };
    QString to;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            parsed.help = true;
        } else if (arg == QLatin1String("--to")) {
            if (!value(i, arg, &to))
                return parsed;
        } else if (arg.startsWith(QLatin1String("--to="))) {
            to = arg.mid(5);
        } else if (arg == QLatin1String("--region")) {
            if (!value(i, arg, &parsed.region))
                return parsed;
        } else if (arg.startsWith(QLatin1String("--region="))) {
            parsed.region = arg.mid(9);
        } else if (arg == QLatin1String("-o") || arg == QLatin1String("--output")) {
            if (!value(i, arg, &parsed.output))
                return parsed;
        } else if (arg.startsWith(QLatin1String("--output="))) {
            parsed.output = arg.mid(9);
        } else if (arg.startsWith(u'-') && arg.size() > 1) {
            parsed.error = tr("unknown option '%1'").arg(arg);
            return parsed;
        } else if (parsed.file.isEmpty()) {
            parsed.file = arg;
        } else {
            parsed.error = tr("only one input file, not '%1'").arg(arg);
            return parsed;
        }
    }
    if (parsed.help)
        return parsed;
    if (to.isEmpty()) {
        parsed.error = tr("say which format with --to (%1)").arg(targetIds().join(u'|'));
    } else if (!targetIds().contains(to)) {
        parsed.error = tr("unknown format '%1'; one of %2").arg(to, targetIds().join(u'|'));
    } else {
        parsed.to = formatFromId(to);
    }
    if (parsed.error.isEmpty() && parsed.file.isEmpty())
        parsed.error = tr("which file?");
    return parsed;
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
    const ExportArguments parsed = parseExportArguments(args);
    if (parsed.help) {
        io.out << tr("Usage: poolcraft export --to FORMAT [--region R] FILE [-o OUT]\n"
                     "FORMAT: vertex-yaml, aiplatform-yaml, hptuning-yaml, vertex-json, gcloud,\n"
                     "        poolcraft\n"
                     "An AI Platform job exported to a Vertex format is converted first.\n"
                     "What the target format cannot hold is printed to stderr.\n"
                     "Exit status: 0 written, 1 written but the input has errors,\n"
                     "2 not written (unreadable input, bad arguments, cannot write).\n");
        return 0;
    }
    if (!parsed.error.isEmpty())
        return argumentError(io, "export", parsed.error);
    const ReadResult read = readJobFile(parsed.file);
    printNotes(io.err, read.diagnostics, read, parsed.file);
    if (!read.ok) {
        io.err.flush();
        return 2;
    }
    JobDocument job = read.document;
    if (job.region.isEmpty())
        job.region = parsed.region;
    const ExportedJob exported = exportJob(job, parsed.to, *Catalog::active());
    printNotes(io.err, exported.conversionNotes, read, parsed.file);
    printNotes(io.err, exported.lost, read, parsed.file);
    if (hasErrors(exported.lost)) {
        io.err << "poolcraft export: " << tr("not written: %1 cannot hold this job as it is")
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
        QSaveFile out(parsed.output);
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size() || !out.commit()) {
            io.err << "poolcraft export: " << tr("cannot write %1: %2")
                                                  .arg(parsed.output, out.errorString())
                   << '\n';
            io.err.flush();
            return 2;
        }
    }
    io.err.flush();
    return hasErrors(read.diagnostics) ? 1 : 0;
}

} // namespace Poolcraft
