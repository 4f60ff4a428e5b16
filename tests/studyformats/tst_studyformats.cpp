// Every study feature through every format that holds a study: written, read back, the same
// study, or the named warning for what the format cannot hold.

#include "models/catalog/catalog.h"
#include "models/core/studyconditions.h"
#include "models/formats/jobfile.h"
#include "models/search/suggester.h"
#include "models/validation/validator.h"
#include "tests/support/diagnosticcheck.h"
#include "tests/support/protocheck.h"
#include "tests/support/samplejobs.h"

#include <QtTest>

using namespace Poolcraft;
using namespace Poolcraft::Testing;

Q_DECLARE_METATYPE(Poolcraft::JobDocument)
Q_DECLARE_METATYPE(Poolcraft::StudySpec)
Q_DECLARE_METATYPE(Poolcraft::Format)
Q_DECLARE_METATYPE(Poolcraft::SearchAlgorithm)

namespace {

const QString TuningJobType = QStringLiteral("google.cloud.aiplatform.v1.HyperparameterTuningJob");

StudyParameter child(StudyParameter parameter, const QString &parentId,
                     const QList<double> &values, const QStringList &categories = {})
{
    parameter.parentId = parentId;
    parameter.parentValues = values;
    parameter.parentCategories = categories;
    return parameter;
}

StudyParameter rangeParameter(const QString &id, ParameterType type, ScaleType scale,
                              double minimum, double maximum)
{
    StudyParameter p = studyParameter(id, type, scale);
    p.minValue = minimum;
    p.maxValue = maximum;
    return p;
}

// The study features, each on top of the sample tuning job.
QList<std::pair<QString, JobDocument>> features()
{
    QList<std::pair<QString, JobDocument>> rows;
    auto add = [&rows](const char *name, const std::function<void(StudySpec &)> &change) {
        JobDocument job = tuningJob();
        change(*job.study);
        rows.append({QString::fromLatin1(name), job});
    };
    add("every-parameter-type", [](StudySpec &) {});
    add("reverse-log-scale", [](StudySpec &s) { s.parameters[0].scale = ScaleType::ReverseLog; });
    add("minimize", [](StudySpec &s) { s.goal = GoalType::Minimize; });
    add("grid-search", [](StudySpec &s) {
        s.algorithm = SearchAlgorithm::Grid;
        s.parameters.removeFirst();
    });
    add("bayesian-search", [](StudySpec &s) { s.algorithm = SearchAlgorithm::Bayesian; });
    add("best-measurement", [](StudySpec &s) { s.measurementSelection = MeasurementSelection::Best; });
    add("early-stopping", [](StudySpec &s) { s.enableEarlyStopping = true; });
    add("max-failed-trials-default", [](StudySpec &s) { s.maxFailedTrialCount = 0; });
    add("condition-on-categorical", [](StudySpec &s) {
        s.parameters.insert(3, child(rangeParameter(QStringLiteral("momentum"),
                                                    ParameterType::Double, ScaleType::Linear, 0, 0.99),
                                     QStringLiteral("optimizer"), {}, {QStringLiteral("sgd")}));
    });
    add("condition-on-integer", [](StudySpec &s) {
        s.parameters.insert(2, child(rangeParameter(QStringLiteral("width"),
                                                    ParameterType::Integer, ScaleType::Linear, 16, 256),
                                     QStringLiteral("layers"), {1, 2, 3}));
    });
    add("condition-on-discrete", [](StudySpec &s) {
        StudyParameter accumulate = studyParameter(QStringLiteral("accumulate"),
                                                   ParameterType::Categorical, ScaleType::Unspecified);
        accumulate.categories = {QStringLiteral("1"), QStringLiteral("4")};
        s.parameters.append(child(accumulate, QStringLiteral("batch_size"), {16, 32}));
    });
    add("nested-conditions", [](StudySpec &s) {
        StudyParameter schedule = studyParameter(QStringLiteral("schedule"),
                                                 ParameterType::Categorical, ScaleType::Unspecified);
        schedule.categories = {QStringLiteral("cosine"), QStringLiteral("step")};
        s.parameters.insert(3, child(schedule, QStringLiteral("optimizer"), {},
                                     {QStringLiteral("adam"), QStringLiteral("sgd")}));
        s.parameters.insert(4, child(rangeParameter(QStringLiteral("step_every"),
                                                    ParameterType::Integer, ScaleType::Log, 1, 100),
                                     QStringLiteral("schedule"), {}, {QStringLiteral("step")}));
    });
    return rows;
}

bool hasConditions(const StudySpec &study)
{
    return std::any_of(study.parameters.begin(), study.parameters.end(),
                       [](const StudyParameter &p) { return !p.parentId.isEmpty(); });
}

} // namespace

class TestStudyFormats : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void conditionalTrials_data();
    void conditionalTrials();
    void brokenConditionsWritten_data();
    void brokenConditionsWritten();
};

