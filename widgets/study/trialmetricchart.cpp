#include "trialmetricchart.h"

#include "models/search/measurement.h"
#include "models/search/trialtablemodel.h"

#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace Poolcraft {

TrialMetricChart::TrialMetricChart(const TrialTableModel *model, QWidget *parent)
    // The chart from the start: QChartView(parent) would make one of its own, which
    // setChart() releases without deleting.
    : QChartView(new QChart, parent)
    , m_model(model)
    , m_trials(new QScatterSeries)
    , m_current(new QScatterSeries)
    , m_best(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_trials->setName(tr("trial"));
    m_trials->setMarkerSize(8);
    m_best->setName(tr("best so far"));
    m_current->setName(tr("selected"));
    m_current->setMarkerSize(14);
    m_current->setColor(Qt::transparent);
    m_current->setBorderColor(Qt::black);
    chart->addSeries(m_best);
    chart->addSeries(m_trials);
    chart->addSeries(m_current);
    m_x->setTitleText(tr("trial"));
    m_x->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(m_x);
        series->attachAxis(m_y);
    }
    connect(m_trials, &QScatterSeries::clicked, this, [this](const QPointF &point) {
        const qsizetype index = m_trials->points().indexOf(point);
        if (index >= 0)
            emit rowClicked(m_pointRows.at(index));
    });
    connect(model, &QAbstractItemModel::modelReset, this, &TrialMetricChart::rebuild);
    connect(model, &QAbstractItemModel::rowsInserted, this, &TrialMetricChart::rebuild);
    connect(model, &QAbstractItemModel::dataChanged, this, &TrialMetricChart::rebuild);
    rebuild();
}

void TrialMetricChart::setCurrentRow(int row)
{
    m_currentRow = row;
    rebuild();
}

void TrialMetricChart::rebuild()
{
    m_y->setTitleText(m_model->headerData(m_model->metricColumn(), Qt::Horizontal).toString());
    const GoalType goal = m_model->study().goal;
    QList<QPointF> points, best, current;
    m_pointRows.clear();
    double low = 0, high = 1;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Trial &trial = m_model->trial(row);
        if (!trial.finalMeasurement)
            continue;
        const QPointF point(trial.id.toDouble(), trial.finalMeasurement->value);
        low = points.isEmpty() ? point.y() : std::min(low, point.y());
        high = points.isEmpty() ? point.y() : std::max(high, point.y());
        points << point;
        m_pointRows << row;
        // A step line: the best stays until a trial beats it.
        if (best.isEmpty() || isBetter(goal, point.y(), best.last().y())) {
            if (!best.isEmpty())
                best << QPointF(point.x(), best.last().y());
            best << point;
        } else {
            best << QPointF(point.x(), best.last().y());
        }
        if (row == m_currentRow)
            current << point;
    }
    m_trials->replace(points);
    m_best->replace(best);
    m_current->replace(current);
    const double pad = high > low ? (high - low) * 0.05 : 0.5;
    // Ticks on whole trial numbers, about eight of them whatever the count.
    const int last = std::max(2, m_model->rowCount() + 1);
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0);
    m_x->setTickInterval(std::max(1, (last + 7) / 8));
    m_x->setRange(0, last);
    m_y->setRange(low - pad, high + pad);
}

} // namespace Poolcraft
