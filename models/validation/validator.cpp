#include "validator.h"

#include "models/core/studyconditions.h"
#include "models/validation/suggestions.h"

#include <QCoreApplication>
#include <QSet>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class ValidatorMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::Validator)
};

QString poolName(int index)
{
    return poolRoleName(index);
}

QString joinCounts(const QList<int> &counts)
{
    QStringList parts;
    for (int count : counts)
        parts.append(QString::number(count));
    return parts.join(QStringLiteral(", "));
}

bool isLabelText(const QString &text, bool isKey)
{
    if (text.size() > 64 || (isKey && text.isEmpty()))
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool lower = c >= QLatin1Char('a') && c <= QLatin1Char('z');
        const bool digit = c >= QLatin1Char('0') && c <= QLatin1Char('9');
        if (isKey && i == 0 && !lower)
            return false;
        if (!lower && !digit && c != QLatin1Char('_') && c != QLatin1Char('-'))
            return false;
    }
    return true;
}

QString labelValueFor(const QString &text)
{
    QString result;
    for (const QChar c : text.toLower()) {
        const bool ok = (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
                        || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
                        || c == QLatin1Char('-') || c == QLatin1Char('_');
        result += ok ? c : QLatin1Char('_');
    }
    return result.left(64);
}

// The nearest C identifier: every other character becomes '_', and a leading digit gets
// one in front.
QString environmentNameFor(const QString &name)
{
    QString fixed;
    for (const QChar c : name) {
        const bool word = c.unicode() < 0x80 && (c.isLetterOrNumber() || c == u'_');
        fixed += word ? c : QChar(u'_');
    }
    if (!fixed.isEmpty() && fixed.front().isDigit())
        fixed.prepend(u'_');
    return fixed;
}

QString studyPath(int parameter, const char *field)
{
    return QStringLiteral("studySpec.parameters[%1].%2").arg(parameter).arg(QLatin1String(field));
}

QString numberText(double value)
{
    return QString::number(value, 'g', 15);
}

// One validation run: the job, the catalog and what has been found so far.
class Validation
{
public:
    Validation(const JobDocument &job, const Catalog &catalog, const ValidationOptions &options)
        : m_job(job)
        , m_catalog(catalog)
        , m_options(options)
        , m_region(options.region.isEmpty() ? job.region : options.region)
    {}

    Diagnostics run();
    Diagnostics runStudyRules()
    {
        checkStudy();
        return m_diagnostics;
    }

private:
    void add(Severity severity, const QString &ruleId, const QString &path,
             const QString &message, const QList<Fix> &fixes = {},
             const QString &sourceKey = QString());

    void checkPools();
    void checkPool(int index);
    void checkMachineAndAccelerator(int index, const WorkerPool &pool);
    void checkAcceleratorCount(int index, const MachineSpec &machine, const AcceleratorInfo &acc);
    void checkLegacyLifecycle(int index, const LegacyMachineType &legacy);
    bool isCurrent(const QString &accelerator) const;
    void checkTask(int index, const WorkerPool &pool);
    void checkPythonModule(int index, const WorkerPool &pool);
    void checkDisk(int index, const WorkerPool &pool);
    void checkEnvironment(int index, const WorkerPool &pool);
    void checkProgramWords(int index, const WorkerPool &pool);
    void checkProgramWord(const QString &path, const QString &word);
    void checkRegion();
    void checkSameZone();
    void checkMirroredStrategy();
    bool runsOtherFramework() const;
    void checkTpu();
    void checkStudy();
    void checkDiscreteValues(int index, const StudyParameter &parameter, bool logScale);
    void checkCondition(int index, const StudyParameter &parameter, const StudySpec &study,
                        StudyConditions::Detached detached);
    void checkJobFields();
    void checkPlaceholders();
    void checkLegacyValues();
    void checkDefaultQuotas();

    bool regionKnown() const { return !m_region.isEmpty(); }
    QList<Fix> regionFixes(const QStringList &accelerators, const QString &series) const;
    PoolGpu gpuOf(const WorkerPool &pool) const { return poolGpu(pool, m_catalog); }

    const JobDocument &m_job;
    const Catalog &m_catalog;
    const ValidationOptions &m_options;
    const QString m_region;
    Diagnostics m_diagnostics;
};

void Validation::add(Severity severity, const QString &ruleId, const QString &path,
                     const QString &message, const QList<Fix> &fixes, const QString &sourceKey)
{
    Diagnostic d;
    d.severity = severity;
    d.ruleId = ruleId;
    d.path = path;
    d.message = message;
    d.source = sourceKey.isEmpty() ? m_catalog.ruleSource(ruleId)
                                   : m_catalog.sourceText(sourceKey);
    d.fixes = fixes;
    d.file = m_options.file;
    if (m_options.sourceMap)
        d.position = m_options.sourceMap->find(path);
    m_diagnostics.append(d);
}

Diagnostics Validation::run()
{
    checkPools();
    checkMirroredStrategy();
    checkTpu();
    checkRegion();
    checkSameZone();
    checkStudy();
    checkJobFields();
    checkPlaceholders();
    checkLegacyValues();
    checkDefaultQuotas();
    return m_diagnostics;
}

void Validation::checkPools()
{
    const WorkerPool &chief = m_job.pools[ChiefPool];
    if (!chief.enabled) {
        add(Severity::Error, QStringLiteral("chief-pool-missing"), ValuePath::pool(ChiefPool),
            ValidatorMessages::tr("The job has no chief pool: worker pool 0 must be set, it runs the primary "
               "replica."),
            {{ValidatorMessages::tr("Add the chief pool"), ValuePath::pool(ChiefPool), QStringLiteral("true")}});
    } else if (chief.replicaCount != 1) {
        add(Severity::Error, QStringLiteral("chief-replica-count"),
            ValuePath::replicaCount(ChiefPool),
            ValidatorMessages::tr("The chief pool must have exactly one replica, not %1.").arg(chief.replicaCount),
            {{ValidatorMessages::tr("Set the replica count to 1"), ValuePath::replicaCount(ChiefPool),
              QStringLiteral("1")}});
    }
    for (int i = 0; i < MaxPools; ++i) {
        if (m_job.pools[i].enabled)
            checkPool(i);
    }
    const WorkerPool &evaluators = m_job.pools[EvaluatorPool];
    if (evaluators.enabled && evaluators.replicaCount > 1) {
        add(Severity::Warning, QStringLiteral("evaluator-count"),
            ValuePath::replicaCount(EvaluatorPool),
            ValidatorMessages::tr("TensorFlow runs at most one evaluator; this job asks for %1.")
                .arg(evaluators.replicaCount),
            {{ValidatorMessages::tr("Set the replica count to 1"), ValuePath::replicaCount(EvaluatorPool),
              QStringLiteral("1")}});
    }
}

void Validation::checkPool(int index)
{
    const WorkerPool &pool = m_job.pools[index];
    if (index != ChiefPool && pool.replicaCount == 0) {
        add(Severity::Warning, QStringLiteral("replica-count"), ValuePath::replicaCount(index),
            ValidatorMessages::tr("The %1 pool is on but has no replicas, so it runs nothing: give it one or turn "
               "it off.")
                .arg(poolName(index)),
            {{ValidatorMessages::tr("Set the replica count to 1"), ValuePath::replicaCount(index),
              QStringLiteral("1")},
             {ValidatorMessages::tr("Turn off the %1 pool").arg(poolName(index)), ValuePath::pool(index),
              QStringLiteral("false")}});
    }
    if (index != ChiefPool && pool.replicaCount < 0) {
        add(Severity::Error, QStringLiteral("replica-count"), ValuePath::replicaCount(index),
            ValidatorMessages::tr("The %1 pool has a negative replica count (%2).")
                .arg(poolName(index)).arg(pool.replicaCount),
            {{ValidatorMessages::tr("Set the replica count to 1"), ValuePath::replicaCount(index),
              QStringLiteral("1")}});
    }
    checkMachineAndAccelerator(index, pool);
    checkTask(index, pool);
    checkDisk(index, pool);
    checkEnvironment(index, pool);
    checkProgramWords(index, pool);
}

void Validation::checkEnvironment(int index, const WorkerPool &pool)
{
    // Vertex takes only C identifiers; anything else would also be shell syntax wherever a
    // name is pasted ("X;touch /tmp/x;Y").
    const QString base = ValuePath::pool(index)
                         + (pool.taskKind == TaskKind::PythonPackage
                                ? QStringLiteral(".pythonPackageSpec.env[%1].name")
                                : QStringLiteral(".containerSpec.env[%1].name"));
    const QList<EnvVar> env = pool.env();
    for (qsizetype i = 0; i < env.size(); ++i) {
        const QString &name = env.at(i).name;
        if (isEnvironmentName(name))
            continue;
        const QString path = base.arg(i);
        const QString fixed = environmentNameFor(name);
        QList<Fix> fixes;
        if (!fixed.isEmpty())
            fixes.append({ValidatorMessages::tr("Rename it to %1").arg(fixed), path, fixed});
        add(Severity::Error, QStringLiteral("env-name"), path,
            ValidatorMessages::tr("'%1' is not an environment variable name: use letters, digits and '_', not "
               "starting with a digit.").arg(name.left(60)),
            fixes);
    }
}

void Validation::checkProgramWords(int index, const WorkerPool &pool)
{
    const bool package = pool.taskKind == TaskKind::PythonPackage;
    const QString spec = ValuePath::pool(index)
                         + (package ? QStringLiteral(".pythonPackageSpec")
                                    : QStringLiteral(".containerSpec"));
    if (package) {
        checkProgramWord(spec + QStringLiteral(".pythonModule"), pool.pythonPackage.pythonModule);
    } else {
        for (qsizetype i = 0; i < pool.container.command.size(); ++i)
            checkProgramWord(spec + QStringLiteral(".command[%1]").arg(i),
                             pool.container.command.at(i));
    }
    const QStringList args = pool.args();
    for (qsizetype i = 0; i < args.size(); ++i)
        checkProgramWord(spec + QStringLiteral(".args[%1]").arg(i), args.at(i));
    const QList<EnvVar> env = pool.env();
    for (qsizetype i = 0; i < env.size(); ++i)
        checkProgramWord(spec + QStringLiteral(".env[%1].value").arg(i), env.at(i).value);
}

void Validation::checkProgramWord(const QString &path, const QString &word)
{
    // A program's arguments and environment are C strings: a NUL would end the word there,
    // so the trainer, here or in the cloud, would get something else than the file says.
    const qsizetype nul = word.indexOf(QChar(0));
    if (nul < 0)
        return;
    add(Severity::Error, QStringLiteral("nul-character"), path,
        ValidatorMessages::tr("'%1' holds a NUL character (at character %2), which no program can "
                              "be given: its arguments and environment end at the first NUL.")
            .arg(word.left(60), QString::number(nul + 1)));
}

void Validation::checkMachineAndAccelerator(int index, const WorkerPool &pool)
{
    const MachineSpec &machine = pool.machine;
    const QString machinePath = ValuePath::machineType(index);
    const LegacyMachineType *legacy = m_catalog.legacyMachineType(machine.machineType);
    const MachineTypeInfo *info = legacy ? nullptr : m_catalog.machineType(machine.machineType);
    if (legacy) {
        checkLegacyLifecycle(index, *legacy);
        if (m_options.flavour == JobFlavour::Vertex) {
            const QString with = legacy->accelerator.isEmpty()
                ? QString()
                : ValidatorMessages::tr(" with %1 × %2").arg(legacy->acceleratorCount).arg(legacy->accelerator);
            add(Severity::Error, QStringLiteral("machine-type-unknown"), machinePath,
                ValidatorMessages::tr("%1 is an AI Platform machine type, which Vertex AI does not take: use %2%3.")
                    .arg(machine.machineType, legacy->equivalent, with),
                {{ValidatorMessages::tr("Use %1").arg(legacy->equivalent), machinePath, legacy->equivalent}});
        }
        if (!machine.acceleratorType.isEmpty() || machine.acceleratorCount != 0) {
            add(Severity::Error, QStringLiteral("legacy-machine-accelerator"),
                ValuePath::acceleratorType(index),
                ValidatorMessages::tr("%1 comes with its own GPUs (%2) and takes no accelerator configuration.")
                    .arg(machine.machineType,
                         legacy->accelerator.isEmpty()
                             ? ValidatorMessages::tr("none")
                             : QStringLiteral("%1 × %2").arg(legacy->acceleratorCount)
                                   .arg(legacy->accelerator)),
                {{ValidatorMessages::tr("Remove the accelerator"), ValuePath::acceleratorType(index), QString()}});
        }
        return;
    }
    if (!info) {
        QList<Fix> fixes;
        // With nothing typed, spelling says nothing: offer the usual general-purpose types.
        QStringList near = {QStringLiteral("n1-standard-4"), QStringLiteral("n1-standard-8"),
                            QStringLiteral("e2-standard-4")};
        if (!machine.machineType.isEmpty())
            near = nearestNames(machine.machineType, machineTypeNames(m_catalog), 3);
        near.removeIf([this](const QString &name) { return !m_catalog.machineType(name); });
        for (const QString &name : near)
            fixes.append({ValidatorMessages::tr("Use %1").arg(name), machinePath, name});
        add(Severity::Error, QStringLiteral("machine-type-unknown"), machinePath,
            machine.machineType.isEmpty()
                ? ValidatorMessages::tr("The %1 pool has no machine type.").arg(poolName(index))
                : ValidatorMessages::tr("%1 is not a machine type Vertex AI training takes.")
                      .arg(machine.machineType),
            fixes);
    }
    const QString typePath = ValuePath::acceleratorType(index);
    const QString countPath = ValuePath::acceleratorCount(index);
    if (machine.acceleratorType.isEmpty()) {
        if (machine.acceleratorCount > 0) {
            QList<Fix> fixes{{ValidatorMessages::tr("Set the count to 0"), countPath, QStringLiteral("0")}};
            for (const QString &name : m_catalog.acceleratorsFor(machine.machineType)) {
                if (isCurrent(name)
                    && m_catalog.countRule(machine.machineType, name, m_options.flavour)
                           ->allows(machine.acceleratorCount))
                    fixes.append({ValidatorMessages::tr("Use %1").arg(name), typePath, name});
            }
            add(Severity::Error, QStringLiteral("accelerator-without-type"), typePath,
                ValidatorMessages::tr("The %1 pool asks for %2 accelerators but names no accelerator type.")
                    .arg(poolName(index)).arg(machine.acceleratorCount),
                fixes);
        } else if (machine.acceleratorCount < 0) {
            add(Severity::Error, QStringLiteral("accelerator-without-type"), countPath,
                ValidatorMessages::tr("The accelerator count cannot be negative (%1).")
                    .arg(machine.acceleratorCount),
                {{ValidatorMessages::tr("Set the count to 0"), countPath, QStringLiteral("0")}});
        }
        return;
    }
    const AcceleratorInfo *acc = m_catalog.accelerator(machine.acceleratorType);
    if (!acc) {
        QList<Fix> fixes;
        QStringList candidates = info ? m_catalog.acceleratorsFor(info->name)
                                      : acceleratorNames(m_catalog);
        candidates.removeIf([this](const QString &name) { return !isCurrent(name); });
        for (const QString &name : nearestNames(machine.acceleratorType, candidates, 3))
            fixes.append({ValidatorMessages::tr("Use %1").arg(name), typePath, name});
        add(Severity::Error, QStringLiteral("accelerator-unknown"), typePath,
            ValidatorMessages::tr("%1 is not an accelerator type of Vertex AI.").arg(machine.acceleratorType),
            fixes);
        return;
    }
    if (acc->name != machine.acceleratorType) {
        add(Severity::Error, QStringLiteral("accelerator-unknown"), typePath,
            ValidatorMessages::tr("%1 is the Compute Engine name; the job must name the accelerator %2.")
                .arg(machine.acceleratorType, acc->name),
            {{ValidatorMessages::tr("Use %1").arg(acc->name), typePath, acc->name}});
    }
    if (acc->lifecycle != Lifecycle::Current) {
        QList<Fix> fixes;
        if (info) {
            for (const QString &name : m_catalog.acceleratorsFor(info->name)) {
                if (isCurrent(name))
                    fixes.append({ValidatorMessages::tr("Use %1").arg(name), typePath, name});
            }
        }
        if (acc->lifecycle == Lifecycle::EndOfLife) {
            add(Severity::Error, QStringLiteral("accelerator-end-of-life"), typePath,
                ValidatorMessages::tr("%1 has reached end of life: no region offers it any more.").arg(acc->name),
                fixes);
        } else {
            add(Severity::Warning, QStringLiteral("accelerator-end-of-support"), typePath,
                ValidatorMessages::tr("%1 reaches end of support on %2; plan to move to another GPU.")
                    .arg(acc->name, acc->lifecycleDate),
                fixes);
        }
    }
    if (machine.acceleratorCount <= 0) {
        QList<Fix> fixes;
        if (info) {
            for (int count : m_catalog.validCounts(info->name, acc->name, m_options.flavour))
                fixes.append({ValidatorMessages::tr("Set the count to %1").arg(count), countPath,
                              QString::number(count)});
        }
        add(Severity::Error, QStringLiteral("accelerator-type-without-count"), countPath,
            ValidatorMessages::tr("The %1 pool names %2 but asks for %3 of them.")
                .arg(poolName(index), acc->name).arg(machine.acceleratorCount),
            fixes.mid(0, 3));
        return;
    }
    if (info)
        checkAcceleratorCount(index, machine, *acc);
}

bool Validation::isCurrent(const QString &accelerator) const
{
    const AcceleratorInfo *info = m_catalog.accelerator(accelerator);
    return info && info->lifecycle == Lifecycle::Current;
}

void Validation::checkLegacyLifecycle(int index, const LegacyMachineType &legacy)
{
    const AcceleratorInfo *acc = m_catalog.accelerator(legacy.accelerator);
    if (!acc || acc->lifecycle == Lifecycle::Current)
        return;
    // Legacy types with the same number of a current GPU, such as standard_v100 for
    // standard_gpu.
    QList<Fix> fixes;
    const QString path = ValuePath::machineType(index);
    for (const LegacyMachineType &other : m_catalog.legacyMachineTypes()) {
        if (other.acceleratorCount == legacy.acceleratorCount && isCurrent(other.accelerator)
            && !m_catalog.accelerator(other.accelerator)->isTpu())
            fixes.append({ValidatorMessages::tr("Use %1").arg(other.name), path, other.name});
    }
    if (acc->lifecycle == Lifecycle::EndOfLife) {
        add(Severity::Error, QStringLiteral("accelerator-end-of-life"), path,
            ValidatorMessages::tr("%1 carries %2, which has reached end of life: no region offers it any more.")
                .arg(legacy.name, acc->name),
            fixes);
    } else {
        add(Severity::Warning, QStringLiteral("accelerator-end-of-support"), path,
            ValidatorMessages::tr("%1 carries %2, which reaches end of support on %3.")
                .arg(legacy.name, acc->name, acc->lifecycleDate),
            fixes);
    }
}

void Validation::checkAcceleratorCount(int index, const MachineSpec &machine,
                                       const AcceleratorInfo &acc)
{
    const CountRule *rule = m_catalog.countRule(machine.machineType, acc.name, m_options.flavour);
    const QString typePath = ValuePath::acceleratorType(index);
    const QString machinePath = ValuePath::machineType(index);
    if (!rule) {
        QList<Fix> fixes;
        for (const QString &name : machinesTaking(m_catalog, machine.machineType, acc.name,
                                                  machine.acceleratorCount, m_options.flavour,
                                                  3))
            fixes.append({ValidatorMessages::tr("Use %1").arg(name), machinePath, name});
        add(Severity::Error, QStringLiteral("accelerator-machine-type"), typePath,
            ValidatorMessages::tr("%1 does not take %2.").arg(machine.machineType, acc.name), fixes);
        return;
    }
    if (rule->allows(machine.acceleratorCount))
        return;
    const QString countPath = ValuePath::acceleratorCount(index);
    QList<Fix> fixes;
    int below = 0;
    int above = 0;
    for (int count : rule->counts) {
        if (count < machine.acceleratorCount)
            below = count;
        else if (above == 0)
            above = count;
    }
    for (int count : {below, above}) {
        if (count > 0)
            fixes.append({ValidatorMessages::tr("Set the count to %1").arg(count), countPath,
                          QString::number(count)});
    }
    for (const QString &name : machinesTaking(m_catalog, machine.machineType, acc.name,
                                              machine.acceleratorCount, m_options.flavour, 3))
        fixes.append({ValidatorMessages::tr("Use %1, which takes %2 × %3").arg(name)
                          .arg(machine.acceleratorCount).arg(acc.name),
                      machinePath, name});
    const QString ruleId = rule->flavour == JobFlavour::AiPlatform
        ? QStringLiteral("accelerator-count-ai-platform")
        : QStringLiteral("accelerator-count");
    add(Severity::Error, ruleId, countPath,
        ValidatorMessages::tr("%1 × %2 is not valid on %3: allowed counts are %4")
            .arg(machine.acceleratorCount).arg(acc.name, machine.machineType,
                                                joinCounts(rule->counts)),
        fixes, rule->source);
}

// `python -m` takes a module name; "trainer/task.py" is a file. setup.py builds the package
// and is never the trainer, so no module can be offered for it.
void Validation::checkPythonModule(int index, const WorkerPool &pool)
{
    const QString module = pool.pythonPackage.pythonModule.trimmed();
    if (pool.taskKind != TaskKind::PythonPackage || !module.endsWith(QLatin1String(".py")))
        return;
    const QString path = ValuePath::pool(index) + QStringLiteral(".pythonPackageSpec.pythonModule");
    QString name = module.chopped(3);
    name.replace(QLatin1Char('/'), QLatin1Char('.'));
    if (name == QLatin1String("setup") || name.endsWith(QLatin1String(".setup"))) {
        add(Severity::Error, QStringLiteral("python-module"), path,
            ValidatorMessages::tr("pythonModule '%1' is the package's build script, not its trainer: name the "
               "module that trains, such as trainer.task.").arg(module));
        return;
    }
    add(Severity::Warning, QStringLiteral("python-module"), path,
        ValidatorMessages::tr("pythonModule '%1' names a file; the trainer runs as `python -m` with a module "
           "name such as trainer.task.").arg(module),
        {{ValidatorMessages::tr("Write %1").arg(name), path, name}});
}

void Validation::checkTask(int index, const WorkerPool &pool)
{
    checkPythonModule(index, pool);
    const WorkerPool &chief = m_job.pools[ChiefPool];
    const bool chiefUsable = index != ChiefPool && chief.enabled
                             && chief.taskKind == pool.taskKind;
    // gcloud's --package-path and --module-name give an AI Platform job its package,
    // runtimeVersion picks the image, and the other pools take masterConfig.imageUri by
    // default: a trainingInput file names only what differs, so there is nothing to demand.
    if (m_options.flavour == JobFlavour::AiPlatform)
        return;
    if (pool.taskKind == TaskKind::None) {
        add(Severity::Error, QStringLiteral("container-image"), ValuePath::pool(index),
            ValidatorMessages::tr("The %1 pool runs nothing: give it a container image or a Python package.")
                .arg(poolName(index)));
        return;
    }
    if (pool.taskKind == TaskKind::Container) {
        if (!pool.container.imageUri.trimmed().isEmpty())
            return;
        QList<Fix> fixes;
        if (chiefUsable && !chief.container.imageUri.trimmed().isEmpty())
            fixes.append({ValidatorMessages::tr("Use the chief's image"), ValuePath::imageUri(index),
                          chief.container.imageUri});
        add(Severity::Error, QStringLiteral("container-image"), ValuePath::imageUri(index),
            ValidatorMessages::tr("The %1 pool runs a container but names no image.").arg(poolName(index)), fixes);
        return;
    }
    const PythonPackageSpec &package = pool.pythonPackage;
    const QString base = ValuePath::pool(index) + QStringLiteral(".pythonPackageSpec.");
    struct Field
    {
        const char *name;
        bool missing;
        QString chiefValue;
        const char *what;
    };
    const Field fields[] = {
        {"executorImageUri", package.executorImageUri.trimmed().isEmpty(),
         chief.pythonPackage.executorImageUri, "an executor image"},
        {"packageUris", package.packageUris.isEmpty(),
         chief.pythonPackage.packageUris.join(QLatin1Char(',')), "package URIs"},
        {"pythonModule", package.pythonModule.trimmed().isEmpty(),
         chief.pythonPackage.pythonModule, "a Python module"},
    };
    for (const Field &field : fields) {
        if (!field.missing)
            continue;
        QList<Fix> fixes;
        if (chiefUsable && !field.chiefValue.isEmpty())
            fixes.append({ValidatorMessages::tr("Use the chief's value"), base + QLatin1String(field.name),
                          field.chiefValue});
        add(Severity::Error, QStringLiteral("python-package"), base + QLatin1String(field.name),
            ValidatorMessages::tr("The %1 pool runs a Python package and needs %2.")
                .arg(poolName(index), ValidatorMessages::tr(field.what)),
            fixes);
    }
}

void Validation::checkDisk(int index, const WorkerPool &pool)
{
    const QString base = ValuePath::pool(index) + QStringLiteral(".diskSpec.");
    const int size = pool.disk.bootDiskSizeGb;
    if (size != 0 && (size < 100 || size > 64000)) {
        const int valid = size < 100 ? 100 : 64000;
        add(Severity::Error, QStringLiteral("boot-disk-size"),
            base + QStringLiteral("bootDiskSizeGb"),
            ValidatorMessages::tr("A boot disk takes 100 to 64000 GB, not %1.").arg(size),
            {{ValidatorMessages::tr("Set the disk size to %1 GB").arg(valid), base + QStringLiteral("bootDiskSizeGb"),
              QString::number(valid)}});
    }
    const QString &type = pool.disk.bootDiskType;
    if (type.isEmpty())
        return;
    QStringList allowed{QStringLiteral("pd-ssd"), QStringLiteral("pd-standard")};
    if (m_options.flavour == JobFlavour::Vertex)
        allowed.append(QStringLiteral("hyperdisk-balanced"));
    if (allowed.contains(type))
        return;
    QList<Fix> fixes;
    for (const QString &name : nearestNames(type, allowed, 2))
        fixes.append({ValidatorMessages::tr("Use %1").arg(name), base + QStringLiteral("bootDiskType"), name});
    add(Severity::Error, QStringLiteral("boot-disk-type"), base + QStringLiteral("bootDiskType"),
        ValidatorMessages::tr("%1 is not a boot disk type; use one of %2.")
            .arg(type, allowed.join(QStringLiteral(", "))),
        fixes);
}

QList<Fix> Validation::regionFixes(const QStringList &accelerators, const QString &series) const
{
    QList<Fix> fixes;
    for (const QString &name : regionsOffering(m_catalog, accelerators, series, m_region,
                                               m_options.flavour == JobFlavour::AiPlatform, 3))
        fixes.append({ValidatorMessages::tr("Run in %1").arg(name), ValuePath::region(), name});
    return fixes;
}

void Validation::checkRegion()
{
    if (!regionKnown())
        return;
    if (!m_catalog.region(m_region)) {
        QList<Fix> fixes;
        // A typo rarely changes the part of the world: look there first.
        const QString geography = m_region.section(QLatin1Char('-'), 0, 0) + QLatin1Char('-');
        QStringList candidates = regionNames(m_catalog);
        const QStringList nearby = candidates.filter(geography);
        if (!nearby.isEmpty())
            candidates = nearby;
        for (const QString &name : nearestNames(m_region, candidates, 3))
            fixes.append({ValidatorMessages::tr("Run in %1").arg(name), ValuePath::region(), name});
        add(Severity::Error, QStringLiteral("region-unknown"), ValuePath::region(),
            ValidatorMessages::tr("%1 is not a region of the catalog.").arg(m_region), fixes);
        return;
    }
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = m_job.pools[i];
        if (!pool.enabled)
            continue;
        const MachineTypeInfo *info = machineFor(pool, m_catalog);
        if (info && m_catalog.hasSeriesData(info->series)
            && !m_catalog.regionOffersSeries(m_region, info->series)) {
            add(Severity::Error, QStringLiteral("machine-type-region"), ValuePath::machineType(i),
                ValidatorMessages::tr("%1 does not offer %2 machines (%3).").arg(m_region, info->series.toUpper(),
                                                              info->name),
                regionFixes({}, info->series));
        }
        const PoolGpu gpu = gpuOf(pool);
        const AcceleratorInfo *acc = gpu.accelerator.isEmpty()
            ? nullptr : m_catalog.accelerator(gpu.accelerator);
        if (!acc || acc->lifecycle == Lifecycle::EndOfLife
            || !m_catalog.hasAvailabilityData(acc->name))
            continue; // end of life has its own error; no data means unknown, not absent
        if (!m_catalog.regionOffers(m_region, acc->name)) {
            add(Severity::Error, QStringLiteral("accelerator-region"),
                gpu.legacy ? ValuePath::machineType(i) : ValuePath::acceleratorType(i),
                ValidatorMessages::tr("%1 is not offered in %2.").arg(acc->name, m_region),
                regionFixes({acc->name}, info ? info->series : QString()));
        }
    }
}

