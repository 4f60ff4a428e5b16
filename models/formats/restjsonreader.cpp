#include "restjsonreader.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace Poolcraft {

namespace {

const char *const Source = "Vertex AI REST reference (proto3 JSON mapping)";

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString element(const QString &path, qsizetype index)
{
    return path + QStringLiteral("[%1]").arg(index);
}

QString keyOf(const nlohmann::json::const_iterator &it)
{
    return QString::fromStdString(it.key());
}

QString text(const nlohmann::json &value)
{
    return QString::fromStdString(value.get<std::string>());
}

const QSet<QString> &jobOutputOnlyFields()
{
    static const QSet<QString> fields{
        QStringLiteral("name"), QStringLiteral("state"), QStringLiteral("createTime"),
        QStringLiteral("startTime"), QStringLiteral("endTime"), QStringLiteral("updateTime"),
        QStringLiteral("error"), QStringLiteral("webAccessUris"), QStringLiteral("trials"),
        QStringLiteral("satisfiesPzs"), QStringLiteral("satisfiesPzi")};
    return fields;
}

} // namespace

QStringList vertexAcceleratorNames()
{
    static const QStringList names{
        QStringLiteral("ACCELERATOR_TYPE_UNSPECIFIED"), QStringLiteral("NVIDIA_TESLA_K80"),
        QStringLiteral("NVIDIA_TESLA_P100"), QStringLiteral("NVIDIA_TESLA_V100"),
        QStringLiteral("NVIDIA_TESLA_P4"), QStringLiteral("NVIDIA_TESLA_T4"),
        QStringLiteral("TPU_V2"), QStringLiteral("TPU_V3"), QStringLiteral("NVIDIA_TESLA_A100"),
        QStringLiteral("NVIDIA_A100_80GB"), QStringLiteral("TPU_V4_POD"),
        QStringLiteral("NVIDIA_L4"), QStringLiteral("TPU_V5_LITEPOD"),
        QStringLiteral("NVIDIA_H100_80GB"), QStringLiteral("NVIDIA_H100_MEGA_80GB"),
        QStringLiteral("NVIDIA_H200_141GB"), QStringLiteral("NVIDIA_B200"),
        QStringLiteral("NVIDIA_GB200"), QStringLiteral("NVIDIA_RTX_PRO_6000")};
    return names;
}

VertexJsonReader::VertexJsonReader(const QString &fileName,
                                   const QHash<QString, SourcePosition> &positions,
                                   ReadResult *result)
    : m_fileName(fileName)
    , m_positions(positions)
    , m_result(result)
{}

bool VertexJsonReader::read(const Json &root)
{
    if (!root.is_object()) {
        error(QString(), QStringLiteral("wrong-type"),
              tr("a Vertex job must be a JSON object, not %1").arg(typeName(root)));
        return false;
    }
    if (root.contains("jobSpec")) {
        m_specPrefix = QStringLiteral("jobSpec");
        readCustomJob(root);
    } else if (root.contains("trialJobSpec") || root.contains("studySpec")) {
        m_specPrefix = QStringLiteral("trialJobSpec");
        readTuningJob(root);
    } else if (root.contains("workerPoolSpecs")) {
        readJobSpec(root, QString());
    } else {
        error(QString(), QStringLiteral("unknown-format"),
              tr("not a Vertex CustomJob (no 'jobSpec'), HyperparameterTuningJob (no "
                 "'studySpec' or 'trialJobSpec') or CustomJobSpec (no 'workerPoolSpecs')"));
        return false;
    }
    for (auto it = m_positions.constBegin(); it != m_positions.constEnd(); ++it) {
        if (it.key() != m_specPrefix || m_specPrefix.isEmpty())
            m_result->sourceMap.insert(documentPath(it.key()), it.value());
    }
    return true;
}

void VertexJsonReader::readCustomJob(const Json &object)
{
    JobDocument &document = m_result->document;
    static const QSet<QString> notKept{QStringLiteral("encryptionSpec")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const Json &value = it.value();
        if (key == QLatin1String("displayName"))
            document.displayName = string(value, key).value_or(QString());
        else if (key == QLatin1String("jobSpec"))
            readJobSpec(value, key);
        else if (key == QLatin1String("labels"))
            document.labels = stringMap(value, key);
        else
            otherField(key, key, jobOutputOnlyFields(), notKept);
    }
}

