#pragma once

#include "models/catalog/catalogsearch.h"

#include <QSortFilterProxyModel>

namespace Poolcraft {

class CatalogTableModel;

// The catalog table as the browser shows it: rows kept by CatalogQuery's word matching,
// machine types ordered by size rather than as text.
class CatalogFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CatalogFilterModel(CatalogTableModel *source, QObject *parent = nullptr);

    void setQuery(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    CatalogTableModel *m_table;
    CatalogQuery m_query;
};

} // namespace Poolcraft