void Validation::checkSameZone()
{
    if (!regionKnown() || !m_catalog.region(m_region))
        return;
    QStringList types;
    for (const WorkerPool &pool : m_job.pools) {
        if (!pool.enabled)
            continue;
        const PoolGpu gpu = gpuOf(pool);
        const AcceleratorInfo *acc = m_catalog.accelerator(gpu.accelerator);
        if (acc && !acc->isTpu() && !types.contains(acc->name))
            types.append(acc->name);
    }
    if (types.size() < 2)
        return;
    for (const QString &type : types) {
        if (!m_catalog.regionOffers(m_region, type))
            return; // the region rule already says so
    }
    if (!m_catalog.zonesOffering(m_region, types).isEmpty())
        return;
    const bool aiPlatform = m_options.flavour == JobFlavour::AiPlatform;
    add(aiPlatform ? Severity::Error : Severity::Warning,
        aiPlatform ? QStringLiteral("gpu-same-zone-ai-platform")
                   : QStringLiteral("gpu-same-zone-vertex"),
        ValuePath::region(),
        ValidatorMessages::tr("No zone of %1 offers %2 together; all GPU types of one job must be in one zone.")
            .arg(m_region, types.join(QStringLiteral(", "))),
        regionFixes(types, QString()));
}

// The GPU-count rule is TensorFlow's; an image or module that names another framework
// (RAPIDS/XGBoost on Dask, PyTorch, JAX, scikit-learn) balances its workers its own way.
bool Validation::runsOtherFramework() const
{
    static const QRegularExpression other(
        QStringLiteral("rapids|xgboost|dask|pytorch|torch|jax|sklearn|scikit"),
        QRegularExpression::CaseInsensitiveOption);
    for (const WorkerPool &pool : m_job.pools) {
        if (!pool.enabled)
            continue;
        const QString task = pool.container.imageUri + u' ' + pool.pythonPackage.executorImageUri
                             + u' ' + pool.pythonPackage.pythonModule;
        if (other.match(task).hasMatch())
            return true;
    }
    return false;
}

