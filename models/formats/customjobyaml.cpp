#include "customjobyaml.h"

#include "restjsonreader.h"
#include "yamlemit.h"

namespace Poolcraft::CustomJobYaml {

namespace {

// Keys Vertex knows but Poolcraft does not keep: read, named, never silently dropped.
void notKept(YamlReadContext &context, const YamlField &field)
{
    context.keyWarning(field, QStringLiteral("not-kept"),
                       YamlReadContext::tr("'%1' is valid but Poolcraft does not keep it; it will be missing from "
                          "files written from this job").arg(field.path));
}

YamlKeyHandler notKeptHandler(YamlReadContext &context, const char *name)
{
    return {name, [&context](const YamlField &f) { notKept(context, f); }};
}

} // namespace

void readAcceleratorType(YamlReadContext &context, const YamlField &field, MachineSpec &machine)
{
    const std::optional<QString> text = context.string(field);
    if (!text)
        return;
    QString name = text->trimmed();
    if (!acceleratorNames().contains(name)) {
        const QString upper = name.toUpper().replace(QLatin1Char('-'), QLatin1Char('_'));
        if (acceleratorNames().contains(upper)) {
            context.warning(field, QStringLiteral("accelerator-name"),
                            YamlReadContext::tr("'%1' is the Compute Engine name; Vertex (and gcloud) want the "
                               "enum name '%2'").arg(name, upper),
                            {{YamlReadContext::tr("Write %1").arg(upper), field.path, upper}});
            name = upper;
        }
    }
    machine.acceleratorType = name;
}

namespace {

void readMachineSpec(YamlReadContext &context, const YamlField &field, MachineSpec &machine)
{
    context.remember(field);
    context.readMap(field, QStringLiteral("machineSpec"), {
        {"machineType", [&](const YamlField &f) {
             machine.machineType = context.string(f).value_or(QString()).trimmed(); }},
        {"acceleratorType", [&](const YamlField &f) { readAcceleratorType(context, f, machine); }},
        {"acceleratorCount", [&](const YamlField &f) {
             machine.acceleratorCount = int(context.integer(f, 0, 1024).value_or(0)); }},
        {"tpuTopology", [&](const YamlField &f) {
             machine.tpuTopology = context.string(f).value_or(QString()); }},
        notKeptHandler(context, "reservationAffinity"),
    });
}

void readContainerSpec(YamlReadContext &context, const YamlField &field, ContainerSpec &spec)
{
    context.remember(field);
    context.readMap(field, QStringLiteral("containerSpec"), {
        {"imageUri", [&](const YamlField &f) {
             spec.imageUri = context.string(f).value_or(QString()).trimmed(); }},
        {"command", [&](const YamlField &f) {
             spec.command = context.stringList(f).value_or(QStringList()); }},
        {"args", [&](const YamlField &f) {
             spec.args = context.stringList(f).value_or(QStringList()); }},
        {"env", [&](const YamlField &f) { spec.env = context.envList(f); }},
    });
}

void readPythonPackageSpec(YamlReadContext &context, const YamlField &field,
                           PythonPackageSpec &spec)
{
    context.remember(field);
    context.readMap(field, QStringLiteral("pythonPackageSpec"), {
        {"executorImageUri", [&](const YamlField &f) {
             spec.executorImageUri = context.string(f).value_or(QString()).trimmed(); }},
        {"packageUris", [&](const YamlField &f) {
             spec.packageUris = context.stringList(f).value_or(QStringList()); }},
        {"pythonModule", [&](const YamlField &f) {
             spec.pythonModule = context.string(f).value_or(QString()).trimmed(); }},
        {"args", [&](const YamlField &f) {
             spec.args = context.stringList(f).value_or(QStringList()); }},
        {"env", [&](const YamlField &f) { spec.env = context.envList(f); }},
    });
}

void readDiskSpec(YamlReadContext &context, const YamlField &field, DiskSpec &disk)
{
    context.remember(field);
    context.readMap(field, QStringLiteral("diskSpec"), {
        {"bootDiskType", [&](const YamlField &f) {
             disk.bootDiskType = context.string(f).value_or(QString()).trimmed(); }},
        {"bootDiskSizeGb", [&](const YamlField &f) {
             disk.bootDiskSizeGb = int(context.integer(f, 0, 1'000'000).value_or(0)); }},
    });
}

void readPool(YamlReadContext &context, const YamlField &field, WorkerPool &pool, bool complete)
{
    pool = WorkerPool();
    context.remember(field);
    if (field.value.IsNull() || (field.value.IsMap() && field.value.size() == 0))
        return; // {}: an empty pool, as Vertex allows for every pool but the first
    pool.enabled = true;
    bool container = false;
    bool package = false;
    std::optional<TaskKind> kind;
    QList<YamlKeyHandler> handlers{
        {"machineSpec", [&](const YamlField &f) { readMachineSpec(context, f, pool.machine); }},
        {"replicaCount", [&](const YamlField &f) {
             pool.replicaCount = context.integer(f, 0, 1'000'000).value_or(1); }},
        {"containerSpec", [&](const YamlField &f) {
             container = true;
             readContainerSpec(context, f, pool.container); }},
        {"pythonPackageSpec", [&](const YamlField &f) {
             package = true;
             readPythonPackageSpec(context, f, pool.pythonPackage); }},
        {"diskSpec", [&](const YamlField &f) { readDiskSpec(context, f, pool.disk); }},
        notKeptHandler(context, "nfsMounts"),
        notKeptHandler(context, "lustreMounts"),
    };
    if (complete) {
        handlers.append({"enabled", [&](const YamlField &f) {
                             pool.enabled = context.boolean(f).value_or(true); }});
        handlers.append({"taskKind", [&](const YamlField &f) {
                             const auto name = context.enumValue(
                                 f, {QStringLiteral("none"), QStringLiteral("container"),
                                     QStringLiteral("pythonPackage")});
                             if (name == QLatin1String("none"))
                                 kind = TaskKind::None;
                             else if (name == QLatin1String("pythonPackage"))
                                 kind = TaskKind::PythonPackage;
                             else if (name)
                                 kind = TaskKind::Container; }});
    }
    context.readMap(field, field.path, handlers);
    if (container && package && !kind) {
        context.error(field, QStringLiteral("task-kind"),
                      YamlReadContext::tr("%1 has both containerSpec and pythonPackageSpec; a pool runs one of "
                         "them").arg(field.path));
    }
    pool.taskKind = package && !container ? TaskKind::PythonPackage
                    : container           ? TaskKind::Container
                                          : TaskKind::None;
    if (kind)
        pool.taskKind = *kind;
}

void readPools(YamlReadContext &context, const YamlField &field, JobDocument &job, bool complete)
{
    context.remember(field.at(QStringLiteral("workerPoolSpecs")));
    if (field.value.IsMap()) {
        // gcloud takes a single pool written as a mapping.
        readPool(context, field.at(ValuePath::pool(0)), job.pools[0], complete);
        return;
    }
    if (!context.isSequence(field))
        return;
    int index = 0;
    for (const YAML::Node &item : field.value) {
        if (index >= MaxPools) {
            context.error({item, item, ValuePath::pool(index)}, QStringLiteral("too-many-pools"),
                          YamlReadContext::tr("a job has at most %1 worker pools (chief, workers, parameter "
                             "servers, evaluators); pool %2 and later are ignored")
                              .arg(MaxPools).arg(index));
            break;
        }
        if (!item.IsMap() && !item.IsNull()) {
            context.error({item, item, ValuePath::pool(index)}, QStringLiteral("wrong-type"),
                          YamlReadContext::tr("%1 must be a mapping, not a single value or list")
                              .arg(ValuePath::pool(index)));
            ++index;
            continue;
        }
        readPool(context, {item, item, ValuePath::pool(index)}, job.pools[index], complete);
        ++index;
    }
}

void readScheduling(YamlReadContext &context, const YamlField &field, Scheduling &scheduling)
{
    context.remember(field);
    context.readMap(field, QStringLiteral("scheduling"), {
        {"timeout", [&](const YamlField &f) {
             scheduling.timeout = context.string(f).value_or(QString()).trimmed(); }},
        {"restartJobOnWorkerRestart", [&](const YamlField &f) {
             scheduling.restartJobOnWorkerRestart = context.boolean(f).value_or(false); }},
        {"disableRetries", [&](const YamlField &f) {
             scheduling.disableRetries = context.boolean(f).value_or(false); }},
        {"strategy", [&](const YamlField &f) {
             scheduling.strategy = context.enumValue(
                 f, {QStringLiteral("STRATEGY_UNSPECIFIED"), QStringLiteral("ON_DEMAND"),
                     QStringLiteral("LOW_COST"), QStringLiteral("STANDARD"),
                     QStringLiteral("SPOT"), QStringLiteral("FLEX_START")})
                                       .value_or(QString()); }},
        {"maxWaitDuration", [&](const YamlField &f) {
             scheduling.maxWaitDuration = context.string(f).value_or(QString()).trimmed(); }},
    });
}

bool poolIsBlank(const WorkerPool &pool)
{
    WorkerPool blank;
    blank.enabled = pool.enabled;
    return pool == blank;
}

QString taskKindName(TaskKind kind)
{
    switch (kind) {
    case TaskKind::None: return QStringLiteral("none");
    case TaskKind::Container: return QStringLiteral("container");
    case TaskKind::PythonPackage: return QStringLiteral("pythonPackage");
    }
    return QString();
}

void writeContainer(YAML::Emitter &out, const ContainerSpec &spec)
{
    out << YAML::Key << "containerSpec" << YAML::Value << YAML::BeginMap;
    YamlEmit::stringEntry(out, "imageUri", spec.imageUri);
    YamlEmit::stringListEntry(out, "command", spec.command);
    YamlEmit::stringListEntry(out, "args", spec.args);
    YamlEmit::envEntry(out, "env", spec.env);
    out << YAML::EndMap;
}

void writePythonPackage(YAML::Emitter &out, const PythonPackageSpec &spec)
{
    out << YAML::Key << "pythonPackageSpec" << YAML::Value << YAML::BeginMap;
    YamlEmit::stringEntry(out, "executorImageUri", spec.executorImageUri);
    YamlEmit::stringListEntry(out, "packageUris", spec.packageUris);
    YamlEmit::stringEntry(out, "pythonModule", spec.pythonModule);
    YamlEmit::stringListEntry(out, "args", spec.args);
    YamlEmit::envEntry(out, "env", spec.env);
    out << YAML::EndMap;
}

void writePool(YAML::Emitter &out, const WorkerPool &pool, bool complete)
{
    if (!pool.enabled && (!complete || poolIsBlank(pool))) {
        out << YAML::Flow << YAML::BeginMap << YAML::EndMap;
        return;
    }
    out << YAML::BeginMap;
    if (complete && !pool.enabled)
        YamlEmit::boolEntry(out, "enabled", false);
    out << YAML::Key << "machineSpec" << YAML::Value << YAML::BeginMap;
    YamlEmit::stringEntry(out, "machineType", pool.machine.machineType);
    YamlEmit::stringEntry(out, "acceleratorType", pool.machine.acceleratorType);
    if (!pool.machine.acceleratorType.isEmpty() || pool.machine.acceleratorCount != 0)
        YamlEmit::integerEntry(out, "acceleratorCount", pool.machine.acceleratorCount);
    YamlEmit::stringEntry(out, "tpuTopology", pool.machine.tpuTopology);
    out << YAML::EndMap;
    YamlEmit::integerEntry(out, "replicaCount", pool.replicaCount);
    if (complete) {
        YamlEmit::stringEntry(out, "taskKind", taskKindName(pool.taskKind));
        if (pool.taskKind == TaskKind::Container || pool.container != ContainerSpec())
            writeContainer(out, pool.container);
        if (pool.taskKind == TaskKind::PythonPackage
            || pool.pythonPackage != PythonPackageSpec())
            writePythonPackage(out, pool.pythonPackage);
    } else if (pool.taskKind == TaskKind::Container) {
        writeContainer(out, pool.container);
    } else if (pool.taskKind == TaskKind::PythonPackage) {
        writePythonPackage(out, pool.pythonPackage);
    }
    if (pool.disk != DiskSpec()) {
        out << YAML::Key << "diskSpec" << YAML::Value << YAML::BeginMap;
        YamlEmit::stringEntry(out, "bootDiskType", pool.disk.bootDiskType);
        if (pool.disk.bootDiskSizeGb != 0)
            YamlEmit::integerEntry(out, "bootDiskSizeGb", pool.disk.bootDiskSizeGb);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

} // namespace

const QStringList &acceleratorNames()
{
    // The Vertex enum without its "unspecified" value, plus the TPU pod names config files
    // also use.
    static const QStringList names = vertexAcceleratorNames().mid(1)
        + QStringList{QStringLiteral("TPU_V2_POD"), QStringLiteral("TPU_V3_POD")};
    return names;
}

QList<YamlKeyHandler> handlers(YamlReadContext &context, JobDocument &job, bool complete)
{
    return {
        {"workerPoolSpecs", [&context, &job, complete](const YamlField &f) {
             readPools(context, f, job, complete); }},
        {"scheduling", [&context, &job](const YamlField &f) {
             readScheduling(context, f, job.scheduling); }},
        {"serviceAccount", [&context, &job](const YamlField &f) {
             job.serviceAccount = context.string(f).value_or(QString()).trimmed(); }},
        {"network", [&context, &job](const YamlField &f) {
             job.network = context.string(f).value_or(QString()).trimmed(); }},
        {"baseOutputDirectory", [&context, &job](const YamlField &f) {
             context.remember(f);
             context.readMap(f, QStringLiteral("baseOutputDirectory"), {
                 {"outputUriPrefix", [&](const YamlField &g) {
                      job.baseOutputDirectory
                          = context.string(g).value_or(QString()).trimmed(); }},
             }); }},
        notKeptHandler(context, "persistentResourceId"),
        notKeptHandler(context, "reservedIpRanges"),
        notKeptHandler(context, "protectedArtifactLocationId"),
        notKeptHandler(context, "tensorboard"),
        notKeptHandler(context, "enableWebAccess"),
        notKeptHandler(context, "enableDashboardAccess"),
        notKeptHandler(context, "experiment"),
        notKeptHandler(context, "experimentRun"),
        notKeptHandler(context, "models"),
        notKeptHandler(context, "pscInterfaceConfig"),
    };
}

void write(YAML::Emitter &out, const JobDocument &job, bool complete)
{
    const int last = complete ? MaxPools - 1 : job.lastEnabledPool();
    int written = last;
    if (complete) {
        while (written >= 0 && !job.pools[written].enabled && poolIsBlank(job.pools[written]))
            --written;
    }
    if (written >= 0) {
        out << YAML::Key << "workerPoolSpecs" << YAML::Value << YAML::BeginSeq;
        for (int i = 0; i <= written; ++i)
            writePool(out, job.pools[i], complete);
        out << YAML::EndSeq;
    }
    if (job.scheduling != Scheduling()) {
        const Scheduling &s = job.scheduling;
        out << YAML::Key << "scheduling" << YAML::Value << YAML::BeginMap;
        YamlEmit::stringEntry(out, "timeout", s.timeout);
        if (s.restartJobOnWorkerRestart)
            YamlEmit::boolEntry(out, "restartJobOnWorkerRestart", true);
        if (s.disableRetries)
            YamlEmit::boolEntry(out, "disableRetries", true);
        YamlEmit::stringEntry(out, "strategy", s.strategy);
        YamlEmit::stringEntry(out, "maxWaitDuration", s.maxWaitDuration);
        out << YAML::EndMap;
    }
    YamlEmit::stringEntry(out, "serviceAccount", job.serviceAccount);
    YamlEmit::stringEntry(out, "network", job.network);
    if (!job.baseOutputDirectory.isEmpty()) {
        out << YAML::Key << "baseOutputDirectory" << YAML::Value << YAML::BeginMap;
        YamlEmit::stringEntry(out, "outputUriPrefix", job.baseOutputDirectory);
        out << YAML::EndMap;
    }
}

} // namespace Poolcraft::CustomJobYaml
