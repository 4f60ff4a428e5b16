#include "dashboardtest.h"

#include "widgets/charts/metricchart.h"
#include "widgets/charts/metricchartspanel.h"
#include "widgets/charts/metricseriesset.h"
#include "widgets/charts/niceaxis.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLegendMarker>
#include <QScreen>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <cmath>
#include <random>
#include <utility>

using namespace Poolcraft;

namespace {

std::vector<QPointF> noisyCurve(int count, unsigned seed)
{
    std::mt19937 random(seed);
    std::normal_distribution<double> noise(0.0, 0.05);
    std::vector<QPointF> points;
    points.reserve(size_t(count));
    for (int i = 0; i < count; ++i)
        points.emplace_back(i, 2.0 * std::exp(-i / double(count / 4 + 1)) + noise(random));
    return points;
}

// The chart as a user sees it: laid out at a size and painted on a (virtual) screen.
bool showOnScreen(QWidget &widget, QSize size)
{
    widget.resize(size);
    widget.show();
    return QTest::qWaitForWindowExposed(&widget);
}

// TensorBoard's formula written out as a sum, independent of the running implementation.
double referenceEma(const std::vector<QPointF> &points, size_t index, double weight)
{
    double sum = 0;
    for (size_t k = 0; k <= index; ++k)
        sum += std::pow(weight, double(index - k)) * (1 - weight) * points[k].y();
    return sum / (1 - std::pow(weight, double(index + 1)));
}

QList<QStringList> parseCsv(const QString &csv)
{
    QList<QStringList> rows;
    for (const QString &line : csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QStringList fields;
        QString field;
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line[i];
            if (quoted && c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == c) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = !quoted;
            } else if (c == QLatin1Char(',') && !quoted) {
                fields.append(field);
                field.clear();
            } else {
                field += c;
            }
        }
        fields.append(field);
        rows.append(fields);
    }
    return rows;
}

// Exact comparison (QPointF's == is fuzzy), naming the first point that differs.
QString firstDifference(const QList<QPointF> &actual, const std::vector<QPointF> &expected)
{
    if (size_t(actual.size()) != expected.size())
        return QStringLiteral("size %1, expected %2").arg(actual.size()).arg(expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        const QPointF &a = actual[qsizetype(i)];
        if (!(a.x() == expected[i].x() && a.y() == expected[i].y()))
            return QStringLiteral("point %1: (%2, %3), expected (%4, %5)")
                .arg(i)
                .arg(a.x(), 0, 'g', 17)
                .arg(a.y(), 0, 'g', 17)
                .arg(expected[i].x(), 0, 'g', 17)
                .arg(expected[i].y(), 0, 'g', 17);
    }
    return {};
}

// What a full redraw would show: the finite points, and their smoothEma, each reduced.
std::pair<std::vector<QPointF>, std::vector<QPointF>>
fullReduction(std::span<const QPointF> points, double weight, int width)
{
    std::vector<QPointF> finite;
    std::vector<double> values;
    for (const QPointF &p : points) {
        if (std::isfinite(p.x()) && std::isfinite(p.y())) {
            finite.push_back(p);
            values.push_back(p.y());
        }
    }
    const std::vector<double> smoothed = smoothEma(values, weight);
    std::vector<QPointF> smoothedPoints;
    for (size_t i = 0; i < finite.size(); ++i)
        smoothedPoints.emplace_back(finite[i].x(), smoothed[i]);
    return {downsampleMinMaxLttb(finite, width), downsampleMinMaxLttb(smoothedPoints, width)};
}

} // namespace

class ChartsTest : public QObject
{
    Q_OBJECT

private slots:
    void metricNames_data();
    void metricNames();
    void pointsArriveSeriesUpdated();
    void longSeriesReducedToPlotWidth();
    void smoothingOnOff_data();
    void smoothingOnOff();
    void runsOverlaidWithOwnColoursAndDashes();
    void fewPointsShowAsMarkers_data();
    void fewPointsShowAsMarkers();
    void movedMarkersLeaveNothingBehind_data();
    void movedMarkersLeaveNothingBehind();
    void axesFitTheData_data();
    void axesFitTheData();
    void axisLabelsAreNotElided_data();
    void axisLabelsAreNotElided();
    void exportCsvContent();
    void exportPngNonEmpty();
    void panelMakesOneChartPerFamily();
    void hostileValues_data();
    void hostileValues();
    void liveAppendsShowFullReduction_data();
    void liveAppendsShowFullReduction();
    void axesEndOnWholeTicks_data();
    void axesEndOnWholeTicks();
    void studyAxesUseWholeTicks_data();
    void studyAxesUseWholeTicks();
};

