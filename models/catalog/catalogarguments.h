#pragma once

#include "models/catalog/catalog.h"

#include <QStringList>

#include <optional>

namespace Poolcraft {

// The command-line options every catalog user shares: --catalog FILE (a newer catalog file
// instead of the built-in one) and --flavour vertex|ai-platform.
struct CatalogArguments
{
    CatalogPtr catalog;                 // the built-in catalog unless --catalog named one
    std::optional<JobFlavour> flavour;
    QString error;                      // for a person; empty when all went well
    Diagnostics catalogDiagnostics;     // why a --catalog file was refused
};

// The catalog named by --catalog (the built-in one when empty) and the flavour named by
// --flavour (none when empty).
CatalogArguments loadCatalogArguments(const QString &catalogFile, const QString &flavour);

// A price per hour as the command line prints it: "0.35", or "?" when unknown.
QString priceText(std::optional<double> price);

} // namespace Poolcraft