void Validation::checkMirroredStrategy()
{
    const WorkerPool &chief = m_job.pools[ChiefPool];
    const WorkerPool &workers = m_job.pools[WorkerPoolRole];
    if (!chief.enabled || !workers.enabled || m_job.pools[ParameterServerPool].enabled)
        return;
    const PoolGpu chiefGpu = gpuOf(chief);
    const PoolGpu workerGpu = gpuOf(workers);
    if (chiefGpu.count == workerGpu.count)
        return;
    // A TPU worker (AI Platform's cloud_tpu next to a CPU master) is TPUStrategy, not
    // MultiWorkerMirroredStrategy: the same-GPU-count rule does not apply.
    const auto isTpu = [this](const PoolGpu &gpu) {
        const AcceleratorInfo *type = gpu.accelerator.isEmpty()
            ? nullptr : m_catalog.accelerator(gpu.accelerator);
        return type && type->isTpu();
    };
    if (isTpu(chiefGpu) || isTpu(workerGpu) || runsOtherFramework())
        return;
    QList<Fix> fixes;
    if (!workerGpu.legacy && !workers.machine.acceleratorType.isEmpty() && chiefGpu.count > 0)
        fixes.append({ValidatorMessages::tr("Set each worker's GPU count to %1").arg(chiefGpu.count),
                      ValuePath::acceleratorCount(WorkerPoolRole),
                      QString::number(chiefGpu.count)});
    if (!chiefGpu.legacy && !chief.machine.acceleratorType.isEmpty() && workerGpu.count > 0)
        fixes.append({ValidatorMessages::tr("Set the chief's GPU count to %1").arg(workerGpu.count),
                      ValuePath::acceleratorCount(ChiefPool), QString::number(workerGpu.count)});
    add(Severity::Warning, QStringLiteral("mirrored-strategy-gpu-count"),
        ValuePath::acceleratorCount(WorkerPoolRole),
        ValidatorMessages::tr("If this job trains with TensorFlow's MultiWorkerMirroredStrategy, it needs the "
           "same number of GPUs on the chief and every worker: the chief has %1, each worker "
           "%2.").arg(chiefGpu.count).arg(workerGpu.count),
        fixes);
}

