#include "catalog.h"
#include "csvtable.h"

#include "models/core/inputfile.h"
#include "models/formats/yamlinput.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <optional>
#include <limits>

namespace Poolcraft {

namespace {

constexpr qint64 MaxYamlBytes = 16 * 1024 * 1024;
constexpr qint64 MaxTableBytes = 64 * 1024 * 1024;
constexpr double Unknown = std::numeric_limits<double>::quiet_NaN();

// The messages of this file, under the context Qt Linguist files them by.
class CatalogMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::Catalog)
};

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

// Reads a catalog file into a fresh Catalog, collecting every problem with its position.
class CatalogLoader
{
public:
    explicit CatalogLoader(const QString &fileName)
        : m_file(fileName)
        , m_catalog(new Catalog)
    {}

    CatalogLoadResult load(const QByteArray &yaml, const QString &tableDirectory);

private:
    void error(const YAML::Mark &mark, const QString &message);
    void error(const YAML::Node &node, const QString &message) { error(node.Mark(), message); }
    void checkKeys(const YAML::Node &map, const QStringList &allowed);
    bool isMap(const YAML::Node &node, const QString &what);
    bool isSequence(const YAML::Node &node, const QString &what);
    QString text(const YAML::Node &map, const char *key, bool required);
    std::optional<double> number(const YAML::Node &map, const char *key, bool required,
                                 bool integral);
    QString sourceKey(const YAML::Node &map);
    std::optional<JobFlavour> flavour(const YAML::Node &map);

    void readSources(const YAML::Node &node);
    void readAccelerators(const YAML::Node &node);
    void readMachineTypes(const YAML::Node &node);
    void readCountRules(const YAML::Node &node);
    void readGpuCaps(const YAML::Node &node);
    void readLegacy(const YAML::Node &node);
    void readScaleTiers(const YAML::Node &node);
    void readDefaultQuotas(const YAML::Node &node);
    void readRules(const YAML::Node &node);
    void readTables(const YAML::Node &node, const QString &tableDirectory);
    void takeBuiltInTables();

    bool readTable(const QString &path, const QStringList &header, CsvTable *table);
    void readZones(const CsvTable &table);
    void readGpuZones(const CsvTable &table);
    void readMachinePrices(const CsvTable &table);
    double price(const CsvTable &table, const CsvTable::Row &row, int column);

    QString m_file;
    std::optional<YamlColumns> m_columns;  // of the catalog file, once load() has it
    std::shared_ptr<Catalog> m_catalog;
    Diagnostics m_diagnostics;
};

void CatalogLoader::error(const YAML::Mark &mark, const QString &message)
{
    const SourcePosition at = m_columns ? m_columns->position(mark) : SourcePosition();
    m_diagnostics.append(catalogError(m_file, at.isValid() ? at.line : 1,
                                      at.isValid() ? at.column : 1, message));
}

void CatalogLoader::checkKeys(const YAML::Node &map, const QStringList &allowed)
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (!it->first.IsScalar()) {
            error(it->first, CatalogMessages::tr("a key must be plain text"));
            continue;
        }
        const QString key = fromStd(it->first.Scalar());
        if (!allowed.contains(key))
            error(it->first, CatalogMessages::tr("unknown key '%1' (expected one of: %2)")
                                 .arg(key.left(80), allowed.join(QStringLiteral(", "))));
    }
}

bool CatalogLoader::isMap(const YAML::Node &node, const QString &what)
{
    if (node.IsMap())
        return true;
    error(node, CatalogMessages::tr("%1 must be a mapping of keys to values").arg(what));
    return false;
}

bool CatalogLoader::isSequence(const YAML::Node &node, const QString &what)
{
    if (node.IsSequence())
        return true;
    error(node, CatalogMessages::tr("%1 must be a list").arg(what));
    return false;
}

QString CatalogLoader::text(const YAML::Node &map, const char *key, bool required)
{
    const YAML::Node value = map[key];
    if (!value) {
        if (required)
            error(map, CatalogMessages::tr("'%1' is missing").arg(QLatin1String(key)));
        return QString();
    }
    if (!value.IsScalar() || value.Scalar().empty()) {
        error(value, CatalogMessages::tr("'%1' must be non-empty text").arg(QLatin1String(key)));
        return QString();
    }
    return fromStd(value.Scalar());
}