void VertexJsonReader::readTuningJob(const Json &object)
{
    JobDocument &document = m_result->document;
    StudySpec study;
    static const QSet<QString> notKept{QStringLiteral("encryptionSpec")};
    constexpr qint64 maxInt32 = std::numeric_limits<qint32>::max();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const Json &value = it.value();
        if (key == QLatin1String("displayName")) {
            document.displayName = string(value, key).value_or(QString());
        } else if (key == QLatin1String("studySpec")) {
            readStudy(value, key, &study);
        } else if (key == QLatin1String("maxTrialCount")) {
            study.maxTrialCount = int(integer(value, key, 1, maxInt32).value_or(1));
        } else if (key == QLatin1String("parallelTrialCount")) {
            study.parallelTrialCount = int(integer(value, key, 1, maxInt32).value_or(1));
        } else if (key == QLatin1String("maxFailedTrialCount")) {
            study.maxFailedTrialCount = int(integer(value, key, 0, maxInt32).value_or(0));
        } else if (key == QLatin1String("trialJobSpec")) {
            readJobSpec(value, key);
        } else if (key == QLatin1String("labels")) {
            document.labels = stringMap(value, key);
        } else {
            otherField(key, key, jobOutputOnlyFields(), notKept);
        }
    }
    document.study = study;
}

void VertexJsonReader::readJobSpec(const Json &object, const QString &path)
{
    if (!isObject(object, path))
        return;
    JobDocument &document = m_result->document;
    static const QSet<QString> notKept{
        QStringLiteral("persistentResourceId"), QStringLiteral("reservedIpRanges"),
        QStringLiteral("protectedArtifactLocationId"), QStringLiteral("tensorboard"),
        QStringLiteral("enableWebAccess"), QStringLiteral("enableDashboardAccess"),
        QStringLiteral("experiment"), QStringLiteral("experimentRun"),
        QStringLiteral("models"), QStringLiteral("pscInterfaceConfig")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        const Json &value = it.value();
        if (key == QLatin1String("workerPoolSpecs")) {
            if (!value.is_array()) {
                error(fieldPath, QStringLiteral("wrong-type"),
                      tr("%1 must be a list of worker pools, not %2")
                          .arg(fieldPath, typeName(value)));
                continue;
            }
            if (value.size() > size_t(MaxPools)) {
                error(element(fieldPath, MaxPools), QStringLiteral("too-many-pools"),
                      tr("a job has at most %1 worker pools (chief, workers, parameter "
                         "servers, evaluators); this one has %2")
                          .arg(MaxPools)
                          .arg(value.size()));
            }
            for (size_t i = 0; i < value.size() && i < size_t(MaxPools); ++i)
                readPool(value[i], element(fieldPath, qsizetype(i)), &document.pools[i]);
        } else if (key == QLatin1String("scheduling")) {
            readScheduling(value, fieldPath);
        } else if (key == QLatin1String("serviceAccount")) {
            document.serviceAccount = string(value, fieldPath).value_or(QString());
        } else if (key == QLatin1String("network")) {
            document.network = string(value, fieldPath).value_or(QString());
        } else if (key == QLatin1String("baseOutputDirectory")) {
            if (!isObject(value, fieldPath))
                continue;
            for (auto d = value.begin(); d != value.end(); ++d) {
                const QString dKey = keyOf(d);
                if (dKey == QLatin1String("outputUriPrefix"))
                    document.baseOutputDirectory = string(d.value(), join(fieldPath, dKey))
                                                       .value_or(QString());
                else
                    otherField(dKey, join(fieldPath, dKey), {}, {});
            }
        } else {
            otherField(key, fieldPath, {}, notKept);
        }
    }
}