void Validation::checkTpu()
{
    int tpuPool = -1;
    for (int i = 0; i < MaxPools && tpuPool < 0; ++i) {
        if (m_job.pools[i].enabled && usesTpu(m_job.pools[i], m_catalog))
            tpuPool = i;
    }
    if (tpuPool < 0)
        return;
    // AI Platform ran a TPU as one worker (workerType cloud_tpu) beside a CPU master;
    // Vertex takes a TPU job as one pool.
    const bool vertex = m_options.flavour == JobFlavour::Vertex;
    for (int i = 0; i < MaxPools && vertex; ++i) {
        if (i == tpuPool || !m_job.pools[i].enabled)
            continue;
        add(Severity::Error, QStringLiteral("tpu-single-pool"), ValuePath::pool(i),
            ValidatorMessages::tr("A TPU job runs a single worker pool with one replica: remove the %1 pool.")
                .arg(poolName(i)),
            {{ValidatorMessages::tr("Remove the %1 pool").arg(poolName(i)), ValuePath::pool(i),
              QStringLiteral("false")}});
    }
    if (tpuPool != ChiefPool && m_job.pools[tpuPool].replicaCount != 1) {
        add(Severity::Error, QStringLiteral("tpu-single-pool"), ValuePath::replicaCount(tpuPool),
            ValidatorMessages::tr("A TPU job runs one replica, not %1.").arg(m_job.pools[tpuPool].replicaCount),
            {{ValidatorMessages::tr("Set the replica count to 1"), ValuePath::replicaCount(tpuPool),
              QStringLiteral("1")}});
    }
}

