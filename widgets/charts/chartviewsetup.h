#pragma once

#include <QtGlobal>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace Poolcraft {

// What every chart view of the app needs, whatever it plots.
//
// It repaints the whole plot on every change. A QLineSeries with visible points reports
// bounds that leave out its markers' outer half. A partial repaint then leaves bits of a
// moved or removed marker on the plot.
//
// The metric lines and the study's trial points both draw markers. A line spans the plot
// anyway, so repainting all of it costs next to nothing more.
void setUpChartView(QChartView *view);

} // namespace Poolcraft
