#include "models/formats/restjson.h"
#include "tests/support/diagnosticcheck.h"
#include "tests/support/protocheck.h"
#include "tests/support/samplejobs.h"

#include <QtTest>

using namespace Poolcraft;
using namespace Poolcraft::Testing;

Q_DECLARE_METATYPE(Poolcraft::JobDocument)

namespace {

const QString CustomJobType = QStringLiteral("google.cloud.aiplatform.v1.CustomJob");
const QString TuningJobType = QStringLiteral("google.cloud.aiplatform.v1.HyperparameterTuningJob");
const QString JobSpecType = QStringLiteral("google.cloud.aiplatform.v1.CustomJobSpec");

// Line and column (1-based, in characters) of the first occurrence of `needle`.
SourcePosition positionOf(const QByteArray &text, const QByteArray &needle)
{
    const qsizetype at = text.indexOf(needle);
    if (at < 0)
        return {};
    const QByteArray before = text.left(at);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    return {int(before.count('\n')) + 1,
            int(QString::fromUtf8(before.mid(lineStart)).size()) + 1};
}

QByteArray nested(int depth)
{
    return QByteArray(depth, '[') + QByteArray(depth, ']');
}

} // namespace

class TestFormatsJson : public QObject
{
    Q_OBJECT

private slots:
    void readsEachShape_data();
    void readsEachShape();
    void positionsOfValues_data();
    void positionsOfValues();
    void fieldDiagnostics_data();
    void fieldDiagnostics();
    void malformedInput_data();
    void malformedInput();
    void everyTruncationIsASyntaxError_data();
    void everyTruncationIsASyntaxError();
    void hugeValidInput_data();
    void hugeValidInput();
    void roundTrip_data();
    void roundTrip();
    void writtenJsonPassesProtoCheck_data();
    void writtenJsonPassesProtoCheck();
    void protoCheckRejects_data();
    void protoCheckRejects();
};

void TestFormatsJson::readsEachShape_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("displayName");
    QTest::addColumn<int>("lastPool");
    QTest::addColumn<qint64>("lastPoolReplicas");
    QTest::addColumn<bool>("hasStudy");

    QTest::newRow("custom-job-int64-as-strings")
        << QByteArray(R"({"displayName": "a", "jobSpec": {"workerPoolSpecs": [
               {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1",
                "containerSpec": {"imageUri": "gcr.io/p/i"}},
               {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "5",
                "containerSpec": {"imageUri": "gcr.io/p/i"}}]}})")
        << "a" << 1 << qint64(5) << false;
    QTest::newRow("custom-job-int64-as-numbers")
        << QByteArray(R"({"displayName": "b", "jobSpec": {"workerPoolSpecs": [
               {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": 7,
                "containerSpec": {"imageUri": "gcr.io/p/i"}}]}})")
        << "b" << 0 << qint64(7) << false;
    QTest::newRow("bare-custom-job-spec")
        << QByteArray(R"({"workerPoolSpecs": [
               {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1",
                "containerSpec": {"imageUri": "gcr.io/p/i"}}, {},
               {"machineSpec": {"machineType": "n1-highmem-8"}, "replicaCount": "2",
                "containerSpec": {"imageUri": "gcr.io/p/i"}}]})")
        << "" << 2 << qint64(2) << false;
    QTest::newRow("hyperparameter-tuning-job")
        << QByteArray(R"({"displayName": "hp", "maxTrialCount": 9, "parallelTrialCount": "3",
               "studySpec": {"metrics": [{"metricId": "loss", "goal": "MINIMIZE"}],
                             "parameters": [{"parameterId": "lr",
                                             "doubleValueSpec": {"minValue": 0.001,
                                                                 "maxValue": 0.1}}]},
               "trialJobSpec": {"workerPoolSpecs": [
                   {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1",
                    "containerSpec": {"imageUri": "gcr.io/p/i"}}]}})")
        << "hp" << 0 << qint64(1) << true;
    QTest::newRow("output-only-fields-of-a-get-response")
        << QByteArray(R"({"name": "projects/1/locations/us-central1/customJobs/2",
               "displayName": "c", "state": "JOB_STATE_RUNNING",
               "createTime": "2024-01-01T00:00:00Z", "webAccessUris": {},
               "jobSpec": {"workerPoolSpecs": [
               {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1",
                "containerSpec": {"imageUri": "gcr.io/p/i"}}]}})")
        << "c" << 0 << qint64(1) << false;
}