// Vertex's conditionalParameterSpecs: a child is listed under its parent, which is an
// INTEGER, DISCRETE or CATEGORICAL parameter, for some of the parent's values.
void Validation::checkCondition(int index, const StudyParameter &p, const StudySpec &study,
                                StudyConditions::Detached detached)
{
    const auto parent = std::find_if(study.parameters.begin(), study.parameters.end(),
                                     [&p](const StudyParameter &q) { return q.id == p.parentId; });
    if (parent == study.parameters.end()) {
        add(Severity::Error, QStringLiteral("study-condition"), studyPath(index, "parentId"),
            ValidatorMessages::tr("%1 is conditional on %2, which is not a parameter of the study.")
                .arg(p.id, p.parentId));
    } else if (parent->type == ParameterType::Double) {
        add(Severity::Error, QStringLiteral("study-condition"), studyPath(index, "parentId"),
            ValidatorMessages::tr("%1 is conditional on %2, a DOUBLE parameter; a parent must be "
                                  "INTEGER, DISCRETE or CATEGORICAL.").arg(p.id, p.parentId));
    } else if (p.parentValues.isEmpty() && p.parentCategories.isEmpty()) {
        add(Severity::Error, QStringLiteral("study-condition"), studyPath(index, "parentId"),
            ValidatorMessages::tr("%1 is conditional on %2 but names none of its values.")
                .arg(p.id, p.parentId));
    } else if (detached == StudyConditions::Detached::Cycle) {
        add(Severity::Error, QStringLiteral("study-condition"), studyPath(index, "parentId"),
            ValidatorMessages::tr("%1 is conditional on %2, and the conditions above it form a "
                                  "cycle: one parameter must be unconditional.")
                .arg(p.id, p.parentId));
    } else if (detached == StudyConditions::Detached::TooDeep) {
        add(Severity::Error, QStringLiteral("study-condition"), studyPath(index, "parentId"),
            ValidatorMessages::tr("%1 is conditional on %2, which is too deep: conditions nest "
                                  "at most %3 levels.")
                .arg(p.id, p.parentId).arg(StudyConditions::MaxDepth));
    }
}

