#pragma once

#include "models/metrics/metricpoint.h"
#include "models/metrics/seriestools.h"

#include <QColor>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointF>
#include <QStringList>

#include <span>

namespace Poolcraft {

// The chart a metric is drawn on: "loss" for every loss, "accuracy" for every accuracy
// (so "train_loss" and "eval_loss" share one), otherwise the name without its split words
// ("lr"). Names are classified by models' classifyMetric, as `poolcraft metrics` does.
QString chartFamily(const QString &metric);
MetricSplit chartSplit(const QString &metric);

// The points the charts show: per run, per metric name, (epoch, value) in arrival order.
// The charts read it; whoever extracts metrics (live or from the history) fills it.
class MetricSeriesSet : public QObject
{
    Q_OBJECT

public:
    explicit MetricSeriesSet(QObject *parent = nullptr);

    // A run shown on the charts; its colour is picked once, from its position.
    int addRun(const QString &label);
    int runCount() const { return int(m_runs.size()); }
    QString runLabel(int run) const;
    static QColor runColor(int run);
    // A line's colour: its run's for training, a darker shade of it for validation, so the
    // two lines of one run read as a pair and still tell apart in the legend.
    static QColor seriesColor(int run, MetricSplit split);

    void addPoint(int run, const QString &metric, double epoch, double value);
    void addPoints(int run, const QString &metric, const QList<QPointF> &points);
    // Replaces a metric's points: an extractor may still change the running epoch's value.
    // Points equal to those already there are kept, so listeners re-read only the rest.
    void setPoints(int run, const QString &metric, std::span<const QPointF> points);
    // Replaces the points from the first whose epoch is at least fromEpoch on (epochs only
    // grow within a run), so a live run publishes what changed, not its whole history.
    void setPointsFrom(int run, const QString &metric, double fromEpoch,
                       std::span<const QPointF> points);

    QStringList metrics(int run) const;
    QStringList families() const;                // in order of first appearance
    std::span<const QPointF> points(int run, const QString &metric) const;
    void clear();

signals:
    void runAdded(int run);
    // The metric's points from index `from` on are new or rewritten; those before are as
    // they were, so a chart reads only the rest.
    void pointsAdded(int run, const QString &metric, qsizetype from);
    void familyAdded(const QString &family);
    void cleared();

private:
    struct Run
    {
        QString label;
        QMap<QString, MetricSeries> series;
    };
    void noteFamily(const QString &metric);
    void replaceFrom(int run, const QString &metric, qsizetype index,
                     std::span<const QPointF> points);

    QList<Run> m_runs;
    QStringList m_families;
};

} // namespace Poolcraft
