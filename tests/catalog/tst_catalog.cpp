#include "models/catalog/catalog.h"
#include "models/catalog/catalogsearch.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Poolcraft;

namespace {

QString referenceDir()
{
    return QStringLiteral(POOLCRAFT_SEEDS_DIR "/../reference");
}

QString catalogDir()
{
    return QStringLiteral(POOLCRAFT_SOURCE_DIR "/resources/catalog");
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

QString seedFile()
{
    const QStringList seeds = QDir(QStringLiteral(POOLCRAFT_SEEDS_DIR))
                                  .entryList({QStringLiteral("004_*")}, QDir::Files);
    return seeds.isEmpty() ? QString()
                           : QStringLiteral(POOLCRAFT_SEEDS_DIR "/") + seeds.first();
}

QList<int> parseCounts(const QString &text)
{
    QList<int> counts;
    for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,/]")),
                                          Qt::SkipEmptyParts))
        counts.append(part.trimmed().toInt());
    return counts;
}

// A CSV line split as the reference files are written: quotes only around text with commas.
QStringList splitCsv(const QString &line)
{
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (const QChar c : line) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (c == QLatin1Char(',') && !quoted) {
            cells.append(cell);
            cell.clear();
        } else if (c != QLatin1Char('\r'))
            cell += c;
    }
    cells.append(cell);
    return cells;
}

QList<QStringList> csvRows(const QString &name)
{
    QList<QStringList> rows;
    const QStringList lines = readLines(catalogDir() + QLatin1Char('/') + name);
    for (int i = 1; i < lines.size(); ++i) {
        if (!lines.at(i).isEmpty())
            rows.append(splitCsv(lines.at(i)));
    }
    return rows;
}