std::optional<double> CatalogLoader::number(const YAML::Node &map, const char *key,
                                            bool required, bool integral)
{
    const YAML::Node value = map[key];
    if (!value) {
        if (required)
            error(map, CatalogMessages::tr("'%1' is missing").arg(QLatin1String(key)));
        return std::nullopt;
    }
    bool ok = false;
    double result = 0;
    if (value.IsScalar())
        result = fromStd(value.Scalar()).toDouble(&ok);
    if (!ok || !std::isfinite(result) || (integral && result != std::floor(result))
        || std::abs(result) > 1e9) {
        error(value, CatalogMessages::tr("'%1' must be %2, not '%3'")
                         .arg(QLatin1String(key),
                              integral ? CatalogMessages::tr("a whole number") : CatalogMessages::tr("a number"),
                              value.IsScalar() ? fromStd(value.Scalar()).left(40)
                                               : CatalogMessages::tr("a structure")));
        return std::nullopt;
    }
    if (result < 0) {
        error(value, CatalogMessages::tr("'%1' must not be negative (%2)").arg(QLatin1String(key)).arg(result));
        return std::nullopt;
    }
    return result;
}

QString CatalogLoader::sourceKey(const YAML::Node &map)
{
    const QString key = text(map, "source", true);
    if (!key.isEmpty() && !m_catalog->m_sources.contains(key)) {
        error(map["source"], CatalogMessages::tr("source '%1' is not listed under 'sources'").arg(key.left(80)));
        return QString();
    }
    return key;
}

std::optional<JobFlavour> CatalogLoader::flavour(const YAML::Node &map)
{
    const QString name = text(map, "flavour", true);
    if (name == QLatin1String("vertex"))
        return JobFlavour::Vertex;
    if (name == QLatin1String("aiPlatform"))
        return JobFlavour::AiPlatform;
    if (!name.isEmpty())
        error(map["flavour"], CatalogMessages::tr("flavour must be 'vertex' or 'aiPlatform', not '%1'")
                                  .arg(name.left(40)));
    return std::nullopt;
}

void CatalogLoader::readSources(const YAML::Node &node)
{
    if (!isMap(node, QStringLiteral("'sources'")))
        return;
    for (auto it = node.begin(); it != node.end(); ++it) {
        if (!it->first.IsScalar() || !it->second.IsScalar() || it->second.Scalar().empty()) {
            error(it->first, CatalogMessages::tr("each source is a key and a non-empty description"));
            continue;
        }
        m_catalog->m_sources.insert(fromStd(it->first.Scalar()), fromStd(it->second.Scalar()));
    }
}

void CatalogLoader::readAccelerators(const YAML::Node &node)
{
    if (!isSequence(node, QStringLiteral("'accelerators'")))
        return;
    Catalog &c = *m_catalog;
    for (const YAML::Node &entry : node) {
        if (!isMap(entry, CatalogMessages::tr("an accelerator")))
            continue;
        checkKeys(entry, {"name", "computeName", "memoryGb", "kind", "lifecycle",
                          "lifecycleDate", "source"});
        AcceleratorInfo info;
        info.name = text(entry, "name", true);
        info.computeName = text(entry, "computeName", true);
        info.memoryGb = int(number(entry, "memoryGb", false, true).value_or(0));
        const QString kind = text(entry, "kind", true);
        if (kind == QLatin1String("tpu"))
            info.kind = AcceleratorKind::Tpu;
        else if (kind != QLatin1String("gpu") && !kind.isEmpty())
            error(entry["kind"], CatalogMessages::tr("kind must be 'gpu' or 'tpu', not '%1'").arg(kind.left(40)));
        const QString lifecycle = text(entry, "lifecycle", true);
        if (lifecycle == QLatin1String("endOfLife"))
            info.lifecycle = Lifecycle::EndOfLife;
        else if (lifecycle == QLatin1String("endOfSupport"))
            info.lifecycle = Lifecycle::EndOfSupport;
        else if (lifecycle != QLatin1String("current") && !lifecycle.isEmpty())
            error(entry["lifecycle"], CatalogMessages::tr("lifecycle must be 'current', 'endOfSupport' or "
                                         "'endOfLife', not '%1'").arg(lifecycle.left(40)));
        info.lifecycleDate = text(entry, "lifecycleDate", false);
        info.source = sourceKey(entry);
        if (info.name.isEmpty() || info.computeName.isEmpty())
            continue;
        if (c.m_acceleratorIndex.contains(info.name)
            || c.m_acceleratorIndex.contains(info.computeName)) {
            error(entry, CatalogMessages::tr("accelerator '%1' is listed twice").arg(info.name.left(80)));
            continue;
        }
        if (c.m_accelerators.size() >= 64) {
            error(entry, CatalogMessages::tr("a catalog holds at most 64 accelerator types"));
            return;
        }
        c.m_acceleratorIndex.insert(info.name, int(c.m_accelerators.size()));
        c.m_acceleratorIndex.insert(info.computeName, int(c.m_accelerators.size()));
        c.m_accelerators.append(info);
    }
}

