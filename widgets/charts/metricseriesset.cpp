#include "metricseriesset.h"

namespace Poolcraft {

MetricName MetricName::parse(const QString &name)
{
    MetricName result;
    QString base = name.trimmed().toLower();
    static const char *const validationPrefixes[] = {"val_", "validation_", "eval_", "test_",
                                                     "val/", "validation/", "eval/", "test/",
                                                     "val ", "validation ", "eval ", "test "};
    static const char *const trainPrefixes[] = {"train_", "training_", "train/", "training/",
                                                "train "};
    for (const char *prefix : validationPrefixes) {
        if (base.startsWith(QLatin1String(prefix))) {
            base = base.mid(qsizetype(qstrlen(prefix)));
            result.split = MetricSplit::Validation;
            break;
        }
    }
    for (const char *prefix : trainPrefixes) {
        if (base.startsWith(QLatin1String(prefix)))
            base = base.mid(qsizetype(qstrlen(prefix)));
    }
    if (base.endsWith(QLatin1String("_val"))) {
        base.chop(4);
        result.split = MetricSplit::Validation;
    }
    if (base.contains(QLatin1String("loss")))
        result.family = QStringLiteral("loss");
    else if (base.contains(QLatin1String("acc")))
        result.family = QStringLiteral("accuracy");
    else
        result.family = base.isEmpty() ? name : base;
    return result;
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

void MetricSeriesSet::addPoint(int run, const QString &metric, double epoch, double value)
{
    addPoints(run, metric, {QPointF(epoch, value)});
}

void MetricSeriesSet::addPoints(int run, const QString &metric, const QList<QPointF> &points)
{
    if (run < 0 || run >= m_runs.size() || points.isEmpty() || metric.isEmpty())
        return;
    std::vector<QPointF> &series = m_runs[run].series[metric];
    series.insert(series.end(), points.begin(), points.end());
    const QString family = MetricName::parse(metric).family;
    if (!m_families.contains(family)) {
        m_families.append(family);
        emit familyAdded(family);
    }
    emit pointsAdded(run, metric);
}

QStringList MetricSeriesSet::metrics(int run) const
{
    return run >= 0 && run < m_runs.size() ? m_runs[run].series.keys() : QStringList();
}

QStringList MetricSeriesSet::families() const
{
    return m_families;
}

const std::vector<QPointF> &MetricSeriesSet::points(int run, const QString &metric) const
{
    static const std::vector<QPointF> none;
    if (run < 0 || run >= m_runs.size())
        return none;
    const auto it = m_runs[run].series.constFind(metric);
    return it == m_runs[run].series.constEnd() ? none : *it;
}

void MetricSeriesSet::clear()
{
    m_runs.clear();
    m_families.clear();
    emit cleared();
}

} // namespace Poolcraft
