#pragma once

#include <QPointF>

#include <limits>
#include <span>
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

// TensorBoard's debiased exponential moving average: smoothed_i = last_i / (1 - w^n), with
// last_i = last_{i-1} * w + (1 - w) * y_i over the n finite values so far. Non-finite values
// pass through unchanged and do not advance the average; a constant series is returned as is.
std::vector<double> smoothEma(std::span<const double> values, double weight = 0.6);

// One metric's points for a chart: appends in amortised O(1), keeps its y range.
class MetricSeries
{
public:
    void append(double x, double y);
    void reserve(qsizetype count) { m_points.reserve(size_t(count)); }
    void clear();
    qsizetype size() const { return qsizetype(m_points.size()); }
    std::span<const QPointF> points() const { return m_points; }
    double minY() const { return m_minY; } // over finite values; +inf when none
    double maxY() const { return m_maxY; }

private:
    std::vector<QPointF> m_points;
    double m_minY = std::numeric_limits<double>::infinity();
    double m_maxY = -std::numeric_limits<double>::infinity();
};

} // namespace Poolcraft
