#pragma once

#include "models/catalog/catalog.h"
#include "models/core/diagnostic.h"
#include "models/core/jobdocument.h"
#include "models/formats/format.h"

#include <QByteArray>

namespace Poolcraft {

// An AI Platform job turned into a Vertex one, with a note for every change and for every
// setting Vertex has no place for (none is dropped silently).
struct LegacyConversion
{
    JobDocument document;
    Diagnostics notes;   // warnings, with the path of the value they are about
};

// Scale tiers become pools, legacy machine types a Compute Engine type with its GPUs,
// runtimeVersion a note about choosing a prebuilt container, jobDir the base output
// directory; the study carries over (with the AI Platform default metric tag when none).
LegacyConversion convertLegacyToVertex(const JobDocument &legacy, const Catalog &catalog);

// True when the job carries anything AI Platform only (scale tier, legacy machine types,
// runtime version ...): then exporting it to a Vertex format converts it first.
bool needsLegacyConversion(const JobDocument &job, const Catalog &catalog);

// A job written in one format the way `poolcraft export` and the designer's preview both
// write it: an AI Platform job going to a Vertex format is converted first.
struct ExportedJob
{
    QByteArray text;
    Diagnostics conversionNotes; // what the conversion changed or could not carry
    Diagnostics lost;            // what the target format has no place for; an error
                                 // there means `text` is empty: the export is refused
};

ExportedJob exportJob(const JobDocument &job, Format format, const Catalog &catalog);

} // namespace Poolcraft
