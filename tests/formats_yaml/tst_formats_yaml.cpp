// The YAML readers and writers: round trips, format detection, how values are read,
// messages for malformed input, and hostile input that must be refused without a crash.

#include "models/catalog/catalog.h"
#include "models/formats/jobfile.h"
#include "models/formats/legacyconversion.h"
#include "models/formats/yamlinput.h"
#include "tests/support/diagnosticcheck.h"
#include "tests/support/samplejobs.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <yaml-cpp/mark.h>

using namespace Poolcraft;
using namespace Poolcraft::Testing;

Q_DECLARE_METATYPE(Poolcraft::JobDocument)
Q_DECLARE_METATYPE(Poolcraft::Format)

namespace {

QByteArray repeated(const QByteArray &piece, int times)
{
    QByteArray out;
    out.reserve(piece.size() * times);
    for (int i = 0; i < times; ++i)
        out.append(piece);
    return out;
}

} // namespace

class FormatsYamlTest : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void lossesAreNamed_data();
    void lossesAreNamed();
    void detectsFormat_data();
    void detectsFormat();
    void readsValuesAsYamlAllows_data();
    void readsValuesAsYamlAllows();
    void malformedInputIsPinpointed_data();
    void malformedInputIsPinpointed();
    void columnsCountCharactersWhereverTheyAre_data();
    void columnsCountCharactersWhereverTheyAre();
    void hostileInputIsRefused_data();
    void hostileInputIsRefused();
    void truncatedFilesNeverCrash_data();
    void truncatedFilesNeverCrash();
    void largeButSaneFileIsRead();
    void fileLimits();
    void sourceMapPointsAtValues_data();
    void sourceMapPointsAtValues();
    void legacyConversion_data();
    void legacyConversion();
};

void FormatsYamlTest::roundTrip_data()
{
    QTest::addColumn<JobDocument>("job");
    QTest::addColumn<Format>("format");
    QTest::newRow("vertex-yaml multi-pool") << vertexMultiPool()
                                            << Format::VertexCustomJobYaml;
    QTest::newRow("vertex-yaml python package with empty pools")
        << vertexPythonPackage() << Format::VertexCustomJobYaml;
    QTest::newRow("hptuning-yaml all parameter types") << hpTuningAllParameterTypes()
                                                       << Format::VertexHpTuningYaml;
    QTest::newRow("aiplatform-yaml custom gpus") << aiPlatformCustomGpu()
                                                 << Format::AiPlatformYaml;
    QTest::newRow("aiplatform-yaml legacy types and study") << aiPlatformLegacyStudy()
                                                            << Format::AiPlatformYaml;
    QTest::newRow("poolcraft everything") << poolcraftEverything()
                                          << Format::PoolcraftDocument;
    QTest::newRow("poolcraft from aiplatform") << aiPlatformLegacyStudy()
                                               << Format::PoolcraftDocument;
    QTest::newRow("poolcraft empty job") << JobDocument() << Format::PoolcraftDocument;
    // The REST JSON reader and writer live beside these; writeJob and readJobData reach them.
    QTest::newRow("vertex-json custom job") << vertexMultiPool() << Format::VertexJson;
    QTest::newRow("vertex-json tuning job") << hpTuningAllParameterTypes()
                                            << Format::VertexJson;
}

void FormatsYamlTest::roundTrip()
{
    QFETCH(JobDocument, job);
    QFETCH(Format, format);
    Diagnostics lost;
    const QByteArray written = writeJob(job, format, &lost);
    QVERIFY2(lost.isEmpty(), qPrintable(describe(lost))); // the sample fits the format
    const ReadResult read = readJobData(written, QStringLiteral("roundtrip.yaml"));
    QVERIFY2(read.ok, qPrintable(describe(read.diagnostics)));
    QCOMPARE(read.format, format);
    QVERIFY2(!hasErrors(read.diagnostics), qPrintable(describe(read.diagnostics)));
    for (int i = 0; i < MaxPools; ++i)
        QVERIFY2(read.document.pools[i] == job.pools[i], qPrintable(QString::number(i)));
    QVERIFY(read.document.study == job.study);
    QVERIFY2(read.document == job, written.constData());
    // Writing what was read gives the same bytes: the writers are deterministic.
    QCOMPARE(writeJob(read.document, format), written);
}

