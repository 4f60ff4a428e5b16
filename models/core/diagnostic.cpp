#include "diagnostic.h"

#include "jobdocument.h"

#include "models/catalog/catalog.h"
#include "models/formats/gcloudwords.h"
#include "models/validation/suggestions.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Poolcraft {

void SourceMap::insertShifted(const SourceMap &other, int lines)
{
    for (auto it = other.m_positions.cbegin(); it != other.m_positions.cend(); ++it) {
        if (!it.key().isEmpty())
            m_positions.insert(it.key(), {it.value().line + lines, it.value().column});
    }
}

SourcePosition SourceMap::find(const QString &path) const
{
    QString key = path;
    while (!key.isEmpty()) {
        const auto it = m_positions.constFind(key);
        if (it != m_positions.constEnd())
            return it.value();
        const int dot = key.lastIndexOf(QLatin1Char('.'));
        const int bracket = key.lastIndexOf(QLatin1Char('['));
        const int cut = std::max(dot, bracket);
        if (cut <= 0)
            break;
        key.truncate(cut);
    }
    return m_positions.value(QString());
}

bool hasErrors(const Diagnostics &diagnostics)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
                       [](const Diagnostic &d) { return d.isError(); });
}

QString severityName(Severity severity)
{
    return severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
}

bool isTerminalControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x061c || c == 0x200e || c == 0x200f
           || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028
           || c == 0x2029;
}

QString printableText(const QString &text)
{
    if (std::none_of(text.begin(), text.end(), [](QChar c) { return isTerminalControl(c.unicode()); }))
        return text;
    QString safe;
    safe.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (!isTerminalControl(c.unicode()))
            safe += c;
        else if (c == u'\n')
            safe += QLatin1String("\\n");
        else if (c == u'\t')
            safe += QLatin1String("\\t");
        else if (c == u'\r')
            safe += QLatin1String("\\r");
        else
            safe += QLatin1String("\\u")
                    + QString::number(c.unicode(), 16).toUpper().rightJustified(4, u'0');
    }
    return safe;
}

QString formatDiagnosticLine(const Diagnostic &diagnostic)
{
    QString text = diagnostic.file.isEmpty() ? QStringLiteral("<job>") : diagnostic.file;
    text += QLatin1Char(':') + QString::number(diagnostic.position.line) + QLatin1Char(':')
            + QString::number(diagnostic.position.column) + QStringLiteral(": ")
            + severityName(diagnostic.severity) + QStringLiteral(": ") + diagnostic.message;
    return printableText(text);
}

namespace ValuePath {
QString pool(int index)
{
    return QStringLiteral("workerPoolSpecs[%1]").arg(index);
}
QString machineType(int p) { return pool(p) + QStringLiteral(".machineSpec.machineType"); }
QString acceleratorType(int p) { return pool(p) + QStringLiteral(".machineSpec.acceleratorType"); }
QString acceleratorCount(int p) { return pool(p) + QStringLiteral(".machineSpec.acceleratorCount"); }
QString replicaCount(int p) { return pool(p) + QStringLiteral(".replicaCount"); }
QString imageUri(int p) { return pool(p) + QStringLiteral(".containerSpec.imageUri"); }
QString region() { return QStringLiteral("region"); }
} // namespace ValuePath

namespace {

struct PoolField
{
    int pool = -1;
    QString field;
};

PoolField splitPoolPath(const QString &path)
{
    static const QRegularExpression re(QStringLiteral(R"(^workerPoolSpecs\[(\d)\]\.?(.*)$)"));
    const QRegularExpressionMatch m = re.match(path);
    if (!m.hasMatch())
        return {};
    const int index = m.captured(1).toInt();
    if (index >= MaxPools)
        return {};
    return {index, m.captured(2)};
}

// "containerSpec.env[2].name": the index of that variable in its list, or -1.
qsizetype envNameIndex(const WorkerPool &pool, const QString &field, bool *container)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(containerSpec|pythonPackageSpec)\.env\[(\d+)\]\.name$)"));
    const QRegularExpressionMatch m = re.match(field);
    if (!m.hasMatch())
        return -1;
    *container = m.captured(1) == QLatin1String("containerSpec");
    const qsizetype index = m.captured(2).toLongLong();
    const QList<EnvVar> &env = *container ? pool.container.env : pool.pythonPackage.env;
    return index < env.size() ? index : -1;
}