QByteArray builtInYaml()
{
    QFile file(catalogDir() + QStringLiteral("/catalog.yaml"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void builtInLoads();
    void seedCountTable_data();
    void seedCountTable();
    void vertexCountTable_data();
    void vertexCountTable();
    void acceleratorEnum_data();
    void acceleratorEnum();
    void lifecycles();
    void legacyMachineTypes_data();
    void legacyMachineTypes();
    void scaleTiers();
    void machineSizes_data();
    void machineSizes();
    void zonesMatchCsv();
    void gpuZonesMatchCsv();
    void machinePricesMatchCsv();
    void unknownPricesAreUnknown();
    void brokenCatalogFiles_data();
    void brokenCatalogFiles();
    void brokenTables_data();
    void brokenTables();
    void acceptedFileReplacesActive();
    void catalogCommand_data();
    void catalogCommand();
    void catalogQuery_data();
    void catalogQuery();
    void machinesOrderBySize_data();
    void machinesOrderBySize();
};

void TestCatalog::builtInLoads()
{
    const Catalog &catalog = Catalog::builtIn();
    QVERIFY(!catalog.machineTypes().isEmpty());
    QVERIFY(!catalog.regions().isEmpty());
    QVERIFY(catalog.pricesAreEstimates());
    QVERIFY(catalog.priceNote().contains(QStringLiteral("Compute Engine")));
    QCOMPARE(&Catalog::builtIn(), &catalog);
    for (const CountRule &rule : catalog.countRules())
        QVERIFY2(!catalog.sourceText(rule.source).isEmpty(), qPrintable(rule.machineType));
}

// Seed 004's "valid numbers of GPUs" table, read from the seed itself, one row per cell.
void TestCatalog::seedCountTable_data()
{
    QTest::addColumn<QString>("machineType");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QList<int>>("counts"); // empty = not allowed

    const QStringList lines = readLines(seedFile());
    QVERIFY2(!lines.isEmpty(), "seed 004 not found");
    const QStringList all{"NVIDIA_TESLA_K80", "NVIDIA_TESLA_P4", "NVIDIA_TESLA_P100",
                          "NVIDIA_TESLA_T4", "NVIDIA_TESLA_V100"};
    const QStringList three{"NVIDIA_TESLA_P4", "NVIDIA_TESLA_T4", "NVIDIA_TESLA_V100"};
    static const QRegularExpression nameRe(QStringLiteral(R"(^((n1|a2)-[a-z]+-\w+) \|?$)"));
    int machines = 0;
    for (int i = 0; i + 1 < lines.size(); ++i) {
        const QRegularExpressionMatch m = nameRe.match(lines.at(i).trimmed());
        if (!m.hasMatch())
            continue;
        const QString machine = m.captured(1);
        QStringList cells;
        for (const QString &cell : lines.at(i + 1).split(QLatin1Char('|'))) {
            if (!cell.trimmed().isEmpty())
                cells.append(cell.trimmed());
        }
        ++machines;
        if (machine.startsWith(QLatin1String("a2"))) {
            QCOMPARE(cells.size(), 1);
            QTest::addRow("%s/A100", qPrintable(machine))
                << machine << "NVIDIA_TESLA_A100" << parseCounts(cells.first());
            continue;
        }
        QVERIFY2(cells.size() == 5 || cells.size() == 3, qPrintable(lines.at(i + 1)));
        const QStringList &columns = cells.size() == 5 ? all : three;
        for (const QString &accelerator : all) {
            const int column = columns.indexOf(accelerator);
            QTest::addRow("%s/%s", qPrintable(machine), qPrintable(accelerator))
                << machine << accelerator
                << (column < 0 ? QList<int>() : parseCounts(cells.at(column)));
        }
    }
    QCOMPARE(machines, 22); // 17 N1 rows and 5 A2 rows in the seed's table
}

void TestCatalog::seedCountTable()
{
    QFETCH(QString, machineType);
    QFETCH(QString, accelerator);
    QFETCH(QList<int>, counts);
    const Catalog &catalog = Catalog::builtIn();
    QVERIFY(catalog.machineType(machineType));
    const CountRule *rule = catalog.countRule(machineType, accelerator, JobFlavour::AiPlatform);
    if (counts.isEmpty()) {
        QVERIFY2(!rule, "the seed allows no count here");
        return;
    }
    QVERIFY(rule);
    QCOMPARE(rule->flavour, JobFlavour::AiPlatform);
    QCOMPARE(rule->counts, counts);
    QCOMPARE(catalog.sourceText(rule->source),
             QStringLiteral("seed 004 (AI Platform: using GPUs)"));
}

// vertex-facts.md §3.2, read from the fact sheet itself.
void TestCatalog::vertexCountTable_data()
{
    QTest::addColumn<QString>("machineType");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QList<int>>("counts");

    const QStringList lines = readLines(referenceDir() + QStringLiteral("/vertex-facts.md"));
    const int start = lines.indexOf(QRegularExpression(QStringLiteral("### 3\\.2 .*")));
    const int end = lines.indexOf(QRegularExpression(QStringLiteral("### 3\\.3 .*")));
    QVERIFY(start > 0 && end > start);
    const QStringList n1Columns{"NVIDIA_TESLA_P4", "NVIDIA_TESLA_P100", "NVIDIA_TESLA_T4",
                                "NVIDIA_TESLA_V100"};
    int rows = 0;
    for (int i = start; i < end; ++i) {
        QStringList cells = lines.at(i).split(QLatin1Char('|'));
        if (cells.size() < 4 || !lines.at(i).startsWith(QLatin1String("| ")))
            continue;
        cells = cells.mid(1, cells.size() - 2);
        for (QString &cell : cells)
            cell = cell.trimmed();
        const QString first = cells.first();
        if (first.startsWith(QLatin1String("n1-"))) {
            // "n1-standard-4, -8": the second name repeats the prefix of the first
            const QStringList names = first.split(QStringLiteral(", "));
            const QString prefix = names.first().section(QLatin1Char('-'), 0, 1);
            for (const QString &name : names) {
                const QString machine = name.startsWith(QLatin1Char('-')) ? prefix + name : name;
                for (int c = 0; c < n1Columns.size(); ++c) {
                    const QString text = cells.at(c + 1);
                    QTest::addRow("%s/%s", qPrintable(machine), qPrintable(n1Columns.at(c)))
                        << machine << n1Columns.at(c)
                        << (text == QStringLiteral("—") ? QList<int>() : parseCounts(text));
                    ++rows;
                }
            }
        } else if (first.contains(QLatin1Char('-')) && cells.size() == 3) {
            // "a3-highgpu-1g/2g/4g/8g | H100_80GB | 1 / 2 / 4 / 8"
            const QStringList variants = first.split(QLatin1Char('/'));
            const QString prefix = variants.first().section(QLatin1Char('-'), 0, 1);
            const QString accelerator = QStringLiteral("NVIDIA_")
                                        + cells.at(1).section(QLatin1Char(' '), 0, 0);
            const QList<int> counts = parseCounts(cells.at(2));
            for (int v = 0; v < variants.size(); ++v) {
                const QString machine = v == 0 ? variants.at(v)
                                               : prefix + QLatin1Char('-') + variants.at(v);
                const int count = counts.size() == 1 ? counts.first() : counts.value(v);
                QTest::addRow("%s/%s", qPrintable(machine), qPrintable(accelerator))
                    << machine << accelerator << QList<int>{count};
                ++rows;
            }
        }
    }
    QVERIFY(rows > 80);
}

void TestCatalog::vertexCountTable()
{
    QFETCH(QString, machineType);
    QFETCH(QString, accelerator);
    QFETCH(QList<int>, counts);
    const Catalog &catalog = Catalog::builtIn();
    QVERIFY2(catalog.machineType(machineType), qPrintable(machineType));
    QVERIFY2(catalog.accelerator(accelerator), qPrintable(accelerator));
    QCOMPARE(catalog.validCounts(machineType, accelerator, JobFlavour::Vertex), counts);
    if (!counts.isEmpty()) {
        const CountRule *rule = catalog.countRule(machineType, accelerator, JobFlavour::Vertex);
        QCOMPARE(rule->flavour, JobFlavour::Vertex);
        QVERIFY(catalog.acceleratorsFor(machineType).contains(accelerator));
        QVERIFY(catalog.machineTypesFor(accelerator).contains(machineType));
    }
}

void TestCatalog::acceleratorEnum_data()
{
    QTest::addColumn<QString>("name");
    const QStringList lines = readLines(referenceDir() + QStringLiteral("/vertex-facts.md"));
    static const QRegularExpression rowRe(QStringLiteral(R"(^\| `([A-Z0-9_]+)` \| (\d+) \|)"));
    int rows = 0;
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = rowRe.match(line);
        if (m.hasMatch() && m.captured(1) != QLatin1String("ACCELERATOR_TYPE_UNSPECIFIED")) {
            QTest::newRow(qPrintable(m.captured(1))) << m.captured(1);
            ++rows;
        }
    }
    QCOMPARE(rows, 18);
}

void TestCatalog::acceleratorEnum()
{
    QFETCH(QString, name);
    const AcceleratorInfo *info = Catalog::builtIn().accelerator(name);
    QVERIFY(info);
    QCOMPARE(info->name, name);
    QVERIFY(!info->computeName.isEmpty());
    QCOMPARE(info->computeName, info->computeName.toLower());
    QCOMPARE(Catalog::builtIn().accelerator(info->computeName), info);
    QCOMPARE(info->isTpu(), name.startsWith(QLatin1String("TPU_")));
    QVERIFY(!Catalog::builtIn().sourceText(info->source).isEmpty());
}

void TestCatalog::lifecycles()
{
    const Catalog &catalog = Catalog::builtIn();
    QCOMPARE(catalog.accelerator(QStringLiteral("nvidia-tesla-k80"))->lifecycle,
             Lifecycle::EndOfLife);
    const AcceleratorInfo *p100 = catalog.accelerator(QStringLiteral("NVIDIA_TESLA_P100"));
    QCOMPARE(p100->lifecycle, Lifecycle::EndOfSupport);
    QCOMPARE(p100->lifecycleDate, QStringLiteral("2026-09-15"));
    QCOMPARE(catalog.accelerator(QStringLiteral("NVIDIA_TESLA_T4"))->lifecycle,
             Lifecycle::Current);
    // K80 stays in the catalog (old configs name it) but no zone offers it.
    QVERIFY(!catalog.hasAvailabilityData(QStringLiteral("NVIDIA_TESLA_K80")));
    QVERIFY(catalog.hasAvailabilityData(QStringLiteral("NVIDIA_TESLA_P100")));
}

// vertex-facts.md §2.3: the legacy machine types and the GPUs they carry.
void TestCatalog::legacyMachineTypes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("equivalent");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("count");
    const QStringList lines = readLines(referenceDir() + QStringLiteral("/vertex-facts.md"));
    static const QRegularExpression rowRe(
        QStringLiteral(R"(^\| (\w+) \| (n1-[a-z]+-\d+)[^|]*\| (?:0|(\d+)×(\w+)) \|$)"));
    const QHash<QString, QString> gpus{{"K80", "NVIDIA_TESLA_K80"},
                                       {"P100", "NVIDIA_TESLA_P100"},
                                       {"V100", "NVIDIA_TESLA_V100"}};
    int rows = 0;
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = rowRe.match(line.trimmed());
        if (!m.hasMatch())
            continue;
        QTest::newRow(qPrintable(m.captured(1)))
            << m.captured(1) << m.captured(2) << gpus.value(m.captured(4))
            << m.captured(3).toInt();
        ++rows;
    }
    QCOMPARE(rows, 14);
    QTest::newRow("cloud_tpu") << "cloud_tpu" << "cloud-tpu" << "TPU_V2" << 8;
}