void CatalogLoader::readMachineTypes(const YAML::Node &node)
{
    if (!isSequence(node, QStringLiteral("'machineTypes'")))
        return;
    Catalog &c = *m_catalog;
    for (const YAML::Node &entry : node) {
        if (!isMap(entry, CatalogMessages::tr("a machine type")))
            continue;
        checkKeys(entry, {"name", "series", "vcpus", "memoryGb", "source"});
        MachineTypeInfo info;
        info.name = text(entry, "name", true);
        info.series = text(entry, "series", true);
        info.vcpus = int(number(entry, "vcpus", true, true).value_or(0));
        info.memoryGb = number(entry, "memoryGb", true, false).value_or(0);
        info.source = sourceKey(entry);
        if (info.name.isEmpty())
            continue;
        if (c.m_machineIndex.contains(info.name)) {
            error(entry, CatalogMessages::tr("machine type '%1' is listed twice").arg(info.name.left(80)));
            continue;
        }
        c.m_machineIndex.insert(info.name, int(c.m_machines.size()));
        c.m_machines.append(info);
    }
}

void CatalogLoader::readCountRules(const YAML::Node &node)
{
    if (!isSequence(node, QStringLiteral("'countRules'")))
        return;
    Catalog &c = *m_catalog;
    for (const YAML::Node &entry : node) {
        if (!isMap(entry, CatalogMessages::tr("a count rule")))
            continue;
        checkKeys(entry, {"machineType", "accelerator", "counts", "multipleOf", "flavour",
                          "source"});
        CountRule rule;
        rule.machineType = text(entry, "machineType", true);
        rule.accelerator = text(entry, "accelerator", true);
        if (!rule.machineType.isEmpty() && !c.m_machineIndex.contains(rule.machineType))
            error(entry["machineType"], CatalogMessages::tr("unknown machine type '%1' in a count rule")
                                            .arg(rule.machineType.left(80)));
        const AcceleratorInfo *accelerator = c.accelerator(rule.accelerator);
        if (!rule.accelerator.isEmpty() && !accelerator)
            error(entry["accelerator"], CatalogMessages::tr("unknown accelerator '%1' in a count rule")
                                            .arg(rule.accelerator.left(80)));
        const YAML::Node counts = entry["counts"];
        if (!counts || !counts.IsSequence() || counts.size() == 0) {
            error(counts ? counts : entry, CatalogMessages::tr("'counts' must be a non-empty list"));
        } else {
            for (const YAML::Node &count : counts) {
                bool ok = false;
                const int value = count.IsScalar() ? fromStd(count.Scalar()).toInt(&ok) : 0;
                if (!ok || value <= 0 || value > 4096) {
                    error(count, CatalogMessages::tr("a count must be a whole number from 1 to 4096"));
                } else if (!rule.counts.isEmpty() && value <= rule.counts.last()) {
                    error(count, CatalogMessages::tr("counts must be increasing"));
                } else {
                    rule.counts.append(value);
                }
            }
        }
        rule.multipleOf = int(number(entry, "multipleOf", false, true).value_or(0));
        const std::optional<JobFlavour> ruleFlavour = flavour(entry);
        rule.flavour = ruleFlavour.value_or(JobFlavour::Vertex);
        rule.source = sourceKey(entry);
        if (!accelerator || !c.m_machineIndex.contains(rule.machineType))
            continue;
        rule.accelerator = accelerator->name;
        c.m_rulesByMachine[rule.machineType].append(int(c.m_countRules.size()));
        c.m_countRules.append(rule);
    }
}

