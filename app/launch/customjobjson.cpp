#include "customjobjson.h"

namespace Poolcraft {

namespace {

nlohmann::json stringList(const QStringList &values)
{
    nlohmann::json list = nlohmann::json::array();
    for (const QString &value : values)
        list.push_back(value.toStdString());
    return list;
}

nlohmann::json envList(const QList<EnvVar> &variables)
{
    nlohmann::json list = nlohmann::json::array();
    for (const EnvVar &variable : variables)
        list.push_back({{"name", variable.name.toStdString()},
                        {"value", variable.value.toStdString()}});
    return list;
}

nlohmann::json poolJson(const WorkerPool &pool)
{
    nlohmann::json json = nlohmann::json::object();
    if (!pool.enabled)
        return json;
    nlohmann::json machine = {{"machineType", pool.machine.machineType.toStdString()}};
    if (!pool.machine.acceleratorType.isEmpty()) {
        machine["acceleratorType"] = pool.machine.acceleratorType.toStdString();
        machine["acceleratorCount"] = pool.machine.acceleratorCount;
    }
    if (!pool.machine.tpuTopology.isEmpty())
        machine["tpuTopology"] = pool.machine.tpuTopology.toStdString();
    json["machineSpec"] = machine;
    json["replicaCount"] = std::to_string(pool.replicaCount);
    if (pool.taskKind == TaskKind::Container) {
        nlohmann::json container = {{"imageUri", pool.container.imageUri.toStdString()}};
        if (!pool.container.command.isEmpty())
            container["command"] = stringList(pool.container.command);
        if (!pool.container.args.isEmpty())
            container["args"] = stringList(pool.container.args);
        if (!pool.container.env.isEmpty())
            container["env"] = envList(pool.container.env);
        json["containerSpec"] = container;
    } else if (pool.taskKind == TaskKind::PythonPackage) {
        const PythonPackageSpec &spec = pool.pythonPackage;
        nlohmann::json python = {{"executorImageUri", spec.executorImageUri.toStdString()},
                                 {"packageUris", stringList(spec.packageUris)},
                                 {"pythonModule", spec.pythonModule.toStdString()}};
        if (!spec.args.isEmpty())
            python["args"] = stringList(spec.args);
        if (!spec.env.isEmpty())
            python["env"] = envList(spec.env);
        json["pythonPackageSpec"] = python;
    }
    if (!pool.disk.bootDiskType.isEmpty() || pool.disk.bootDiskSizeGb > 0) {
        nlohmann::json disk = nlohmann::json::object();
        if (!pool.disk.bootDiskType.isEmpty())
            disk["bootDiskType"] = pool.disk.bootDiskType.toStdString();
        if (pool.disk.bootDiskSizeGb > 0)
            disk["bootDiskSizeGb"] = pool.disk.bootDiskSizeGb;
        json["diskSpec"] = disk;
    }
    return json;
}

} // namespace

nlohmann::json customJobSpecJson(const JobDocument &job)
{
    nlohmann::json spec = nlohmann::json::object();
    nlohmann::json pools = nlohmann::json::array();
    for (int i = 0; i <= job.lastEnabledPool(); ++i)
        pools.push_back(poolJson(job.pools[i]));
    spec["workerPoolSpecs"] = pools;
    const Scheduling &scheduling = job.scheduling;
    nlohmann::json schedulingJson = nlohmann::json::object();
    if (!scheduling.timeout.isEmpty())
        schedulingJson["timeout"] = scheduling.timeout.toStdString();
    if (scheduling.restartJobOnWorkerRestart)
        schedulingJson["restartJobOnWorkerRestart"] = true;
    if (scheduling.disableRetries)
        schedulingJson["disableRetries"] = true;
    if (!scheduling.strategy.isEmpty())
        schedulingJson["strategy"] = scheduling.strategy.toStdString();
    if (!scheduling.maxWaitDuration.isEmpty())
        schedulingJson["maxWaitDuration"] = scheduling.maxWaitDuration.toStdString();
    if (!schedulingJson.empty())
        spec["scheduling"] = schedulingJson;
    if (!job.serviceAccount.isEmpty())
        spec["serviceAccount"] = job.serviceAccount.toStdString();
    if (!job.network.isEmpty())
        spec["network"] = job.network.toStdString();
    if (!job.baseOutputDirectory.isEmpty())
        spec["baseOutputDirectory"] = {{"outputUriPrefix", job.baseOutputDirectory.toStdString()}};
    return spec;
}

} // namespace Poolcraft