void VertexJsonReader::readPool(const Json &object, const QString &path, WorkerPool *pool)
{
    *pool = WorkerPool();
    if (!isObject(object, path) || object.empty())
        return;
    pool->enabled = true;
    pool->taskKind = TaskKind::None;
    static const QSet<QString> notKept{QStringLiteral("nfsMounts"),
                                       QStringLiteral("lustreMounts")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        const Json &value = it.value();
        if (key == QLatin1String("machineSpec")) {
            readMachine(value, fieldPath, &pool->machine);
        } else if (key == QLatin1String("replicaCount")) {
            pool->replicaCount = integer(value, fieldPath, 0, 1'000'000).value_or(1);
        } else if (key == QLatin1String("diskSpec")) {
            readDisk(value, fieldPath, &pool->disk);
        } else if (key == QLatin1String("containerSpec")) {
            if (pool->taskKind == TaskKind::PythonPackage)
                error(fieldPath, QStringLiteral("two-tasks"),
                      tr("a worker pool has either containerSpec or pythonPackageSpec, not "
                         "both"));
            pool->taskKind = TaskKind::Container;
            readContainer(value, fieldPath, &pool->container);
        } else if (key == QLatin1String("pythonPackageSpec")) {
            if (pool->taskKind == TaskKind::Container)
                error(fieldPath, QStringLiteral("two-tasks"),
                      tr("a worker pool has either containerSpec or pythonPackageSpec, not "
                         "both"));
            else
                pool->taskKind = TaskKind::PythonPackage;
            readPythonPackage(value, fieldPath, &pool->pythonPackage);
        } else {
            otherField(key, fieldPath, {}, notKept);
        }
    }
}

void VertexJsonReader::readMachine(const Json &object, const QString &path,
                                   MachineSpec *machine)
{
    if (!isObject(object, path))
        return;
    static const QSet<QString> notKept{QStringLiteral("reservationAffinity")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        const Json &value = it.value();
        if (key == QLatin1String("machineType")) {
            machine->machineType = string(value, fieldPath).value_or(QString());
        } else if (key == QLatin1String("acceleratorType")) {
            const QString name = enumName(value, fieldPath, vertexAcceleratorNames(), true)
                                     .value_or(QString());
            machine->acceleratorType = name == QLatin1String("ACCELERATOR_TYPE_UNSPECIFIED")
                                           ? QString() : name;
        } else if (key == QLatin1String("acceleratorCount")) {
            machine->acceleratorCount = int(integer(value, fieldPath, 0, 1024).value_or(0));
        } else if (key == QLatin1String("tpuTopology")) {
            machine->tpuTopology = string(value, fieldPath).value_or(QString());
        } else {
            otherField(key, fieldPath, {}, notKept);
        }
    }
}

void VertexJsonReader::readDisk(const Json &object, const QString &path, DiskSpec *disk)
{
    readFields(object, path, [&](const QString &key, const Json &value, const QString &at) {
        if (key == QLatin1String("bootDiskType"))
            disk->bootDiskType = string(value, at).value_or(QString());
        else if (key == QLatin1String("bootDiskSizeGb"))
            disk->bootDiskSizeGb = int(integer(value, at, 0, 64000).value_or(0));
        else
            return false;
        return true;
    });
}

void VertexJsonReader::readContainer(const Json &object, const QString &path,
                                     ContainerSpec *spec)
{
    readFields(object, path, [&](const QString &key, const Json &value, const QString &at) {
        if (key == QLatin1String("imageUri"))
            spec->imageUri = string(value, at).value_or(QString());
        else if (key == QLatin1String("command"))
            spec->command = stringList(value, at).value_or(QStringList());
        else
            return readArgsOrEnv(key, value, at, &spec->args, &spec->env);
        return true;
    });
}

void VertexJsonReader::readPythonPackage(const Json &object, const QString &path,
                                         PythonPackageSpec *spec)
{
    readFields(object, path, [&](const QString &key, const Json &value, const QString &at) {
        if (key == QLatin1String("executorImageUri"))
            spec->executorImageUri = string(value, at).value_or(QString());
        else if (key == QLatin1String("packageUris"))
            spec->packageUris = stringList(value, at).value_or(QStringList());
        else if (key == QLatin1String("pythonModule"))
            spec->pythonModule = string(value, at).value_or(QString());
        else
            return readArgsOrEnv(key, value, at, &spec->args, &spec->env);
        return true;
    });
}

bool VertexJsonReader::readArgsOrEnv(const QString &key, const Json &value, const QString &path,
                                     QStringList *args, QList<EnvVar> *env)
{
    if (key == QLatin1String("args"))
        *args = stringList(value, path).value_or(QStringList());
    else if (key == QLatin1String("env"))
        *env = envList(value, path);
    else
        return false;
    return true;
}

void VertexJsonReader::readFields(const Json &object, const QString &path,
                                  const FieldReader &readField)
{
    if (!isObject(object, path))
        return;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        if (!readField(key, it.value(), fieldPath))
            otherField(key, fieldPath, {}, {});
    }
}

