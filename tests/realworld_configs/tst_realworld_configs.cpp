// Every config file in the real-world corpus, read as its SOURCES.md line describes it:
// format, pools, machine types, accelerators, study parameters and the diagnostics that
// the reader must give (named warnings, or errors for the files that are refused).

#include "models/catalog/catalog.h"
#include "models/formats/jobfile.h"
#include "models/formats/legacyconversion.h"
#include "models/validation/validator.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

Q_DECLARE_METATYPE(Poolcraft::Format)

using namespace Poolcraft;

namespace {

QString configPath(const QString &name)
{
    return QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs/") + name;
}

QStringList ruleIds(const Diagnostics &diagnostics)
{
    QStringList ids;
    for (const Diagnostic &d : diagnostics) {
        if (!ids.contains(d.ruleId))
            ids.append(d.ruleId);
    }
    ids.sort();
    return ids;
}

QStringList fileLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

// Validated as the window and `poolcraft validate` validate a document.
Diagnostics validated(const JobDocument &job)
{
    ValidationOptions options;
    options.flavour = flavourOf(job);
    return validateJob(job, Catalog::builtIn(), options);
}

// The trainer of an AI Platform file comes from gcloud's command line (--package-path,
// --module-name): an export may lack it, and only it.
bool isMissingTrainer(const Diagnostic &d, const JobDocument &source)
{
    const bool trainerRule = d.ruleId == QLatin1String("container-image")
                             || d.ruleId == QLatin1String("python-package");
    return trainerRule && flavourOf(source) == JobFlavour::AiPlatform;
}

// What a person compares between two descriptions of one job.
QStringList poolShapes(const JobDocument &job, bool withImages = true)
{
    QStringList shapes;
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = job.pools[i];
        if (!pool.enabled)
            continue;
        shapes.append(QStringLiteral("%1: %2 x%3 %4 x%5 %6")
                          .arg(i).arg(pool.machine.machineType).arg(pool.replicaCount)
                          .arg(pool.machine.acceleratorType).arg(pool.machine.acceleratorCount)
                          .arg(withImages ? pool.container.imageUri
                                                + pool.pythonPackage.executorImageUri
                                          : QString()));
    }
    return shapes;
}

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(formatDiagnosticLine(d) + QStringLiteral(" [") + d.ruleId + u']');
    return lines.join(u'\n');
}

} // namespace

class RealWorldConfigsTest : public QObject
{
    Q_OBJECT

private slots:
    void corpusIsComplete();
    void readsAsDescribed_data();
    void readsAsDescribed();
    void diagnosticsPointAtTheirLine_data();
    void diagnosticsPointAtTheirLine();
    void snakeCaseKeysAreEachAnError();
    void roundTripsThroughItsOwnFormat_data();
    void roundTripsThroughItsOwnFormat();
    void convertsToVertex_data();
    void convertsToVertex();
    void everyExportOfACleanConfigIsClean_data();
    void everyExportOfACleanConfigIsClean();
};