void TestFormatsJson::readsEachShape()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, displayName);
    QFETCH(int, lastPool);
    QFETCH(qint64, lastPoolReplicas);
    QFETCH(bool, hasStudy);

    const ReadResult result = readVertexJson(json, QStringLiteral("job.json"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    QVERIFY2(result.diagnostics.isEmpty(), qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.format, Format::VertexJson);
    QCOMPARE(result.document.displayName, displayName);
    QCOMPARE(result.document.lastEnabledPool(), lastPool);
    QCOMPARE(result.document.pools[lastPool].replicaCount, lastPoolReplicas);
    QCOMPARE(result.document.study.has_value(), hasStudy);
    for (int i = 0; i < lastPool; ++i) {
        if (!result.document.pools[i].enabled)
            QCOMPARE(result.document.pools[i], WorkerPool());
    }
}

void TestFormatsJson::positionsOfValues_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("needle");

    const QByteArray twoPools = R"({
  "displayName": "two",
  "jobSpec": {
    "workerPoolSpecs": [
      {"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": "1",
       "containerSpec": {"imageUri": "i"}},
      {"machineSpec": {"machineType": "n1-standard-4",
                       "acceleratorType": "NVIDIA_TESLA_T4", "acceleratorCount": 3},
       "replicaCount": "2", "containerSpec": {"imageUri": "i"}}
    ]
  },
  "labels": {"team": "x"}
})";
    QTest::newRow("accelerator-count-of-pool-1")
        << twoPools << "workerPoolSpecs[1].machineSpec.acceleratorCount"
        << QByteArray("\"acceleratorCount\"");
    QTest::newRow("replica-count-of-pool-1")
        << twoPools << "workerPoolSpecs[1].replicaCount" << QByteArray("\"replicaCount\": \"2\"");
    QTest::newRow("pool-1-itself") << twoPools << "workerPoolSpecs[1]"
                                   << QByteArray("{\"machineSpec\": {\"machineType\": "
                                                 "\"n1-standard-4\",\n");
    QTest::newRow("label") << twoPools << "labels.team" << QByteArray("\"team\"");
    QTest::newRow("unknown-path-falls-back-to-parent")
        << twoPools << "workerPoolSpecs[1].machineSpec.tpuTopology"
        << QByteArray("\"machineSpec\": {\"machineType\": \"n1-standard-4\",\n");
    QTest::newRow("after-multibyte-characters")
        << QByteArray("{\"displayName\": \"ñandú 漢字\", \"labels\": {\"k\": \"v\"}, "
                      "\"jobSpec\": {\"workerPoolSpecs\": [{\"replicaCount\": \"1\"}]}}")
        << "workerPoolSpecs[0].replicaCount" << QByteArray("\"replicaCount\"");
    QTest::newRow("escaped-key")
        << QByteArray("{\"workerPoolSpecs\": [{\"machineSpec\": {\"machine\\u0054ype\": "
                      "\"n1-standard-4\"}}]}")
        << "workerPoolSpecs[0].machineSpec.machineType" << QByteArray("\"machine\\u0054ype\"");
}

