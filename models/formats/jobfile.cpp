#include "jobfile.h"

#include "aiplatformyaml.h"
#include "customjobyaml.h"
#include "hptuningyaml.h"
#include "poolcraftyaml.h"
#include "restjson.h"
#include "yamlemit.h"
#include "yamlinput.h"
#include "yamlreadcontext.h"

#include "models/core/inputfile.h"
#include "models/core/studyconditions.h"

#if __has_include("gcloudcommand.h")
#include "gcloudcommand.h"
#define POOLCRAFT_HAVE_GCLOUD_COMMAND 1
#endif

#include <QCoreApplication>
#include <QFileInfo>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class FormatsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::Formats)
};

Diagnostic fileError(const QString &ruleId, const QString &fileName, SourcePosition position,
                     const QString &message)
{
    Diagnostic d;
    d.ruleId = ruleId;
    d.file = fileName;
    d.position = position;
    d.message = message;
    return d;
}

ReadResult refused(const Diagnostic &problem)
{
    ReadResult result;
    result.ok = false;
    result.diagnostics.append(problem);
    return result;
}

QByteArray firstWord(const QByteArray &data)
{
    qsizetype i = 0;
    // Skip blank lines, comments and a shell prompt before the command.
    while (i < data.size()) {
        while (i < data.size() && QChar::isSpace(uchar(data[i])))
            ++i;
        if (i < data.size() && data[i] == '#') {
            while (i < data.size() && data[i] != '\n')
                ++i;
            continue;
        }
        break;
    }
    if (i < data.size() && data[i] == '$')
        ++i;
    while (i < data.size() && data[i] == ' ')
        ++i;
    qsizetype end = i;
    while (end < data.size() && !QChar::isSpace(uchar(data[end])))
        ++end;
    return data.mid(i, end - i);
}

// A gcloud command, or the script Poolcraft exports: a here-document with the config first.
bool startsGcloudScript(const QByteArray &firstWord)
{
    return firstWord == "gcloud" || firstWord == "cat";
}

Format formatOfYamlRoot(const YAML::Node &root)
{
    if (!root.IsMap())
        return Format::Unknown;
    bool vertex = false;
    bool hpTuning = false;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it->first.IsScalar())
            continue;
        const std::string &key = it->first.Scalar();
        if (key == "poolcraft")
            return Format::PoolcraftDocument;
        if (key == "trainingInput" || key == "training_input")
            return Format::AiPlatformYaml;
        if (key == "studySpec" || key == "trialJobSpec" || key == "study_spec"
            || key == "trial_job_spec")
            hpTuning = true;
        if (key == "workerPoolSpecs" || key == "worker_pool_specs")
            vertex = true;
    }
    return hpTuning ? Format::VertexHpTuningYaml
                    : vertex ? Format::VertexCustomJobYaml : Format::Unknown;
}

ReadResult readYaml(const QByteArray &data, const QString &fileName, Format hint)
{
    Diagnostic problem;
    if (!checkYamlNesting(data, fileName, &problem))
        return refused(problem);
    YAML::Node root;
    try {
        root = YAML::Load(data.toStdString());
    } catch (const YAML::Exception &e) {
        const SourcePosition at = YamlColumns(data).position(e.mark);
        return refused(fileError(QStringLiteral("yaml-syntax"), fileName,
                                 at.isValid() ? at : SourcePosition{1, 1},
                                 FormatsMessages::tr("not valid YAML: %1").arg(QString::fromStdString(e.msg))));
    }
    Format format = formatOfYamlRoot(root);
    if (format == Format::Unknown && root.IsMap()
        && (hint == Format::PoolcraftDocument || hint == Format::VertexCustomJobYaml
            || hint == Format::VertexHpTuningYaml || hint == Format::AiPlatformYaml))
        format = hint;
    if (format == Format::Unknown) {
        SourcePosition where{1, 1};
        if (root.IsDefined() && root.Mark().line >= 0)
            where = YamlColumns(data).position(root.Mark());
        return refused(fileError(
            QStringLiteral("unknown-format"), fileName, where,
            root.IsMap() ? FormatsMessages::tr("not a job config Poolcraft knows: expected trainingInput (AI "
                              "Platform), workerPoolSpecs (Vertex custom job), studySpec and "
                              "trialJobSpec (Vertex hp-tuning) or poolcraft (job document)")
                         : FormatsMessages::tr("not a job config: the file must hold a mapping of keys to "
                              "values")));
    }
    ReadResult result;
    result.ok = true;
    result.format = format;
    YamlReadContext context(fileName, &result, data);
    result.sourceMap.insert(QString(), {1, 1});
    switch (format) {
    case Format::AiPlatformYaml:
        AiPlatformYaml::read(context, root, result.document);
        break;
    case Format::VertexHpTuningYaml:
        HpTuningYaml::read(context, root, result.document);
        break;
    case Format::PoolcraftDocument:
        PoolcraftYaml::read(context, root, result.document);
        break;
    default:
        context.readMap({root, root, QString()}, FormatsMessages::tr("the CustomJobSpec"),
                        CustomJobYaml::handlers(context, result.document, false));
        break;
    }
    // What was read before the limit is part of a job, not the job: nothing may use it, and
    // what was said about it is not about the file. The file is refused with the one reason.
    if (context.exhausted()) {
        result.ok = false;
        result.diagnostics.removeIf([](const Diagnostic &d) { return d.ruleId != u"too-many-values"; });
    }
    return result;
}

