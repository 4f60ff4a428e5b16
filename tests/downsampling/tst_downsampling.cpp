#include "models/metrics/rangeextremes.h"
#include "models/metrics/reducedseries.h"
#include "models/metrics/seriestools.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace Poolcraft;

using Points = std::vector<QPointF>;
Q_DECLARE_METATYPE(Points)
Q_DECLARE_METATYPE(std::vector<double>)

class TestDownsampling : public QObject
{
    Q_OBJECT

private slots:
    void lttbByHand_data();
    void lttbByHand();
    void spikeSurvives_data();
    void spikeSurvives();
    void ema_data();
    void ema();
    void seriesRange();
    void emaOfPrefixUnchanged_data();
    void emaOfPrefixUnchanged();
    void rangeExtremesMatchScan_data();
    void rangeExtremesMatchScan();
    void liveReductionMatchesFull_data();
    void liveReductionMatchesFull();
};

namespace {

// QPointF's == is fuzzy: these compare every coordinate exactly and say where they differ.
QString firstDifference(const Points &actual, const Points &expected)
{
    if (actual.size() != expected.size())
        return QStringLiteral("size %1, expected %2").arg(actual.size()).arg(expected.size());
    for (size_t i = 0; i < actual.size(); ++i) {
        if (!(actual[i].x() == expected[i].x() && actual[i].y() == expected[i].y())) {
            return QStringLiteral("point %1: (%2, %3), expected (%4, %5)")
                .arg(i)
                .arg(actual[i].x(), 0, 'g', 17)
                .arg(actual[i].y(), 0, 'g', 17)
                .arg(expected[i].x(), 0, 'g', 17)
                .arg(expected[i].y(), 0, 'g', 17);
        }
    }
    return {};
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof(double)) == 0;
}

// Few distinct values (steps of 0.25), so that ties between minima and maxima abound.
Points steppedNoise(int count, quint32 seed, int nanEvery = 0)
{
    QRandomGenerator random(seed);
    Points points;
    points.reserve(size_t(count));
    for (int i = 0; i < count; ++i) {
        const bool gap = nanEvery > 0 && i % nanEvery == nanEvery - 1;
        points.emplace_back(i, gap ? std::nan("") : 0.25 * random.bounded(8));
    }
    return points;
}

Points smoothedFinite(const Points &points, double weight)
{
    Points finite;
    for (const QPointF &p : points) {
        if (std::isfinite(p.x()) && std::isfinite(p.y()))
            finite.push_back(p);
    }
    std::vector<double> values;
    for (const QPointF &p : finite)
        values.push_back(p.y());
    const std::vector<double> smoothed = smoothEma(values, weight);
    for (size_t i = 0; i < finite.size(); ++i)
        finite[i].setY(smoothed[i]);
    return finite;
}

} // namespace

void TestDownsampling::lttbByHand_data()
{
    QTest::addColumn<Points>("input");
    QTest::addColumn<int>("threshold");
    QTest::addColumn<Points>("expected");
    // Worked out on paper with the triangle areas of each bucket.
    QTest::newRow("five-to-three")
        << Points{{0, 0}, {1, 5}, {2, 0}, {3, 1}, {4, 0}} << 3 << Points{{0, 0}, {1, 5}, {4, 0}};
    QTest::newRow("six-to-four")
        << Points{{0, 0}, {1, 1}, {2, 9}, {3, 2}, {4, -7}, {5, 0}} << 4
        << Points{{0, 0}, {2, 9}, {4, -7}, {5, 0}};
    QTest::newRow("small-input-unchanged")
        << Points{{0, 1}, {1, 2}} << 10 << Points{{0, 1}, {1, 2}};
    QTest::newRow("nan-points-dropped")
        << Points{{0, 1}, {1, std::nan("")}, {2, 3}} << 10 << Points{{0, 1}, {2, 3}};
    QTest::newRow("empty") << Points{} << 10 << Points{};
}

