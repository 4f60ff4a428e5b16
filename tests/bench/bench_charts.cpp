// Chart redraw with 10 series of 1 M points each (POOLCRAFT_BENCH_POINTS to change), reduced
// to the plot's pixel width by MinMax-LTTB: time to draw the chart into an image, against the
// baseline of drawing the same number of screen-width points with QPainter::drawPolyline into
// a QImage of the same size. Also reports the reduction itself (every series re-read, as when
// the smoothing weight changes) and the live update (new points into one long series), whose
// baseline is one LTTB reduction of a screen-width series: what any frame that redraws a line
// has to pay, however short the series.

#include "benchreport.h"

#include "widgets/charts/metricchart.h"
#include "widgets/charts/metricseriesset.h"

#include "models/metrics/seriestools.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>

#include <cmath>
#include <cstdlib>
#include <random>

using namespace Poolcraft;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int pointsPerSeries = qEnvironmentVariableIsSet("POOLCRAFT_BENCH_POINTS")
                                    ? qEnvironmentVariableIntValue("POOLCRAFT_BENCH_POINTS")
                                    : 1'000'000;
    constexpr int SeriesCount = 10;
    const QSize size(1600, 900);

    MetricSeriesSet data;
    std::mt19937 random(1);
    std::normal_distribution<double> noise(0.0, 0.05);
    for (int s = 0; s < SeriesCount; ++s) {
        const int run = data.addRun(QStringLiteral("run %1").arg(s / 2));
        QList<QPointF> points;
        points.reserve(pointsPerSeries);
        for (int i = 0; i < pointsPerSeries; ++i)
            points.append(QPointF(i, (1 + s) * std::exp(-i / 2e5) + noise(random)));
        data.addPoints(run, s % 2 ? QStringLiteral("val_loss") : QStringLiteral("loss"), points);
    }
    MetricChart chart(&data, QStringLiteral("loss"));
    chart.resize(size);
    chart.show();
    QCoreApplication::processEvents();

    // Every series changed (a resize or a new smoothing weight): all 10 x N points reduced.
    double weight = 0.6;
    const double reduceNs = PoolcraftBench::medianNanoseconds(5, [&] {
        weight = weight == 0.6 ? 0.61 : 0.6;
        chart.setSmoothing(weight);
        chart.refresh();
    });
    // One new point in one series: the usual live update. Then a batch of 1000, to show the
    // cost grows with the points added, not with the series.
    int epoch = pointsPerSeries;
    const double appendNs = PoolcraftBench::medianNanoseconds(21, [&] {
        data.addPoint(0, QStringLiteral("loss"), ++epoch, 0.5);
        chart.refresh();
    });
    QList<QPointF> batch(1000);
    const double appendBatchNs = PoolcraftBench::medianNanoseconds(21, [&] {
        for (QPointF &p : batch)
            p = QPointF(++epoch, 0.5 + noise(random));
        data.addPoints(0, QStringLiteral("loss"), batch);
        chart.refresh();
    });
    // Baseline for both: LTTB of a line of two points per pixel down to one per pixel.
    const int width = chart.reductionWidth();
    std::vector<QPointF> screenLine;
    for (int i = 0; i < 2 * width; ++i)
        screenLine.emplace_back(i, std::sin(i * 0.01) + noise(random));
    const double screenLttbNs = PoolcraftBench::medianNanoseconds(21, [&] {
        const std::vector<QPointF> picked = downsampleLttb(screenLine, width);
        if (picked.size() != size_t(width))
            std::abort();
    });
    qsizetype drawnPoints = 0;
    for (const MetricChart::ShownSeries &series : chart.shownSeries())
        drawnPoints += series.raw.size() + series.smoothed.size();
    std::printf("series: %d x %d points; drawn after reduction: %lld points; antialiased: %d\n",
                SeriesCount, pointsPerSeries, static_cast<long long>(drawnPoints),
                int(chart.renderHints().testFlag(QPainter::Antialiasing)));

    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    const double redrawNs = PoolcraftBench::medianNanoseconds(21, [&] {
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHints(chart.renderHints()); // what the view itself would use
        chart.scene()->render(&painter, QRectF(QPointF(), size), QRectF(QPointF(), size));
    });

    // Baseline: the same number of points as polylines, screen-width each, same image size.
    const qsizetype perLine = drawnPoints / (SeriesCount * 2);
    QList<QList<QPointF>> polylines;
    for (int s = 0; s < SeriesCount * 2; ++s) {
        QList<QPointF> line;
        for (qsizetype i = 0; i < perLine; ++i) {
            line.append(QPointF(double(i) * size.width() / double(perLine),
                                size.height() / 2.0 + 100 * std::sin(i * 0.05 + s)));
        }
        polylines.append(line);
    }
    const double polylineNs = PoolcraftBench::medianNanoseconds(21, [&] {
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHints(chart.renderHints());
        for (int s = 0; s < polylines.size(); ++s) {
            painter.setPen(QPen(MetricSeriesSet::runColor(s / 2), 1));
            painter.drawPolyline(polylines[s].constData(), int(polylines[s].size()));
        }
    });

    PoolcraftBench::report("chart redraw 10 series (ms)", redrawNs / 1e6, "ms",
                           "drawPolyline same points", polylineNs / 1e6, "<= 16 ms");
    PoolcraftBench::report("reduce all 10 x N points + EMA (ms)", reduceNs / 1e6, "ms",
                           "redraw", redrawNs / 1e6, "info");
    PoolcraftBench::report("live update: 1 point into 1 series (ms)", appendNs / 1e6, "ms",
                           "LTTB 2 x width -> width", screenLttbNs / 1e6, "info");
    PoolcraftBench::report("live update: 1000 points into 1 series (ms)", appendBatchNs / 1e6,
                           "ms", "LTTB 2 x width -> width", screenLttbNs / 1e6, "info");
    return 0;
}
