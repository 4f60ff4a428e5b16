#include "commands.h"

#include "cliutil.h"

#include "models/catalog/catalogarguments.h"
#include "models/validation/suggestions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class CatalogCommandMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::CatalogCommand)
};

struct Row
{
    const MachineTypeInfo *machine = nullptr;
    const AcceleratorInfo *accelerator = nullptr;
    const CountRule *rule = nullptr;
};

QJsonValue jsonPrice(std::optional<double> price)
{
    return price ? QJsonValue(*price) : QJsonValue(QJsonValue::Null);
}

} // namespace

int catalogCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("catalog",
                           CatalogCommandMessages::tr("Lists the valid combinations of machine type, accelerator and "
                              "accelerator count, with the price per hour in REGION when a "
                              "region is given (only what it offers is listed then)."));
    QCommandLineParser &parser = options.parser();
    parser.addOptions({{QStringLiteral("region"), CatalogCommandMessages::tr("Only what REGION offers, with prices."),
                        QStringLiteral("REGION")},
                       {QStringLiteral("accelerator"), CatalogCommandMessages::tr("Only this accelerator."),
                        QStringLiteral("ACCELERATOR")},
                       {QStringLiteral("machine-type"), CatalogCommandMessages::tr("Only this machine type."),
                        QStringLiteral("MACHINE_TYPE")},
                       {QStringLiteral("json"), CatalogCommandMessages::tr("One JSON array instead of a table.")}});
    options.addCatalogOptions();
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    if (!parser.positionalArguments().isEmpty())
        return argumentError(io, "catalog",
                             CatalogCommandMessages::tr("unknown argument '%1'").arg(parser.positionalArguments().first()));
    const CatalogArguments shared = options.catalogArguments();
    if (!reportCatalogArguments(shared, io, "catalog"))
        return 2;
    const QString region = parser.value(QStringLiteral("region"));
    const QString acceleratorName = parser.value(QStringLiteral("accelerator"));
    const QString machineName = parser.value(QStringLiteral("machine-type"));
    const bool json = parser.isSet(QStringLiteral("json"));
    const Catalog &catalog = *shared.catalog;
    const JobFlavour flavour = shared.flavour.value_or(JobFlavour::Vertex);
    auto unknown = [&](const QString &what, const QString &name, const QStringList &known) {
        io.err << "poolcraft catalog: " << CatalogCommandMessages::tr("unknown %1 '%2'").arg(what, name);
        const QStringList near = nearestNames(name, known, 3);
        if (!near.isEmpty())
            io.err << CatalogCommandMessages::tr("; did you mean %1?").arg(near.join(QStringLiteral(", ")));
        io.err << '\n';
        return 2;
    };
    if (!region.isEmpty() && !catalog.region(region))
        return unknown(CatalogCommandMessages::tr("region"), region, regionNames(catalog));
    const AcceleratorInfo *accelerator = nullptr;
    if (!acceleratorName.isEmpty()) {
        accelerator = catalog.accelerator(acceleratorName);
        if (!accelerator)
            return unknown(CatalogCommandMessages::tr("accelerator"), acceleratorName, acceleratorNames(catalog));
    }
    if (!machineName.isEmpty() && !catalog.machineType(machineName))
        return unknown(CatalogCommandMessages::tr("machine type"), machineName, machineTypeNames(catalog));

    QList<Row> rows;
    for (const MachineTypeInfo &machine : catalog.machineTypes()) {
        if (!machineName.isEmpty() && machine.name != machineName)
            continue;
        if (!region.isEmpty() && catalog.hasSeriesData(machine.series)
            && !catalog.regionOffersSeries(region, machine.series))
            continue;
        const QStringList names = catalog.acceleratorsFor(machine.name);
        if (names.isEmpty() && !accelerator)
            rows.append({&machine, nullptr, nullptr});
        for (const QString &name : names) {
            const AcceleratorInfo *info = catalog.accelerator(name);
            if (accelerator && info != accelerator)
                continue;
            if (!region.isEmpty() && catalog.hasAvailabilityData(name)
                && !catalog.regionOffers(region, name))
                continue;
            if (!region.isEmpty() && info->lifecycle == Lifecycle::EndOfLife)
                continue;
            // Only the flavour's own table: Vertex lists no K80, AI Platform no H100.
            const CountRule *rule = catalog.countRule(machine.name, name, flavour);
            if (rule && rule->flavour == flavour)
                rows.append({&machine, info, rule});
        }
    }

    if (json) {
        QJsonArray combinations;
        for (const Row &row : rows) {
            QJsonObject object{{"machineType", row.machine->name},
                               {"series", row.machine->series},
                               {"vcpus", row.machine->vcpus},
                               {"memoryGb", row.machine->memoryGb}};
            if (row.accelerator) {
                QJsonArray counts;
                for (int count : row.rule->counts)
                    counts.append(count);
                object.insert("accelerator", row.accelerator->name);
                object.insert("computeName", row.accelerator->computeName);
                object.insert("counts", counts);
                object.insert("source", catalog.sourceText(row.rule->source));
            }
            if (!region.isEmpty()) {
                object.insert("machinePricePerHour",
                              jsonPrice(catalog.machinePricePerHour(row.machine->name, region)));
                if (row.accelerator)
                    object.insert("acceleratorPricePerHour",
                                  jsonPrice(catalog.acceleratorPricePerHour(
                                      row.accelerator->name, region)));
            }
            combinations.append(object);
        }
        QJsonObject root{{"combinations", combinations},
                         {"flavour", flavour == JobFlavour::Vertex ? "vertex" : "ai-platform"},
                         {"priceNote", catalog.priceNote()}};
        if (!region.isEmpty())
            root.insert("region", region);
        io.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }

    QStringList header{CatalogCommandMessages::tr("MACHINE TYPE"), CatalogCommandMessages::tr("VCPUS"), CatalogCommandMessages::tr("MEMORY GB"), CatalogCommandMessages::tr("ACCELERATOR"),
                       CatalogCommandMessages::tr("COUNTS")};
    if (!region.isEmpty())
        header << CatalogCommandMessages::tr("MACHINE $/H") << CatalogCommandMessages::tr("PER GPU $/H");
    QList<QStringList> table{header};
    for (const Row &row : rows) {
        QStringList cells{row.machine->name, QString::number(row.machine->vcpus),
                          QString::number(row.machine->memoryGb),
                          row.accelerator ? row.accelerator->name : QStringLiteral("-"),
                          QStringLiteral("-")};
        if (row.rule) {
            QStringList counts;
            for (int count : row.rule->counts)
                counts.append(QString::number(count));
            cells[4] = counts.join(QLatin1Char(','));
            if (row.rule->multipleOf > 0)
                cells[4] += CatalogCommandMessages::tr(",n×%1").arg(row.rule->multipleOf);
        }
        if (!region.isEmpty()) {
            cells << priceText(catalog.machinePricePerHour(row.machine->name, region));
            cells << (row.accelerator ? priceText(catalog.acceleratorPricePerHour(
                                            row.accelerator->name, region))
                                      : QStringLiteral("-"));
        }
        table.append(cells);
    }
    QList<int> widths(header.size(), 0);
    for (const QStringList &cells : table) {
        for (int c = 0; c < cells.size(); ++c)
            widths[c] = std::max(widths[c], int(cells.at(c).size()));
    }
    for (const QStringList &cells : table) {
        QString line;
        for (int c = 0; c < cells.size(); ++c)
            line += cells.at(c).leftJustified(widths[c] + 2);
        io.out << line.trimmed() << '\n';
    }
    io.out << QCoreApplication::translate("Poolcraft::CatalogCommand", "%n combination(s)",
                                          nullptr, int(rows.size()));
    if (!region.isEmpty())
        io.out << CatalogCommandMessages::tr("; prices: %1 (? = unknown)").arg(catalog.priceNote());
    io.out << '\n';
    return 0;
}

} // namespace Poolcraft
