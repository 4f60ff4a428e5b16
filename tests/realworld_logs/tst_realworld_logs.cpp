// Every log in realworld/logs/ against the values its SOURCES.md lists.
#include "models/metrics/metriclogreader.h"

#include <QTest>

#include <cmath>

using namespace Poolcraft;

namespace {

// One expected value: in run `run`, the complete point with epoch `epoch`, metric `name`.
struct Expected
{
    int run;
    double epoch;
    QString name;
    double value; // NaN: the log printed nan
};

// Column -> metric name as the log spells it, for tables of (epoch, values...).
QList<Expected> table(int run, const QStringList &names, const QList<QList<double>> &rows)
{
    QList<Expected> result;
    for (const QList<double> &row : rows) {
        for (qsizetype i = 0; i < names.size(); ++i) {
            if (!names.at(i).isEmpty())
                result.append({run, row.at(0), names.at(i), row.at(i + 1)});
        }
    }
    return result;
}

const double notANumber = std::nan("");

} // namespace

Q_DECLARE_METATYPE(QList<Expected>)

class TestRealworldLogs : public QObject
{
    Q_OBJECT

private slots:
    void perFile_data();
    void perFile();
    void classification_data();
    void classification();
};

void TestRealworldLogs::perFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<int>>("completePerRun");
    QTest::addColumn<int>("provisional");
    QTest::addColumn<QList<Expected>>("expected");

    const QStringList keras = {"loss", "accuracy", "val_loss", "val_accuracy"};
    QTest::newRow("01-keras-io-mnist-convnet-keras2")
        << "01-keras-io-mnist-convnet-keras2.log" << QList<int>{11} << 1
        << table(0, keras,
                 {{1, 0.7840, 0.7643, 0.0780, 0.9780},
                  {2, 0.1199, 0.9639, 0.0559, 0.9843},
                  {3, 0.0845, 0.9737, 0.0469, 0.9877},
                  {4, 0.0762, 0.9756, 0.0398, 0.9895},
                  {5, 0.0621, 0.9812, 0.0378, 0.9890},
                  {6, 0.0547, 0.9825, 0.0360, 0.9910},
                  {7, 0.0497, 0.9840, 0.0311, 0.9920},
                  {8, 0.0443, 0.9862, 0.0346, 0.9910},
                  {9, 0.0436, 0.9860, 0.0325, 0.9915},
                  {10, 0.0407, 0.9865, 0.0301, 0.9920},
                  {11, 0.0406, 0.9874, 0.0303, 0.9920}});
    QTest::newRow("02-r-keras-rmarkdown-mnist")
        << "02-r-keras-rmarkdown-mnist.log" << QList<int>{10} << 0
        << table(0, keras,
                 {{1, 0.4776, 0.8729, 0.2610, 0.9276},
                  {2, 0.2403, 0.9319, 0.2003, 0.9444},
                  {3, 0.1893, 0.9451, 0.1761, 0.9510},
                  {4, 0.1591, 0.9537, 0.1612, 0.9544},
                  {5, 0.1366, 0.9604, 0.1482, 0.9576},
                  {6, 0.1197, 0.9648, 0.1390, 0.9602},
                  {7, 0.1068, 0.9689, 0.1298, 0.9626},
                  {8, 0.0968, 0.9715, 0.1237, 0.9638},
                  {9, 0.0879, 0.9744, 0.1233, 0.9642},
                  {10, 0.0812, 0.9760, 0.1227, 0.9634}});
    QList<Expected> multirun = table(0, keras,
                                     {{1, 0.8864, 0.6945, 0.6713, 0.7534},
                                      {2, 0.5509, 0.8069, 0.5350, 0.8162},
                                      {3, 0.4817, 0.8367, 0.5006, 0.8347},
                                      {4, 0.4431, 0.8509, 0.4496, 0.8512},
                                      {5, 0.4144, 0.8613, 0.4365, 0.8539}});
    multirun += table(1, keras,
                      {{1, 0.5207, 0.8229, 0.4090, 0.8626},
                       {2, 0.3607, 0.8816, 0.3631, 0.8817},
                       {3, 0.3211, 0.8971, 0.3479, 0.8875},
                       {4, 0.2955, 0.9071, 0.3383, 0.8919},
                       {5, 0.2786, 0.9133, 0.3115, 0.9034}});
    multirun += table(2, keras,
                      {{1, 1.1362, 0.6233, 0.9324, 0.6876},
                       {2, 0.6703, 0.7586, 0.6609, 0.7615},
                       {3, 0.5793, 0.7953, 0.5981, 0.7883},
                       {4, 0.5230, 0.8209, 0.5313, 0.8197},
                       {5, 0.4869, 0.8352, 0.4990, 0.8311}});
    QTest::newRow("03-keras3-verbose2-multirun-fashion-mnist")
        << "03-keras3-verbose2-multirun-fashion-mnist.log" << QList<int>{5, 5, 5} << 0 << multirun;

    const QList<double> acc04 = {0.8727, 0.8719, 0.8718, 0.8720, 0.8721, 0.8718,
                                 0.8717, 0.8728, 0.8724, 0.8725, 0.8711, 0.8711};
    QList<QList<double>> rows04;
    for (int i = 0; i < acc04.size(); ++i)
        rows04.append({double(i + 1), notANumber, acc04.at(i), notANumber, 0.8729});
    QTest::newRow("04-keras3-jupyter-ansi-nan-loss")
        << "04-keras3-jupyter-ansi-nan-loss.log" << QList<int>{12} << 0 << table(0, keras, rows04);

    QTest::newRow("05-keras2-colab-backspace-progbar-checkpoint-warnings")
        << "05-keras2-colab-backspace-progbar-checkpoint-warnings.log" << QList<int>{10} << 0
        << table(0, {"loss", "accuracy"},
                 {{1, 1.4936, 0.5519},
                  {2, 1.2691, 0.6102},
                  {3, 1.2307, 0.6206},
                  {4, 1.2124, 0.6254},
                  {5, 1.2009, 0.6285},
                  {6, 1.1931, 0.6305},
                  {7, 1.1873, 0.6320},
                  {8, 1.1828, 0.6333},
                  {9, 1.1793, 0.6345},
                  {10, 1.1762, 0.6354}});

    const QList<double> acc06
        = {0.7754, 0.9152, 0.9299, 0.9384, 0.9433, 0.9470, 0.9507, 0.9543, 0.9562, 0.9574,
           0.9601, 0.9611, 0.9631, 0.9643, 0.9657, 0.9669, 0.9680, 0.9686, 0.9691, 0.9702};
    QList<QList<double>> rows06;
    for (int i = 0; i < acc06.size(); ++i)
        rows06.append({double(i), acc06.at(i)});
    QTest::newRow("06-plain-numpy-nn-epoch-colon-accuracy")
        << "06-plain-numpy-nn-epoch-colon-accuracy.log" << QList<int>{20} << 0
        << table(0, {"Accuracy"}, rows06);

    QTest::newRow("07-pytorch-lightning-ddp-tqdm")
        << "07-pytorch-lightning-ddp-tqdm.log" << QList<int>{1} << 0
        << table(0, {"train_loss_epoch", "valid_loss_epoch", "valid_acc", "train_loss_step"},
                 {{9, 1.510, 1.520, 0.946, 1.460}});

    const QList<double> v08
        = {35.6860, 141.9633, 24.7332, 116.8983, 20.8505, 94.3391, 19.1886, 78.6198, 18.5078,
           83.6588, 17.8676,  97.4164, 17.6714,  82.6674, 17.1914, 71.9893, 17.1679, 105.9039,
           16.7065, 70.1023,  3.9435,  36.6932,  3.7887,  28.1850, 3.7562,  28.7545, 3.7275,
           28.2046, 3.7031,   27.8838, 3.7017,   39.1002, 3.6647,  29.3615, 3.6573,  34.8455,
           3.6466,  21.5930,  3.6271,  28.3977,  3.6668,  15.7986, 3.6195,  15.0828, 3.5995,
           19.4013, 3.5981,   13.8826, 3.5864,   16.7900, 3.5553,  18.3213, 3.5694,  17.3739,
           3.5526,  16.4683,  3.5543,  16.6918,  3.5556,  16.7187, 3.7150,  11.4272, 3.5570,
           10.4205, 3.4674,   9.3106,  3.4173,   10.8913, 3.3555,  9.0916,  3.3055,  9.4976,
           3.2758,  10.1511,  3.2482,  8.8855,   3.2195,  9.6585,  3.1764,  10.5625, 3.1652,
           10.0664, 3.1368,   9.8724,  3.1086,   8.8087,  3.0803,  8.9895,  3.0634,  10.7117,
           3.0472,  7.8167,   3.0536,  9.8561,   3.0050,  8.9878,  3.0091,  9.1211,  3.0048,
           9.0287,  2.9780,   9.9995,  2.9509,   10.6083, 2.9533,  9.7902,  2.9414,  9.2261,
           2.9258,  8.6277,   2.8828,  10.3762,  2.9014,  9.9794,  2.8914,  10.7737, 2.8613,
           10.5100, 2.8793,   12.1451, 2.8470,   10.6927, 2.8311,  10.1774, 2.8387,  9.0428,
           2.8341,  8.7334,   2.8373,  8.4018,   2.8222,  9.3325};
    QList<QList<double>> rows08;
    for (int i = 0; i < v08.size() / 2; ++i)
        rows08.append({double(i), v08.at(2 * i), v08.at(2 * i + 1)});
    QTest::newRow("08-vertex-ai-stream-logs-pytorch-two-phase")
        << "08-vertex-ai-stream-logs-pytorch-two-phase.log" << QList<int>{66} << 0
        << table(0, {"train", "val"}, rows08);

    QTest::newRow("09-keras-io-deit-custom-metric-names-sci-notation")
        << "09-keras-io-deit-custom-metric-names-sci-notation.log" << QList<int>{20} << 0
        << table(0,
                 {"accuracy", "student_loss", "distillation_loss", "val_accuracy",
                  "val_student_loss", "val_distillation_loss"},
                 {{1, 0.2334, 2.2600, 1.7794, 0.2561, 1.6605, 0},
                  {2, 0.2125, 1.6374, 1.6129, 0.1907, 1.6151, 0},
                  {3, 0.2546, 1.6073, 1.5967, 0.1907, 1.6089, 0},
                  {4, 0.2561, 1.5953, 1.5896, 0.2970, 1.5953, 0},
                  {5, 0.2916, 1.5828, 1.5687, 0.3433, 1.5595, 0},
                  {6, 0.3851, 1.4810, 1.4486, 0.3869, 1.5020, 0},
                  {7, 0.4099, 1.4075, 1.3547, 0.3597, 1.4115, 0},
                  {8, 0.4275, 1.3687, 1.3036, 0.4142, 1.3735, 0},
                  {9, 0.4653, 1.3032, 1.2017, 0.4714, 1.3220, 0},
                  {10, 0.5232, 1.2496, 1.1376, 0.4605, 1.3052, 0},
                  {11, 0.5453, 1.2119, 1.0985, 0.5286, 1.1904, 0},
                  {12, 0.5671, 1.1719, 1.0447, 0.5831, 1.1522, 0},
                  {13, 0.5752, 1.1563, 1.0242, 0.5695, 1.1342, 0},
                  {14, 0.6064, 1.1367, 1.0009, 0.5831, 1.1332, 0},
                  {15, 0.6164, 1.1114, 0.9822, 0.6131, 1.0876, 0},
                  {16, 0.6331, 1.0915, 0.9454, 0.5695, 1.0834, 0},
                  {17, 0.6309, 1.0845, 0.9321, 0.6349, 1.1140, 0},
                  {18, 0.6337, 1.0699, 0.9143, 0.6240, 1.0632, 0},
                  {19, 0.6639, 1.0389, 0.8758, 0.6322, 1.0323, 0},
                  {20, 0.6582, 1.0435, 0.8798, 0.6431, 1.0159, 0}});

    const QStringList pytorch = {"Loss", "Accuracy", "test_loss", "test_accuracy"};
    QTest::newRow("10-pytorch-train-epoch-batch-lines-test-set")
        << "10-pytorch-train-epoch-batch-lines-test-set.log" << QList<int>{3} << 0
        << table(0, pytorch,
                 {{1, 0.528960, 81.80, 0.0004, 89.55},
                  {2, 0.359532, 88.90, 0.0003, 90.61},
                  {3, 0.310708, 90.70, 0.0003, 90.65}});
    QTest::newRow("11-pytorch-tqdm-epoch-caps-test-set-percent")
        << "11-pytorch-tqdm-epoch-caps-test-set-percent.log" << QList<int>{5} << 0
        << table(0, pytorch,
                 {{19, 0.4203657805919647, 85.63, 0.0008, 87.16},
                  {20, 0.457254558801651, 86.08, 0.0008, 87.51},
                  {21, 0.41286978125572205, 86.06, 0.0008, 87.22},
                  {22, 0.3912380635738373, 86.43, 0.0008, 87.01},
                  {23, 0.4123222827911377, 86.81, 0.0009, 85.63}});
    QTest::newRow("12-tf-custom-loop-docker-service-logs-prefix")
        << "12-tf-custom-loop-docker-service-logs-prefix.log" << QList<int>{5} << 0
        << table(0, {"Loss", "Accuracy", "Test Loss", "Test Accuracy"},
                 {{1, 0.132665216923, 95.9766693115, 0.0573637597263, 98.1399993896},
                  {2, 0.0415383689106, 98.6949996948, 0.0489368513227, 98.3499984741},
                  {3, 0.0211332384497, 99.3150024414, 0.0521399155259, 98.2900009155},
                  {4, 0.0140329506248, 99.5716705322, 0.053688980639, 98.4700012207},
                  {5, 0.00931495986879, 99.7116699219, 0.0681483447552, 98.1500015259}});
    // Hugging Face: one point per logging step; epochs repeat, so they are checked in order.
    QTest::newRow("13-hf-trainer-dict-lines-fractional-epoch")
        << "13-hf-trainer-dict-lines-fractional-epoch.log" << QList<int>{11} << 0
        << QList<Expected>{{0, 0.38, "loss", 1.6531},
                           {0, 0.39, "loss", 1.5953},
                           {0, 0.41, "loss", 1.5461},
                           {0, 0.42, "loss", 1.5302},
                           {0, 0.44, "eval_loss", 1.2490781545639038}};
    QTest::newRow("14-katib-pytorch-mnist-timestamped-batch-loss")
        << "14-katib-pytorch-mnist-timestamped-batch-loss.log" << QList<int>{0} << 1
        << QList<Expected>{};
    QTest::newRow("15-ai-platform-stream-logs-early-cloudml")
        << "15-ai-platform-stream-logs-early-cloudml.log" << QList<int>{} << 0
        << QList<Expected>{};
    // No epochs; one evaluation at step 1000, in a run numbered by steps (run 0).
    QTest::newRow("16-ai-platform-master-replica-eval-step")
        << "16-ai-platform-master-replica-eval-step.log" << QList<int>{} << 0
        << QList<Expected>{{0, 1000, "train_loss", 0.005},
                           {0, 1000, "train_accuracy", 1.000},
                           {0, 1000, "eval_loss", 0.248},
                           {0, 1000, "eval_accuracy", 0.937}};
    QTest::newRow("17-keras2-jupyter-per-batch-backspace-progbar")
        << "17-keras2-jupyter-per-batch-backspace-progbar.log" << QList<int>{1} << 1
        << table(0, keras, {{1, 0.6674, 0.6038, 0.6107, 0.7183}});
    QTest::newRow("18-keras3-plain-console-tail-epochs-45-50")
        << "18-keras3-plain-console-tail-epochs-45-50.log" << QList<int>{6} << 0
        << table(0, keras,
                 {{45, 0.0217, 0.9914, 0.0097, 0.9946},
                  {46, 0.0587, 0.9836, 0.0531, 0.9837},
                  {47, 0.0350, 0.9922, 0.1898, 0.9565},
                  {48, 0.0545, 0.9851, 0.0249, 0.9946},
                  {49, 0.0209, 0.9959, 0.0016, 1.0000},
                  {50, 0.0155, 0.9968, 0.0029, 1.0000}});
    QTest::newRow("19-hf-trainer-notebook-table-markdown")
        << "19-hf-trainer-notebook-table-markdown.log" << QList<int>{3} << 0
        << table(0, {"Training Loss", "Validation Loss", "Accuracy", "F1"},
                 {{1, 0.555000, 0.548251, 0.753500, 0.741171},
                  {2, 0.425300, 0.601499, 0.768500, 0.751958},
                  {3, 0.263600, 0.722670, 0.764500, 0.753936}});
}