void RealWorldConfigsTest::corpusIsComplete()
{
    const QDir dir(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs"));
    QCOMPARE(dir.entryList({QStringLiteral("*.yaml")}, QDir::Files).size(), 40);
}

void RealWorldConfigsTest::readsAsDescribed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("scaleTier");
    QTest::addColumn<QStringList>("machineTypes");  // of the enabled pools, in pool order
    QTest::addColumn<QStringList>("accelerators");  // "TYPE x COUNT" per enabled pool
    QTest::addColumn<int>("parameters");            // -1: no study
    QTest::addColumn<QStringList>("rules");         // rule ids of the reader's diagnostics
    QTest::addColumn<bool>("refused");              // some diagnostic is an error

    auto str = [](const char *text) { return QString::fromUtf8(text); };
    const QString aip = str("aiplatform-yaml");
    const QString vx = str("vertex-yaml");
    const QString hpt = str("hptuning-yaml");
    const QString custom = str("CUSTOM");
    // AI Platform's default tier, which the reader writes down where a file names none.
    const QString basic = str("BASIC");
    const QStringList none{QString()};
    const QStringList noGpu{QString()};
    auto list = [](std::initializer_list<const char *> items) {
        QStringList values;
        for (const char *item : items)
            values.append(QString::fromUtf8(item));
        return values;
    };

    QTest::newRow("01-census-estimator-hptuning")
        << str("01-cloudml-samples-census-estimator-hptuning.yaml") << aip << basic << none
        << noGpu << 1 << QStringList() << false;
    QTest::newRow("02-criteo-config-large") << str("02-cloudml-samples-criteo-config-large.yaml")
        << aip << custom << list({"large_model", "complex_model_m", "large_model"})
        << list({"", "", ""}) << -1 << QStringList() << false;
    QTest::newRow("03-movielens-hypertune")
        << str("03-cloudml-samples-movielens-config-hypertune.yaml") << aip << custom
        << list({"standard_gpu"}) << noGpu << 1 << QStringList() << false;
    QTest::newRow("04-tpu-config") << str("04-cloudml-samples-tpu-config.yaml") << aip << custom
        << list({"standard", "standard_tpu"}) << list({"", ""}) << -1 << QStringList() << false;
    QTest::newRow("05-tpu-resnet-hypertune") << str("05-cloudml-samples-tpu-resnet-hypertune.yaml")
        << aip << custom << list({"standard", "cloud_tpu"}) << list({"", ""}) << 3 << QStringList()
        << false;
    QTest::newRow("06-pytorch-hptuning") << str("06-cloudml-samples-pytorch-hptuning.yaml") << aip
        << basic << none << noGpu << 3 << QStringList() << false;
    QTest::newRow("07-sklearn-template-hptuning")
        << str("07-cloudml-samples-sklearn-template-hptuning.yaml") << aip << str("STANDARD_1")
        << none << noGpu << 4 << QStringList() << false;
    QTest::newRow("08-cloudml-template-config")
        << str("08-cloudml-samples-cloudml-template-config.yaml") << aip << str("BASIC") << none
        << noGpu << -1 << QStringList() << false;
    QTest::newRow("09-rl-td3-hptuning") << str("09-cloudml-samples-rl-td3-hptuning.yaml") << aip
        << basic << none << noGpu << 10 << QStringList() << false;
    QTest::newRow("10-formigone-gpu") << str("10-formigone-ml-engine-config-gpu.yaml") << aip
        << custom << list({"standard_p100", "standard_p100", "large_model"}) << list({"", "", ""})
        << -1 << QStringList() << false;
    QTest::newRow("11-widendeep-gpu") << str("11-yufengg-widendeep-config-gpu.yaml") << aip
        << custom << list({"complex_model_m", "standard_gpu", "large_model"}) << list({"", "", ""})
        << -1 << QStringList() << false;
    QTest::newRow("12-article-classifier-gpu")
        << str("12-daangn-article-classifier-config-gpu.yaml") << aip << custom
        << list({"standard_gpu", "standard_gpu", "standard"}) << list({"", "", ""}) << -1
        << QStringList() << false;
    QTest::newRow("13-lightning-hyperparam-gpu")
        << str("13-training-data-analyst-lightning-hyperparam-gpu.yaml") << aip << custom
        << list({"complex_model_m_p100"}) << noGpu << 4 << QStringList() << false;
    QTest::newRow("14-dqn-breakout-hyperparam")
        << str("14-training-data-analyst-dqn-breakout-hyperparam.yaml") << aip << str("BASIC")
        << none << noGpu << 4 << QStringList() << false;
    QTest::newRow("15-hparam-blog") << str("15-training-data-analyst-hparam-blog-hyperparam.yaml")
        << aip << custom << list({"standard"}) << noGpu << 2 << QStringList() << false;
    QTest::newRow("16-hptuning-resume") << str("16-acocac-mtlcc-modis-hptuning-resume.yaml") << aip
        << basic << none << noGpu << 0 << QStringList() << false;
    QTest::newRow("17-shallowlearners") << str("17-acocac-mtlcc-modis-shallowlearners-config.yaml")
        << aip << basic << none << noGpu << 6 << QStringList() << false;
    QTest::newRow("18-driblet-float-type") << str("18-google-driblet-hptuning.yaml") << aip
        << basic << none << noGpu << 4 << list({"parameter-type"}) << false;
    QTest::newRow("19-rapids-distributed-t4")
        << str("19-ai-platform-samples-rapids-distributed-t4.yaml") << aip << custom
        << list({"n1-highmem-8", "n1-highmem-4"})
        << list({"NVIDIA_TESLA_T4 x 1", "NVIDIA_TESLA_T4 x 1"}) << -1 << QStringList() << false;
    QTest::newRow("20-rapids-a100") << str("20-ai-platform-samples-rapids-a100.yaml") << aip
        << custom << list({"a2-highgpu-4g"}) << list({"NVIDIA_TESLA_A100 x 4"}) << -1
        << QStringList() << false;
    QTest::newRow("21-rapids-v100") << str("21-ai-platform-samples-rapids-v100.yaml") << aip
        << custom << list({"n1-standard-32"}) << list({"NVIDIA_TESLA_V100 x 8"}) << -1
        << QStringList() << false;
    QTest::newRow("22-structured-gpu-t4") << str("22-ai-platform-samples-structured-gpu-t4.yaml")
        << aip << custom << list({"n1-standard-8"}) << list({"NVIDIA_TESLA_T4 x 1"}) << -1
        << QStringList() << false;
    QTest::newRow("23-structured-basic-gpu")
        << str("23-ai-platform-samples-structured-basic-gpu.yaml") << aip << str("BASIC_GPU")
        << none << noGpu << -1 << QStringList() << false;
    QTest::newRow("24-structured-tpu") << str("24-ai-platform-samples-structured-tpu.yaml") << aip
        << custom << list({"complex_model_m", "cloud_tpu"}) << list({"", ""}) << -1
        << QStringList() << false;
    QTest::newRow("25-steam-recommender-zero-counts")
        << str("25-teamdatatonic-steam-recommender-hp-config.yaml") << aip << custom
        << list({"standard_gpu"}) << noGpu << 2 << QStringList() << false;
    QTest::newRow("26-leading-dot-floats") << str("26-klmilam-columbia-ad-17-hptuning.yaml") << aip
        << basic << none << noGpu << 8 << QStringList() << false;
    QTest::newRow("27-lowercase-accelerator")
        << str("27-alessiaortile-gcp-docker-example-vertex-config-gpu.yaml") << vx << QString()
        << list({"n1-standard-8"}) << list({"NVIDIA_TESLA_V100 x 1"}) << -1
        << list({"accelerator-name"}) << false;
    QTest::newRow("28-autobird-cpu") << str("28-mlopsgroup47-autobird-vertex-config-cpu.yaml")
        << vx << QString() << list({"n1-highmem-2"}) << noGpu << -1 << QStringList() << false;
    QTest::newRow("29-unexpanded-placeholders")
        << str("29-energydrink9-gigmate-vertex-config-a100.yaml") << vx << QString()
        << list({"a2-highgpu-1g"}) << list({"NVIDIA_TESLA_A100 x 1"}) << -1
        << QStringList() << false; // its $VARIABLES are the validator's: placeholder
    QTest::newRow("30-distillix-l4") << str("30-rileyseaburg-distillix-vertex-config-l4.yaml")
        << vx << QString() << list({"g2-standard-8"}) << list({"NVIDIA_L4 x 1"}) << -1
        << QStringList() << false;
    QTest::newRow("31-mimicknet-basic-gpu") << str("31-ouwen-mimicknet-hptuning-basic-gpu.yaml")
        << aip << str("BASIC_GPU") << none << noGpu << 14 << QStringList() << false;
    QTest::newRow("32-parallel-trials-zero") << str("32-michiel-dk-taxifare-hptuning.yaml") << aip
        << basic << none << noGpu << 3 << list({"trial-count-zero"}) << false;
    QTest::newRow("33-complex-model-l-gpu")
        << str("33-lerrytang-hfr-hptuning-complex-model-l-gpu.yaml") << aip << custom
        << list({"complex_model_l_gpu"}) << noGpu << 10 << QStringList() << false;
    QTest::newRow("34-starts-with-blank-line") << str("34-jarokaz-caip-auto-hptuning.yaml") << aip
        << basic << none << noGpu << 2 << QStringList() << false;
    QTest::newRow("35-misindented-params")
        << str("35-imransalam-hptuning-tf2-misindented-params.yaml") << aip << basic << none
        << noGpu << 0 << list({"no-parameters", "unknown-key"}) << true;
    QTest::newRow("36-snake-case-keys")
        << str("36-chihabend-humain-ia-vertex-snake-case-keys.yaml") << vx << QString()
        << list({"n1-standard-4"}) << list({"NVIDIA_TESLA_T4 x 1"}) << -1
        << list({"not-kept", "snake-case-key", "unknown-key"}) << true;
    QTest::newRow("37-dcblstm-mostly-comments")
        << str("37-amckenna41-dcblstm-psp-cloudml-gpu.yaml") << aip << custom
        << list({"large_model", "large_model", "standard"}) << list({"", "", ""}) << -1
        << QStringList() << false;
    QTest::newRow("38-malformed-quoting") << str("38-jondeaton-brats18-cloudml-gpu-malformed.yaml")
        << aip << str("BASIC_GPU") << none << noGpu << -1
        << list({"indentation"}) << false; // its pythonVersion is the validator's error
    QTest::newRow("39-kfp-studyspec") << str("39-asl-ml-immersion-kfp-walkthrough-studyspec.yaml")
        << hpt << QString() << list({"n1-standard-4"}) << noGpu << 2 << QStringList() << false;
    QTest::newRow("40-taxifare-python-package")
        << str("40-asl-ml-immersion-taxifare-studyspec-pythonpackage.yaml") << hpt << QString()
        << list({"n1-standard-4"}) << noGpu << 3 << QStringList() << false;
}

