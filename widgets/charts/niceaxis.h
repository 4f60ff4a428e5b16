#pragma once

#include <limits>

class QValueAxis;

namespace Poolcraft {

// Value axes that read at a glance, for every chart: ranges that end on whole ticks of a
// 1-2-5 step ("0.2, 0.4, 0.6", not "0.23, 0.78") and no more ticks than their labels have
// room for.

// 1, 2 or 5 times a power of ten: a tick step people read at a glance; the smallest such
// step that cuts `span` into at most `maxTicks` intervals, and about five where room allows.
double niceStep(double span, int maxTicks);

// Where an axis may go: not below zero for data that never is (epochs, losses), not
// past 1 for a fraction (accuracy), so a flat or one-point line does not make the axis
// read -0.5 .. 1.2.
struct AxisLimits
{
    double floor = std::numeric_limits<double>::lowest();
    double ceiling = std::numeric_limits<double>::max();
    double minStep = 0; // 1 for whole epochs: no tick at epoch 0.5
};

// A live series grows every frame. Moving an axis makes QtCharts lay out and stroke every
// line of the chart again (~20 ms for ten series at screen width), so an axis keeps its range
// while the data stays inside it and still fills most of it; when it moves, it leaves
// `headroom` (a fraction of the span) past the data's end for the next points. The range
// ends on whole ticks of a 1-2-5 step, so the labels read "1, 2, 3", not "1, 2.05, 3.1"; there
// are at most `maxTicks` intervals, so the labels have room and are never cut to "…".
void setSteadyRange(QValueAxis *axis, double low, double high, double pad, double headroom,
                    int maxTicks, AxisLimits limits);

// The axis of values that do not grow along it (a study's metric): low..high with a little
// room on each side, on 1-2-5 ticks, as many as `length` pixels of axis have room for.
void fitValueAxis(QValueAxis *axis, double low, double high, double length);

// How many tick intervals fit `length` pixels when each label needs `labelLength` of them.
int ticksThatFit(double length, double labelLength);

} // namespace Poolcraft
