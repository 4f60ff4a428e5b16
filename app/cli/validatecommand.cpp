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

// The messages of this file, under the context Qt Linguist files them by.
class ValidateCommandMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::ValidateCommand)
};

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

} // namespace

int validateCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("validate",
                           ValidateCommandMessages::tr("Checks job files (AI Platform or Vertex config.yaml, hp-tuning "
                              "config, REST JSON, gcloud command, Poolcraft job) against what "
                              "the cloud accepts. Prints FILE:LINE:COL: error|warning: MESSAGE "
                              "for each problem. FILE - reads standard input.\nExit status: 0 no "
                              "error, 1 some error, 2 a file could not be read."));
    QCommandLineParser &parser = options.parser();
    parser.addOptions({{QStringLiteral("region"), ValidateCommandMessages::tr("The region for files that name none."),
                        QStringLiteral("REGION")},
                       {QStringLiteral("json"), ValidateCommandMessages::tr("One JSON array of diagnostics instead.")}});
    parser.addPositionalArgument(QStringLiteral("FILE"), ValidateCommandMessages::tr("Job files to check."),
                                 QStringLiteral("FILE..."));
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return argumentError(io, "validate", ValidateCommandMessages::tr("which file? Give one or more job files"));
    const QString region = parser.value(QStringLiteral("region"));
    const bool asJson = parser.isSet(QStringLiteral("json"));
    bool anyUnreadable = false;
    bool anyError = false;
    QJsonArray json;
    for (const QString &file : files) {
        const ReadResult read = readJobFile(file);
        // "<stdin>" for "-"
        const Diagnostics diagnostics = validateJobFile(read, InputFile::displayName(file), region);
        anyUnreadable = anyUnreadable || !read.ok;
        anyError = anyError || hasErrors(diagnostics);
        for (const Diagnostic &d : diagnostics) {
            if (asJson)
                json.append(toJson(d));
            else
                io.out << formatDiagnosticLine(d) << '\n';
        }
    }
    if (asJson)
        io.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    io.out.flush();
    return anyUnreadable ? 2 : anyError ? 1 : 0;
}

} // namespace Poolcraft