void FormatsYamlTest::lossesAreNamed_data()
{
    QTest::addColumn<JobDocument>("job");
    QTest::addColumn<Format>("format");
    QTest::addColumn<QString>("lostPath");
    JobDocument withStudy = hpTuningAllParameterTypes();
    QTest::newRow("study in a custom job") << withStudy << Format::VertexCustomJobYaml
                                           << QStringLiteral("studySpec");
    JobDocument local = vertexMultiPool();
    local.localCommand = {QStringLiteral("python3"), QStringLiteral("train.py")};
    QTest::newRow("local command in vertex") << local << Format::VertexCustomJobYaml
                                             << QStringLiteral("localCommand");
    QTest::newRow("local command in hp-tuning") << local << Format::VertexHpTuningYaml
                                                << QStringLiteral("localCommand");
    QTest::newRow("local command in aiplatform") << local << Format::AiPlatformYaml
                                                 << QStringLiteral("localCommand");
    JobDocument legacy = aiPlatformCustomGpu();
    QTest::newRow("legacy settings in vertex") << legacy << Format::VertexCustomJobYaml
                                               << QStringLiteral("legacy");
    QTest::newRow("region in vertex") << legacy << Format::VertexCustomJobYaml
                                      << QStringLiteral("region");
    QTest::newRow("env in aiplatform") << vertexMultiPool() << Format::AiPlatformYaml
                                       << QStringLiteral("workerPoolSpecs[0]");
    QTest::newRow("strategy in aiplatform") << vertexMultiPool()
                                            << Format::AiPlatformYaml
                                            << QStringLiteral("scheduling");
    // The gcloud script carries scheduling (and all else) in its config; not the local command.
    QTest::newRow("local command in gcloud") << local << Format::GcloudCommand
                                             << QStringLiteral("localCommand");
    JobDocument off = vertexMultiPool();
    off.pools[1].enabled = false;
    QTest::newRow("switched-off pool in vertex") << off << Format::VertexCustomJobYaml
                                                 << QStringLiteral("workerPoolSpecs[1]");
    QTest::newRow("best measurement in aiplatform") << withStudy << Format::AiPlatformYaml
                                                    << QStringLiteral(
                                                           "studySpec.measurementSelectionType");
}

void FormatsYamlTest::lossesAreNamed()
{
    QFETCH(JobDocument, job);
    QFETCH(Format, format);
    QFETCH(QString, lostPath);
    Diagnostics lost;
    writeJob(job, format, &lost);
    const auto it = std::find_if(lost.cbegin(), lost.cend(), [&](const Diagnostic &d) {
        return d.path == lostPath;
    });
    QVERIFY2(it != lost.cend(), qPrintable(describe(lost)));
    QCOMPARE(it->severity, Severity::Warning);
    QVERIFY(!it->message.isEmpty());
    QVERIFY(formatLosses(job, Format::PoolcraftDocument).isEmpty());
}

void FormatsYamlTest::detectsFormat_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<Format>("format");
    QTest::newRow("ai platform") << QByteArray("trainingInput:\n  scaleTier: BASIC\n")
                                 << Format::AiPlatformYaml;
    QTest::newRow("ai platform after comments and blank lines")
        << QByteArray("\n# header\n\ntrainingInput:\n  scaleTier: BASIC\n")
        << Format::AiPlatformYaml;
    QTest::newRow("vertex list") << QByteArray("workerPoolSpecs:\n- machineSpec: {machineType: "
                                               "n1-standard-4}\n")
                                 << Format::VertexCustomJobYaml;
    QTest::newRow("vertex single mapping") << QByteArray("workerPoolSpecs:\n  replicaCount: 1\n")
                                           << Format::VertexCustomJobYaml;
    QTest::newRow("hp-tuning study first") << QByteArray("studySpec: {}\ntrialJobSpec: {}\n")
                                           << Format::VertexHpTuningYaml;
    QTest::newRow("hp-tuning trial job only")
        << QByteArray("trialJobSpec:\n  workerPoolSpecs: []\n") << Format::VertexHpTuningYaml;
    QTest::newRow("poolcraft") << QByteArray("poolcraft: 1\njobSpec: {}\n")
                               << Format::PoolcraftDocument;
    QTest::newRow("json object") << QByteArray("  {\"workerPoolSpecs\": []}")
                                 << Format::VertexJson;
    QTest::newRow("gcloud command") << QByteArray("gcloud ai custom-jobs create --region=x")
                                    << Format::GcloudCommand;
    QTest::newRow("gcloud after prompt") << QByteArray("$ gcloud ai custom-jobs create")
                                         << Format::GcloudCommand;
    QTest::newRow("unknown mapping") << QByteArray("name: x\n") << Format::Unknown;
    QTest::newRow("list") << QByteArray("- a\n- b\n") << Format::Unknown;
    QTest::newRow("broken yaml") << QByteArray("a: [\n") << Format::Unknown;
}

void FormatsYamlTest::detectsFormat()
{
    QFETCH(QByteArray, data);
    QFETCH(Format, format);
    QCOMPARE(detectFormat(data), format);
}

