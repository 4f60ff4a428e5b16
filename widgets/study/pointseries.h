#pragma once

#include <QColor>

class QLineSeries;

namespace Poolcraft {

// A series of points for thousands of trials. Qt's scatter series keeps a graphics item per
// marker and revisits every one of them at each change: an append costs O(points) with a
// large constant. This is a line series with no line, each point painted as the same small
// image (Qt's light marker) in one pass.
QLineSeries *newPointSeries(const QColor &colour, qreal diameter);

} // namespace Poolcraft
