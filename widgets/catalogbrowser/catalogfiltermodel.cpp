#include "catalogfiltermodel.h"

#include "catalogtablemodel.h"

namespace Poolcraft {

namespace {

MachineSize sizeOf(const CatalogRow &row)
{
    return {row.series, row.vcpus, row.memoryGb, row.machineType};
}

} // namespace

CatalogFilterModel::CatalogFilterModel(CatalogTableModel *source, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_table(source)
{
    setSourceModel(source);
    setSortRole(Qt::UserRole);
}

void CatalogFilterModel::setQuery(const QString &text)
{
    m_query = CatalogQuery(text);
    invalidateFilter();
}

bool CatalogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    if (m_query.isEmpty())
        return true;
    const CatalogRow &row = m_table->row(sourceRow);
    return m_query.matches(QStringList{row.machineType, row.series, row.accelerator}
                           + row.regions);
}

bool CatalogFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.column() != CatalogTableModel::MachineColumn)
        return QSortFilterProxyModel::lessThan(left, right);
    const CatalogRow &a = m_table->row(left.row());
    const CatalogRow &b = m_table->row(right.row());
    if (a.machineType == b.machineType)
        return a.accelerator < b.accelerator;
    return machineSizeLess(sizeOf(a), sizeOf(b));
}

} // namespace Poolcraft
