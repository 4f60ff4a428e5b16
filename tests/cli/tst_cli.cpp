// `poolcraft validate` and `poolcraft export` as other tools call them: the built executable
// run on real files, its output lines, JSON shape and exit codes (0 clean, 1 errors,
// 2 unreadable), and exported files read back as the same job.

#include "app/launch/launchplan.h"
#include "models/catalog/catalog.h"
#include "models/formats/jobfile.h"
#include "models/formats/legacyconversion.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Poolcraft;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Generous: other engineers' builds share the two cores.
constexpr int ProcessTimeoutMs = 120000;

Run runPoolcraft(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(POOLCRAFT_EXECUTABLE), arguments);
    Run run;
    if (!process.waitForFinished(ProcessTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("timed out");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString config(const char *name)
{
    return QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs/") + QString::fromUtf8(name);
}

QStringList nonEmptyLines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class CliTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void validate_data();
    void validate();
    void validateMapsValidatorDiagnosticsToLines();
    void validateRegionOption();
    void validateJson();
    void exportFormats_data();
    void exportFormats();
    void exportReportsLosses();
    void exportWritesFile();
    void exportUsageErrors_data();
    void exportUsageErrors();
    void runPlan_data();
    void runPlan();
    void unknownWords_data();
    void unknownWords();
    void everyCommandHasHelp_data();
    void everyCommandHasHelp();
    void runRefusesJobsWithErrors_data();
    void runRefusesJobsWithErrors();

private:
    QTemporaryDir m_dir;
    QString writeTemp(const QString &name, const QByteArray &data);
};

QString CliTest::writeTemp(const QString &name, const QByteArray &data)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        return QString();
    return path;
}

void CliTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFile::exists(QStringLiteral(POOLCRAFT_EXECUTABLE)));
}

void CliTest::validate_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("expectedLines"); // regular expressions, each must match a line

    QTest::newRow("clean vertex file")
        << QStringList{config("30-rileyseaburg-distillix-vertex-config-l4.yaml")} << 0
        << QStringList();
    QTest::newRow("lower-case accelerator is a warning")
        << QStringList{config("27-alessiaortile-gcp-docker-example-vertex-config-gpu.yaml")} << 0
        << QStringList{QStringLiteral(
               R"(27-alessiaortile[^:]*\.yaml:5:26: warning: .*NVIDIA_TESLA_V100)")};
    QTest::newRow("snake case keys are errors")
        << QStringList{config("36-chihabend-humain-ia-vertex-snake-case-keys.yaml")} << 1
        << QStringList{QStringLiteral(R"(\.yaml:5:1: error: keys with underscore are invalid: )"
                                      R"(write 'worker_pool_specs' as 'workerPoolSpecs'$)"),
                       QStringLiteral(R"(\.yaml:10:5: error: .*'replica_count')")};
    QTest::newRow("misindented params")
        << QStringList{config("35-imransalam-hptuning-tf2-misindented-params.yaml")} << 1
        << QStringList{QStringLiteral(R"(\.yaml:9:5: warning: unknown key 'params')"),
                       QStringLiteral(R"(\.yaml:\d+:\d+: error: hyperparameters has no params)")};
    QTest::newRow("broken quoting")
        << QStringList{config("38-jondeaton-brats18-cloudml-gpu-malformed.yaml")} << 1
        << QStringList{QStringLiteral("\\.yaml:11:20: error: pythonVersion ':3\\.5\"'")};
    QTest::newRow("missing file") << QStringList{m_dir.filePath(QStringLiteral("none.yaml"))} << 2
                                  << QStringList{QStringLiteral(
                                         R"(none\.yaml:1:1: error: cannot read .*none\.yaml: no such file)")};
    QTest::newRow("unreadable file wins over errors")
        << QStringList{config("36-chihabend-humain-ia-vertex-snake-case-keys.yaml"),
                       m_dir.filePath(QStringLiteral("none.yaml"))}
        << 2 << QStringList{QStringLiteral(R"(36-chihabend.*: error: )")};
    QTest::newRow("no file") << QStringList() << 2 << QStringList();
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--strict")} << 2
                                    << QStringList();
}

