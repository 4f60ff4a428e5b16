#include "models/search/bayesiansearch.h"
#include "models/search/gridsearch.h"
#include "models/search/measurement.h"
#include "models/search/medianstopping.h"
#include "models/search/randomsearch.h"
#include "models/search/searchspace.h"
#include "models/search/trial.h"
#include "tests/support/testfunctions.h"

#include <QSet>

#include <nlohmann/json.hpp>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Poolcraft;
using PoolcraftTest::doubleParameter;

namespace {

StudyParameter integerParameter(const QString &id, double low, double high)
{
    StudyParameter parameter;
    parameter.id = id;
    parameter.type = ParameterType::Integer;
    parameter.minValue = low;
    parameter.maxValue = high;
    parameter.scale = ScaleType::Linear;
    return parameter;
}

StudyParameter categoricalParameter(const QString &id, const QStringList &values)
{
    StudyParameter parameter;
    parameter.id = id;
    parameter.type = ParameterType::Categorical;
    parameter.categories = values;
    return parameter;
}

StudyParameter discreteParameter(const QString &id, const QList<double> &values,
                                 ScaleType scale = ScaleType::Unspecified)
{
    StudyParameter parameter;
    parameter.id = id;
    parameter.type = ParameterType::Discrete;
    parameter.discreteValues = values;
    parameter.scale = scale;
    return parameter;
}

// Seed 003's study: learning rate (log), momentum (linear), units (discrete).
StudySpec digitsStudy(SearchAlgorithm algorithm)
{
    StudySpec study;
    study.metricId = QStringLiteral("accuracy");
    study.algorithm = algorithm;
    study.parameters = {doubleParameter(QStringLiteral("learning_rate"), 1e-4, 1e-1,
                                        ScaleType::Log),
                        doubleParameter(QStringLiteral("momentum"), 0, 0.99),
                        discreteParameter(QStringLiteral("num_units"), {64, 128, 512})};
    return study;
}

QString key(const ParameterAssignment &assignment)
{
    return parameterArguments(assignment).join(QLatin1Char(' '));
}

SearchState stateWith(const StudySpec &study, int completed, quint64 seed)
{
    SearchState state;
    RandomSearch random(study.parameters, seed);
    for (int i = 0; i < completed; ++i) {
        const ParameterAssignment parameters = *random.suggest(state);
        // A smooth made-up metric: best at learning rate 0.01 and high momentum.
        const double lr = parameters.at(0).value.toDouble();
        const double momentum = parameters.at(1).value.toDouble();
        const double value = 1.0 - std::pow(std::log10(lr) + 2, 2) / 10 - (1 - momentum) / 5;
        state.completed << Observation{parameters, value};
        ++state.trialCount;
    }
    return state;
}

} // namespace

class tst_Search : public QObject
{
    Q_OBJECT

private slots:
    void trialFromVertexJson_data();
    void trialFromVertexJson();
    void gridCoversEveryPointOnce_data();
    void gridCoversEveryPointOnce();
    void hugeRangesStayFinite_data();
    void hugeRangesStayFinite();
    void hugeIntegerGridIsCountedNotListed();
    void randomHonoursScale_data();
    void randomHonoursScale();
    void integersAreUniform();
    void decodeSnaps_data();
    void decodeSnaps();
    void parameterText_data();
    void parameterText();
    void suggestionsAreReproducible_data();
    void suggestionsAreReproducible();
    void parallelSuggestionsDiffer_data();
    void parallelSuggestionsDiffer();
    void bayesianBeatsRandomOnBranin();
    void minimiseAndMaximiseAgree();
    void measurementSelection_data();
    void measurementSelection();
    void medianStopping_data();
    void medianStopping();
};

void tst_Search::gridCoversEveryPointOnce_data()
{
    QTest::addColumn<QList<StudyParameter>>("parameters");
    QTest::addColumn<int>("expectedPoints");
    QTest::newRow("two integers") << QList<StudyParameter>{integerParameter("a", 1, 3),
                                                           integerParameter("b", -2, 2)}
                                  << 15;
    QTest::newRow("categorical x discrete")
        << QList<StudyParameter>{categoricalParameter("opt", {"adam", "sgd", "rmsprop"}),
                                 discreteParameter("units", {64, 128, 512})}
        << 9;
    QTest::newRow("seed 003 units alone")
        << QList<StudyParameter>{discreteParameter("num_units", {512, 64, 128})} << 3;
}

