#include "aiplatformyaml.h"

#include "customjobyaml.h"
#include "hptuningyaml.h"
#include "yamlemit.h"

#include <QRegularExpression>

#include <cmath>

namespace Poolcraft::AiPlatformYaml {

namespace {

struct RoleKeys
{
    const char *type;
    const char *count;
    const char *config;
};

constexpr RoleKeys roleKeys[MaxPools] = {
    {"masterType", nullptr, "masterConfig"},
    {"workerType", "workerCount", "workerConfig"},
    {"parameterServerType", "parameterServerCount", "parameterServerConfig"},
    {"evaluatorType", "evaluatorCount", "evaluatorConfig"},
};

// What the file says about one replica role before the roles are combined into pools.
struct RoleInput
{
    bool mentioned = false;
    std::optional<qint64> count;
    std::optional<QString> imageUri;
    std::optional<QStringList> containerArgs;
    QStringList containerCommand;
};

struct TrainingInput
{
    RoleInput roles[MaxPools];
    std::optional<QStringList> args;
    QStringList packageUris;
    QString pythonModule;
    bool packageMentioned = false;
    YamlField hyperparameters;
    bool hasHyperparameters = false;
};

void readReplicaConfig(YamlReadContext &context, const YamlField &field, int pool,
                       RoleInput &role, WorkerPool &target)
{
    role.mentioned = true;
    context.remember(field.at(ValuePath::pool(pool)));
    const QString base = ValuePath::pool(pool);
    context.readMap(field, QString::fromLatin1(roleKeys[pool].config), {
        {"acceleratorConfig", [&](const YamlField &f) {
             context.remember(f.at(base + QStringLiteral(".machineSpec")));
             context.readMap(f, QStringLiteral("acceleratorConfig"), {
                 {"type", [&](const YamlField &g) {
                      CustomJobYaml::readAcceleratorType(
                          context, g.at(ValuePath::acceleratorType(pool)), target.machine); }},
                 {"count", [&](const YamlField &g) {
                      target.machine.acceleratorCount = int(
                          context.integer(g.at(ValuePath::acceleratorCount(pool)), 0, 1024)
                              .value_or(0)); }},
             }); }},
        {"imageUri", [&](const YamlField &f) {
             role.imageUri = context.string(f.at(ValuePath::imageUri(pool)))
                                 .value_or(QString()).trimmed(); }},
        {"containerArgs", [&](const YamlField &f) {
             role.containerArgs = context.stringList(
                 f.at(base + QStringLiteral(".containerSpec.args"))).value_or(QStringList()); }},
        {"containerCommand", [&](const YamlField &f) {
             role.containerCommand = context.stringList(
                 f.at(base + QStringLiteral(".containerSpec.command")))
                                         .value_or(QStringList()); }},
        {"diskConfig", [&](const YamlField &f) {
             context.remember(f.at(base + QStringLiteral(".diskSpec")));
             context.readMap(f, QStringLiteral("diskConfig"), {
                 {"bootDiskType", [&](const YamlField &g) {
                      target.disk.bootDiskType = context.string(
                          g.at(base + QStringLiteral(".diskSpec.bootDiskType")))
                                                     .value_or(QString()).trimmed(); }},
                 {"bootDiskSizeGb", [&](const YamlField &g) {
                      target.disk.bootDiskSizeGb = int(context.integer(
                          g.at(base + QStringLiteral(".diskSpec.bootDiskSizeGb")), 0, 1'000'000)
                                                       .value_or(0)); }},
             }); }},
        {"tpuTfVersion", [&](const YamlField &f) {
             context.keyWarning(f, QStringLiteral("not-kept"),
                                YamlReadContext::tr("tpuTfVersion is not kept; Vertex TPU jobs choose the version "
                                   "through the container image")); }},
    });
}

void readParameter(YamlReadContext &context, const YamlField &field, StudyParameter &parameter)
{
    const QString base = field.path;
    context.remember(field);
    std::optional<YamlField> minField;
    std::optional<YamlField> maxField;
    bool typed = false;
    context.readMap(field, QStringLiteral("params"), {
        {"parameterName", [&](const YamlField &f) {
             parameter.id = context.string(f.at(base + QStringLiteral(".parameterId")))
                                .value_or(QString()).trimmed(); }},
        {"type", [&](const YamlField &f) {
             const YamlField at = f.at(base + QStringLiteral(".type"));
             const std::optional<QString> text = context.string(at);
             if (!text)
                 return;
             const QString upper = text->trimmed().toUpper();
             typed = true;
             if (upper == QLatin1String("DOUBLE")) {
                 parameter.type = ParameterType::Double;
             } else if (upper == QLatin1String("INTEGER")) {
                 parameter.type = ParameterType::Integer;
             } else if (upper == QLatin1String("CATEGORICAL")) {
                 parameter.type = ParameterType::Categorical;
             } else if (upper == QLatin1String("DISCRETE")) {
                 parameter.type = ParameterType::Discrete;
             } else if (upper == QLatin1String("FLOAT")) {
                 parameter.type = ParameterType::Double;
                 context.warning(at, QStringLiteral("parameter-type"),
                                 YamlReadContext::tr("'%1' is not a parameter type; read as DOUBLE (the types "
                                    "are DOUBLE, INTEGER, CATEGORICAL and DISCRETE)").arg(*text),
                                 {{YamlReadContext::tr("Write DOUBLE"), at.path, QStringLiteral("DOUBLE")}});
             } else {
                 typed = false;
                 context.error(at, QStringLiteral("parameter-type"),
                               YamlReadContext::tr("'%1' is not a parameter type (DOUBLE, INTEGER, CATEGORICAL "
                                  "or DISCRETE)").arg(*text));
             } }},
        {"minValue", [&](const YamlField &f) {
             minField = f.at(base + QStringLiteral(".minValue"));
             parameter.minValue = context.number(*minField).value_or(0); }},
        {"maxValue", [&](const YamlField &f) {
             maxField = f.at(base + QStringLiteral(".maxValue"));
             parameter.maxValue = context.number(*maxField).value_or(0); }},
        {"scaleType", [&](const YamlField &f) {
             const auto name = context.enumValue(
                 f.at(base + QStringLiteral(".scaleType")),
                 {QStringLiteral("NONE"), scaleTypeName(ScaleType::Linear),
                  scaleTypeName(ScaleType::Log), scaleTypeName(ScaleType::ReverseLog),
                  scaleTypeName(ScaleType::Unspecified)});
             if (name == scaleTypeName(ScaleType::Linear))
                 parameter.scale = ScaleType::Linear;
             else if (name == scaleTypeName(ScaleType::Log))
                 parameter.scale = ScaleType::Log;
             else if (name == scaleTypeName(ScaleType::ReverseLog))
                 parameter.scale = ScaleType::ReverseLog; }},
        {"discreteValues", [&](const YamlField &f) {
             parameter.discreteValues = context.numberList(
                 f.at(base + QStringLiteral(".discreteValues"))).value_or(QList<double>()); }},
        {"categoricalValues", [&](const YamlField &f) {
             parameter.categories = context.stringList(
                 f.at(base + QStringLiteral(".categories"))).value_or(QStringList()); }},
    });
    if (!field.value.IsMap())
        return;
    if (parameter.id.isEmpty())
        context.error(field, QStringLiteral("parameter-id"),
                      YamlReadContext::tr("a parameter needs a parameterName"));
    if (!typed) {
        context.error(field, QStringLiteral("parameter-type"),
                      YamlReadContext::tr("parameter '%1' needs a type").arg(parameter.id));
    }
    if (parameter.type == ParameterType::Integer) {
        for (const auto &bound : {minField, maxField}) {
            if (!bound)
                continue;
            const double v = bound->path.endsWith(QLatin1String("minValue")) ? parameter.minValue
                                                                             : parameter.maxValue;
            if (v != std::floor(v)) {
                context.error(*bound, QStringLiteral("wrong-type"),
                              YamlReadContext::tr("%1 of an INTEGER parameter must be a whole number")
                                  .arg(bound->path));
            }
        }
    }
}

void readHyperparameters(YamlReadContext &context, const YamlField &field, JobDocument &job)
{
    StudySpec study;
    bool paramsGiven = false;
    auto positiveCount = [&](const YamlField &f, int *out, const char *name) {
        const std::optional<qint64> v = context.integer(f, 0, 1'000'000);
        if (!v)
            return;
        if (*v == 0) {
            context.warning(f, QStringLiteral("trial-count-zero"),
                            YamlReadContext::tr("%1: 0 means 'not set', so the service uses 1; write the number "
                               "you mean").arg(QLatin1String(name)),
                            {{YamlReadContext::tr("Set it to 1"), f.path, QStringLiteral("1")}});
            *out = 1;
            return;
        }
        *out = int(*v);
    };
    context.remember(field.at(QStringLiteral("studySpec")));
    context.readMap(field, QStringLiteral("hyperparameters"), {
        {"goal", [&](const YamlField &f) {
             const auto goal = context.enumValue(
                 f.at(QStringLiteral("studySpec.metrics[0].goal")),
                 {QStringLiteral("GOAL_TYPE_UNSPECIFIED"), QStringLiteral("MAXIMIZE"),
                  QStringLiteral("MINIMIZE")});
             study.goal = goal == QLatin1String("MINIMIZE") ? GoalType::Minimize
                                                            : GoalType::Maximize; }},
        {"hyperparameterMetricTag", [&](const YamlField &f) {
             study.metricId = context.string(f.at(QStringLiteral("studySpec.metrics[0].metricId")))
                                  .value_or(QString()).trimmed(); }},
        {"maxTrials", [&](const YamlField &f) {
             positiveCount(f.at(QStringLiteral("maxTrialCount")), &study.maxTrialCount,
                           "maxTrials"); }},
        {"maxParallelTrials", [&](const YamlField &f) {
             positiveCount(f.at(QStringLiteral("parallelTrialCount")), &study.parallelTrialCount,
                           "maxParallelTrials"); }},
        {"maxFailedTrials", [&](const YamlField &f) {
             study.maxFailedTrialCount = int(
                 context.integer(f.at(QStringLiteral("maxFailedTrialCount")), 0, 1'000'000)
                     .value_or(0)); }},
        {"enableTrialEarlyStopping", [&](const YamlField &f) {
             study.enableEarlyStopping = context.boolean(f).value_or(false); }},
        {"algorithm", [&](const YamlField &f) {
             const auto name = context.enumValue(
                 f.at(QStringLiteral("studySpec.algorithm")),
                 {QStringLiteral("ALGORITHM_UNSPECIFIED"), QStringLiteral("GRID_SEARCH"),
                  QStringLiteral("RANDOM_SEARCH")});
             study.algorithm = HpTuningYaml::algorithmFromName(name.value_or(QString())); }},
        {"resumePreviousJobId", [&](const YamlField &f) {
             study.resumePreviousJobId = context.string(f).value_or(QString()).trimmed(); }},
        {"params", [&](const YamlField &f) {
             const YamlField list = f.at(QStringLiteral("studySpec.parameters"));
             context.remember(list);
             if (!context.isSequence(list))
                 return;
             paramsGiven = true;
             int index = 0;
             for (const YAML::Node &item : f.value) {
                 if (context.exhausted())
                     return;
                 StudyParameter parameter;
                 const QString path = QStringLiteral("studySpec.parameters[%1]").arg(index++);
                 readParameter(context, {item, item, path}, parameter);
                 study.parameters.append(parameter);
             } }},
    });
    if (!paramsGiven && study.resumePreviousJobId.isEmpty()) {
        context.error(field.at(QStringLiteral("studySpec.parameters")),
                      QStringLiteral("no-parameters"),
                      YamlReadContext::tr("hyperparameters has no params: there is nothing to tune (is params "
                         "indented under hyperparameters?)"));
    }
    job.study = study;
}

// A version that is not one (broken quoting: ':3.5"') is the validator's to report, so that
// the report stays after an edit in the designer.
void readPythonVersion(YamlReadContext &context, const YamlField &field, JobDocument &job)
{
    const std::optional<QString> text = context.string(field.at(QStringLiteral("pythonVersion")));
    if (text)
        job.legacy.pythonVersion = text->trimmed();
}

void readPythonModule(YamlReadContext &context, const YamlField &field, TrainingInput &input)
{
    const std::optional<QString> text = context.string(field);
    if (!text)
        return;
    // A file name instead of a module is the validator's to report: it stays reported, or
    // goes, as the document is edited.
    input.pythonModule = text->trimmed();
    input.packageMentioned = true;
}

// Combines roles into pools once every key is read: workers inherit the master's image, the
// package and the args apply to every replica.
void buildPools(const TrainingInput &input, JobDocument &job)
{
    const RoleInput &master = input.roles[ChiefPool];
    for (int i = 0; i < MaxPools; ++i) {
        WorkerPool &pool = job.pools[i];
        const RoleInput &role = input.roles[i];
        const bool mentioned = i == ChiefPool || role.mentioned
                               || !pool.machine.machineType.isEmpty();
        if (i == ChiefPool) {
            pool.enabled = true;
            pool.replicaCount = 1;
        } else {
            const qint64 count = role.count.value_or(0);
            pool.enabled = count > 0;
            pool.replicaCount = count > 0 ? count : 1;
        }
        if (!mentioned) {
            pool.taskKind = TaskKind::Container;
            continue;
        }
        const std::optional<QString> image = role.imageUri ? role.imageUri : master.imageUri;
        if (image) {
            pool.taskKind = TaskKind::Container;
            pool.container.imageUri = *image;
            pool.container.command = role.containerCommand;
            pool.container.args = role.containerArgs ? *role.containerArgs
                                                     : input.args.value_or(QStringList());
        } else if (input.packageMentioned) {
            pool.taskKind = TaskKind::PythonPackage;
            pool.pythonPackage.packageUris = input.packageUris;
            pool.pythonPackage.pythonModule = input.pythonModule;
            pool.pythonPackage.args = input.args.value_or(QStringList());
        } else {
            pool.taskKind = TaskKind::None;
        }
    }
}

void readTrainingInput(YamlReadContext &context, const YamlField &field, JobDocument &job)
{
    TrainingInput input;
    QList<YamlKeyHandler> handlers{
        {"scaleTier", [&](const YamlField &f) {
             job.legacy.scaleTier = context.enumValue(f, scaleTierNames()).value_or(QString()); }},
        {"args", [&](const YamlField &f) {
             input.args = context.stringList(f.at(QStringLiteral("args")))
                              .value_or(QStringList()); }},
        {"packageUris", [&](const YamlField &f) {
             input.packageMentioned = true;
             input.packageUris = context.stringList(
                 f.at(ValuePath::pool(0) + QStringLiteral(".pythonPackageSpec.packageUris")))
                                     .value_or(QStringList()); }},
        {"pythonModule", [&](const YamlField &f) {
             const QString path = ValuePath::pool(0)
                                  + QStringLiteral(".pythonPackageSpec.pythonModule");
             readPythonModule(context, f.at(path), input); }},
        {"runtimeVersion", [&](const YamlField &f) {
             job.legacy.runtimeVersion = context.string(f).value_or(QString()).trimmed(); }},
        {"pythonVersion", [&](const YamlField &f) { readPythonVersion(context, f, job); }},
        {"jobDir", [&](const YamlField &f) {
             job.legacy.jobDir = context.string(f).value_or(QString()).trimmed(); }},
        {"region", [&](const YamlField &f) {
             job.region = context.string(f.at(ValuePath::region()))
                              .value_or(QString()).trimmed(); }},
        {"serviceAccount", [&](const YamlField &f) {
             job.serviceAccount = context.string(f).value_or(QString()).trimmed(); }},
        {"network", [&](const YamlField &f) {
             job.network = context.string(f).value_or(QString()).trimmed(); }},
        {"useChiefInTfConfig", [&](const YamlField &f) {
             job.legacy.useChiefInTfConfig = context.boolean(f).value_or(false); }},
        {"scheduling", [&](const YamlField &f) {
             context.remember(f.at(QStringLiteral("scheduling")));
             context.readMap(f, QStringLiteral("scheduling"), {
                 {"maxRunningTime", [&](const YamlField &g) {
                      const YamlField timeout = g.at(QStringLiteral("scheduling.timeout"));
                      job.scheduling.timeout = context.string(timeout).value_or(QString())
                                                   .trimmed(); }},
                 {"maxWaitTime", [&](const YamlField &g) {
                      job.scheduling.maxWaitDuration = context.string(
                          g.at(QStringLiteral("scheduling.maxWaitDuration")))
                                                          .value_or(QString()).trimmed(); }},
                 {"priority", [&](const YamlField &g) {
                      context.warning(g, QStringLiteral("not-kept"),
                                      YamlReadContext::tr("scheduling.priority is not kept; Vertex has no job "
                                         "priority")); }},
             }); }},
        {"hyperparameters", [&](const YamlField &f) {
             input.hyperparameters = f;
             input.hasHyperparameters = true; }},
        {"params", [&](const YamlField &f) {
             context.keyWarning(f, QStringLiteral("unknown-key"),
                                YamlReadContext::tr("unknown key 'params' in trainingInput is ignored (it belongs "
                                   "under hyperparameters: indent it one level deeper)")); }},
        {"enableWebAccess", [&](const YamlField &f) {
             context.keyWarning(f, QStringLiteral("not-kept"),
                                YamlReadContext::tr("enableWebAccess is not kept")); }},
        {"encryptionConfig", [&](const YamlField &f) {
             context.keyWarning(f, QStringLiteral("not-kept"),
                                YamlReadContext::tr("encryptionConfig is not kept")); }},
    };
    for (int i = 0; i < MaxPools; ++i) {
        handlers.append({roleKeys[i].type, [&, i](const YamlField &f) {
                             input.roles[i].mentioned = true;
                             job.pools[i].machine.machineType
                                 = context.string(f.at(ValuePath::machineType(i)))
                                       .value_or(QString()).trimmed();
                             context.remember(f.at(ValuePath::pool(i)));
                         }});
        handlers.append({roleKeys[i].config, [&, i](const YamlField &f) {
                             readReplicaConfig(context, f, i, input.roles[i], job.pools[i]);
                         }});
        if (roleKeys[i].count) {
            handlers.append({roleKeys[i].count, [&, i](const YamlField &f) {
                                 input.roles[i].count = context.integer(
                                     f.at(ValuePath::replicaCount(i)), 0, 1'000'000);
                             }});
        }
    }
    context.remember(field.at(QString()));
    context.readMap(field, QStringLiteral("trainingInput"), handlers);
    buildPools(input, job);
    // What AI Platform assumes when the file says nothing, written down so that every
    // reader of the document (validator, cost, converter, pool cards) sees the same job.
    if (job.legacy.scaleTier.isEmpty()) {
        job.legacy.scaleTier = job.pools[ChiefPool].machine.machineType.isEmpty()
            ? QStringLiteral("BASIC") : QStringLiteral("CUSTOM");
    }
    if (input.hasHyperparameters)
        readHyperparameters(context, input.hyperparameters, job);
}

void writeReplicaConfig(YAML::Emitter &out, const JobDocument &job, int i,
                        const QStringList &sharedArgs)
{
    const WorkerPool &pool = job.pools[i];
    const WorkerPool &master = job.pools[ChiefPool];
    const bool container = pool.taskKind == TaskKind::Container;
    const bool accelerator = !pool.machine.acceleratorType.isEmpty()
                             || pool.machine.acceleratorCount != 0;
    const bool image = container && (i == ChiefPool || master.taskKind != TaskKind::Container
                                     || pool.container.imageUri != master.container.imageUri);
    const bool args = container && i != ChiefPool && pool.container.args != sharedArgs;
    const bool command = container && !pool.container.command.isEmpty();
    const bool disk = pool.disk != DiskSpec();
    if (!accelerator && !image && !args && !command && !disk)
        return;
    out << YAML::Key << roleKeys[i].config << YAML::Value << YAML::BeginMap;
    if (accelerator) {
        out << YAML::Key << "acceleratorConfig" << YAML::Value << YAML::BeginMap;
        YamlEmit::integerEntry(out, "count", pool.machine.acceleratorCount);
        YamlEmit::stringEntry(out, "type", pool.machine.acceleratorType);
        out << YAML::EndMap;
    }
    if (image) {
        out << YAML::Key << "imageUri" << YAML::Value;
        YamlEmit::string(out, pool.container.imageUri);
    }
    if (args) {
        out << YAML::Key << "containerArgs" << YAML::Value << YAML::BeginSeq;
        for (const QString &a : pool.container.args)
            YamlEmit::string(out, a);
        out << YAML::EndSeq;
    }
    if (command)
        YamlEmit::stringListEntry(out, "containerCommand", pool.container.command);
    if (disk) {
        out << YAML::Key << "diskConfig" << YAML::Value << YAML::BeginMap;
        if (pool.disk.bootDiskSizeGb != 0)
            YamlEmit::integerEntry(out, "bootDiskSizeGb", pool.disk.bootDiskSizeGb);
        YamlEmit::stringEntry(out, "bootDiskType", pool.disk.bootDiskType);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

void writeHyperparameters(YAML::Emitter &out, const StudySpec &study)
{
    out << YAML::Key << "hyperparameters" << YAML::Value << YAML::BeginMap;
    YamlEmit::stringEntry(out, "goal", goalName(study.goal));
    YamlEmit::stringEntry(out, "hyperparameterMetricTag", study.metricId);
    YamlEmit::integerEntry(out, "maxTrials", study.maxTrialCount);
    YamlEmit::integerEntry(out, "maxParallelTrials", study.parallelTrialCount);
    if (study.maxFailedTrialCount != 0)
        YamlEmit::integerEntry(out, "maxFailedTrials", study.maxFailedTrialCount);
    if (study.enableEarlyStopping)
        YamlEmit::boolEntry(out, "enableTrialEarlyStopping", true);
    if (study.algorithm != SearchAlgorithm::Bayesian)
        YamlEmit::stringEntry(out, "algorithm", algorithmName(study.algorithm));
    YamlEmit::stringEntry(out, "resumePreviousJobId", study.resumePreviousJobId);
    if (!study.parameters.isEmpty() || study.resumePreviousJobId.isEmpty()) {
        out << YAML::Key << "params" << YAML::Value << YAML::BeginSeq;
        for (const StudyParameter &p : study.parameters) {
            out << YAML::BeginMap;
            YamlEmit::stringEntry(out, "parameterName", p.id);
            YamlEmit::stringEntry(out, "type", parameterTypeName(p.type));
            if (p.type == ParameterType::Double || p.type == ParameterType::Integer) {
                YamlEmit::numberEntry(out, "minValue", p.minValue);
                YamlEmit::numberEntry(out, "maxValue", p.maxValue);
            } else if (p.type == ParameterType::Discrete) {
                out << YAML::Key << "discreteValues" << YAML::Value << YAML::Flow
                    << YAML::BeginSeq;
                for (double v : p.discreteValues)
                    YamlEmit::number(out, v);
                out << YAML::EndSeq;
            } else {
                out << YAML::Key << "categoricalValues" << YAML::Value << YAML::Flow
                    << YAML::BeginSeq;
                for (const QString &c : p.categories)
                    YamlEmit::string(out, c);
                out << YAML::EndSeq;
            }
            if (p.scale != ScaleType::Unspecified)
                YamlEmit::stringEntry(out, "scaleType", scaleTypeName(p.scale));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
}

} // namespace

const QStringList &scaleTierNames()
{
    static const QStringList names{QStringLiteral("BASIC"), QStringLiteral("STANDARD_1"),
                                   QStringLiteral("PREMIUM_1"), QStringLiteral("BASIC_GPU"),
                                   QStringLiteral("BASIC_TPU"), QStringLiteral("CUSTOM")};
    return names;
}

void read(YamlReadContext &context, const YAML::Node &root, JobDocument &job)
{
    context.readMap({root, root, QString()}, QStringLiteral("the AI Platform config"), {
        {"trainingInput", [&](const YamlField &f) {
             readTrainingInput(context, f.at(QString()), job); }},
        {"labels", [&](const YamlField &f) { job.labels = context.stringMap(f); }},
        {"jobId", [&](const YamlField &f) {
             job.displayName = context.string(f.at(QStringLiteral("displayName")))
                                   .value_or(QString()); }},
    });
    const YAML::Node input = root["trainingInput"];
    if (input.IsDefined() && input.IsMap()) {
        // A leading space before trainingInput is legal YAML but unusual enough that the
        // file was likely edited by hand or pasted: say so where it happened.
        const YAML::Mark mark = root.Mark();
        if (mark.column > 0) {
            context.add(Severity::Warning, context.position(root),
                        QStringLiteral("indentation"), QString(),
                        YamlReadContext::tr("the top-level keys are indented by %1 space(s); "
                                            "check that nothing was lost when the file was "
                                            "pasted").arg(mark.column));
        }
    }
}

QByteArray write(const JobDocument &job)
{
    const WorkerPool &master = job.pools[ChiefPool];
    const bool package = master.taskKind == TaskKind::PythonPackage;
    const QStringList sharedArgs = package ? master.pythonPackage.args : master.container.args;
    YAML::Emitter out;
    out << YAML::BeginMap;
    YamlEmit::stringMapEntry(out, "labels", job.labels);
    out << YAML::Key << "trainingInput" << YAML::Value << YAML::BeginMap;
    QString scaleTier = job.legacy.scaleTier;
    if (scaleTier.isEmpty() && !master.machine.machineType.isEmpty())
        scaleTier = QStringLiteral("CUSTOM"); // without it AI Platform ignores masterType
    YamlEmit::stringEntry(out, "scaleTier", scaleTier);
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = job.pools[i];
        if (i != ChiefPool && !pool.enabled && pool.machine.machineType.isEmpty())
            continue;
        YamlEmit::stringEntry(out, roleKeys[i].type, pool.machine.machineType);
        if (roleKeys[i].count)
            YamlEmit::integerEntry(out, roleKeys[i].count, pool.enabled ? pool.replicaCount : 0);
        writeReplicaConfig(out, job, i, sharedArgs);
    }
    YamlEmit::stringListEntry(out, "args", sharedArgs);
    if (package) {
        YamlEmit::stringListEntry(out, "packageUris", master.pythonPackage.packageUris);
        YamlEmit::stringEntry(out, "pythonModule", master.pythonPackage.pythonModule);
    }
    YamlEmit::stringEntry(out, "region", job.region);
    YamlEmit::stringEntry(out, "jobDir", job.legacy.jobDir);
    YamlEmit::stringEntry(out, "runtimeVersion", job.legacy.runtimeVersion);
    YamlEmit::stringEntry(out, "pythonVersion", job.legacy.pythonVersion);
    YamlEmit::stringEntry(out, "serviceAccount", job.serviceAccount);
    YamlEmit::stringEntry(out, "network", job.network);
    if (job.legacy.useChiefInTfConfig)
        YamlEmit::boolEntry(out, "useChiefInTfConfig", true);
    if (!job.scheduling.timeout.isEmpty() || !job.scheduling.maxWaitDuration.isEmpty()) {
        out << YAML::Key << "scheduling" << YAML::Value << YAML::BeginMap;
        YamlEmit::stringEntry(out, "maxRunningTime", job.scheduling.timeout);
        YamlEmit::stringEntry(out, "maxWaitTime", job.scheduling.maxWaitDuration);
        out << YAML::EndMap;
    }
    if (job.study)
        writeHyperparameters(out, *job.study);
    out << YAML::EndMap << YAML::EndMap;
    return YamlEmit::finish(out);
}

} // namespace Poolcraft::AiPlatformYaml
