#include "catalogarguments.h"

#include <QCoreApplication>

namespace Poolcraft {

static QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::CatalogArguments", text);
}

CatalogArguments loadCatalogArguments(const QString &catalogFile, const QString &flavour)
{
    CatalogArguments parsed;
    if (flavour == QLatin1String("vertex")) {
        parsed.flavour = JobFlavour::Vertex;
    } else if (flavour == QLatin1String("ai-platform")) {
        parsed.flavour = JobFlavour::AiPlatform;
    } else if (!flavour.isEmpty()) {
        parsed.error = tr("--flavour takes 'vertex' or 'ai-platform', not '%1'").arg(flavour);
        return parsed;
    }
    if (catalogFile.isEmpty()) {
        parsed.catalog = Catalog::builtInPtr();
        return parsed;
    }
    const CatalogLoadResult loaded = Catalog::loadFromFile(catalogFile);
    if (!loaded.ok()) {
        parsed.catalogDiagnostics = loaded.diagnostics;
        parsed.error = tr("the catalog file %1 was refused").arg(catalogFile);
        return parsed;
    }
    parsed.catalog = loaded.catalog;
    return parsed;
}

QString priceText(std::optional<double> price)
{
    return price ? QString::number(*price, 'f', 2) : QStringLiteral("?");
}

} // namespace Poolcraft