void VertexJsonReader::readScheduling(const Json &object, const QString &path)
{
    if (!isObject(object, path))
        return;
    Scheduling &scheduling = m_result->document.scheduling;
    static const QStringList strategies{
        QStringLiteral("STRATEGY_UNSPECIFIED"), QStringLiteral("ON_DEMAND"),
        QStringLiteral("LOW_COST"), QStringLiteral("STANDARD"), QStringLiteral("SPOT"),
        QStringLiteral("FLEX_START")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        const Json &value = it.value();
        if (key == QLatin1String("timeout")) {
            scheduling.timeout = duration(value, fieldPath).value_or(QString());
        } else if (key == QLatin1String("restartJobOnWorkerRestart")) {
            scheduling.restartJobOnWorkerRestart = boolean(value, fieldPath).value_or(false);
        } else if (key == QLatin1String("disableRetries")) {
            scheduling.disableRetries = boolean(value, fieldPath).value_or(false);
        } else if (key == QLatin1String("strategy")) {
            const QString name = enumName(value, fieldPath, strategies, true)
                                     .value_or(QString());
            scheduling.strategy = name == strategies.first() ? QString() : name;
        } else if (key == QLatin1String("maxWaitDuration")) {
            scheduling.maxWaitDuration = duration(value, fieldPath).value_or(QString());
        } else {
            otherField(key, fieldPath, {}, {});
        }
    }
}

void VertexJsonReader::readStudy(const Json &object, const QString &path, StudySpec *study)
{
    if (!isObject(object, path))
        return;
    static const QSet<QString> notKept{QStringLiteral("observationNoise"),
                                       QStringLiteral("convexStopConfig"),
                                       QStringLiteral("studyStoppingConfig")};
    static const QStringList algorithms{QStringLiteral("ALGORITHM_UNSPECIFIED"),
                                        QStringLiteral("GRID_SEARCH"),
                                        QStringLiteral("RANDOM_SEARCH")};
    static const QStringList selections{QStringLiteral("MEASUREMENT_SELECTION_TYPE_UNSPECIFIED"),
                                        QStringLiteral("LAST_MEASUREMENT"),
                                        QStringLiteral("BEST_MEASUREMENT")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        const Json &value = it.value();
        if (key == QLatin1String("metrics")) {
            if (!value.is_array()) {
                error(fieldPath, QStringLiteral("wrong-type"),
                      tr("%1 must be a list, not %2").arg(fieldPath, typeName(value)));
                continue;
            }
            if (value.size() > 1)
                warning(element(fieldPath, 1), QStringLiteral("not-kept"),
                        tr("hyperparameter tuning optimises one metric: only the first of "
                           "%1 metrics is kept").arg(value.size()));
            if (!value.empty())
                readMetric(value[0], element(fieldPath, 0), study);
        } else if (key == QLatin1String("parameters")) {
            if (!value.is_array()) {
                error(fieldPath, QStringLiteral("wrong-type"),
                      tr("%1 must be a list, not %2").arg(fieldPath, typeName(value)));
                continue;
            }
            for (size_t i = 0; i < value.size(); ++i)
                readParameter(value[i], element(fieldPath, qsizetype(i)), StudyParameter(),
                              &study->parameters);
        } else if (key == QLatin1String("algorithm")) {
            const auto name = enumName(value, fieldPath, algorithms);
            if (name) {
                static const SearchAlgorithm byIndex[] = {
                    SearchAlgorithm::Bayesian, SearchAlgorithm::Grid, SearchAlgorithm::Random};
                study->algorithm = byIndex[algorithms.indexOf(*name)];
            }
        } else if (key == QLatin1String("measurementSelectionType")) {
            const auto name = enumName(value, fieldPath, selections);
            if (name)
                study->measurementSelection = *name == selections.at(2)
                                                  ? MeasurementSelection::Best
                                                  : MeasurementSelection::Last;
        } else if (key == QLatin1String("decayCurveStoppingSpec")
                   || key == QLatin1String("medianAutomatedStoppingSpec")
                   || key == QLatin1String("convexAutomatedStoppingSpec")) {
            // Poolcraft keeps only whether trials may stop early, as AI Platform did.
            if (isObject(value, fieldPath))
                study->enableEarlyStopping = true;
        } else {
            otherField(key, fieldPath, {}, notKept);
        }
    }
}

