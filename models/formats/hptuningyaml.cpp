#include "hptuningyaml.h"

#include "customjobyaml.h"
#include "yamlemit.h"

#include "models/core/studyconditions.h"

namespace Poolcraft::HpTuningYaml {

namespace {

const QStringList &scaleNames()
{
    static const QStringList names{scaleTypeName(ScaleType::Unspecified),
                                   scaleTypeName(ScaleType::Linear),
                                   scaleTypeName(ScaleType::Log),
                                   scaleTypeName(ScaleType::ReverseLog)};
    return names;
}

void readValueSpec(YamlReadContext &context, const YamlField &field, const QString &base,
                   StudyParameter &parameter, const char *kind)
{
    context.remember(field);
    const bool integerSpec = parameter.type == ParameterType::Integer;
    QList<YamlKeyHandler> handlers;
    if (parameter.type == ParameterType::Double || integerSpec) {
        auto bound = [&context, &base, integerSpec](const YamlField &f, double *out,
                                                    const char *name) {
            const YamlField at = f.at(base + QLatin1Char('.') + QLatin1String(name));
            if (integerSpec) {
                if (const auto v = context.integer(at, -(qint64(1) << 53), qint64(1) << 53))
                    *out = double(*v);
            } else if (const auto v = context.number(at)) {
                *out = *v;
            }
        };
        handlers = {
            {"minValue", [&, bound](const YamlField &f) {
                 bound(f, &parameter.minValue, "minValue"); }},
            {"maxValue", [&, bound](const YamlField &f) {
                 bound(f, &parameter.maxValue, "maxValue"); }},
        };
    } else if (parameter.type == ParameterType::Categorical) {
        handlers = {{"values", [&](const YamlField &f) {
                         parameter.categories = context.stringList(
                             f.at(base + QStringLiteral(".categories"))).value_or(QStringList());
                     }}};
    } else {
        handlers = {{"values", [&](const YamlField &f) {
                         parameter.discreteValues = context.numberList(
                             f.at(base + QStringLiteral(".discreteValues")))
                                                        .value_or(QList<double>());
                     }}};
    }
    handlers.append({"defaultValue", [&context](const YamlField &f) {
                         context.keyWarning(f, QStringLiteral("not-kept"),
                                            YamlReadContext::tr("defaultValue is only for Vertex AI Vizier; "
                                               "hyperparameter tuning jobs ignore it"));
                     }});
    context.readMap(field, QString::fromLatin1(kind), handlers);
}

void readParameter(YamlReadContext &context, const YamlField &field, StudyParameter parameter,
                   QList<StudyParameter> &into);

// One of a parent's conditionalParameterSpecs: the parent values it holds for, and the
// child, read into `into` after its parent.
void readConditional(YamlReadContext &context, const YamlField &field,
                     const StudyParameter &parent, QList<StudyParameter> &into)
{
    context.remember(field);
    StudyParameter child;
    child.parentId = parent.id;
    std::optional<YamlField> spec;
    int conditions = 0;
    auto condition = [&](const char *name, ParameterType parentType) {
        return YamlKeyHandler{name, [&context, &child, &conditions, &parent, parentType, name](
                                        const YamlField &f) {
                                  ++conditions;
                                  if (parent.type != parentType)
                                      context.error(f, QStringLiteral("parent-values"),
                                                    YamlReadContext::tr("%1 is for a %2 parent; '%3' is %4")
                                                        .arg(QLatin1String(name),
                                                             parameterTypeName(parentType), parent.id,
                                                             parameterTypeName(parent.type)));
                                  context.remember(f);
                                  context.readMap(f, QString::fromLatin1(name), {
                                      {"values", [&](const YamlField &g) {
                                           if (parentType == ParameterType::Categorical)
                                               child.parentCategories = context.stringList(g).value_or(QStringList());
                                           else
                                               child.parentValues = context.numberList(g).value_or(QList<double>());
                                       }}});
                              }};
    };
    context.readMap(field, QStringLiteral("conditionalParameterSpecs"), {
        condition("parentDiscreteValues", ParameterType::Discrete),
        condition("parentIntValues", ParameterType::Integer),
        condition("parentCategoricalValues", ParameterType::Categorical),
        {"parameterSpec", [&](const YamlField &f) { spec = f; }},
    });
    if (!field.value.IsMap())
        return;
    if (conditions != 1)
        context.error(field, QStringLiteral("parent-values"),
                      YamlReadContext::tr("a conditional parameter of '%1' needs exactly one of "
                                          "parentDiscreteValues, parentIntValues or "
                                          "parentCategoricalValues").arg(parent.id));
    if (!spec) {
        context.error(field, QStringLiteral("parameter-spec"),
                      YamlReadContext::tr("a conditional parameter of '%1' needs a parameterSpec")
                          .arg(parent.id));
        return;
    }
    readParameter(context, *spec, child, into);
}

void readParameter(YamlReadContext &context, const YamlField &field, StudyParameter parameter,
                   QList<StudyParameter> &into)
{
    context.remember(field);
    const QString base = field.path;
    int specs = 0;
    std::optional<YamlField> conditionals;
    auto spec = [&](ParameterType type, const char *kind) {
        return YamlKeyHandler{kind, [&context, &parameter, &specs, base, type, kind](
                                        const YamlField &f) {
                                  ++specs;
                                  parameter.type = type;
                                  readValueSpec(context, f, base, parameter, kind);
                              }};
    };
    context.readMap(field, QStringLiteral("parameters"), {
        {"parameterId", [&](const YamlField &f) {
             parameter.id = context.string(f.at(base + QStringLiteral(".parameterId")))
                                .value_or(QString()).trimmed(); }},
        spec(ParameterType::Double, "doubleValueSpec"),
        spec(ParameterType::Integer, "integerValueSpec"),
        spec(ParameterType::Categorical, "categoricalValueSpec"),
        spec(ParameterType::Discrete, "discreteValueSpec"),
        {"scaleType", [&](const YamlField &f) {
             const auto name = context.enumValue(f.at(base + QStringLiteral(".scaleType")),
                                                 scaleNames());
             if (name)
                 parameter.scale = ScaleType(scaleNames().indexOf(*name)); }},
        // Read after the parent, whose id and type the conditions need.
        {"conditionalParameterSpecs", [&](const YamlField &f) { conditionals = f; }},
    });
    if (!field.value.IsMap())
        return;
    into.append(parameter);
    if (parameter.id.isEmpty())
        context.error(field, QStringLiteral("parameter-id"),
                      YamlReadContext::tr("a parameter needs a parameterId"));
    if (specs == 0) {
        context.error(field, QStringLiteral("parameter-spec"),
                      YamlReadContext::tr("parameter '%1' needs one of doubleValueSpec, integerValueSpec, "
                         "categoricalValueSpec or discreteValueSpec").arg(parameter.id));
    } else if (specs > 1) {
        context.error(field, QStringLiteral("parameter-spec"),
                      YamlReadContext::tr("parameter '%1' has more than one value spec").arg(parameter.id));
    }
    if (!conditionals || !context.isSequence(*conditionals))
        return;
    context.remember(*conditionals);
    int index = 0;
    for (const YAML::Node &item : conditionals->value) {
        if (context.exhausted())
            return;
        readConditional(context,
                        {item, item, QStringLiteral("%1.conditionalParameterSpecs[%2]")
                                         .arg(conditionals->path).arg(index++)},
                        parameter, into);
    }
}

void writeParameter(YAML::Emitter &out, const QList<StudyParameter> &all,
                    const StudyConditions::ConditionTree &tree, qsizetype index)
{
    const StudyParameter &p = all[index];
    out << YAML::BeginMap;
    YamlEmit::stringEntry(out, "parameterId", p.id);
    switch (p.type) {
    case ParameterType::Double:
    case ParameterType::Integer:
        out << YAML::Key
            << (p.type == ParameterType::Double ? "doubleValueSpec" : "integerValueSpec")
            << YAML::Value << YAML::BeginMap;
        YamlEmit::numberEntry(out, "minValue", p.minValue);
        YamlEmit::numberEntry(out, "maxValue", p.maxValue);
        out << YAML::EndMap;
        break;
    case ParameterType::Categorical:
        out << YAML::Key << "categoricalValueSpec" << YAML::Value << YAML::BeginMap
            << YAML::Key << "values" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const QString &c : p.categories)
            YamlEmit::string(out, c);
        out << YAML::EndSeq << YAML::EndMap;
        break;
    case ParameterType::Discrete:
        out << YAML::Key << "discreteValueSpec" << YAML::Value << YAML::BeginMap
            << YAML::Key << "values" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (double v : p.discreteValues)
            YamlEmit::number(out, v);
        out << YAML::EndSeq << YAML::EndMap;
        break;
    }
    if (p.scale != ScaleType::Unspecified)
        YamlEmit::stringEntry(out, "scaleType", scaleTypeName(p.scale));
    const QList<qsizetype> &children = tree.children[index];
    if (!children.isEmpty()) {
        out << YAML::Key << "conditionalParameterSpecs" << YAML::Value << YAML::BeginSeq;
        for (const qsizetype childIndex : children) {
            const StudyParameter &child = all[childIndex];
            out << YAML::BeginMap;
            const bool categorical = p.type == ParameterType::Categorical;
            out << YAML::Key
                << (categorical                            ? "parentCategoricalValues"
                    : p.type == ParameterType::Integer ? "parentIntValues"
                                                           : "parentDiscreteValues")
                << YAML::Value << YAML::BeginMap << YAML::Key << "values" << YAML::Value
                << YAML::Flow << YAML::BeginSeq;
            if (categorical) {
                for (const QString &c : child.parentCategories)
                    YamlEmit::string(out, c);
            } else {
                for (double v : child.parentValues)
                    YamlEmit::number(out, v);
            }
            out << YAML::EndSeq << YAML::EndMap;
            out << YAML::Key << "parameterSpec" << YAML::Value;
            writeParameter(out, all, tree, childIndex);
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
}

} // namespace

QList<YamlKeyHandler> studySpecHandlers(YamlReadContext &context, StudySpec &study,
                                        bool complete)
{
    auto stopping = [&context, &study](const char *name) {
        return YamlKeyHandler{name, [&context, &study](const YamlField &f) {
                                  context.remember(f);
                                  study.enableEarlyStopping = true;
                              }};
    };
    QList<YamlKeyHandler> handlers{
        {"metrics", [&context, &study](const YamlField &f) {
             if (!context.isSequence(f))
                 return;
             int index = 0;
             for (const YAML::Node &item : f.value) {
                 const YamlField metric{item, item,
                                        QStringLiteral("studySpec.metrics[%1]").arg(index)};
                 if (index++ > 0) {
                     context.warning(metric, QStringLiteral("not-kept"),
                                     YamlReadContext::tr("only the first metric is kept; Poolcraft studies "
                                        "optimise one metric"));
                     break;
                 }
                 context.remember(metric);
                 context.readMap(metric, QStringLiteral("metrics"), {
                     {"metricId", [&](const YamlField &g) {
                          study.metricId = context.string(g).value_or(QString()).trimmed(); }},
                     {"goal", [&](const YamlField &g) {
                          const auto goal = context.enumValue(
                              g, {QStringLiteral("GOAL_TYPE_UNSPECIFIED"),
                                  QStringLiteral("MAXIMIZE"), QStringLiteral("MINIMIZE")});
                          study.goal = goal == QLatin1String("MINIMIZE") ? GoalType::Minimize
                                                                          : GoalType::Maximize; }},
                 });
             }
         }},
        {"parameters", [&context, &study](const YamlField &f) {
             context.remember(f);
             if (!context.isSequence(f))
                 return;
             int index = 0;
             for (const YAML::Node &item : f.value) {
                 if (context.exhausted())
                     return;
                 readParameter(context,
                               {item, item,
                                QStringLiteral("studySpec.parameters[%1]").arg(index++)},
                               StudyParameter(), study.parameters);
             }
         }},
        {"algorithm", [&context, &study](const YamlField &f) {
             const auto name = context.enumValue(
                 f, {QStringLiteral("ALGORITHM_UNSPECIFIED"), QStringLiteral("GRID_SEARCH"),
                     QStringLiteral("RANDOM_SEARCH")});
             study.algorithm = algorithmFromName(name.value_or(QString())); }},
        {"measurementSelectionType", [&context, &study](const YamlField &f) {
             const auto name = context.enumValue(
                 f, {QStringLiteral("MEASUREMENT_SELECTION_TYPE_UNSPECIFIED"),
                     QStringLiteral("LAST_MEASUREMENT"), QStringLiteral("BEST_MEASUREMENT")});
             study.measurementSelection = name == QLatin1String("BEST_MEASUREMENT")
                                              ? MeasurementSelection::Best
                                              : MeasurementSelection::Last; }},
        {"observationNoise", [&context](const YamlField &f) {
             context.keyWarning(f, QStringLiteral("not-kept"),
                                YamlReadContext::tr("observationNoise is not supported by hyperparameter tuning "
                                   "jobs and is not kept")); }},
        stopping("decayCurveStoppingSpec"),
        stopping("medianAutomatedStoppingSpec"),
        stopping("convexAutomatedStoppingSpec"),
    };
    if (complete) {
        handlers.append({"resumePreviousJobId", [&context, &study](const YamlField &f) {
                             study.resumePreviousJobId = context.string(f).value_or(QString());
                         }});
    }
    return handlers;
}

QList<YamlKeyHandler> studyHandlers(YamlReadContext &context, StudyInProgress &progress,
                                    bool complete)
{
    auto count = [&context, &progress](const char *name, int StudySpec::*member,
                                       qint64 minimum) {
        return YamlKeyHandler{name, [&context, &progress, member, minimum](const YamlField &f) {
                                  if (const auto v = context.integer(f, minimum, 1'000'000)) {
                                      progress.study.*member = int(*v);
                                  }
                              }};
    };
    return {
        count("maxTrialCount", &StudySpec::maxTrialCount, 1),
        count("parallelTrialCount", &StudySpec::parallelTrialCount, 1),
        count("maxFailedTrialCount", &StudySpec::maxFailedTrialCount, 0),
        {"studySpec", [&context, &progress, complete](const YamlField &f) {
             progress.present = true;
             context.remember(f);
             context.readMap(f, QStringLiteral("studySpec"),
                             studySpecHandlers(context, progress.study, complete)); }},
    };
}

void writeStudySpec(YAML::Emitter &out, const StudySpec &study, bool complete)
{
    out << YAML::Key << "studySpec" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "metrics" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    YamlEmit::stringEntry(out, "metricId", study.metricId);
    YamlEmit::stringEntry(out, "goal", goalName(study.goal));
    out << YAML::EndMap << YAML::EndSeq;
    out << YAML::Key << "parameters" << YAML::Value << YAML::BeginSeq;
    const StudyConditions::ConditionTree tree(study.parameters);
    for (const qsizetype index : tree.topLevel)
        writeParameter(out, study.parameters, tree, index);
    out << YAML::EndSeq;
    YamlEmit::stringEntry(out, "algorithm", algorithmName(study.algorithm));
    if (study.measurementSelection == MeasurementSelection::Best)
        YamlEmit::stringEntry(out, "measurementSelectionType", QStringLiteral("BEST_MEASUREMENT"));
    if (study.enableEarlyStopping) {
        // Vertex's median automated stopping is what enableEarlyStopping asks for (and
        // what Poolcraft's own trials do); decay-curve stopping is another rule.
        out << YAML::Key << "medianAutomatedStoppingSpec" << YAML::Value << YAML::BeginMap;
        YamlEmit::boolEntry(out, "useElapsedDuration", false);
        out << YAML::EndMap;
    }
    if (complete)
        YamlEmit::stringEntry(out, "resumePreviousJobId", study.resumePreviousJobId);
    out << YAML::EndMap;
}

void writeStudy(YAML::Emitter &out, const StudySpec &study, bool complete)
{
    YamlEmit::integerEntry(out, "maxTrialCount", study.maxTrialCount);
    YamlEmit::integerEntry(out, "parallelTrialCount", study.parallelTrialCount);
    if (study.maxFailedTrialCount != 0)
        YamlEmit::integerEntry(out, "maxFailedTrialCount", study.maxFailedTrialCount);
    writeStudySpec(out, study, complete);
}

SearchAlgorithm algorithmFromName(const QString &name)
{
    if (name == QLatin1String("GRID_SEARCH"))
        return SearchAlgorithm::Grid;
    if (name == QLatin1String("RANDOM_SEARCH"))
        return SearchAlgorithm::Random;
    return SearchAlgorithm::Bayesian;
}

void read(YamlReadContext &context, const YAML::Node &root, JobDocument &job)
{
    StudyInProgress progress;
    QList<YamlKeyHandler> handlers = studyHandlers(context, progress, false);
    handlers.append({"displayName", [&](const YamlField &f) {
                         job.displayName = context.string(f).value_or(QString()); }});
    handlers.append({"labels", [&](const YamlField &f) { job.labels = context.stringMap(f); }});
    handlers.append({"trialJobSpec", [&](const YamlField &f) {
                         context.remember(f);
                         context.readMap(f.at(QString()), QStringLiteral("trialJobSpec"),
                                         CustomJobYaml::handlers(context, job, false)); }});
    context.readMap({root, root, QString()}, QStringLiteral("the hp-tuning config"), handlers);
    if (progress.present)
        job.study = progress.study;
}

QByteArray write(const JobDocument &job)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    YamlEmit::stringEntry(out, "displayName", job.displayName);
    if (job.study)
        writeStudy(out, *job.study, false);
    YamlEmit::stringMapEntry(out, "labels", job.labels);
    out << YAML::Key << "trialJobSpec" << YAML::Value << YAML::BeginMap;
    CustomJobYaml::write(out, job, false);
    out << YAML::EndMap << YAML::EndMap;
    return YamlEmit::finish(out);
}

} // namespace Poolcraft::HpTuningYaml