void RealWorldConfigsTest::readsAsDescribed()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(QString, scaleTier);
    QFETCH(QStringList, machineTypes);
    QFETCH(QStringList, accelerators);
    QFETCH(int, parameters);
    QFETCH(QStringList, rules);
    QFETCH(bool, refused);

    const ReadResult result = readJobFile(configPath(file));
    QVERIFY(result.ok);
    QCOMPARE(formatId(result.format), format);
    QCOMPARE(result.document.legacy.scaleTier, scaleTier);
    QStringList machines;
    QStringList gpus;
    for (const WorkerPool &pool : result.document.pools) {
        if (!pool.enabled)
            continue;
        machines.append(pool.machine.machineType);
        gpus.append(pool.machine.acceleratorType.isEmpty()
                        ? QString()
                        : QStringLiteral("%1 x %2").arg(pool.machine.acceleratorType)
                              .arg(pool.machine.acceleratorCount));
    }
    QCOMPARE(machines, machineTypes);
    QCOMPARE(gpus, accelerators);
    QCOMPARE(result.document.study ? int(result.document.study->parameters.size()) : -1,
             parameters);
    QCOMPARE(ruleIds(result.diagnostics), rules);
    QCOMPARE(hasErrors(result.diagnostics), refused);
}

void RealWorldConfigsTest::diagnosticsPointAtTheirLine_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs"));
    for (const QString &name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name.chopped(5))) << name;
}

