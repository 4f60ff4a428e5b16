#include "format.h"

#include <array>
#include <utility>

namespace Poolcraft {

namespace {
constexpr std::array<std::pair<Format, const char *>, 6> formatIds{{
    {Format::PoolcraftDocument, "poolcraft"},
    {Format::VertexCustomJobYaml, "vertex-yaml"},
    {Format::VertexHpTuningYaml, "hptuning-yaml"},
    {Format::AiPlatformYaml, "aiplatform-yaml"},
    {Format::VertexJson, "vertex-json"},
    {Format::GcloudCommand, "gcloud"},
}};
} // namespace

QString formatId(Format format)
{
    for (const auto &[f, id] : formatIds) {
        if (f == format)
            return QString::fromLatin1(id);
    }
    return QStringLiteral("unknown");
}

Format formatFromId(const QString &id)
{
    for (const auto &[f, name] : formatIds) {
        if (id == QLatin1String(name))
            return f;
    }
    return Format::Unknown;
}

} // namespace Poolcraft