void ChartsTest::metricNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("family");
    QTest::addColumn<bool>("validation");
    QTest::newRow("loss") << "loss" << "loss" << false;
    QTest::newRow("val_loss") << "val_loss" << "loss" << true;
    QTest::newRow("train_loss") << "train_loss" << "loss" << false;
    QTest::newRow("eval/loss") << "eval/loss" << "loss" << true;
    QTest::newRow("accuracy") << "accuracy" << "accuracy" << false;
    QTest::newRow("val_acc") << "val_acc" << "accuracy" << true;
    QTest::newRow("test accuracy") << "test accuracy" << "accuracy" << true;
    QTest::newRow("accuracy_val") << "accuracy_val" << "accuracy" << true;
    QTest::newRow("learning rate") << "lr" << "lr" << false;
    QTest::newRow("validation_f1") << "validation_f1" << "f1" << true;
    // A bare split name is how some trainers print their loss ("train=3.5 | val=9.3").
    QTest::newRow("split word only") << "val_" << "loss" << true;
    QTest::newRow("student loss shares the loss chart") << "val_student_loss" << "loss" << true;
}

void ChartsTest::metricNames()
{
    QFETCH(QString, name);
    QFETCH(QString, family);
    QFETCH(bool, validation);
    QCOMPARE(chartFamily(name), family);
    QCOMPARE(chartSplit(name) == MetricSplit::Validation, validation);
}

void ChartsTest::pointsArriveSeriesUpdated()
{
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("run 1"));
    MetricChart chart(&data, QStringLiteral("loss"));
    QVERIFY(showOnScreen(chart, QSize(600, 400)));
    QTest::qWait(50);
    const int refreshesBefore = chart.refreshCount();
    // Many arrivals within a frame become one redraw.
    for (int epoch = 1; epoch <= 100; ++epoch) {
        data.addPoint(run, QStringLiteral("loss"), epoch, 1.0 / epoch);
        data.addPoint(run, QStringLiteral("val_loss"), epoch, 1.2 / epoch);
        data.addPoint(run, QStringLiteral("accuracy"), epoch, 0.5);
    }
    QTRY_VERIFY(chart.refreshCount() > refreshesBefore);
    QTest::qWait(100);
    QVERIFY2(chart.refreshCount() - refreshesBefore <= 2,
             qPrintable(QString::number(chart.refreshCount() - refreshesBefore)));
    const QList<MetricChart::ShownSeries> shown = chart.shownSeries();
    QCOMPARE(shown.size(), 2); // accuracy belongs to another chart
    for (const MetricChart::ShownSeries &series : shown) {
        const std::span<const QPointF> points = data.points(run, series.metric);
        QCOMPARE(series.raw, QList<QPointF>(points.begin(), points.end()));
        QCOMPARE(series.split, series.metric.startsWith(QLatin1String("val"))
                                   ? MetricSplit::Validation : MetricSplit::Training);
    }
    data.addPoint(run, QStringLiteral("loss"), 101, 0.001);
    QTRY_COMPARE(chart.shownSeries().value(0).raw.size() + chart.shownSeries().value(1).raw.size(),
                 201);
    const QString hover = chart.hoverText(run, QStringLiteral("val_loss"), 4.2);
    QVERIFY2(hover.contains(QString::number(1.2 / 4, 'g', 6)), qPrintable(hover));
    QVERIFY(hover.contains(QStringLiteral("run 1")));
}

void ChartsTest::longSeriesReducedToPlotWidth()
{
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("long"));
    const std::vector<QPointF> points = noisyCurve(1'000'000, 5);
    data.addPoints(run, QStringLiteral("loss"), QList<QPointF>(points.begin(), points.end()));
    MetricChart chart(&data, QStringLiteral("loss"));
    QVERIFY(showOnScreen(chart, QSize(800, 500)));
    chart.refresh();
    const MetricChart::ShownSeries shown = chart.shownSeries().value(0);
    QVERIFY(shown.raw.size() > 100);
    QVERIFY2(shown.raw.size() <= 2 * chart.width(), qPrintable(QString::number(shown.raw.size())));
    QCOMPARE(shown.raw.first(), points.front());
    QCOMPARE(shown.raw.last(), points.back());
    QVERIFY(shown.smoothed.size() <= 2 * chart.width());
}