// Vertex's StudySpec rules (vertex-facts.md §1.5), the one set the study editor, the
// validator and the command line use.
void Validation::checkStudy()
{
    if (!m_job.study)
        return;
    const StudySpec &study = *m_job.study;
    const StudyConditions::ConditionTree conditions(study.parameters);
    QSet<QString> ids;
    for (int i = 0; i < study.parameters.size(); ++i) {
        const StudyParameter &p = study.parameters.at(i);
        const bool numeric = p.type == ParameterType::Double || p.type == ParameterType::Integer;
        const bool logScale = p.scale == ScaleType::Log || p.scale == ScaleType::ReverseLog;
        if (p.id.trimmed().isEmpty()) {
            add(Severity::Error, QStringLiteral("study-parameter-id"), studyPath(i, "parameterId"),
                ValidatorMessages::tr("Parameter %1 needs an ID: the trainer receives it as --ID=value.").arg(i + 1),
                {{ValidatorMessages::tr("Name it param%1").arg(i + 1), studyPath(i, "parameterId"),
                  QStringLiteral("param%1").arg(i + 1)}});
        } else if (ids.contains(p.id)) {
            add(Severity::Error, QStringLiteral("study-parameter-id"), studyPath(i, "parameterId"),
                ValidatorMessages::tr("Parameter %1 is defined twice.").arg(p.id),
                {{ValidatorMessages::tr("Rename it %1_%2").arg(p.id).arg(i + 1), studyPath(i, "parameterId"),
                  QStringLiteral("%1_%2").arg(p.id).arg(i + 1)}});
        }
        // ParameterSpec.parameter_id: "Must not contain whitespaces" (study.proto).
        if (const auto space = std::find_if(p.id.begin(), p.id.end(),
                                            [](QChar c) { return c.isSpace(); });
            space != p.id.end()) {
            QString joined = p.id;
            std::replace_if(joined.begin(), joined.end(), [](QChar c) { return c.isSpace(); },
                            u'_');
            add(Severity::Error, QStringLiteral("study-parameter-id"), studyPath(i, "parameterId"),
                ValidatorMessages::tr("Parameter ID '%1' contains a space; Vertex takes IDs "
                                      "without whitespace.").arg(p.id),
                {{ValidatorMessages::tr("Name it %1").arg(joined), studyPath(i, "parameterId"),
                  joined}});
        }
        ids.insert(p.id);
        if (study.algorithm == SearchAlgorithm::Grid && p.type == ParameterType::Double) {
            add(Severity::Error, QStringLiteral("study-grid-parameter"), studyPath(i, "type"),
                ValidatorMessages::tr("Grid search takes only INTEGER, CATEGORICAL and DISCRETE parameters; %1 is "
                   "DOUBLE.").arg(p.id),
                {{ValidatorMessages::tr("Use random search"), QStringLiteral("studySpec.algorithm"),
                  QStringLiteral("RANDOM_SEARCH")}});
        }
        if (numeric && logScale && p.minValue <= 0) {
            add(Severity::Error, QStringLiteral("study-log-scale"), studyPath(i, "minValue"),
                ValidatorMessages::tr("%1 uses a log scale, which needs a minimum above 0 (it is %2).")
                    .arg(p.id, numberText(p.minValue)),
                {{ValidatorMessages::tr("Use a linear scale"), studyPath(i, "scaleType"),
                  QStringLiteral("UNIT_LINEAR_SCALE")}});
        }
        // IntegerValueSpec holds int64 bounds: 1.5 cannot be sent.
        if (p.type == ParameterType::Integer
            && (std::floor(p.minValue) != p.minValue || std::floor(p.maxValue) != p.maxValue)) {
            add(Severity::Error, QStringLiteral("study-integer-bounds"), studyPath(i, "minValue"),
                ValidatorMessages::tr("%1 is an INTEGER parameter; its bounds (%2, %3) must be whole numbers.")
                    .arg(p.id, numberText(p.minValue), numberText(p.maxValue)),
                {{ValidatorMessages::tr("Use %1 to %2").arg(numberText(std::ceil(p.minValue)),
                                         numberText(std::floor(p.maxValue))),
                  studyPath(i, "minValue"), numberText(std::ceil(p.minValue))},
                 {ValidatorMessages::tr("Set the maximum to %1").arg(numberText(std::floor(p.maxValue))),
                  studyPath(i, "maxValue"), numberText(std::floor(p.maxValue))}});
        } else if (numeric && !(p.minValue < p.maxValue)) {
            // A range of one value is no search; min == max is refused with min > max.
            const double max = p.type == ParameterType::Integer ? std::floor(p.minValue) + 1
                               : p.minValue > 0                 ? p.minValue * 10
                                                                : p.minValue + 1;
            add(Severity::Error, QStringLiteral("study-range"), studyPath(i, "maxValue"),
                ValidatorMessages::tr("%1: the minimum (%2) must be below the maximum (%3).")
                    .arg(p.id, numberText(p.minValue), numberText(p.maxValue)),
                {{ValidatorMessages::tr("Set the maximum to %1").arg(numberText(max)), studyPath(i, "maxValue"),
                  numberText(max)}});
        }
        if (p.type == ParameterType::Categorical) {
            if (p.categories.isEmpty()) {
                add(Severity::Error, QStringLiteral("study-categories"),
                    studyPath(i, "categoricalValueSpec"),
                    ValidatorMessages::tr("%1: a categorical parameter needs at least one value.").arg(p.id));
            }
            if (p.scale != ScaleType::Unspecified) {
                add(Severity::Error, QStringLiteral("study-categorical-scale"),
                    studyPath(i, "scaleType"),
                    ValidatorMessages::tr("%1: a categorical parameter takes no scale.").arg(p.id),
                    {{ValidatorMessages::tr("Remove the scale"), studyPath(i, "scaleType"),
                      QStringLiteral("SCALE_TYPE_UNSPECIFIED")}});
            }
        }
        if (p.type == ParameterType::Discrete)
            checkDiscreteValues(i, p, logScale);
        if (!p.parentId.isEmpty())
            checkCondition(i, p, study, conditions.detached[i]);
    }
    if (study.parallelTrialCount < 1) {
        add(Severity::Error, QStringLiteral("study-parallel-trials"),
            QStringLiteral("parallelTrialCount"),
            ValidatorMessages::tr("At least one trial must run at a time (maxParallelTrials is %1).")
                .arg(study.parallelTrialCount),
            {{ValidatorMessages::tr("Run 1 trial at a time"), QStringLiteral("parallelTrialCount"),
              QStringLiteral("1")}});
    } else if (study.maxTrialCount >= 1 && study.parallelTrialCount > study.maxTrialCount) {
        // Vertex takes it; only maxTrialCount trials ever run, so the figure misleads.
        add(Severity::Warning, QStringLiteral("study-parallel-trials"),
            QStringLiteral("parallelTrialCount"),
            ValidatorMessages::tr("%1 parallel trials, but only %2 trials in all: at most %2 run at once.")
                .arg(study.parallelTrialCount).arg(study.maxTrialCount),
            {{ValidatorMessages::tr("Run %1 trials at a time").arg(study.maxTrialCount),
              QStringLiteral("parallelTrialCount"), QString::number(study.maxTrialCount)}});
    }
    if (study.maxTrialCount < 1) {
        add(Severity::Error, QStringLiteral("study-max-trials"), QStringLiteral("maxTrialCount"),
            ValidatorMessages::tr("A study needs at least one trial (maxTrials is %1).").arg(study.maxTrialCount),
            {{ValidatorMessages::tr("Run 1 trial"), QStringLiteral("maxTrialCount"), QStringLiteral("1")}});
    }
    if (study.maxFailedTrialCount < 0) {
        add(Severity::Error, QStringLiteral("study-failed-trials"),
            QStringLiteral("maxFailedTrialCount"),
            ValidatorMessages::tr("The number of failed trials allowed cannot be negative (it is %1); 0 lets "
               "Vertex decide.").arg(study.maxFailedTrialCount),
            {{ValidatorMessages::tr("Let Vertex decide"), QStringLiteral("maxFailedTrialCount"),
              QStringLiteral("0")}});
    }
    if (study.metricId.trimmed().isEmpty() && study.resumePreviousJobId.isEmpty()
        && m_options.flavour == JobFlavour::Vertex) {
        add(Severity::Error, QStringLiteral("study-metric"),
            QStringLiteral("studySpec.metrics[0].metricId"),
            ValidatorMessages::tr("A study needs the id of the metric it optimises."),
            {{ValidatorMessages::tr("Use the AI Platform default metric"),
              QStringLiteral("studySpec.metrics[0].metricId"),
              QStringLiteral("training/hptuning/metric")}});
    }
}

