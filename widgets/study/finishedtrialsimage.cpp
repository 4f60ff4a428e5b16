#include "finishedtrialsimage.h"

#include "models/search/trialtablemodel.h"

#include <QPainter>
#include <QWidget>

namespace Poolcraft {

FinishedTrialsImage::FinishedTrialsImage(const TrialTableModel *model, DrawRow draw,
                                         Prepare prepare)
    : m_model(model)
    , m_draw(std::move(draw))
    , m_prepare(std::move(prepare))
{}

void FinishedTrialsImage::clear()
{
    m_drawn.clear();
    m_stale = true;
}

void FinishedTrialsImage::rowChanged(int row)
{
    m_drawn.resize(m_model->rowCount());
    if (m_drawn.at(row)) {
        // A done trial changed (a resumed study): the image no longer holds it.
        m_stale = true;
        m_drawn[row] = false;
    }
    if (m_stale || m_image.isNull() || !m_model->trial(row).isDone())
        return;
    QPainter painter(&m_image);
    m_prepare(painter);
    m_draw(painter, row);
    m_drawn[row] = true;
}

const QImage &FinishedTrialsImage::image(const QWidget *widget, const QColor &background)
{
    const QSize size = widget->size() * widget->devicePixelRatioF();
    if (!m_stale && m_image.size() == size)
        return m_image;
    m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
    m_image.setDevicePixelRatio(widget->devicePixelRatioF());
    m_image.fill(background);
    m_drawn.resize(m_model->rowCount());
    QPainter painter(&m_image);
    m_prepare(painter);
    for (int row = 0; row < m_drawn.size(); ++row) {
        m_drawn[row] = m_model->trial(row).isDone();
        if (m_drawn.at(row))
            m_draw(painter, row);
    }
    m_stale = false;
    return m_image;
}

} // namespace Poolcraft
