#include "models/metrics/reducedseries.h"

#include <algorithm>
#include <cmath>

namespace Poolcraft {

ReducedSeries::ReducedSeries(double smoothing)
    : m_ema(smoothing)
{
}

void ReducedSeries::update(std::span<const QPointF> source, qsizetype unchanged)
{
    unchanged = std::clamp<qsizetype>(unchanged, 0, qMin(m_sourceSize, qsizetype(source.size())));
    if (unchanged < m_sourceSize)
        truncateSource(unchanged);
    const qsizetype total = qsizetype(source.size());
    for (qsizetype i = m_sourceSize; i < total; ++i)
        appendPoint(source[size_t(i)]);
}

void ReducedSeries::setSmoothing(double weight)
{
    if (weight == m_ema.weight())
        return;
    m_ema = EmaSmoother(weight);
    m_checkpoints.clear();
    m_smoothed.clear();
    m_smoothed.reserve(m_raw.size());
    for (qsizetype i = 0; i < m_raw.size(); ++i)
        appendSmoothed(m_raw.at(i));
}

void ReducedSeries::clear()
{
    truncateSource(0);
}

void ReducedSeries::appendPoint(const QPointF &point)
{
    const qsizetype position = m_sourceSize++;
    if (!std::isfinite(point.x()) || !std::isfinite(point.y())) {
        m_gaps.push_back(position);
        return;
    }
    m_x.push_back(point.x());
    m_raw.append(point.y());
    appendSmoothed(point.y());
}

void ReducedSeries::appendSmoothed(double y)
{
    if (m_smoothed.size() % CheckpointEvery == 0)
        m_checkpoints.push_back(m_ema);
    // Smoothed values of finite values are finite (EmaSmoother clamps to their range).
    m_smoothed.append(m_ema.add(y));
}

void ReducedSeries::truncateSource(qsizetype size)
{
    m_gaps.erase(std::lower_bound(m_gaps.begin(), m_gaps.end(), size), m_gaps.end());
    const qsizetype finite = size - qsizetype(m_gaps.size());
    m_sourceSize = size;
    m_x.resize(size_t(finite));
    m_raw.truncate(finite);
    m_smoothed.truncate(finite);
    m_checkpoints.resize(size_t((finite + CheckpointEvery - 1) / CheckpointEvery));
    if (m_checkpoints.empty()) {
        m_ema = EmaSmoother(m_ema.weight());
        return;
    }
    m_ema = m_checkpoints.back();
    for (qsizetype i = qsizetype(m_checkpoints.size() - 1) * CheckpointEvery; i < finite; ++i)
        m_ema.add(m_raw.at(i));
}

std::vector<QPointF> ReducedSeries::reduce(const RangeExtremes &line, qsizetype threshold) const
{
    return minMaxLttb(
        line.size(), [&](qsizetype i) { return QPointF(m_x[size_t(i)], line.at(i)); },
        [&](qsizetype begin, qsizetype end) {
            const RangeExtremes::Extremes found = line.extremes(begin, end);
            return std::make_pair(found.minAt, found.maxAt);
        },
        threshold);
}

} // namespace Poolcraft