// A diagnostic about a key or value is worthless if its line is not the one that holds it.
void RealWorldConfigsTest::diagnosticsPointAtTheirLine()
{
    QFETCH(QString, file);
    const ReadResult result = readJobFile(configPath(file));
    const QStringList lines = fileLines(configPath(file));
    for (const Diagnostic &d : result.diagnostics) {
        QCOMPARE(d.file, configPath(file));
        QVERIFY2(d.position.line >= 1 && d.position.line <= lines.size(), qPrintable(d.message));
        QVERIFY2(d.position.column >= 1, qPrintable(d.message));
        QVERIFY(!d.message.isEmpty());
        const QString text = lines.at(d.position.line - 1);
        QVERIFY2(d.position.column <= text.size() + 1, qPrintable(formatDiagnosticLine(d)));
        static const QRegularExpression quoted(QStringLiteral("'([^']+)'"));
        const QRegularExpressionMatch named = quoted.match(d.message);
        if (d.ruleId == QLatin1String("snake-case-key") || d.ruleId == QLatin1String("unknown-key")
            || d.ruleId == QLatin1String("accelerator-name")
            || d.ruleId == QLatin1String("parameter-type")) {
            // The first quoted word of the message is the key or value as the file spells it
            // (a snake_case key is reported under its own spelling first).
            QVERIFY(named.hasMatch());
            const QString word = named.captured(1);
            const bool onLine = text.contains(word)
                                || (d.ruleId == QLatin1String("unknown-key")
                                    && result.format == Format::VertexCustomJobYaml);
            QVERIFY2(onLine, qPrintable(formatDiagnosticLine(d) + QStringLiteral(" | ") + text));
        }
    }
}

