#include "poolcraftyaml.h"

#include "aiplatformyaml.h"
#include "customjobyaml.h"
#include "hptuningyaml.h"
#include "yamlemit.h"

namespace Poolcraft::PoolcraftYaml {

void read(YamlReadContext &context, const YAML::Node &root, JobDocument &job)
{
    HpTuningYaml::StudyInProgress progress;
    QList<YamlKeyHandler> handlers = HpTuningYaml::studyHandlers(context, progress, true);
    auto text = [&context](QString *out) {
        return [&context, out](const YamlField &f) {
            *out = context.string(f).value_or(QString());
        };
    };
    handlers += {
        {"poolcraft", [&](const YamlField &f) {
             const auto version = context.integer(f, 1, 1'000'000);
             if (version && *version > Version) {
                 context.error(f, QStringLiteral("newer-document"),
                               YamlReadContext::tr("this job document is version %1; this "
                                                   "Poolcraft reads version %2: some settings "
                                                   "may be missing").arg(*version).arg(Version));
             } }},
        {"displayName", text(&job.displayName)},
        {"project", text(&job.project)},
        {"region", text(&job.region)},
        {"labels", [&](const YamlField &f) { job.labels = context.stringMap(f); }},
        {"localCommand", [&](const YamlField &f) {
             job.localCommand = context.stringList(f).value_or(QStringList()); }},
        {"metricsTask", text(&job.metricsTask)},
        {"legacy", [&](const YamlField &f) {
             context.readMap(f, QStringLiteral("legacy"), {
                 {"scaleTier", [&](const YamlField &g) {
                      job.legacy.scaleTier = context.enumValue(g, AiPlatformYaml::scaleTierNames())
                                                 .value_or(QString()); }},
                 {"runtimeVersion", text(&job.legacy.runtimeVersion)},
                 {"pythonVersion", text(&job.legacy.pythonVersion)},
                 {"jobDir", text(&job.legacy.jobDir)},
                 {"useChiefInTfConfig", [&](const YamlField &g) {
                      job.legacy.useChiefInTfConfig = context.boolean(g).value_or(false); }},
             }); }},
        {"jobSpec", [&](const YamlField &f) {
             context.readMap(f.at(QString()), QStringLiteral("jobSpec"),
                             CustomJobYaml::handlers(context, job, true)); }},
    };
    context.readMap({root, root, QString()}, QStringLiteral("the Poolcraft job"), handlers);
    if (progress.present)
        job.study = progress.study;
}

QByteArray write(const JobDocument &job)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    YamlEmit::integerEntry(out, "poolcraft", Version);
    YamlEmit::stringEntry(out, "displayName", job.displayName);
    YamlEmit::stringEntry(out, "project", job.project);
    YamlEmit::stringEntry(out, "region", job.region);
    YamlEmit::stringMapEntry(out, "labels", job.labels);
    YamlEmit::stringListEntry(out, "localCommand", job.localCommand);
    YamlEmit::stringEntry(out, "metricsTask", job.metricsTask);
    if (job.legacy != LegacySettings()) {
        out << YAML::Key << "legacy" << YAML::Value << YAML::BeginMap;
        YamlEmit::stringEntry(out, "scaleTier", job.legacy.scaleTier);
        YamlEmit::stringEntry(out, "runtimeVersion", job.legacy.runtimeVersion);
        YamlEmit::stringEntry(out, "pythonVersion", job.legacy.pythonVersion);
        YamlEmit::stringEntry(out, "jobDir", job.legacy.jobDir);
        if (job.legacy.useChiefInTfConfig)
            YamlEmit::boolEntry(out, "useChiefInTfConfig", true);
        out << YAML::EndMap;
    }
    if (job.study)
        HpTuningYaml::writeStudy(out, *job.study, true);
    out << YAML::Key << "jobSpec" << YAML::Value << YAML::BeginMap;
    CustomJobYaml::write(out, job, true);
    out << YAML::EndMap << YAML::EndMap;
    return YamlEmit::finish(out);
}

} // namespace Poolcraft::PoolcraftYaml
