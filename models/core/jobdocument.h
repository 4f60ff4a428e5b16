#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace Poolcraft {

// The job as Poolcraft holds it: a superset of Vertex's CustomJobSpec (and of the
// HyperparameterTuningJob around it), plus what only a desktop tool needs (project,
// region, the local command). Every format reader fills one of these and every writer
// starts from one, so a round trip through any format is a comparison of two values.

struct EnvVar
{
    QString name;
    QString value;
    bool operator==(const EnvVar &) const = default;
};

// True for a C identifier ([A-Za-z_][A-Za-z0-9_]*), the only names Vertex and a POSIX shell
// take for environment variables.
bool isEnvironmentName(const QString &name);

struct MachineSpec
{
    QString machineType;     // "n1-standard-8", or a legacy AI Platform type ("standard_gpu")
    QString acceleratorType; // Vertex enum name ("NVIDIA_TESLA_T4"); empty = none
    int acceleratorCount = 0;
    QString tpuTopology;     // "2x2"; empty = none
    bool operator==(const MachineSpec &) const = default;
};

struct DiskSpec
{
    QString bootDiskType;    // "pd-ssd", "pd-standard", "hyperdisk-balanced"; empty = default
    int bootDiskSizeGb = 0;  // 0 = default (100)
    bool operator==(const DiskSpec &) const = default;
};

struct ContainerSpec
{
    QString imageUri;
    QStringList command;
    QStringList args;
    QList<EnvVar> env;
    bool operator==(const ContainerSpec &) const = default;
};

struct PythonPackageSpec
{
    QString executorImageUri;
    QStringList packageUris;
    QString pythonModule;
    QStringList args;
    QList<EnvVar> env;
    bool operator==(const PythonPackageSpec &) const = default;
};

enum class TaskKind { None, Container, PythonPackage };

struct WorkerPool
{
    bool enabled = false;    // a disabled pool is written as {} (or left out at the end)
    MachineSpec machine;
    qint64 replicaCount = 1;
    TaskKind taskKind = TaskKind::Container;
    ContainerSpec container;
    PythonPackageSpec pythonPackage;
    DiskSpec disk;

    QStringList args() const;
    QList<EnvVar> env() const;
    bool operator==(const WorkerPool &) const = default;
};

// Index of a pool is its role, as Vertex numbers them.
enum PoolRole { ChiefPool = 0, WorkerPoolRole = 1, ParameterServerPool = 2, EvaluatorPool = 3 };
constexpr int MaxPools = 4;

struct Scheduling
{
    QString timeout;                 // proto3 Duration text: "7200s"
    bool restartJobOnWorkerRestart = false;
    bool disableRetries = false;
    QString strategy;                // "STANDARD", "SPOT", "FLEX_START"; empty = unspecified
    QString maxWaitDuration;
    bool operator==(const Scheduling &) const = default;
};

enum class ParameterType { Double, Integer, Categorical, Discrete };
enum class ScaleType { Unspecified, Linear, Log, ReverseLog };
enum class GoalType { Maximize, Minimize };
enum class SearchAlgorithm { Bayesian, Grid, Random }; // Bayesian = ALGORITHM_UNSPECIFIED
enum class MeasurementSelection { Last, Best };

struct StudyParameter
{
    QString id;
    ParameterType type = ParameterType::Double;
    double minValue = 0;
    double maxValue = 0;
    QStringList categories;      // Categorical
    QList<double> discreteValues;// Discrete
    ScaleType scale = ScaleType::Unspecified;
    // A conditional parameter (Vertex's conditionalParameterSpecs) is in a trial only when
    // its parent takes one of these values: numbers for an INTEGER or DISCRETE parent,
    // strings for a CATEGORICAL one. Kept flat in StudySpec::parameters, after its parent,
    // so that every parameter is one row wherever a study is edited or shown.
    QString parentId;            // empty: always in the trial
    QList<double> parentValues;
    QStringList parentCategories;
    bool operator==(const StudyParameter &) const = default;
};

struct StudySpec
{
    QString metricId;            // empty in AI Platform files: "training/hptuning/metric"
    GoalType goal = GoalType::Maximize;
    QList<StudyParameter> parameters;
    SearchAlgorithm algorithm = SearchAlgorithm::Bayesian;
    int maxTrialCount = 1;
    int parallelTrialCount = 1;
    int maxFailedTrialCount = 0;
    MeasurementSelection measurementSelection = MeasurementSelection::Last;
    bool enableEarlyStopping = false;    // AI Platform enableTrialEarlyStopping
    QString resumePreviousJobId;         // AI Platform only
    bool operator==(const StudySpec &) const = default;
};

// What only an AI Platform (trainingInput) file says, kept so that such a file written back
// says the same. Conversion to Vertex reports each of these it cannot carry.
struct LegacySettings
{
    QString scaleTier;           // "BASIC", "BASIC_GPU", "STANDARD_1", "PREMIUM_1", "BASIC_TPU", "CUSTOM"
    QString runtimeVersion;
    QString pythonVersion;
    QString jobDir;
    bool useChiefInTfConfig = false;
    bool operator==(const LegacySettings &) const = default;
};

struct JobDocument
{
    QString displayName;
    QString project;
    QString region;
    std::array<WorkerPool, MaxPools> pools;
    QString baseOutputDirectory;     // gs://bucket/dir
    Scheduling scheduling;
    QString serviceAccount;
    QString network;
    QMap<QString, QString> labels;
    QStringList localCommand;        // how the trainer runs on this machine ("python3 train.py")
    // The task whose output the charts and the study read ("workerpool1-0"); empty = the chief,
    // which is where trainers print their summaries.
    QString metricsTask;
    std::optional<StudySpec> study;
    LegacySettings legacy;

    int enabledPoolCount() const;
    int lastEnabledPool() const;     // -1 when none
    qint64 totalReplicas() const;
    bool operator==(const JobDocument &) const = default;
};

QString poolRoleName(int index);     // "chief", "workers", "parameter servers", "evaluators"
QString parameterTypeName(ParameterType type);   // "DOUBLE", ...
QString scaleTypeName(ScaleType scale);          // Vertex names: "UNIT_LOG_SCALE", ...
QString algorithmName(SearchAlgorithm algorithm);// Vertex names
QString goalName(GoalType goal);                 // "MAXIMIZE" / "MINIMIZE"

} // namespace Poolcraft