void TestFormatsJson::positionsOfValues()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, path);
    QFETCH(QByteArray, needle);

    const ReadResult result = readVertexJson(json, QStringLiteral("job.json"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    const SourcePosition expected = positionOf(json, needle);
    QVERIFY(expected.isValid());
    QCOMPARE(result.sourceMap.find(path), expected);
}

void TestFormatsJson::fieldDiagnostics_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("isError");
    QTest::addColumn<QString>("ruleId");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("needle");     // where the diagnostic must point
    QTest::addColumn<QString>("messagePart");   // what the message must name

    const auto job = [](const QByteArray &pool, const QByteArray &rest = QByteArray()) {
        return QByteArray("{\"displayName\": \"d\",\n \"jobSpec\": {\"workerPoolSpecs\": [\n  ")
               + pool + "\n ]" + rest + "}}";
    };
    QTest::newRow("unknown-field-in-machine-spec")
        << job(R"({"machineSpec": {"machineType": "n1", "gpuCount": 2}, "replicaCount": "1"})")
        << false << "unknown-key" << "workerPoolSpecs[0].machineSpec.gpuCount"
        << QByteArray("\"gpuCount\"") << "gpuCount";
    QTest::newRow("snake-case-key-is-unknown")
        << job(R"({"machine_spec": {"machineType": "n1"}})") << false << "unknown-key"
        << "workerPoolSpecs[0].machine_spec" << QByteArray("\"machine_spec\"") << "machine_spec";
    QTest::newRow("replica-count-is-an-object")
        << job(R"({"machineSpec": {"machineType": "n1"}, "replicaCount": {"n": 1}})") << true
        << "wrong-type" << "workerPoolSpecs[0].replicaCount" << QByteArray("\"replicaCount\"")
        << "must be a whole number, not an object";
    QTest::newRow("replica-count-not-digits")
        << job(R"({"machineSpec": {"machineType": "n1"}, "replicaCount": "two"})") << true
        << "wrong-type" << "workerPoolSpecs[0].replicaCount" << QByteArray("\"replicaCount\"")
        << "two";
    QTest::newRow("negative-accelerator-count")
        << job(R"({"machineSpec": {"machineType": "n1", "acceleratorCount": -4}})") << true
        << "out-of-range" << "workerPoolSpecs[0].machineSpec.acceleratorCount"
        << QByteArray("\"acceleratorCount\"") << "-4";
    QTest::newRow("unknown-accelerator-enum")
        << job(R"({"machineSpec": {"machineType": "n1", "acceleratorType": "NVIDIA_H200"}})")
        << true << "bad-value" << "workerPoolSpecs[0].machineSpec.acceleratorType"
        << QByteArray("\"acceleratorType\"") << "NVIDIA_H200";
    QTest::newRow("lower-case-enum")
        << job(R"({"machineSpec": {"machineType": "n1", "acceleratorType": "nvidia_tesla_t4"}})")
        << true << "enum-case" << "workerPoolSpecs[0].machineSpec.acceleratorType"
        << QByteArray("\"acceleratorType\"") << "NVIDIA_TESLA_T4";
    QTest::newRow("args-not-a-list")
        << job(R"({"containerSpec": {"imageUri": "i", "args": "--epochs 3"}})") << true
        << "wrong-type" << "workerPoolSpecs[0].containerSpec.args" << QByteArray("\"args\"")
        << "list";
    QTest::newRow("arg-not-a-string")
        << job(R"({"containerSpec": {"imageUri": "i", "args": ["--epochs", 3]}})") << true
        << "wrong-type" << "workerPoolSpecs[0].containerSpec.args[1]" << QByteArray("3]")
        << "string";
    QTest::newRow("env-without-name")
        << job(R"({"containerSpec": {"imageUri": "i", "env": [{"value": "1"}]}})") << true
        << "env-name" << "workerPoolSpecs[0].containerSpec.env[0]"
        << QByteArray("{\"value\"") << "no name";
    QTest::newRow("both-task-kinds")
        << job(R"({"containerSpec": {"imageUri": "i"}, "pythonPackageSpec": {}})") << true
        << "two-tasks" << "workerPoolSpecs[0].pythonPackageSpec"
        << QByteArray("\"pythonPackageSpec\"") << "containerSpec";
    QTest::newRow("duration-as-number")
        << job(R"({})", R"(, "scheduling": {"timeout": 7200})") << true << "wrong-type"
        << "scheduling.timeout" << QByteArray("\"timeout\"") << "string";
    QTest::newRow("duration-without-unit")
        << job(R"({})", R"(, "scheduling": {"timeout": "2h"})") << true << "bad-value"
        << "scheduling.timeout" << QByteArray("\"timeout\"") << "7200s";
    QTest::newRow("five-pools")
        << job(R"({}, {}, {}, {}, {"machineSpec": {"machineType": "n1"}})") << true
        << "too-many-pools" << "workerPoolSpecs[4]"
        << QByteArray("{\"machineSpec\"") << "at most 4";
    QTest::newRow("known-field-not-kept")
        << job(R"({"nfsMounts": [], "machineSpec": {"machineType": "n1"}})") << false
        << "not-kept" << "workerPoolSpecs[0].nfsMounts" << QByteArray("\"nfsMounts\"")
        << "nfsMounts";
    QTest::newRow("label-value-not-a-string")
        << QByteArray(R"({"jobSpec": {"workerPoolSpecs": []}, "labels": {"team": 5}})") << true
        << "wrong-type" << "labels.team" << QByteArray("\"team\"") << "string";
    QTest::newRow("study-algorithm-unknown")
        << QByteArray(R"({"studySpec": {"algorithm": "BAYES"}, "trialJobSpec": {}})") << true
        << "bad-value" << "studySpec.algorithm" << QByteArray("\"algorithm\"") << "BAYES";
    QTest::newRow("parameter-without-value-spec")
        << QByteArray(R"({"studySpec": {"parameters": [{"parameterId": "lr"}]}})") << true
        << "no-value-spec" << "studySpec.parameters[0]" << QByteArray("{\"parameterId\"")
        << "lr";
    QTest::newRow("integer-parameter-fraction")
        << QByteArray(R"({"studySpec": {"parameters": [{"parameterId": "n",
               "integerValueSpec": {"minValue": "1", "maxValue": 2.5}}]}})")
        << true << "wrong-type" << "studySpec.parameters[0].integerValueSpec.maxValue"
        << QByteArray("\"maxValue\"") << "must be a whole number, not 2.5";
    QTest::newRow("replica-count-fraction")
        << job(R"({"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": 1.5})")
        << true << "wrong-type" << "workerPoolSpecs[0].replicaCount"
        << QByteArray("\"replicaCount\"") << "must be a whole number, not 1.5";
    // JSON parsers keep the last of two equal keys without a word; we say so, at both.
    QTest::newRow("duplicate-key")
        << job(R"({"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": 1,
                   "replicaCount": 2})")
        << false << "duplicate-key" << "jobSpec.workerPoolSpecs[0].replicaCount"
        << QByteArray("\"replicaCount\": 2") << "given twice, at 3:53 and here";
    // Of three, only the last is read: the middle one must not claim to be.
    QTest::newRow("key-given-three-times-middle")
        << job(R"({"machineSpec": {"machineType": "n1-standard-4"}, "replicaCount": 1,
                   "replicaCount": 2, "replicaCount": 3})")
        << false << "duplicate-key" << "jobSpec.workerPoolSpecs[0].replicaCount"
        << QByteArray("\"replicaCount\": 2") << "given 3 times, first at 3:53; the value here is not read";
    QTest::newRow("trial-count-zero")
        << QByteArray(R"({"studySpec": {}, "maxTrialCount": 0})") << true << "out-of-range"
        << "maxTrialCount" << QByteArray("\"maxTrialCount\"") << "maxTrialCount";
}