void FormatsYamlTest::readsValuesAsYamlAllows_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");   // as valueAt() shows it
    QTest::newRow("quoted count") << QByteArray("trainingInput:\n  masterConfig:\n"
                                                "    acceleratorConfig: {count: '4', type: "
                                                "NVIDIA_TESLA_T4}\n")
                                  << QStringLiteral("workerPoolSpecs[0].machineSpec."
                                                    "acceleratorCount")
                                  << QStringLiteral("4");
    QTest::newRow("quoted count with space") << QByteArray("trainingInput:\n  workerType: n1\n"
                                                           "  workerCount: ' 7 '\n")
                                             << QStringLiteral("workerPoolSpecs[1].replicaCount")
                                             << QStringLiteral("7");
    QTest::newRow("whole float count") << QByteArray("workerPoolSpecs:\n  replicaCount: 3.0\n")
                                       << QStringLiteral("workerPoolSpecs[0].replicaCount")
                                       << QStringLiteral("3");
    QTest::newRow("leading-dot float") << QByteArray("studySpec:\n  parameters:\n"
                                                     "  - parameterId: m\n"
                                                     "    doubleValueSpec: {minValue: .95, "
                                                     "maxValue: 1}\n")
                                       << QStringLiteral("studySpec.parameters[0].minValue")
                                       << QStringLiteral("0.95");
    QTest::newRow("negative leading-dot float")
        << QByteArray("studySpec:\n  parameters:\n  - parameterId: m\n"
                      "    doubleValueSpec: {minValue: -.5, maxValue: 1}\n")
        << QStringLiteral("studySpec.parameters[0].minValue") << QStringLiteral("-0.5");
    QTest::newRow("exponent float") << QByteArray("studySpec:\n  parameters:\n"
                                                  "  - parameterId: a\n"
                                                  "    doubleValueSpec:\n"
                                                  "      minValue: 1.0e-4\n      maxValue: 1\n")
                                    << QStringLiteral("studySpec.parameters[0].minValue")
                                    << QStringLiteral("0.0001");
    QTest::newRow("TRUE upper case") << QByteArray("trainingInput:\n  hyperparameters:\n"
                                                   "    enableTrialEarlyStopping: TRUE \n"
                                                   "    maxTrials: 2\n    params: []\n")
                                     << QStringLiteral("maxTrialCount") << QStringLiteral("2");
    QTest::newRow("maxTrialCount in hp-tuning")
        << QByteArray("maxTrialCount: '12'\nstudySpec: {}\n")
                                                << QStringLiteral("maxTrialCount")
                                                << QStringLiteral("12");
    QTest::newRow("image in block scalar") << QByteArray("workerPoolSpecs:\n  containerSpec:\n"
                                                         "    imageUri: >-\n      gcr.io/p/i\n")
                                           << QStringLiteral("workerPoolSpecs[0].containerSpec."
                                                             "imageUri")
                                           << QStringLiteral("gcr.io/p/i");
    QByteArray bracketWords("workerPoolSpecs:\n- containerSpec:\n    args:\n");
    for (int i = 0; i < 300; ++i)
        bracketWords += "    - --files=gs://[BUCKET/" + QByteArray::number(i) + "\n";
    bracketWords += "    imageUri: gcr.io/p/i\n";
    QTest::newRow("brackets inside words open nothing")
        << bracketWords << QStringLiteral("workerPoolSpecs[0].containerSpec.imageUri")
        << QStringLiteral("gcr.io/p/i");
    QTest::newRow("windows line endings")
        << QByteArray("workerPoolSpecs:\r\n- machineSpec:\r\n    machineType: n1-standard-4\r\n")
        << QStringLiteral("workerPoolSpecs[0].machineSpec.machineType")
        << QStringLiteral("n1-standard-4");
    // Merge keys, as PyYAML (and so gcloud) reads them: the pool's own keys win, and of
    // several merged maps the first.
    const QByteArray anchoredPool("workerPoolSpecs:\n"
                                  "- &chief\n"
                                  "  machineSpec: {machineType: n1-standard-8}\n"
                                  "  replicaCount: 1\n"
                                  "  containerSpec: {imageUri: gcr.io/p/t:1}\n");
    QTest::newRow("merge key takes the anchor's keys")
        << anchoredPool + "- <<: *chief\n  replicaCount: 3\n"
        << QStringLiteral("workerPoolSpecs[1].machineSpec.machineType")
        << QStringLiteral("n1-standard-8");
    QTest::newRow("merge key: the map's own key wins")
        << anchoredPool + "- <<: *chief\n  replicaCount: 3\n"
        << QStringLiteral("workerPoolSpecs[1].replicaCount") << QStringLiteral("3");
    QTest::newRow("merge key list: the first map wins")
        << anchoredPool + "- replicaCount: 2\n  <<: [{machineSpec: {machineType: e2-standard-4}}, *chief]\n"
        << QStringLiteral("workerPoolSpecs[1].machineSpec.machineType")
        << QStringLiteral("e2-standard-4");
    QTest::newRow("byte order mark") << QByteArray("\xEF\xBB\xBFworkerPoolSpecs:\n"
                                                   "  machineSpec: {machineType: a2-highgpu-1g}\n")
                                     << QStringLiteral("workerPoolSpecs[0].machineSpec."
                                                       "machineType")
                                     << QStringLiteral("a2-highgpu-1g");
}

