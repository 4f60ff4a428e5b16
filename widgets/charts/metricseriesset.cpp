#include "metricseriesset.h"

#include <algorithm>
#include <cstring>

namespace Poolcraft {

QString chartFamily(const QString &metric)
{
    const MetricClass metricClass = classifyMetric(metric);
    if (metricClass.family != MetricFamily::Other)
        return metricFamilyName(metricClass.family);
    return metricClass.baseName.isEmpty() ? metric : metricClass.baseName;
}

MetricSplit chartSplit(const QString &metric)
{
    return classifyMetric(metric).split;
}

MetricSeriesSet::MetricSeriesSet(QObject *parent)
    : QObject(parent)
{
}

int MetricSeriesSet::addRun(const QString &label)
{
    m_runs.append({label, {}});
    emit runAdded(int(m_runs.size() - 1));
    return int(m_runs.size() - 1);
}

QString MetricSeriesSet::runLabel(int run) const
{
    return run >= 0 && run < m_runs.size() ? m_runs[run].label : QString();
}

QColor MetricSeriesSet::runColor(int run)
{
    // Tableau 10: distinct for the first ten runs overlaid, then repeats a shade darker.
    static const QRgb colors[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                  0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    const QColor color(colors[qMax(run, 0) % 10]);
    return run >= 10 ? color.darker(100 + 30 * (run / 10)) : color;
}

QColor MetricSeriesSet::seriesColor(int run, MetricSplit split)
{
    const QColor color = runColor(run);
    return split == MetricSplit::Validation ? color.darker(160) : color;
}

void MetricSeriesSet::addPoint(int run, const QString &metric, double epoch, double value)
{
    addPoints(run, metric, {QPointF(epoch, value)});
}

void MetricSeriesSet::addPoints(int run, const QString &metric, const QList<QPointF> &points)
{
    if (run < 0 || run >= m_runs.size() || points.isEmpty() || metric.isEmpty())
        return;
    MetricSeries &series = m_runs[run].series[metric];
    const qsizetype from = series.size();
    series.reserve(series.size() + points.size());
    for (const QPointF &point : points)
        series.append(point.x(), point.y());
    noteFamily(metric);
    emit pointsAdded(run, metric, from);
}

void MetricSeriesSet::setPoints(int run, const QString &metric, std::span<const QPointF> points)
{
    replaceFrom(run, metric, 0, points);
}

void MetricSeriesSet::setPointsFrom(int run, const QString &metric, double fromEpoch,
                                    std::span<const QPointF> points)
{
    if (run < 0 || run >= m_runs.size() || metric.isEmpty())
        return;
    const std::span<const QPointF> old = m_runs[run].series[metric].points();
    const auto first = std::lower_bound(old.begin(), old.end(), fromEpoch,
                                        [](const QPointF &p, double x) { return p.x() < x; });
    replaceFrom(run, metric, first - old.begin(), points);
}

// Series points [index, end) become `points`; those equal to what is there are kept.
void MetricSeriesSet::replaceFrom(int run, const QString &metric, qsizetype index,
                                  std::span<const QPointF> points)
{
    if (run < 0 || run >= m_runs.size() || metric.isEmpty())
        return;
    MetricSeries &series = m_runs[run].series[metric];
    const std::span<const QPointF> old = series.points().subspan(size_t(index));
    // Bitwise: a NaN that stays a NaN is unchanged, and 0.0 and -0.0 are told apart.
    const auto same = [](const QPointF &a, const QPointF &b) {
        return std::memcmp(&a, &b, sizeof(QPointF)) == 0;
    };
    const qsizetype kept = std::mismatch(old.begin(), old.end(), points.begin(), points.end(),
                                         same).first
                           - old.begin();
    noteFamily(metric);
    if (kept == qsizetype(old.size()) && kept == qsizetype(points.size()))
        return; // the extractor published nothing new for this metric
    series.truncate(index + kept);
    series.reserve(index + qsizetype(points.size()));
    for (const QPointF &point : points.subspan(size_t(kept)))
        series.append(point.x(), point.y());
    emit pointsAdded(run, metric, index + kept);
}

void MetricSeriesSet::noteFamily(const QString &metric)
{
    const QString family = chartFamily(metric);
    if (!m_families.contains(family)) {
        m_families.append(family);
        emit familyAdded(family);
    }
}

QStringList MetricSeriesSet::metrics(int run) const
{
    return run >= 0 && run < m_runs.size() ? m_runs[run].series.keys() : QStringList();
}

QStringList MetricSeriesSet::families() const
{
    return m_families;
}

std::span<const QPointF> MetricSeriesSet::points(int run, const QString &metric) const
{
    if (run < 0 || run >= m_runs.size())
        return {};
    const auto it = m_runs[run].series.constFind(metric);
    return it == m_runs[run].series.constEnd() ? std::span<const QPointF>() : it->points();
}

void MetricSeriesSet::clear()
{
    m_runs.clear();
    m_families.clear();
    emit cleared();
}

} // namespace Poolcraft