// DiscreteValueSpec: 1 to 1000 values, increasing, at least 1e-10 apart; positive on a log
// scale.
void Validation::checkDiscreteValues(int i, const StudyParameter &p, bool logScale)
{
    const QList<double> &values = p.discreteValues;
    if (values.isEmpty()) {
        add(Severity::Error, QStringLiteral("study-discrete-order"),
            studyPath(i, "discreteValues"),
            ValidatorMessages::tr("%1: a discrete parameter needs at least one value.").arg(p.id));
        return;
    }
    if (values.size() > 1000) {
        add(Severity::Error, QStringLiteral("study-discrete-count"),
            studyPath(i, "discreteValues"),
            ValidatorMessages::tr("%1 has %2 discrete values; at most 1000 are allowed.").arg(p.id).arg(values.size()));
    }
    bool increasing = true;
    for (int k = 1; k < values.size(); ++k)
        increasing = increasing && values.at(k) - values.at(k - 1) >= 1e-10;
    if (!increasing) {
        QList<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        sorted.erase(std::unique(sorted.begin(), sorted.end(),
                                 [](double a, double b) { return b - a < 1e-10; }),
                     sorted.end());
        QStringList texts;
        for (double v : sorted)
            texts.append(numberText(v));
        add(Severity::Error, QStringLiteral("study-discrete-order"),
            studyPath(i, "discreteValues"),
            ValidatorMessages::tr("%1: discrete values must be given in increasing order without repeats.")
                .arg(p.id),
            {{ValidatorMessages::tr("Sort the values"), studyPath(i, "discreteValues"), texts.join(QLatin1Char(','))}});
    }
    if (logScale && *std::min_element(values.cbegin(), values.cend()) <= 0) {
        add(Severity::Error, QStringLiteral("study-log-scale"), studyPath(i, "discreteValues"),
            ValidatorMessages::tr("%1 uses a log scale, which needs values above 0.").arg(p.id),
            {{ValidatorMessages::tr("Use a linear scale"), studyPath(i, "scaleType"),
              QStringLiteral("UNIT_LINEAR_SCALE")}});
    }
}

// "[PROJECT_NAME]", "<your-bucket>", "${IMAGE_NAME}": text a tutorial asks the reader to
// replace, sent to the cloud as it is.
QString placeholderIn(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral(
        R"(\[[A-Z][A-Z0-9_-]*\]|<[A-Za-z][A-Za-z0-9_ -]*>|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?)"));
    const QRegularExpressionMatch m = placeholder.match(text);
    return m.hasMatch() ? m.captured() : QString();
}

void Validation::checkPlaceholders()
{
    QList<std::pair<QString, QString>> values{
        {QStringLiteral("project"), m_job.project},
        {QStringLiteral("baseOutputDirectory"), m_job.baseOutputDirectory},
        {QStringLiteral("serviceAccount"), m_job.serviceAccount},
        {QStringLiteral("network"), m_job.network}};
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = m_job.pools[i];
        if (!pool.enabled)
            continue;
        const bool package = pool.taskKind == TaskKind::PythonPackage;
        const QString base = ValuePath::pool(i)
                             + (package ? QStringLiteral(".pythonPackageSpec.")
                                        : QStringLiteral(".containerSpec."));
        if (package) {
            values.append({base + QStringLiteral("executorImageUri"),
                           pool.pythonPackage.executorImageUri});
            for (const QString &uri : pool.pythonPackage.packageUris)
                values.append({base + QStringLiteral("packageUris"), uri});
        } else {
            values.append({ValuePath::imageUri(i), pool.container.imageUri});
            for (qsizetype a = 0; a < pool.container.command.size(); ++a)
                values.append({base + QStringLiteral("command[%1]").arg(a),
                               pool.container.command.at(a)});
        }
        const QStringList args = pool.args();
        for (qsizetype a = 0; a < args.size(); ++a)
            values.append({base + QStringLiteral("args[%1]").arg(a), args.at(a)});
        const QList<EnvVar> env = pool.env();
        for (qsizetype e = 0; e < env.size(); ++e)
            values.append({base + QStringLiteral("env[%1].value").arg(e), env.at(e).value});
    }
    for (const auto &[path, value] : values) {
        const QString found = placeholderIn(value);
        if (found.isEmpty())
            continue;
        add(Severity::Warning, QStringLiteral("placeholder"), path,
            ValidatorMessages::tr("'%1' holds the placeholder %2, which the cloud takes literally: put the real "
               "value in its place.").arg(value, found));
    }
}