void FormatsYamlTest::readsValuesAsYamlAllows()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, path);
    QFETCH(QString, value);
    const ReadResult read = readJobData(data, QStringLiteral("values.yaml"));
    QVERIFY2(read.ok, qPrintable(describe(read.diagnostics)));
    QVERIFY2(!hasErrors(read.diagnostics), qPrintable(describe(read.diagnostics)));
    QCOMPARE(valueAt(read.document, path), value);
}

void FormatsYamlTest::malformedInputIsPinpointed_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("mentions"); // a word the message must contain
    QTest::addColumn<bool>("readable");    // ok: something usable was read
    QTest::newRow("list where a number goes")
        << QByteArray("workerPoolSpecs:\n- replicaCount: [1, 2]\n") << "wrong-type" << 2 << 17
        << "whole number" << true;
    QTest::newRow("mapping where text goes")
        << QByteArray("workerPoolSpecs:\n- machineSpec:\n    machineType: {a: 1}\n")
        << "wrong-type" << 3 << 18 << "text" << true;
    QTest::newRow("word where a number goes")
        << QByteArray("workerPoolSpecs:\n- machineSpec:\n    acceleratorCount: four\n")
        << "wrong-type" << 3 << 23 << "four" << true;
    QTest::newRow("negative replica count")
        << QByteArray("workerPoolSpecs:\n- replicaCount: -3\n") << "out-of-range" << 2 << 17
        << "-3" << true;
    // Columns count characters, as editors and the JSON reader do: yaml-cpp counts bytes.
    QTest::newRow("columns in characters after non-ASCII text")
        << QByteArray("workerPoolSpecs:\n- machineSpec: {machineType: \"é€é\", acceleratorCount: four}\n")
        << "wrong-type" << 2 << 55 << "four" << true;
    QTest::newRow("merge key of a word")
        << QByteArray("workerPoolSpecs:\n- <<: n1-standard-4\n") << "wrong-type" << 2 << 7
        << "merge key" << true;
    QTest::newRow("quoted merge key is a key")
        << QByteArray("workerPoolSpecs:\n- '<<': {replicaCount: 2}\n") << "unknown-key" << 2
        << 3 << "<<" << true;
    QTest::newRow("typo gets did you mean")
        << QByteArray("workerPoolSpecs:\n- machineSpec:\n    machineTyp: n1-standard-4\n")
        << "unknown-key" << 3 << 5 << "machineType" << true;
    QTest::newRow("snake case key names camel case")
        << QByteArray("workerPoolSpecs:\n- replica_count: 2\n") << "snake-case-key" << 2 << 3
        << "replicaCount" << true;
    QTest::newRow("lower-case accelerator")
        << QByteArray("workerPoolSpecs:\n- machineSpec:\n    acceleratorType: nvidia-tesla-t4\n")
        << "accelerator-name" << 3 << 22 << "NVIDIA_TESLA_T4" << true;
    QTest::newRow("bad scale type")
        << QByteArray("trainingInput:\n  hyperparameters:\n    params:\n"
                      "    - {parameterName: a, type: DOUBLE, minValue: 0, maxValue: 1, "
                      "scaleType: UNIT_LOG}\n")
        << "bad-value" << 4 << 77 << "UNIT_LOG_SCALE" << true;
    QTest::newRow("float bound on integer parameter")
        << QByteArray("trainingInput:\n  hyperparameters:\n    params:\n"
                      "    - parameterName: n\n      type: INTEGER\n      minValue: 1.5\n"
                      "      maxValue: 4\n")
        << "wrong-type" << 6 << 17 << "whole number" << true;
    QTest::newRow("too many pools")
        << QByteArray("workerPoolSpecs: [{}, {}, {}, {}, {replicaCount: 1}]\n") << "too-many-pools"
        << 1 << 35 << "4" << true;
    QTest::newRow("both container and package")
        << QByteArray("workerPoolSpecs:\n- containerSpec: {imageUri: a}\n"
                      "  pythonPackageSpec: {pythonModule: b}\n")
        << "task-kind" << 2 << 3 << "both" << true;
    QTest::newRow("duplicate key") << QByteArray("workerPoolSpecs:\n- replicaCount: 1\n"
                                                 "  replicaCount: 2\n")
                                   << "duplicate-key" << 3 << 3 << "twice" << true;
    QTest::newRow("unclosed flow list") << QByteArray("workerPoolSpecs: [\n  {replicaCount: 1}\n")
                                        << "yaml-syntax" << 3 << 1 << "YAML" << false;
    QTest::newRow("mismatched brackets")
        << QByteArray("workerPoolSpecs:\n- containerSpec:\n    args: [a, b}\n")
        << "yaml-syntax" << 3 << 16 << "YAML" << false;
    QTest::newRow("tab indentation")
        << QByteArray("workerPoolSpecs:\n\t- replicaCount: 1\n") << "yaml-syntax" << 2 << 2
        << "YAML" << false;
    QTest::newRow("bad indentation") << QByteArray("trainingInput:\n  scaleTier: BASIC\n"
                                                   " region: us-east1\n")
                                     << "yaml-syntax" << 3 << 2 << "YAML" << false;
    QTest::newRow("not a mapping") << QByteArray("- trainingInput\n- workerPoolSpecs\n")
                                   << "unknown-format" << 1 << 1 << "mapping" << false;
    QTest::newRow("unknown top-level keys") << QByteArray("\n\njob:\n  name: x\n")
                                            << "unknown-format" << 3 << 1 << "trainingInput"
                                            << false;
    QTest::newRow("empty file") << QByteArray("  \n\n") << "empty-file" << 1 << 1 << "empty"
                                << false;
    QTest::newRow("scalar document") << QByteArray("just words\n") << "unknown-format" << 1 << 1
                                     << "mapping" << false;
}