void ChartsTest::smoothingOnOff_data()
{
    QTest::addColumn<double>("weight");
    QTest::newRow("off") << 0.0;
    QTest::newRow("default") << 0.6;
    QTest::newRow("strong") << 0.9;
}

void ChartsTest::smoothingOnOff()
{
    QFETCH(double, weight);
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("r"));
    const std::vector<QPointF> points = noisyCurve(300, 9);
    data.addPoints(run, QStringLiteral("loss"), QList<QPointF>(points.begin(), points.end()));
    MetricChart chart(&data, QStringLiteral("loss"));
    QCOMPARE(chart.smoothing(), 0.6);
    chart.setSmoothing(weight);
    chart.refresh();
    const MetricChart::ShownSeries shown = chart.shownSeries().value(0);
    QCOMPARE(shown.smoothedVisible, weight > 0);
    QCOMPARE(shown.raw, QList<QPointF>(points.begin(), points.end()));
    if (weight == 0) {
        QVERIFY(shown.smoothed.isEmpty());
        return;
    }
    QCOMPARE(shown.smoothed.size(), qsizetype(points.size()));
    for (size_t i = 0; i < points.size(); i += 17)
        QVERIFY(std::abs(shown.smoothed[qsizetype(i)].y() - referenceEma(points, i, weight))
                < 1e-9);
}

void ChartsTest::runsOverlaidWithOwnColoursAndDashes()
{
    MetricSeriesSet data;
    const int first = data.addRun(QStringLiteral("a"));
    const int second = data.addRun(QStringLiteral("b"));
    for (int run : {first, second}) {
        for (int epoch = 0; epoch < 10; ++epoch) {
            data.addPoint(run, QStringLiteral("loss"), epoch, run + 1.0 / (epoch + 1));
            data.addPoint(run, QStringLiteral("val_loss"), epoch, run + 2.0 / (epoch + 1));
        }
    }
    MetricChart chart(&data, QStringLiteral("loss"));
    chart.refresh();
    QCOMPARE(chart.shownSeries().size(), 4);
    QSet<QRgb> colours;
    int dashed = 0;
    for (QAbstractSeries *series : chart.chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        QVERIFY(line);
        if (!line->isVisible())
            continue;
        colours.insert(line->pen().color().rgb());
        dashed += line->pen().style() == Qt::DashLine ? 1 : 0;
    }
    // Each line its own colour, so the legend tells loss from val_loss (issue 10).
    QCOMPARE(colours.size(), 4);
    QCOMPARE(dashed, 4); // raw and smoothed validation line of each run
    QVERIFY(MetricSeriesSet::runColor(first) != MetricSeriesSet::runColor(second));
    for (int run : {first, second}) {
        QVERIFY(MetricSeriesSet::seriesColor(run, MetricSplit::Training)
                != MetricSeriesSet::seriesColor(run, MetricSplit::Validation));
    }
    // A run's two lines keep its hue: they read as a pair.
    const QColor train = MetricSeriesSet::seriesColor(first, MetricSplit::Training);
    const QColor validation = MetricSeriesSet::seriesColor(first, MetricSplit::Validation);
    QVERIFY(std::abs(train.hsvHue() - validation.hsvHue()) <= 2);
    // The legend shows one marker per line, in that line's colour.
    QVERIFY(showOnScreen(chart, QSize(600, 400)));
    QSet<QRgb> legendColours;
    for (QLegendMarker *marker : chart.chart()->legend()->markers()) {
        if (marker->isVisible())
            legendColours.insert(marker->brush().color().rgb());
    }
    QCOMPARE(legendColours.size(), 4);
}

void ChartsTest::fewPointsShowAsMarkers_data()
{
    QTest::addColumn<int>("epochs");
    QTest::addColumn<double>("smoothing");
    QTest::newRow("one-epoch") << 1 << 0.6;
    QTest::newRow("one-epoch-unsmoothed") << 1 << 0.0;
    QTest::newRow("five-epochs") << 5 << 0.6;
}