Diagnostic loss(const QString &path, const QString &message)
{
    return {.severity = Severity::Warning, .ruleId = QStringLiteral("not-written"), .path = path,
            .message = message};
}

bool poolHasSettings(const WorkerPool &pool)
{
    WorkerPool blank;
    blank.enabled = pool.enabled;
    return pool != blank;
}

// gcloud checks a --config file before it sends it: every worker pool must run a container
// image or a Python package, so a skipped pool ({}) cannot be said at all (an error: the
// script is not written) and a pool without its trainer is refused until one is given.
Diagnostics gcloudConfigRefusals(const JobDocument &job)
{
    Diagnostics refusals;
    if (job.displayName.trimmed().isEmpty())
        refusals.append(loss(QStringLiteral("displayName"),
                             FormatsMessages::tr("the job has no display name: gcloud refuses --display-name=''")));
    for (int i = 0; i <= job.lastEnabledPool(); ++i) {
        const WorkerPool &pool = job.pools[i];
        if (!pool.enabled) {
            Diagnostic refused = loss(ValuePath::pool(i),
                                      FormatsMessages::tr("gcloud's --config takes no skipped worker pool and "
                                         "the %1 pool (%2) is skipped: export as vertex-json and "
                                         "send it to the REST API, or give that pool a machine")
                                          .arg(poolRoleName(i)).arg(i));
            refused.severity = Severity::Error;
            refusals.append(refused);
            continue;
        }
        const bool hasTask = pool.taskKind == TaskKind::Container
            ? !pool.container.imageUri.trimmed().isEmpty()
            : pool.taskKind == TaskKind::PythonPackage
                  && !(pool.pythonPackage.executorImageUri.trimmed().isEmpty()
                       && pool.pythonPackage.pythonModule.trimmed().isEmpty());
        if (!hasTask)
            refusals.append(loss(ValuePath::pool(i),
                                 FormatsMessages::tr("the %1 pool names no container image or Python package: "
                                    "gcloud refuses the script until it has one")
                                     .arg(poolRoleName(i))));
    }
    return refusals;
}

// The config file a gcloud script writes for the job.
Format gcloudConfigFormat(const JobDocument &job)
{
    return job.study ? Format::VertexHpTuningYaml : Format::VertexCustomJobYaml;
}

} // namespace

Format detectFormat(const QByteArray &data)
{
    const QByteArray text = withoutByteOrderMark(data);
    const QByteArray word = firstWord(text);
    if (startsGcloudScript(word))
        return Format::GcloudCommand;
    if (word.startsWith('{'))
        return Format::VertexJson;
    Diagnostic problem;
    if (!checkYamlNesting(text, QString(), &problem))
        return Format::Unknown;
    try {
        return formatOfYamlRoot(YAML::Load(text.toStdString()));
    } catch (const YAML::Exception &) {
        return Format::Unknown;
    }
}

ReadResult readJobData(const QByteArray &rawData, const QString &fileName, Format hint)
{
    Diagnostic problem;
    if (!checkTextInput(rawData, fileName, &problem))
        return refused(problem);
    const QByteArray data = withoutByteOrderMark(rawData);
    const QByteArray word = firstWord(data);
    if (startsGcloudScript(word) || hint == Format::GcloudCommand) {
#ifdef POOLCRAFT_HAVE_GCLOUD_COMMAND
        ReadResult result = readGcloudCommand(QString::fromUtf8(data), fileName);
        if (result.ok)
            result.format = Format::GcloudCommand;
        return result;
#else
        return refused(fileError(QStringLiteral("unknown-format"), fileName, {1, 1},
                                 FormatsMessages::tr("gcloud command lines cannot be read by this build")));
#endif
    }
    if (word.startsWith('{') || (hint == Format::VertexJson && !word.isEmpty()
                                 && (word.startsWith('[') || word.startsWith('{')))) {
        ReadResult result = readVertexJson(data, fileName);
        if (result.ok)
            result.format = Format::VertexJson;
        return result;
    }
    if (word.isEmpty()) {
        return refused(fileError(QStringLiteral("empty-file"), fileName, {1, 1},
                                 FormatsMessages::tr("the file is empty")));
    }
    return readYaml(data, fileName, hint);
}