void VertexJsonReader::readMetric(const Json &object, const QString &path, StudySpec *study)
{
    if (!isObject(object, path))
        return;
    static const QStringList goals{QStringLiteral("GOAL_TYPE_UNSPECIFIED"),
                                   QStringLiteral("MAXIMIZE"), QStringLiteral("MINIMIZE")};
    static const QSet<QString> notKept{QStringLiteral("safetyConfig")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        if (key == QLatin1String("metricId")) {
            study->metricId = string(it.value(), fieldPath).value_or(QString());
        } else if (key == QLatin1String("goal")) {
            const auto name = enumName(it.value(), fieldPath, goals);
            if (name)
                study->goal = *name == goals.at(2) ? GoalType::Minimize : GoalType::Maximize;
        } else {
            otherField(key, fieldPath, {}, notKept);
        }
    }
}

void VertexJsonReader::readParameter(const Json &object, const QString &path,
                                     StudyParameter parameter, QList<StudyParameter> *into)
{
    if (!isObject(object, path))
        return;
    static const QStringList scales{QStringLiteral("SCALE_TYPE_UNSPECIFIED"),
                                    QStringLiteral("UNIT_LINEAR_SCALE"),
                                    QStringLiteral("UNIT_LOG_SCALE"),
                                    QStringLiteral("UNIT_REVERSE_LOG_SCALE")};
    int valueSpecs = 0;
    const Json *conditionals = nullptr;
    QString conditionalsPath;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        const Json &value = it.value();
        if (key == QLatin1String("parameterId")) {
            parameter.id = string(value, fieldPath).value_or(QString());
        } else if (key.endsWith(QLatin1String("ValueSpec"))
                   && (key == QLatin1String("doubleValueSpec")
                       || key == QLatin1String("integerValueSpec")
                       || key == QLatin1String("categoricalValueSpec")
                       || key == QLatin1String("discreteValueSpec"))) {
            if (++valueSpecs > 1) {
                error(fieldPath, QStringLiteral("two-value-specs"),
                      tr("a parameter has exactly one of doubleValueSpec, integerValueSpec, "
                         "categoricalValueSpec and discreteValueSpec"));
                continue;
            }
            parameter.type = key.startsWith(QLatin1String("double")) ? ParameterType::Double
                             : key.startsWith(QLatin1String("integer"))
                                 ? ParameterType::Integer
                             : key.startsWith(QLatin1String("categorical"))
                                 ? ParameterType::Categorical
                                 : ParameterType::Discrete;
            readValueSpec(value, fieldPath, &parameter);
        } else if (key == QLatin1String("scaleType")) {
            const auto name = enumName(value, fieldPath, scales);
            if (name)
                parameter.scale = ScaleType(scales.indexOf(*name));
        } else if (key == QLatin1String("conditionalParameterSpecs")) {
            // Read after the parent, whose id and type the conditions need.
            conditionals = &value;
            conditionalsPath = fieldPath;
        } else {
            otherField(key, fieldPath, {}, {});
        }
    }
    if (valueSpecs == 0)
        error(path, QStringLiteral("no-value-spec"),
              tr("parameter '%1' needs one of doubleValueSpec, integerValueSpec, "
                 "categoricalValueSpec or discreteValueSpec").arg(parameter.id));
    into->append(parameter);
    if (!conditionals)
        return;
    if (!conditionals->is_array()) {
        error(conditionalsPath, QStringLiteral("wrong-type"),
              tr("%1 must be a list, not %2").arg(conditionalsPath, typeName(*conditionals)));
        return;
    }
    for (size_t i = 0; i < conditionals->size(); ++i)
        readConditional((*conditionals)[i], element(conditionalsPath, qsizetype(i)), parameter,
                        into);
}