bool toInt(const QString &text, qint64 *out)
{
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (ok)
        *out = v;
    return ok;
}

// Paths outside the worker pools that fixes name: labels and the study.
bool applyJobValue(JobDocument &document, const QString &path, const QString &value,
                   bool *handled)
{
    *handled = true;
    if (path.startsWith(QLatin1String("labels."))) {
        const QString key = path.mid(7);
        if (key.isEmpty())
            return false;
        document.labels.insert(key, value);
        return true;
    }
    static const QRegularExpression parameterRe(
        QStringLiteral(R"(^studySpec\.parameters\[(\d+)\]\.(\w+)$)"));
    const bool studyPath = path.startsWith(QLatin1String("studySpec."))
                           || path == QLatin1String("parallelTrialCount")
                           || path == QLatin1String("maxTrialCount");
    if (!studyPath) {
        *handled = false;
        return false;
    }
    if (!document.study)
        return false;
    StudySpec &study = *document.study;
    qint64 number = 0;
    if (path == QLatin1String("parallelTrialCount") || path == QLatin1String("maxTrialCount")) {
        if (!toInt(value, &number) || number < 1 || number > 1000000)
            return false;
        (path == QLatin1String("maxTrialCount") ? study.maxTrialCount
                                                 : study.parallelTrialCount) = int(number);
        return true;
    }
    if (path == QLatin1String("studySpec.metrics[0].metricId")) {
        study.metricId = value;
        return true;
    }
    if (path == QLatin1String("studySpec.algorithm")) {
        for (SearchAlgorithm a : {SearchAlgorithm::Bayesian, SearchAlgorithm::Grid,
                                  SearchAlgorithm::Random}) {
            if (algorithmName(a) == value) {
                study.algorithm = a;
                return true;
            }
        }
        return false;
    }
    const QRegularExpressionMatch m = parameterRe.match(path);
    if (!m.hasMatch())
        return false;
    const int index = m.captured(1).toInt();
    if (index < 0 || index >= study.parameters.size())
        return false;
    StudyParameter &parameter = study.parameters[index];
    const QString field = m.captured(2);
    bool ok = false;
    if (field == QLatin1String("minValue") || field == QLatin1String("maxValue")) {
        const double v = value.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return false;
        (field == QLatin1String("minValue") ? parameter.minValue : parameter.maxValue) = v;
        return true;
    }
    if (field == QLatin1String("type")) {
        for (ParameterType t : {ParameterType::Double, ParameterType::Integer,
                                ParameterType::Categorical, ParameterType::Discrete}) {
            if (parameterTypeName(t) == value) {
                parameter.type = t;
                return true;
            }
        }
        return false;
    }
    if (field == QLatin1String("scaleType")) {
        for (ScaleType t : {ScaleType::Unspecified, ScaleType::Linear, ScaleType::Log,
                            ScaleType::ReverseLog}) {
            if (scaleTypeName(t) == value) {
                parameter.scale = t;
                return true;
            }
        }
        return false;
    }
    if (field == QLatin1String("discreteValues")) {
        QList<double> values;
        for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const double v = part.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(v))
                return false;
            values.append(v);
        }
        parameter.discreteValues = values;
        return true;
    }
    return false;
}

