#include "poolcardgrid.h"

#include "poolcard.h"

#include <QEvent>
#include <QGridLayout>

namespace Poolcraft {

PoolCardGrid::PoolCardGrid(QWidget *widthSource, QWidget *parent)
    : QWidget(parent)
    , m_widthSource(widthSource)
    , m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_alignTimer.setSingleShot(true);
    m_alignTimer.setInterval(0);
    connect(&m_alignTimer, &QTimer::timeout, this, &PoolCardGrid::alignRows);
    m_widthSource->installEventFilter(this);
}

void PoolCardGrid::addCard(PoolCard *card)
{
    m_cards << card;
    card->installEventFilter(this);
    m_columns = 0;
    arrange();
}

int PoolCardGrid::twoColumnWidth() const
{
    int card = 0;
    for (const PoolCard *c : m_cards)
        card = std::max(card, c->minimumSizeHint().width());
    const QMargins margins = parentWidget() && parentWidget()->layout()
                                 ? parentWidget()->layout()->contentsMargins()
                                 : QMargins();
    return 2 * card + m_grid->horizontalSpacing() + margins.left() + margins.right();
}

void PoolCardGrid::arrange()
{
    const int columns = m_widthSource->width() >= twoColumnWidth() ? 2 : 1;
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (PoolCard *card : std::as_const(m_cards))
        m_grid->removeWidget(card);
    for (int i = 0; i < m_cards.size(); ++i)
        m_grid->addWidget(m_cards[i], i / columns, i % columns);
    for (int column = 0; column < 2; ++column)
        m_grid->setColumnStretch(column, column < columns ? 1 : 0);
    m_alignTimer.start();
}

void PoolCardGrid::alignRows()
{
    for (int first = 0; first < m_cards.size(); first += m_columns) {
        const QList<PoolCard *> sideBySide = m_cards.mid(first, m_columns);
        QList<QList<QWidget *>> rows;
        for (const PoolCard *card : sideBySide)
            rows << card->rows();
        for (int row = 0; row < rows.first().size(); ++row) {
            int height = 0;
            if (sideBySide.size() > 1) {
                for (const QList<QWidget *> &cardRows : std::as_const(rows)) {
                    const QWidget *box = cardRows.value(row);
                    if (!box)
                        continue;
                    const int wanted = box->hasHeightForWidth()
                                           ? box->heightForWidth(box->width())
                                           : box->sizeHint().height();
                    height = std::max({height, wanted, box->minimumSizeHint().height()});
                }
            }
            // Alone in its row of the grid, a card needs no help: its rows take their own.
            for (const QList<QWidget *> &cardRows : std::as_const(rows)) {
                if (QWidget *box = cardRows.value(row))
                    box->setMinimumHeight(height);
            }
        }
    }
}

bool PoolCardGrid::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widthSource && event->type() == QEvent::Resize)
        arrange();
    else if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize)
        m_alignTimer.start(); // a message came or went, or the width changed the wrapping
    return QWidget::eventFilter(watched, event);
}

} // namespace Poolcraft
