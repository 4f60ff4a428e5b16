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

// The messages of this file, under the context Qt Linguist files them by.
class WhereCommandMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::WhereCommand)
};

QJsonArray jsonList(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonValue jsonPrice(const std::optional<double> &price)
{
    return price ? QJsonValue(*price) : QJsonValue(QJsonValue::Null);
}

QJsonArray jsonPools(const JobCost &cost)
{
    QJsonArray pools;
    for (const PoolCost &p : cost.pools) {
        pools.append(QJsonObject{{"pool", p.pool}, {"role", poolRoleName(p.pool)},
                                 {"replicas", double(p.replicas)},
                                 {"machineType", p.machineType},
                                 {"machinePerHour", jsonPrice(p.machinePerHour)},
                                 {"accelerator", p.accelerator},
                                 {"acceleratorCount", p.acceleratorCount},
                                 {"acceleratorPerHour", jsonPrice(p.acceleratorPerHour)},
                                 {"subtotalPerHour", p.subtotal()},
                                 {"priceKnown", p.known()}});
    }
    return pools;
}

// The region whose cost the table spells out pool by pool: the job's own when it can run
// there, else the cheapest that can.
const RegionOption *detailedRegion(const QList<RegionOption> &options, const QString &region)
{
    const RegionOption *first = nullptr;
    for (const RegionOption &o : options) {
        if (!o.canRun)
            continue;
        if (o.region == region)
            return &o;
        if (!first)
            first = &o;
    }
    return first;
}

} // namespace

int whereCommand(const QStringList &args, CommandIo io)
{
    CommandOptions command("where",
                           WhereCommandMessages::tr("Lists the regions that can run the job in FILE (machine series "
                              "and GPUs offered, all GPU types in one zone), cheapest first, "
                              "with the cost per hour, and why the others cannot; then the cost "
                              "pool by pool and what it leaves out. Exits 1 when no region can "
                              "run it."));
    QCommandLineParser &parser = command.parser();
    parser.addOption({QStringLiteral("json"), WhereCommandMessages::tr("One JSON object instead of a table.")});
    command.addCatalogOptions();
    parser.addPositionalArgument(QStringLiteral("FILE"), WhereCommandMessages::tr("The job file."));
    if (const std::optional<int> done = command.parse(args, io))
        return *done;
    const CatalogArguments shared = command.catalogArguments();
    if (!reportCatalogArguments(shared, io, "where"))
        return 2;
    const bool json = parser.isSet(QStringLiteral("json"));
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        argumentError(io, "where",
                      files.isEmpty() ? WhereCommandMessages::tr("which job file?")
                                      : WhereCommandMessages::tr("only one job file, not '%1'").arg(files.at(1)));
        io.err << command.helpText();
        return 2;
    }
    const QString file = files.first();
    const ReadResult read = readJobFile(file);
    for (const Diagnostic &d : read.diagnostics)
        io.err << formatDiagnosticLine(d) << '\n';
    if (!read.ok) {
        io.err << "poolcraft where: " << WhereCommandMessages::tr("%1 holds no job that can be read").arg(file) << '\n';
        return 2;
    }
    if (!checkJobHasPools(read, InputFile::displayName(file), io,
                          WhereCommandMessages::tr("nothing can run it anywhere, so no region is priced")))
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
            object.insert("pools", jsonPools(o.cost));
            regions.append(object);
        }
        const QJsonObject root{{"file", file}, {"regions", regions},
                               {"flavour", flavour == JobFlavour::Vertex ? "vertex"
                                                                         : "ai-platform"},
                               {"priceNote", catalog.priceNote()},
                               {"notCounted", jsonList(JobCost::notCounted())}};
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
                cost = WhereCommandMessages::tr("≥ %1 (price unknown: %2)")
                           .arg(cost, o.unknownPrices.join(QStringLiteral(", ")));
            line += cost;
            if (!o.zones.isEmpty())
                line += WhereCommandMessages::tr("  zones: %1").arg(o.zones.join(QLatin1Char(' ')));
            if (!o.notes.isEmpty())
                line += WhereCommandMessages::tr("  note: %1").arg(o.notes.join(QStringLiteral("; ")));
        } else {
            line += WhereCommandMessages::tr("cannot run: %1").arg(o.reasons.join(QStringLiteral("; ")));
        }
        io.out << line << '\n';
    }
    if (const RegionOption *detailed = detailedRegion(options, read.document.region)) {
        io.out << '\n' << WhereCommandMessages::tr("Cost in %1, pool by pool:").arg(detailed->region)
               << '\n';
        for (const PoolCost &pool : detailed->cost.pools)
            io.out << "  " << pool.description() << '\n';
    }
    io.out << JobCost::notCountedText() << '\n';
    io.out << WhereCommandMessages::tr("Prices: %1.").arg(catalog.priceNote()) << '\n';
    return any ? 0 : 1;
}

} // namespace Poolcraft
