#pragma once

#include "widgets/designer/catalogchoices.h"

#include <QAbstractTableModel>

namespace Poolcraft {

// Machine type × accelerator pairs with their valid counts and price: a thin adapter over
// the rows CatalogChoices gives, replaced as a whole when the region filter changes.
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        MachineColumn, SeriesColumn, VcpuColumn, MemoryColumn, AcceleratorColumn,
        CountsColumn, PriceColumn, RegionsColumn, ColumnCount
    };

    explicit CatalogTableModel(QObject *parent = nullptr);

    void setRows(const QList<CatalogRow> &rows);
    const CatalogRow &row(int index) const { return m_rows.at(index); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<CatalogRow> m_rows;
};

} // namespace Poolcraft
