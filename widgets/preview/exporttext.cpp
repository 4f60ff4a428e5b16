#include "exporttext.h"

#include <QCoreApplication>

#include "models/catalog/catalog.h"
#include "models/formats/jobfile.h"
#include "models/formats/legacyconversion.h"

namespace Poolcraft {

namespace {
// The messages of this file, under the context Qt Linguist files them by.
class ExportTextMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::ExportText)
};

} // namespace

QList<ExportKind> exportKinds()
{
    return {ExportKind::VertexYaml, ExportKind::AiPlatformYaml, ExportKind::RestJson,
            ExportKind::GcloudCommand};
}

QString exportKindTitle(ExportKind kind)
{
    switch (kind) {
    case ExportKind::VertexYaml: return ExportTextMessages::tr("Vertex YAML");
    case ExportKind::AiPlatformYaml: return ExportTextMessages::tr("AI Platform YAML");
    case ExportKind::RestJson: return ExportTextMessages::tr("REST JSON");
    case ExportKind::GcloudCommand: return ExportTextMessages::tr("gcloud");
    }
    return QString();
}

QString exportKindTabName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::VertexYaml: return ExportTextMessages::tr("Vertex");
    case ExportKind::AiPlatformYaml: return ExportTextMessages::tr("AI Platform");
    case ExportKind::RestJson: return ExportTextMessages::tr("REST");
    case ExportKind::GcloudCommand: return ExportTextMessages::tr("gcloud");
    }
    return QString();
}

QString exportKindDescription(ExportKind kind)
{
    switch (kind) {
    case ExportKind::VertexYaml:
        return ExportTextMessages::tr("config.yaml for gcloud ai custom-jobs create --config");
    case ExportKind::AiPlatformYaml:
        return ExportTextMessages::tr("config.yaml for gcloud ai-platform jobs submit training --config (retired)");
    case ExportKind::RestJson: return ExportTextMessages::tr("CustomJob body for the Vertex AI REST API");
    case ExportKind::GcloudCommand: return ExportTextMessages::tr("gcloud ai custom-jobs create command line");
    }
    return QString();
}

QString exportKindFileFilter(ExportKind kind)
{
    switch (kind) {
    case ExportKind::VertexYaml:
    case ExportKind::AiPlatformYaml: return ExportTextMessages::tr("YAML files (*.yaml *.yml)");
    case ExportKind::RestJson: return ExportTextMessages::tr("JSON files (*.json)");
    case ExportKind::GcloudCommand: return ExportTextMessages::tr("Shell scripts (*.sh)");
    }
    return QString();
}

QString exportKindFormatId(ExportKind kind)
{
    switch (kind) {
    case ExportKind::VertexYaml: return formatId(Format::VertexCustomJobYaml);
    case ExportKind::AiPlatformYaml: return formatId(Format::AiPlatformYaml);
    case ExportKind::RestJson: return formatId(Format::VertexJson);
    case ExportKind::GcloudCommand: return formatId(Format::GcloudCommand);
    }
    return QString();
}

QList<Format> saveFormats()
{
    return {Format::PoolcraftDocument, Format::VertexCustomJobYaml, Format::VertexHpTuningYaml,
            Format::AiPlatformYaml, Format::VertexJson, Format::GcloudCommand};
}

QString saveFormatFilter(Format format)
{
    switch (format) {
    case Format::PoolcraftDocument: return ExportTextMessages::tr("Poolcraft job (*.poolcraft.yaml *.yaml)");
    case Format::VertexCustomJobYaml: return ExportTextMessages::tr("Vertex config.yaml (*.yaml *.yml)");
    case Format::VertexHpTuningYaml: return ExportTextMessages::tr("Vertex hp-tuning config.yaml (*.yaml *.yml)");
    case Format::AiPlatformYaml: return ExportTextMessages::tr("AI Platform config.yaml (*.yaml *.yml)");
    case Format::VertexJson: return ExportTextMessages::tr("Vertex REST JSON (*.json)");
    case Format::GcloudCommand: return ExportTextMessages::tr("gcloud command (*.sh)");
    case Format::Unknown: break;
    }
    return ExportTextMessages::tr("All files (*)");
}

ExportText documentText(const JobDocument &job, Format format)
{
    const CatalogPtr catalog = Catalog::active();
    const ExportedJob exported = exportJob(job, format, *catalog);
    ExportText result;
    result.text = QString::fromUtf8(exported.text);
    for (const Diagnostic &d : exported.conversionNotes + exported.lost)
        result.lost << d.message;
    return result;
}

ReadResult readDocumentFile(const QString &fileName)
{
    return readJobFile(fileName);
}

ExportText exportText(const JobDocument &job, ExportKind kind)
{
    switch (kind) {
    case ExportKind::VertexYaml: return documentText(job, Format::VertexCustomJobYaml);
    case ExportKind::AiPlatformYaml: return documentText(job, Format::AiPlatformYaml);
    case ExportKind::RestJson: return documentText(job, Format::VertexJson);
    case ExportKind::GcloudCommand: return documentText(job, Format::GcloudCommand);
    }
    return {};
}

} // namespace Poolcraft
