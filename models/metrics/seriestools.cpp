#include "models/metrics/seriestools.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Poolcraft {

namespace {

std::vector<QPointF> finitePoints(std::span<const QPointF> points)
{
    std::vector<QPointF> result;
    result.reserve(points.size());
    for (const QPointF &p : points) {
        if (std::isfinite(p.y()) && std::isfinite(p.x()))
            result.push_back(p);
    }
    return result;
}

bool allFinite(std::span<const QPointF> points)
{
    for (const QPointF &p : points) {
        if (!std::isfinite(p.y()) || !std::isfinite(p.x()))
            return false;
    }
    return true;
}

// Largest-Triangle-Three-Buckets (Steinarsson 2013) over finite points.
std::vector<QPointF> lttb(std::span<const QPointF> data, qsizetype threshold)
{
    const qsizetype n = qsizetype(data.size());
    if (threshold >= n || threshold < 3)
        return std::vector<QPointF>(data.begin(), data.end());
    std::vector<QPointF> sampled;
    sampled.reserve(size_t(threshold));
    const double every = double(n - 2) / double(threshold - 2);
    qsizetype a = 0;
    sampled.push_back(data[0]);
    for (qsizetype i = 0; i < threshold - 2; ++i) {
        // The average of the next bucket is the third corner of the triangle.
        qsizetype avgStart = qsizetype(std::floor((i + 1) * every)) + 1;
        qsizetype avgEnd = qMin(qsizetype(std::floor((i + 2) * every)) + 1, n);
        double avgX = 0;
        double avgY = 0;
        for (qsizetype j = avgStart; j < avgEnd; ++j) {
            avgX += data[j].x();
            avgY += data[j].y();
        }
        const qsizetype avgCount = qMax<qsizetype>(avgEnd - avgStart, 1);
        if (avgEnd <= avgStart) {
            avgX = data[n - 1].x();
            avgY = data[n - 1].y();
        } else {
            avgX /= double(avgCount);
            avgY /= double(avgCount);
        }
        const qsizetype rangeStart = qsizetype(std::floor(i * every)) + 1;
        const qsizetype rangeEnd = qsizetype(std::floor((i + 1) * every)) + 1;
        const double ax = data[a].x();
        const double ay = data[a].y();
        double maxArea = -1;
        qsizetype chosen = rangeStart;
        for (qsizetype j = rangeStart; j < rangeEnd; ++j) {
            const double area = std::abs((ax - avgX) * (data[j].y() - ay)
                                         - (ax - data[j].x()) * (avgY - ay));
            if (area > maxArea) {
                maxArea = area;
                chosen = j;
            }
        }
        sampled.push_back(data[chosen]);
        a = chosen;
    }
    sampled.push_back(data[n - 1]);
    return sampled;
}

} // namespace

std::vector<QPointF> downsampleLttb(std::span<const QPointF> points, qsizetype threshold)
{
    if (allFinite(points))
        return lttb(points, threshold);
    const std::vector<QPointF> finite = finitePoints(points);
    return lttb(finite, threshold);
}

std::vector<QPointF> downsampleMinMaxLttb(std::span<const QPointF> points, qsizetype threshold,
                                          int ratio)
{
    std::vector<QPointF> finite;
    if (!allFinite(points)) {
        finite = finitePoints(points);
        points = finite;
    }
    const auto scan = [points](qsizetype begin, qsizetype end) {
        qsizetype minIndex = begin;
        qsizetype maxIndex = begin;
        double minY = points[begin].y();
        double maxY = minY;
        for (qsizetype j = begin + 1; j < end; ++j) {
            const double y = points[j].y();
            if (y < minY) {
                minY = y;
                minIndex = j;
            } else if (y > maxY) {
                maxY = y;
                maxIndex = j;
            }
        }
        return std::make_pair(minIndex, maxIndex);
    };
    return minMaxLttb(qsizetype(points.size()), [points](qsizetype i) { return points[i]; },
                      scan, threshold, ratio);
}