// A run of one epoch has one point per metric: a line through it draws nothing.
void ChartsTest::fewPointsShowAsMarkers()
{
    QFETCH(int, epochs);
    QFETCH(double, smoothing);
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("run 1"));
    for (int epoch = 1; epoch <= epochs; ++epoch)
        data.addPoint(run, QStringLiteral("loss"), epoch, 1.0 / epoch);
    MetricChart chart(&data, QStringLiteral("loss"));
    chart.setSmoothing(smoothing);
    chart.chart()->legend()->hide(); // its swatch has the line's colour too
    QVERIFY(showOnScreen(chart, QSize(600, 400)));
    chart.refresh();
    int marked = 0;
    for (QAbstractSeries *series : chart.chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (line->isVisible() && line->pen().color().alpha() == 255 && line->pointsVisible())
            ++marked;
    }
    QCOMPARE(marked, 1);
    // The point itself is drawn: the plot holds pixels of the line's colour.
    const QImage image = chart.grab().toImage();
    const QRgb colour = MetricSeriesSet::seriesColor(run, MetricSplit::Training).rgb();
    int coloured = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            coloured += qRed(image.pixel(x, y)) == qRed(colour)
                        && qGreen(image.pixel(x, y)) == qGreen(colour)
                        && qBlue(image.pixel(x, y)) == qBlue(colour);
    }
    QVERIFY2(coloured >= 9, qPrintable(QString::number(coloured)));
    if (const QString shots = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_DIR"); !shots.isEmpty())
        image.save(shots + QStringLiteral("/chart-%1.png").arg(QTest::currentDataTag()));
}

void ChartsTest::movedMarkersLeaveNothingBehind_data()
{
    QTest::addColumn<double>("smoothing");
    QTest::newRow("raw") << 0.0;
    QTest::newRow("smoothed") << 0.6;
}

// A live point moves (a provisional epoch becomes its final value) and the chart repaints
// only what changed: what is on the screen then must be what a whole repaint draws. A
// marker reaches past its line's bounds, so a partial repaint can leave bits of it behind.
void ChartsTest::movedMarkersLeaveNothingBehind()
{
    QFETCH(double, smoothing);
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("run 1"));
    const QList<QPointF> rising{{1, 0.1}, {2, 0.4}, {3, 0.6}, {4, 0.7}, {5, 0.1}};
    data.setPoints(run, QStringLiteral("accuracy"), rising);
    MetricChart chart(&data, QStringLiteral("accuracy"));
    chart.setSmoothing(smoothing);
    QVERIFY(showOnScreen(chart, QSize(500, 320)));
    chart.refresh();
    QTest::qWait(50);
    QList<QPointF> moved = rising;
    for (int step = 0; step < 8; ++step) {
        moved[4].setY(0.1 + 0.1 * step);
        moved[2].setY(0.6 - 0.05 * step);
        data.setPoints(run, QStringLiteral("accuracy"), moved);
        chart.refresh();
        QTest::qWait(20);
    }
    QCoreApplication::processEvents();
    QTest::qWait(50);
    const QImage onScreen = chart.screen()->grabWindow(chart.winId()).toImage()
                                .convertToFormat(QImage::Format_RGB32);
    const QImage repainted = chart.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QCOMPARE(onScreen.size(), repainted.size());
    int differing = 0;
    for (int y = 0; y < onScreen.height(); ++y) {
        for (int x = 0; x < onScreen.width(); ++x)
            differing += onScreen.pixel(x, y) != repainted.pixel(x, y);
    }
    if (differing != 0) {
        if (const QString shots = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_DIR");
            !shots.isEmpty()) {
            onScreen.save(shots + QStringLiteral("/moved-on-screen.png"));
            repainted.save(shots + QStringLiteral("/moved-repainted.png"));
        }
    }
    QCOMPARE(differing, 0);
}