void TestCatalog::legacyMachineTypes()
{
    QFETCH(QString, name);
    QFETCH(QString, equivalent);
    QFETCH(QString, accelerator);
    QFETCH(int, count);
    const LegacyMachineType *legacy = Catalog::builtIn().legacyMachineType(name);
    QVERIFY(legacy);
    QCOMPARE(legacy->equivalent, equivalent);
    QCOMPARE(legacy->accelerator, accelerator);
    QCOMPARE(legacy->acceleratorCount, count);
    QVERIFY(Catalog::builtIn().machineType(equivalent));
}

void TestCatalog::scaleTiers()
{
    const Catalog &catalog = Catalog::builtIn();
    for (const char *name : {"BASIC", "BASIC_GPU", "STANDARD_1", "PREMIUM_1", "BASIC_TPU",
                             "CUSTOM"}) {
        const ScaleTier *tier = catalog.scaleTier(QLatin1String(name));
        QVERIFY2(tier, name);
        QCOMPARE(tier->isCustom(), qstrcmp(name, "CUSTOM") == 0);
        if (!tier->isCustom())
            QVERIFY(catalog.legacyMachineType(tier->chiefType));
    }
    const ScaleTier *gpu = catalog.scaleTier(QStringLiteral("basic_gpu"));
    QCOMPARE(catalog.legacyMachineType(gpu->chiefType)->accelerator,
             QStringLiteral("NVIDIA_TESLA_K80"));
    QVERIFY(!catalog.scaleTier(QStringLiteral("STANDARD_2")));
}