void VertexJsonReader::readConditional(const Json &object, const QString &path,
                                       const StudyParameter &parent, QList<StudyParameter> *into)
{
    if (!isObject(object, path))
        return;
    StudyParameter child;
    child.parentId = parent.id;
    const Json *spec = nullptr;
    int conditions = 0;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        const ParameterType parentType =
            key == QLatin1String("parentCategoricalValues") ? ParameterType::Categorical
            : key == QLatin1String("parentIntValues")       ? ParameterType::Integer
                                                            : ParameterType::Discrete;
        if (key == QLatin1String("parameterSpec")) {
            spec = &it.value();
        } else if (key == QLatin1String("parentCategoricalValues")
                   || key == QLatin1String("parentIntValues")
                   || key == QLatin1String("parentDiscreteValues")) {
            ++conditions;
            if (parent.type != parentType)
                error(fieldPath, QStringLiteral("parent-values"),
                      tr("%1 is for a %2 parent; '%3' is %4")
                          .arg(key, parameterTypeName(parentType), parent.id,
                               parameterTypeName(parent.type)));
            readFields(it.value(), fieldPath, [&](const QString &valuesKey, const Json &values,
                                                 const QString &valuesPath) {
                if (valuesKey != QLatin1String("values"))
                    return false;
                if (parentType == ParameterType::Categorical) {
                    child.parentCategories = stringList(values, valuesPath).value_or(QStringList());
                } else if (parentType == ParameterType::Discrete) {
                    child.parentValues = numberList(values, valuesPath).value_or(QList<double>());
                } else if (!values.is_array()) {
                    error(valuesPath, QStringLiteral("wrong-type"),
                          tr("%1 must be a list, not %2").arg(valuesPath, typeName(values)));
                } else {
                    constexpr qint64 limit = qint64(1) << 53; // exact in the double we keep
                    for (size_t i = 0; i < values.size(); ++i) {
                        if (auto v = integer(values[i], element(valuesPath, qsizetype(i)),
                                             -limit, limit))
                            child.parentValues.append(double(*v));
                    }
                }
                return true;
            });
        } else {
            otherField(key, fieldPath, {}, {});
        }
    }
    if (conditions != 1)
        error(path, QStringLiteral("parent-values"),
              tr("a conditional parameter of '%1' needs exactly one of parentDiscreteValues, "
                 "parentIntValues or parentCategoricalValues").arg(parent.id));
    if (!spec) {
        error(path, QStringLiteral("no-value-spec"),
              tr("a conditional parameter of '%1' needs a parameterSpec").arg(parent.id));
        return;
    }
    readParameter(*spec, join(path, QStringLiteral("parameterSpec")), child, into);
}

void VertexJsonReader::readValueSpec(const Json &object, const QString &path,
                                     StudyParameter *parameter)
{
    if (!isObject(object, path))
        return;
    static const QSet<QString> notKept{QStringLiteral("defaultValue")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = keyOf(it);
        const QString fieldPath = join(path, key);
        const Json &value = it.value();
        const bool range = parameter->type == ParameterType::Double
                           || parameter->type == ParameterType::Integer;
        if (range && (key == QLatin1String("minValue") || key == QLatin1String("maxValue"))) {
            double &target = key == QLatin1String("minValue") ? parameter->minValue
                                                              : parameter->maxValue;
            if (parameter->type == ParameterType::Integer) {
                constexpr qint64 limit = qint64(1) << 53; // exact in the double we keep
                if (auto v = integer(value, fieldPath, -limit, limit))
                    target = double(*v);
            } else if (auto v = number(value, fieldPath)) {
                target = *v;
            }
        } else if (!range && key == QLatin1String("values")) {
            if (parameter->type == ParameterType::Categorical)
                parameter->categories = stringList(value, fieldPath).value_or(QStringList());
            else
                parameter->discreteValues = numberList(value, fieldPath)
                                                .value_or(QList<double>());
        } else {
            otherField(key, fieldPath, {}, notKept);
        }
    }
}

void VertexJsonReader::otherField(const QString &key, const QString &path,
                                  const QSet<QString> &outputOnly, const QSet<QString> &notKept)
{
    if (outputOnly.contains(key))
        return;
    if (notKept.contains(key)) {
        warning(path, QStringLiteral("not-kept"),
                tr("'%1' is valid but Poolcraft does not keep it: it is left out when the "
                   "job is written again").arg(path));
        return;
    }
    warning(path, QStringLiteral("unknown-key"),
            tr("unknown field '%1' is ignored").arg(path));
}

bool VertexJsonReader::isObject(const Json &value, const QString &path)
{
    if (value.is_object())
        return true;
    error(path, QStringLiteral("wrong-type"),
          tr("%1 must be an object, not %2").arg(path, typeName(value)));
    return false;
}