void tst_Search::gridCoversEveryPointOnce()
{
    QFETCH(QList<StudyParameter>, parameters);
    QFETCH(int, expectedPoints);
    GridSearch grid(parameters);
    QCOMPARE(grid.pointCount(), expectedPoints);
    SearchState state;
    QSet<QString> seen;
    QStringList order;
    while (const auto point = grid.suggest(state)) {
        QVERIFY2(!seen.contains(key(*point)), qPrintable(key(*point)));
        seen.insert(key(*point));
        order << key(*point);
        state.pending << *point;
        ++state.trialCount;
    }
    QCOMPARE(seen.size(), expectedPoints);
    // Stable: a second grid walks the same order.
    GridSearch again(parameters);
    for (int i = 0; i < order.size(); ++i)
        QCOMPARE(key(again.point(i)), order.at(i));
}

void tst_Search::hugeRangesStayFinite_data()
{
    QTest::addColumn<StudyParameter>("parameter");
    const auto scaled = [](StudyParameter parameter, ScaleType scale) {
        parameter.scale = scale;
        return parameter;
    };
    const StudyParameter widest = doubleParameter(QStringLiteral("x"), -1e308, 1e308);
    QTest::newRow("double, linear, +-1e308") << widest;
    QTest::newRow("double, unspecified, -max..max")
        << scaled(doubleParameter(QStringLiteral("x"), -std::numeric_limits<double>::max(),
                                  std::numeric_limits<double>::max()),
                  ScaleType::Unspecified);
    QTest::newRow("double, log, 1e-300..1.7e308")
        << scaled(doubleParameter(QStringLiteral("x"), 1e-300, 1.7e308), ScaleType::Log);
    QTest::newRow("double, reverse log, 1e300..1.7e308")
        << scaled(doubleParameter(QStringLiteral("x"), 1e300, 1.7e308), ScaleType::ReverseLog);
    QTest::newRow("integer, +-1e18") << integerParameter(QStringLiteral("n"), -1e18, 1e18);
}

// Ranges that a double holds but whose width it does not: every suggestion is a number
// inside the range, and the unit cube maps back to where it came from.
void tst_Search::hugeRangesStayFinite()
{
    QFETCH(StudyParameter, parameter);
    for (const double unit : {0.0, 0.1, 0.5, 0.9, 1.0}) {
        const double value = SearchSpace::fromUnit(parameter, unit);
        QVERIFY2(std::isfinite(value), qPrintable(QString::number(unit)));
        QVERIFY(value >= parameter.minValue - 0.5 && value <= parameter.maxValue + 0.5);
        QVERIFY2(std::abs(SearchSpace::toUnit(parameter, value) - unit) < 1e-6,
                 qPrintable(QStringLiteral("%1 -> %2 -> %3").arg(unit).arg(value)
                                .arg(SearchSpace::toUnit(parameter, value))));
    }
    RandomSearch random(QList<StudyParameter>{parameter}, 7);
    SearchState state;
    for (int i = 0; i < 50; ++i) {
        const auto point = random.suggest(state);
        QVERIFY(point.has_value());
        const double value = point->first().value.toDouble();
        QVERIFY(std::isfinite(value));
        QVERIFY(value >= parameter.minValue && value <= parameter.maxValue);
    }
}

// Grid search used to list every integer of the range first: 10^15 of them never ended.
void tst_Search::hugeIntegerGridIsCountedNotListed()
{
    GridSearch grid({integerParameter(QStringLiteral("n"), 0, 1e15),
                     categoricalParameter(QStringLiteral("c"), {"a", "b"})});
    QCOMPARE(grid.pointCount(), qint64(2e15 + 2));
    QCOMPARE(grid.point(5).first().value.toDouble(), 2.0);
    QCOMPARE(grid.point(5).last().value.toString(), QStringLiteral("b"));
    // More points than a qint64 counts: as many as it can, not a wrapped negative count.
    GridSearch endless({integerParameter(QStringLiteral("a"), 0, 1e15),
                        integerParameter(QStringLiteral("b"), 0, 1e15)});
    QCOMPARE(endless.pointCount(), std::numeric_limits<qint64>::max());
    SearchState state;
    QVERIFY(endless.suggest(state).has_value());
}

