#include "app/history/historystore.h"
#include "app/history/studystore.h"
#include "app/session/runsession.h"
#include "app/study/studyrunner.h"
#include "models/formats/jobfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Poolcraft;

namespace {

constexpr int StudyTimeoutMs = 300000;

// A trainer in a few lines of Python (no torch): reads --x, checks that Vertex's trial
// environment agrees with itself, reports -(x - 0.3)^2 to its hypertune file at `steps`
// steps. Trial "fail" ids exit 1 before reporting; with a file named "slow" beside it,
// trials after the second take long (and end when their parent goes, so a killed study
// leaves nothing behind).
const char trainerScript[] = R"(
import argparse, json, os, sys, time
parser = argparse.ArgumentParser()
parser.add_argument("--x", type=float, required=True)
parser.add_argument("--steps", type=int, default=3)
parser.add_argument("--fail", default="")
parser.add_argument("--delay_above", type=float, default=2.0)
args = parser.parse_args()
trial = os.environ["CLOUD_ML_TRIAL_ID"]
spec = json.loads(os.environ["CLUSTER_SPEC"])
if spec["task"]["trial"] != trial:
    sys.exit("task.trial %s is not CLOUD_ML_TRIAL_ID %s" % (spec["task"]["trial"], trial))
if trial in args.fail.split(","):
    sys.exit("trial %s made to fail" % trial)
here = os.path.dirname(os.path.abspath(__file__))
parent = os.getppid()
if os.path.exists(os.path.join(here, "slow")) and int(trial) > 2:
    while os.getppid() == parent:
        time.sleep(0.1)
    sys.exit(1)
path = os.environ["CLOUD_ML_HP_METRIC_FILE"]
os.makedirs(os.path.dirname(path), exist_ok=True)
reports = []
for step in range(1, args.steps + 1):
    value = -(args.x - 0.3) ** 2
    reports.append({"timestamp": time.time(), "trial": trial, "objective": str(value),
                    "global_step": str(step)})
    with open(path, "w") as f:
        for r in reports:
            f.write(json.dumps(r, sort_keys=True) + "\n")
    print("step %d objective %f" % (step, value), flush=True)
    if args.x > args.delay_above:
        time.sleep(0.5)
)";

void writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(data);
}

// A one-replica job running the script trainer, with a study over x.
QByteArray scriptJob(const QByteArray &study, const QByteArray &extraArgs = {})
{
    return "poolcraft: 1\ndisplayName: scripted\n"
           "localCommand: [/usr/bin/python3, trainer.py" + extraArgs + "]\n"
           + study
           + "jobSpec:\n  workerPoolSpecs:\n"
             "    - machineSpec: {machineType: n1-standard-4}\n"
             "      replicaCount: 1\n"
             "      containerSpec: {imageUri: gcr.io/p/t:1}\n";
}

const QByteArray randomStudy = "maxTrialCount: 4\nparallelTrialCount: 2\n"
                               "studySpec:\n"
                               "  metrics: [{metricId: objective, goal: MAXIMIZE}]\n"
                               "  parameters:\n"
                               "    - parameterId: x\n"
                               "      doubleValueSpec: {minValue: 0, maxValue: 1}\n"
                               "      scaleType: UNIT_LINEAR_SCALE\n"
                               "  algorithm: RANDOM_SEARCH\n";

double parameter(const Trial &trial, const QString &id)
{
    for (const ParameterValue &value : trial.parameters) {
        if (value.parameterId == id)
            return value.value.toDouble();
    }
    return qQNaN();
}

struct Cli
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

} // namespace

class tst_Study : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void trialsRunInParallelAndFailuresGoOn();
    void earlyStoppingStopsTheWorseTrial();
    void tooManyFailuresEndTheStudy();
    void killedStudyResumes();
    void realTrainerStudy();

private:
    // Runs the study in `dir`/job.poolcraft.yaml with a history in dir; the runner's trials.
    QList<Trial> runStudy(const QString &jobFile, QString *state, QString *studyId = nullptr);
    Cli tune(const QStringList &arguments, QProcess *started = nullptr);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_Study::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    writeFile(m_dir->filePath(QStringLiteral("trainer.py")), trainerScript);
}

