#include "catalogarguments.h"

#include <QCoreApplication>

namespace Poolcraft {

static QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::CatalogArguments", text);
}

CatalogArguments parseCatalogArguments(const QStringList &args)
{
    CatalogArguments parsed;
    QString catalogFile;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const bool isCatalog = arg == QLatin1String("--catalog")
                               || arg.startsWith(QLatin1String("--catalog="));
        const bool isFlavour = arg == QLatin1String("--flavour")
                               || arg.startsWith(QLatin1String("--flavour="));
        if (!isCatalog && !isFlavour) {
            parsed.rest.append(arg);
            continue;
        }
        QString value;
        if (arg.contains(QLatin1Char('='))) {
            value = arg.section(QLatin1Char('='), 1);
        } else if (i + 1 < args.size()) {
            value = args.at(++i);
        } else {
            parsed.error = tr("%1 needs a value").arg(arg);
            return parsed;
        }
        if (isCatalog) {
            catalogFile = value;
        } else if (value == QLatin1String("vertex")) {
            parsed.flavour = JobFlavour::Vertex;
        } else if (value == QLatin1String("ai-platform")) {
            parsed.flavour = JobFlavour::AiPlatform;
        } else {
            parsed.error = tr("--flavour takes 'vertex' or 'ai-platform', not '%1'").arg(value);
            return parsed;
        }
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