void RealWorldConfigsTest::snakeCaseKeysAreEachAnError()
{
    const QString path = configPath(
        QStringLiteral("36-chihabend-humain-ia-vertex-snake-case-keys.yaml"));
    const QStringList lines = fileLines(path);
    static const QRegularExpression snakeKey(QStringLiteral(R"(^\s*(?:-\s+)?([a-z]+_[a-z_]+):)"));
    QSet<int> keyLines;
    for (int i = 0; i < lines.size(); ++i) {
        if (snakeKey.match(lines.at(i)).hasMatch())
            keyLines.insert(i + 1);
    }
    QVERIFY(keyLines.size() >= 10);
    const ReadResult result = readJobFile(path);
    QSet<int> errorLines;
    for (const Diagnostic &d : result.diagnostics) {
        if (d.ruleId == QLatin1String("snake-case-key")) {
            QVERIFY(d.isError());
            // A fix gives the right key the value the file wrote under the wrong one; it
            // never clears it (issue 10: 'Rename to displayName' emptied the name).
            for (const Fix &fix : d.fixes) {
                JobDocument fixed = result.document;
                QVERIFY2(applyValue(fixed, fix.path, fix.value), qPrintable(fix.label));
                QVERIFY2(!fix.value.isEmpty(), qPrintable(fix.label));
                QCOMPARE(valueAt(fixed, fix.path), fix.value);
            }
            errorLines.insert(d.position.line);
        }
    }
    QCOMPARE(errorLines, keyLines);
}

void RealWorldConfigsTest::roundTripsThroughItsOwnFormat_data()
{
    diagnosticsPointAtTheirLine_data();
}

void RealWorldConfigsTest::roundTripsThroughItsOwnFormat()
{
    QFETCH(QString, file);
    const ReadResult original = readJobFile(configPath(file));
    QVERIFY(original.ok);
    for (Format format : {original.format, Format::PoolcraftDocument}) {
        const QByteArray written = writeJob(original.document, format);
        const ReadResult again = readJobData(written, QStringLiteral("written.yaml"));
        QVERIFY2(again.ok, written.constData());
        QCOMPARE(again.format, format);
        // Writing fixes nothing by itself, but it must not add problems either.
        for (const QString &rule : ruleIds(again.diagnostics))
            QVERIFY2(ruleIds(original.diagnostics).contains(rule), qPrintable(rule));
        QVERIFY2(again.document == original.document, written.constData());
    }
}

void RealWorldConfigsTest::convertsToVertex_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs"));
    const QStringList names = dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        if (readJobFile(dir.filePath(name)).format == Format::AiPlatformYaml)
            QTest::newRow(qPrintable(name.chopped(5))) << name;
    }
}

