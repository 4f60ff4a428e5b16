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

QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::CatalogCommand", text);
}

void printHelp(QTextStream &out)
{
    out << tr("Usage: poolcraft catalog [--region R] [--accelerator A] [--machine-type M]\n"
              "                         [--flavour vertex|ai-platform] [--catalog FILE] "
              "[--json]\n\n"
              "Lists the valid combinations of machine type, accelerator and accelerator\n"
              "count, with the price per hour in R when a region is given (only what R\n"
              "offers is listed then).\n");
}

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
    const CatalogArguments shared = parseCatalogArguments(args);
    if (!reportCatalogArguments(shared, io, "catalog"))
        return 2;
    QString region;
    QString acceleratorName;
    QString machineName;
    bool json = false;
    const QStringList &rest = shared.rest;
    for (int i = 0; i < rest.size(); ++i) {
        const QString &arg = rest.at(i);
        QString *target = arg == QLatin1String("--region")         ? &region
                          : arg == QLatin1String("--accelerator")  ? &acceleratorName
                          : arg == QLatin1String("--machine-type") ? &machineName
                                                                   : nullptr;
        if (target) {
            if (i + 1 >= rest.size()) {
                io.err << "poolcraft catalog: " << tr("%1 needs a value").arg(arg) << '\n';
                return 2;
            }
            *target = rest.at(++i);
        } else if (arg == QLatin1String("--json")) {
            json = true;
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printHelp(io.out);
            return 0;
        } else {
            io.err << "poolcraft catalog: " << tr("unknown argument '%1'").arg(arg) << '\n';
            printHelp(io.err);
            return 2;
        }
    }
    const Catalog &catalog = *shared.catalog;
    const JobFlavour flavour = shared.flavour.value_or(JobFlavour::Vertex);
    auto unknown = [&](const QString &what, const QString &name, const QStringList &known) {
        io.err << "poolcraft catalog: " << tr("unknown %1 '%2'").arg(what, name);
        const QStringList near = nearestNames(name, known, 3);
        if (!near.isEmpty())
            io.err << tr("; did you mean %1?").arg(near.join(QStringLiteral(", ")));
        io.err << '\n';
        return 2;
    };
    if (!region.isEmpty() && !catalog.region(region))
        return unknown(tr("region"), region, regionNames(catalog));
    const AcceleratorInfo *accelerator = nullptr;
    if (!acceleratorName.isEmpty()) {
        accelerator = catalog.accelerator(acceleratorName);
        if (!accelerator)
            return unknown(tr("accelerator"), acceleratorName, acceleratorNames(catalog));
    }
    if (!machineName.isEmpty() && !catalog.machineType(machineName))
        return unknown(tr("machine type"), machineName, machineTypeNames(catalog));

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

    QStringList header{tr("MACHINE TYPE"), tr("VCPUS"), tr("MEMORY GB"), tr("ACCELERATOR"),
                       tr("COUNTS")};
    if (!region.isEmpty())
        header << tr("MACHINE $/H") << tr("PER GPU $/H");
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
                cells[4] += tr(",n×%1").arg(row.rule->multipleOf);
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
        io.out << tr("; prices: %1 (? = unknown)").arg(catalog.priceNote());
    io.out << '\n';
    return 0;
}

} // namespace Poolcraft
