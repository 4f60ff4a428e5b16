// libFuzzer entry point: every job reader gets the same bytes. Any crash, sanitizer report,
// or a reader answer without a usable position stops the run.

#include "models/formats/gcloudcommand.h"
#include "models/formats/jobfile.h"
#include "models/formats/restjson.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

// The readers owned here promise file:line:column for every problem they report.
void requirePositions(const Poolcraft::ReadResult &result, const char *reader)
{
    for (const Poolcraft::Diagnostic &diagnostic : result.diagnostics) {
        if (diagnostic.position.line < 1 || diagnostic.position.column < 1
            || diagnostic.file.isEmpty() || diagnostic.message.isEmpty()) {
            std::fprintf(stderr, "%s gave a diagnostic without a position: %s\n", reader,
                         qPrintable(Poolcraft::formatDiagnosticLine(diagnostic)));
            std::abort();
        }
    }
    if (!result.ok && result.diagnostics.isEmpty()) {
        std::fprintf(stderr, "%s refused the input without saying why\n", reader);
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString fileName = QStringLiteral("fuzz-input");
    Poolcraft::readJobData(bytes, fileName);
    requirePositions(Poolcraft::readVertexJson(bytes, fileName), "readVertexJson");
    requirePositions(Poolcraft::readGcloudCommand(QString::fromUtf8(bytes), fileName),
                     "readGcloudCommand");
    return 0;
}
