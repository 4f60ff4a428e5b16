#include "metricchart.h"

#include "chartpalette.h"
#include "chartviewsetup.h"
#include "niceaxis.h"

#include "models/core/outputfile.h"
#include "models/metrics/seriestools.h"

#include <QBuffer>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>
#include <limits>

namespace Poolcraft {

namespace {

constexpr int FrameMs = 16;
constexpr int RawAlpha = 70;
// Qt's raster engine strokes an antialiased or wide polyline as one path and fills it with
// a winding rule: a noisy line of thousands of points then costs a second per frame, while
// one-pixel aliased lines take ~10 ms for 30 k points. Per-epoch metrics (tens to thousands
// of points) stay smooth and antialiased; beyond this many drawn points, lines go thin.
constexpr qsizetype MaxAntialiasedPoints = 4000;
// Lines of this many points or fewer show each point as a dot.
constexpr qsizetype MaxMarkedPoints = 30;
constexpr qreal MarkerSize = 5;

// models' smoothing works on values; the chart keeps each smoothed value at its epoch.
std::vector<QPointF> smoothedPoints(std::span<const QPointF> points, double weight)
{
    std::vector<double> values;
    values.reserve(points.size());
    for (const QPointF &p : points)
        values.push_back(p.y());
    const std::vector<double> smoothed = smoothEma(values, weight);
    std::vector<QPointF> result;
    result.reserve(points.size());
    for (size_t i = 0; i < points.size(); ++i)
        result.emplace_back(points[i].x(), smoothed[i]);
    return result;
}

QList<QPointF> toList(const std::vector<QPointF> &points)
{
    return QList<QPointF>(points.begin(), points.end());
}


QString familyTitle(const QString &family)
{
    if (family == QLatin1String("loss"))
        return MetricChart::tr("Loss");
    if (family == QLatin1String("accuracy"))
        return MetricChart::tr("Accuracy");
    return family;
}

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n'))) {
        return text;
    }
    return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QLatin1String("\"\""))
           + QLatin1Char('"');
}

} // namespace

MetricChart::MetricChart(MetricSeriesSet *data, const QString &family, QWidget *parent)
    // The chart from the start: QChartView(parent) would make one of its own, which
    // setChart() releases without deleting.
    : QChartView(new QChart, parent)
    , m_data(data)
    , m_family(family)
{
    setUpChartView(this);
    // Reduced series hold about two points per pixel: software rendering keeps up, so no
    // OpenGL (which offscreen and many remote desktops lack).
    QChart *chart = this->chart();
    chart->setTitle(familyTitle(family));
    chart->legend()->setAlignment(Qt::AlignBottom);
    // QtCharts' default frame and margins take ~60 px of a chart's height: in the Runs tab
    // at 1024x700 that room is what the axis labels need not to be cut to "...".
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setMargins(QMargins(6, 4, 6, 2));
    chart->setBackgroundRoundness(0);
    m_xAxis = new QValueAxis;
    m_xAxis->setTitleText(tr("Epoch"));
    m_xAxis->setLabelFormat(QStringLiteral("%g"));
    m_yAxis = new QValueAxis;
    // Three significant digits: "0.125", "1.5e+03"; the hover tip has the full value.
    m_yAxis->setLabelFormat(QStringLiteral("%.3g"));
    chart->addAxis(m_xAxis, Qt::AlignBottom);
    chart->addAxis(m_yAxis, Qt::AlignLeft);
    ChartPalette::follow(this);
    setMinimumSize(240, 180);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(FrameMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &MetricChart::refresh);
    if (m_data) {
        connect(m_data, &MetricSeriesSet::pointsAdded, this, &MetricChart::onPointsAdded);
        connect(m_data, &MetricSeriesSet::cleared, this, &MetricChart::onCleared);
        for (int run = 0; run < m_data->runCount(); ++run) {
            for (const QString &metric : m_data->metrics(run))
                onPointsAdded(run, metric, 0);
        }
    }
}