QList<Trial> tst_Study::runStudy(const QString &jobFile, QString *state, QString *studyId)
{
    const ReadResult job = readJobFile(jobFile);
    if (!job.ok || !job.document.study)
        return {};
    HistoryStore history(m_dir->filePath(QStringLiteral("history.sqlite")));
    if (!history.open())
        return {};
    StudyRunner runner(&history);
    QSignalSpy finished(&runner, &StudyRunner::finished);
    int mostAtOnce = 0;
    connect(&runner, &StudyRunner::trialSessionStarted, this,
            [&] { mostAtOnce = qMax(mostAtOnce, runner.runningCount()); });
    if (!runner.start({job.document, jobFile, {}, 7, m_dir->filePath(QStringLiteral("runs"))}))
        return {};
    if (!finished.wait(StudyTimeoutMs))
        return {};
    *state = runner.state();
    if (studyId)
        *studyId = runner.studyId();
    // Never more at once than the study allows.
    if (mostAtOnce > job.document.study->parallelTrialCount)
        return {};
    // What the history kept is what the runner ended with.
    if (StudyStore(history).trials(runner.studyId()) != runner.trials())
        return {};
    return runner.trials();
}

Cli tst_Study::tune(const QStringList &arguments, QProcess *started)
{
    QProcess local;
    QProcess &process = started ? *started : local;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("POOLCRAFT_HISTORY_DB"),
                       m_dir->filePath(QStringLiteral("cli-history.sqlite")));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(POOLCRAFT_EXECUTABLE), arguments);
    Cli cli;
    if (started)
        return cli;
    if (!process.waitForFinished(StudyTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        cli.err = QStringLiteral("timed out");
        return cli;
    }
    cli.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    cli.out = process.readAllStandardOutput();
    cli.err = QString::fromUtf8(process.readAllStandardError());
    return cli;
}

void tst_Study::trialsRunInParallelAndFailuresGoOn()
{
    const QString jobFile = m_dir->filePath(QStringLiteral("job.poolcraft.yaml"));
    writeFile(jobFile, scriptJob(randomStudy, ", --fail=2"));
    QString state;
    const QList<Trial> trials = runStudy(jobFile, &state);
    QCOMPARE(trials.size(), 4);
    QCOMPARE(state, QString::fromLatin1(StudyStateName::Succeeded));
    for (const Trial &trial : trials) {
        QVERIFY(trial.runId > 0);
        QVERIFY(trial.startTime.isValid() && trial.endTime.isValid());
        if (trial.id == QLatin1String("2")) {
            // Vertex's INFEASIBLE, with the job's reason; the study went on.
            QCOMPARE(trial.state, TrialState::Infeasible);
            QVERIFY2(!trial.infeasibleReason.isEmpty(), qPrintable(trial.infeasibleReason));
            QVERIFY(!trial.finalMeasurement);
            continue;
        }
        QCOMPARE(trial.state, TrialState::Succeeded);
        // The trainer computed its value from the --x it was given: the argument arrived.
        const double expected = -std::pow(parameter(trial, QStringLiteral("x")) - 0.3, 2);
        QVERIFY(trial.finalMeasurement);
        QCOMPARE(trial.finalMeasurement->stepCount, 3);
        QVERIFY(qAbs(trial.finalMeasurement->value - expected) < 1e-9);
        QCOMPARE(trial.measurements.size(), 3);
    }
    // Each trial's job is a run of the history, named by study and trial.
    HistoryStore history(m_dir->filePath(QStringLiteral("history.sqlite")));
    QVERIFY(history.open());
    for (const Trial &trial : trials) {
        const std::optional<RunRecord> run = history.run(trial.runId);
        QVERIFY(run);
        QCOMPARE(run->trialId, trial.id);
        QVERIFY(!run->studyId.isEmpty());
    }
}

