#pragma once

#include <QList>
#include <QPointF>

#include <span>

namespace Poolcraft {

// What a chart does to a series before drawing it. Points are sorted by x.

// Largest-Triangle-Three-Buckets (Steinarsson 2013): keeps first and last points and, per
// bucket, the point making the largest triangle with the previous pick and the next bucket's
// mean. Returns the input unchanged when it has no more than `threshold` points.
QList<QPointF> largestTriangleThreeBuckets(std::span<const QPointF> points, int threshold);

// MinMaxLTTB (Van Der Donckt et al. 2023): min and max per bucket first (ratio x threshold
// candidates, O(n) and cache friendly), then LTTB on those. Same picture, far fewer triangles.
QList<QPointF> minMaxLttb(std::span<const QPointF> points, int threshold, int ratio = 4);

// TensorBoard's smoothing: exponential moving average debiased like Adam's moments, so the
// first points are not pulled towards zero. weight 0 = no smoothing; NaN/inf pass through.
// A constant series is returned unchanged.
QList<QPointF> debiasedEma(std::span<const QPointF> points, double weight);

} // namespace Poolcraft