void FormatsYamlTest::malformedInputIsPinpointed()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, rule);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, mentions);
    QFETCH(bool, readable);
    const ReadResult read = readJobData(data, QStringLiteral("bad.yaml"));
    QCOMPARE(read.ok, readable);
    const Diagnostic *d = findRule(read.diagnostics, rule);
    QVERIFY2(d, qPrintable(describe(read.diagnostics)));
    QCOMPARE(d->file, QStringLiteral("bad.yaml"));
    QCOMPARE(d->position.line, line);
    QCOMPARE(d->position.column, column);
    QVERIFY2(d->message.contains(mentions), qPrintable(d->message));
}

void FormatsYamlTest::hostileInputIsRefused_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("line");

    QByteArray binary(4096, '\0');
    QRandomGenerator random(7);
    for (char &c : binary)
        c = char(random.bounded(256));
    binary[100] = '\0';
    QTest::newRow("random binary") << binary << "binary-file" << 0;
    QTest::newRow("NUL inside a value")
        << QByteArray("workerPoolSpecs:\n- replicaCount: 1\0" "0\n", 36) << "binary-file" << 2;
    QTest::newRow("invalid UTF-8 byte")
        << QByteArray("workerPoolSpecs:\n- machineSpec:\n    machineType: n1\xff\n")
        << "invalid-utf8" << 3;
    QTest::newRow("overlong UTF-8") << QByteArray("studySpec:\n  x: \xc0\xaf\n") << "invalid-utf8"
                                    << 2;
    QTest::newRow("UTF-16 surrogate in UTF-8")
        << QByteArray("trainingInput:\n  region: \xed\xa0\x80\n") << "invalid-utf8" << 2;
    QTest::newRow("truncated UTF-8 at the end") << QByteArray("trainingInput: \xe4\xb8")
                                                << "invalid-utf8" << 1;
    QTest::newRow("100k nested flow sequences")
        << QByteArray("workerPoolSpecs: ") + repeated("[", 100000) << "too-deep" << 1;
    QTest::newRow("100k nested flow mappings")
        << QByteArray("workerPoolSpecs: ") + repeated("{a: ", 100000) << "too-deep" << 1;
    QTest::newRow("100k nested block sequences on one line")
        << QByteArray("workerPoolSpecs:\n") + repeated("- ", 100000) + "x\n" << "too-deep" << 2;
    QByteArray ladder("workerPoolSpecs:\n");
    for (int i = 1; i < 2000; ++i)
        ladder += QByteArray(i, ' ') + "k" + QByteArray::number(i) + ":\n";
    QTest::newRow("2000-level indentation ladder") << ladder << "too-deep" << 0;
    QByteArray multiline("workerPoolSpecs:\n- containerSpec:\n    args: [");
    for (int i = 0; i < 300; ++i)
        multiline += "\n      [";
    QTest::newRow("nesting spread over lines") << multiline << "too-deep" << 0;
    // Each level merges the one above fifty times: 50^12 merged keys if each were read.
    QByteArray mergeBomb("a0: &a0 {replicaCount: 1}\n");
    for (int level = 1; level <= 12; ++level) {
        mergeBomb += "a" + QByteArray::number(level) + ": &a" + QByteArray::number(level) + " {<<: [";
        for (int i = 0; i < 50; ++i)
            mergeBomb += (i ? ", *a" : "*a") + QByteArray::number(level - 1);
        mergeBomb += "]}\n";
    }
    QTest::newRow("merge key bomb")
        << mergeBomb + "workerPoolSpecs:\n- <<: *a12\n" << "too-many-values" << 0;
    QTest::newRow("50 MB") << QByteArray("workerPoolSpecs: []\n")
                                  + QByteArray(50 * 1024 * 1024, '#')
                           << "file-too-large" << 1;
}