void TestStudyFormats::roundTrip_data()
{
    QTest::addColumn<JobDocument>("job");
    QTest::addColumn<Format>("format");
    QTest::addColumn<StudySpec>("expected");
    QTest::addColumn<QStringList>("lostPaths");
    const QList<std::pair<const char *, Format>> formats{
        {"hptuning-yaml", Format::VertexHpTuningYaml},
        {"vertex-json", Format::VertexJson},
        {"aiplatform-yaml", Format::AiPlatformYaml},
        {"poolcraft", Format::PoolcraftDocument}};
    for (const auto &[feature, job] : features()) {
        for (const auto &[formatName, format] : formats) {
            StudySpec expected = *job.study;
            QStringList lostPaths;
            if (format == Format::AiPlatformYaml) {
                // AI Platform holds neither: each is named, and conditions read back as
                // ordinary parameters.
                if (expected.measurementSelection == MeasurementSelection::Best) {
                    lostPaths << QStringLiteral("studySpec.measurementSelectionType");
                    expected.measurementSelection = MeasurementSelection::Last;
                }
                if (hasConditions(expected)) {
                    lostPaths << QStringLiteral("studySpec.conditionalParameterSpecs");
                    for (StudyParameter &p : expected.parameters)
                        p = child(p, QString(), {});
                }
            }
            QTest::newRow(qPrintable(QStringLiteral("%1 in %2").arg(feature,
                                                                    QLatin1String(formatName))))
                << job << format << expected << lostPaths;
        }
    }
}

void TestStudyFormats::roundTrip()
{
    QFETCH(JobDocument, job);
    QFETCH(Format, format);
    QFETCH(StudySpec, expected);
    QFETCH(QStringList, lostPaths);

    Diagnostics lost;
    const QByteArray written = writeJob(job, format, &lost);
    QStringList studyLosses;
    for (const Diagnostic &d : std::as_const(lost)) {
        if (d.path.startsWith(QLatin1String("studySpec")))
            studyLosses << d.path;
    }
    QCOMPARE(studyLosses, lostPaths);

    const ReadResult read = readJobData(written, QStringLiteral("written"), format);
    QVERIFY2(read.ok, qPrintable(describe(read.diagnostics)));
    QCOMPARE(read.format, format);
    QVERIFY2(read.diagnostics.isEmpty(), qPrintable(describe(read.diagnostics) + written));
    QVERIFY(read.document.study);
    QCOMPARE(read.document.study->parameters, expected.parameters);
    QCOMPARE(*read.document.study, expected);

    if (job.study->enableEarlyStopping && format != Format::AiPlatformYaml) {
        // Vertex's median rule is the one enableEarlyStopping means.
        QVERIFY2(written.contains("medianAutomatedStoppingSpec"), written.constData());
        QVERIFY(!written.contains("decayCurveStoppingSpec"));
    }
    if (format == Format::VertexJson) {
        QString error;
        QVERIFY2(checkAgainstProtos(written, TuningJobType, &error), qPrintable(error));
    }
}

Q_DECLARE_METATYPE(Poolcraft::StudyConditions::Detached)

void TestStudyFormats::brokenConditionsWritten_data()
{
    using StudyConditions::Detached;
    QTest::addColumn<QList<StudyParameter>>("parameters");
    QTest::addColumn<QList<Detached>>("detached");
    QTest::addColumn<QString>("validatorCode");
    StudyParameter layers = rangeParameter(QStringLiteral("layers"), ParameterType::Integer,
                                           ScaleType::Linear, 1, 4);
    const StudyParameter rate = rangeParameter(QStringLiteral("rate"), ParameterType::Double,
                                               ScaleType::Linear, 0.1, 1);
    const StudyParameter unnamed = rangeParameter(QString(), ParameterType::Integer,
                                                  ScaleType::Linear, 1, 4);
    const StudyParameter loop = child(layers, QStringLiteral("layers"), {1});
    // Found by the fuzzer and by hand: each made the writers recurse until the stack ran out
    // (an empty ID was its own parent's ID, every top-level parameter its child).
    QTest::newRow("empty ID")
        << QList{unnamed, rate} << QList{Detached::No, Detached::No}
        << QStringLiteral("study-parameter-id");
    QTest::newRow("child reuses its parent's ID")
        << QList{layers, loop} << QList{Detached::No, Detached::No}
        << QStringLiteral("study-parameter-id");
    QTest::newRow("conditioned on itself")
        << QList{loop, rate} << QList{Detached::Cycle, Detached::No}
        << QStringLiteral("study-condition");
    const StudyParameter depthParameter = rangeParameter(QStringLiteral("depth"),
                                                         ParameterType::Integer,
                                                         ScaleType::Linear, 1, 4);
    const StudyParameter cycleA = child(layers, QStringLiteral("depth"), {1});
    const StudyParameter cycleB = child(depthParameter, QStringLiteral("layers"), {2});
    const StudyParameter belowCycle = child(rate, QStringLiteral("depth"), {3});
    QTest::newRow("cycle of two, and one below it")
        << QList{cycleA, cycleB, belowCycle}
        << QList{Detached::Cycle, Detached::Cycle, Detached::No}
        << QStringLiteral("study-condition");
    QTest::newRow("one below a cycle, listed first")
        << QList{belowCycle, cycleA, cycleB}
        << QList{Detached::No, Detached::Cycle, Detached::Cycle}
        << QStringLiteral("study-condition");
    QTest::newRow("missing parent")
        << QList{child(rate, QStringLiteral("nowhere"), {1})} << QList{Detached::MissingParent}
        << QStringLiteral("study-condition");
    // A chain of 2000: deeper than any reader takes back, and than a stack holds.
    QList<StudyParameter> chain;
    QList<Detached> chainDetached;
    for (int i = 0; i < 2000; ++i) {
        StudyParameter p = rangeParameter(QStringLiteral("p%1").arg(i), ParameterType::Integer,
                                          ScaleType::Linear, 1, 4);
        chain.append(i == 0 ? p : child(p, QStringLiteral("p%1").arg(i - 1), {1}));
        chainDetached.append(i > 0 && i % (StudyConditions::MaxDepth + 1) == 0
                                 ? Detached::TooDeep : Detached::No);
    }
    QTest::newRow("chain of 2000") << chain << chainDetached << QStringLiteral("study-condition");
}