// vertex-facts.md §3.3 sample specs, and sizes from the machine price table.
void TestCatalog::machineSizes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("vcpus");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<QString>("series");
    QTest::newRow("g2-standard-4") << "g2-standard-4" << 4 << 16.0 << "g2";
    QTest::newRow("g2-standard-8") << "g2-standard-8" << 8 << 32.0 << "g2";
    QTest::newRow("a3-highgpu-8g") << "a3-highgpu-8g" << 208 << 1872.0 << "a3";
    QTest::newRow("ct5lp-hightpu-4t") << "ct5lp-hightpu-4t" << 112 << 192.0 << "ct5lp";
    QSet<QString> seen;
    for (const QStringList &row : csvRows(QStringLiteral("gcp-machine-prices.csv"))) {
        if (!Catalog::builtIn().machineType(row.at(0)) || seen.contains(row.at(0)))
            continue;
        seen.insert(row.at(0));
        QTest::addRow("csv %s", qPrintable(row.at(0)))
            << row.at(0) << row.at(1).toInt() << row.at(2).toDouble()
            << row.at(0).section(QLatin1Char('-'), 0, 0);
    }
    QVERIFY(seen.size() > 90);
}

void TestCatalog::machineSizes()
{
    QFETCH(QString, name);
    QFETCH(int, vcpus);
    QFETCH(double, memoryGb);
    QFETCH(QString, series);
    const MachineTypeInfo *info = Catalog::builtIn().machineType(name);
    QVERIFY(info);
    QCOMPARE(info->vcpus, vcpus);
    QCOMPARE(info->memoryGb, memoryGb);
    QCOMPARE(info->series, series);
}

void TestCatalog::zonesMatchCsv()
{
    const Catalog &catalog = Catalog::builtIn();
    const QList<QStringList> rows = csvRows(QStringLiteral("gcp-zones.csv"));
    QVERIFY(rows.size() > 100);
    QSet<QString> regions;
    for (const QStringList &row : rows) {
        regions.insert(row.at(1));
        const QList<ZoneInfo> zones = catalog.zones(row.at(1));
        const auto zone = std::find_if(zones.cbegin(), zones.cend(),
                                       [&](const ZoneInfo &z) { return z.name == row.at(0); });
        QVERIFY2(zone != zones.cend(), qPrintable(row.at(0)));
        QCOMPARE(zone->machineSeries, row.at(3).split(QLatin1Char(' '), Qt::SkipEmptyParts));
        QCOMPARE(catalog.region(row.at(1))->location, row.at(2));
        for (const QString &series : zone->machineSeries)
            QVERIFY(catalog.regionOffersSeries(row.at(1), series));
    }
    QCOMPARE(catalog.regions().size(), regions.size());
    QVERIFY(catalog.zones(QStringLiteral("mars-north1")).isEmpty());
}

void TestCatalog::gpuZonesMatchCsv()
{
    const Catalog &catalog = Catalog::builtIn();
    const QList<QStringList> rows = csvRows(QStringLiteral("gcp-gpu-zones.csv"));
    QVERIFY(rows.size() > 200);
    for (const QStringList &row : rows) {
        const QString &zone = row.at(0);
        const QString &region = row.at(1);
        const QString &accelerator = row.at(3);
        QVERIFY2(catalog.regionOffers(region, accelerator), qPrintable(zone + ' ' + accelerator));
        QVERIFY(catalog.zonesOffering(region, {accelerator}).contains(zone));
        QVERIFY(catalog.zonesOffering(region, {row.at(2)}).contains(zone)); // Compute name
        if (!row.at(5).isEmpty()) {
            const std::optional<double> price = catalog.acceleratorPricePerHour(accelerator,
                                                                                region);
            QVERIFY(price);
            QVERIFY(*price <= row.at(5).toDouble()); // the cheapest zone of the region
        }
    }
    // Seed 004's example: no zone of us-central1 offers T4, K80 and P100 together.
    QVERIFY(catalog.zonesOffering(QStringLiteral("us-central1"),
                                  {"NVIDIA_TESLA_T4", "NVIDIA_TESLA_K80", "NVIDIA_TESLA_P100"})
                .isEmpty());
}

void TestCatalog::machinePricesMatchCsv()
{
    const Catalog &catalog = Catalog::builtIn();
    const QList<QStringList> rows = csvRows(QStringLiteral("gcp-machine-prices.csv"));
    QVERIFY(rows.size() > 6000);
    for (int i = 0; i < rows.size(); i += 7) {
        const QStringList &row = rows.at(i);
        const std::optional<double> price = catalog.machinePricePerHour(row.at(0), row.at(3));
        if (row.at(4).isEmpty()) {
            QVERIFY(!price);
        } else {
            QVERIFY2(price, qPrintable(row.join(QLatin1Char(','))));
            QCOMPARE(*price, row.at(4).toDouble());
        }
    }
}