void FormatsYamlTest::hostileInputIsRefused()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, rule);
    QFETCH(int, line);
    const ReadResult read = readJobData(data, QStringLiteral("hostile.yaml"));
    QVERIFY(!read.ok);
    QCOMPARE(read.diagnostics.size(), 1);
    const Diagnostic &d = read.diagnostics.first();
    QCOMPARE(d.ruleId, rule);
    QVERIFY(d.isError());
    QCOMPARE(d.file, QStringLiteral("hostile.yaml"));
    QVERIFY(d.position.line >= 1 && d.position.column >= 1);
    if (line > 0)
        QCOMPARE(d.position.line, line);
    QVERIFY(!d.message.isEmpty());
}

void FormatsYamlTest::truncatedFilesNeverCrash_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("ai platform hyperparameters")
        << QStringLiteral("31-ouwen-mimicknet-hptuning-basic-gpu.yaml");
    QTest::newRow("vertex hp-tuning python package")
        << QStringLiteral("40-asl-ml-immersion-taxifare-studyspec-pythonpackage.yaml");
    QTest::newRow("vertex custom job with env")
        << QStringLiteral("29-energydrink9-gigmate-vertex-config-a100.yaml");
}

// Every prefix of a real file: a file cut short by a full disk or a bad copy.
void FormatsYamlTest::truncatedFilesNeverCrash()
{
    QFETCH(QString, file);
    QFile in(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs/") + file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray whole = in.readAll();
    int refused = 0;
    for (qsizetype size = 0; size <= whole.size(); ++size) {
        const ReadResult read = readJobData(whole.left(size), file);
        refused += read.ok ? 0 : 1;
        for (const Diagnostic &d : read.diagnostics) {
            QVERIFY2(d.position.line >= 1, qPrintable(d.message));
            QVERIFY(!d.message.isEmpty());
        }
        if (!read.ok)
            QVERIFY(hasErrors(read.diagnostics));
    }
    QVERIFY(refused > 0);
    QVERIFY(readJobData(whole, file).ok);
}

void FormatsYamlTest::largeButSaneFileIsRead()
{
    QByteArray data("workerPoolSpecs:\n- machineSpec: {machineType: n1-standard-4}\n"
                    "  containerSpec:\n    imageUri: gcr.io/p/i\n    args:\n");
    const int count = 100000;
    for (int i = 0; i < count; ++i)
        data += "    - --flag-" + QByteArray::number(i) + "\n";
    const ReadResult read = readJobData(data, QStringLiteral("big.yaml"));
    QVERIFY(read.ok);
    QVERIFY(!hasErrors(read.diagnostics));
    QCOMPARE(read.document.pools[0].container.args.size(), count);
    QCOMPARE(read.document.pools[0].container.args.last(),
             QStringLiteral("--flag-%1").arg(count - 1));
}

void FormatsYamlTest::fileLimits()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString huge = dir.filePath(QStringLiteral("huge.yaml"));
    {
        QFile out(huge);
        QVERIFY(out.open(QIODevice::WriteOnly));
        const QByteArray chunk(1024 * 1024, '#');
        for (int i = 0; i < 50; ++i)
            QCOMPARE(out.write(chunk), chunk.size());
    }
    ReadResult read = readJobFile(huge);
    QVERIFY(!read.ok);
    QCOMPARE(read.diagnostics.first().ruleId, QStringLiteral("file-too-large"));
    QVERIFY(read.diagnostics.first().message.contains(QStringLiteral("50")));

    read = readJobFile(dir.filePath(QStringLiteral("missing.yaml")));
    QVERIFY(!read.ok);
    QCOMPARE(read.diagnostics.first().ruleId, QStringLiteral("file-unreadable"));
    read = readJobFile(dir.path());
    QVERIFY(!read.ok);
    QCOMPARE(read.diagnostics.first().ruleId, QStringLiteral("file-unreadable"));

    // Billion laughs: aliases of aliases. The reader walks only what a job can hold, and
    // counts what it reads, so this ends quickly with an error instead of exhausting memory.
    QByteArray laughs("a: &a [");
    for (int i = 0; i < 10000; ++i)
        laughs += (i ? ",x" : "x");
    laughs += "]\nstudySpec:\n  parameters: [";
    for (int i = 0; i < 400; ++i)
        laughs += (i ? ", " : "")
                  + QByteArray("{parameterId: p, categoricalValueSpec: {values: *a}}");
    laughs += "]\n";
    read = readJobData(laughs, QStringLiteral("laughs.yaml"));
    QVERIFY(findRule(read.diagnostics, QStringLiteral("too-many-values")));
    QVERIFY(read.document.study->parameters.size() < 400);

    QByteArray nestedLaughs("l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n");
    for (int level = 1; level < 10; ++level) {
        nestedLaughs += "l" + QByteArray::number(level) + ": &l" + QByteArray::number(level)
                        + " [" + repeated("*l" + QByteArray::number(level - 1) + ", ", 9) + "*l"
                        + QByteArray::number(level - 1) + "]\n";
    }
    nestedLaughs += "workerPoolSpecs:\n- containerSpec:\n    args: *l9\n";
    read = readJobData(nestedLaughs, QStringLiteral("nested-laughs.yaml"));
    QVERIFY(read.ok);
    QVERIFY(findRule(read.diagnostics, QStringLiteral("wrong-type")));
    QVERIFY(read.diagnostics.size() < 20);

    // Few values, much text: one 100 KB string used 2 000 times is 200 MB read from a
    // 200 KB file. The text read counts too, and the file is refused as a whole.
    const QByteArray longAlias = "workerPoolSpecs:\n- containerSpec:\n    imageUri: &s \""
                                 + QByteArray(100'000, 'A') + "\"\n    args: ["
                                 + repeated("*s, ", 1999) + "*s]\n";
    read = readJobData(longAlias, QStringLiteral("long-alias.yaml"));
    QVERIFY(!read.ok);
    const Diagnostic *tooMuch = findRule(read.diagnostics, QStringLiteral("too-many-values"));
    QVERIFY2(tooMuch, qPrintable(describe(read.diagnostics)));
    QVERIFY(tooMuch->message.contains(QStringLiteral("16 MiB")));
    QCOMPARE(tooMuch->position.line, 3);
    QCOMPARE(read.diagnostics.size(), 1);
}

void FormatsYamlTest::sourceMapPointsAtValues_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("lineText"); // what the line the path maps to must contain
    QTest::newRow("ai platform worker count")
        << QStringLiteral("19-ai-platform-samples-rapids-distributed-t4.yaml")
        << QStringLiteral("workerPoolSpecs[1].replicaCount") << QStringLiteral("workerCount");
    QTest::newRow("ai platform worker accelerator count")
        << QStringLiteral("19-ai-platform-samples-rapids-distributed-t4.yaml")
        << QStringLiteral("workerPoolSpecs[1].machineSpec.acceleratorCount")
        << QStringLiteral("count: '1'");
    QTest::newRow("ai platform master type")
        << QStringLiteral("10-formigone-ml-engine-config-gpu.yaml")
        << QStringLiteral("workerPoolSpecs[0].machineSpec.machineType")
        << QStringLiteral("masterType");
    QTest::newRow("ai platform parameter server type")
        << QStringLiteral("10-formigone-ml-engine-config-gpu.yaml")
        << QStringLiteral("workerPoolSpecs[2].machineSpec.machineType")
        << QStringLiteral("parameterServerType");
    QTest::newRow("ai platform parallel trials")
        << QStringLiteral("32-michiel-dk-taxifare-hptuning.yaml")
        << QStringLiteral("parallelTrialCount") << QStringLiteral("maxParallelTrials");
    QTest::newRow("ai platform parameter bound")
        << QStringLiteral("26-klmilam-columbia-ad-17-hptuning.yaml")
        << QStringLiteral("studySpec.parameters[0].minValue") << QStringLiteral("minValue");
    QTest::newRow("vertex mapping-form accelerator")
        << QStringLiteral("27-alessiaortile-gcp-docker-example-vertex-config-gpu.yaml")
        << QStringLiteral("workerPoolSpecs[0].machineSpec.acceleratorType")
        << QStringLiteral("nvidia-tesla-v100");
    QTest::newRow("hp-tuning trial pool machine")
        << QStringLiteral("40-asl-ml-immersion-taxifare-studyspec-pythonpackage.yaml")
        << QStringLiteral("workerPoolSpecs[0].machineSpec.machineType")
        << QStringLiteral("n1-standard-4");
    QTest::newRow("nested value falls back to parent")
        << QStringLiteral("28-mlopsgroup47-autobird-vertex-config-cpu.yaml")
        << QStringLiteral("workerPoolSpecs[0].machineSpec.acceleratorCount")
        << QStringLiteral("machineSpec");
}