void tst_Search::randomHonoursScale_data()
{
    QTest::addColumn<StudyParameter>("parameter");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<double>("expectedBelow");
    // Linear: the share below a value is its share of the range.
    QTest::newRow("linear") << doubleParameter("m", 0, 0.99) << 0.33 << 1.0 / 3;
    // Log: each decade of [1e-4, 1e-1] gets a third.
    QTest::newRow("log decades") << doubleParameter("lr", 1e-4, 1e-1, ScaleType::Log) << 1e-3
                                 << 1.0 / 3;
    QTest::newRow("log two decades") << doubleParameter("lr", 1e-4, 1e-1, ScaleType::Log)
                                     << 1e-2 << 2.0 / 3;
    // Reverse log on [0.01, 1]: dense near the top; 1 - ln(11)/ln(100) of it below 0.9.
    QTest::newRow("reverse log") << doubleParameter("beta", 0.01, 1, ScaleType::ReverseLog)
                                 << 0.9 << 1 - std::log(11.0) / std::log(100.0);
}

void tst_Search::randomHonoursScale()
{
    QFETCH(StudyParameter, parameter);
    QFETCH(double, threshold);
    QFETCH(double, expectedBelow);
    RandomSearch random({parameter}, 7);
    SearchState state;
    constexpr int Samples = 5000;
    int below = 0;
    for (; state.trialCount < Samples; ++state.trialCount) {
        const double value = random.suggest(state)->first().value.toDouble();
        QVERIFY(value >= parameter.minValue && value <= parameter.maxValue);
        below += value < threshold ? 1 : 0;
    }
    // Five standard deviations of a binomial share of 5000 draws is about 0.035.
    QVERIFY2(std::abs(double(below) / Samples - expectedBelow) < 0.035,
             qPrintable(QStringLiteral("%1 below, expected %2")
                            .arg(double(below) / Samples).arg(expectedBelow)));
}

void tst_Search::integersAreUniform()
{
    RandomSearch random({integerParameter("layers", 1, 4)}, 11);
    SearchState state;
    QList<int> counts(4, 0);
    constexpr int Samples = 4000;
    for (; state.trialCount < Samples; ++state.trialCount)
        ++counts[random.suggest(state)->first().value.toInt() - 1];
    for (int count : std::as_const(counts))
        QVERIFY2(std::abs(count / double(Samples) - 0.25) < 0.035, qPrintable(QString::number(count)));
}

void tst_Search::decodeSnaps_data()
{
    QTest::addColumn<StudyParameter>("parameter");
    QTest::addColumn<QList<double>>("point");
    QTest::addColumn<QVariant>("expected");
    QTest::newRow("integer rounds") << integerParameter("n", 1, 4) << QList<double>{0.6}
                                    << QVariant(3.0);
    QTest::newRow("discrete by index") << discreteParameter("u", {64, 128, 512})
                                       << QList<double>{0.5} << QVariant(128.0);
    QTest::newRow("discrete on log scale nearest")
        << discreteParameter("u", {64, 128, 512}, ScaleType::Log) << QList<double>{0.9}
        << QVariant(512.0);
    QTest::newRow("categorical largest coordinate")
        << categoricalParameter("opt", {"adam", "sgd", "rmsprop"})
        << QList<double>{0.2, 0.1, 0.7} << QVariant(QStringLiteral("rmsprop"));
}

void tst_Search::decodeSnaps()
{
    QFETCH(StudyParameter, parameter);
    QFETCH(QList<double>, point);
    QFETCH(QVariant, expected);
    const SearchSpace space({parameter});
    Eigen::VectorXd x(point.size());
    for (int i = 0; i < point.size(); ++i)
        x[i] = point.at(i);
    const ParameterAssignment decoded = space.decode(x);
    QCOMPARE(decoded.first().value, expected);
    // A snapped point decodes to itself.
    QCOMPARE(space.decode(space.snap(x)), decoded);
}

void tst_Search::parameterText_data()
{
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("short double") << QVariant(0.1) << "0.1";
    QTest::newRow("integer valued") << QVariant(128.0) << "128";
    QTest::newRow("small") << QVariant(1e-4) << "0.0001";
    QTest::newRow("category") << QVariant(QStringLiteral("adam")) << "adam";
}

void tst_Search::parameterText()
{
    QFETCH(QVariant, value);
    QFETCH(QString, text);
    QCOMPARE(parameterValueText(value), text);
}

void tst_Search::suggestionsAreReproducible_data()
{
    QTest::addColumn<SearchAlgorithm>("algorithm");
    QTest::newRow("random") << SearchAlgorithm::Random;
    QTest::newRow("bayesian") << SearchAlgorithm::Bayesian;
}

void tst_Search::suggestionsAreReproducible()
{
    QFETCH(SearchAlgorithm, algorithm);
    const StudySpec study = digitsStudy(algorithm);
    const SearchState state = stateWith(study, 8, 3);
    const auto first = makeSuggester(study, 42)->suggest(state);
    const auto second = makeSuggester(study, 42)->suggest(state);
    const auto otherSeed = makeSuggester(study, 43)->suggest(state);
    QVERIFY(first && second && otherSeed);
    QCOMPARE(key(*first), key(*second));
    QVERIFY(key(*first) != key(*otherSeed));
}