void CatalogLoader::readGpuCaps(const YAML::Node &node)
{
    if (!isSequence(node, QStringLiteral("'gpuCaps'")))
        return;
    for (const YAML::Node &entry : node) {
        if (!isMap(entry, CatalogMessages::tr("a GPU cap")))
            continue;
        checkKeys(entry, {"accelerator", "count", "maxVcpus", "maxMemoryGb", "source"});
        GpuCap cap;
        cap.accelerator = text(entry, "accelerator", true);
        if (!cap.accelerator.isEmpty() && !m_catalog->accelerator(cap.accelerator))
            error(entry["accelerator"], CatalogMessages::tr("unknown accelerator '%1'")
                                            .arg(cap.accelerator.left(80)));
        cap.count = int(number(entry, "count", true, true).value_or(0));
        cap.maxVcpus = int(number(entry, "maxVcpus", true, true).value_or(0));
        cap.maxMemoryGb = number(entry, "maxMemoryGb", true, false).value_or(0);
        cap.source = sourceKey(entry);
        m_catalog->m_gpuCaps.append(cap);
    }
}

void CatalogLoader::readLegacy(const YAML::Node &node)
{
    if (!isSequence(node, QStringLiteral("'legacyMachineTypes'")))
        return;
    Catalog &c = *m_catalog;
    for (const YAML::Node &entry : node) {
        if (!isMap(entry, CatalogMessages::tr("a legacy machine type")))
            continue;
        checkKeys(entry, {"name", "equivalent", "accelerator", "acceleratorCount",
                          "description", "source"});
        LegacyMachineType legacy;
        legacy.name = text(entry, "name", true);
        legacy.equivalent = text(entry, "equivalent", true);
        if (!legacy.equivalent.isEmpty() && !c.machineType(legacy.equivalent))
            error(entry["equivalent"], CatalogMessages::tr("unknown machine type '%1'")
                                           .arg(legacy.equivalent.left(80)));
        legacy.accelerator = text(entry, "accelerator", false);
        if (!legacy.accelerator.isEmpty() && !c.accelerator(legacy.accelerator))
            error(entry["accelerator"], CatalogMessages::tr("unknown accelerator '%1'")
                                            .arg(legacy.accelerator.left(80)));
        legacy.acceleratorCount = int(number(entry, "acceleratorCount", false, true).value_or(0));
        legacy.description = text(entry, "description", false);
        legacy.source = sourceKey(entry);
        if (legacy.name.isEmpty())
            continue;
        c.m_legacyIndex.insert(legacy.name, int(c.m_legacy.size()));
        c.m_legacy.append(legacy);
    }
}

void CatalogLoader::readScaleTiers(const YAML::Node &node)
{
    if (!isSequence(node, QStringLiteral("'scaleTiers'")))
        return;
    Catalog &c = *m_catalog;
    for (const YAML::Node &entry : node) {
        if (!isMap(entry, CatalogMessages::tr("a scale tier")))
            continue;
        checkKeys(entry, {"name", "chief", "workers", "workerType", "parameterServers",
                          "parameterServerType", "description", "source"});
        ScaleTier tier;
        tier.name = text(entry, "name", true);
        tier.chiefType = text(entry, "chief", false);
        tier.workers = int(number(entry, "workers", false, true).value_or(-1));
        tier.workerType = text(entry, "workerType", false);
        tier.parameterServers = int(number(entry, "parameterServers", false, true).value_or(-1));
        tier.parameterServerType = text(entry, "parameterServerType", false);
        tier.description = text(entry, "description", false);
        tier.source = sourceKey(entry);
        for (const char *key : {"chief", "workerType", "parameterServerType"}) {
            const QString type = text(entry, key, false);
            if (!type.isEmpty() && !c.legacyMachineType(type) && !c.machineType(type))
                error(entry[key], CatalogMessages::tr("unknown machine type '%1'").arg(type.left(80)));
        }
        if (tier.name.isEmpty())
            continue;
        c.m_scaleTierIndex.insert(tier.name.toUpper(), int(c.m_scaleTiers.size()));
        c.m_scaleTiers.append(tier);
    }
}

