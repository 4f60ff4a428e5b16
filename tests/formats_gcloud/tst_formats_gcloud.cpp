#include "models/formats/gcloudcommand.h"
#include "models/formats/gcloudwords.h"
#include "models/catalog/catalog.h"
#include "models/formats/jobfile.h"
#include "models/formats/legacyconversion.h"
#include "tests/support/diagnosticcheck.h"
#include "tests/support/samplejobs.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Poolcraft;
using namespace Poolcraft::Testing;

Q_DECLARE_METATYPE(Poolcraft::JobDocument)

namespace {

// Line and column (1-based) of the first occurrence of `needle` in `text`.
SourcePosition positionOf(const QString &text, const QString &needle)
{
    const qsizetype at = text.indexOf(needle);
    if (at < 0)
        return {};
    const QString before = text.left(at);
    return {int(before.count(QLatin1Char('\n'))) + 1,
            int(at - (before.lastIndexOf(QLatin1Char('\n')) + 1)) + 1};
}

// What gcloud flags can say of a job: everything else is reported in notes.
JobDocument expressible(JobDocument job)
{
    job.project = QStringLiteral("my-project");
    job.region = QStringLiteral("europe-west4");
    return job;
}

} // namespace

class TestFormatsGcloud : public QObject
{
    Q_OBJECT

private slots:
    void splitsLikeAShell_data();
    void splitsLikeAShell();
    void readsCommands_data();
    void readsCommands();
    void legacyTraining();
    void diagnostics_data();
    void diagnostics();
    void hostileInput_data();
    void hostileInput();
    void roundTrip_data();
    void roundTrip();
    void scriptDiagnosticsPointIntoTheHereDocument();
    void flagsOverrideTheConfig();
    void configFileElsewhereIsNamed();
    void refusesWhatGcloudRefuses();
    void gcloudSendsOurRestJson_data();
    void gcloudSendsOurRestJson();
};

void TestFormatsGcloud::splitsLikeAShell_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<int>("endOfCommand");      // -1: the text is one command

    QTest::newRow("plain") << "a  b\tc" << QStringList{"a", "b", "c"} << -1;
    QTest::newRow("single-quotes") << "a 'b c' 'it'\\''s'" << QStringList{"a", "b c", "it's"} << -1;
    QTest::newRow("double-quotes")
        << "\"a \\\"q\\\" $x \\n\"" << QStringList{"a \"q\" $x \\n"} << -1;
    QTest::newRow("continuation") << "a \\\n  b\\\r\nc" << QStringList{"a", "bc"} << -1;
    QTest::newRow("escaped-space") << "a\\ b c" << QStringList{"a b", "c"} << -1;
    QTest::newRow("ansi-c-quotes") << "$'a\\tb\\n'" << QStringList{"a\tb\n"} << -1;
    QTest::newRow("comment") << "# note\na #b\n  # end\n" << QStringList{"a"} << -1;
    QTest::newRow("empty-quoted-word") << "a '' b" << QStringList{"a", "", "b"} << -1;
    QTest::newRow("stops-at-operator") << "a b && c" << QStringList{"a", "b"} << 4;
    // A newline ends a command, as in a shell: a forgotten backslash is not read as one.
    QTest::newRow("newline-ends-command") << "a b\nc#d" << QStringList{"a", "b"} << 3;
    QTest::newRow("assignment-lines-are-dropped")
        << "REGION=us-central1\nX='a b' Y=2\n\na b\n" << QStringList{"a", "b"} << -1;
    QTest::newRow("bash-c-escapes")
        << "$'\\x41\\101\\u00e9\\U0001F642\\e\\cA\\q\\x\\\\\\'\\\"\\?'"
        << QStringList{QStringLiteral("AAé🙂\x1b\x01\\q\\x\\'\"?")} << -1;
}

void TestFormatsGcloud::splitsLikeAShell()
{
    QFETCH(QString, text);
    QFETCH(QStringList, words);
    QFETCH(int, endOfCommand);
    const ShellWords split = splitShellWords(text);
    QVERIFY2(split.error.isEmpty(), qPrintable(split.error));
    QCOMPARE(split.endOfCommand, endOfCommand);
    QStringList texts;
    for (const ShellWord &word : split.words)
        texts.append(word.text);
    QCOMPARE(texts, words);
    // Quoting each word and splitting again gives the same words.
    QStringList quoted;
    for (const QString &word : words)
        quoted.append(shellQuote(word));
    QStringList again;
    for (const ShellWord &word : splitShellWords(quoted.join(QLatin1Char(' '))).words)
        again.append(word.text);
    QCOMPARE(again, words);
}

