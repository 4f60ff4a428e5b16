#pragma once

#include "models/metrics/rangeextremes.h"
#include "models/metrics/seriestools.h"

#include <QPointF>

#include <span>
#include <vector>

namespace Poolcraft {

// One metric's two lines as a chart draws them, kept current while points arrive: the finite
// points and their debiased EMA (smoothEma), each indexed by RangeExtremes. Appending costs
// O(new points); reducing a line to screen width with MinMax-LTTB costs O(width * log n) and
// gives exactly downsampleMinMaxLttb of the whole line, so nothing is re-read per frame.
// Memory: three doubles per finite point (x, y, smoothed y) besides the source.
class ReducedSeries
{
public:
    explicit ReducedSeries(double smoothing = 0.6);

    // Catches up with `source`, whose first `unchanged` points are the ones read before (an
    // extractor may rewrite the running epoch): only the rest is read.
    void update(std::span<const QPointF> source, qsizetype unchanged);
    // A new weight smooths every point again: O(n) once per change, never per append.
    void setSmoothing(double weight);
    double smoothing() const { return m_ema.weight(); }
    void clear();

    qsizetype sourceSize() const { return m_sourceSize; }
    qsizetype size() const { return qsizetype(m_x.size()); } // finite points
    std::vector<QPointF> raw(qsizetype threshold) const { return reduce(m_raw, threshold); }
    std::vector<QPointF> smoothed(qsizetype threshold) const
    {
        return reduce(m_smoothed, threshold);
    }

private:
    // The EMA's state is saved every this many points, so that rewriting the last points
    // replays at most this many instead of the whole series.
    static constexpr qsizetype CheckpointEvery = 1024;

    void appendPoint(const QPointF &point);
    void appendSmoothed(double y);
    void truncateSource(qsizetype size);
    std::vector<QPointF> reduce(const RangeExtremes &line, qsizetype threshold) const;

    qsizetype m_sourceSize = 0;
    std::vector<qsizetype> m_gaps; // source positions of skipped (non-finite) points
    std::vector<double> m_x;
    RangeExtremes m_raw;
    RangeExtremes m_smoothed;
    EmaSmoother m_ema;
    std::vector<EmaSmoother> m_checkpoints; // [j]: state before finite point j * CheckpointEvery
};

} // namespace Poolcraft