void tst_Study::earlyStoppingStopsTheWorseTrial()
{
    // Grid over x in order 0.1, 0.2, 0.9, maximising -(x - 0.3)^2: the first two end
    // quickly at -0.04 and -0.01; the third reports -0.36 slowly, below the median of the
    // two at its first step, and is stopped with what it reported.
    const QByteArray study = "maxTrialCount: 3\nparallelTrialCount: 1\n"
                             "studySpec:\n"
                             "  metrics: [{metricId: objective, goal: MAXIMIZE}]\n"
                             "  parameters:\n"
                             "    - parameterId: x\n"
                             "      discreteValueSpec: {values: [0.9, 0.1, 0.2]}\n"
                             "  algorithm: GRID_SEARCH\n"
                             "  medianAutomatedStoppingSpec: {useElapsedDuration: false}\n";
    const QString jobFile = m_dir->filePath(QStringLiteral("job.poolcraft.yaml"));
    writeFile(jobFile, scriptJob(study, ", --steps=40, --delay_above=0.5"));
    const ReadResult read = readJobFile(jobFile);
    QVERIFY(read.document.study && read.document.study->enableEarlyStopping);
    QString state;
    const QList<Trial> trials = runStudy(jobFile, &state);
    QCOMPARE(trials.size(), 3);
    QVERIFY(!trials.at(0).stoppedEarly);
    QVERIFY(!trials.at(1).stoppedEarly);
    QCOMPARE(trials.at(1).measurements.size(), 40);
    const Trial &stopped = trials.at(2);
    QCOMPARE(parameter(stopped, QStringLiteral("x")), 0.9);
    QVERIFY(stopped.stoppedEarly);
    QCOMPARE(stopped.state, TrialState::Succeeded);
    QVERIFY2(stopped.measurements.size() < 40, qPrintable(QString::number(stopped.measurements.size())));
    QVERIFY(qAbs(stopped.finalMeasurement->value + 0.36) < 1e-9);
    QCOMPARE(state, QString::fromLatin1(StudyStateName::Succeeded));
}

void tst_Study::tooManyFailuresEndTheStudy()
{
    QByteArray study = randomStudy;
    study.replace("maxTrialCount: 4\n", "maxTrialCount: 6\nmaxFailedTrialCount: 1\n");
    study.replace("parallelTrialCount: 2\n", "parallelTrialCount: 1\n");
    const QString jobFile = m_dir->filePath(QStringLiteral("job.poolcraft.yaml"));
    writeFile(jobFile, scriptJob(study, ", --fail=1,2,3,4,5,6"));
    QString state;
    const QList<Trial> trials = runStudy(jobFile, &state);
    // More than one failure ends it: two trials made, both infeasible.
    QCOMPARE(trials.size(), 2);
    QCOMPARE(state, QString::fromLatin1(StudyStateName::Failed));
    for (const Trial &trial : trials)
        QCOMPARE(trial.state, TrialState::Infeasible);
}

void tst_Study::killedStudyResumes()
{
    const QString jobFile = m_dir->filePath(QStringLiteral("job.poolcraft.yaml"));
    writeFile(jobFile, scriptJob(randomStudy));
    writeFile(m_dir->filePath(QStringLiteral("slow")), "");
    const QString runs = m_dir->filePath(QStringLiteral("runs"));
    QProcess first;
    tune({QStringLiteral("tune"), jobFile, QStringLiteral("--local"), QStringLiteral("--seed"),
          QStringLiteral("5"), QStringLiteral("--run-dir"), runs},
         &first);
    QVERIFY(first.waitForStarted());
    // Two trials finish; trials 3 and 4 then hang until the study is killed.
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += first.readAllStandardOutput()).count('\n') >= 2,
                             StudyTimeoutMs);
    QTest::qWait(500); // trials 3 and 4 start
    ::kill(pid_t(first.processId()), SIGKILL);
    QVERIFY(first.waitForFinished());
    const QString err = QString::fromUtf8(first.readAllStandardError());
    const QRegularExpressionMatch id
        = QRegularExpression(QStringLiteral("Study (study-\\S+)")).match(err);
    QVERIFY2(id.hasMatch(), qPrintable(err));
    const QList<QByteArray> finishedBefore = out.trimmed().split('\n');
    QCOMPARE(finishedBefore.size(), 2);

    QFile::remove(m_dir->filePath(QStringLiteral("slow")));
    const Cli resumed = tune({QStringLiteral("tune"), QStringLiteral("--local"),
                              QStringLiteral("--resume"), id.captured(1), QStringLiteral("--json"),
                              QStringLiteral("--run-dir"), runs});
    QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
    const QJsonObject result = QJsonDocument::fromJson(resumed.out).object();
    const QJsonArray trials = result.value(QStringLiteral("trials")).toArray();
    QCOMPARE(trials.size(), 4);
    for (int i = 0; i < trials.size(); ++i) {
        const QJsonObject trial = trials.at(i).toObject();
        QCOMPARE(trial.value(QStringLiteral("id")).toString(), QString::number(i + 1));
        QCOMPARE(trial.value(QStringLiteral("state")).toString(), QStringLiteral("SUCCEEDED"));
        const QJsonObject final = trial.value(QStringLiteral("finalMeasurement")).toObject();
        QCOMPARE(final.value(QStringLiteral("stepCount")).toString(), QStringLiteral("3"));
        const QJsonObject metric = final.value(QStringLiteral("metrics")).toArray().at(0).toObject();
        QCOMPARE(metric.value(QStringLiteral("metricId")).toString(), QStringLiteral("objective"));
        const QJsonArray parameters = trial.value(QStringLiteral("parameters")).toArray();
        QCOMPARE(parameters.at(0).toObject().value(QStringLiteral("parameterId")).toString(),
                 QStringLiteral("x"));
        const double x = parameters.at(0).toObject().value(QStringLiteral("value")).toDouble();
        QVERIFY(qAbs(metric.value(QStringLiteral("value")).toDouble() + std::pow(x - 0.3, 2))
                < 1e-9);
        QVERIFY(trial.contains(QStringLiteral("startTime")));
        QVERIFY(trial.contains(QStringLiteral("endTime")));
        QCOMPARE(trial.value(QStringLiteral("measurements")).toArray().size(), 3);
    }
    // The two trials finished before the kill were kept, not run again: same lines.
    for (const QByteArray &line : finishedBefore) {
        const QByteArray trialId = line.left(line.indexOf(' '));
        const QJsonObject trial = trials.at(trialId.toInt() - 1).toObject();
        const double x = trial.value(QStringLiteral("parameters")).toArray().at(0).toObject()
                             .value(QStringLiteral("value")).toDouble();
        QVERIFY2(line.contains("x=" + QByteArray::number(x, 'g', 15).left(6)), line.constData());
    }
    // The best trial is the one with the largest value.
    const QString best = result.value(QStringLiteral("bestTrial")).toString();
    double bestValue = -1e300;
    QString expectedBest;
    for (const QJsonValue &value : trials) {
        const double v = value.toObject().value(QStringLiteral("finalMeasurement")).toObject()
                             .value(QStringLiteral("metrics")).toArray().at(0).toObject()
                             .value(QStringLiteral("value")).toDouble();
        if (v > bestValue) {
            bestValue = v;
            expectedBest = value.toObject().value(QStringLiteral("id")).toString();
        }
    }
    QCOMPARE(best, expectedBest);
}

