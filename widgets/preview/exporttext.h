#pragma once

#include "models/core/jobdocument.h"
#include "models/formats/format.h"

#include <QList>
#include <QString>

namespace Poolcraft {

// The texts the preview shows. Each comes from the same writer `poolcraft export` uses, so
// what the window copies or saves is byte for byte what the command line writes.
enum class ExportKind { VertexYaml, AiPlatformYaml, RestJson, GcloudCommand };

struct ExportText
{
    QString text;
    QStringList lost;   // what the format could not carry
};

QList<ExportKind> exportKinds();
QString exportKindTitle(ExportKind kind);        // "Vertex YAML", for a dialog's title
QString exportKindTabName(ExportKind kind);      // "Vertex": four of them fit a narrow pane
QString exportKindDescription(ExportKind kind);  // what the text is for
QString exportKindFileFilter(ExportKind kind);
QString exportKindFormatId(ExportKind kind);  // as `poolcraft export --to` takes it
ExportText exportText(const JobDocument &job, ExportKind kind);

// Reading and saving whole documents, through the formats' own reader and writer.
ReadResult readDocumentFile(const QString &fileName);
ExportText documentText(const JobDocument &job, Format format);
QList<Format> saveFormats();
QString saveFormatFilter(Format format);

} // namespace Poolcraft