void TestFormatsJson::fieldDiagnostics()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, isError);
    QFETCH(QString, ruleId);
    QFETCH(QString, path);
    QFETCH(QByteArray, needle);
    QFETCH(QString, messagePart);

    const ReadResult result = readVertexJson(json, QStringLiteral("in/job.json"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    const Diagnostic *found = findRule(result.diagnostics, ruleId);
    QVERIFY2(found, qPrintable(describe(result.diagnostics)));
    QCOMPARE(found->isError(), isError);
    QCOMPARE(found->path, path);
    QCOMPARE(found->file, QStringLiteral("in/job.json"));
    QCOMPARE(found->position, positionOf(json, needle));
    QVERIFY2(found->message.contains(messagePart), qPrintable(found->message));
}

void TestFormatsJson::malformedInput_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("ruleId");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("empty") << QByteArray() << "syntax" << 1 << 1;
    QTest::newRow("only-whitespace") << QByteArray("\n\n  ") << "syntax" << 3 << 3;
    QTest::newRow("truncated-object")
        << QByteArray("{\n  \"displayName\": \"x\",\n  \"jobSpec\": {") << "syntax" << 3 << 15;
    QTest::newRow("trailing-comma")
        << QByteArray("{\"workerPoolSpecs\": [],\n}") << "syntax" << 2 << 1;
    QTest::newRow("unterminated-string")
        << QByteArray("{\"displayName\": \"abc\n}") << "syntax" << 1 << 21;
    QTest::newRow("nul-byte-in-string")
        << QByteArray("{\"displayName\": \"a\0b\"}", 22) << "syntax" << 1 << 19;
    QTest::newRow("nul-byte-between-values")
        << QByteArray("{\"a\": 1,\0 \"b\": 2}", 17) << "syntax" << 1 << 9;
    QTest::newRow("invalid-utf8")
        << QByteArray("{\"displayName\": \"caf\xC3\x28\"}") << "syntax" << 1 << 22;
    QTest::newRow("lone-surrogate-escape")
        << QByteArray("{\"displayName\": \"\\uD800x\"}") << "syntax" << 1 << 24;
    QTest::newRow("single-quotes")
        << QByteArray("{'displayName': 'x'}") << "syntax" << 1 << 2;
    QTest::newRow("yaml-not-json")
        << QByteArray("workerPoolSpecs:\n  - machineSpec: {}\n") << "syntax" << 1 << 1;
    QTest::newRow("deep-arrays") << nested(100000) << "too-deep" << 1
                                 << VertexJsonLimits::MaxNesting + 1;
    QTest::newRow("deep-objects-on-lines")
        << QByteArray("{\"jobSpec\":\n").repeated(70) << "too-deep" << 65 << 1;
    // nlohmann throws out_of_range, not parse_error, for these: it used to abort.
    QTest::newRow("number-beyond-double")
        << QByteArray("{\"jobSpec\": {\"workerPoolSpecs\": [\n  {\"replicaCount\": 1e400}]}}")
        << "syntax" << 2 << 20;
    QTest::newRow("negative-number-beyond-double")
        << QByteArray("{\"maxTrialCount\": -1e999}") << "syntax" << 1 << 19;
    QTest::newRow("number-beyond-double-in-list") << QByteArray("[0, 1.8e308]")
                                                  << "syntax" << 1 << 5;
    QTest::newRow("top-level-array") << QByteArray("[1, 2]") << "wrong-type" << 1 << 1;
    QTest::newRow("top-level-string") << QByteArray("  \"job\"") << "wrong-type" << 1 << 3;
    QTest::newRow("object-of-another-kind")
        << QByteArray("{\"kind\": \"Pod\"}") << "unknown-format" << 1 << 1;
    QTest::newRow("bigger-than-limit")
        << QByteArray(VertexJsonLimits::MaxFileBytes + 1, ' ') << "file-too-large" << 1 << 1;
}

