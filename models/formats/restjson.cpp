#include "restjson.h"

#include "restjsonreader.h"
#include "restjsonscan.h"

#include "models/core/studyconditions.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Poolcraft {

namespace {

using Json = nlohmann::ordered_json;

// The messages of this file, under the context Qt Linguist files them by.
class VertexJsonMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::VertexJson)
};

Diagnostic fileProblem(const QString &fileName, SourcePosition position, const QString &ruleId,
                       const QString &message)
{
    Diagnostic diagnostic;
    diagnostic.severity = Severity::Error;
    diagnostic.ruleId = ruleId;
    diagnostic.message = message;
    diagnostic.file = fileName;
    diagnostic.position = position;
    diagnostic.source = QStringLiteral("RFC 8259 (JSON)");
    return diagnostic;
}

QString syntaxMessage(QString message)
{
    static const QRegularExpression unprintable(QStringLiteral("[\\x00-\\x08\\x0b-\\x1f]"));
    return VertexJsonMessages::tr("JSON syntax error: %1").arg(message.replace(unprintable, QStringLiteral("?")));
}

Json stringList(const QStringList &values)
{
    Json list = Json::array();
    for (const QString &value : values)
        list.push_back(value.toStdString());
    return list;
}

Json envList(const QList<EnvVar> &variables)
{
    Json list = Json::array();
    for (const EnvVar &variable : variables)
        list.push_back(Json{{"name", variable.name.toStdString()},
                            {"value", variable.value.toStdString()}});
    return list;
}

Json poolJson(const WorkerPool &pool)
{
    Json json = Json::object();
    if (!pool.enabled)
        return json;
    Json machine = Json::object();
    machine["machineType"] = pool.machine.machineType.toStdString();
    if (!pool.machine.acceleratorType.isEmpty())
        machine["acceleratorType"] = pool.machine.acceleratorType.toStdString();
    if (pool.machine.acceleratorCount > 0)
        machine["acceleratorCount"] = pool.machine.acceleratorCount;
    if (!pool.machine.tpuTopology.isEmpty())
        machine["tpuTopology"] = pool.machine.tpuTopology.toStdString();
    json["machineSpec"] = machine;
    json["replicaCount"] = std::to_string(pool.replicaCount);
    if (pool.taskKind == TaskKind::Container) {
        const ContainerSpec &spec = pool.container;
        Json container = Json::object();
        container["imageUri"] = spec.imageUri.toStdString();
        if (!spec.command.isEmpty())
            container["command"] = stringList(spec.command);
        if (!spec.args.isEmpty())
            container["args"] = stringList(spec.args);
        if (!spec.env.isEmpty())
            container["env"] = envList(spec.env);
        json["containerSpec"] = container;
    } else if (pool.taskKind == TaskKind::PythonPackage) {
        const PythonPackageSpec &spec = pool.pythonPackage;
        Json python = Json::object();
        python["executorImageUri"] = spec.executorImageUri.toStdString();
        python["packageUris"] = stringList(spec.packageUris);
        python["pythonModule"] = spec.pythonModule.toStdString();
        if (!spec.args.isEmpty())
            python["args"] = stringList(spec.args);
        if (!spec.env.isEmpty())
            python["env"] = envList(spec.env);
        json["pythonPackageSpec"] = python;
    }
    if (!pool.disk.bootDiskType.isEmpty() || pool.disk.bootDiskSizeGb > 0) {
        Json disk = Json::object();
        if (!pool.disk.bootDiskType.isEmpty())
            disk["bootDiskType"] = pool.disk.bootDiskType.toStdString();
        if (pool.disk.bootDiskSizeGb > 0)
            disk["bootDiskSizeGb"] = pool.disk.bootDiskSizeGb;
        json["diskSpec"] = disk;
    }
    return json;
}

Json jobSpecJson(const JobDocument &document)
{
    Json spec = Json::object();
    Json pools = Json::array();
    for (int i = 0; i <= document.lastEnabledPool(); ++i)
        pools.push_back(poolJson(document.pools[i]));
    spec["workerPoolSpecs"] = pools;
    const Scheduling &scheduling = document.scheduling;
    Json schedulingJson = Json::object();
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
    if (!document.serviceAccount.isEmpty())
        spec["serviceAccount"] = document.serviceAccount.toStdString();
    if (!document.network.isEmpty())
        spec["network"] = document.network.toStdString();
    if (!document.baseOutputDirectory.isEmpty())
        spec["baseOutputDirectory"] = Json{
            {"outputUriPrefix", document.baseOutputDirectory.toStdString()}};
    return spec;
}

