#pragma once

#include <QTimer>
#include <QWidget>

class QGridLayout;

namespace Poolcraft {

class PoolCard;

// The pool cards, two side by side where the width given to them takes two, else one
// above the other. Cards side by side get the same height for each row, so a message
// under one card's field does not push its rows out of line with its neighbour's.
//
// The width comes from `widthSource` (the viewport of the scroll area the grid is on): the
// grid's own width cannot shrink below two cards while it shows two.
class PoolCardGrid : public QWidget
{
    Q_OBJECT

public:
    explicit PoolCardGrid(QWidget *widthSource, QWidget *parent = nullptr);

    void addCard(PoolCard *card);
    int columnCount() const { return m_columns; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void arrange();
    void alignRows();
    int twoColumnWidth() const;

    QWidget *m_widthSource;
    QGridLayout *m_grid;
    QList<PoolCard *> m_cards;
    int m_columns = 0;
    QTimer m_alignTimer;
};

} // namespace Poolcraft