// After conversion no pool carries a legacy machine type, every legacy setting is named in
// a note, and the result reads back from Vertex YAML as the same job.
void RealWorldConfigsTest::convertsToVertex()
{
    QFETCH(QString, file);
    const Catalog &catalog = Catalog::builtIn();
    const ReadResult original = readJobFile(configPath(file));
    const LegacyConversion conversion = convertLegacyToVertex(original.document, catalog);
    const JobDocument &job = conversion.document;
    QCOMPARE(job.legacy, LegacySettings());
    int legacyTypes = 0;
    for (int i = 0; i < MaxPools; ++i) {
        QVERIFY(!catalog.legacyMachineType(job.pools[i].machine.machineType));
        legacyTypes += catalog.legacyMachineType(original.document.pools[i].machine.machineType)
                           ? 1 : 0;
    }
    int machineNotes = 0;
    for (const Diagnostic &note : conversion.notes) {
        QCOMPARE(note.severity, Severity::Warning);
        QVERIFY(!note.message.isEmpty());
        machineNotes += note.path.endsWith(QLatin1String(".machineSpec.machineType")) ? 1 : 0;
    }
    QVERIFY(machineNotes >= legacyTypes); // a scale tier may bring legacy types of its own
    const LegacySettings &legacy = original.document.legacy;
    if (!legacy.runtimeVersion.isEmpty()) {
        QVERIFY(std::any_of(conversion.notes.cbegin(), conversion.notes.cend(),
                            [&](const Diagnostic &d) {
                                return d.message.contains(legacy.runtimeVersion);
                            }));
    }
    if (job.study)
        QVERIFY(!job.study->metricId.isEmpty());
    const Format target = job.study ? Format::VertexHpTuningYaml : Format::VertexCustomJobYaml;
    Diagnostics lost;
    const QByteArray written = writeJob(job, target, &lost);
    const ReadResult again = readJobData(written, QStringLiteral("converted.yaml"));
    QVERIFY2(again.ok, written.constData());
    for (int i = 0; i < MaxPools; ++i) {
        if (job.pools[i].enabled)
            QCOMPARE(again.document.pools[i], job.pools[i]);
    }
    QCOMPARE(again.document.study, job.study);
}

void RealWorldConfigsTest::everyExportOfACleanConfigIsClean_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Format>("format");
    const QDir dir(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs"));
    for (const QString &name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        const ReadResult read = readJobFile(configPath(name));
        if (!read.ok || hasErrors(read.diagnostics) || hasErrors(validated(read.document)))
            continue;
        for (Format format : {Format::VertexCustomJobYaml, Format::VertexHpTuningYaml,
                              Format::AiPlatformYaml, Format::VertexJson,
                              Format::GcloudCommand, Format::PoolcraftDocument}) {
            const bool tuning = read.document.study.has_value();
            // A study has no place in a CustomJobSpec, nor a job without one in hp-tuning.
            if ((format == Format::VertexCustomJobYaml && tuning)
                || (format == Format::VertexHpTuningYaml && !tuning))
                continue;
            QTest::newRow(qPrintable(name.left(2) + u'-' + formatId(format))) << name << format;
        }
    }
}

// For every real-world config that validates without errors, every export validates without
// errors too (but for the trainer an AI Platform file leaves to gcloud's command line) and
// reads back as the same pools as the job the export was written from.
void RealWorldConfigsTest::everyExportOfACleanConfigIsClean()
{
    QFETCH(QString, file);
    QFETCH(Format, format);
    const Catalog &catalog = Catalog::builtIn();
    const JobDocument source = readJobFile(configPath(file)).document;
    const ExportedJob exported = exportJob(source, format, catalog);
    QVERIFY(!exported.text.isEmpty());
    const ReadResult back = readJobData(exported.text, QStringLiteral("exported"), format);
    QVERIFY2(back.ok, qPrintable(describe(back.diagnostics) + u'\n' + exported.text));
    QCOMPARE(back.format, format);
    Diagnostics problems = back.diagnostics + validated(back.document);
    problems.removeIf([&](const Diagnostic &d) { return isMissingTrainer(d, source); });
    QVERIFY2(!hasErrors(problems), qPrintable(describe(problems) + u'\n' + exported.text));
    const bool converted = !exported.conversionNotes.isEmpty()
                           || needsLegacyConversion(source, catalog);
    const JobDocument written = converted && format != Format::AiPlatformYaml
                                        && format != Format::PoolcraftDocument
        ? convertLegacyToVertex(source, catalog).document
        : source;
    // An image the format has no place for (AI Platform picks the executor image from
    // runtimeVersion) must be named in what the export reports as lost.
    const bool imageLost = std::any_of(exported.lost.cbegin(), exported.lost.cend(),
                                       [](const Diagnostic &d) {
                                           return d.path.startsWith(u"workerPoolSpecs[")
                                                  && d.message.contains(u"image");
                                       });
    QCOMPARE(poolShapes(back.document, !imageLost), poolShapes(written, !imageLost));
    QCOMPARE(back.document.study.has_value(), written.study.has_value());
    if (written.study)
        QCOMPARE(back.document.study->metricId, written.study->metricId);
}

QTEST_GUILESS_MAIN(RealWorldConfigsTest)
#include "tst_realworld_configs.moc"