void tst_Study::realTrainerStudy()
{
    // The digits trainer, a chief and a worker per trial, two trials at once; batch size 0
    // makes trial 1 fail (a division by zero in the trainer), the study goes on.
    const QString trainer = QStringLiteral(POOLCRAFT_SOURCE_DIR
                                           "/resources/examples/pytorch-digits/train.py");
    const QByteArray job
        = "poolcraft: 1\ndisplayName: digits-study\n"
          "localCommand: [/usr/bin/python3, " + trainer.toUtf8() + ", --epochs=2]\n"
          "maxTrialCount: 3\nparallelTrialCount: 2\n"
          "studySpec:\n"
          "  metrics: [{metricId: accuracy, goal: MAXIMIZE}]\n"
          "  parameters:\n"
          "    - parameterId: batch_size\n"
          "      discreteValueSpec: {values: [0, 32, 64]}\n"
          "  algorithm: GRID_SEARCH\n"
          "jobSpec:\n  workerPoolSpecs:\n"
          "    - machineSpec: {machineType: n1-standard-4}\n"
          "      replicaCount: 1\n"
          "      containerSpec: {imageUri: gcr.io/p/t:1}\n"
          "    - machineSpec: {machineType: n1-standard-4}\n"
          "      replicaCount: 1\n"
          "      containerSpec: {imageUri: gcr.io/p/t:1}\n";
    const QString jobFile = m_dir->filePath(QStringLiteral("digits.poolcraft.yaml"));
    writeFile(jobFile, job);
    QString state;
    const QList<Trial> trials = runStudy(jobFile, &state);
    QCOMPARE(trials.size(), 3);
    QCOMPARE(state, QString::fromLatin1(StudyStateName::Succeeded));
    QCOMPARE(trials.at(0).state, TrialState::Infeasible);
    for (const Trial &trial : trials.mid(1)) {
        QCOMPARE(trial.state, TrialState::Succeeded);
        // Read from the chief's hypertune file: validation accuracy after each of 2 epochs.
        QCOMPARE(trial.measurements.size(), 2);
        QCOMPARE(trial.finalMeasurement->stepCount, 2);
        QVERIFY(trial.finalMeasurement->value > 0.5 && trial.finalMeasurement->value <= 1.0);
    }
}

QTEST_MAIN(tst_Study)
#include "tst_study.moc"