void MetricChart::onPointsAdded(int run, const QString &metric, qsizetype from)
{
    if (chartFamily(metric) != m_family)
        return;
    SeriesPair &pair = seriesFor(run, metric);
    pair.changedFrom = qMin(pair.changedFrom, from);
    scheduleRefresh();
}

void MetricChart::onCleared()
{
    for (const SeriesPair &pair : std::as_const(m_series)) {
        chart()->removeSeries(pair.raw);
        chart()->removeSeries(pair.smoothed);
        delete pair.raw;
        delete pair.smoothed;
    }
    m_series.clear();
    scheduleRefresh();
}

void MetricChart::scheduleRefresh()
{
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

MetricChart::SeriesPair &MetricChart::seriesFor(int run, const QString &metric)
{
    const auto key = std::make_pair(run, metric);
    auto it = m_series.find(key);
    if (it != m_series.end())
        return *it;
    const QColor color = MetricSeriesSet::seriesColor(run, chartSplit(metric));
    const Qt::PenStyle style = chartSplit(metric) == MetricSplit::Validation ? Qt::DashLine
                                                                      : Qt::SolidLine;
    SeriesPair pair;
    pair.reduction = std::make_shared<ReducedSeries>(m_smoothing > 0 ? m_smoothing : 0.6);
    pair.raw = new QLineSeries(this);
    pair.smoothed = new QLineSeries(this);
    QColor faint = color;
    faint.setAlpha(RawAlpha);
    pair.raw->setPen(QPen(faint, 1, style));
    pair.smoothed->setPen(QPen(color, 2, style));
    const QString label = m_data && m_data->runCount() > 1
                              ? QStringLiteral("%1 · %2").arg(m_data->runLabel(run), metric)
                              : metric;
    pair.raw->setName(label);
    pair.smoothed->setName(label);
    for (QLineSeries *series : {pair.raw, pair.smoothed}) {
        chart()->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
        connect(series, &QLineSeries::hovered, this,
                [this, run, metric](const QPointF &point, bool state) {
                    if (state)
                        QToolTip::showText(QCursor::pos(), hoverText(run, metric, point.x()),
                                           this);
                    else
                        QToolTip::hideText();
                });
    }
    // One legend entry per line: the faint raw copy is not a line of its own.
    for (QLegendMarker *marker : chart()->legend()->markers(pair.raw))
        marker->setVisible(false);
    return *m_series.insert(key, pair);
}

int MetricChart::plotWidthInPixels() const
{
    const int plot = int(chart()->plotArea().width());
    return std::max(plot > 10 ? plot : width(), 200);
}

void MetricChart::setSmoothing(double weight)
{
    weight = std::clamp(weight, 0.0, 0.999);
    if (weight == m_smoothing)
        return;
    m_smoothing = weight;
    scheduleRefresh();
}

void MetricChart::refresh()
{
    m_refreshTimer.stop();
    ++m_refreshCount;
    if (!m_data)
        return;
    // MinMax-LTTB keeps a pixel column's extremes: one point per pixel shows every spike.
    const int threshold = plotWidthInPixels();
    qsizetype drawnPoints = 0;
    const bool smoothing = m_smoothing > 0;
    double minX = std::numeric_limits<double>::max();
    double maxX = std::numeric_limits<double>::lowest();
    double minY = minX;
    double maxY = maxX;
    bool wholeX = true;
    // Only series with new points are reduced again, unless the width or smoothing changed:
    // one long series must not make every frame pay for all of them. Reducing reads only the
    // points that arrived since (ReducedSeries); a new smoothing weight alone re-reads all.
    const bool everything = threshold != m_reducedWidth || m_smoothing != m_reducedSmoothing;
    m_reducedWidth = threshold;
    m_reducedSmoothing = m_smoothing;
    for (auto it = m_series.begin(); it != m_series.end(); ++it) {
        ReducedSeries &reduction = *it->reduction;
        const bool changed = it->changedFrom != Unchanged;
        if (changed) {
            reduction.update(m_data->points(it.key().first, it.key().second), it->changedFrom);
            it->changedFrom = Unchanged;
        }
        if (everything || changed) {
            it->raw->replace(toList(reduction.raw(threshold)));
            if (smoothing) {
                reduction.setSmoothing(m_smoothing);
                it->smoothed->replace(toList(reduction.smoothed(threshold)));
            } else {
                it->smoothed->clear();
            }
        }
        const QList<QPointF> raw = it->raw->points();
        drawnPoints += raw.size() * (smoothing ? 2 : 1);
        QColor color = MetricSeriesSet::seriesColor(it.key().first,
                                                    chartSplit(it.key().second));
        color.setAlpha(smoothing ? RawAlpha : 255);
        QPen pen = it->raw->pen();
        pen.setColor(color);
        it->raw->setPen(pen);
        it->smoothed->setVisible(smoothing);
        // A line of one point draws nothing; a few epochs read better as dots on the line.
        const bool markers = raw.size() <= MaxMarkedPoints;
        it->raw->setPointsVisible(markers && !smoothing);
        it->smoothed->setPointsVisible(markers && smoothing);
        for (QLineSeries *series : {it->raw, it->smoothed})
            series->setMarkerSize(MarkerSize); // after the chart's theme, which sets 15
        for (QLegendMarker *marker : chart()->legend()->markers(it->raw))
            marker->setVisible(!smoothing);
        for (const QPointF &p : raw) {
            wholeX = wholeX && p.x() == std::floor(p.x());
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
            minY = std::min(minY, p.y());
            maxY = std::max(maxY, p.y());
        }
    }
    const bool light = drawnPoints > MaxAntialiasedPoints;
    setRenderHint(QPainter::Antialiasing, !light);
    for (const SeriesPair &pair : std::as_const(m_series)) {
        QPen pen = pair.smoothed->pen();
        pen.setWidthF(light ? 1 : 2);
        pair.smoothed->setPen(pen);
    }
    if (minX > maxX) {
        m_xAxis->setRange(0, 1);
        m_yAxis->setRange(0, 1);
        return;
    }
    // One epoch: the point in the middle of the axis, not on its edge.
    const double xPad = minX == maxX ? 1 : 0;
    const double pad = minY == maxY ? std::max(std::abs(minY) * 0.05, 0.5)
                                    : (maxY - minY) * 0.05;
    AxisLimits xLimits;
    AxisLimits yLimits;
    if (minX >= 0)
        xLimits.floor = 0;
    if (wholeX)
        xLimits.minStep = 1;
    if (minY >= 0)
        yLimits.floor = 0;
    if (m_family == metricFamilyName(MetricFamily::Accuracy) && minY >= 0 && maxY <= 1)
        yLimits.ceiling = 1;
    // Labels as wide as the widest one (x) or two lines tall (y) apart, so none is elided.
    const QRectF plot = chart()->plotArea().isEmpty() ? QRectF(rect()) : chart()->plotArea();
    const QFontMetricsF xFont(m_xAxis->labelsFont());
    const QFontMetricsF yFont(m_yAxis->labelsFont());
    const double widestX = std::max(xFont.horizontalAdvance(QString::asprintf("%g", maxX)),
                                    xFont.horizontalAdvance(QString::asprintf("%g", minX)));
    setSteadyRange(m_xAxis, minX, maxX, xPad, minX == maxX ? 0 : 0.05,
                   ticksThatFit(plot.width(), widestX + 2 * xFont.averageCharWidth()), xLimits);
    setSteadyRange(m_yAxis, minY, maxY, pad, 0, ticksThatFit(plot.height(), 2 * yFont.height()),
                   yLimits);
}

QList<MetricChart::ShownSeries> MetricChart::shownSeries() const
{
    QList<ShownSeries> result;
    for (auto it = m_series.cbegin(); it != m_series.cend(); ++it) {
        result.append({it.key().first, it.key().second, chartSplit(it.key().second),
                       it->raw->points(), it->smoothed->points(), it->smoothed->isVisible()});
    }
    return result;
}

QStringList MetricChart::drawnTexts() const
{
    QStringList texts;
    for (const QGraphicsItem *item : scene()->items()) {
        const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
        if (text && text->isVisible() && !text->toPlainText().isEmpty())
            texts << text->toPlainText();
    }
    return texts;
}

QString MetricChart::toCsv() const
{
    QString csv = QStringLiteral("run,metric,split,epoch,value,smoothed\n");
    if (!m_data)
        return csv;
    for (auto it = m_series.cbegin(); it != m_series.cend(); ++it) {
        const std::span<const QPointF> points = m_data->points(it.key().first,
                                                               it.key().second);
        const std::vector<QPointF> smoothed = smoothedPoints(points, m_smoothing);
        const QString prefix = csvField(m_data->runLabel(it.key().first)) + QLatin1Char(',')
                               + csvField(it.key().second) + QLatin1Char(',')
                               + (chartSplit(it.key().second) == MetricSplit::Validation
                                      ? QLatin1String("validation")
                                      : QLatin1String("train"));
        for (size_t i = 0; i < points.size(); ++i) {
            csv += prefix + QLatin1Char(',') + QString::number(points[i].x(), 'g', 17)
                   + QLatin1Char(',') + QString::number(points[i].y(), 'g', 17)
                   + QLatin1Char(',') + QString::number(smoothed[i].y(), 'g', 17)
                   + QLatin1Char('\n');
        }
    }
    return csv;
}

bool MetricChart::exportCsv(const QString &path, QString *error) const
{
    QString problem;
    if (!OutputFile::write(path, toCsv().toUtf8(), &problem)) {
        if (error)
            *error = path + QLatin1String(": ") + problem;
        return false;
    }
    return true;
}

QImage MetricChart::toImage(const QSize &size) const
{
    auto *self = const_cast<MetricChart *>(this);
    self->refresh();
    // A chart never shown has no size of its own yet: give it a usual one.
    const QSize imageSize = size.isValid() && !size.isEmpty() ? size
                            : isVisible()                     ? this->size()
                                                              : QSize(800, 500);
    QImage image(imageSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(renderHints());
    // Rendering the scene, not the widget: works for a chart that was never shown.
    const QRectF oldGeometry = chart()->geometry();
    chart()->resize(imageSize);
    self->scene()->render(&painter, QRectF(QPointF(), imageSize),
                          QRectF(QPointF(), QSizeF(imageSize)));
    painter.end();
    chart()->setGeometry(oldGeometry);
    return image;
}

bool MetricChart::exportPng(const QString &path, QString *error) const
{
    const QImage image = toImage();
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    QString problem = tr("the image could not be encoded as PNG");
    if (!image.save(&png, "PNG") || !OutputFile::write(path, png.data(), &problem)) {
        if (error)
            *error = path + QLatin1String(": ") + problem;
        return false;
    }
    return true;
}

QString MetricChart::hoverText(int run, const QString &metric, double epoch) const
{
    if (!m_data)
        return {};
    const std::span<const QPointF> points = m_data->points(run, metric);
    if (points.empty())
        return {};
    const auto nearest = std::min_element(points.begin(), points.end(),
                                          [epoch](const QPointF &a, const QPointF &b) {
                                              return std::abs(a.x() - epoch)
                                                     < std::abs(b.x() - epoch);
                                          });
    const qsizetype index = nearest - points.begin();
    const std::vector<QPointF> smoothed = smoothedPoints(points, m_smoothing);
    QString text = tr("%1\n%2 at epoch %3: %4")
                       .arg(m_data->runLabel(run), metric)
                       .arg(nearest->x())
                       .arg(nearest->y(), 0, 'g', 6);
    if (m_smoothing > 0)
        text += tr(" (smoothed %1)").arg(smoothed[size_t(index)].y(), 0, 'g', 6);
    return text;
}

void MetricChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    scheduleRefresh();
}

} // namespace Poolcraft
