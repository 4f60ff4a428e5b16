#include "pointseries.h"

#include <QImage>
#include <QLineSeries>
#include <QPainter>

#include <cmath>

namespace Poolcraft {

QLineSeries *newPointSeries(const QColor &colour, qreal diameter)
{
    auto *series = new QLineSeries;
    const int pixels = int(std::ceil(diameter));
    QImage marker(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    marker.fill(Qt::transparent);
    QPainter painter(&marker);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(0, 0, diameter, diameter));
    painter.end();
    series->setPen(QPen(Qt::transparent));
    series->setPointsVisible(true);
    series->setMarkerSize(diameter);
    series->setLightMarker(marker);
    return series;
}

} // namespace Poolcraft
