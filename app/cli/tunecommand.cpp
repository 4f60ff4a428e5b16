#include "commands.h"

#include "app/cli/cliutil.h"
#include "app/cli/stoponsignal.h"
#include "app/history/historystore.h"
#include "app/study/studyrunner.h"
#include "models/formats/jobfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QRandomGenerator>

#include <nlohmann/json.hpp>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class TuneCommandMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::TuneCommand)
};

// "3 SUCCEEDED learning_rate=0.01 momentum=0.9 num_units=128 accuracy=0.9611 (step 5)"
QString trialLine(const Trial &trial, const QString &metricId)
{
    QStringList words = {trial.id, trialStateName(trial.state)};
    for (const ParameterValue &parameter : trial.parameters)
        words << parameter.parameterId + QLatin1Char('=') + parameterValueText(parameter.value);
    if (trial.finalMeasurement) {
        words << QStringLiteral("%1=%2 (step %3)")
                     .arg(metricId, QString::number(trial.finalMeasurement->value, 'g', 6))
                     .arg(trial.finalMeasurement->stepCount);
    }
    if (trial.stoppedEarly)
        words << TuneCommandMessages::tr("stopped early");
    if (!trial.infeasibleReason.isEmpty())
        words << QStringLiteral("(%1)").arg(trial.infeasibleReason);
    return words.join(QLatin1Char(' '));
}

} // namespace

int tuneCommand(const QStringList &args, CommandIo io)
{
    const auto [own, command] = splitReplicaCommand(args);
    CommandOptions options(
        "tune", TuneCommandMessages::tr("Runs the hyperparameter study in FILE on this machine: each trial a full "
                   "local job, up to the study's parallel trial count at once, kept in the "
                   "history so that an interrupted study resumes (--resume). A command after "
                   "-- replaces the job's local command.\n"
                   "Exit status: 0 the study finished with a succeeded trial, 1 it did not, "
                   "2 the file cannot be read or run, 130 it was stopped."));
    QCommandLineParser &parser = options.parser();
    parser.addOptions(
        {{QStringLiteral("local"), TuneCommandMessages::tr("Run the trials on this machine (the only place `tune` "
                                      "runs them).")},
         {QStringLiteral("seed"), TuneCommandMessages::tr("The search's seed: the same seed, the same suggestions."),
          QStringLiteral("N")},
         {QStringLiteral("run-dir"), TuneCommandMessages::tr("Keep the trials' runs in DIR, one folder each."),
          QStringLiteral("DIR")},
         {QStringLiteral("resume"), TuneCommandMessages::tr("Go on with study ID from the history: finished trials "
                                       "are kept, interrupted ones run again."),
          QStringLiteral("ID")},
         {QStringLiteral("json"), TuneCommandMessages::tr("Print one JSON object, {\"trials\": [...], \"bestTrial\": "
                                     "ID}, each trial in the shape of Vertex's Trial.")}});
    parser.addPositionalArgument(QStringLiteral("FILE"), TuneCommandMessages::tr("The job file with its study."));
    options.addReplicaCommand();
    if (const std::optional<int> done = options.parse(own, io))
        return *done;
    const QStringList files = parser.positionalArguments();
    const QString resumeId = parser.value(QStringLiteral("resume"));
    if (resumeId.isEmpty() && files.size() != 1) {
        argumentError(io, "tune", files.isEmpty() ? TuneCommandMessages::tr("which job file?")
                                                  : TuneCommandMessages::tr("only one job file, not '%1'").arg(files.at(1)));
        io.err << options.helpText();
        return 2;
    }
    if (!parser.isSet(QStringLiteral("local")))
        return argumentError(io, "tune", TuneCommandMessages::tr("say --local to run the trials on this machine"));
    bool seedOk = true;
    const quint64 seed = parser.isSet(QStringLiteral("seed"))
                             ? parser.value(QStringLiteral("seed")).toULongLong(&seedOk)
                             : QRandomGenerator::system()->generate64() >> 1;
    if (!seedOk)
        return argumentError(io, "tune", TuneCommandMessages::tr("--seed takes a number"));

    HistoryStore history(HistoryStore::configuredDatabasePath());
    if (!history.open()) {
        io.err << "poolcraft tune: " << TuneCommandMessages::tr("cannot open the history: %1").arg(history.errorString())
               << '\n';
        return 2;
    }
    QString runsFolder = parser.value(QStringLiteral("run-dir"));
    if (runsFolder.isEmpty())
        runsFolder = history.runsDirectory();
    else if (!QDir().mkpath(runsFolder) || !QFileInfo(runsFolder).isWritable())
        return argumentError(io, "tune", TuneCommandMessages::tr("cannot use %1 as the runs folder").arg(runsFolder));

    StudyRunner runner(&history);
    if (resumeId.isEmpty()) {
        const QString file = files.first();
        const std::optional<ReadResult> read = readJobToStart(file, io, "tune");
        if (!read)
            return 2;
        const ReadResult &jobFile = *read;
        if (!jobFile.document.study) {
            io.err << "poolcraft tune: " << TuneCommandMessages::tr("%1 holds no study").arg(file) << '\n';
            return 2;
        }
        if (!runner.start({jobFile.document, QFileInfo(file).absoluteFilePath(), command, seed,
                           runsFolder})) {
            io.err << "poolcraft tune: " << runner.errorString() << '\n';
            return 2;
        }
        io.err << TuneCommandMessages::tr("Study %1 (seed %2): %3 trial(s), %4 at once; resume it with "
                     "`poolcraft tune --local --resume %1`")
                      .arg(runner.studyId())
                      .arg(seed)
                      .arg(runner.study().maxTrialCount)
                      .arg(qMax(1, runner.study().parallelTrialCount))
               << '\n';
    } else {
        if (!runner.resume(resumeId, runsFolder)) {
            io.err << "poolcraft tune: " << runner.errorString() << '\n';
            return 2;
        }
        io.err << TuneCommandMessages::tr("Resuming study %1").arg(resumeId) << '\n';
    }
    io.err.flush();

    const bool json = parser.isSet(QStringLiteral("json"));
    QObject::connect(&runner, &StudyRunner::trialChanged, &runner, [&](int index) {
        const Trial &trial = runner.trials().at(index);
        if (json || !trial.isDone())
            return;
        io.out << trialLine(trial, runner.metricId()) << '\n';
        io.out.flush();
    });
    bool interrupted = false;
    QEventLoop loop;
    QObject::connect(&runner, &StudyRunner::finished, &loop, &QEventLoop::quit);
    StopOnSignal stopOnSignal(&runner, [&] {
        interrupted = true;
        runner.stop();
    });
    if (runner.isActive())
        loop.exec();

    const Trial *best = bestTrial(runner.trials(), runner.study().goal);
    if (json) {
        nlohmann::json trials = nlohmann::json::array();
        for (const Trial &trial : runner.trials())
            trials.push_back(trialJson(trial, runner.metricId()));
        nlohmann::json result = {{"trials", trials}};
        if (best)
            result["bestTrial"] = best->id.toStdString();
        io.out << QString::fromStdString(result.dump(2)) << '\n';
    } else if (best) {
        io.out << TuneCommandMessages::tr("Best trial: %1").arg(trialLine(*best, runner.metricId())) << '\n';
    }
    io.out.flush();
    io.err << TuneCommandMessages::tr("Study %1 %2").arg(runner.studyId(), runner.state()) << '\n';
    if (interrupted)
        return 130;
    return runner.state() == QLatin1String(StudyStateName::Succeeded) ? 0 : 1;
}

} // namespace Poolcraft