void TestDownsampling::lttbByHand()
{
    QFETCH(Points, input);
    QFETCH(int, threshold);
    QFETCH(Points, expected);
    QCOMPARE(downsampleLttb(input, threshold), expected);
    // MinMax-LTTB has nothing to preselect on inputs this small: it must agree.
    QCOMPARE(downsampleMinMaxLttb(input, threshold), expected);
}

void TestDownsampling::spikeSurvives_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("spikeAt");
    QTest::addColumn<int>("threshold");
    QTest::newRow("100k-to-500") << 100000 << 51234 << 500;
    QTest::newRow("1M-to-2000") << 1000000 << 777 << 2000;
    QTest::newRow("10k-spike-near-end") << 10000 << 9998 << 100;
}

void TestDownsampling::spikeSurvives()
{
    QFETCH(int, size);
    QFETCH(int, spikeAt);
    QFETCH(int, threshold);
    Points input;
    input.reserve(size_t(size));
    QRandomGenerator random(42);
    for (int i = 0; i < size; ++i)
        input.emplace_back(i, random.bounded(1.0) + (i == spikeAt ? 1000 : 0));
    for (const Points &out : {downsampleLttb(input, threshold),
                              downsampleMinMaxLttb(input, threshold)}) {
        QCOMPARE(qsizetype(out.size()), qsizetype(threshold));
        QCOMPARE(out.front(), input.front());
        QCOMPARE(out.back(), input.back());
        bool sawSpike = false;
        for (size_t i = 0; i < out.size(); ++i) {
            if (i > 0)
                QVERIFY(out[i - 1].x() < out[i].x());
            const QPointF &original = input[size_t(out[i].x())];
            QCOMPARE(out[i], original);
            sawSpike = sawSpike || int(out[i].x()) == spikeAt;
        }
        QVERIFY(sawSpike);
    }
}

void TestDownsampling::ema_data()
{
    QTest::addColumn<std::vector<double>>("input");
    QTest::addColumn<double>("weight");
    QTest::addColumn<std::vector<double>>("expected");
    // 1; (0.24 + 0.8) / 0.64; (0.624 + 1.2) / 0.784
    QTest::newRow("ramp") << std::vector<double>{1, 2, 3} << 0.6
                          << std::vector<double>{1, 1.625, 1.824 / 0.784};
    QTest::newRow("constant-unchanged") << std::vector<double>{5, 5, 5} << 0.6
                                        << std::vector<double>{5, 5, 5};
    // The NaN stays and does not count: the third value is the second average step.
    QTest::newRow("nan-passes-through") << std::vector<double>{1, std::nan(""), 3} << 0.6
                                        << std::vector<double>{1, std::nan(""), 1.44 / 0.64};
    QTest::newRow("weight-zero-is-identity") << std::vector<double>{4, 1, 7} << 0.0
                                             << std::vector<double>{4, 1, 7};
    QTest::newRow("empty") << std::vector<double>{} << 0.6 << std::vector<double>{};
}

void TestDownsampling::ema()
{
    QFETCH(std::vector<double>, input);
    QFETCH(double, weight);
    QFETCH(std::vector<double>, expected);
    const std::vector<double> actual = smoothEma(input, weight);
    QCOMPARE(actual.size(), expected.size());
    for (size_t i = 0; i < actual.size(); ++i) {
        if (std::isnan(expected[i]))
            QVERIFY(std::isnan(actual[i]));
        else
            QVERIFY2(std::abs(actual[i] - expected[i]) < 1e-12,
                     qPrintable(QString::number(actual[i], 'g', 17)));
    }
}

void TestDownsampling::seriesRange()
{
    MetricSeries series;
    series.append(0, 3);
    series.append(1, std::nan(""));
    series.append(2, -1);
    QCOMPARE(series.size(), 3);
    QCOMPARE(series.minY(), -1.0);
    QCOMPARE(series.maxY(), 3.0);
    series.clear();
    QCOMPARE(series.size(), 0);
    QVERIFY(std::isinf(series.minY()));
}