void CliTest::validate()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QStringList, expectedLines);
    const Run run = runPoolcraft(QStringList{QStringLiteral("validate")} + arguments);
    QVERIFY2(run.exitCode == exitCode, qPrintable(run.out + run.err));
    const QStringList lines = nonEmptyLines(run.out);
    static const QRegularExpression shape(
        QStringLiteral(R"(^.+:\d+:\d+: (error|warning): \S.*$)"));
    for (const QString &line : lines)
        QVERIFY2(shape.match(line).hasMatch(), qPrintable(line));
    for (const QString &pattern : expectedLines) {
        const QRegularExpression re(pattern);
        QVERIFY(re.isValid());
        const bool found = std::any_of(lines.cbegin(), lines.cend(), [&](const QString &line) {
            return re.match(line).hasMatch();
        });
        QVERIFY2(found, qPrintable(pattern + QStringLiteral("\n") + run.out));
    }
    if (exitCode == 2 && arguments.isEmpty())
        QVERIFY(!run.err.isEmpty());
}

// A rule the validator checks (not the reader) must still point at the line of the value.
void CliTest::validateMapsValidatorDiagnosticsToLines()
{
    const Catalog &catalog = Catalog::builtIn();
    const QList<int> allowed = catalog.validCounts(QStringLiteral("n1-standard-8"),
                                                   QStringLiteral("NVIDIA_TESLA_T4"),
                                                   JobFlavour::Vertex);
    QVERIFY(!allowed.isEmpty());
    int wrong = 3;
    while (allowed.contains(wrong))
        ++wrong;
    const QString path = writeTemp(
        QStringLiteral("bad-count.yaml"),
        QByteArray("# a comment first\nworkerPoolSpecs:\n- machineSpec:\n"
                   "    machineType: n1-standard-8\n    acceleratorType: NVIDIA_TESLA_T4\n"
                   "    acceleratorCount: ")
            + QByteArray::number(wrong)
            + "\n  replicaCount: 1\n  containerSpec:\n    imageUri: gcr.io/p/i:1\n");
    QVERIFY(!path.isEmpty());
    const Run run = runPoolcraft({QStringLiteral("validate"), path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(path + QStringLiteral(":6:23: error: ")), qPrintable(run.out));
}

void CliTest::validateRegionOption()
{
    const QString file = config("30-rileyseaburg-distillix-vertex-config-l4.yaml");
    const Run unknownRegion = runPoolcraft({QStringLiteral("validate"), QStringLiteral("--region"),
                                            QStringLiteral("mars-north1"), file});
    QCOMPARE(unknownRegion.exitCode, 1);
    QVERIFY2(unknownRegion.out.contains(QStringLiteral("mars-north1")),
             qPrintable(unknownRegion.out));
    const Run knownRegion = runPoolcraft({QStringLiteral("validate"),
                                          QStringLiteral("--region=us-central1"), file});
    QCOMPARE(knownRegion.exitCode, 0);
    // A file that names its own region keeps it: --region only fills a gap.
    const QString ownRegion = writeTemp(
        QStringLiteral("own-region.yaml"),
        "poolcraft: 1\nregion: us-central1\njobSpec:\n  workerPoolSpecs:\n"
        "  - machineSpec: {machineType: n1-standard-4}\n    replicaCount: 1\n"
        "    containerSpec: {imageUri: gcr.io/p/i}\n");
    const Run kept = runPoolcraft({QStringLiteral("validate"), QStringLiteral("--region"),
                                   QStringLiteral("mars-north1"), ownRegion});
    QVERIFY2(kept.exitCode == 0, qPrintable(kept.out));
}

void CliTest::validateJson()
{
    const QStringList files{config("27-alessiaortile-gcp-docker-example-vertex-config-gpu.yaml"),
                            config("36-chihabend-humain-ia-vertex-snake-case-keys.yaml")};
    const Run text = runPoolcraft(QStringList{QStringLiteral("validate")} + files);
    const Run json = runPoolcraft(QStringList{QStringLiteral("validate"), QStringLiteral("--json")}
                                  + files);
    QCOMPARE(json.exitCode, text.exitCode);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(document.isArray());
    const QJsonArray diagnostics = document.array();
    QCOMPARE(diagnostics.size(), nonEmptyLines(text.out).size());
    int withFixes = 0;
    for (const QJsonValue &value : diagnostics) {
        const QJsonObject d = value.toObject();
        QVERIFY(files.contains(d.value(QStringLiteral("file")).toString()));
        QVERIFY(d.value(QStringLiteral("line")).toInt() >= 1);
        QVERIFY(d.value(QStringLiteral("column")).toInt() >= 1);
        const QString severity = d.value(QStringLiteral("severity")).toString();
        QVERIFY(severity == QLatin1String("error") || severity == QLatin1String("warning"));
        QVERIFY(d.value(QStringLiteral("path")).isString());
        QVERIFY(!d.value(QStringLiteral("message")).toString().isEmpty());
        QVERIFY(d.value(QStringLiteral("fixes")).isArray());
        for (const QJsonValue &fix : d.value(QStringLiteral("fixes")).toArray()) {
            const QJsonObject f = fix.toObject();
            QVERIFY(f.value(QStringLiteral("label")).isString());
            QVERIFY(f.value(QStringLiteral("path")).isString());
            QVERIFY(f.value(QStringLiteral("value")).isString());
            ++withFixes;
        }
    }
    QVERIFY(withFixes > 0); // the lower-case accelerator comes with its enum name as a fix
}

void CliTest::exportFormats_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("to");
    QTest::newRow("vertex to vertex-yaml")
        << config("29-energydrink9-gigmate-vertex-config-a100.yaml")
        << QStringLiteral("vertex-yaml");
    QTest::newRow("vertex to poolcraft")
        << config("30-rileyseaburg-distillix-vertex-config-l4.yaml")
        << QStringLiteral("poolcraft");
    QTest::newRow("vertex to vertex-json")
        << config("30-rileyseaburg-distillix-vertex-config-l4.yaml")
        << QStringLiteral("vertex-json");
    QTest::newRow("hp-tuning to hptuning-yaml")
        << config("40-asl-ml-immersion-taxifare-studyspec-pythonpackage.yaml")
        << QStringLiteral("hptuning-yaml");
    QTest::newRow("ai platform to aiplatform-yaml")
        << config("19-ai-platform-samples-rapids-distributed-t4.yaml")
        << QStringLiteral("aiplatform-yaml");
    QTest::newRow("ai platform legacy types to vertex-yaml")
        << config("12-daangn-article-classifier-config-gpu.yaml") << QStringLiteral("vertex-yaml");
    QTest::newRow("ai platform study to hptuning-yaml")
        << config("31-ouwen-mimicknet-hptuning-basic-gpu.yaml") << QStringLiteral("hptuning-yaml");
}

