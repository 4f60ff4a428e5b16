#include "trialmetricchart.h"

#include "widgets/charts/chartpalette.h"
#include "widgets/charts/chartviewsetup.h"
#include "widgets/charts/niceaxis.h"

#include "models/search/measurement.h"
#include "models/search/trialtablemodel.h"
#include "widgets/study/pointseries.h"
#include "widgets/study/trialrowupdates.h"

#include <QGraphicsLayout>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace Poolcraft {

namespace {
constexpr qreal MarkerSize = 8;
constexpr qsizetype MaxShownPoints = 2000;
const QColor TrialColour(0x99, 0xca, 0x53);
} // namespace

TrialMetricChart::TrialMetricChart(const TrialTableModel *model, QWidget *parent)
    // The chart from the start: QChartView(parent) would make one of its own, which
    // setChart() releases without deleting.
    : QChartView(new QChart, parent)
    , m_model(model)
    , m_trials(newPointSeries(TrialColour, MarkerSize))
    , m_current(new QScatterSeries)
    , m_best(new QLineSeries)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_trials->setName(tr("trial"));
    m_best->setName(tr("best so far"));
    m_current->setName(tr("selected"));
    m_current->setMarkerSize(14);
    m_current->setColor(Qt::transparent);
    // Orange rings the selected trial on a light chart and a dark one alike.
    m_current->setBorderColor(QColor(255, 140, 0));
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
    // The trials' line is invisible: their legend entry takes the points' colour.
    QLegendMarker *trialsMarker = chart->legend()->markers(m_trials).constFirst();
    trialsMarker->setBrush(TrialColour);
    trialsMarker->setPen(QPen(TrialColour));
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    setUpChartView(this);
    ChartPalette::follow(this);
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
            emit rowClicked(m_shownRows.at(nearest));
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
    m_values.clear();
    updateRows(0, m_model->rowCount() - 1);
    refresh();
}

void TrialMetricChart::updateRows(int first, int last)
{
    m_values.resize(m_model->rowCount(), qQNaN());
    bool changed = false;
    for (int row = std::max(0, first); row <= last && row < m_model->rowCount(); ++row) {
        const Trial &trial = m_model->trial(row);
        const double value = trial.finalMeasurement ? trial.finalMeasurement->value : qQNaN();
        const double before = m_values.at(row);
        if (value == before || (std::isnan(value) && std::isnan(before)))
            continue;
        m_values[row] = value;
        changed = true;
    }
    // A running trial's report changes no final value: nothing here moves.
    if (changed)
        refresh();
    else if (m_currentRow >= first && m_currentRow <= last)
        updateCurrent();
    updateAxes();
}

// One pass over the values (microseconds at 10 000 trials) gives what is shown; the chart
// then handles at most MaxShownPoints points and a step line with a corner per new best,
// whatever the study's size: its own work per change grows with the points it is given.
void TrialMetricChart::refresh()
{
    const GoalType goal = m_model->study().goal;
    QList<int> finished;
    QList<QPointF> best;
    for (int row = 0; row < m_values.size(); ++row) {
        const double value = m_values.at(row);
        if (std::isnan(value))
            continue;
        finished << row;
        const double x = m_model->trial(row).id.toDouble();
        if (best.isEmpty()) {
            m_low = m_high = value;
            best << QPointF(x, value);
            continue;
        }
        m_low = std::min(m_low, value);
        m_high = std::max(m_high, value);
        if (isBetter(goal, value, best.last().y())) {
            best << QPointF(x, best.last().y()) << QPointF(x, value);
        }
    }
    if (!finished.isEmpty()) {
        // The line runs on to the last finished trial.
        const double lastX = m_model->trial(finished.last()).id.toDouble();
        if (best.last().x() != lastX)
            best << QPointF(lastX, best.last().y());
    } else {
        m_low = 0;
        m_high = 1;
    }
    // Past MaxShownPoints, each slice of trials shows its lowest and highest value: the
    // cloud's outline, which is what a few hundred pixels can show of it.
    m_shownRows.clear();
    if (finished.size() <= MaxShownPoints) {
        m_shownRows = finished;
    } else {
        const qsizetype slices = MaxShownPoints / 2;
        for (qsizetype slice = 0; slice < slices; ++slice) {
            const qsizetype begin = slice * finished.size() / slices;
            const qsizetype end = (slice + 1) * finished.size() / slices;
            int low = finished.at(begin);
            int high = low;
            for (qsizetype k = begin; k < end; ++k) {
                const int row = finished.at(k);
                low = m_values.at(row) < m_values.at(low) ? row : low;
                high = m_values.at(row) > m_values.at(high) ? row : high;
            }
            m_shownRows << std::min(low, high);
            if (low != high)
                m_shownRows << std::max(low, high);
        }
    }
    QList<QPointF> points;
    points.reserve(m_shownRows.size());
    for (int row : std::as_const(m_shownRows))
        points << QPointF(m_model->trial(row).id.toDouble(), m_values.at(row));
    m_trials->replace(points);
    m_best->replace(best);
    updateCurrent();
}

void TrialMetricChart::updateCurrent()
{
    const bool shown = m_currentRow >= 0 && m_currentRow < m_values.size()
                       && !std::isnan(m_values.at(m_currentRow));
    m_current->replace(shown ? QList<QPointF>{QPointF(m_model->trial(m_currentRow).id.toDouble(),
                                                      m_values.at(m_currentRow))}
                             : QList<QPointF>());
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
    fitValueAxis(m_y, m_low, m_high, chart()->plotArea().height());
}

} // namespace Poolcraft