void TestFormatsJson::malformedInput()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, ruleId);
    QFETCH(int, line);
    QFETCH(int, column);

    const ReadResult result = readVertexJson(data, QStringLiteral("bad.json"));
    QVERIFY(!result.ok);
    QVERIFY2(!result.diagnostics.isEmpty(), "no diagnostic for bad input");
    const Diagnostic &first = result.diagnostics.first();
    QVERIFY2(first.isError(), qPrintable(describe(result.diagnostics)));
    QCOMPARE(first.ruleId, ruleId);
    QCOMPARE(first.file, QStringLiteral("bad.json"));
    QCOMPARE(first.position.line, line);
    QCOMPARE(first.position.column, column);
    QVERIFY(first.message.size() > 10);
    QVERIFY2(!first.message.contains(QLatin1String("json.exception")), qPrintable(first.message));
    QVERIFY(formatDiagnosticLine(first).startsWith(
        QStringLiteral("bad.json:%1:%2: error: ").arg(line).arg(column)));
}

void TestFormatsJson::everyTruncationIsASyntaxError_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("custom-job") << writeCustomJobJson(multiWorkerGpuJob());
    QTest::newRow("tuning-job") << writeHyperparameterTuningJobJson(tuningJob());
}

void TestFormatsJson::everyTruncationIsASyntaxError()
{
    QFETCH(QByteArray, json);
    const int lines = int(json.count('\n')) + 1;
    // Cut after the last closing brace: whitespace alone at the end is still complete.
    const qsizetype complete = json.lastIndexOf('}');
    for (qsizetype size = 0; size < complete; ++size) {
        const QByteArray cut = json.left(size);
        const ReadResult result = readVertexJson(cut, QStringLiteral("cut.json"));
        QVERIFY2(!result.ok, qPrintable(QStringLiteral("read a job from %1 bytes").arg(size)));
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().ruleId, QStringLiteral("syntax"));
        QVERIFY(result.diagnostics.first().position.line >= 1);
        QVERIFY(result.diagnostics.first().position.line <= lines);
        QVERIFY(result.diagnostics.first().position.column >= 1);
    }
}