void CatalogLoader::readDefaultQuotas(const YAML::Node &node)
{
    if (!isSequence(node, QStringLiteral("'defaultQuotas'")))
        return;
    Catalog &c = *m_catalog;
    for (const YAML::Node &entry : node) {
        if (!isMap(entry, CatalogMessages::tr("a default quota")))
            continue;
        checkKeys(entry, {"resource", "limit", "description", "source"});
        DefaultQuota quota;
        quota.resource = text(entry, "resource", true);
        quota.limit = int(number(entry, "limit", true, true).value_or(0));
        quota.description = text(entry, "description", true);
        quota.source = sourceKey(entry);
        if (quota.resource != QLatin1String("vcpus") && !quota.resource.isEmpty()
            && !c.accelerator(quota.resource)) {
            error(entry["resource"], CatalogMessages::tr("a quota's resource is 'vcpus' or an "
                                                       "accelerator, not '%1'")
                                         .arg(quota.resource.left(80)));
            continue;
        }
        if (quota.limit <= 0 || quota.resource.isEmpty())
            continue;
        c.m_defaultQuotas.append(quota);
    }
}

void CatalogLoader::readRules(const YAML::Node &node)
{
    if (!isMap(node, QStringLiteral("'rules'")))
        return;
    for (auto it = node.begin(); it != node.end(); ++it) {
        if (!it->first.IsScalar() || !it->second.IsScalar()) {
            error(it->first, CatalogMessages::tr("each rule is a rule id and a source key"));
            continue;
        }
        const QString source = fromStd(it->second.Scalar());
        if (!m_catalog->m_sources.contains(source)) {
            error(it->second,
                  CatalogMessages::tr("source '%1' is not listed under 'sources'").arg(source.left(80)));
            continue;
        }
        m_catalog->m_ruleSources.insert(fromStd(it->first.Scalar()), source);
    }
}

bool CatalogLoader::readTable(const QString &path, const QStringList &header, CsvTable *table)
{
    QByteArray data;
    QString error;
    if (!InputFile::read(path, MaxTableBytes, &data, &error)) {
        m_diagnostics.append(catalogError(path, 1, 1, CatalogMessages::tr("cannot read the table: %1")
                                                          .arg(error)));
        return false;
    }
    if (data.size() > MaxTableBytes) {
        m_diagnostics.append(catalogError(path, 1, 1, CatalogMessages::tr("the table is larger than %1 MB")
                                                          .arg(MaxTableBytes >> 20)));
        return false;
    }
    return table->parse(data, path, header, &m_diagnostics);
}

double CatalogLoader::price(const CsvTable &table, const CsvTable::Row &row, int column)
{
    const QString &cell = row.cells.at(column);
    if (cell.isEmpty())
        return Unknown; // an empty price is unknown, not free
    bool ok = false;
    const double value = cell.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0) {
        m_diagnostics.append(catalogError(table.fileName(), row.line, row.columns.at(column),
                                          CatalogMessages::tr("'%1' is not a price").arg(cell.left(40))));
        return Unknown;
    }
    return value;
}

void CatalogLoader::readZones(const CsvTable &table)
{
    Catalog &c = *m_catalog;
    for (const CsvTable::Row &row : table.rows()) {
        const QString &zone = row.cells.at(0);
        const QString &region = row.cells.at(1);
        if (zone.isEmpty() || region.isEmpty()) {
            m_diagnostics.append(catalogError(table.fileName(), row.line, 1,
                                              CatalogMessages::tr("a zone row needs a zone and a region")));
            continue;
        }
        int index = c.m_regionIndex.value(region, -1);
        if (index < 0) {
            index = int(c.m_regions.size());
            c.m_regionIndex.insert(region, index);
            c.m_regions.append({region, row.cells.at(2), {}});
            c.m_zonesByRegion.emplace_back();
            c.m_regionSeries.emplace_back();
            c.m_regionAccelerators.push_back(0);
        }
        c.m_regions[index].zones.append(zone);
        Catalog::Zone entry;
        entry.info.name = zone;
        entry.info.region = region;
        entry.info.machineSeries = row.cells.at(3).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString &series : std::as_const(entry.info.machineSeries)) {
            c.m_regionSeries[size_t(index)].insert(series);
            c.m_seriesWithData.insert(series);
        }
        c.m_zonesByRegion[size_t(index)].push_back(entry);
    }
}

