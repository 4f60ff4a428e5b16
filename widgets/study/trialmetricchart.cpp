#include "trialmetricchart.h"

#include "models/search/measurement.h"
#include "models/search/trialtablemodel.h"
#include "widgets/study/pointseries.h"
#include "widgets/study/trialrowupdates.h"

#include <QGraphicsLayout>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace Poolcraft {

namespace {
constexpr qreal MarkerSize = 8;
} // namespace

TrialMetricChart::TrialMetricChart(const TrialTableModel *model, QWidget *parent)
    : QChartView(parent)
    , m_model(model)
    , m_trials(newPointSeries(QColor(0x99, 0xca, 0x53), MarkerSize))
    , m_current(new QScatterSeries)
    , m_best(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    setRenderHint(QPainter::Antialiasing);
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_trials->setName(tr("trial"));
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
    // The ring round the selected point explains itself; the legend keeps its room for the
    // two entries that need words, and the plot its room for the axes' titles.
    chart->legend()->markers(m_current).constFirst()->setVisible(false);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    setChart(chart);
    // A line series says where the click was, not which point: the nearest one on screen.
    connect(m_trials, &QLineSeries::clicked, this, [this](const QPointF &at) {
        const QPointF here = this->chart()->mapToPosition(at, m_trials);
        qsizetype nearest = -1;
        double nearestDistance = MarkerSize;
        for (qsizetype i = 0; i < m_trials->count(); ++i) {
            const double distance = QLineF(this->chart()->mapToPosition(m_trials->at(i), m_trials),
                                           here).length();
            if (distance < nearestDistance) {
                nearestDistance = distance;
                nearest = i;
            }
        }
        if (nearest >= 0)
            emit rowClicked(m_pointRows.at(nearest));
    });
    followTrialRows(model, this, [this](int first, int last) { updateRows(first, last); },
                    [this] { rebuild(); });
    rebuild();
}

void TrialMetricChart::setCurrentRow(int row)
{
    m_currentRow = row;
    updateCurrent();
}

void TrialMetricChart::rebuild()
{
    m_y->setTitleText(m_model->headerData(m_model->metricColumn(), Qt::Horizontal).toString());
    m_trials->clear();
    m_best->clear();
    m_pointRows.clear();
    m_rowPoints.clear();
    m_lastPointRow = -1;
    m_low = 0;
    m_high = 1;
    updateRows(0, m_model->rowCount() - 1);
    updateAxes();
}

void TrialMetricChart::updateRows(int first, int last)
{
    m_rowPoints.resize(m_model->rowCount(), -1);
    QList<QPointF> added;
    bool bestMoved = false;
    for (int row = std::max(0, first); row <= last && row < m_model->rowCount(); ++row) {
        const Trial &trial = m_model->trial(row);
        if (!trial.finalMeasurement)
            continue;
        const QPointF point(trial.id.toDouble(), trial.finalMeasurement->value);
        const bool firstPoint = m_pointRows.isEmpty();
        m_low = firstPoint ? point.y() : std::min(m_low, point.y());
        m_high = firstPoint ? point.y() : std::max(m_high, point.y());
        if (m_rowPoints.at(row) >= 0) {
            m_trials->replace(m_rowPoints.at(row), point);
            bestMoved = true;
            continue;
        }
        m_rowPoints[row] = int(m_trials->count() + added.size());
        added << point;
        m_pointRows << row;
        if (row < m_lastPointRow) {
            bestMoved = true; // finished before an earlier trial: the line changes there
            continue;
        }
        m_lastPointRow = row;
        if (bestMoved)
            continue;
        // A step line: the best stays until a trial beats it.
        const GoalType goal = m_model->study().goal;
        if (m_best->count() == 0) {
            m_best->append(point);
        } else {
            const double best = m_best->at(m_best->count() - 1).y();
            m_best->append(QPointF(point.x(), best));
            if (isBetter(goal, point.y(), best))
                m_best->append(point);
        }
    }
    if (!added.isEmpty()) {
        m_trials->append(added);
    }
    if (bestMoved)
        rebuildBest();
    if (m_currentRow >= first && m_currentRow <= last)
        updateCurrent();
    updateAxes();
}

// The best so far over the trials in order: recomputed only when a trial's value changed
// or an earlier trial finished after a later one.
void TrialMetricChart::rebuildBest()
{
    const GoalType goal = m_model->study().goal;
    QList<QPointF> best;
    for (int row = 0; row < m_rowPoints.size(); ++row) {
        if (m_rowPoints.at(row) < 0)
            continue;
        const QPointF point = m_trials->at(m_rowPoints.at(row));
        if (best.isEmpty()) {
            best << point;
            continue;
        }
        const double sofar = best.last().y();
        best << QPointF(point.x(), sofar);
        if (isBetter(goal, point.y(), sofar))
            best << point;
    }
    m_best->replace(best);
}

void TrialMetricChart::updateCurrent()
{
    const int point = m_currentRow >= 0 && m_currentRow < m_rowPoints.size()
                          ? m_rowPoints.at(m_currentRow) : -1;
    m_current->replace(point >= 0 ? QList<QPointF>{m_trials->at(point)} : QList<QPointF>());
}

void TrialMetricChart::updateAxes()
{
    // Ticks on whole trial numbers, about eight of them whatever the count. The axis ends
    // on a tick past the last trial, so that most new trials move no point on screen.
    const int last = std::max(2, m_model->rowCount() + 1);
    if (last > m_x->max() || m_x->max() > 2.0 * last + 8) {
        const int interval = std::max(1, (last + 7) / 8);
        m_x->setTickType(QValueAxis::TicksDynamic);
        m_x->setTickAnchor(0);
        m_x->setTickInterval(interval);
        m_x->setRange(0, (last + interval - 1) / interval * interval);
    }
    const double pad = m_high > m_low ? (m_high - m_low) * 0.05 : 0.5;
    if (m_y->min() != m_low - pad || m_y->max() != m_high + pad)
        m_y->setRange(m_low - pad, m_high + pad);
}

} // namespace Poolcraft
