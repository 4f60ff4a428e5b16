#pragma once

#include "format.h"

#include <QByteArray>
#include <QString>

namespace Poolcraft {

// Reads any job format Poolcraft knows. The format is found from the content (trainingInput:
// AI Platform; studySpec or trialJobSpec: hp-tuning; workerPoolSpecs: Vertex CustomJobSpec;
// poolcraft: our document; a JSON object: Vertex REST; text starting with `gcloud`: a gcloud
// command line); `hint` decides only when the content does not.
ReadResult readJobData(const QByteArray &data, const QString &fileName,
                       Format hint = Format::Unknown);

// Reads a file; a file above the size limit is refused with a message, not read.
ReadResult readJobFile(const QString &path);

// Writes the job in a format. What the format cannot hold (a study in a CustomJobSpec, the
// local command anywhere but our own document, ...) is named in `lost`, never dropped
// silently.
QByteArray writeJob(const JobDocument &document, Format format, Diagnostics *lost = nullptr);

// What writing `document` in `format` leaves out, one warning per field.
Diagnostics formatLosses(const JobDocument &document, Format format);

// The format a file's content is in, Unknown when none of ours.
Format detectFormat(const QByteArray &data);

} // namespace Poolcraft