void TestCatalog::unknownPricesAreUnknown()
{
    const Catalog &catalog = Catalog::builtIn();
    QVERIFY(!catalog.machinePricePerHour(QStringLiteral("n1-standard-8"),
                                         QStringLiteral("mars-north1")));
    QVERIFY(!catalog.machinePricePerHour(QStringLiteral("no-such-type"),
                                         QStringLiteral("us-central1")));
    QVERIFY(!catalog.acceleratorPricePerHour(QStringLiteral("NVIDIA_TESLA_K80"),
                                             QStringLiteral("us-central1")));
    // A row with an empty price: offered, price unknown.
    for (const QStringList &row : csvRows(QStringLiteral("gcp-gpu-zones.csv"))) {
        if (!row.at(5).isEmpty())
            continue;
        bool anyPrice = false;
        for (const QStringList &other : csvRows(QStringLiteral("gcp-gpu-zones.csv")))
            anyPrice = anyPrice || (other.at(1) == row.at(1) && other.at(3) == row.at(3)
                                    && !other.at(5).isEmpty());
        if (anyPrice)
            continue;
        QVERIFY(catalog.regionOffers(row.at(1), row.at(3)));
        QVERIFY(!catalog.acceleratorPricePerHour(row.at(3), row.at(1)));
        return;
    }
    QFAIL("the GPU table has no row without a price");
}

void TestCatalog::brokenCatalogFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("marker");  // where the error is: its first occurrence
    QTest::addColumn<QString>("message"); // a part of the expected message

    const QByteArray good = builtInYaml();
    QVERIFY(!good.isEmpty());
    const QByteArray rule = "accelerator: NVIDIA_TESLA_K80, counts";
    QByteArray unknownAccelerator = good;
    unknownAccelerator.replace(rule, "accelerator: NVIDIA_TESLA_K81, counts");
    QTest::newRow("unknown-accelerator-in-count-rule")
        << unknownAccelerator << "NVIDIA_TESLA_K81" << "unknown accelerator 'NVIDIA_TESLA_K81'";
    QByteArray negative = good;
    negative.replace("{name: n1-standard-4, series: n1, vcpus: 4,",
                     "{name: n1-standard-4, series: n1, vcpus: -4,");
    QTest::newRow("negative-vcpus") << negative << "-4, memoryGb" << "must not be negative";
    QByteArray syntax = good;
    syntax.insert(good.indexOf("machineTypes:"), "accelerators2: [unclosed, {\n");
    QTest::newRow("syntax-error") << syntax << "" << "YAML syntax error";
    QByteArray truncated = good.left(good.indexOf("countRules:") + 40);
    QTest::newRow("truncated") << truncated << "" << "";
    QTest::newRow("binary-garbage")
        << QByteArray("version: 1\nsources: {a: b}\n\x00\x01\xff\xfe\x7f", 33) << ""
        << "binary data";
    // Found by fuzz_catalog: a NUL as the very first byte was placed at column -491.
    QTest::newRow("binary-first-byte") << QByteArray("\0version: 1\n", 12) << ""
                                       << "binary data";
    QTest::newRow("huge") << QByteArray(17 * 1024 * 1024, 'x') << "" << "larger than";
    QTest::newRow("huge-line") << QByteArray(4 * 1024 * 1024, 'x') << "" << "YAML mapping";
    QTest::newRow("deep-nesting") << QByteArray(20000, '[') << "" << "";
    QTest::newRow("empty") << QByteArray() << "" << "YAML mapping";
    QTest::newRow("list-not-map") << QByteArray("- a\n- b\n") << "" << "YAML mapping";
    QByteArray unknownKey = good;
    unknownKey.replace("priceNote:", "priceNotes:");
    QTest::newRow("unknown-key") << unknownKey << "priceNotes" << "unknown key 'priceNotes'";
    QByteArray badVersion = good;
    badVersion.replace("version: 1", "version: 7");
    QTest::newRow("future-version") << badVersion << "7" << "version 7";
    QByteArray missingTable = good;
    missingTable.replace("zones: gcp-zones.csv", "zones: no-such-file.csv");
    QTest::newRow("missing-table") << missingTable << "" << "cannot read the table";
    // A table is a file beside the catalog: a path could make the loader quote any file.
    QByteArray tableOutside = good;
    tableOutside.replace("zones: gcp-zones.csv", "zones: ../gcp-zones.csv");
    QTest::newRow("table-outside-the-folder")
        << tableOutside << "../gcp-zones.csv" << "must name a file in the catalog's folder";
    QByteArray tableAbsolute = good;
    tableAbsolute.replace("machinePrices: gcp-machine-prices.csv", "machinePrices: /etc/passwd");
    QTest::newRow("table-absolute-path")
        << tableAbsolute << "/etc/passwd" << "must name a file in the catalog's folder";
    QByteArray unknownSource = good;
    unknownSource.replace("source: seed004}", "source: seed005}");
    QTest::newRow("unknown-source") << unknownSource << "seed005" << "seed005";
    QByteArray decreasing = good;
    decreasing.replace("counts: [1, 2, 4, 8]", "counts: [1, 4, 2, 8]");
    QTest::newRow("decreasing-counts") << decreasing << "2, 8]" << "increasing";
}