std::optional<QString> VertexJsonReader::string(const Json &value, const QString &path)
{
    if (value.is_string())
        return text(value);
    error(path, QStringLiteral("wrong-type"),
          tr("%1 must be a string, not %2").arg(path, typeName(value)));
    return std::nullopt;
}

std::optional<qint64> VertexJsonReader::integer(const Json &value, const QString &path,
                                                qint64 minimum, qint64 maximum)
{
    std::optional<qint64> result;
    if (value.is_number_integer() && value.is_number_unsigned()) {
        const auto v = value.get<std::uint64_t>();
        result = v > std::uint64_t(std::numeric_limits<qint64>::max())
                     ? std::numeric_limits<qint64>::max() : qint64(v);
    } else if (value.is_number_integer()) {
        result = value.get<std::int64_t>();
    } else if (value.is_number_float()) {
        const double v = value.get<double>();
        if (std::isfinite(v) && std::floor(v) == v && std::fabs(v) < 9.0e18)
            result = qint64(v);
    } else if (value.is_string()) {
        bool ok = false;
        const qint64 v = text(value).toLongLong(&ok);
        if (ok)
            result = v;
    }
    if (!result) {
        // "not a number" would contradict itself for 1.5: name the value that was given.
        QString given = typeName(value);
        if (value.is_string())
            given = QStringLiteral("\"%1\"").arg(text(value).left(40));
        else if (value.is_number_float())
            given = QString::number(value.get<double>(), 'g', 17);
        error(path, QStringLiteral("wrong-type"),
              tr("%1 must be a whole number, not %2")
                  .arg(path, given));
        return std::nullopt;
    }
    if (*result < minimum || *result > maximum) {
        error(path, QStringLiteral("out-of-range"),
              tr("%1 is %2, outside %3..%4").arg(path).arg(*result).arg(minimum).arg(maximum));
        return std::nullopt;
    }
    return result;
}

std::optional<double> VertexJsonReader::number(const Json &value, const QString &path)
{
    if (value.is_number())
        return value.get<double>();
    if (value.is_string()) {
        bool ok = false;
        const double v = text(value).toDouble(&ok);
        if (ok && std::isfinite(v))
            return v;
    }
    error(path, QStringLiteral("wrong-type"),
          tr("%1 must be a number, not %2").arg(path, typeName(value)));
    return std::nullopt;
}

std::optional<bool> VertexJsonReader::boolean(const Json &value, const QString &path)
{
    if (value.is_boolean())
        return value.get<bool>();
    error(path, QStringLiteral("wrong-type"),
          tr("%1 must be true or false, not %2").arg(path, typeName(value)));
    return std::nullopt;
}

std::optional<QStringList> VertexJsonReader::stringList(const Json &value, const QString &path)
{
    if (!value.is_array()) {
        error(path, QStringLiteral("wrong-type"),
              tr("%1 must be a list of strings, not %2").arg(path, typeName(value)));
        return std::nullopt;
    }
    QStringList list;
    list.reserve(qsizetype(value.size()));
    for (size_t i = 0; i < value.size(); ++i) {
        if (auto item = string(value[i], element(path, qsizetype(i))))
            list.append(*item);
    }
    return list;
}

std::optional<QList<double>> VertexJsonReader::numberList(const Json &value,
                                                         const QString &path)
{
    if (!value.is_array()) {
        error(path, QStringLiteral("wrong-type"),
              tr("%1 must be a list of numbers, not %2").arg(path, typeName(value)));
        return std::nullopt;
    }
    QList<double> list;
    for (size_t i = 0; i < value.size(); ++i) {
        if (auto item = number(value[i], element(path, qsizetype(i))))
            list.append(*item);
    }
    return list;
}

QList<EnvVar> VertexJsonReader::envList(const Json &value, const QString &path)
{
    QList<EnvVar> list;
    if (!value.is_array()) {
        error(path, QStringLiteral("wrong-type"),
              tr("%1 must be a list of {\"name\", \"value\"} objects, not %2")
                  .arg(path, typeName(value)));
        return list;
    }
    for (size_t i = 0; i < value.size(); ++i) {
        const QString itemPath = element(path, qsizetype(i));
        if (!isObject(value[i], itemPath))
            continue;
        EnvVar variable;
        for (auto it = value[i].begin(); it != value[i].end(); ++it) {
            const QString key = keyOf(it);
            if (key == QLatin1String("name"))
                variable.name = string(it.value(), join(itemPath, key)).value_or(QString());
            else if (key == QLatin1String("value"))
                variable.value = string(it.value(), join(itemPath, key)).value_or(QString());
            else
                otherField(key, join(itemPath, key), {}, {});
        }
        if (variable.name.isEmpty())
            error(itemPath, QStringLiteral("env-name"),
                  tr("environment variable %1 has no name").arg(itemPath));
        else
            list.append(variable);
    }
    return list;
}

