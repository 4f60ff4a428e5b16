#include "catalogtablemodel.h"

#include <QLocale>

namespace Poolcraft {

CatalogTableModel::CatalogTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void CatalogTableModel::setRows(const QList<CatalogRow> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const CatalogRow &r = m_rows.at(index.row());
    if (role == Qt::TextAlignmentRole) {
        const bool number = index.column() == VcpuColumn || index.column() == MemoryColumn
                            || index.column() == PriceColumn;
        return number ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    // The sort role gives numbers so that 96 vCPUs sort after 8.
    if (role != Qt::DisplayRole && role != Qt::UserRole && role != Qt::ToolTipRole)
        return {};
    const bool sortValue = role == Qt::UserRole;
    QStringList counts;
    for (int c : r.counts)
        counts << QString::number(c);
    switch (index.column()) {
    case MachineColumn: return r.machineType;
    case SeriesColumn: return r.series;
    case VcpuColumn: return r.vcpus;
    case MemoryColumn:
        return sortValue ? QVariant(r.memoryGb) : QVariant(tr("%1 GB").arg(r.memoryGb));
    case AcceleratorColumn: return r.accelerator;
    case CountsColumn: return counts.join(QStringLiteral(", "));
    case PriceColumn:
        if (sortValue)
            return r.gpuPricePerHour;
        return r.gpuPricePerHour < 0 ? tr("unknown")
                                     : tr("$%1/h").arg(QLocale().toString(r.gpuPricePerHour,
                                                                          'f', 2));
    case RegionsColumn:
        if (role == Qt::ToolTipRole)
            return r.regions.join(QLatin1Char('\n'));
        return sortValue ? QVariant(int(r.regions.size()))
                         : QVariant(r.regions.join(QStringLiteral(", ")));
    }
    return {};
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MachineColumn: return tr("Machine type");
    case SeriesColumn: return tr("Series");
    case VcpuColumn: return tr("vCPUs");
    case MemoryColumn: return tr("Memory");
    case AcceleratorColumn: return tr("Accelerator");
    case CountsColumn: return tr("Valid counts");
    case PriceColumn: return tr("Price per GPU");
    case RegionsColumn: return tr("Regions");
    }
    return {};
}

} // namespace Poolcraft
