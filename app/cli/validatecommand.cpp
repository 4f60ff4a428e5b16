#include "commands.h"

#include "cliutil.h"

#include "models/catalog/catalog.h"
#include "models/core/inputfile.h"
#include "models/formats/jobfile.h"
#include "models/validation/validator.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Poolcraft {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::ValidateCommand", text);
}

struct ValidateArguments
{
    QStringList files;
    QString region;
    bool json = false;
    bool help = false;
    QString error;
};

ValidateArguments parseValidateArguments(const QStringList &args)
{
    ValidateArguments parsed;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            parsed.help = true;
        } else if (arg == QLatin1String("--json")) {
            parsed.json = true;
        } else if (arg == QLatin1String("--region")) {
            if (i + 1 >= args.size()) {
                parsed.error = tr("--region needs a region, such as us-central1");
                return parsed;
            }
            parsed.region = args[++i];
        } else if (arg.startsWith(QLatin1String("--region="))) {
            parsed.region = arg.mid(9);
        } else if (arg == QLatin1String("--")) {
            parsed.files += args.mid(i + 1);
            break;
        } else if (arg.startsWith(u'-') && arg.size() > 1) {
            parsed.error = tr("unknown option '%1'").arg(arg);
            return parsed;
        } else {
            parsed.files.append(arg);
        }
    }
    if (!parsed.help && parsed.files.isEmpty())
        parsed.error = tr("which file? Give one or more job files");
    return parsed;
}

QJsonObject toJson(const Diagnostic &d)
{
    QJsonArray fixes;
    for (const Fix &fix : d.fixes) {
        fixes.append(QJsonObject{{QStringLiteral("label"), fix.label},
                                 {QStringLiteral("path"), fix.path},
                                 {QStringLiteral("value"), fix.value}});
    }
    return QJsonObject{{QStringLiteral("file"), d.file},
                       {QStringLiteral("line"), d.position.line},
                       {QStringLiteral("column"), d.position.column},
                       {QStringLiteral("severity"), severityName(d.severity)},
                       {QStringLiteral("rule"), d.ruleId},
                       {QStringLiteral("path"), d.path},
                       {QStringLiteral("message"), d.message},
                       {QStringLiteral("fixes"), fixes}};
}

// Reads and validates one file; returns its diagnostics, sorted by position.
Diagnostics validateFile(const QString &path, const QString &region, bool *unreadable)
{
    ReadResult read = readJobFile(path);
    const QString file = InputFile::displayName(path); // "<stdin>" for "-"
    *unreadable = !read.ok;
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

} // namespace

int validateCommand(const QStringList &args, CommandIo io)
{
    const ValidateArguments parsed = parseValidateArguments(args);
    if (parsed.help) {
        io.out << tr("Usage: poolcraft validate [--region R] [--json] FILE...\n"
                     "Checks job files (AI Platform or Vertex config.yaml, hp-tuning config,\n"
                     "REST JSON, gcloud command, Poolcraft job) against what the cloud accepts.\n"
                     "Prints FILE:LINE:COL: error|warning: MESSAGE for each problem.\n"
                     "FILE - reads standard input.\n"
                     "  --region R  the region for files that do not name one\n"
                     "  --json      one JSON array of diagnostics instead\n"
                     "Exit status: 0 no error, 1 some error, 2 a file could not be read.\n");
        return 0;
    }
    if (!parsed.error.isEmpty())
        return argumentError(io, "validate", parsed.error);
    bool anyUnreadable = false;
    bool anyError = false;
    QJsonArray json;
    for (const QString &file : parsed.files) {
        bool unreadable = false;
        const Diagnostics diagnostics = validateFile(file, parsed.region, &unreadable);
        anyUnreadable = anyUnreadable || unreadable;
        anyError = anyError || hasErrors(diagnostics);
        for (const Diagnostic &d : diagnostics) {
            if (parsed.json)
                json.append(toJson(d));
            else
                io.out << formatDiagnosticLine(d) << '\n';
        }
    }
    if (parsed.json)
        io.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    io.out.flush();
    return anyUnreadable ? 2 : anyError ? 1 : 0;
}

} // namespace Poolcraft
