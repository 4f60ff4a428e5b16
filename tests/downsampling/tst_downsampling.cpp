#include "models/metrics/seriestools.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

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
};

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

QTEST_GUILESS_MAIN(TestDownsampling)
#include "tst_downsampling.moc"
