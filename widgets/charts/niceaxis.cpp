#include "niceaxis.h"

#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Poolcraft {

double niceStep(double span, int maxTicks)
{
    const double roughStep = span / std::clamp(maxTicks, 1, 5);
    if (!(roughStep > 0) || !std::isfinite(roughStep))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(roughStep)));
    const double fraction = roughStep / magnitude;
    // Rounded to the nearest, so a roomy axis gets between four and eight ticks.
    double step = (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10) * magnitude;
    while (span / step > maxTicks) {
        const double stepMagnitude = std::pow(10.0, std::floor(std::log10(step)));
        const double stepFraction = step / stepMagnitude; // about 1, 2 or 5
        step = (stepFraction < 1.5 ? 2 : stepFraction < 3 ? 5 : 10) * stepMagnitude;
    }
    return step;
}

void setSteadyRange(QValueAxis *axis, double low, double high, double pad, double headroom,
                    int maxTicks, AxisLimits limits)
{
    const double wantedLow = std::max(low - pad, std::min(low, limits.floor));
    const double wantedHigh = std::min(high + pad, std::max(high, limits.ceiling));
    const double span = axis->max() - axis->min();
    const bool inside = axis->min() <= low && axis->max() >= high
                        && axis->tickType() == QValueAxis::TicksDynamic
                        && span <= axis->tickInterval() * maxTicks * 1.001;
    if (inside && span <= 1.3 * (wantedHigh - wantedLow))
        return;
    const double paddedHigh = std::min(wantedHigh + headroom * (wantedHigh - wantedLow),
                                       std::max(high, limits.ceiling));
    const double step = std::max(niceStep(paddedHigh - wantedLow, maxTicks), limits.minStep);
    const double niceLow = std::max(std::floor(wantedLow / step) * step,
                                    std::min(wantedLow, limits.floor));
    // QtCharts finds ticks by adding the step to the anchor: the last one lands a rounding
    // error past a range that ends exactly on it, and its label goes missing.
    const double lastTick = std::max(std::min(std::ceil(paddedHigh / step) * step,
                                              std::max(paddedHigh, limits.ceiling)),
                                     niceLow + step);
    const double niceHigh = lastTick + step * 1e-10;
    if (axis->min() == niceLow && axis->max() == niceHigh && axis->tickInterval() == step
        && axis->tickType() == QValueAxis::TicksDynamic)
        return; // rounding made the range wider than the rule above keeps: it is still right
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(niceLow);
    axis->setTickInterval(step);
    axis->setRange(niceLow, niceHigh);
}

int ticksThatFit(double length, double labelLength)
{
    return std::max(1, int(length / std::max(labelLength, 1.0)));
}

void fitValueAxis(QValueAxis *axis, double low, double high, double length)
{
    const double pad = high > low ? (high - low) * 0.05 : std::max(std::abs(low) * 0.05, 0.5);
    // Labels two lines apart; before the first layout the axis has no length yet.
    const double labelLength = 2 * QFontMetricsF(axis->labelsFont()).height();
    const int maxTicks = length > 0 ? ticksThatFit(length, labelLength) : 5;
    axis->setLabelFormat(QStringLiteral("%g"));
    setSteadyRange(axis, low, high, pad, 0, maxTicks, {});
}

} // namespace Poolcraft
