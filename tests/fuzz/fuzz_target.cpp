// libFuzzer entry point, built once per reader (CMakeLists.txt defines which): each target
// feeds one reader, so its coverage and corpus say what that reader has been shown. Any
// crash, sanitizer report, or an answer without a usable position stops the run.

#include "models/catalog/catalog.h"
#include "models/formats/gcloudcommand.h"
#include "models/formats/jobfile.h"
#include "models/formats/restjson.h"
#include "models/metrics/metriclogreader.h"
#include "models/search/trialmetrics.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <optional>

namespace {

const QString FileName = QStringLiteral("fuzz-input");

[[noreturn]] void fail(const char *reader, const char *what, const Poolcraft::Diagnostic &d)
{
    std::fprintf(stderr, "%s %s: %s\n", reader, what,
                 qPrintable(Poolcraft::formatDiagnosticLine(d)));
    std::abort();
}

// The readers promise file:line:column for every problem they report, and a reason for
// every refusal.
void requirePositions(const Poolcraft::Diagnostics &diagnostics, bool ok, const char *reader)
{
    for (const Poolcraft::Diagnostic &d : diagnostics) {
        if (d.position.line < 1 || d.position.column < 1 || d.file.isEmpty()
            || d.message.isEmpty())
            fail(reader, "gave a diagnostic without a position", d);
    }
    if (!ok && diagnostics.isEmpty()) {
        std::fprintf(stderr, "%s refused the input without saying why\n", reader);
        std::abort();
    }
}

// Every note the metric extractor makes has a line and a column.
[[maybe_unused]] Poolcraft::MetricLog extractPositionedMetricLog(const QByteArray &bytes)
{
    Poolcraft::MetricLog log = Poolcraft::extractMetricLog(bytes);
    for (const Poolcraft::MetricNote &note : std::as_const(log.notes)) {
        if (note.line < 1 || note.column < 1) {
            std::fprintf(stderr, "extractMetricLog noted %s without a position\n",
                         qPrintable(note.message));
            std::abort();
        }
    }
    return log;
}

void fuzzOne(const QByteArray &bytes)
{
#if defined(POOLCRAFT_FUZZ_YAML)
    // YAML job formats (AI Platform, Vertex custom job and hp-tuning, Poolcraft documents):
    // the last byte picks the reader, so that each execution runs one parse, not four. A
    // file that ends in a newline, as every real one does, goes through the format sniffing
    // the commands use; the fuzzer reaches each forced format by changing that byte.
    constexpr Poolcraft::Format hints[] = {
        Poolcraft::Format::AiPlatformYaml, Poolcraft::Format::VertexHpTuningYaml,
        Poolcraft::Format::Unknown, Poolcraft::Format::PoolcraftDocument};
    static_assert('\n' % std::size(hints) == 2, "a newline must pick Format::Unknown");
    const Poolcraft::Format hint
        = bytes.isEmpty() ? Poolcraft::Format::Unknown
                          : hints[static_cast<unsigned char>(bytes.back()) % std::size(hints)];
    const Poolcraft::ReadResult result = Poolcraft::readJobData(bytes, FileName, hint);
    requirePositions(result.diagnostics, result.ok, "readJobData");
#elif defined(POOLCRAFT_FUZZ_JSON)
    const Poolcraft::ReadResult result = Poolcraft::readVertexJson(bytes, FileName);
    requirePositions(result.diagnostics, result.ok, "readVertexJson");
#elif defined(POOLCRAFT_FUZZ_GCLOUD)
    const Poolcraft::ReadResult result
        = Poolcraft::readGcloudCommand(QString::fromUtf8(bytes), FileName);
    requirePositions(result.diagnostics, result.ok, "readGcloudCommand");
#elif defined(POOLCRAFT_FUZZ_CATALOG)
    // Tables are looked up beside the catalog file; a directory without them is one more
    // thing the loader must report, not trip over.
    const Poolcraft::CatalogLoadResult result
        = Poolcraft::Catalog::loadFromData(bytes, FileName, QStringLiteral("/nonexistent"));
    requirePositions(result.diagnostics, result.ok(), "Catalog::loadFromData");
#elif defined(POOLCRAFT_FUZZ_METRICS)
    // Training logs and the hypertune metric file (JSON lines) share one extractor.
    extractPositionedMetricLog(bytes);
#elif defined(POOLCRAFT_FUZZ_HYPERTUNE)
    // A trial's hypertune file as a study reads it: the extractor, then the study metric's
    // measurements (named, and the default tag), then the one that stands for the trial.
    const Poolcraft::MetricLog log = extractPositionedMetricLog(bytes);
    for (const QString &metricId :
         {QStringLiteral("accuracy"), QString::fromLatin1(Poolcraft::DefaultHypertuneMetric)}) {
        const QList<Poolcraft::Measurement> measurements
            = Poolcraft::metricMeasurements(log.runs, metricId);
        for (const Poolcraft::Measurement &measurement : measurements) {
            if (std::isnan(measurement.value)) {
                std::fprintf(stderr, "metricMeasurements gave NaN for %s\n", qPrintable(metricId));
                std::abort();
            }
        }
        for (const Poolcraft::GoalType goal :
             {Poolcraft::GoalType::Maximize, Poolcraft::GoalType::Minimize}) {
            for (const Poolcraft::MeasurementSelection selection :
                 {Poolcraft::MeasurementSelection::Last, Poolcraft::MeasurementSelection::Best}) {
                const std::optional<Poolcraft::Measurement> chosen
                    = Poolcraft::finalMeasurement(measurements, selection, goal);
                if (chosen.has_value() == measurements.isEmpty()) {
                    std::fprintf(stderr, "finalMeasurement disagrees with %lld measurements\n",
                                 static_cast<long long>(measurements.size()));
                    std::abort();
                }
            }
        }
    }
#else
#error "Define which reader this fuzz target feeds."
#endif
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzzOne(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
