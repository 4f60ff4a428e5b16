#pragma once

#include "metricseriesset.h"

#include "models/metrics/reducedseries.h"

#include <QChartView>
#include <QHash>
#include <QPointer>
#include <QTimer>

#include <limits>
#include <memory>

QT_BEGIN_NAMESPACE
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace Poolcraft {

// One metric family (loss, accuracy, ...) of every run in a MetricSeriesSet: train solid,
// validation dashed, one colour per run; the smoothed line on top and the raw one faint
// behind. Long series are reduced (MinMax-LTTB) to about one point per pixel of plot width;
// updates are coalesced to one per frame, and a frame reads only the points that arrived
// since the last one (ReducedSeries), so a live append costs O(new points + width).
class MetricChart : public QChartView
{
    Q_OBJECT

public:
    explicit MetricChart(MetricSeriesSet *data, const QString &family,
                         QWidget *parent = nullptr);

    QString family() const { return m_family; }

    // 0 turns smoothing off (the raw line is then drawn in full colour).
    void setSmoothing(double weight);
    double smoothing() const { return m_smoothing; }

    // Redraws now instead of at the next frame (for exports and tests).
    void refresh();
    int refreshCount() const { return m_refreshCount; }
    // The point count each line was last reduced to (about the plot's width in pixels).
    int reductionWidth() const { return m_reducedWidth; }

    // Shown lines, for tests and exports: raw and smoothed point lists as last drawn.
    struct ShownSeries
    {
        int run = 0;
        QString metric;
        MetricSplit split = MetricSplit::Training;
        QList<QPointF> raw;
        QList<QPointF> smoothed;
        bool smoothedVisible = false;
    };
    QList<ShownSeries> shownSeries() const;
    // Every text the chart draws now (title, axis labels and titles, legend), as drawn: an
    // axis label with no room for it reads "...".
    QStringList drawnTexts() const;

    // run, metric, split, epoch, value, smoothed: every point, not only the drawn ones.
    QString toCsv() const;
    bool exportCsv(const QString &path, QString *error = nullptr) const;
    QImage toImage(const QSize &size = {}) const;
    bool exportPng(const QString &path, QString *error = nullptr) const;

    // The text a hover over the point nearest to `epoch` of this metric would show.
    QString hoverText(int run, const QString &metric, double epoch) const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    static constexpr qsizetype Unchanged = std::numeric_limits<qsizetype>::max();
    struct SeriesPair
    {
        QLineSeries *raw = nullptr;
        QLineSeries *smoothed = nullptr;
        std::shared_ptr<ReducedSeries> reduction;
        qsizetype changedFrom = 0; // first point not yet read into `reduction`
    };
    void onPointsAdded(int run, const QString &metric, qsizetype from);
    void onCleared();
    SeriesPair &seriesFor(int run, const QString &metric);
    int plotWidthInPixels() const;
    void scheduleRefresh();

    QPointer<MetricSeriesSet> m_data;
    QString m_family;
    double m_smoothing = 0.6;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    QMap<std::pair<int, QString>, SeriesPair> m_series;
    QTimer m_refreshTimer;
    int m_refreshCount = 0;
    int m_reducedWidth = 0;
    double m_reducedSmoothing = -1;
};

} // namespace Poolcraft
