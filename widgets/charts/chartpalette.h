#pragma once

#include <QPalette>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace Poolcraft {

// QtCharts paints with its own theme, not the widget's palette: this carries the palette's
// background, text and grid colours onto a chart, so that it reads in the light and the
// dark look alike. Series keep their colours (runs are told apart by them).
class ChartPalette
{
public:
    static void apply(QChart *chart, const QPalette &palette);
    // Applies the view's palette to its chart now and whenever the palette changes (a
    // theme switch); a chart set later is the caller's to apply().
    static void follow(QChartView *view);
};

} // namespace Poolcraft