void TestDownsampling::emaOfPrefixUnchanged_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<double>("weight");
    std::vector<double> noisy;
    QRandomGenerator random(7);
    for (int i = 0; i < 3000; ++i)
        noisy.push_back(random.bounded(1.0) * std::exp(-i / 500.0));
    QTest::newRow("noisy decay, weight 0.6") << noisy << 0.6;
    QTest::newRow("noisy decay, weight 0.99") << noisy << 0.99;
    // Constant so far: the value itself, exactly, also once a different value follows.
    QTest::newRow("constant then step") << std::vector<double>{5, 5, 5, 5, 6, 6} << 0.6;
    QTest::newRow("nan inside") << std::vector<double>{1, std::nan(""), 3, 2, std::nan(""), 4}
                                << 0.9;
    // Rounding must not take the average past the values (nor overflow to infinity).
    QTest::newRow("near the largest double")
        << std::vector<double>{1.7e308, 1.7976931348623157e308, 1.7e308} << 0.6;
}

void TestDownsampling::emaOfPrefixUnchanged()
{
    QFETCH(std::vector<double>, values);
    QFETCH(double, weight);
    const std::vector<double> whole = smoothEma(values, weight);
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    for (double v : values) {
        if (std::isfinite(v)) {
            low = qMin(low, v);
            high = qMax(high, v);
        }
    }
    EmaSmoother smoother(weight);
    for (size_t n = 1; n <= values.size(); n += qMax<size_t>(1, values.size() / 7)) {
        const std::vector<double> prefix = smoothEma(std::span(values).first(n), weight);
        for (size_t i = 0; i < n; ++i)
            QVERIFY2(sameBits(prefix[i], whole[i]), qPrintable(QString::number(i)));
    }
    for (size_t i = 0; i < values.size(); ++i) {
        QVERIFY(sameBits(smoother.add(values[i]), whole[i]));
        if (std::isfinite(values[i]))
            QVERIFY(whole[i] >= low && whole[i] <= high);
    }
    if (values.size() > 4 && values[0] == values[3])
        QCOMPARE(whole[3], values[0]);
}

void TestDownsampling::rangeExtremesMatchScan_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("truncateTo");
    QTest::addColumn<int>("appendAfter");
    QTest::newRow("one value") << 1 << 1 << 0;
    QTest::newRow("one node exactly (16)") << 16 << 16 << 0;
    QTest::newRow("one past a node (17)") << 17 << 17 << 0;
    QTest::newRow("three levels (5000)") << 5000 << 5000 << 0;
    QTest::newRow("cut inside a node, then grown") << 5000 << 4099 << 700;
    QTest::newRow("cut to a level boundary (256), then grown") << 5000 << 256 << 300;
    QTest::newRow("cut to nothing, then grown") << 300 << 0 << 40;
}

void TestDownsampling::rangeExtremesMatchScan()
{
    QFETCH(int, size);
    QFETCH(int, truncateTo);
    QFETCH(int, appendAfter);
    std::vector<double> values;
    QRandomGenerator random(11);
    RangeExtremes index;
    for (int i = 0; i < size; ++i) {
        values.push_back(random.bounded(6));
        index.append(values.back());
    }
    values.resize(size_t(truncateTo));
    index.truncate(truncateTo);
    for (int i = 0; i < appendAfter; ++i) {
        values.push_back(random.bounded(6) - 1);
        index.append(values.back());
    }
    const qsizetype n = qsizetype(values.size());
    QCOMPARE(index.size(), n);
    if (n == 0) {
        QCOMPARE(index.extremes(0, 0).minAt, -1);
        return;
    }
    // Every range on small inputs, random ones (with both ends) on large.
    std::vector<std::pair<qsizetype, qsizetype>> ranges;
    if (n <= 300) {
        for (qsizetype b = 0; b < n; ++b) {
            for (qsizetype e = b + 1; e <= n; ++e)
                ranges.emplace_back(b, e);
        }
    } else {
        ranges.emplace_back(0, n);
        for (int k = 0; k < 3000; ++k) {
            const qsizetype b = random.bounded(n);
            ranges.emplace_back(b, b + 1 + random.bounded(n - b));
        }
    }
    for (const auto &[b, e] : ranges) {
        // Leftmost extremes, as a scan with strict comparisons finds them.
        qsizetype minAt = b;
        qsizetype maxAt = b;
        for (qsizetype i = b + 1; i < e; ++i) {
            minAt = values[size_t(i)] < values[size_t(minAt)] ? i : minAt;
            maxAt = values[size_t(i)] > values[size_t(maxAt)] ? i : maxAt;
        }
        const RangeExtremes::Extremes found = index.extremes(b, e);
        QVERIFY2(found.minAt == minAt && found.maxAt == maxAt,
                 qPrintable(QStringLiteral("[%1, %2): min at %3 (expected %4), max at %5 "
                                           "(expected %6)")
                                .arg(b).arg(e).arg(found.minAt).arg(minAt).arg(found.maxAt)
                                .arg(maxAt)));
    }
}

