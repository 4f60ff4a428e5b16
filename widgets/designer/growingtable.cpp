#include "growingtable.h"

#include <QHeaderView>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>

namespace Poolcraft {

GrowingTable::GrowingTable(const QStringList &headers, int minRows, int maxRows,
                           QWidget *parent)
    : QTableWidget(0, int(headers.size()), parent)
    , m_minRows(minRows)
    , m_maxRows(maxRows)
{
    setHorizontalHeaderLabels(headers);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setVisible(false);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    const auto grow = [this] { updateGeometry(); };
    connect(model(), &QAbstractItemModel::rowsInserted, this, grow);
    connect(model(), &QAbstractItemModel::rowsRemoved, this, grow);
    connect(model(), &QAbstractItemModel::modelReset, this, grow);
}

int GrowingTable::heightForRows(int rows) const
{
    return 2 * frameWidth() + horizontalHeader()->sizeHint().height()
           + rows * verticalHeader()->defaultSectionSize();
}

QSize GrowingTable::sizeHint() const
{
    return {QTableWidget::sizeHint().width(),
            heightForRows(std::clamp(rowCount(), m_minRows, m_maxRows))};
}

QSize GrowingTable::minimumSizeHint() const
{
    return {QTableWidget::minimumSizeHint().width(), sizeHint().height()};
}

void GrowingTable::appendAndEdit(const QStringList &texts)
{
    const int row = rowCount();
    insertRow(row);
    for (int column = 0; column < columnCount(); ++column)
        setItem(row, column, new QTableWidgetItem(texts.value(column)));
    QTableWidgetItem *first = item(row, 0);
    setCurrentItem(first);
    // Scrolled to once the table has grown by the row and the page has made room for it.
    QTimer::singleShot(0, this, [this, row] { bringIntoView(row); });
    editItem(first);
}

void GrowingTable::bringIntoView(int row)
{
    const QModelIndex cell = model()->index(row, 0);
    if (!cell.isValid())
        return; // gone meanwhile (an undo)
    scrollTo(cell);
    // The table may lie below the fold of the page it is on: show the row there too.
    for (QWidget *ancestor = parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(ancestor)) {
            const QRect rect = visualRect(cell);
            const QPoint centre = viewport()->mapTo(area->widget(), rect.center());
            area->ensureVisible(centre.x(), centre.y(), 0, rect.height());
            return;
        }
    }
}

} // namespace Poolcraft