void CliTest::exportFormats()
{
    QFETCH(QString, file);
    QFETCH(QString, to);
    const Run run = runPoolcraft({QStringLiteral("export"), QStringLiteral("--to"), to, file});
    // Written either way; the status is validate's: 1 when the cloud would refuse the job.
    const Run validate = runPoolcraft({QStringLiteral("validate"), file});
    QVERIFY2(validate.exitCode <= 1, qPrintable(validate.out));
    QVERIFY2(run.exitCode == validate.exitCode, qPrintable(run.err));
    const ReadResult original = readJobFile(file);
    QVERIFY(original.ok);
    const ReadResult exported = readJobData(run.out.toUtf8(), QStringLiteral("exported"));
    QVERIFY2(exported.ok, qPrintable(run.out));
    QCOMPARE(formatId(exported.format), to);
    JobDocument expected = original.document;
    const bool converts = original.format == Format::AiPlatformYaml
                          && to != QLatin1String("aiplatform-yaml")
                          && to != QLatin1String("poolcraft");
    if (converts)
        expected = convertLegacyToVertex(expected, Catalog::builtIn()).document;
    for (int i = 0; i < MaxPools; ++i) {
        if (expected.pools[i].enabled)
            QVERIFY2(exported.document.pools[i] == expected.pools[i], qPrintable(run.out));
    }
    QVERIFY(exported.document.study == expected.study);
    if (converts)
        QVERIFY2(run.err.contains(QStringLiteral("became")), qPrintable(run.err));
}

