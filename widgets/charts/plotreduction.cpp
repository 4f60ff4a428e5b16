#include "plotreduction.h"

#include <algorithm>
#include <cmath>

namespace Poolcraft {

QList<QPointF> largestTriangleThreeBuckets(std::span<const QPointF> points, int threshold)
{
    const qsizetype n = qsizetype(points.size());
    if (threshold < 3 || n <= threshold)
        return QList<QPointF>(points.begin(), points.end());
    QList<QPointF> sampled;
    sampled.reserve(threshold);
    sampled.append(points[0]);
    const double bucketSize = double(n - 2) / double(threshold - 2);
    qsizetype previous = 0;
    for (int bucket = 0; bucket < threshold - 2; ++bucket) {
        const qsizetype start = qsizetype(std::floor(bucket * bucketSize)) + 1;
        const qsizetype end = std::min(qsizetype(std::floor((bucket + 1) * bucketSize)) + 1,
                                       n - 1);
        const qsizetype nextStart = end;
        const qsizetype nextEnd = std::min(qsizetype(std::floor((bucket + 2) * bucketSize)) + 1,
                                           n);
        double meanX = 0;
        double meanY = 0;
        const qsizetype nextCount = std::max<qsizetype>(1, nextEnd - nextStart);
        for (qsizetype i = nextStart; i < nextEnd; ++i) {
            meanX += points[size_t(i)].x();
            meanY += points[size_t(i)].y();
        }
        meanX /= double(nextCount);
        meanY /= double(nextCount);
        const QPointF a = points[size_t(previous)];
        double bestArea = -1;
        qsizetype best = start;
        for (qsizetype i = start; i < end; ++i) {
            const QPointF p = points[size_t(i)];
            const double area = std::abs((a.x() - meanX) * (p.y() - a.y())
                                         - (a.x() - p.x()) * (meanY - a.y()));
            if (area > bestArea) {
                bestArea = area;
                best = i;
            }
        }
        sampled.append(points[size_t(best)]);
        previous = best;
    }
    sampled.append(points[size_t(n - 1)]);
    return sampled;
}

QList<QPointF> minMaxLttb(std::span<const QPointF> points, int threshold, int ratio)
{
    const qsizetype n = qsizetype(points.size());
    if (threshold < 3 || n <= threshold)
        return QList<QPointF>(points.begin(), points.end());
    const qsizetype candidates = qsizetype(threshold) * std::max(ratio, 1);
    if (n <= candidates * 2)
        return largestTriangleThreeBuckets(points, threshold);
    // Two points (min and max, in x order) per preselection bucket; keep first and last.
    const qsizetype buckets = candidates / 2;
    std::vector<QPointF> preselected;
    preselected.reserve(size_t(buckets * 2 + 2));
    preselected.push_back(points[0]);
    const double bucketSize = double(n - 2) / double(buckets);
    for (qsizetype bucket = 0; bucket < buckets; ++bucket) {
        const qsizetype start = qsizetype(bucket * bucketSize) + 1;
        const qsizetype end = std::min(qsizetype((bucket + 1) * bucketSize) + 1, n - 1);
        if (start >= end)
            continue;
        qsizetype low = start;
        qsizetype high = start;
        for (qsizetype i = start + 1; i < end; ++i) {
            const double y = points[size_t(i)].y();
            if (y < points[size_t(low)].y())
                low = i;
            if (y > points[size_t(high)].y())
                high = i;
        }
        preselected.push_back(points[size_t(std::min(low, high))]);
        if (low != high)
            preselected.push_back(points[size_t(std::max(low, high))]);
    }
    preselected.push_back(points[size_t(n - 1)]);
    return largestTriangleThreeBuckets(preselected, threshold);
}

QList<QPointF> debiasedEma(std::span<const QPointF> points, double weight)
{
    QList<QPointF> smoothed(points.begin(), points.end());
    weight = std::clamp(weight, 0.0, 0.999);
    if (weight == 0 || points.empty())
        return smoothed;
    const double first = points.front().y();
    const bool constant = std::all_of(points.begin(), points.end(), [first](const QPointF &p) {
        return p.y() == first;
    });
    if (constant)
        return smoothed;
    double last = 0;
    int accumulated = 0;
    for (QPointF &point : smoothed) {
        const double y = point.y();
        if (!std::isfinite(y))
            continue;
        last = last * weight + (1 - weight) * y;
        ++accumulated;
        const double debias = 1 - std::pow(weight, accumulated);
        point.setY(last / debias);
    }
    return smoothed;
}

} // namespace Poolcraft