void ChartsTest::axesFitTheData_data()
{
    QTest::addColumn<QString>("metric");
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::newRow("accuracy-one-epoch") << "accuracy" << QList<double>{0.7} << 0.0 << 1.0;
    QTest::newRow("accuracy-flat-at-one") << "accuracy" << QList<double>{1, 1, 1} << 0.0 << 1.0;
    QTest::newRow("accuracy-rising") << "val_accuracy" << QList<double>{0.2, 0.9, 0.97}
                                     << 0.0 << 1.0;
    QTest::newRow("loss-one-epoch") << "loss" << QList<double>{0.3} << 0.0 << 1e9;
    QTest::newRow("loss-flat-at-zero") << "loss" << QList<double>{0, 0} << 0.0 << 1e9;
    QTest::newRow("negative-reward") << "reward" << QList<double>{-3, -1} << -1e9 << 1e9;
}

// Axes stay where the data can be: a reopened one-epoch run's accuracy reads 0..1, not
// -0.5..1.2, and no epoch or loss axis goes below zero.
void ChartsTest::axesFitTheData()
{
    QFETCH(QString, metric);
    QFETCH(QList<double>, values);
    QFETCH(double, low);
    QFETCH(double, high);
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("run 1"));
    for (int i = 0; i < values.size(); ++i)
        data.addPoint(run, metric, i + 1, values[i]);
    MetricChart chart(&data, chartFamily(metric));
    QVERIFY(showOnScreen(chart, QSize(600, 400)));
    chart.refresh();
    const auto *x = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).first());
    const auto *y = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
    QVERIFY(x->min() >= 0);
    QVERIFY(x->min() <= 1 && x->max() >= values.size());
    // The top ends a hair past its last tick, so that QtCharts, which adds up the step,
    // still reaches and labels it (niceaxis.cpp).
    QVERIFY2(y->min() >= low && y->max() <= high + 1e-9,
             qPrintable(QStringLiteral("%1 .. %2").arg(y->min()).arg(y->max())));
    const auto [lowest, highest] = std::minmax_element(values.cbegin(), values.cend());
    QVERIFY(y->min() <= *lowest && y->max() >= *highest);
    QVERIFY2(y->max() > y->min(), "a flat line still gets a span");
}

void ChartsTest::axisLabelsAreNotElided_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    // What the Runs tab gives the accuracy chart at 1024×700 (loss and accuracy in a row).
    QTest::newRow("runs-tab-at-1024x700") << QSize(379, 184) << 1.0;
    QTest::newRow("smallest-chart") << QSize(240, 180) << 1.0;
    QTest::newRow("small-values") << QSize(240, 180) << 1e-4;
    QTest::newRow("large-values") << QSize(240, 180) << 12345.0;
    QTest::newRow("roomy") << QSize(900, 500) << 1.0;
}

void ChartsTest::axisLabelsAreNotElided()
{
    QFETCH(QSize, size);
    QFETCH(double, scale);
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("run 1"));
    for (int epoch = 1; epoch <= 40; ++epoch) {
        data.addPoint(run, QStringLiteral("loss"), epoch, scale * 2.3456 / epoch);
        data.addPoint(run, QStringLiteral("val_loss"), epoch, scale * 2.7891 / epoch);
    }
    MetricChart chart(&data, QStringLiteral("loss"));
    QVERIFY(showOnScreen(chart, size));
    chart.refresh();
    QApplication::processEvents();
    chart.refresh(); // the plot area is known once the chart has been laid out
    QApplication::processEvents();
    const QStringList labels = chart.drawnTexts();
    const auto *y = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).first());
    if (const QString shots = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_DIR"); !shots.isEmpty())
        chart.grab().save(shots + QStringLiteral("/chart-%1.png").arg(QTest::currentDataTag()));
    QVERIFY2(labels.size() >= 4, qPrintable(labels.join(QLatin1Char('|'))));
    for (const QString &label : std::as_const(labels)) {
        QVERIFY2(!label.contains(QChar(0x2026)) && !label.contains(QLatin1String("...")),
                 qPrintable(labels.join(QLatin1Char('|'))));
    }
    QVERIFY(y->tickInterval() > 0);
}