QString jobValueAt(const JobDocument &document, const QString &path)
{
    if (path.startsWith(QLatin1String("labels.")))
        return document.labels.value(path.mid(7));
    if (!document.study)
        return QString();
    const StudySpec &study = *document.study;
    if (path == QLatin1String("parallelTrialCount"))
        return QString::number(study.parallelTrialCount);
    if (path == QLatin1String("maxTrialCount"))
        return QString::number(study.maxTrialCount);
    if (path == QLatin1String("studySpec.metrics[0].metricId"))
        return study.metricId;
    if (path == QLatin1String("studySpec.algorithm"))
        return algorithmName(study.algorithm);
    static const QRegularExpression parameterRe(
        QStringLiteral(R"(^studySpec\.parameters\[(\d+)\]\.(\w+)$)"));
    const QRegularExpressionMatch m = parameterRe.match(path);
    const int index = m.hasMatch() ? m.captured(1).toInt() : -1;
    if (index < 0 || index >= study.parameters.size())
        return QString();
    const StudyParameter &parameter = study.parameters.at(index);
    const QString field = m.captured(2);
    if (field == QLatin1String("minValue"))
        return QString::number(parameter.minValue, 'g', 15);
    if (field == QLatin1String("maxValue"))
        return QString::number(parameter.maxValue, 'g', 15);
    if (field == QLatin1String("scaleType"))
        return scaleTypeName(parameter.scale);
    if (field == QLatin1String("type"))
        return parameterTypeName(parameter.type);
    if (field == QLatin1String("discreteValues")) {
        QStringList texts;
        for (double v : parameter.discreteValues)
            texts.append(QString::number(v, 'g', 15));
        return texts.join(QLatin1Char(','));
    }
    return QString();
}

// One field of a pool ("machineSpec.machineType"; empty: the pool's on/off switch).
bool applyPoolValue(WorkerPool &pool, const QString &field, const QString &value)
{
    qint64 number = 0;
    if (field.isEmpty()) {
        pool.enabled = value == QLatin1String("true");
        return value == QLatin1String("true") || value == QLatin1String("false");
    }
    if (field == QLatin1String("machineSpec.machineType")) {
        pool.machine.machineType = value;
    } else if (field == QLatin1String("machineSpec.acceleratorType")) {
        pool.machine.acceleratorType = value;
        if (value.isEmpty())
            pool.machine.acceleratorCount = 0;
    } else if (field == QLatin1String("machineSpec.acceleratorCount")) {
        if (!toInt(value, &number) || number < 0 || number > 1024)
            return false;
        pool.machine.acceleratorCount = int(number);
    } else if (field == QLatin1String("replicaCount")) {
        if (!toInt(value, &number) || number < 0)
            return false;
        pool.replicaCount = number;
    } else if (field == QLatin1String("containerSpec.imageUri")) {
        pool.container.imageUri = value;
    } else if (field == QLatin1String("pythonPackageSpec.executorImageUri")) {
        pool.pythonPackage.executorImageUri = value;
    } else if (field == QLatin1String("pythonPackageSpec.pythonModule")) {
        pool.pythonPackage.pythonModule = value;
    } else if (field == QLatin1String("pythonPackageSpec.packageUris")) {
        pool.pythonPackage.packageUris = value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    } else if (field == QLatin1String("diskSpec.bootDiskType")) {
        pool.disk.bootDiskType = value;
    } else if (field == QLatin1String("diskSpec.bootDiskSizeGb")) {
        if (!toInt(value, &number) || number < 0 || number > 1000000)
            return false;
        pool.disk.bootDiskSizeGb = int(number);
    } else {
        bool container = false;
        const qsizetype env = envNameIndex(pool, field, &container);
        if (env < 0 || value.isEmpty())
            return false;
        (container ? pool.container.env : pool.pythonPackage.env)[env].name = value;
    }
    return true;
}

// The AI Platform values the designer shows under "Other settings", by path; const or not
// as the document is.
template<typename Document>
auto legacyValue(Document &document, const QString &path) -> decltype(&document.legacy.jobDir)
{
    if (path == QLatin1String("pythonVersion"))
        return &document.legacy.pythonVersion;
    if (path == QLatin1String("runtimeVersion"))
        return &document.legacy.runtimeVersion;
    if (path == QLatin1String("jobDir"))
        return &document.legacy.jobDir;
    return nullptr;
}

} // namespace