void CliTest::exportReportsLosses()
{
    const QString file = config("40-asl-ml-immersion-taxifare-studyspec-pythonpackage.yaml");
    const Run run = runPoolcraft({QStringLiteral("export"), QStringLiteral("--to=vertex-yaml"),
                                  file});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = nonEmptyLines(run.err);
    const bool named = std::any_of(lines.cbegin(), lines.cend(), [&](const QString &line) {
        return line.startsWith(file + QLatin1Char(':')) && line.contains(QStringLiteral("warning"))
               && line.contains(QStringLiteral("study"));
    });
    QVERIFY2(named, qPrintable(run.err));
    QVERIFY(!run.out.contains(QStringLiteral("studySpec")));
}

void CliTest::exportWritesFile()
{
    const QString out = m_dir.filePath(QStringLiteral("job.poolcraft.yaml"));
    const QString file = config("19-ai-platform-samples-rapids-distributed-t4.yaml");
    const Run run = runPoolcraft({QStringLiteral("export"), QStringLiteral("--to"),
                                  QStringLiteral("poolcraft"), QStringLiteral("--region"),
                                  QStringLiteral("us-east1"), file, QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.isEmpty());
    const ReadResult written = readJobFile(out);
    QVERIFY(written.ok);
    QCOMPARE(written.format, Format::PoolcraftDocument);
    JobDocument expected = readJobFile(file).document;
    expected.region = QStringLiteral("us-east1");
    QVERIFY(written.document == expected);
}

void CliTest::exportUsageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString file = config("28-mlopsgroup47-autobird-vertex-config-cpu.yaml");
    QTest::newRow("no target") << QStringList{file};
    QTest::newRow("unknown target") << QStringList{QStringLiteral("--to"), QStringLiteral("xml"),
                                                   file};
    QTest::newRow("no file") << QStringList{QStringLiteral("--to"), QStringLiteral("poolcraft")};
    QTest::newRow("two files") << QStringList{QStringLiteral("--to=poolcraft"), file, file};
    QTest::newRow("unreadable input")
        << QStringList{QStringLiteral("--to=poolcraft"), m_dir.filePath(QStringLiteral("x.yaml"))};
    QTest::newRow("unwritable output")
        << QStringList{QStringLiteral("--to=poolcraft"), file, QStringLiteral("-o"),
                       m_dir.filePath(QStringLiteral("no/such/dir/out.yaml"))};
}

void CliTest::exportUsageErrors()
{
    QFETCH(QStringList, arguments);
    const Run run = runPoolcraft(QStringList{QStringLiteral("export")} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.isEmpty());
}

namespace {

QByteArray jobFile(const QByteArray &localCommand, const QByteArray &task)
{
    QByteArray pools;
    for (int count : {1, 2}) {
        pools += "  - machineSpec: {machineType: n1-standard-4}\n"
                 "    replicaCount: " + QByteArray::number(count) + "\n" + task;
    }
    return "poolcraft: 1\nregion: us-central1\n" + localCommand
           + "jobSpec:\n  workerPoolSpecs:\n" + pools;
}

const QByteArray ContainerTask
    = "    containerSpec:\n"
      "      imageUri: gcr.io/p/trainer:1\n"
      "      args: [--epochs=3]\n"
      "      env: [{name: BATCH_SIZE, value: '64'}, {name: NOTE, value: two words}]\n";

} // namespace