void ChartsTest::exportCsvContent()
{
    QTemporaryDir dir;
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("run, \"quoted\""));
    const std::vector<QPointF> points = noisyCurve(40, 1);
    data.addPoints(run, QStringLiteral("val_loss"), QList<QPointF>(points.begin(), points.end()));
    MetricChart chart(&data, QStringLiteral("loss"));
    const QString path = dir.filePath(QStringLiteral("loss.csv"));
    QString error;
    QVERIFY2(chart.exportCsv(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(file.readAll()));
    QCOMPARE(rows.size(), 41);
    QCOMPARE(rows[0], QStringList({"run", "metric", "split", "epoch", "value", "smoothed"}));
    for (int i = 0; i < 40; ++i) {
        const QStringList &row = rows[i + 1];
        QCOMPARE(row.size(), 6);
        QCOMPARE(row[0], data.runLabel(run));
        QCOMPARE(row[1], QStringLiteral("val_loss"));
        QCOMPARE(row[2], QStringLiteral("validation"));
        QCOMPARE(row[3].toDouble(), points[size_t(i)].x());
        QCOMPARE(row[4].toDouble(), points[size_t(i)].y());
        QVERIFY(std::abs(row[5].toDouble() - referenceEma(points, size_t(i), 0.6)) < 1e-9);
    }
    QVERIFY(!chart.exportCsv(dir.filePath(QStringLiteral("no/such/dir/x.csv")), &error));
    QVERIFY(error.contains(QStringLiteral("x.csv")));
}

void ChartsTest::exportPngNonEmpty()
{
    QTemporaryDir dir;
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("png"));
    const std::vector<QPointF> points = noisyCurve(100, 2);
    data.addPoints(run, QStringLiteral("loss"), QList<QPointF>(points.begin(), points.end()));
    MetricChart chart(&data, QStringLiteral("loss"));
    const QString path = dir.filePath(QStringLiteral("loss.png"));
    QString error;
    QVERIFY2(chart.exportPng(path, &error), qPrintable(error));
    QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(800, 500));
    // The run's colour is drawn somewhere: the image is more than a blank background.
    const QColor runColor = MetricSeriesSet::runColor(run);
    int runPixels = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - runColor.red()) < 30
                && std::abs(c.green() - runColor.green()) < 30
                && std::abs(c.blue() - runColor.blue()) < 30) {
                ++runPixels;
            }
        }
    }
    QVERIFY2(runPixels > 50, qPrintable(QString::number(runPixels)));
}

void ChartsTest::panelMakesOneChartPerFamily()
{
    QTemporaryDir dir;
    MetricSeriesSet data;
    MetricChartsPanel panel(&data);
    panel.resize(900, 700);
    const int run = data.addRun(QStringLiteral("p"));
    data.addPoint(run, QStringLiteral("lr"), 1, 0.01);
    data.addPoint(run, QStringLiteral("accuracy"), 1, 0.5);
    data.addPoint(run, QStringLiteral("val_accuracy"), 1, 0.4);
    data.addPoint(run, QStringLiteral("loss"), 1, 2.0);
    QCOMPARE(panel.charts().size(), 3);
    QCOMPARE(panel.charts()[0]->family(), QStringLiteral("loss"));
    QCOMPARE(panel.charts()[1]->family(), QStringLiteral("accuracy"));
    QCOMPARE(panel.charts()[2]->family(), QStringLiteral("lr"));
    panel.setSmoothing(0.0);
    for (MetricChart *chart : panel.charts())
        QCOMPARE(chart->smoothing(), 0.0);
    panel.setSmoothing(0.8);
    QCOMPARE(panel.chart(QStringLiteral("lr"))->smoothing(), 0.8);
    const QString csvPath = dir.filePath(QStringLiteral("all.csv"));
    QVERIFY(panel.exportCsv(csvPath));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(parseCsv(QString::fromUtf8(csv.readAll())).size(), 5);
    const QStringList pngs = panel.exportPngs(dir.path(), QStringLiteral("m"));
    QCOMPARE(pngs.size(), 3);
    for (const QString &png : pngs)
        QVERIFY(!QImage(png).isNull());
}

void ChartsTest::hostileValues_data()
{
    QTest::addColumn<QList<QPointF>>("points");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("nan and inf") << QList<QPointF>{{1, 1}, {2, nan}, {3, inf}, {4, 0.5}};
    QTest::newRow("only nan") << QList<QPointF>{{1, nan}, {2, nan}};
    QTest::newRow("single point") << QList<QPointF>{{7, 3}};
    QTest::newRow("huge values") << QList<QPointF>{{0, 1e300}, {1, -1e300}};
    QTest::newRow("same epoch repeated") << QList<QPointF>{{1, 1}, {1, 2}, {1, 3}};
}

