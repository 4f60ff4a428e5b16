#include "models/metrics/seriestools.h"

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
    const qsizetype n = qsizetype(points.size());
    const qsizetype buckets = qMax<qsizetype>(threshold * qMax(ratio, 1) / 2, 1);
    if (threshold < 3 || n <= threshold || n <= 2 * buckets + 2)
        return lttb(points, threshold);
    // Min and max of each bucket of the inner points, in x order, plus both ends.
    std::vector<QPointF> candidates;
    candidates.reserve(size_t(2 * buckets + 2));
    candidates.push_back(points[0]);
    const double every = double(n - 2) / double(buckets);
    for (qsizetype b = 0; b < buckets; ++b) {
        const qsizetype start = qsizetype(b * every) + 1;
        const qsizetype end = qMin(qsizetype((b + 1) * every) + 1, n - 1);
        if (start >= end)
            continue;
        qsizetype minIndex = start;
        qsizetype maxIndex = start;
        double minY = points[start].y();
        double maxY = minY;
        for (qsizetype j = start + 1; j < end; ++j) {
            const double y = points[j].y();
            if (y < minY) {
                minY = y;
                minIndex = j;
            } else if (y > maxY) {
                maxY = y;
                maxIndex = j;
            }
        }
        candidates.push_back(points[qMin(minIndex, maxIndex)]);
        if (minIndex != maxIndex)
            candidates.push_back(points[qMax(minIndex, maxIndex)]);
    }
    candidates.push_back(points[n - 1]);
    return lttb(candidates, threshold);
}

std::vector<double> smoothEma(std::span<const double> values, double weight)
{
    std::vector<double> smoothed(values.begin(), values.end());
    if (values.empty())
        return smoothed;
    bool constant = true;
    for (double v : values) {
        if (!(v == values[0])) {
            constant = false;
            break;
        }
    }
    if (constant)
        return smoothed;
    double last = 0;
    int count = 0;
    for (size_t i = 0; i < values.size(); ++i) {
        const double v = values[i];
        if (!std::isfinite(v))
            continue;
        last = last * weight + (1 - weight) * v;
        ++count;
        const double debias = weight == 1 ? 1 : 1 - std::pow(weight, count);
        smoothed[i] = last / debias;
    }
    return smoothed;
}

void MetricSeries::append(double x, double y)
{
    m_points.emplace_back(x, y);
    if (std::isfinite(y)) {
        m_minY = qMin(m_minY, y);
        m_maxY = qMax(m_maxY, y);
    }
}

void MetricSeries::clear()
{
    m_points.clear();
    m_minY = std::numeric_limits<double>::infinity();
    m_maxY = -std::numeric_limits<double>::infinity();
}

} // namespace Poolcraft
