#pragma once

#include <QTableWidget>

namespace Poolcraft {

// A table as tall as its rows, between `minRows` and `maxRows` of them: a short list shows
// whole rows and no empty space, a long one scrolls. The columns share the width, so there
// is never a horizontal scroll bar to take a row's room.
class GrowingTable : public QTableWidget
{
    Q_OBJECT

public:
    GrowingTable(const QStringList &headers, int minRows, int maxRows,
                 QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Adds a row at the end, shows it and opens the editor on its first cell.
    void appendAndEdit(const QStringList &texts);

private:
    void bringIntoView(int row);
    int heightForRows(int rows) const;

    int m_minRows;
    int m_maxRows;
};

} // namespace Poolcraft