void ChartsTest::hostileValues()
{
    QFETCH(QList<QPointF>, points);
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("h"));
    data.addPoints(run, QStringLiteral("loss"), points);
    MetricChart chart(&data, QStringLiteral("loss"));
    chart.refresh();
    qsizetype finite = 0;
    for (const QPointF &p : points)
        finite += std::isfinite(p.y()) ? 1 : 0;
    QCOMPARE(chart.shownSeries().value(0).raw.size(), finite);
    QVERIFY(!chart.toImage(QSize(300, 200)).isNull());
    QCOMPARE(parseCsv(chart.toCsv()).size(), points.size() + 1);
}

void ChartsTest::liveAppendsShowFullReduction_data()
{
    // A long series on screen, then `rounds` frames that each bring `perFrame` new points
    // (through addPoints) or rewrite the last `perFrame` (through setPoints, as the dashboard
    // publishes the running epoch). After each frame the chart must show exactly what reducing
    // the whole series from scratch gives.
    QTest::addColumn<int>("initial");
    QTest::addColumn<int>("perFrame");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<bool>("rewrite");
    QTest::addColumn<bool>("withNaN");
    QTest::addColumn<int>("resizeTo");
    QTest::newRow("one point per frame onto 200k") << 200000 << 1 << 4 << false << false << 0;
    QTest::newRow("5000 points per frame") << 100000 << 5000 << 3 << false << false << 0;
    QTest::newRow("running epoch rewritten (setPoints)") << 150000 << 1 << 3 << true << false
                                                        << 0;
    QTest::newRow("last 2000 rewritten (setPoints)") << 150000 << 2000 << 2 << true << false
                                                    << 0;
    QTest::newRow("diverged: NaN arrives") << 80000 << 10 << 3 << false << true << 0;
    QTest::newRow("resized between frames") << 120000 << 100 << 2 << false << false << 500;
    QTest::newRow("short series drawn whole") << 50 << 3 << 3 << false << false << 0;
}

void ChartsTest::liveAppendsShowFullReduction()
{
    QFETCH(int, initial);
    QFETCH(int, perFrame);
    QFETCH(int, rounds);
    QFETCH(bool, rewrite);
    QFETCH(bool, withNaN);
    QFETCH(int, resizeTo);
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("live"));
    const QString metric = QStringLiteral("loss");
    std::vector<QPointF> points = noisyCurve(initial, 21);
    data.addPoints(run, metric, QList<QPointF>(points.begin(), points.end()));
    MetricChart chart(&data, QStringLiteral("loss"));
    chart.resize(900, 500);
    chart.refresh();
    std::mt19937 random(3);
    std::normal_distribution<double> noise(0.0, 0.3);
    for (int round = 0; round < rounds; ++round) {
        if (rewrite) {
            for (size_t i = points.size() - size_t(perFrame); i < points.size(); ++i)
                points[i].setY(points[i].y() + noise(random));
            data.setPoints(run, metric, points);
        } else {
            QList<QPointF> fresh;
            for (int i = 0; i < perFrame; ++i) {
                const double x = points.back().x() + 1;
                const double y = withNaN && i == perFrame / 2 ? std::nan("") : noise(random);
                points.emplace_back(x, y);
                fresh.append(points.back());
            }
            data.addPoints(run, metric, fresh);
        }
        if (resizeTo > 0 && round == rounds - 1)
            chart.resize(resizeTo, 400);
        chart.refresh();
        const MetricChart::ShownSeries shown = chart.shownSeries().value(0);
        const auto [raw, smoothed] = fullReduction(points, chart.smoothing(),
                                                   chart.reductionWidth());
        const QString rawDiff = firstDifference(shown.raw, raw);
        QVERIFY2(rawDiff.isEmpty(), qPrintable(QStringLiteral("raw, frame %1: ").arg(round)
                                               + rawDiff));
        const QString smoothedDiff = firstDifference(shown.smoothed, smoothed);
        QVERIFY2(smoothedDiff.isEmpty(),
                 qPrintable(QStringLiteral("smoothed, frame %1: ").arg(round) + smoothedDiff));
    }
    if (resizeTo > 0)
        QVERIFY(chart.reductionWidth() < 900);
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    ChartsTest charts;
    DashboardTest dashboard;
    const int failedCharts = QTest::qExec(&charts, argc, argv);
    return failedCharts + QTest::qExec(&dashboard, argc, argv);
}