void Validation::checkJobFields()
{
    if (m_job.displayName.trimmed().isEmpty()) {
        // Vertex requires a display name; a config.yaml leaves it to gcloud's --display-name.
        QString name = QFileInfo(m_options.file).completeBaseName().toLower();
        name.replace(QRegularExpression(QStringLiteral("[^a-z0-9_-]+")), QStringLiteral("-"));
        if (name.isEmpty())
            name = QStringLiteral("training-job");
        add(Severity::Warning, QStringLiteral("display-name"), QStringLiteral("displayName"),
            ValidatorMessages::tr("The job has no display name; Vertex requires one (gcloud takes it with "
               "--display-name)."),
            {{ValidatorMessages::tr("Name it %1").arg(name), QStringLiteral("displayName"), name}});
    }
    if (m_job.displayName.size() > 128) {
        add(Severity::Error, QStringLiteral("display-name"), QStringLiteral("displayName"),
            ValidatorMessages::tr("The display name has %1 characters; at most 128 are allowed.")
                .arg(m_job.displayName.size()),
            {{ValidatorMessages::tr("Shorten it to 128 characters"), QStringLiteral("displayName"),
              m_job.displayName.left(128)}});
    }
    for (qsizetype i = 0; i < m_job.localCommand.size(); ++i)
        checkProgramWord(QStringLiteral("localCommand[%1]").arg(i), m_job.localCommand.at(i));
    if (m_job.labels.size() > 64) {
        add(Severity::Error, QStringLiteral("labels"), QStringLiteral("labels"),
            ValidatorMessages::tr("A job takes at most 64 labels, not %1.").arg(m_job.labels.size()));
    }
    for (auto it = m_job.labels.cbegin(); it != m_job.labels.cend(); ++it) {
        const QString path = QStringLiteral("labels.") + it.key();
        if (!isLabelText(it.key(), true)) {
            add(Severity::Error, QStringLiteral("labels"), path,
                ValidatorMessages::tr("Label key '%1' must start with a lowercase letter and hold at most 64 "
                   "lowercase letters, digits, _ and -.").arg(it.key()));
        }
        if (!isLabelText(it.value(), false)) {
            add(Severity::Error, QStringLiteral("labels"), path,
                ValidatorMessages::tr("The value of label '%1' may hold at most 64 lowercase letters, digits, _ "
                   "and -.").arg(it.key()),
                {{ValidatorMessages::tr("Use '%1'").arg(labelValueFor(it.value())), path,
                  labelValueFor(it.value())}});
        }
    }
}

// Values the designer has no field for are checked on the document, not only when a file
// is read, so that their diagnostics stay until the value itself changes.
void Validation::checkLegacyValues()
{
    const QString &version = m_job.legacy.pythonVersion;
    static const QRegularExpression valid(QStringLiteral(R"(^\d+\.\d+$)"));
    if (version.isEmpty() || valid.match(version).hasMatch())
        return;
    const QString path = QStringLiteral("pythonVersion");
    QList<Fix> fixes;
    static const QRegularExpression inside(QStringLiteral(R"(\d+\.\d+)"));
    const QRegularExpressionMatch meant = inside.match(version);
    if (meant.hasMatch())
        fixes.append({ValidatorMessages::tr("Use pythonVersion %1").arg(meant.captured()), path,
                      meant.captured()});
    fixes.append({ValidatorMessages::tr("Clear pythonVersion"), path, QString()});
    add(Severity::Error, QStringLiteral("python-version"), path,
        ValidatorMessages::tr("pythonVersion '%1' is not a version such as 3.7 (broken quoting?)")
            .arg(version),
        fixes);
}

// More than a new project may use at once: the job waits or is refused until the quota is
// raised. Warned once per resource, with the figure and where it comes from.
void Validation::checkDefaultQuotas()
{
    for (const DefaultQuota &quota : m_catalog.defaultQuotas()) {
        const bool vcpus = quota.resource == QLatin1String("vcpus");
        qint64 total = 0;
        int largest = -1;          // the pool a smaller replica count helps most
        qint64 largestUse = 0;
        for (int i = 0; i < MaxPools; ++i) {
            const WorkerPool &pool = m_job.pools[i];
            if (!pool.enabled || pool.replicaCount <= 0)
                continue;
            qint64 perReplica = 0;
            if (vcpus) {
                const MachineTypeInfo *machine = machineFor(pool, m_catalog);
                perReplica = machine ? machine->vcpus : 0;
            } else {
                const PoolGpu gpu = gpuOf(pool);
                const AcceleratorInfo *info = m_catalog.accelerator(gpu.accelerator);
                perReplica = info && info->name == quota.resource ? gpu.count : 0;
            }
            total += perReplica * pool.replicaCount;
            if (i != ChiefPool && perReplica * pool.replicaCount > largestUse) {
                largest = i;
                largestUse = perReplica * pool.replicaCount;
            }
        }
        if (total <= quota.limit)
            continue;
        QList<Fix> fixes;
        const QString path = largest >= 0 ? ValuePath::replicaCount(largest)
                                          : ValuePath::machineType(ChiefPool);
        if (largest >= 0) {
            const WorkerPool &pool = m_job.pools[largest];
            const qint64 perReplica = largestUse / pool.replicaCount;
            const qint64 fits = (quota.limit - (total - largestUse)) / perReplica;
            if (fits >= 1) {
                fixes.append({ValidatorMessages::tr("Set the %1 replica count to %2")
                                  .arg(poolName(largest)).arg(fits),
                              path, QString::number(fits)});
            }
        }
        const QString what = vcpus ? ValidatorMessages::tr("%1 vCPUs").arg(total)
                                   : ValidatorMessages::tr("%1 × %2").arg(total).arg(quota.resource);
        add(Severity::Warning, QStringLiteral("quota-default"), path,
            ValidatorMessages::tr("The job uses %1 at once; the default quota is %2 %3 (%4). Ask "
                                  "for more quota before you submit it, or use fewer replicas.")
                .arg(what).arg(quota.limit).arg(quota.description,
                                                 m_catalog.sourceText(quota.source)),
            fixes, quota.source);
    }
}

} // namespace

JobFlavour flavourOf(const JobDocument &job)
{
    if (!job.legacy.scaleTier.isEmpty())
        return JobFlavour::AiPlatform;
    const Catalog &catalog = Catalog::builtIn();
    for (const WorkerPool &pool : job.pools) {
        if (pool.enabled && catalog.legacyMachineType(pool.machine.machineType))
            return JobFlavour::AiPlatform;
    }
    return JobFlavour::Vertex;
}

Diagnostics validateStudy(const StudySpec &study, JobFlavour flavour)
{
    JobDocument job;
    job.study = study;
    ValidationOptions options;
    options.flavour = flavour;
    return Validation(job, *Catalog::builtInPtr(), options).runStudyRules();
}

Diagnostics validateJob(const JobDocument &job, const Catalog &catalog,
                        const ValidationOptions &options)
{
    if (!job.legacy.scaleTier.isEmpty() || options.flavour == JobFlavour::AiPlatform) {
        const JobDocument expanded = withScaleTierPools(job, catalog,
                                                        options.flavour == JobFlavour::AiPlatform);
        if (!(expanded == job)) {
            Validation validation(expanded, catalog, options);
            return validation.run();
        }
    }
    Validation validation(job, catalog, options);
    return validation.run();
}

} // namespace Poolcraft