void TestRealworldLogs::perFile()
{
    QFETCH(QString, file);
    QFETCH(QList<int>, completePerRun);
    QFETCH(int, provisional);
    QFETCH(QList<Expected>, expected);

    const MetricLog log = readMetricLog(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/logs/") + file);
    QVERIFY2(log.ok(), qPrintable(log.error));
    QList<int> complete;
    int incomplete = 0;
    QList<int> completeSteps;
    for (const MetricRun &run : log.runs) {
        // completePerRun counts epochs; step-numbered evaluations are checked by value.
        (run.axis == MetricAxis::Epoch ? complete : completeSteps)
            .append(int(run.completePoints().size()));
        incomplete += int(run.points.size() - run.completePoints().size());
        for (qsizetype i = 1; i < run.points.size(); ++i)
            QVERIFY(run.points.at(i - 1).epoch <= run.points.at(i).epoch);
    }
    QCOMPARE(complete, completePerRun);
    QCOMPARE(incomplete, provisional);
    QCOMPARE(completeSteps.isEmpty(), !file.startsWith(u"16-"));

    for (const Expected &e : expected) {
        QVERIFY(e.run < log.runs.size());
        const MetricRun &run = log.runs.at(e.run);
        const QList<MetricPoint> points = run.completePoints();
        const MetricPoint *found = nullptr;
        for (const MetricPoint &point : points) {
            if (qFuzzyCompare(point.epoch + 1, e.epoch + 1) && run.has(point, e.name)) {
                found = &point;
                break;
            }
        }
        const QByteArray where
            = QStringLiteral("run %1 epoch %2 %3").arg(e.run).arg(e.epoch).arg(e.name).toUtf8();
        QVERIFY2(found, where.constData());
        const double actual = run.value(*found, e.name);
        if (std::isnan(e.value))
            QVERIFY2(std::isnan(actual), where.constData());
        else
            QVERIFY2(std::abs(actual - e.value) <= 1e-9 * qMax(1.0, std::abs(e.value)),
                     qPrintable(QString::fromUtf8(where)
                                + QStringLiteral(": got %1").arg(actual, 0, 'g', 17)));
    }
}

void TestRealworldLogs::classification_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("family");
    QTest::addColumn<int>("split");

    const int loss = int(MetricFamily::Loss);
    const int accuracy = int(MetricFamily::Accuracy);
    const int other = int(MetricFamily::Other);
    const int train = int(MetricSplit::Training);
    const int validation = int(MetricSplit::Validation);
    QTest::newRow("01-val_accuracy") << "01-keras-io-mnist-convnet-keras2.log"
                                     << "val_accuracy" << accuracy << validation;
    QTest::newRow("07-train_loss_epoch") << "07-pytorch-lightning-ddp-tqdm.log"
                                         << "train_loss_epoch" << loss << train;
    QTest::newRow("07-valid_acc") << "07-pytorch-lightning-ddp-tqdm.log"
                                  << "valid_acc" << accuracy << validation;
    QTest::newRow("08-train") << "08-vertex-ai-stream-logs-pytorch-two-phase.log"
                              << "train" << loss << train;
    QTest::newRow("08-val") << "08-vertex-ai-stream-logs-pytorch-two-phase.log"
                            << "val" << loss << validation;
    QTest::newRow("08-lr") << "08-vertex-ai-stream-logs-pytorch-two-phase.log"
                           << "lr" << other << train;
    QTest::newRow("09-val_student_loss") << "09-keras-io-deit-custom-metric-names-sci-notation.log"
                                         << "val_student_loss" << loss << validation;
    QTest::newRow("10-test_accuracy") << "10-pytorch-train-epoch-batch-lines-test-set.log"
                                      << "test_accuracy" << accuracy << validation;
    QTest::newRow("12-Test Loss") << "12-tf-custom-loop-docker-service-logs-prefix.log"
                                  << "Test Loss" << loss << validation;
    QTest::newRow("13-eval_loss") << "13-hf-trainer-dict-lines-fractional-epoch.log"
                                  << "eval_loss" << loss << validation;
    QTest::newRow("19-Accuracy") << "19-hf-trainer-notebook-table-markdown.log"
                                 << "Accuracy" << accuracy << validation;
    QTest::newRow("19-Training Loss") << "19-hf-trainer-notebook-table-markdown.log"
                                      << "Training Loss" << loss << train;
}

void TestRealworldLogs::classification()
{
    QFETCH(QString, file);
    QFETCH(QString, name);
    QFETCH(int, family);
    QFETCH(int, split);
    const MetricLog log = readMetricLog(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/logs/") + file);
    QVERIFY(!log.runs.isEmpty());
    QVERIFY(log.runs.first().metricNames().contains(name));
    const MetricClass metricClass = log.runs.first().classify(name);
    QCOMPARE(int(metricClass.family), family);
    QCOMPARE(int(metricClass.split), split);
}

QTEST_GUILESS_MAIN(TestRealworldLogs)
#include "tst_realworld_logs.moc"