std::vector<QPointF> minMaxLttb(qsizetype count, const PointAt &pointAt,
                                const ExtremesOf &extremesOf, qsizetype threshold, int ratio)
{
    const qsizetype n = count;
    const qsizetype buckets = qMax<qsizetype>(threshold * qMax(ratio, 1) / 2, 1);
    std::vector<QPointF> candidates;
    if (threshold < 3 || n <= threshold || n <= 2 * buckets + 2) {
        // Few enough to hand to LTTB as they are: O(threshold * ratio) at most.
        candidates.reserve(size_t(n));
        for (qsizetype i = 0; i < n; ++i)
            candidates.push_back(pointAt(i));
        return lttb(candidates, threshold);
    }
    // Min and max of each bucket of the inner points, in x order, plus both ends.
    candidates.reserve(size_t(2 * buckets + 2));
    candidates.push_back(pointAt(0));
    const double every = double(n - 2) / double(buckets);
    for (qsizetype b = 0; b < buckets; ++b) {
        const qsizetype start = qsizetype(b * every) + 1;
        const qsizetype end = qMin(qsizetype((b + 1) * every) + 1, n - 1);
        if (start >= end)
            continue;
        const auto [minIndex, maxIndex] = extremesOf(start, end);
        candidates.push_back(pointAt(qMin(minIndex, maxIndex)));
        if (minIndex != maxIndex)
            candidates.push_back(pointAt(qMax(minIndex, maxIndex)));
    }
    candidates.push_back(pointAt(n - 1));
    return lttb(candidates, threshold);
}

std::vector<double> smoothEma(std::span<const double> values, double weight)
{
    std::vector<double> smoothed;
    smoothed.reserve(values.size());
    EmaSmoother smoother(weight);
    for (double v : values)
        smoothed.push_back(smoother.add(v));
    return smoothed;
}

double EmaSmoother::add(double value)
{
    if (!std::isfinite(value))
        return value;
    m_last = m_last * m_weight + (1 - m_weight) * value;
    m_power *= m_weight;
    m_min = qMin(m_min, value);
    m_max = qMax(m_max, value);
    if (m_min == m_max)
        return value;
    const double debias = m_weight == 1 ? 1 : 1 - m_power;
    // The debiased average lies within the values' range; rounding must not take it out.
    return std::clamp(m_last / debias, m_min, m_max);
}

void MetricSeries::append(double x, double y)
{
    m_points.emplace_back(x, y);
    if (m_rangeKnown && std::isfinite(y)) {
        m_minY = qMin(m_minY, y);
        m_maxY = qMax(m_maxY, y);
    }
}

void MetricSeries::reserve(qsizetype count)
{
    if (size_t(count) > m_points.capacity())
        m_points.reserve(qMax(size_t(count), 2 * m_points.capacity()));
}

void MetricSeries::truncate(qsizetype size)
{
    if (size >= this->size())
        return;
    m_points.resize(size_t(qMax<qsizetype>(size, 0)));
    m_rangeKnown = false;
}

void MetricSeries::clear()
{
    m_points.clear();
    m_minY = std::numeric_limits<double>::infinity();
    m_maxY = -std::numeric_limits<double>::infinity();
    m_rangeKnown = true;
}

double MetricSeries::minY() const
{
    updateRange();
    return m_minY;
}

double MetricSeries::maxY() const
{
    updateRange();
    return m_maxY;
}

void MetricSeries::updateRange() const
{
    if (m_rangeKnown)
        return;
    m_minY = std::numeric_limits<double>::infinity();
    m_maxY = -std::numeric_limits<double>::infinity();
    for (const QPointF &p : m_points) {
        if (std::isfinite(p.y())) {
            m_minY = qMin(m_minY, p.y());
            m_maxY = qMax(m_maxY, p.y());
        }
    }
    m_rangeKnown = true;
}

} // namespace Poolcraft
