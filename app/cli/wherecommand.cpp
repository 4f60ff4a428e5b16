#include "commands.h"

#include "cliutil.h"

#include "models/catalog/catalogarguments.h"
#include "models/core/inputfile.h"
#include "models/formats/jobfile.h"
#include "models/validation/validator.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Poolcraft {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::WhereCommand", text);
}

void printHelp(QTextStream &out)
{
    out << tr("Usage: poolcraft where [--json] [--flavour vertex|ai-platform] [--catalog FILE]"
              " FILE\n\n"
              "Lists the regions that can run the job in FILE (machine series and GPUs\n"
              "offered, all GPU types in one zone), cheapest first, with the cost per hour,\n"
              "and why the others cannot. Exits 1 when no region can run it.\n");
}

QJsonArray jsonList(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

} // namespace

int whereCommand(const QStringList &args, CommandIo io)
{
    const CatalogArguments shared = parseCatalogArguments(args);
    if (!reportCatalogArguments(shared, io, "where"))
        return 2;
    bool json = false;
    QString file;
    for (const QString &arg : shared.rest) {
        if (arg == QLatin1String("--json")) {
            json = true;
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printHelp(io.out);
            return 0;
        } else if (arg.startsWith(QLatin1Char('-')) && arg != QLatin1String("-")) {
            io.err << "poolcraft where: " << tr("unknown option '%1'").arg(arg) << '\n';
            return 2;
        } else if (file.isEmpty()) {
            file = arg;
        } else {
            io.err << "poolcraft where: " << tr("only one job file, not '%1'").arg(arg) << '\n';
            return 2;
        }
    }
    if (file.isEmpty()) {
        io.err << "poolcraft where: " << tr("which job file?") << '\n';
        printHelp(io.err);
        return 2;
    }
    const ReadResult read = readJobFile(file);
    for (const Diagnostic &d : read.diagnostics)
        io.err << formatDiagnosticLine(d) << '\n';
    if (!read.ok) {
        io.err << "poolcraft where: " << tr("%1 holds no job that can be read").arg(file) << '\n';
        return 2;
    }
    if (!checkJobHasPools(read, InputFile::displayName(file), io,
                          tr("nothing can run it anywhere, so no region is priced")))
        return 1;
    const Catalog &catalog = *shared.catalog;
    const JobFlavour flavour = shared.flavour.value_or(
        read.format == Format::AiPlatformYaml ? JobFlavour::AiPlatform
                                              : flavourOf(read.document));
    const QList<RegionOption> options = whereCanRun(read.document, catalog, flavour);
    const bool any = std::any_of(options.cbegin(), options.cend(),
                                 [](const RegionOption &o) { return o.canRun; });

    if (json) {
        QJsonArray regions;
        for (const RegionOption &o : options) {
            QJsonObject object{{"region", o.region}, {"location", o.location},
                               {"canRun", o.canRun}, {"reasons", jsonList(o.reasons)},
                               {"notes", jsonList(o.notes)}, {"zones", jsonList(o.zones)},
                               {"costKnown", o.costKnown},
                               {"unknownPrices", jsonList(o.unknownPrices)}};
            object.insert("costPerHour", o.costKnown ? QJsonValue(o.costPerHour)
                                                     : QJsonValue(QJsonValue::Null));
            object.insert("knownCostPerHour", o.costPerHour);
            regions.append(object);
        }
        const QJsonObject root{{"file", file}, {"regions", regions},
                               {"flavour", flavour == JobFlavour::Vertex ? "vertex"
                                                                         : "ai-platform"},
                               {"priceNote", catalog.priceNote()}};
        io.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return any ? 0 : 1;
    }

    int width = 0;
    for (const RegionOption &o : options)
        width = std::max(width, int(o.region.size()));
    for (const RegionOption &o : options) {
        QString line = o.region.leftJustified(width + 2);
        if (o.canRun) {
            QString cost = QStringLiteral("$%1/h").arg(o.costPerHour, 0, 'f', 2);
            if (!o.costKnown)
                cost = tr("≥ %1 (price unknown: %2)")
                           .arg(cost, o.unknownPrices.join(QStringLiteral(", ")));
            line += cost;
            if (!o.zones.isEmpty())
                line += tr("  zones: %1").arg(o.zones.join(QLatin1Char(' ')));
            if (!o.notes.isEmpty())
                line += tr("  note: %1").arg(o.notes.join(QStringLiteral("; ")));
        } else {
            line += tr("cannot run: %1").arg(o.reasons.join(QStringLiteral("; ")));
        }
        io.out << line << '\n';
    }
    io.out << tr("Prices: %1.").arg(catalog.priceNote()) << '\n';
    return any ? 0 : 1;
}

} // namespace Poolcraft