bool applyValue(JobDocument &document, const QString &path, const QString &value)
{
    if (path == QLatin1String("region")) {
        document.region = value;
        return true;
    }
    if (path == QLatin1String("displayName")) {
        document.displayName = value;
        return true;
    }
    if (path == QLatin1String("project")) {
        document.project = value;
        return true;
    }
    if (QString *legacy = legacyValue(document, path)) {
        *legacy = value.trimmed();
        return true;
    }
    if (path == QLatin1String("localCommand")) {
        // Shell words, so a path with spaces survives: "python3 'my dir/train.py'".
        const ShellWords split = splitShellWords(value);
        if (!split.error.isEmpty() || split.endOfCommand >= 0)
            return false;
        QStringList words;
        for (const ShellWord &word : split.words)
            words.append(word.text);
        document.localCommand = words;
        return true;
    }
    bool handled = false;
    const bool applied = applyJobValue(document, path, value, &handled);
    if (handled)
        return applied;
    const PoolField target = splitPoolPath(path);
    if (target.pool < 0)
        return false;
    // AI Platform takes machine types and counts only from a CUSTOM tier: an edit of a pool's
    // shape writes the tier's pools out first, so the job edited is the job exported.
    const bool shapesPool = target.field.isEmpty()
                            || target.field.startsWith(QLatin1String("machineSpec."))
                            || target.field == QLatin1String("replicaCount");
    JobDocument edited = shapesPool ? withCustomScaleTier(document, Catalog::builtIn())
                                    : document;
    if (!applyPoolValue(edited.pools[target.pool], target.field, value))
        return false;
    document = std::move(edited);
    return true;
}

QString valueAt(const JobDocument &document, const QString &path)
{
    if (path == QLatin1String("region"))
        return document.region;
    if (path == QLatin1String("displayName"))
        return document.displayName;
    if (path == QLatin1String("project"))
        return document.project;
    if (const QString *legacy = legacyValue(document, path))
        return *legacy;
    if (path == QLatin1String("localCommand")) {
        QStringList quoted;
        for (const QString &word : document.localCommand)
            quoted.append(shellQuote(word));
        return quoted.join(QLatin1Char(' '));
    }
    if (path.startsWith(QLatin1String("labels.")) || path.startsWith(QLatin1String("studySpec."))
        || path == QLatin1String("parallelTrialCount") || path == QLatin1String("maxTrialCount"))
        return jobValueAt(document, path);
    const PoolField target = splitPoolPath(path);
    if (target.pool < 0)
        return QString();
    const WorkerPool &pool = document.pools[target.pool];
    if (target.field.isEmpty())
        return pool.enabled ? QStringLiteral("true") : QStringLiteral("false");
    if (target.field == QLatin1String("machineSpec.machineType"))
        return pool.machine.machineType;
    if (target.field == QLatin1String("machineSpec.acceleratorType"))
        return pool.machine.acceleratorType;
    if (target.field == QLatin1String("machineSpec.acceleratorCount"))
        return QString::number(pool.machine.acceleratorCount);
    if (target.field == QLatin1String("replicaCount"))
        return QString::number(pool.replicaCount);
    if (target.field == QLatin1String("containerSpec.imageUri"))
        return pool.container.imageUri;
    if (target.field == QLatin1String("pythonPackageSpec.executorImageUri"))
        return pool.pythonPackage.executorImageUri;
    if (target.field == QLatin1String("pythonPackageSpec.pythonModule"))
        return pool.pythonPackage.pythonModule;
    if (target.field == QLatin1String("pythonPackageSpec.packageUris"))
        return pool.pythonPackage.packageUris.join(QLatin1Char(','));
    if (target.field == QLatin1String("diskSpec.bootDiskType"))
        return pool.disk.bootDiskType;
    if (target.field == QLatin1String("diskSpec.bootDiskSizeGb"))
        return QString::number(pool.disk.bootDiskSizeGb);
    bool container = false;
    const qsizetype env = envNameIndex(pool, target.field, &container);
    if (env >= 0)
        return (container ? pool.container.env : pool.pythonPackage.env).at(env).name;
    return QString();
}

} // namespace Poolcraft