void TestFormatsJson::hugeValidInput_data()
{
    QTest::addColumn<int>("argCount");
    QTest::addColumn<int>("nameLength");
    QTest::newRow("200k-args") << 200000 << 10;
    QTest::newRow("8-mib-display-name") << 1 << 8 * 1024 * 1024;
}

void TestFormatsJson::hugeValidInput()
{
    QFETCH(int, argCount);
    QFETCH(int, nameLength);

    JobDocument job = singleContainerJob();
    job.displayName = QString(nameLength, QLatin1Char('n'));
    for (int i = 0; i < argCount; ++i)
        job.pools[ChiefPool].container.args.append(QStringLiteral("--a%1").arg(i));
    const QByteArray json = writeCustomJobJson(job);
    const ReadResult result = readVertexJson(json, QStringLiteral("huge.json"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.document.pools[ChiefPool].container.args.size(), argCount);
    QCOMPARE(result.document.displayName.size(), nameLength);
    QVERIFY(result.sourceMap.find(QStringLiteral("workerPoolSpecs[0].replicaCount")).isValid());
}

void TestFormatsJson::roundTrip_data()
{
    QTest::addColumn<JobDocument>("job");
    QTest::newRow("single-container") << singleContainerJob();
    QTest::newRow("multi-worker-gpu-env-args-disk-scheduling") << multiWorkerGpuJob();
    QTest::newRow("skipped-pool-python-package") << skippedPoolJob();
    QTest::newRow("tpu-topology") << tpuJob();
    QTest::newRow("tuning-every-parameter-type") << tuningJob();
    QTest::newRow("tuning-minimize-best-early-stopping") << minimizingTuningJob();
}

void TestFormatsJson::roundTrip()
{
    QFETCH(JobDocument, job);
    const QByteArray json = job.study ? writeHyperparameterTuningJobJson(job)
                                      : writeCustomJobJson(job);
    const ReadResult result = readVertexJson(json, QStringLiteral("written.json"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    QVERIFY2(result.diagnostics.isEmpty(), qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.document, job);
    // Writing what was read gives the same bytes: the writer is deterministic.
    const QByteArray again = job.study ? writeHyperparameterTuningJobJson(result.document)
                                       : writeCustomJobJson(result.document);
    QCOMPARE(again, json);

    // The bare spec carries the pools and the rest of the CustomJobSpec.
    const ReadResult spec = readVertexJson(writeCustomJobSpecJson(job), QStringLiteral("s"));
    QVERIFY2(spec.ok, qPrintable(describe(spec.diagnostics)));
    QCOMPARE(spec.document.pools, job.pools);
    QCOMPARE(spec.document.scheduling, job.scheduling);
}

void TestFormatsJson::writtenJsonPassesProtoCheck_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("messageType");
    const QList<std::pair<const char *, JobDocument>> jobs{
        {"single", singleContainerJob()}, {"multi-worker", multiWorkerGpuJob()},
        {"skipped-pool", skippedPoolJob()}, {"tpu", tpuJob()}, {"tuning", tuningJob()},
        {"tuning-minimize", minimizingTuningJob()}};
    for (const auto &[name, job] : jobs) {
        QTest::newRow(qPrintable(QStringLiteral("custom-job-%1").arg(QLatin1String(name))))
            << writeCustomJobJson(job) << CustomJobType;
        QTest::newRow(qPrintable(QStringLiteral("job-spec-%1").arg(QLatin1String(name))))
            << writeCustomJobSpecJson(job) << JobSpecType;
        if (job.study)
            QTest::newRow(qPrintable(QStringLiteral("tuning-job-%1").arg(QLatin1String(name))))
                << writeHyperparameterTuningJobJson(job) << TuningJobType;
    }
}

void TestFormatsJson::writtenJsonPassesProtoCheck()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, messageType);
    QString error;
    QVERIFY2(checkAgainstProtos(json, messageType, &error), qPrintable(error));
}