Json labelsJson(const QMap<QString, QString> &labels)
{
    // ordered_json's operator[] searches its members one by one, which made a million
    // labels take minutes. QMap's keys are unique already: append them to the member list.
    Json json = Json::object();
    auto &members = static_cast<Json::object_t::Container &>(json.get_ref<Json::object_t &>());
    members.reserve(size_t(labels.size()));
    for (auto it = labels.constBegin(); it != labels.constEnd(); ++it)
        members.emplace_back(it.key().toStdString(), it.value().toStdString());
    return json;
}

// int64 as a string, as the proto3 JSON mapping writes it.
std::string int64Text(double value)
{
    return std::to_string(qint64(std::llround(value)));
}

Json parameterJson(const QList<StudyParameter> &all, const StudyConditions::ConditionTree &tree,
                   qsizetype index)
{
    const StudyParameter &parameter = all[index];
    Json json = Json::object();
    json["parameterId"] = parameter.id.toStdString();
    switch (parameter.type) {
    case ParameterType::Double:
        json["doubleValueSpec"] = Json{{"minValue", parameter.minValue},
                                       {"maxValue", parameter.maxValue}};
        break;
    case ParameterType::Integer:
        json["integerValueSpec"] = Json{{"minValue", int64Text(parameter.minValue)},
                                        {"maxValue", int64Text(parameter.maxValue)}};
        break;
    case ParameterType::Categorical:
        json["categoricalValueSpec"] = Json{{"values", stringList(parameter.categories)}};
        break;
    case ParameterType::Discrete: {
        Json values = Json::array();
        for (double value : parameter.discreteValues)
            values.push_back(value);
        json["discreteValueSpec"] = Json{{"values", values}};
        break;
    }
    }
    if (parameter.scale != ScaleType::Unspecified)
        json["scaleType"] = scaleTypeName(parameter.scale).toStdString();
    Json conditionals = Json::array();
    for (const qsizetype childIndex : tree.children[index]) {
        const StudyParameter &child = all[childIndex];
        Json spec = Json::object();
        if (parameter.type == ParameterType::Categorical) {
            spec["parentCategoricalValues"] = Json{{"values", stringList(child.parentCategories)}};
        } else if (parameter.type == ParameterType::Integer) {
            Json values = Json::array(); // int64: strings, as every int64 in proto3 JSON
            for (double value : child.parentValues)
                values.push_back(int64Text(value));
            spec["parentIntValues"] = Json{{"values", values}};
        } else {
            spec["parentDiscreteValues"] = Json{{"values", child.parentValues}};
        }
        spec["parameterSpec"] = parameterJson(all, tree, childIndex);
        conditionals.push_back(spec);
    }
    if (!conditionals.empty())
        json["conditionalParameterSpecs"] = conditionals;
    return json;
}

Json studyJson(const StudySpec &study)
{
    Json json = Json::object();
    Json metric = Json::object();
    metric["metricId"] = study.metricId.toStdString();
    metric["goal"] = goalName(study.goal).toStdString();
    json["metrics"] = Json::array({metric});
    Json parameters = Json::array();
    const StudyConditions::ConditionTree tree(study.parameters);
    for (const qsizetype index : tree.topLevel)
        parameters.push_back(parameterJson(study.parameters, tree, index));
    json["parameters"] = parameters;
    json["algorithm"] = algorithmName(study.algorithm).toStdString();
    if (study.measurementSelection == MeasurementSelection::Best)
        json["measurementSelectionType"] = "BEST_MEASUREMENT";
    if (study.enableEarlyStopping)
        json["medianAutomatedStoppingSpec"] = Json::object();
    return json;
}

QByteArray toBytes(const Json &json)
{
    // Invalid UTF-8 in a QString cannot happen (toStdString writes UTF-8), but replacing
    // keeps dump() from throwing on anything odd.
    return QByteArray::fromStdString(json.dump(2, ' ', false, Json::error_handler_t::replace))
           + '\n';
}

} // namespace