void CliTest::runPlan_data()
{
    QTest::addColumn<QByteArray>("job");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");              // -1: 0 where Docker answers, else 1
    QTest::addColumn<QStringList>("outLines");      // regular expressions, each must match a line
    QTest::addColumn<QStringList>("errLines");

    // Names only: docker takes the values from its environment, never from its command line.
    const QString dockerLine = QStringLiteral(
        "^docker run --rm --init --name poolcraft-run-workerpool1-1 --network host "
        "-e AIP_CHECKPOINT_DIR -e AIP_MODEL_DIR -e AIP_TENSORBOARD_LOG_DIR -e BATCH_SIZE "
        "-e CLOUD_ML_HP_METRIC_FILE -e CLUSTER_SPEC -e MASTER_ADDR -e MASTER_PORT "
        "-e NOTE -e RANK -e TF_CONFIG -e WORLD_SIZE "
        "-v (\\S+/run):\\1 gcr\\.io/p/trainer:1 --epochs=3$");
    QTest::newRow("dry run of a chief and two workers in docker")
        << jobFile("", ContainerTask) << QStringList{"--dry-run"} << -1
        << QStringList{"^# workerpool0-0$", "^# workerpool1-0$", "^# workerpool1-1$",
                       "^  export RANK='2'$", "^  export NOTE='two words'$",
                       "^  export WORLD_SIZE='3'$", "^  export MASTER_PORT='\\d+'$",
                       "^  exec 'docker' 'run' '--rm'"}
        << QStringList();
    QTest::newRow("dry run of a local command")
        << jobFile("localCommand: [python3, train.py]\n", ContainerTask)
        << QStringList{"--dry-run"} << 0
        << QStringList{"^# workerpool1-0$", "^  export RANK='1'$",
                       "^  export MASTER_ADDR='127\\.0\\.0\\.1'$",
                       "^  exec 'python3' 'train\\.py' '--epochs=3'$"}
        << QStringList();
    QTest::newRow("dry run of a python package without local command")
        << jobFile("", "    pythonPackageSpec:\n"
                       "      executorImageUri: us-docker.pkg.dev/vertex-ai/training/tf:2\n"
                       "      packageUris: [gs://b/trainer-0.1.tar.gz]\n"
                       "      pythonModule: trainer.task\n")
        << QStringList{"--dry-run"} << 1 << QStringList()
        << QStringList{"error: .*Python package.*after `--`.*python3 -m trainer\\.task"};
    // Shown before starting, and where no engine answers, instead of starting.
    QTest::newRow("docker lines printed by a run")
        << jobFile("", ContainerTask) << QStringList() << 1 << QStringList()
        << QStringList{"^# workerpool1-1$", dockerLine};
}

void CliTest::runPlan()
{
    QFETCH(QByteArray, job);
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QStringList, outLines);
    QFETCH(QStringList, errLines);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("job.poolcraft.yaml"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly) && out.write(job) == job.size());
    out.close();
    const Run run = runPoolcraft(QStringList{QStringLiteral("run"), file,
                                             QStringLiteral("--local"), QStringLiteral("--run-dir"),
                                             dir.filePath("run")}
                                 + options);
    if (exitCode < 0)
        exitCode = probeDockerEngine().available ? 0 : 1;
    QVERIFY2(run.exitCode == exitCode, qPrintable(run.out + run.err));
    const auto matchesAll = [](const QStringList &patterns, const QString &text) {
        const QStringList lines = nonEmptyLines(text);
        for (const QString &pattern : patterns) {
            const QRegularExpression expression(pattern);
            if (std::none_of(lines.cbegin(), lines.cend(), [&](const QString &line) {
                    return expression.match(line).hasMatch();
                }))
                return pattern;
        }
        return QString();
    };
    const QString missingOut = matchesAll(outLines, run.out);
    QVERIFY2(missingOut.isEmpty(), qPrintable(missingOut + "\n" + run.out));
    const QString missingErr = matchesAll(errLines, run.err);
    QVERIFY2(missingErr.isEmpty(), qPrintable(missingErr + "\n" + run.err));
    if (exitCode == 1 && options.contains("--dry-run") && outLines.isEmpty())
        QVERIFY(run.out.isEmpty());
    // A dry run only prints: not even the run folder it names is made.
    if (options.contains("--dry-run"))
        QVERIFY(!QFileInfo::exists(dir.filePath("run")));
}