// Five epochs must read "1, 2, ... 6" on the axis, not "1, 2.05, 3.1": the range ends on
// whole ticks of a 1-2-5 step, and still holds every point.
void ChartsTest::axesEndOnWholeTicks_data()
{
    QTest::addColumn<int>("epochs");
    QTest::addColumn<double>("firstLoss");
    QTest::addColumn<double>("xStep");
    QTest::newRow("five-epochs") << 5 << 2.361 << 1.0;
    QTest::newRow("twelve-epochs") << 12 << 0.9 << 2.0;
    QTest::newRow("three-hundred-epochs") << 300 << 15.0 << 50.0;
}

void ChartsTest::axesEndOnWholeTicks()
{
    QFETCH(int, epochs);
    QFETCH(double, firstLoss);
    QFETCH(double, xStep);
    MetricSeriesSet data;
    const int run = data.addRun(QStringLiteral("run 1"));
    MetricChart chart(&data, QStringLiteral("loss"));
    QVERIFY(showOnScreen(chart, QSize(600, 400)));
    for (int epoch = 1; epoch <= epochs; ++epoch)
        data.addPoint(run, QStringLiteral("loss"), epoch, firstLoss / epoch);
    QTRY_COMPARE(chart.shownSeries().value(0).raw.size(), qsizetype(epochs));
    const QList<QAbstractAxis *> horizontal = chart.chart()->axes(Qt::Horizontal);
    const QList<QAbstractAxis *> vertical = chart.chart()->axes(Qt::Vertical);
    QCOMPARE(horizontal.size(), 1);
    QCOMPARE(vertical.size(), 1);
    const auto *x = qobject_cast<QValueAxis *>(horizontal.first());
    const auto *y = qobject_cast<QValueAxis *>(vertical.first());
    QVERIFY(x && y);
    QCOMPARE(x->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(x->tickInterval(), xStep);
    for (const QValueAxis *axis : {x, y}) {
        const double step = axis->tickInterval();
        QCOMPARE(std::remainder(axis->min(), step), 0.0);
        QVERIFY2(std::abs(std::remainder(axis->max(), step)) < 1e-9 * step,
                 qPrintable(QString::number(axis->max(), 'g', 17)));
        QCOMPARE(axis->tickAnchor(), axis->min());
    }
    QVERIFY(x->min() <= 1 && x->max() >= epochs);
    QVERIFY(y->min() <= firstLoss / epochs && y->max() >= firstLoss);
}

void ChartsTest::studyAxesUseWholeTicks_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<double>("length"); // pixels of axis
    QTest::newRow("negative-objective") << -0.0986 << -0.0245 << 200.0;
    QTest::newRow("no-trials-yet") << 0.0 << 1.0 << 200.0;
    QTest::newRow("one-trial") << 0.93 << 0.93 << 200.0;
    QTest::newRow("large-loss") << 1234.5 << 98765.4 << 400.0;
    QTest::newRow("short-axis") << 0.1 << 0.9 << 60.0;
    QTest::newRow("not-laid-out") << 0.1 << 0.9 << 0.0;
}

// Issue 10: the study's metric axes read -0.05 .. 1.05 with ticks at 0.23 and 0.78.
void ChartsTest::studyAxesUseWholeTicks()
{
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(double, length);
    QValueAxis axis;
    fitValueAxis(&axis, low, high, length);
    const double step = axis.tickInterval();
    QCOMPARE(axis.tickType(), QValueAxis::TicksDynamic);
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    QVERIFY2(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9
                 || std::abs(mantissa - 5) < 1e-9,
             qPrintable(QString::number(step)));
    QVERIFY(std::abs(std::remainder(axis.min(), step)) < 1e-9 * step);
    QVERIFY(std::abs(std::remainder(axis.max(), step)) < 1e-9 * step);
    QVERIFY(axis.min() < low && axis.max() > high);
    const double intervals = (axis.max() - axis.min()) / step;
    QVERIFY2(intervals >= 2 && intervals <= 10, qPrintable(QString::number(intervals)));
    if (length > 0) {
        const double labelRoom = 2 * QFontMetricsF(axis.labelsFont()).height();
        QVERIFY(intervals <= std::max(2.0, std::ceil(length / labelRoom)) + 1e-9);
    }
}

#include "tst_charts.moc"
