#pragma once

#include <QPointF>

#include <functional>
#include <limits>
#include <span>
#include <utility>
#include <vector>

namespace Poolcraft {

// Downsampling for charts: a few thousand points that look like the million behind them.
// Points must be sorted by x; non-finite y values are skipped (a chart shows them as gaps).
// Both return the chosen points in x order; first and last points are always kept, and an
// input no larger than `threshold` is returned as it is (without non-finite points).
std::vector<QPointF> downsampleLttb(std::span<const QPointF> points, qsizetype threshold);
// MinMax-LTTB (Van Der Donckt et al., 2022): keep the min and max of `ratio * threshold`
// buckets first, then run LTTB on those: nearly LTTB's picture at a fraction of its cost.
std::vector<QPointF> downsampleMinMaxLttb(std::span<const QPointF> points, qsizetype threshold,
                                          int ratio = 4);
// The same MinMax-LTTB over `count` finite points reached through `pointAt`, where
// `extremesOf(begin, end)` gives the leftmost minimum's and maximum's index in [begin, end):
// a scan for the function above, a RangeExtremes index for a series that keeps growing.
using PointAt = std::function<QPointF(qsizetype)>;
using ExtremesOf = std::function<std::pair<qsizetype, qsizetype>(qsizetype, qsizetype)>;
std::vector<QPointF> minMaxLttb(qsizetype count, const PointAt &pointAt,
                                const ExtremesOf &extremesOf, qsizetype threshold, int ratio = 4);

// TensorBoard's debiased exponential moving average: smoothed_i = last_i / (1 - w^n), with
// last_i = last_{i-1} * w + (1 - w) * y_i over the n finite values so far. Non-finite values
// pass through unchanged and do not advance the average. While every finite value so far is
// the same, that value is returned as is (the formula would only add rounding), and a
// smoothed value never leaves the range of the values it averages (nor overflows).
std::vector<double> smoothEma(std::span<const double> values, double weight = 0.6);

// smoothEma one value at a time: a value's smoothing depends only on the values before it,
// so a growing series is smoothed in O(new values) and equals smoothEma of the whole.
class EmaSmoother
{
public:
    explicit EmaSmoother(double weight = 0.6) : m_weight(weight) {}
    double weight() const { return m_weight; }
    double add(double value);

private:
    double m_weight;
    double m_last = 0;
    double m_power = 1; // weight^count, kept as a running product instead of std::pow
    double m_min = std::numeric_limits<double>::infinity();
    double m_max = -std::numeric_limits<double>::infinity();
};

// One metric's points for a chart: appends in amortised O(1), keeps its y range.
class MetricSeries
{
public:
    void append(double x, double y);
    // Grows at least geometrically: reserving before every one-point append stays O(1).
    void reserve(qsizetype count);
    void truncate(qsizetype size); // drops the points from `size` on
    void clear();
    qsizetype size() const { return qsizetype(m_points.size()); }
    std::span<const QPointF> points() const { return m_points; }
    double minY() const; // over finite values; +inf when none
    double maxY() const;

private:
    void updateRange() const;

    std::vector<QPointF> m_points;
    // Found again only when asked after a truncation: rewriting the last point stays O(1).
    mutable double m_minY = std::numeric_limits<double>::infinity();
    mutable double m_maxY = -std::numeric_limits<double>::infinity();
    mutable bool m_rangeKnown = true;
};

} // namespace Poolcraft