void CatalogLoader::readGpuZones(const CsvTable &table)
{
    Catalog &c = *m_catalog;
    for (const CsvTable::Row &row : table.rows()) {
        const int region = c.m_regionIndex.value(row.cells.at(1), -1);
        const auto accelerator = c.m_acceleratorIndex.constFind(row.cells.at(3));
        if (region < 0) {
            m_diagnostics.append(catalogError(table.fileName(), row.line, row.columns.at(1),
                                              CatalogMessages::tr("region '%1' is not in the zone table")
                                                  .arg(row.cells.at(1).left(80))));
            continue;
        }
        if (accelerator == c.m_acceleratorIndex.constEnd()) {
            m_diagnostics.append(catalogError(table.fileName(), row.line, row.columns.at(3),
                                              CatalogMessages::tr("unknown accelerator '%1'")
                                                  .arg(row.cells.at(3).left(80))));
            continue;
        }
        const int acc = accelerator.value();
        const Catalog::Mask bit = Catalog::Mask(1) << acc;
        bool zoneFound = false;
        for (Catalog::Zone &zone : c.m_zonesByRegion[size_t(region)]) {
            if (zone.info.name != row.cells.at(0))
                continue;
            zoneFound = true;
            if (!(zone.accelerators & bit))
                zone.info.accelerators.append(c.m_accelerators.at(acc).name);
            zone.accelerators |= bit;
        }
        if (!zoneFound) {
            m_diagnostics.append(catalogError(table.fileName(), row.line, 1,
                                              CatalogMessages::tr("zone '%1' is not in the zone table")
                                                  .arg(row.cells.at(0).left(80))));
            continue;
        }
        c.m_regionAccelerators[size_t(region)] |= bit;
        c.m_acceleratorsWithData |= bit;
        const double perHour = price(table, row, 5);
        price(table, row, 6); // spot prices are checked, not used yet
        double &known = c.m_acceleratorPrices[size_t(acc)][size_t(region)];
        if (!std::isnan(perHour) && (std::isnan(known) || perHour < known))
            known = perHour;
    }
}

void CatalogLoader::readMachinePrices(const CsvTable &table)
{
    Catalog &c = *m_catalog;
    for (const CsvTable::Row &row : table.rows()) {
        const int region = c.m_regionIndex.value(row.cells.at(3), -1);
        if (region < 0) {
            m_diagnostics.append(catalogError(table.fileName(), row.line, row.columns.at(3),
                                              CatalogMessages::tr("region '%1' is not in the zone table")
                                                  .arg(row.cells.at(3).left(80))));
            continue;
        }
        for (int column : {1, 2}) {
            bool ok = false;
            const double value = row.cells.at(column).toDouble(&ok);
            if (!row.cells.at(column).isEmpty() && (!ok || value < 0))
                m_diagnostics.append(catalogError(table.fileName(), row.line,
                                                  row.columns.at(column),
                                                  CatalogMessages::tr("'%1' must be a number that is not "
                                                     "negative").arg(row.cells.at(column)
                                                                         .left(40))));
        }
        std::vector<double> &prices = c.m_machinePrices[row.cells.at(0)];
        if (prices.empty())
            prices.assign(c.m_regions.size(), Unknown);
        prices[size_t(region)] = price(table, row, 4);
        price(table, row, 5);
    }
}