void TestFormatsGcloud::readsCommands_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("pools");
    QTest::addColumn<qint64>("workerReplicas");
    QTest::addColumn<QString>("acceleratorType");
    QTest::addColumn<int>("acceleratorCount");
    QTest::addColumn<QStringList>("args");

    QTest::newRow("reduction-server-example-from-the-docs")
        << "gcloud ai custom-jobs create --region=LOCATION --display-name=JOB_NAME \\\n"
           "  --worker-pool-spec=machine-type=n1-highmem-96,replica-count=1,"
           "accelerator-type=NVIDIA_TESLA_V100,accelerator-count=8,"
           "container-image-uri=IMAGE \\\n"
           "  --worker-pool-spec=machine-type=n1-highmem-96,replica-count=4,"
           "accelerator-type=NVIDIA_TESLA_V100,accelerator-count=8,"
           "container-image-uri=IMAGE \\\n"
           "  --worker-pool-spec=machine-type=n1-highcpu-16,replica-count=16,"
           "container-image-uri=us-docker.pkg.dev/vertex-ai-restricted/training/"
           "reductionserver:latest\n"
        << 3 << qint64(4) << "NVIDIA_TESLA_V100" << 8 << QStringList();
    QTest::newRow("separate-values-lower-case-gpu-default-count")
        << "$ gcloud beta ai custom-jobs create --display-name x --region us-central1 "
           "--worker-pool-spec machine-type=n1-standard-8,container-image-uri=i "
           "--worker-pool-spec 'machine-type=n1-standard-8,replica-count=2,"
           "accelerator-type=nvidia-tesla-t4,container-image-uri=i' "
           "--args='--epochs=3,--lr=0.1'"
        << 2 << qint64(2) << "NVIDIA_TESLA_T4" << 1 << QStringList{"--epochs=3", "--lr=0.1"};
    QTest::newRow("alternate-delimiter-args")
        << "gcloud --project=p ai custom-jobs create --display-name=x "
           "--worker-pool-spec=machine-type=n1,container-image-uri=i "
           "--worker-pool-spec=machine-type=n1,replica-count=3,container-image-uri=i "
           "--args=^:^--a=1,2:--b"
        << 2 << qint64(3) << "" << 0 << QStringList{"--a=1,2", "--b"};
}