// Conditions that make no tree: each format still writes every parameter once, in a file
// that ends, and the validator says what is wrong.
void TestStudyFormats::brokenConditionsWritten()
{
    using StudyConditions::Detached;
    QFETCH(QList<StudyParameter>, parameters);
    QFETCH(QList<Detached>, detached);
    QFETCH(QString, validatorCode);

    const StudyConditions::ConditionTree tree(parameters);
    QCOMPARE(tree.detached, detached);
    QList<int> seen(parameters.size(), 0);
    std::function<void(qsizetype, int)> visit = [&](qsizetype index, int depth) {
        QVERIFY(depth <= StudyConditions::MaxDepth);
        ++seen[index];
        for (const qsizetype c : tree.children[index])
            visit(c, depth + 1);
    };
    for (const qsizetype index : tree.topLevel)
        visit(index, 0);
    QCOMPARE(seen, QList<int>(parameters.size(), 1));

    JobDocument job = tuningJob();
    job.study->parameters = parameters;
    for (const Format format : {Format::VertexHpTuningYaml, Format::VertexJson,
                                Format::PoolcraftDocument}) {
        const QByteArray written = writeJob(job, format);
        // One value spec per parameter, whatever its ID.
        QCOMPARE(written.count("ValueSpec"), parameters.size());
    }
    const Diagnostics diagnostics = validateJob(job, Catalog::builtIn(), ValidationOptions());
    QVERIFY2(std::any_of(diagnostics.begin(), diagnostics.end(),
                         [&](const Diagnostic &d) {
                             return d.ruleId == validatorCode && d.isError();
                         }),
             qPrintable(describe(diagnostics)));
}

void TestStudyFormats::conditionalTrials_data()
{
    QTest::addColumn<SearchAlgorithm>("algorithm");
    QTest::newRow("grid") << SearchAlgorithm::Grid;
    QTest::newRow("random") << SearchAlgorithm::Random;
}

// A conditional parameter is in a trial exactly when its parent's value calls for it; the
// grid makes each distinct trial once.
void TestStudyFormats::conditionalTrials()
{
    QFETCH(SearchAlgorithm, algorithm);
    StudyParameter optimizer = studyParameter(QStringLiteral("optimizer"),
                                              ParameterType::Categorical, ScaleType::Unspecified);
    optimizer.categories = {QStringLiteral("adam"), QStringLiteral("sgd")};
    const StudyParameter momentum = child(
        rangeParameter(QStringLiteral("momentum"), ParameterType::Integer, ScaleType::Linear, 1, 3),
        QStringLiteral("optimizer"), {}, {QStringLiteral("sgd")});
    StudySpec study;
    study.algorithm = algorithm;
    study.parameters = {optimizer, momentum};
    const std::unique_ptr<Suggester> suggester = makeSuggester(study, 7);
    SearchState state;
    QSet<QString> distinct;
    for (; state.trialCount < 40; ++state.trialCount) {
        const auto trial = suggester->suggest(state);
        if (!trial)
            break;
        const bool sgd = trial->first().value.toString() == QLatin1String("sgd");
        QCOMPARE(trial->size(), sgd ? 2 : 1);
        distinct.insert(parameterArguments(*trial).join(QLatin1Char(' ')));
    }
    if (algorithm == SearchAlgorithm::Grid) {
        QCOMPARE(state.trialCount, 4); // adam; sgd with momentum 1, 2, 3
        QCOMPARE(distinct.size(), 4);
    }
}

QTEST_GUILESS_MAIN(TestStudyFormats)
#include "tst_studyformats.moc"