void CatalogLoader::readTables(const YAML::Node &node, const QString &tableDirectory)
{
    if (!isMap(node, QStringLiteral("'tables'")))
        return;
    checkKeys(node, {"zones", "gpuZones", "acceleratorMachines", "machinePrices"});
    const QDir dir(tableDirectory);
    // A table is a file beside the catalog. A path could name any file the user can read,
    // and a refused table's message quotes its first line.
    auto path = [&](const char *key) {
        const QString name = text(node, key, true);
        if (name.isEmpty())
            return QString();
        if (name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\'))
            || name == QLatin1String(".") || name == QLatin1String("..")) {
            error(node[key], CatalogMessages::tr("'%1' must name a file in the catalog's folder, "
                                                 "not the path '%2'")
                                 .arg(QLatin1String(key), name.left(80)));
            return QString();
        }
        return dir.filePath(name);
    };
    const QString zones = path("zones");
    const QString gpuZones = path("gpuZones");
    const QString acceleratorMachines = path("acceleratorMachines");
    const QString machinePrices = path("machinePrices");
    if (zones.isEmpty() || gpuZones.isEmpty() || acceleratorMachines.isEmpty()
        || machinePrices.isEmpty())
        return;
    Catalog &c = *m_catalog;
    CsvTable table;
    if (!readTable(zones, {"zone", "region", "location", "machine_series", "gpus", "low_co2"},
                   &table))
        return;
    readZones(table);
    c.m_acceleratorPrices.assign(size_t(c.m_accelerators.size()),
                                 std::vector<double>(c.m_regions.size(), Unknown));
    if (!readTable(gpuZones, {"zone", "region", "accelerator", "vertex_accelerator_type",
                              "gpu_memory_gb", "usd_per_gpu_hour", "spot_usd_per_gpu_hour",
                              "source"}, &table))
        return;
    readGpuZones(table);
    if (!readTable(acceleratorMachines, {"accelerator", "vertex_accelerator_type",
                                         "accelerator_count", "machine_type", "source"},
                   &table))
        return;
    for (const CsvTable::Row &row : table.rows()) {
        if (!c.accelerator(row.cells.at(1)))
            m_diagnostics.append(catalogError(acceleratorMachines, row.line, row.columns.at(1),
                                              CatalogMessages::tr("unknown accelerator '%1'")
                                                  .arg(row.cells.at(1).left(80))));
    }
    if (!readTable(machinePrices, {"machine_type", "vcpus", "memory_gb", "region",
                                   "usd_per_hour", "spot_usd_per_hour"}, &table))
        return;
    readMachinePrices(table);
}

void CatalogLoader::takeBuiltInTables()
{
    const Catalog &builtIn = Catalog::builtIn();
    Catalog &c = *m_catalog;
    c.m_regions = builtIn.m_regions;
    c.m_regionIndex = builtIn.m_regionIndex;
    c.m_zonesByRegion.clear();
    c.m_regionAccelerators.assign(builtIn.m_regions.size(), 0);
    c.m_regionSeries = builtIn.m_regionSeries;
    c.m_seriesWithData = builtIn.m_seriesWithData;
    c.m_machinePrices = builtIn.m_machinePrices;
    c.m_acceleratorPrices.assign(size_t(c.m_accelerators.size()),
                                 std::vector<double>(c.m_regions.size(), Unknown));
    // The accelerator bits differ between the two catalogs: map them by name.
    for (size_t r = 0; r < builtIn.m_zonesByRegion.size(); ++r) {
        std::vector<Catalog::Zone> zones;
        for (const Catalog::Zone &zone : builtIn.m_zonesByRegion[r]) {
            Catalog::Zone copy;
            copy.info = zone.info;
            copy.info.accelerators.clear();
            for (const QString &name : zone.info.accelerators) {
                const int index = c.m_acceleratorIndex.value(name, -1);
                if (index < 0)
                    continue;
                copy.info.accelerators.append(name);
                copy.accelerators |= Catalog::Mask(1) << index;
                c.m_regionAccelerators[r] |= Catalog::Mask(1) << index;
                c.m_acceleratorsWithData |= Catalog::Mask(1) << index;
                const std::optional<double> price
                    = builtIn.acceleratorPricePerHour(name, builtIn.m_regions.at(int(r)).name);
                if (price)
                    c.m_acceleratorPrices[size_t(index)][r] = *price;
            }
            zones.push_back(copy);
        }
        c.m_zonesByRegion.push_back(zones);
    }
}