void FormatsYamlTest::sourceMapPointsAtValues()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, lineText);
    const QString fullPath = QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs/") + file;
    const ReadResult read = readJobFile(fullPath);
    QVERIFY(read.ok);
    const SourcePosition position = read.sourceMap.find(path);
    QVERIFY(position.isValid());
    QFile in(fullPath);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
    QVERIFY(position.line <= lines.size());
    QVERIFY2(lines.at(position.line - 1).contains(lineText),
             qPrintable(lines.at(position.line - 1)));
}

void FormatsYamlTest::legacyConversion_data()
{
    QTest::addColumn<QString>("scaleTier");
    QTest::addColumn<QString>("masterType");
    QTest::newRow("BASIC_GPU") << QStringLiteral("BASIC_GPU") << QString();
    QTest::newRow("STANDARD_1") << QStringLiteral("STANDARD_1") << QString();
    QTest::newRow("BASIC") << QStringLiteral("BASIC") << QString();
    QTest::newRow("CUSTOM complex_model_m_p100") << QStringLiteral("CUSTOM")
                                                 << QStringLiteral("complex_model_m_p100");
    QTest::newRow("CUSTOM compute engine type") << QStringLiteral("CUSTOM")
                                                << QStringLiteral("n1-standard-16");
}

void FormatsYamlTest::legacyConversion()
{
    QFETCH(QString, scaleTier);
    QFETCH(QString, masterType);
    const Catalog &catalog = Catalog::builtIn();
    JobDocument job;
    job.legacy.scaleTier = scaleTier;
    job.legacy.runtimeVersion = QStringLiteral("2.11");
    job.legacy.jobDir = QStringLiteral("gs://bucket/out");
    job.pools[0].enabled = true;
    job.pools[0].machine.machineType = masterType;
    job.study = StudySpec();

    const LegacyConversion conversion = convertLegacyToVertex(job, catalog);
    const JobDocument &vertex = conversion.document;
    const ScaleTier *tier = catalog.scaleTier(scaleTier);
    QVERIFY(tier);
    const QString chiefType = tier->isCustom() ? masterType : tier->chiefType;
    const LegacyMachineType *legacy = catalog.legacyMachineType(chiefType);
    QCOMPARE(vertex.pools[0].machine.machineType, legacy ? legacy->equivalent : chiefType);
    QCOMPARE(vertex.pools[0].machine.acceleratorType, legacy ? legacy->accelerator : QString());
    QCOMPARE(vertex.pools[0].machine.acceleratorCount,
             legacy && !legacy->accelerator.isEmpty() ? legacy->acceleratorCount : 0);
    if (!tier->isCustom()) {
        QCOMPARE(vertex.pools[1].enabled, tier->workers > 0);
        if (tier->workers > 0)
            QCOMPARE(vertex.pools[1].replicaCount, qint64(tier->workers));
        QCOMPARE(vertex.pools[2].enabled, tier->parameterServers > 0);
    }
    QCOMPARE(vertex.legacy, LegacySettings());
    QCOMPARE(vertex.baseOutputDirectory, QStringLiteral("gs://bucket/out"));
    QVERIFY(!vertex.study->metricId.isEmpty());
    auto mentions = [&](const QString &word) {
        return std::any_of(conversion.notes.cbegin(), conversion.notes.cend(),
                           [&](const Diagnostic &d) { return d.message.contains(word); });
    };
    QVERIFY(mentions(QStringLiteral("2.11")));
    QVERIFY(mentions(QStringLiteral("jobDir")));
    if (!tier->isCustom())
        QVERIFY(mentions(scaleTier));
    if (legacy)
        QVERIFY(mentions(chiefType));
}

