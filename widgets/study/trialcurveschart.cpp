#include "trialcurveschart.h"

#include "models/search/trialtablemodel.h"

#include <QLineSeries>
#include <QValueAxis>

namespace Poolcraft {

TrialCurvesChart::TrialCurvesChart(const TrialTableModel *model, QWidget *parent)
    // The chart from the start: QChartView(parent) would make one of its own, which
    // setChart() releases without deleting.
    : QChartView(new QChart, parent)
    , m_model(model)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    chart->legend()->hide();
    m_x->setTitleText(tr("step"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    connect(model, &QAbstractItemModel::modelReset, this, &TrialCurvesChart::rebuild);
    connect(model, &QAbstractItemModel::rowsInserted, this, &TrialCurvesChart::rebuild);
    connect(model, &QAbstractItemModel::dataChanged, this, &TrialCurvesChart::rebuild);
}

void TrialCurvesChart::setCurrentRow(int row)
{
    m_currentRow = row;
    rebuild();
}

int TrialCurvesChart::curveCount() const
{
    return int(chart()->series().size());
}

void TrialCurvesChart::rebuild()
{
    chart()->removeAllSeries();
    m_y->setTitleText(m_model->headerData(m_model->metricColumn(), Qt::Horizontal).toString());
    double minStep = 0, maxStep = 1, low = 0, high = 1;
    bool any = false;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Trial &trial = m_model->trial(row);
        if (trial.measurements.isEmpty())
            continue;
        QList<QPointF> points;
        for (const Measurement &measurement : trial.measurements) {
            const QPointF point(double(measurement.stepCount), measurement.value);
            minStep = any ? std::min(minStep, point.x()) : point.x();
            maxStep = any ? std::max(maxStep, point.x()) : point.x();
            low = any ? std::min(low, point.y()) : point.y();
            high = any ? std::max(high, point.y()) : point.y();
            any = true;
            points << point;
        }
        auto *series = new QLineSeries;
        series->setName(tr("trial %1").arg(trial.id));
        series->replace(points);
        chart()->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        QPen pen = series->pen();
        pen.setWidthF(row == m_currentRow ? 3.0 : 1.0);
        if (trial.stoppedEarly)
            pen.setStyle(Qt::DashLine); // the curves early stopping cut short
        series->setPen(pen);
    }
    const double pad = high > low ? (high - low) * 0.05 : 0.5;
    m_x->setRange(minStep, std::max(maxStep, minStep + 1));
    m_y->setRange(low - pad, high + pad);
}

} // namespace Poolcraft