CatalogLoadResult CatalogLoader::load(const QByteArray &yaml, const QString &tableDirectory)
{
    m_columns.emplace(yaml);
    CatalogLoadResult result;
    if (yaml.size() > MaxYamlBytes) {
        m_diagnostics.append(catalogError(m_file, 1, 1, CatalogMessages::tr("the catalog file is larger than "
                                                           "%1 MB").arg(MaxYamlBytes >> 20)));
        result.diagnostics = m_diagnostics;
        return result;
    }
    const qsizetype nul = yaml.indexOf('\0');
    if (nul >= 0) {
        const int line = int(yaml.left(nul).count('\n')) + 1;
        // From nul, not nul - 1: at offset 0 that would be -1, which searches from the end.
        const int column = int(nul - (yaml.lastIndexOf('\n', nul) + 1)) + 1;
        m_diagnostics.append(catalogError(m_file, line, column,
                                          CatalogMessages::tr("binary data (a NUL byte): not a YAML file")));
        result.diagnostics = m_diagnostics;
        return result;
    }
    // yaml-cpp recurses once per level and keeps a kilobyte per value: the same checks
    // as for job files keep a hostile catalog from exhausting the stack or memory.
    Diagnostic problem;
    if (!checkTextInput(yaml, m_file, &problem) || !checkYamlNesting(yaml, m_file, &problem)) {
        m_diagnostics.append(problem);
        result.diagnostics = m_diagnostics;
        return result;
    }
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        error(e.mark, CatalogMessages::tr("YAML syntax error: %1").arg(fromStd(e.msg)));
        result.diagnostics = m_diagnostics;
        return result;
    }
    try {
        if (!root.IsMap()) {
            error(root.IsNull() ? YAML::Mark() : root.Mark(),
                  CatalogMessages::tr("a catalog file is a YAML mapping with 'version', 'sources', "
                     "'accelerators', 'machineTypes' and 'countRules'"));
        } else {
            checkKeys(root, {"version", "priceNote", "tables", "sources", "rules",
                             "accelerators", "machineTypes", "countRules", "gpuCaps",
                             "legacyMachineTypes", "scaleTiers", "defaultQuotas"});
            const std::optional<double> version = number(root, "version", true, true);
            if (version && *version != 1)
                error(root["version"], CatalogMessages::tr("catalog version %1 is not supported (this "
                                          "Poolcraft reads version 1)").arg(*version));
            m_catalog->m_fileName = m_file;
            m_catalog->m_priceNote = text(root, "priceNote", false);
            for (const char *key : {"sources", "accelerators", "machineTypes", "countRules"}) {
                if (!root[key])
                    error(root, CatalogMessages::tr("'%1' is missing").arg(QLatin1String(key)));
            }
            if (root["sources"])
                readSources(root["sources"]);
            if (root["accelerators"])
                readAccelerators(root["accelerators"]);
            if (root["machineTypes"])
                readMachineTypes(root["machineTypes"]);
            if (root["countRules"])
                readCountRules(root["countRules"]);
            if (root["gpuCaps"])
                readGpuCaps(root["gpuCaps"]);
            if (root["legacyMachineTypes"])
                readLegacy(root["legacyMachineTypes"]);
            if (root["scaleTiers"])
                readScaleTiers(root["scaleTiers"]);
            if (root["defaultQuotas"])
                readDefaultQuotas(root["defaultQuotas"]);
            if (root["rules"])
                readRules(root["rules"]);
            if (m_diagnostics.isEmpty()) {
                if (root["tables"])
                    readTables(root["tables"], tableDirectory);
                else
                    takeBuiltInTables();
            }
        }
    } catch (const YAML::Exception &e) {
        error(e.mark, CatalogMessages::tr("unexpected structure: %1").arg(fromStd(e.msg)));
    }
    result.diagnostics = m_diagnostics;
    if (m_diagnostics.isEmpty())
        result.catalog = m_catalog;
    return result;
}

CatalogLoadResult Catalog::loadFromData(const QByteArray &yaml, const QString &fileName,
                                        const QString &tableDirectory)
{
    CatalogLoader loader(fileName);
    return loader.load(yaml, tableDirectory);
}

CatalogLoadResult Catalog::loadFromFile(const QString &path)
{
    QByteArray data;
    QString error;
    // A FIFO or a device given as --catalog must not block or fill memory.
    if (!InputFile::read(path, MaxYamlBytes, &data, &error)) {
        CatalogLoadResult result;
        result.diagnostics.append(catalogError(path, 1, 1, CatalogMessages::tr("cannot read the catalog file: %1")
                                                               .arg(error)));
        return result;
    }
    if (data.size() > MaxYamlBytes) {
        CatalogLoadResult result;
        result.diagnostics.append(catalogError(path, 1, 1, CatalogMessages::tr("the catalog file is larger "
                                                              "than %1 MB")
                                                               .arg(MaxYamlBytes >> 20)));
        return result;
    }
    return loadFromData(data, path, QFileInfo(path).absolutePath());
}

} // namespace Poolcraft
