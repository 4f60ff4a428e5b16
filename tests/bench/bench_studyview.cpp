// The Study tab with 10 000 trials (POOLCRAFT_BENCH_TRIALS to change): the real StudyView
// (table, metric per trial, parallel coordinates, intermediate values, slice plot) shown at
// 1366 x 700. Each update is what a running study sends: one running trial reports a new
// intermediate value, or one trial finishes and the next one is added; it is timed from the
// model's change to the whole tab repainted. Baseline: the same update, the same views, in a
// study of 100 trials, measured in the same run: a ratio near 1 says an update costs the
// same whatever the study's size (the goal: at most 16 ms, one frame).

#include "benchreport.h"

#include "app/document/jobeditdocument.h"
#include "models/search/trialtablemodel.h"
#include "tests/support/samplejobs.h"
#include "widgets/study/studyview.h"

#include <QApplication>

#include <cmath>
#include <random>

using namespace Poolcraft;
using namespace Poolcraft::Testing;

namespace {

constexpr int Running = 8;   // trials reporting at once, as a parallel study has them
constexpr int Steps = 20;    // intermediate values of a finished trial

StudySpec benchStudy()
{
    StudySpec study;
    study.metricId = QStringLiteral("accuracy");
    StudyParameter optimizer = studyParameter(QStringLiteral("optimizer"),
                                              ParameterType::Categorical, ScaleType::Unspecified);
    optimizer.categories = {QStringLiteral("adam"), QStringLiteral("sgd")};
    study.parameters = rateAndLayers(QStringLiteral("learning_rate")) + QList{optimizer};
    return study;
}

class TrialMaker
{
public:
    Trial make(int index, bool done)
    {
        Trial trial;
        trial.id = QString::number(index + 1);
        trial.state = done ? TrialState::Succeeded : TrialState::Active;
        const double rate = std::pow(10.0, -5 + 4 * m_unit(m_random));
        trial.parameters = {{QStringLiteral("learning_rate"), rate},
                            {QStringLiteral("layers"), double(1 + m_random() % 8)},
                            {QStringLiteral("optimizer"),
                             m_random() % 2 ? QStringLiteral("adam") : QStringLiteral("sgd")}};
        trial.startTime = QDateTime::currentDateTimeUtc();
        const int steps = done ? Steps : 1;
        for (int step = 1; step <= steps; ++step)
            report(trial);
        if (done) {
            trial.endTime = trial.startTime.addSecs(60);
            trial.finalMeasurement = trial.measurements.last();
        }
        return trial;
    }
    void report(Trial &trial)
    {
        const qint64 step = trial.measurements.size() + 1;
        trial.measurements.append({step * 100, 1.0 - std::exp(-0.2 * double(step))
                                                   - 0.05 * m_unit(m_random), double(step)});
    }

private:
    std::mt19937 m_random{1};
    std::uniform_real_distribution<double> m_unit{0.0, 1.0};
};

struct Figures
{
    double reportNs = 0;   // a running trial's new intermediate value
    double finishNs = 0;   // a trial finished and the next added
    double fillSeconds = 0;
};

Figures measure(int trialCount)
{
    JobEditDocument document;
    StudyView view(&document, nullptr);
    view.resize(1366, 700);
    view.show();
    QCoreApplication::processEvents();
    TrialTableModel *model = view.model();
    model->setStudy(benchStudy(), QStringLiteral("accuracy"));
    TrialMaker maker;
    QElapsedTimer fill;
    fill.start();
    for (int i = 0; i < trialCount; ++i)
        model->setTrial(i, maker.make(i, i < trialCount - Running));
    view.repaint();
    QCoreApplication::processEvents();
    Figures figures;
    figures.fillSeconds = double(fill.nsecsElapsed()) / 1e9;

    auto shown = [&view] {
        QCoreApplication::processEvents();
        view.repaint();
    };
    int next = 0;
    figures.reportNs = PoolcraftBench::medianNanoseconds(101, [&] {
        const int row = model->rowCount() - Running + (next++ % Running);
        Trial trial = model->trial(row);
        maker.report(trial);
        model->setTrial(row, trial);
        shown();
    });
    figures.finishNs = PoolcraftBench::medianNanoseconds(51, [&] {
        const int row = model->rowCount() - Running;
        Trial trial = model->trial(row);
        trial.state = TrialState::Succeeded;
        trial.endTime = trial.startTime.addSecs(60);
        trial.finalMeasurement = trial.measurements.last();
        model->setTrial(row, trial);
        model->setTrial(model->rowCount(), maker.make(model->rowCount(), false));
        shown();
    });
    return figures;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int trials = PoolcraftBench::sizeFromEnvironment("POOLCRAFT_BENCH_TRIALS", 10'000);
    const Figures small = measure(100);
    const Figures large = measure(trials);
    std::printf("trials: %d (baseline 100); filling the tab one trial at a time: %.2f s "
                "(baseline %.3f s)\n", trials, large.fillSeconds, small.fillSeconds);
    PoolcraftBench::report("study tab: a trial reports (ms)", large.reportNs / 1e6, "ms",
                           "same update, 100 trials", small.reportNs / 1e6, "<= 16 ms");
    PoolcraftBench::report("study tab: a trial ends, next added (ms)", large.finishNs / 1e6, "ms",
                           "same update, 100 trials", small.finishNs / 1e6, "<= 16 ms");
    return 0;
}