ReadResult readJobFile(const QString &path)
{
    const QString name = InputFile::displayName(path);
    QByteArray data;
    QString error;
    // Read at most one byte past the limit: checkTextInput() refuses what is larger.
    if (!InputFile::read(path, YamlLimits::MaxFileBytes, &data, &error)) {
        return refused(fileError(QStringLiteral("file-unreadable"), name, {1, 1},
                                 FormatsMessages::tr("cannot read %1: %2").arg(name, error)));
    }
    if (data.size() > YamlLimits::MaxFileBytes && !InputFile::isStandardInput(path)) {
        // Only the limit was read: the size to report is the file's.
        return refused(
            fileTooLarge(name, std::max(qint64(data.size()), QFileInfo(path).size())));
    }
    return readJobData(data, name);
}

Diagnostics formatLosses(const JobDocument &job, Format format)
{
    Diagnostics lost;
    if (format == Format::PoolcraftDocument || format == Format::Unknown)
        return lost;
    const bool aiPlatform = format == Format::AiPlatformYaml;
    const bool vertexYaml = format == Format::VertexCustomJobYaml;
    const bool gcloud = format == Format::GcloudCommand;
    // The gcloud script carries the project, region, display name and labels as flags and
    // everything else in its config file.
    if (gcloud) {
        Diagnostics carried = formatLosses(job, gcloudConfigFormat(job));
        carried.removeIf([](const Diagnostic &d) {
            return d.path == QLatin1String("project") || d.path == ValuePath::region()
                   || d.path == QLatin1String("displayName") || d.path == QLatin1String("labels");
        });
        return carried + gcloudConfigRefusals(job);
    }
    if (!job.project.isEmpty())
        lost.append(loss(QStringLiteral("project"), FormatsMessages::tr("the project is not written; give it "
                                                       "when you submit the job")));
    if (!job.region.isEmpty() && !aiPlatform)
        lost.append(loss(ValuePath::region(), FormatsMessages::tr("the region (%1) is not written; give it with "
                                                 "--region").arg(job.region)));
    if (!job.localCommand.isEmpty())
        lost.append(loss(QStringLiteral("localCommand"),
                         FormatsMessages::tr("the local command is kept only in Poolcraft job documents")));
    if (!job.displayName.isEmpty() && (vertexYaml || aiPlatform))
        lost.append(loss(QStringLiteral("displayName"),
                         FormatsMessages::tr("the display name is not part of this format; give it with "
                            "--display-name (or as the job id)")));
    if (!job.labels.isEmpty() && vertexYaml)
        lost.append(loss(QStringLiteral("labels"),
                         FormatsMessages::tr("labels are not part of this format; give them with --labels")));
    if (job.study && vertexYaml)
        lost.append(loss(QStringLiteral("studySpec"),
                         FormatsMessages::tr("the study (%1 parameters) is not written: a custom job has no "
                            "study; export as hptuning-yaml or vertex-json")
                             .arg(job.study->parameters.size())));
    if (job.legacy != LegacySettings() && !aiPlatform) {
        QStringList what;
        if (!job.legacy.scaleTier.isEmpty())
            what << QStringLiteral("scaleTier %1").arg(job.legacy.scaleTier);
        if (!job.legacy.runtimeVersion.isEmpty())
            what << QStringLiteral("runtimeVersion %1").arg(job.legacy.runtimeVersion);
        if (!job.legacy.pythonVersion.isEmpty())
            what << QStringLiteral("pythonVersion %1").arg(job.legacy.pythonVersion);
        if (!job.legacy.jobDir.isEmpty())
            what << QStringLiteral("jobDir %1").arg(job.legacy.jobDir);
        if (job.legacy.useChiefInTfConfig)
            what << QStringLiteral("useChiefInTfConfig");
        lost.append(loss(QStringLiteral("legacy"),
                         FormatsMessages::tr("AI Platform settings are not written: %1")
                             .arg(what.join(QStringLiteral(", ")))));
    }
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = job.pools[i];
        if (!pool.enabled && poolHasSettings(pool)
            && !(aiPlatform && !pool.machine.machineType.isEmpty())) {
            lost.append(loss(ValuePath::pool(i),
                             FormatsMessages::tr("pool %1 (%2) is switched off; its settings are not written")
                                 .arg(i).arg(poolRoleName(i))));
        }
        if (!pool.enabled)
            continue;
        if (aiPlatform) {
            const WorkerPool &master = job.pools[ChiefPool];
            if (!pool.env().isEmpty())
                lost.append(loss(ValuePath::pool(i),
                                 FormatsMessages::tr("environment variables of pool %1 are not written: AI "
                                    "Platform has none").arg(i)));
            if (!pool.machine.tpuTopology.isEmpty())
                lost.append(loss(ValuePath::pool(i), FormatsMessages::tr("the TPU topology of pool %1 is not "
                                                        "written").arg(i)));
            if (pool.taskKind == TaskKind::PythonPackage
                && !pool.pythonPackage.executorImageUri.isEmpty())
                lost.append(loss(ValuePath::pool(i), FormatsMessages::tr("the executor image of pool %1 is not "
                                                        "written: AI Platform picks it from "
                                                        "runtimeVersion").arg(i)));
            if (i != ChiefPool && pool.taskKind == TaskKind::PythonPackage
                && (pool.pythonPackage.packageUris != master.pythonPackage.packageUris
                    || pool.pythonPackage.pythonModule != master.pythonPackage.pythonModule
                    || pool.pythonPackage.args != master.pythonPackage.args))
                lost.append(loss(ValuePath::pool(i), FormatsMessages::tr("pool %1 runs another package or "
                                                        "arguments than the chief; AI Platform "
                                                        "runs one package for all").arg(i)));
            if (i != ChiefPool && pool.taskKind != master.taskKind)
                lost.append(loss(ValuePath::pool(i), FormatsMessages::tr("pool %1 runs a different kind of "
                                                        "task than the chief").arg(i)));
        }
    }
    if (aiPlatform) {
        const Scheduling &s = job.scheduling;
        if (s.restartJobOnWorkerRestart || s.disableRetries || !s.strategy.isEmpty())
            lost.append(loss(QStringLiteral("scheduling"),
                             FormatsMessages::tr("restartJobOnWorkerRestart, disableRetries and strategy are "
                                "not part of AI Platform scheduling")));
        if (!job.baseOutputDirectory.isEmpty())
            lost.append(loss(QStringLiteral("baseOutputDirectory"),
                             FormatsMessages::tr("baseOutputDirectory is not written (AI Platform uses jobDir)")));
        if (job.study && StudyConditions::conditionalCount(job.study->parameters) > 0) {
            QStringList conditional;
            for (const StudyParameter &p : job.study->parameters) {
                if (!p.parentId.isEmpty())
                    conditional << QStringLiteral("%1 (on %2)").arg(p.id, p.parentId);
            }
            lost.append(loss(QStringLiteral("studySpec.conditionalParameterSpecs"),
                             FormatsMessages::tr("AI Platform has no conditional parameters: %1 "
                                                 "are written as ordinary parameters, tuned in "
                                                 "every trial")
                                 .arg(conditional.join(QStringLiteral(", ")))));
        }
        if (job.study && job.study->measurementSelection == MeasurementSelection::Best)
            lost.append(loss(QStringLiteral("studySpec.measurementSelectionType"),
                             FormatsMessages::tr("BEST_MEASUREMENT is not part of AI Platform")));
    }
    if (job.study && !job.study->resumePreviousJobId.isEmpty() && !aiPlatform)
        lost.append(loss(QStringLiteral("studySpec"),
                         FormatsMessages::tr("resumePreviousJobId is AI Platform only and is not written")));
    return lost;
}

QByteArray writeJob(const JobDocument &document, Format format, Diagnostics *lost)
{
    if (lost)
        *lost = formatLosses(document, format);
    switch (format) {
    case Format::PoolcraftDocument:
        return PoolcraftYaml::write(document);
    case Format::VertexCustomJobYaml: {
        YAML::Emitter out;
        out << YAML::BeginMap;
        CustomJobYaml::write(out, document, false);
        out << YAML::EndMap;
        return YamlEmit::finish(out);
    }
    case Format::VertexHpTuningYaml:
        return HpTuningYaml::write(document);
    case Format::AiPlatformYaml:
        return AiPlatformYaml::write(document);
    case Format::VertexJson:
        return document.study ? writeHyperparameterTuningJobJson(document)
                              : writeCustomJobJson(document);
    case Format::GcloudCommand:
#ifdef POOLCRAFT_HAVE_GCLOUD_COMMAND
    {
        const QByteArray config = writeJob(document, gcloudConfigFormat(document));
        return writeGcloudCommand(document, QString::fromUtf8(config)).toUtf8();
    }
#else
        return QByteArray();
#endif
    case Format::Unknown:
        break;
    }
    return QByteArray();
}

} // namespace Poolcraft