ReadResult readVertexJson(const QByteArray &data, const QString &fileName)
{
    ReadResult result;
    result.format = Format::VertexJson;
    if (data.size() > VertexJsonLimits::MaxFileBytes) {
        result.diagnostics.append(fileProblem(
            fileName, {1, 1}, QStringLiteral("file-too-large"),
            VertexJsonMessages::tr("the file is %1 MiB; a Vertex job file is at most %2 MiB")
                .arg(data.size() / (1024 * 1024))
                .arg(VertexJsonLimits::MaxFileBytes / (1024 * 1024))));
        return result;
    }
    const qsizetype tooDeep = jsonNestingTooDeep(data, VertexJsonLimits::MaxNesting);
    if (tooDeep >= 0) {
        result.diagnostics.append(fileProblem(
            fileName, textPosition(data, tooDeep), QStringLiteral("too-deep"),
            VertexJsonMessages::tr("objects and lists nest more than %1 levels deep here; a Vertex job is "
               "about 8 levels deep").arg(VertexJsonLimits::MaxNesting)));
        return result;
    }
    nlohmann::json root;
    JsonSyntaxError syntax;
    if (!parseJsonText(data, &root, &syntax)) {
        const QString message = syntax.outOfRange.isEmpty()
            ? syntaxMessage(syntax.message)
            : VertexJsonMessages::tr("the number %1 is beyond what JSON readers hold (a double, up to about "
                 "1.8e308)").arg(syntax.outOfRange.left(40));
        result.diagnostics.append(fileProblem(fileName, textPosition(data, syntax.offset),
                                              QStringLiteral("syntax"), message));
        return result;
    }
    QList<DuplicateJsonKey> duplicates;
    const QHash<QString, SourcePosition> positions = jsonValuePositions(data, &duplicates);
    // Each repetition after the first is one entry: only the last of them is what is read.
    QHash<QString, int> repetitions;
    for (const DuplicateJsonKey &duplicate : std::as_const(duplicates))
        ++repetitions[duplicate.path];
    QHash<QString, int> seen;
    for (const DuplicateJsonKey &duplicate : std::as_const(duplicates)) {
        const int times = repetitions.value(duplicate.path) + 1;
        const bool last = ++seen[duplicate.path] == times - 1;
        const QString message = times == 2
            ? VertexJsonMessages::tr("%1 is given twice, at %2:%3 and here; the value here is the one read")
            : last ? VertexJsonMessages::tr("%1 is given %4 times, first at %2:%3; the value here, the last, is "
                                            "the one read")
                   : VertexJsonMessages::tr("%1 is given %4 times, first at %2:%3; the value here is not read, "
                                            "the last one is");
        Diagnostic warning = fileProblem(
            fileName, duplicate.repeated, QStringLiteral("duplicate-key"),
            times == 2 ? message.arg(duplicate.path)
                             .arg(duplicate.first.line)
                             .arg(duplicate.first.column)
                       : message.arg(duplicate.path)
                             .arg(duplicate.first.line)
                             .arg(duplicate.first.column)
                             .arg(times));
        warning.severity = Severity::Warning;
        warning.path = duplicate.path;
        result.diagnostics.append(warning);
    }
    VertexJsonReader reader(fileName, positions, &result);
    result.ok = reader.read(root);
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
                     [](const Diagnostic &a, const Diagnostic &b) {
                         return std::pair(a.position.line, a.position.column)
                                < std::pair(b.position.line, b.position.column);
                     });
    return result;
}

QByteArray writeCustomJobSpecJson(const JobDocument &document)
{
    return toBytes(jobSpecJson(document));
}

QByteArray writeCustomJobJson(const JobDocument &document)
{
    Json job = Json::object();
    job["displayName"] = document.displayName.toStdString();
    job["jobSpec"] = jobSpecJson(document);
    if (!document.labels.isEmpty())
        job["labels"] = labelsJson(document.labels);
    return toBytes(job);
}

QByteArray writeHyperparameterTuningJobJson(const JobDocument &document)
{
    const StudySpec study = document.study.value_or(StudySpec());
    Json job = Json::object();
    job["displayName"] = document.displayName.toStdString();
    job["studySpec"] = studyJson(study);
    job["maxTrialCount"] = study.maxTrialCount;
    job["parallelTrialCount"] = study.parallelTrialCount;
    if (study.maxFailedTrialCount > 0)
        job["maxFailedTrialCount"] = study.maxFailedTrialCount;
    job["trialJobSpec"] = jobSpecJson(document);
    if (!document.labels.isEmpty())
        job["labels"] = labelsJson(document.labels);
    return toBytes(job);
}

} // namespace Poolcraft