void tst_Search::parallelSuggestionsDiffer_data()
{
    QTest::addColumn<SearchAlgorithm>("algorithm");
    QTest::addColumn<int>("completed");
    QTest::newRow("bayesian, model fitted") << SearchAlgorithm::Bayesian << 8;
    QTest::newRow("bayesian, initial random trials") << SearchAlgorithm::Bayesian << 1;
    QTest::newRow("random") << SearchAlgorithm::Random << 8;
}

void tst_Search::parallelSuggestionsDiffer()
{
    QFETCH(SearchAlgorithm, algorithm);
    QFETCH(int, completed);
    const StudySpec study = digitsStudy(algorithm);
    SearchState state = stateWith(study, completed, 5);
    const auto suggester = makeSuggester(study, 9);
    QSet<QString> suggested;
    for (int i = 0; i < 3; ++i) {
        const auto next = suggester->suggest(state);
        QVERIFY(next);
        QVERIFY2(!suggested.contains(key(*next)), qPrintable(key(*next)));
        suggested.insert(key(*next));
        state.pending << *next;
        ++state.trialCount;
    }
}

void tst_Search::bayesianBeatsRandomOnBranin()
{
    // Same seeds, same budget: the median best of Bayesian is below random's, and close to
    // Branin's minimum (random search's median after 30 trials is near 1.5).
    constexpr int Budget = 30;
    QList<double> bayesian, random;
    for (quint64 seed = 1; seed <= 3; ++seed) {
        bayesian << PoolcraftTest::bestSoFar(
                        PoolcraftTest::braninProblem(SearchAlgorithm::Bayesian), seed, Budget)
                        .last();
        random << PoolcraftTest::bestSoFar(
                      PoolcraftTest::braninProblem(SearchAlgorithm::Random), seed, Budget)
                      .last();
    }
    std::sort(bayesian.begin(), bayesian.end());
    std::sort(random.begin(), random.end());
    qInfo() << "median best after" << Budget << "trials: bayesian" << bayesian.at(1)
            << "random" << random.at(1);
    QVERIFY(bayesian.at(1) < random.at(1));
    QVERIFY(bayesian.at(1) < 0.6);
}

void tst_Search::minimiseAndMaximiseAgree()
{
    // Maximising -f suggests what minimising f does: the goal only flips the sign.
    PoolcraftTest::TestProblem minimise = PoolcraftTest::braninProblem(SearchAlgorithm::Bayesian);
    StudySpec maximise = minimise.study;
    maximise.goal = GoalType::Maximize;
    SearchState minState, maxState;
    const auto minSuggester = makeSuggester(minimise.study, 4);
    const auto maxSuggester = makeSuggester(maximise, 4);
    for (int trial = 0; trial < 8; ++trial) {
        const auto a = minSuggester->suggest(minState);
        const auto b = maxSuggester->suggest(maxState);
        QCOMPARE(key(*a), key(*b));
        minState.completed << Observation{*a, minimise.evaluate(*a)};
        maxState.completed << Observation{*b, -minimise.evaluate(*b)};
        ++minState.trialCount;
        ++maxState.trialCount;
    }
}

void tst_Search::measurementSelection_data()
{
    QTest::addColumn<MeasurementSelection>("selection");
    QTest::addColumn<GoalType>("goal");
    QTest::addColumn<double>("expected");
    QTest::newRow("last") << MeasurementSelection::Last << GoalType::Maximize << 0.8;
    QTest::newRow("best maximising") << MeasurementSelection::Best << GoalType::Maximize << 0.9;
    QTest::newRow("best minimising") << MeasurementSelection::Best << GoalType::Minimize << 0.5;
}

void tst_Search::measurementSelection()
{
    QFETCH(MeasurementSelection, selection);
    QFETCH(GoalType, goal);
    QFETCH(double, expected);
    const QList<Measurement> reports = {{1, 0.5, 0}, {2, 0.9, 0}, {3, 0.8, 0}};
    QCOMPARE(finalMeasurement(reports, selection, goal)->value, expected);
    QVERIFY(!finalMeasurement({}, selection, goal));
}