void CliTest::unknownWords_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    // Neither a command nor a file: the command line answers, no window opens (a window
    // would never exit and the process would time out).
    QTest::newRow("a word") << QStringList{"frobnicate"}
                            << QStringLiteral("unknown command frobnicate");
    QTest::newRow("a word with arguments") << QStringList{"valdiate", "job.yaml"}
                                           << QStringLiteral("unknown command valdiate");
    QTest::newRow("an option") << QStringList{"--frobnicate"}
                               << QStringLiteral("unknown option --frobnicate");
    QTest::newRow("a missing file") << QStringList{"no/such/job.yaml"}
                                    << QStringLiteral("no such file no/such/job.yaml");
}

void CliTest::unknownWords()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runPoolcraft(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    // The list of commands follows, to say what would have worked.
    for (const char *command : {"validate", "export", "metrics", "where", "catalog", "run", "tune"})
        QVERIFY2(run.err.contains(QLatin1String("  ") + QLatin1String(command)), qPrintable(run.err));
}

void CliTest::everyCommandHasHelp_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("validate") << "validate" << QStringList{"--region", "--json"};
    QTest::newRow("export") << "export" << QStringList{"--to", "--region", "--output"};
    QTest::newRow("metrics") << "metrics" << QStringList{"--json", "--pattern"};
    QTest::newRow("where") << "where" << QStringList{"--json", "--catalog", "--flavour"};
    QTest::newRow("catalog") << "catalog"
                             << QStringList{"--region", "--accelerator", "--machine-type",
                                            "--json", "--catalog", "--flavour"};
    QTest::newRow("run") << "run" << QStringList{"--local", "--dry-run", "--run-dir",
                                                 "--no-history"};
    QTest::newRow("tune") << "tune" << QStringList{"--local", "--seed", "--run-dir", "--resume",
                                                   "--json"};
}

void CliTest::everyCommandHasHelp()
{
    QFETCH(QString, command);
    QFETCH(QStringList, options);
    const Run help = runPoolcraft({command, QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith(QStringLiteral("Usage: poolcraft ") + command), qPrintable(help.out));
    for (const QString &option : options)
        QVERIFY2(help.out.contains(option), qPrintable(option + QLatin1Char('\n') + help.out));
    // An option the command does not know is an argument error, with the usage.
    const Run wrong = runPoolcraft({command, QStringLiteral("--no-such-option")});
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY2(wrong.err.contains(QStringLiteral("poolcraft ") + command + QStringLiteral(": ")),
             qPrintable(wrong.err));
    QVERIFY(wrong.err.contains(QStringLiteral("no-such-option")));
}

void CliTest::runRefusesJobsWithErrors_data()
{
    QTest::addColumn<QByteArray>("job");
    QTest::addColumn<QString>("message");
    const QByteArray header = "poolcraft: 1\ndisplayName: refused\nlocalCommand: [/bin/true]\n"
                              "workerPoolSpecs:\n"
                              "  - machineSpec: {machineType: n1-standard-4}\n"
                              "    replicaCount: 1\n"
                              "    containerSpec: {imageUri: gcr.io/p/t:1}\n";
    QTest::newRow("negative replica count")
        << header + "  - machineSpec: {machineType: n1-standard-4}\n    replicaCount: -3\n"
                    "    containerSpec: {imageUri: gcr.io/p/t:1}\n"
        << QStringLiteral("error:");
    QTest::newRow("empty variable name")
        << header + "    containerSpec: {imageUri: gcr.io/p/t:1, env: [{name: '', value: x}]}\n"
        << QStringLiteral("error:");
}

void CliTest::runRefusesJobsWithErrors()
{
    QFETCH(QByteArray, job);
    QFETCH(QString, message);
    const QString file = writeTemp(QStringLiteral("refused-%1.yaml").arg(QTest::currentDataTag()).replace(u' ', u'-'), job);
    QVERIFY(!file.isEmpty());
    for (const QStringList &extra : {QStringList(), QStringList{"--dry-run"}}) {
        const Run run = runPoolcraft(QStringList{"run", file, "--local", "--no-history"} + extra);
        QVERIFY2(run.exitCode == 2, qPrintable(run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("nothing was started")), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
}

QTEST_GUILESS_MAIN(CliTest)
#include "tst_cli.moc"