QMap<QString, QString> VertexJsonReader::stringMap(const Json &value, const QString &path)
{
    QMap<QString, QString> map;
    if (!isObject(value, path))
        return map;
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (auto item = string(it.value(), join(path, keyOf(it))))
            map.insert(keyOf(it), *item);
    }
    return map;
}

std::optional<QString> VertexJsonReader::duration(const Json &value, const QString &path)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^-?\d{1,12}(\.\d{1,9})?s$)"));
    const auto written = string(value, path);
    if (!written)
        return std::nullopt;
    if (pattern.match(*written).hasMatch())
        return written;
    error(path, QStringLiteral("bad-value"),
          tr("%1 must be a duration in seconds such as \"7200s\", not \"%2\"")
              .arg(path, written->left(40)));
    return std::nullopt;
}

std::optional<QString> VertexJsonReader::enumName(const Json &value, const QString &path,
                                                  const QStringList &names, bool keepUnknown)
{
    const auto written = string(value, path);
    if (!written)
        return std::nullopt;
    if (names.contains(*written))
        return written;
    for (const QString &name : names) {
        if (name.compare(*written, Qt::CaseInsensitive) == 0) {
            error(path, QStringLiteral("enum-case"),
                  tr("%1: enum values are upper case: \"%2\", not \"%3\"")
                      .arg(path, name, *written));
            return name;
        }
    }
    error(path, QStringLiteral("bad-value"),
          tr("%1: \"%2\" is not one of %3")
              .arg(path, written->left(60), names.join(QStringLiteral(", "))));
    // Where the document holds the name as text it is kept, so that nothing the user wrote
    // silently disappears; the validator names it again.
    return keepUnknown ? written : std::nullopt;
}

void VertexJsonReader::error(const QString &path, const QString &ruleId, const QString &message)
{
    add(Severity::Error, path, ruleId, message);
}

void VertexJsonReader::warning(const QString &path, const QString &ruleId,
                               const QString &message)
{
    add(Severity::Warning, path, ruleId, message);
}

void VertexJsonReader::add(Severity severity, const QString &path, const QString &ruleId,
                           const QString &message)
{
    // A hostile file can hold millions of bad values; a few hundred messages say it all.
    constexpr qsizetype maxDiagnostics = 500;
    if (m_result->diagnostics.size() >= maxDiagnostics)
        return;
    m_result->diagnostics.append({.severity = severity, .ruleId = ruleId,
                                  .path = documentPath(path), .message = message,
                                  .source = QString::fromLatin1(Source), .file = m_fileName,
                                  .position = position(path)});
}

SourcePosition VertexJsonReader::position(const QString &path) const
{
    QString key = path;
    while (!key.isEmpty()) {
        const auto it = m_positions.constFind(key);
        if (it != m_positions.constEnd())
            return it.value();
        const qsizetype cut = std::max(key.lastIndexOf(QLatin1Char('.')),
                                       key.lastIndexOf(QLatin1Char('[')));
        if (cut <= 0)
            break;
        key.truncate(cut);
    }
    return m_positions.value(QString(), SourcePosition{1, 1});
}

QString VertexJsonReader::documentPath(const QString &jsonPath) const
{
    if (m_specPrefix.isEmpty() || !jsonPath.startsWith(m_specPrefix))
        return jsonPath;
    if (jsonPath.size() == m_specPrefix.size())
        return QString();
    if (jsonPath.at(m_specPrefix.size()) != QLatin1Char('.'))
        return jsonPath;
    return jsonPath.mid(m_specPrefix.size() + 1);
}

QString VertexJsonReader::typeName(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null: return tr("null");
    case Json::value_t::object: return tr("an object");
    case Json::value_t::array: return tr("a list");
    case Json::value_t::string: return tr("a string");
    case Json::value_t::boolean: return tr("a boolean");
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return tr("a number");
    default: return tr("a binary value");
    }
}

} // namespace Poolcraft