void TestDownsampling::liveReductionMatchesFull_data()
{
    // The series grows in steps of `batch` points; after each step the live reduction must be
    // exactly the full one. `rewrite` > 0 rewrites that many last points after each step, as
    // an extractor does with the running epoch; `weightAfter` changes smoothing halfway.
    QTest::addColumn<Points>("points");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("threshold");
    QTest::addColumn<int>("rewrite");
    QTest::addColumn<double>("weightAfter");
    QTest::newRow("one point at a time, short") << steppedNoise(700, 1) << 1 << 50 << 0 << 0.6;
    QTest::newRow("batches of 997, 40k points") << steppedNoise(40000, 2) << 997 << 800 << 0
                                                << 0.6;
    QTest::newRow("non-finite points skipped") << steppedNoise(20000, 3, 13) << 1500 << 300 << 0
                                               << 0.6;
    QTest::newRow("running epoch rewritten") << steppedNoise(12000, 4) << 700 << 200 << 1 << 0.6;
    QTest::newRow("last 3000 rewritten (past an EMA checkpoint)")
        << steppedNoise(20000, 5, 101) << 4000 << 200 << 3000 << 0.6;
    QTest::newRow("smoothing weight changed") << steppedNoise(15000, 6) << 1000 << 250 << 0
                                              << 0.95;
    QTest::newRow("below threshold, kept whole") << steppedNoise(90, 7, 9) << 7 << 200 << 2
                                                 << 0.6;
}

void TestDownsampling::liveReductionMatchesFull()
{
    QFETCH(Points, points);
    QFETCH(int, batch);
    QFETCH(int, threshold);
    QFETCH(int, rewrite);
    QFETCH(double, weightAfter);
    ReducedSeries live(0.6);
    Points source;
    double weight = 0.6;
    QRandomGenerator random(99);
    for (size_t next = 0; next < points.size();) {
        const size_t end = qMin(points.size(), next + size_t(batch));
        source.insert(source.end(), points.begin() + qsizetype(next),
                      points.begin() + qsizetype(end));
        next = end;
        live.update(source, live.sourceSize());
        if (rewrite > 0) {
            const qsizetype from = qMax<qsizetype>(0, qsizetype(source.size()) - rewrite);
            for (size_t i = size_t(from); i < source.size(); ++i)
                source[i].setY(source[i].y() + random.bounded(1.0));
            live.update(source, from);
        }
        if (next * 2 >= points.size() && weight != weightAfter) {
            weight = weightAfter;
            live.setSmoothing(weight);
        }
        QCOMPARE(live.sourceSize(), qsizetype(source.size()));
        const QString raw = firstDifference(live.raw(threshold),
                                            downsampleMinMaxLttb(source, threshold));
        QVERIFY2(raw.isEmpty(), qPrintable(QStringLiteral("raw at %1: ").arg(next) + raw));
        const QString smoothed = firstDifference(
            live.smoothed(threshold),
            downsampleMinMaxLttb(smoothedFinite(source, weight), threshold));
        QVERIFY2(smoothed.isEmpty(),
                 qPrintable(QStringLiteral("smoothed at %1: ").arg(next) + smoothed));
    }
    live.clear();
    QCOMPARE(live.size(), 0);
    QVERIFY(live.raw(threshold).empty());
}

QTEST_GUILESS_MAIN(TestDownsampling)
#include "tst_downsampling.moc"