void TestCatalog::brokenCatalogFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, marker);
    QFETCH(QString, message);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString &table : QDir(catalogDir()).entryList({QStringLiteral("*.csv")}))
        QVERIFY(QFile::copy(catalogDir() + QLatin1Char('/') + table, dir.filePath(table)));
    const QString path = dir.filePath(QStringLiteral("catalog.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();

    const CatalogLoadResult result = Catalog::loadFromFile(path);
    QVERIFY(!result.ok());
    QVERIFY(!result.diagnostics.isEmpty());
    const Diagnostic &first = result.diagnostics.first();
    QVERIFY(first.isError());
    QVERIFY(first.position.line >= 1);
    QVERIFY(first.position.column >= 1);
    QVERIFY(!first.message.isEmpty());
    QVERIFY2(first.message.contains(message), qPrintable(first.message));
    QVERIFY(formatDiagnosticLine(first).startsWith(first.file + QLatin1Char(':')));
    if (message.contains(QLatin1String("table")))
        QVERIFY(first.file.endsWith(QLatin1String("no-such-file.csv")));
    else
        QCOMPARE(first.file, path);
    if (!marker.isEmpty()) {
        const QByteArray utf8 = marker.toUtf8();
        const qsizetype at = content.indexOf(utf8);
        const int line = int(content.left(at).count('\n')) + 1;
        const int column = int(at - content.lastIndexOf('\n', at - 1));
        QCOMPARE(first.position.line, line);
        QCOMPARE(first.position.column, column);
    }
    // The refused file leaves the catalog in use as it was.
    Catalog::useBuiltIn();
    QVERIFY(!Catalog::useFile(path).isEmpty());
    QCOMPARE(Catalog::active().get(), &Catalog::builtIn());
}

void TestCatalog::brokenTables_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QByteArray>("from");   // replaced once in the table
    QTest::addColumn<QByteArray>("to");     // where the error is: its first occurrence
    QTest::addColumn<QString>("message");

    QTest::newRow("price-not-a-number") << "gcp-machine-prices.csv" << QByteArray(",0.948031,")
                                        << QByteArray(",O.948031,") << "is not a price";
    QTest::newRow("negative-price") << "gcp-gpu-zones.csv" << QByteArray(",4.846072,")
                                    << QByteArray(",-4.846072,") << "is not a price";
    QTest::newRow("unknown-accelerator") << "gcp-gpu-zones.csv"
                                         << QByteArray("nvidia-a100-80gb,NVIDIA_A100_80GB,")
                                         << QByteArray("nvidia-a100-80gb,NVIDIA_A100_81GB,")
                                         << "unknown accelerator 'NVIDIA_A100_81GB'";
    QTest::newRow("missing-column") << "gcp-zones.csv" << QByteArray(",yes,no\n")
                                    << QByteArray(",yes\n") << "expected 6 columns, found 5";
    QTest::newRow("missing-column-unquoted-table")
        << "gcp-machine-prices.csv" << QByteArray(",0.948031,0.350255\n")
        << QByteArray(",0.948031\n") << "expected 6 columns, found 5";
    QTest::newRow("wrong-header") << "gcp-zones.csv" << QByteArray("zone,region,")
                                  << QByteArray("zone,area,") << "the header must be";
    // A file that is not a table at all (a key file under a table's name) is not quoted.
    QTest::newRow("not-a-table")
        << "gcp-machine-prices.csv"
        << QByteArray("machine_type,vcpus,memory_gb,region,usd_per_hour,spot_usd_per_hour")
        << QByteArray("SECRET_TOKEN=abc123") << "is not such a table";
    // gcp-zones.csv holds quotes, so it goes through the quote-aware parser.
    QTest::newRow("not-a-quoted-table") << "gcp-zones.csv"
                                        << QByteArray("zone,region,location,machine_series,gpus,low_co2")
                                        << QByteArray("SECRET_TOKEN=abc123") << "is not such a table";
    QTest::newRow("unbalanced-quote") << "gcp-zones.csv" << QByteArray("South Africa\",e2")
                                      << QByteArray("South Africa,e2") << "quote";
    QTest::newRow("binary") << "gcp-machine-prices.csv" << QByteArray("a2-highgpu-1g,12")
                            << QByteArray("a2-highgpu-1g\0,12", 17) << "binary data";
}