void FormatsYamlTest::columnsCountCharactersWhereverTheyAre_data()
{
    QTest::addColumn<int>("before"); // ASCII bytes before the one non-ASCII character
    QTest::addColumn<int>("after");  // and after it, up to the mark
    // The file is checked eight bytes at a time, then byte by byte: put the character at
    // every place in both parts, and past the 4 KiB blocks the counts are kept for.
    for (const int before : {0, 1, 6, 7, 8, 9, 15, 16, 4094, 4095, 4096, 8200}) {
        for (const int after : {0, 1, 5, 6, 7, 20}) {
            QTest::addRow("%d before, %d after", before, after) << before << after;
        }
    }
}

void FormatsYamlTest::columnsCountCharactersWhereverTheyAre()
{
    QFETCH(int, before);
    QFETCH(int, after);

    const QByteArray text = QByteArray(before, 'a') + "\xE2\x82\xAC" + QByteArray(after, 'b');
    const YamlColumns columns(text);
    YAML::Mark end;       // at the text's end, on its one line
    end.pos = int(text.size());
    end.line = 0;
    end.column = int(text.size());
    QCOMPARE(columns.position(end), (SourcePosition{1, before + 1 + after + 1}));
    YAML::Mark atEuro;    // columns before the character are bytes and characters alike
    atEuro.pos = before;
    atEuro.line = 0;
    atEuro.column = before;
    QCOMPARE(columns.position(atEuro), (SourcePosition{1, before + 1}));
}

QTEST_GUILESS_MAIN(FormatsYamlTest)
#include "tst_formats_yaml.moc"
