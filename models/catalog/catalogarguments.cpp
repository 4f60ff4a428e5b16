#include "catalogarguments.h"

#include <QCoreApplication>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class CatalogArgumentsMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::CatalogArguments)
};

} // namespace

CatalogArguments loadCatalogArguments(const QString &catalogFile, const QString &flavour)
{
    CatalogArguments parsed;
    if (flavour == QLatin1String("vertex")) {
        parsed.flavour = JobFlavour::Vertex;
    } else if (flavour == QLatin1String("ai-platform")) {
        parsed.flavour = JobFlavour::AiPlatform;
    } else if (!flavour.isEmpty()) {
        parsed.error = CatalogArgumentsMessages::tr("--flavour takes 'vertex' or 'ai-platform', not '%1'").arg(flavour);
        return parsed;
    }
    if (catalogFile.isEmpty()) {
        parsed.catalog = Catalog::builtInPtr();
        return parsed;
    }
    const CatalogLoadResult loaded = Catalog::loadFromFile(catalogFile);
    if (!loaded.ok()) {
        parsed.catalogDiagnostics = loaded.diagnostics;
        parsed.error = CatalogArgumentsMessages::tr("the catalog file %1 was refused").arg(catalogFile);
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
