#include "app/cli/cliutil.h"
#include "app/cli/commands.h"
#include "app/cli/metrictable.h"

#include "models/core/inputfile.h"
#include "models/metrics/metricextractor.h"
#include "models/metrics/metriclogreader.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class MetricsCommandMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::MetricsCommand)
};

nlohmann::ordered_json epochJson(double epoch)
{
    if (std::floor(epoch) == epoch && std::abs(epoch) < 1e15)
        return qint64(epoch);
    return epoch;
}

nlohmann::ordered_json logJson(const MetricLog &log)
{
    nlohmann::ordered_json points = nlohmann::ordered_json::array();
    const bool severalRuns = log.runs.size() > 1;
    for (qsizetype r = 0; r < log.runs.size(); ++r) {
        for (const MetricPoint &point : log.runs.at(r).points) {
            if (!point.complete)
                continue;
            nlohmann::ordered_json object = nlohmann::ordered_json::object();
            if (severalRuns)
                object["run"] = r + 1;
            // A step-numbered evaluation says so: {"step": 1000, ...}.
            object[log.runs.at(r).axisName().toStdString()] = epochJson(point.epoch);
            for (const MetricValue &v : log.runs.at(r).values(point)) {
                // JSON has no NaN; null says "the log printed nan".
                using Json = nlohmann::ordered_json;
                object[v.name.toStdString()] = std::isfinite(v.value) ? Json(v.value)
                                                                      : Json(nullptr);
            }
            points.push_back(object);
        }
    }
    return points;
}

} // namespace

int metricsCommand(const QStringList &args, CommandIo io)
{
    CommandOptions options("metrics",
                           MetricsCommandMessages::tr("Prints the per-epoch metrics found in saved training logs."));
    QCommandLineParser &parser = options.parser();
    parser.addOptions(
        {{QStringLiteral("json"), MetricsCommandMessages::tr("One file: an array of epochs; several: an object mapping "
                                     "each file to its array.")},
         {QStringLiteral("pattern"), MetricsCommandMessages::tr("Also match lines with this expression; named groups: "
                                        "epoch (or step) and one per metric."),
          QStringLiteral("REGEX")}});
    parser.addPositionalArgument(QStringLiteral("LOGFILE"), MetricsCommandMessages::tr("Saved training logs; one that cannot "
                                                                          "be read is reported and the others "
                                                                          "printed (exit status 2)."),
                                 QStringLiteral("LOGFILE..."));
    if (const std::optional<int> done = options.parse(args, io))
        return *done;
    const bool json = parser.isSet(QStringLiteral("json"));
    const QString pattern = parser.value(QStringLiteral("pattern"));
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return argumentError(io, "metrics", MetricsCommandMessages::tr("no log file given (see --help)"));
    QString patternProblem;
    if (!pattern.isEmpty() && !MetricExtractor().setCustomPattern(pattern, &patternProblem)) {
        io.err << "poolcraft metrics: " << MetricsCommandMessages::tr("--pattern is not usable: %1").arg(patternProblem)
               << '\n';
        return 2;
    }
    // A log that cannot be read is said and skipped, as cat does; the others are printed.
    // The pattern's time is the command's: a thousand logs do not take a thousand budgets.
    const auto patternBudget = std::make_shared<PatternTimeBudget>();
    QList<MetricLog> logs;
    bool allRead = true;
    for (const QString &file : std::as_const(files)) {
        MetricLog log = readMetricLog(file, pattern, patternBudget);
        if (!log.ok()) {
            // FILE:LINE:COL like every other command, so tools can take the file from it.
            io.err << InputFile::displayName(file) << ":1:1: error: " << log.error << '\n';
            allRead = false;
            continue;
        }
        for (const MetricNote &note : std::as_const(log.notes))
            io.err << file << ':' << note.line << ':' << note.column << ": warning: "
                   << note.message << '\n';
        logs.append(log);
    }
    if (logs.isEmpty())
        return 2;
    // The shape follows what was asked, not what could be read: a script reading the
    // object of several files finds the readable ones in it.
    if (json) {
        nlohmann::ordered_json document;
        if (files.size() == 1) {
            document = logJson(logs.first());
        } else {
            document = nlohmann::ordered_json::object();
            for (const MetricLog &log : std::as_const(logs))
                document[log.fileName.toStdString()] = logJson(log);
        }
        // replace: a name that is not UTF-8 must not make dump() throw.
        io.out << QString::fromStdString(
            document.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace))
               << '\n';
        return allRead ? 0 : 2;
    }
    for (const MetricLog &log : std::as_const(logs)) {
        if (files.size() > 1)
            io.out << "== " << log.fileName << '\n';
        printMetricTable(log.runs, io.out);
    }
    return allRead ? 0 : 2;
}

} // namespace Poolcraft