void TestFormatsJson::protoCheckRejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("messageType");
    QTest::addColumn<QString>("named");

    const QByteArray good = writeCustomJobJson(multiWorkerGpuJob());
    QByteArray unknownField = good;
    unknownField.replace("\"acceleratorCount\"", "\"acceleratorCnt\"");
    QTest::newRow("unknown-field") << unknownField << CustomJobType << "acceleratorCnt";
    QByteArray unknownEnum = good;
    unknownEnum.replace("NVIDIA_TESLA_T4", "NVIDIA_TESLA_T5");
    QTest::newRow("unknown-enum-value") << unknownEnum << CustomJobType << "NVIDIA_TESLA_T5";
    QByteArray numberDuration = good;
    numberDuration.replace("\"7200s\"", "7200");
    QTest::newRow("duration-as-number") << numberDuration << CustomJobType << "timeout";
    QByteArray snakeCase = good;
    snakeCase.replace("\"jobSpec\"", "\"job_spec_x\"");
    QTest::newRow("misspelled-top-level") << snakeCase << CustomJobType << "job_spec_x";
    QByteArray tuning = writeHyperparameterTuningJobJson(tuningJob());
    tuning.replace("UNIT_LOG_SCALE", "LOG_SCALE");
    QTest::newRow("unknown-scale-type") << tuning << TuningJobType << "LOG_SCALE";
    QTest::newRow("custom-job-checked-as-tuning-job") << good << TuningJobType << "jobSpec";
}

void TestFormatsJson::protoCheckRejects()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, messageType);
    QFETCH(QString, named);
    QString error;
    QVERIFY(!checkAgainstProtos(json, messageType, &error));
    QVERIFY2(error.contains(QLatin1String("exit 1")), qPrintable(error));
    QVERIFY2(error.contains(named), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestFormatsJson)
#include "tst_formats_json.moc"