void TestCatalog::brokenTables()
{
    QFETCH(QString, table);
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, message);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString &name : QDir(catalogDir()).entryList({QStringLiteral("*.csv"),
                                                              QStringLiteral("*.yaml")}))
        QVERIFY(QFile::copy(catalogDir() + QLatin1Char('/') + name, dir.filePath(name)));
    QFile file(dir.filePath(table));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray content = file.readAll();
    file.close();
    const qsizetype at = content.indexOf(from);
    QVERIFY(at >= 0);
    content.replace(at, from.size(), to);
    QVERIFY(file.setPermissions(file.permissions() | QFileDevice::WriteOwner));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
    file.close();

    const CatalogLoadResult result = Catalog::loadFromFile(dir.filePath("catalog.yaml"));
    QVERIFY(!result.ok());
    const Diagnostic &first = result.diagnostics.first();
    QCOMPARE(first.file, dir.filePath(table));
    QVERIFY2(first.message.contains(message), qPrintable(first.message));
    QVERIFY2(!first.message.contains(QLatin1String("SECRET")), qPrintable(first.message));
    const int line = int(content.left(at).count('\n')) + 1;
    if (message != QLatin1String("quote")) // an open quote is found where the next one is
        QCOMPARE(first.position.line, line);
    QVERIFY(first.position.column >= 1);
}

void TestCatalog::acceptedFileReplacesActive()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A catalog that names no tables keeps the built-in regions and prices.
    const QByteArray small = "version: 1\n"
                             "sources: {mine: \"my own notes\"}\n"
                             "rules: {accelerator-count: mine}\n"
                             "accelerators:\n"
                             "  - {name: NVIDIA_TESLA_T4, computeName: nvidia-tesla-t4,"
                             " memoryGb: 16, kind: gpu, lifecycle: current, source: mine}\n"
                             "machineTypes:\n"
                             "  - {name: n1-standard-8, series: n1, vcpus: 8, memoryGb: 30,"
                             " source: mine}\n"
                             "countRules:\n"
                             "  - {machineType: n1-standard-8, accelerator: NVIDIA_TESLA_T4,"
                             " counts: [1, 2, 3, 4], flavour: vertex, source: mine}\n";
    const QString path = dir.filePath(QStringLiteral("mine.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(small);
    file.close();
    QVERIFY(Catalog::useFile(path).isEmpty());
    const CatalogPtr active = Catalog::active();
    QCOMPARE(active->fileName(), path);
    QCOMPARE(active->validCounts(QStringLiteral("n1-standard-8"),
                                 QStringLiteral("NVIDIA_TESLA_T4"), JobFlavour::Vertex),
             (QList<int>{1, 2, 3, 4}));
    QCOMPARE(active->ruleSource(QStringLiteral("accelerator-count")),
             QStringLiteral("my own notes"));
    QCOMPARE(active->regions().size(), Catalog::builtIn().regions().size());
    QCOMPARE(active->regionOffers(QStringLiteral("us-central1"),
                                  QStringLiteral("NVIDIA_TESLA_T4")),
             Catalog::builtIn().regionOffers(QStringLiteral("us-central1"),
                                             QStringLiteral("NVIDIA_TESLA_T4")));
    QCOMPARE(active->acceleratorPricePerHour(QStringLiteral("NVIDIA_TESLA_T4"),
                                             QStringLiteral("us-central1")),
             Catalog::builtIn().acceleratorPricePerHour(QStringLiteral("NVIDIA_TESLA_T4"),
                                                        QStringLiteral("us-central1")));
    QVERIFY(!active->machineType(QStringLiteral("n1-standard-4")));
    Catalog::useBuiltIn();
    QCOMPARE(Catalog::active().get(), &Catalog::builtIn());
}

void TestCatalog::catalogCommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("flavour");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("accelerator"); // every combination has it; empty = any
    QTest::addColumn<QString>("errorText");

    QTest::newRow("t4-in-us-central1")
        << QStringList{"--region", "us-central1", "--accelerator", "NVIDIA_TESLA_T4", "--json"}
        << 0 << "vertex" << "us-central1" << "NVIDIA_TESLA_T4" << QString();
    QTest::newRow("k80-ai-platform-compute-name")
        << QStringList{"--flavour", "ai-platform", "--accelerator", "nvidia-tesla-k80", "--json"}
        << 0 << "ai-platform" << QString() << "NVIDIA_TESLA_K80" << QString();
    QTest::newRow("one-machine-type")
        << QStringList{"--machine-type", "a3-highgpu-8g", "--json"} << 0 << "vertex" << QString()
        << "NVIDIA_H100_80GB" << QString();
    QTest::newRow("unknown-region") << QStringList{"--region", "mars-north1"} << 2 << "vertex"
                                    << QString() << QString() << "unknown region 'mars-north1'";
    QTest::newRow("unknown-accelerator")
        << QStringList{"--accelerator", "NVIDIA_TESLA_T5"} << 2 << "vertex" << QString()
        << QString() << "did you mean NVIDIA_TESLA_T4";
    QTest::newRow("missing-value") << QStringList{"--region"} << 2 << "vertex" << QString()
                                   << QString() << "Missing value after '--region'";
    QTest::newRow("refused-catalog-file")
        << QStringList{"--catalog", QStringLiteral(POOLCRAFT_SEEDS_DIR "/no-such-catalog.yaml")}
        << 2 << "vertex" << QString() << QString() << "no-such-catalog.yaml:1:1: error: ";
}

