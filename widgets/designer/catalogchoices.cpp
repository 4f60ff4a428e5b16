#include "catalogchoices.h"

#if __has_include("models/catalog/catalog.h")
#include "models/catalog/catalog.h"
#include "models/validation/validator.h"
#define POOLCRAFT_HAS_CATALOG 1
#endif

#include <QCoreApplication>

namespace Poolcraft {

#ifndef POOLCRAFT_HAS_CATALOG
class Catalog
{};
#endif

CatalogChoices::CatalogChoices() = default;
CatalogChoices::~CatalogChoices() = default;

bool CatalogChoices::isLoaded() const
{
    return m_catalog != nullptr;
}

QList<MachineChoice> CatalogChoices::machines() const { return {}; }
QList<AcceleratorChoice> CatalogChoices::accelerators(const QString &) const { return {}; }
QList<int> CatalogChoices::counts(const QString &, const QString &) const { return {}; }
QStringList CatalogChoices::regionNames() const { return {}; }
QList<RegionChoice> CatalogChoices::regions(const JobDocument &) const { return {}; }
QList<CatalogRow> CatalogChoices::catalogRows(const QString &) const { return {}; }
Diagnostics CatalogChoices::validate(const JobDocument &) const
{
    Diagnostic missing;
    missing.severity = Severity::Warning;
    missing.ruleId = QStringLiteral("catalog-missing");
    missing.message = QCoreApplication::translate("Poolcraft::CatalogChoices",
                                                  "No catalog is loaded: machine types, GPUs "
                                                  "and regions cannot be checked.");
    return {missing};
}

} // namespace Poolcraft