void TestFormatsGcloud::readsCommands()
{
    QFETCH(QString, text);
    QFETCH(int, pools);
    QFETCH(qint64, workerReplicas);
    QFETCH(QString, acceleratorType);
    QFETCH(int, acceleratorCount);
    QFETCH(QStringList, args);

    const ReadResult result = readGcloudCommand(text, QStringLiteral("cmd.sh"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    QVERIFY2(!hasErrors(result.diagnostics), qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.format, Format::GcloudCommand);
    QCOMPARE(result.document.enabledPoolCount(), pools);
    const WorkerPool &workers = result.document.pools[WorkerPoolRole];
    QCOMPARE(workers.replicaCount, workerReplicas);
    QCOMPARE(workers.machine.acceleratorType, acceleratorType);
    QCOMPARE(workers.machine.acceleratorCount, acceleratorCount);
    QCOMPARE(workers.container.args, args);
    QCOMPARE(result.document.pools[ChiefPool].container.args, args);
    const SourcePosition machine = result.sourceMap.find(ValuePath::machineType(WorkerPoolRole));
    QVERIFY(machine.isValid());
}

void TestFormatsGcloud::legacyTraining()
{
    const QString text = QStringLiteral(
        "gcloud ai-platform jobs submit training census_1 \\\n"
        "  --scale-tier custom --master-machine-type n1-highcpu-16 \\\n"
        "  --worker-machine-type n1-highcpu-16 --worker-count 9 \\\n"
        "  --parameter-server-machine-type n1-highmem-8 --parameter-server-count 3 \\\n"
        "  --master-accelerator=type=nvidia-tesla-t4,count=2 \\\n"
        "  --region us-central1 --module-name trainer.task --package-path trainer/ \\\n"
        "  --packages gs://b/t.tar.gz --job-dir gs://b/out --runtime-version 2.11 \\\n"
        "  --python-version 3.7 --use-chief-in-tf-config \\\n"
        "  -- --train-steps=1000 --eval-steps 10\n");
    const ReadResult result = readGcloudCommand(text, QStringLiteral("legacy.sh"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    QVERIFY2(!hasErrors(result.diagnostics), qPrintable(describe(result.diagnostics)));
    const JobDocument &job = result.document;
    QCOMPARE(job.displayName, QStringLiteral("census_1"));
    QCOMPARE(job.legacy.scaleTier, QStringLiteral("CUSTOM"));
    QCOMPARE(job.legacy.runtimeVersion, QStringLiteral("2.11"));
    QCOMPARE(job.legacy.pythonVersion, QStringLiteral("3.7"));
    QCOMPARE(job.legacy.jobDir, QStringLiteral("gs://b/out"));
    QVERIFY(job.legacy.useChiefInTfConfig);
    QCOMPARE(job.region, QStringLiteral("us-central1"));
    QCOMPARE(job.enabledPoolCount(), 3);
    QCOMPARE(job.pools[WorkerPoolRole].replicaCount, qint64(9));
    QCOMPARE(job.pools[ParameterServerPool].replicaCount, qint64(3));
    QCOMPARE(job.pools[ParameterServerPool].machine.machineType, QStringLiteral("n1-highmem-8"));
    QCOMPARE(job.pools[ChiefPool].machine.acceleratorType, QStringLiteral("NVIDIA_TESLA_T4"));
    QCOMPARE(job.pools[ChiefPool].machine.acceleratorCount, 2);
    QCOMPARE(job.pools[ChiefPool].taskKind, TaskKind::PythonPackage);
    QCOMPARE(job.pools[WorkerPoolRole].pythonPackage.pythonModule, QStringLiteral("trainer.task"));
    QCOMPARE(job.pools[WorkerPoolRole].pythonPackage.packageUris,
             QStringList{QStringLiteral("gs://b/t.tar.gz")});
    const QStringList userArgs{QStringLiteral("--train-steps=1000"),
                               QStringLiteral("--eval-steps"),
                               QStringLiteral("10")};
    QCOMPARE(job.pools[ChiefPool].pythonPackage.args, userArgs);
    QCOMPARE(result.sourceMap.find(ValuePath::acceleratorCount(ChiefPool)),
             positionOf(text, QStringLiteral("2 \\\n  --region")));
    const Diagnostic *packagePath = findRule(result.diagnostics, QStringLiteral("not-kept"));
    QVERIFY(packagePath);
    QCOMPARE(packagePath->position, positionOf(text, QStringLiteral("--package-path")));
}

void TestFormatsGcloud::diagnostics_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("isError");
    QTest::addColumn<QString>("ruleId");
    QTest::addColumn<QString>("needle"); // where the diagnostic must point
    QTest::addColumn<QString>("messagePart");

    const QString head = QStringLiteral("gcloud ai custom-jobs create --display-name=x \\\n  ");
    QTest::newRow("unknown-flag")
        << head + "--worker-pool-spec=machine-type=n1 --turbo=yes" << false << "unknown-flag"
        << "--turbo" << "--turbo";
    QTest::newRow("replica-count-not-a-number")
        << head + "--worker-pool-spec=machine-type=n1,replica-count=two" << true << "bad-value"
        << "two" << "two";
    QTest::newRow("negative-accelerator-count")
        << head + "--worker-pool-spec=machine-type=n1,accelerator-type=NVIDIA_L4,"
                  "accelerator-count=-1" << true << "out-of-range" << "-1" << "-1";
    QTest::newRow("unknown-accelerator")
        << head + "--worker-pool-spec=machine-type=n1,accelerator-type=nvidia-tesla-x9"
        << true << "bad-value" << "nvidia-tesla-x9" << "nvidia-tesla-x9";
    QTest::newRow("unknown-pool-key")
        << head + "--worker-pool-spec=machine-type=n1,gpus=2" << true << "unknown-key"
        << "gpus=2" << "gpus";
    QTest::newRow("pair-without-equals")
        << head + "--worker-pool-spec=machine-type=n1,oops" << true << "bad-value" << "oops"
        << "KEY=VALUE";
    QTest::newRow("missing-machine-type")
        << head + "--worker-pool-spec=replica-count=2" << true << "missing-value"
        << "replica-count=2" << "machine-type";
    QTest::newRow("five-pools")
        << head + "--worker-pool-spec=machine-type=a --worker-pool-spec= "
                  "--worker-pool-spec= --worker-pool-spec= --worker-pool-spec=machine-type=e"
        << true << "too-many-pools" << "--worker-pool-spec=machine-type=e" << "at most 4";
    QTest::newRow("no-pools") << QStringLiteral("gcloud ai custom-jobs create --display-name=x")
                              << true << "missing-value" << "gcloud" << "--worker-pool-spec";
    QTest::newRow("flag-without-value")
        << head + "--worker-pool-spec=machine-type=n1 --region" << true << "missing-value"
        << "--region" << "--region";
    QTest::newRow("quoted-value-column-after-quote")
        << head + "--worker-pool-spec='machine-type=n1,replica-count=x1'" << true << "bad-value"
        << "x1" << "x1";
    QTest::newRow("second-command-ignored")
        << head + "--worker-pool-spec=machine-type=n1; rm -rf /" << false << "second-command"
        << "; rm" << "first command";
    // A shell runs the first line alone; the second would be a command of its own.
    QTest::newRow("backslash-forgotten")
        << head + "--worker-pool-spec=machine-type=n1\n  --region=europe-west4" << false
        << "second-command" << "\n  --region" << "missing at its end";
    QTest::newRow("legacy-accelerator-without-count")
        << QStringLiteral("gcloud ai-platform jobs submit training j --module-name=m "
                          "--master-accelerator=type=nvidia-tesla-t4")
        << true << "missing-value" << "type=nvidia" << "count";
    QTest::newRow("legacy-bad-scale-tier")
        << QStringLiteral("gcloud ai-platform jobs submit training j --module-name=m "
                          "--scale-tier=huge")
        << true << "bad-value" << "huge" << "huge";
    QTest::newRow("tuning-bad-algorithm")
        << QStringLiteral("gcloud ai hp-tuning-jobs create --display-name=x --config=c.yaml "
                          "--algorithm=bayes")
        << true << "bad-value" << "bayes" << "bayes";
}

void TestFormatsGcloud::diagnostics()
{
    QFETCH(QString, text);
    QFETCH(bool, isError);
    QFETCH(QString, ruleId);
    QFETCH(QString, needle);
    QFETCH(QString, messagePart);

    const ReadResult result = readGcloudCommand(text, QStringLiteral("run.sh"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    const Diagnostic *found = findRule(result.diagnostics, ruleId);
    QVERIFY2(found, qPrintable(describe(result.diagnostics)));
    QCOMPARE(found->isError(), isError);
    QCOMPARE(found->file, QStringLiteral("run.sh"));
    QCOMPARE(found->position, positionOf(text, needle));
    QVERIFY2(found->message.contains(messagePart), qPrintable(found->message));
}

void TestFormatsGcloud::hostileInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("ruleId");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("empty") << QString() << "not-gcloud" << 1 << 1;
    QTest::newRow("only-comments") << "# nothing\n" << "not-gcloud" << 1 << 1;
    QTest::newRow("not-gcloud") << "kubectl apply -f job.yaml" << "not-gcloud" << 1 << 1;
    QTest::newRow("other-gcloud-command")
        << "gcloud compute instances list" << "not-gcloud" << 1 << 8;
    QTest::newRow("unterminated-single-quote")
        << "gcloud ai custom-jobs create \\\n  --display-name='oops" << "syntax" << 2 << 18;
    QTest::newRow("unterminated-double-quote")
        << "gcloud ai custom-jobs create --args=\"a" << "syntax" << 1 << 37;
    QTest::newRow("nul-character")
        << QString::fromUtf8("gcloud ai\0 custom-jobs", 22) << "syntax" << 1 << 10;
    // Found by fuzz_gcloud: the names joined as "ai custom-jobs create" from two words,
    // and reading the third name ran past the list.
    QTest::newRow("command-names-in-one-quoted-word")
        << "gcloud ai 'custom-jobs create' --region=us-central1" << "not-gcloud" << 1 << 8;
    QTest::newRow("invalid-utf8-becomes-replacement-and-is-not-gcloud")
        << QString::fromUtf8("\xff\xfegcloud") << "not-gcloud" << 1 << 1;
    QTest::newRow("too-long")
        << QString(GcloudLimits::MaxTextLength + 1, QLatin1Char('a')) << "file-too-large" << 1
        << 1;
    // Within the file limit, past what Linux can start; each would take hundreds of MB.
    const QString create = QStringLiteral("gcloud ai custom-jobs create ");
    QTest::newRow("word-longer-than-linux-takes")
        << create + QStringLiteral("--args=") + QString(ShellLimits::MaxWordLength, u'a') << "syntax"
        << 1 << 30;
    QString manyWords = create + QStringLiteral("\\\n");
    for (qsizetype i = 0; i <= ShellLimits::MaxWords; ++i)
        manyWords += QStringLiteral("a ");
    QTest::newRow("more-words-than-linux-takes") << manyWords << "syntax" << 2
                                                 << int(2 * (ShellLimits::MaxWords - 4) + 1);
}

void TestFormatsGcloud::hostileInput()
{
    QFETCH(QString, text);
    QFETCH(QString, ruleId);
    QFETCH(int, line);
    QFETCH(int, column);

    const ReadResult result = readGcloudCommand(text, QStringLiteral("paste.txt"));
    QVERIFY(!result.ok);
    QVERIFY(!result.diagnostics.isEmpty());
    const Diagnostic &first = result.diagnostics.first();
    QVERIFY(first.isError());
    QCOMPARE(first.ruleId, ruleId);
    QCOMPARE(first.file, QStringLiteral("paste.txt"));
    QCOMPARE(first.position.line, line);
    QCOMPARE(first.position.column, column);
    QVERIFY(formatDiagnosticLine(first).startsWith(
        QStringLiteral("paste.txt:%1:%2: error: ").arg(line).arg(column)));
}

void TestFormatsGcloud::roundTrip_data()
{
    QTest::addColumn<JobDocument>("job");
    QTest::newRow("single-container") << expressible(singleContainerJob());
    JobDocument packages = expressible(skippedPoolJob());
    packages.pools[WorkerPoolRole] = packages.pools[ParameterServerPool];
    QTest::newRow("python-packages") << packages;
    // What flags cannot say (environment, disks, scheduling, the output directory, per-pool
    // arguments) travels in the script's config file.
    QTest::newRow("env-disk-scheduling-output-labels") << expressible(multiWorkerGpuJob());
    JobDocument differentArgs = expressible(singleContainerJob());
    differentArgs.pools[WorkerPoolRole] = containerPool(QStringLiteral("n1-standard-4"), 2,
                                                        QStringLiteral("gcr.io/p/i"));
    differentArgs.pools[WorkerPoolRole].container.args = {QStringLiteral("--worker")};
    QTest::newRow("per-pool-args") << differentArgs;
    QTest::newRow("tpu-topology") << expressible(tpuJob());
    QTest::newRow("study") << expressible(tuningJob());
    JobDocument noProject = singleContainerJob();
    noProject.project.clear();
    QTest::newRow("no-project") << noProject;
}

void TestFormatsGcloud::roundTrip()
{
    QFETCH(JobDocument, job);
    job.localCommand.clear(); // kept only in Poolcraft documents
    Diagnostics lost;
    const QByteArray text = writeJob(job, Format::GcloudCommand, &lost);
    QVERIFY2(lost.isEmpty(), qPrintable(describe(lost)));
    QVERIFY2(!text.contains("cannot be given"), text.constData());
    const ReadResult result = readJobData(text, QStringLiteral("written.sh"));
    QVERIFY2(result.ok, qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.format, Format::GcloudCommand);
    QVERIFY2(result.diagnostics.isEmpty(), qPrintable(describe(result.diagnostics) + text));
    QCOMPARE(result.document, job);
    // The script is one here-document and one command whose lines are all continued.
    const QStringList lines = QString::fromUtf8(text).trimmed().split(QLatin1Char('\n'));
    qsizetype gcloud = 0;
    while (gcloud < lines.size() && !lines[gcloud].startsWith(QLatin1String("gcloud ai ")))
        ++gcloud;
    QVERIFY2(gcloud > 0 && gcloud < lines.size(), text.constData());
    for (qsizetype i = gcloud; i + 1 < lines.size(); ++i)
        QVERIFY2(lines[i].endsWith(QLatin1String(" \\")), qPrintable(lines[i]));
    QVERIFY(lines.last().startsWith(QLatin1String("  --config=")));
}

void TestFormatsGcloud::scriptDiagnosticsPointIntoTheHereDocument()
{
    const QString text = QStringLiteral("cat > job.yaml <<'END'\n"
                                        "workerPoolSpecs:\n"
                                        "  - machineSpec:\n"
                                        "      machineType: n1-standard-4\n"
                                        "    replicaCount: many\n"
                                        "END\n"
                                        "gcloud ai custom-jobs create --region=us-central1 \\\n"
                                        "  --display-name=x --config=job.yaml\n");
    const ReadResult result = readGcloudCommand(text, QStringLiteral("job.sh"));
    const Diagnostic *bad = nullptr;
    for (const Diagnostic &d : result.diagnostics) {
        if (d.isError())
            bad = &d;
    }
    QVERIFY2(bad, qPrintable(describe(result.diagnostics)));
    QCOMPARE(bad->position.line, 5);
    QCOMPARE(bad->file, QStringLiteral("job.sh"));
    QVERIFY(!findRule(result.diagnostics, QStringLiteral("config-file")));
}

void TestFormatsGcloud::flagsOverrideTheConfig()
{
    const QString text = QStringLiteral("cat > job.yaml <<'END'\n"
                                        "workerPoolSpecs:\n"
                                        "  - machineSpec:\n"
                                        "      machineType: n1-standard-4\n"
                                        "    replicaCount: 1\n"
                                        "    containerSpec:\n"
                                        "      imageUri: gcr.io/p/i\n"
                                        "serviceAccount: file@p.iam.gserviceaccount.com\n"
                                        "END\n"
                                        "gcloud ai custom-jobs create --region=us-central1 \\\n"
                                        "  --display-name=x --config=job.yaml \\\n"
                                        "  --service-account=flag@p.iam.gserviceaccount.com\n");
    const ReadResult result = readGcloudCommand(text, QStringLiteral("job.sh"));
    QVERIFY2(result.ok && !hasErrors(result.diagnostics),
             qPrintable(describe(result.diagnostics)));
    QCOMPARE(result.document.serviceAccount, QStringLiteral("flag@p.iam.gserviceaccount.com"));
    QCOMPARE(result.document.pools[ChiefPool].container.imageUri, QStringLiteral("gcr.io/p/i"));
    QCOMPARE(result.document.region, QStringLiteral("us-central1"));
}

void TestFormatsGcloud::configFileElsewhereIsNamed()
{
    const QString text = QStringLiteral("gcloud ai hp-tuning-jobs create --region=us-central1 "
                                        "--display-name=x --config=hptuning_config.yaml\n");
    const ReadResult result = readGcloudCommand(text, QStringLiteral("hp.sh"));
    QVERIFY(result.ok);
    QVERIFY(findRule(result.diagnostics, QStringLiteral("config-file")));
}

// gcloud checks a --config file before sending it (command_lib/ai/custom_jobs/validation.py):
// a skipped pool cannot be said, so the script is refused, naming the pool; a pool without
// its trainer (an AI Platform file leaves it to the command line) is written with a warning.
void TestFormatsGcloud::refusesWhatGcloudRefuses()
{
    const Catalog &catalog = Catalog::builtIn();
    const ExportedJob skipped = exportJob(expressible(skippedPoolJob()), Format::GcloudCommand,
                                          catalog);
    QVERIFY(skipped.text.isEmpty());
    QVERIFY2(hasErrors(skipped.lost), qPrintable(describe(skipped.lost)));
    QCOMPARE(skipped.lost.constLast().path, ValuePath::pool(WorkerPoolRole));

    JobDocument noTrainer = expressible(singleContainerJob());
    noTrainer.pools[ChiefPool].taskKind = TaskKind::None;
    const ExportedJob warned = exportJob(noTrainer, Format::GcloudCommand, catalog);
    QVERIFY(!warned.text.isEmpty());
    QVERIFY(!hasErrors(warned.lost));
    QVERIFY2(findRule(warned.lost, QStringLiteral("not-written")), qPrintable(describe(warned.lost)));
}

void TestFormatsGcloud::gcloudSendsOurRestJson_data()
{
    QTest::addColumn<JobDocument>("job");
    auto cloudReady = [](JobDocument job) {
        job.project = QStringLiteral("my-project");
        job.region = QStringLiteral("us-central1");
        job.localCommand.clear();
        return job;
    };
    QTest::newRow("single-container") << cloudReady(singleContainerJob());
    QTest::newRow("multi-worker-gpu-env-disk-scheduling") << cloudReady(multiWorkerGpuJob());
    JobDocument packages = cloudReady(skippedPoolJob());
    packages.pools[WorkerPoolRole] = packages.pools[ParameterServerPool];
    QTest::newRow("python-packages") << packages;
    QTest::newRow("tpu-topology") << cloudReady(tpuJob());
    QTest::newRow("study") << cloudReady(tuningJob());
    // The real-world Vertex configs, with the display name gcloud's command line gives them.
    const QDir dir(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs"));
    for (const QString &name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        const ReadResult read = readJobFile(dir.filePath(name));
        if (!read.ok || hasErrors(read.diagnostics) || read.format == Format::AiPlatformYaml)
            continue;
        JobDocument job = cloudReady(read.document);
        if (job.displayName.isEmpty())
            job.displayName = name.chopped(5);
        QTest::newRow(qPrintable(name.chopped(5))) << job;
    }
}

// Our gcloud script, run by the real gcloud against a loopback server, sends exactly the body
// of our REST JSON export.
void TestFormatsGcloud::gcloudSendsOurRestJson()
{
    QFETCH(JobDocument, job);
    const QString gcloud = QStandardPaths::findExecutable(QStringLiteral("gcloud"));
    if (gcloud.isEmpty())
        QSKIP("gcloud is not installed: the script cannot be run through it here");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto writeFile = [&](const QString &name, const QByteArray &data) {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
    };
    QVERIFY(writeFile(QStringLiteral("job.sh"), writeJob(job, Format::GcloudCommand)));
    QVERIFY(writeFile(QStringLiteral("token"), "test-token\n"));

    QProcess server;
    server.start(QStringLiteral("python3"),
                 {QStringLiteral(POOLCRAFT_SOURCE_DIR "/tests/support/capturerequest.py"),
                  dir.filePath(QStringLiteral("request"))});
    QVERIFY(server.waitForReadyRead(30000));
    const int port = server.readLine().trimmed().toInt();
    QVERIFY(port > 0);

    QProcess shell;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLOUDSDK_API_ENDPOINT_OVERRIDES_AIPLATFORM"),
               QStringLiteral("http://127.0.0.1:%1/").arg(port));
    env.insert(QStringLiteral("CLOUDSDK_AUTH_ACCESS_TOKEN_FILE"), dir.filePath("token"));
    env.insert(QStringLiteral("CLOUDSDK_CORE_PROJECT"), QStringLiteral("my-project"));
    env.insert(QStringLiteral("CLOUDSDK_CONFIG"), dir.filePath(QStringLiteral("gcloud-config")));
    env.insert(QStringLiteral("CLOUDSDK_CORE_DISABLE_PROMPTS"), QStringLiteral("1"));
    shell.setProcessEnvironment(env);
    shell.setWorkingDirectory(dir.path());
    shell.start(QStringLiteral("sh"), {QStringLiteral("job.sh")});
    const bool finished = shell.waitForFinished(180000);
    if (!finished)
        shell.kill();
    const QByteArray output = shell.readAllStandardOutput() + shell.readAllStandardError();
    QVERIFY2(finished && shell.exitCode() == 0, output.constData());
    QVERIFY(server.waitForFinished(30000));

    QFile request(dir.filePath(QStringLiteral("request")));
    QVERIFY(request.open(QIODevice::ReadOnly));
    const QByteArray path = request.readLine().trimmed();
    const QByteArray expectedPath = "/v1/projects/my-project/locations/us-central1/"
        + QByteArray(job.study ? "hyperparameterTuningJobs" : "customJobs");
    QVERIFY2(path.startsWith(expectedPath), path.constData());
    const QJsonObject sent = QJsonDocument::fromJson(request.readAll()).object();
    const QByteArray ours = writeJob(job, Format::VertexJson);
    QVERIFY2(sent == QJsonDocument::fromJson(ours).object(),
             (QJsonDocument(sent).toJson() + "\n--- ours:\n" + ours).constData());
}

QTEST_GUILESS_MAIN(TestFormatsGcloud)
#include "tst_formats_gcloud.moc"