// The real executable, as a user runs it.
void TestCatalog::catalogCommand()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, flavour);
    QFETCH(QString, region);
    QFETCH(QString, accelerator);
    QFETCH(QString, errorText);

    QProcess process;
    process.start(QStringLiteral(POOLCRAFT_EXECUTABLE), QStringList{"catalog"} + args);
    QVERIFY2(process.waitForStarted(60000), qPrintable(process.errorString()));
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(process.exitCode() == exitCode, qPrintable(err));
    if (exitCode != 0) {
        QVERIFY2(err.contains(errorText), qPrintable(err));
        return;
    }
    const Catalog &catalog = Catalog::builtIn();
    const JobFlavour jobFlavour = flavour == QLatin1String("vertex") ? JobFlavour::Vertex
                                                                     : JobFlavour::AiPlatform;
    const QJsonObject root = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    QCOMPARE(root.value("flavour").toString(), flavour);
    const QJsonArray combinations = root.value("combinations").toArray();
    QVERIFY(!combinations.isEmpty());
    for (const QJsonValue &value : combinations) {
        const QJsonObject row = value.toObject();
        const QString machine = row.value("machineType").toString();
        const QString name = row.value("accelerator").toString();
        if (!accelerator.isEmpty())
            QCOMPARE(name, accelerator);
        QList<int> counts;
        for (const QJsonValue &count : row.value("counts").toArray())
            counts.append(count.toInt());
        QCOMPARE(counts, catalog.validCounts(machine, name, jobFlavour));
        QCOMPARE(catalog.countRule(machine, name, jobFlavour)->flavour, jobFlavour);
        if (!region.isEmpty()) {
            QVERIFY(catalog.regionOffers(region, name));
            const std::optional<double> price = catalog.machinePricePerHour(machine, region);
            QCOMPARE(row.value("machinePricePerHour").isNull(), !price.has_value());
            if (price)
                QCOMPARE(row.value("machinePricePerHour").toDouble(), *price);
        }
    }
}

void TestCatalog::catalogQuery_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<bool>("matches");
    const QStringList t4Row{"n1-standard-8", "N1", "NVIDIA_TESLA_T4", "us-central1"};
    const QStringList p4Row{"n1-standard-8", "N1", "NVIDIA_TESLA_P4", "us-west4"};
    QTest::newRow("T4 finds NVIDIA_TESLA_T4") << "T4" << t4Row << true;
    QTest::newRow("T4 does not find us-west4") << "T4" << p4Row << false;
    QTest::newRow("lower case") << "t4" << t4Row << true;
    QTest::newRow("whole region") << "us-west4" << p4Row << true;
    QTest::newRow("region word") << "west4" << p4Row << true;
    QTest::newRow("machine prefix") << "n1-standard" << t4Row << true;
    QTest::newRow("words in any order") << "t4 n1" << t4Row << true;
    QTest::newRow("every word must match") << "t4 a2" << t4Row << false;
    QTest::newRow("a word inside a word") << "esla" << t4Row << false;
    QTest::newRow("A100 not A2") << "a2" << QStringList{"n1-standard-8", "NVIDIA_A100_80GB"}
                                 << false;
    QTest::newRow("empty matches all") << "" << p4Row << true;
    QTest::newRow("separators only") << " - " << p4Row << true;
}

void TestCatalog::catalogQuery()
{
    QFETCH(QString, query);
    QFETCH(QStringList, names);
    QFETCH(bool, matches);
    QCOMPARE(CatalogQuery(query).matches(names), matches);
}

void TestCatalog::machinesOrderBySize_data()
{
    QTest::addColumn<QString>("smaller");
    QTest::addColumn<QString>("larger");
    QTest::newRow("highmem-2 before highmem-16") << "n1-highmem-2" << "n1-highmem-16";
    QTest::newRow("standard-8 before standard-96") << "n1-standard-8" << "n1-standard-96";
    QTest::newRow("same vCPUs: less memory first") << "n1-standard-8" << "n1-highmem-8";
    QTest::newRow("highcpu-16 before highmem-16") << "n1-highcpu-16" << "n1-highmem-16";
    QTest::newRow("a2-highgpu-1g before -8g") << "a2-highgpu-1g" << "a2-highgpu-8g";
}

void TestCatalog::machinesOrderBySize()
{
    QFETCH(QString, smaller);
    QFETCH(QString, larger);
    const auto size = [](const QString &name) {
        const MachineTypeInfo *info = Catalog::builtIn().machineType(name);
        return info ? MachineSize{info->series, info->vcpus, info->memoryGb, info->name}
                    : MachineSize{};
    };
    QVERIFY(Catalog::builtIn().machineType(smaller) && Catalog::builtIn().machineType(larger));
    QVERIFY(machineSizeLess(size(smaller), size(larger)));
    QVERIFY(!machineSizeLess(size(larger), size(smaller)));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