void tst_Search::medianStopping_data()
{
    QTest::addColumn<GoalType>("goal");
    QTest::addColumn<QList<Measurement>>("running");
    QTest::addColumn<bool>("stop");
    // Completed trials' running averages at step 2: 0.6, 0.7, 0.8 -> median 0.7.
    QTest::newRow("below the median") << GoalType::Maximize
                                      << QList<Measurement>{{1, 0.4, 0}, {2, 0.5, 0}} << true;
    QTest::newRow("above the median") << GoalType::Maximize
                                      << QList<Measurement>{{1, 0.4, 0}, {2, 0.75, 0}} << false;
    QTest::newRow("minimising, below is good") << GoalType::Minimize
                                               << QList<Measurement>{{1, 0.4, 0}, {2, 0.5, 0}}
                                               << false;
    QTest::newRow("no report yet") << GoalType::Maximize << QList<Measurement>{} << false;
}

void tst_Search::medianStopping()
{
    QFETCH(GoalType, goal);
    QFETCH(QList<Measurement>, running);
    QFETCH(bool, stop);
    const QList<QList<Measurement>> completed = {{{1, 0.5, 0}, {2, 0.7, 0}, {3, 0.9, 0}},
                                                 {{1, 0.6, 0}, {2, 0.8, 0}},
                                                 {{1, 0.7, 0}, {2, 0.9, 0}, {3, 0.95, 0}}};
    const MedianStoppingRule rule(goal);
    QCOMPARE(rule.medianAt(2, completed), 0.7);
    QCOMPARE(rule.shouldStop(running, completed), stop);
    // Too few completed trials to judge: never stopped.
    QVERIFY(!rule.shouldStop(running, completed.mid(0, 1)));
}

void tst_Search::trialFromVertexJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("parameters");
    QTest::addColumn<int>("measurements");
    QTest::addColumn<double>("finalValue");   // NaN: no final measurement
    QTest::addColumn<qint64>("lastStep");

    QTest::newRow("succeeded, as Vertex writes it (int64 as strings, durations in s)")
        << QByteArray(R"({"id":"3","state":"SUCCEEDED","parameters":[{"parameterId":"lr",
           "value":0.01},{"parameterId":"opt","value":"adam"}],"measurements":[{"stepCount":"7",
           "elapsedDuration":"12.5s","metrics":[{"metricId":"accuracy","value":0.8}]}],
           "finalMeasurement":{"stepCount":"7","metrics":[{"metricId":"accuracy","value":0.81}]},
           "startTime":"2026-01-01T00:00:00Z","endTime":"2026-01-01T00:01:00.250Z"})")
        << "SUCCEEDED" << 2 << 1 << 0.81 << qint64(7);
    QTest::newRow("active, no final measurement yet")
        << QByteArray(R"({"id":"4","state":"ACTIVE","parameters":[{"parameterId":"lr","value":0.1}],
           "startTime":"2026-01-01T00:00:00Z"})")
        << "ACTIVE" << 1 << 0 << qQNaN() << qint64(0);
    QTest::newRow("wrong types stay at their defaults")
        << QByteArray(R"({"id":5,"state":"NOPE","parameters":{},"measurements":"x",
           "finalMeasurement":{"metrics":[]}})")
        << "REQUESTED" << 0 << 0 << qQNaN() << qint64(0);
}

void tst_Search::trialFromVertexJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, state);
    QFETCH(int, parameters);
    QFETCH(int, measurements);
    QFETCH(double, finalValue);
    QFETCH(qint64, lastStep);

    const Trial trial = trialFromJson(nlohmann::json::parse(json.toStdString()));
    QCOMPARE(trialStateName(trial.state), state);
    QCOMPARE(trial.parameters.size(), parameters);
    QCOMPARE(trial.measurements.size(), measurements);
    QCOMPARE(bool(trial.finalMeasurement), !qIsNaN(finalValue));
    if (trial.finalMeasurement)
        QCOMPARE(trial.finalMeasurement->value, finalValue);
    if (!trial.measurements.isEmpty())
        QCOMPARE(trial.measurements.last().stepCount, lastStep);
    // What trialJson writes comes back the same.
    const Trial again = trialFromJson(trialJson(trial, QStringLiteral("accuracy")));
    QCOMPARE(again.id, trial.id);
    QCOMPARE(again.state, trial.state);
    QCOMPARE(again.parameters, trial.parameters);
    QCOMPARE(again.measurements, trial.measurements);
    QCOMPARE(again.finalMeasurement.has_value(), trial.finalMeasurement.has_value());
    QCOMPARE(again.startTime, trial.startTime);
    QCOMPARE(again.endTime, trial.endTime);
}

QTEST_APPLESS_MAIN(tst_Search)
#include "tst_search.moc"
