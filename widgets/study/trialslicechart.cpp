#include "trialslicechart.h"

#include "widgets/charts/chartpalette.h"
#include "widgets/charts/chartviewsetup.h"
#include "widgets/charts/niceaxis.h"

#include "models/search/trialtablemodel.h"
#include "widgets/study/pointseries.h"
#include "widgets/study/trialrowupdates.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsLayout>
#include <QLogValueAxis>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>

namespace Poolcraft {

namespace {
constexpr qreal MarkerSize = 8;
} // namespace

TrialSliceChart::TrialSliceChart(const TrialTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_parameter(new QComboBox(this))
    , m_view(new QChartView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_parameter);
    layout->addWidget(m_view, 1);
    setUpChartView(m_view);
    ChartPalette::follow(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_parameter->setToolTip(tr("The parameter the metric is plotted against."));
    connect(m_parameter, &QComboBox::currentIndexChanged, this, &TrialSliceChart::rebuild);
    followTrialRows(model, this, [this](int first, int last) { updateRows(first, last); },
                    [this] { refillParameters(); });
    refillParameters();
}

void TrialSliceChart::refillParameters()
{
    const QSignalBlocker blocker(m_parameter);
    const QString current = m_parameter->currentText();
    m_parameter->clear();
    for (const StudyParameter &parameter : m_model->study().parameters)
        m_parameter->addItem(parameter.id);
    m_parameter->setCurrentIndex(qMax(0, m_parameter->findText(current)));
    rebuild();
}

void TrialSliceChart::rebuild()
{
    // A new chart each time: its x axis changes kind with the parameter.
    auto *chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_series = newPointSeries(QColor(0x20, 0x9f, 0xdf), MarkerSize);
    chart->addSeries(m_series);
    m_rowPoints.clear();
    m_y = nullptr;
    const int index = m_parameter->currentIndex();
    const QList<StudyParameter> &parameters = m_model->study().parameters;
    if (index < 0 || index >= parameters.size()) {
        // The view lets go of its chart first: deleting it while shown leaves the view
        // pointing at freed memory.
        QChart *old = m_view->chart();
        m_view->setChart(chart);
        ChartPalette::apply(chart, m_view->palette());
        delete old;
        return;
    }
    const StudyParameter &parameter = parameters.at(index);

    QAbstractAxis *x = nullptr;
    if (parameter.type == ParameterType::Categorical) {
        auto *categories = new QCategoryAxis;
        categories->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        for (int i = 0; i < parameter.categories.size(); ++i)
            categories->append(parameter.categories.at(i), i);
        categories->setRange(-0.5, parameter.categories.size() - 0.5);
        x = categories;
    } else if (parameter.scale == ScaleType::Log && parameter.minValue > 0) {
        auto *logAxis = new QLogValueAxis;
        logAxis->setRange(parameter.minValue, parameter.maxValue);
        logAxis->setLabelFormat(QStringLiteral("%g"));
        x = logAxis;
    } else {
        auto *linear = new QValueAxis;
        const bool discrete = parameter.type == ParameterType::Discrete
                              && !parameter.discreteValues.isEmpty();
        linear->setRange(discrete ? *std::min_element(parameter.discreteValues.begin(),
                                                      parameter.discreteValues.end())
                                  : parameter.minValue,
                         discrete ? *std::max_element(parameter.discreteValues.begin(),
                                                      parameter.discreteValues.end())
                                  : parameter.maxValue);
        x = linear;
    }
    x->setTitleText(parameter.id);
    m_y = new QValueAxis;
    m_y->setTitleText(m_model->headerData(m_model->metricColumn(), Qt::Horizontal).toString());
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    m_series->attachAxis(x);
    m_series->attachAxis(m_y);
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    ChartPalette::apply(chart, m_view->palette());
    delete old;
    updateRows(0, m_model->rowCount() - 1);
}

// Rows added or changed: their points only; the chart is made again only for another
// parameter or study.
void TrialSliceChart::updateRows(int first, int last)
{
    // Hidden behind another plot's tab, it only notes that it is behind: the points of a
    // big study are placed once, when it is shown.
    if (!isVisible()) {
        m_behind = true;
        return;
    }
    const int index = m_parameter->currentIndex();
    if (!m_y || index < 0 || index >= m_model->study().parameters.size())
        return;
    const StudyParameter &parameter = m_model->study().parameters.at(index);
    m_rowPoints.resize(m_model->rowCount(), -1);
    QList<QPointF> added;
    for (int row = std::max(0, first); row <= last && row < m_model->rowCount(); ++row) {
        const Trial &trial = m_model->trial(row);
        const QVariant value = m_model->data(m_model->index(row, m_model->parameterColumn(index)),
                                             Qt::EditRole);
        if (!trial.finalMeasurement || !value.isValid())
            continue;
        const double x = parameter.type == ParameterType::Categorical
                             ? double(parameter.categories.indexOf(value.toString()))
                             : value.toDouble();
        const QPointF point(x, trial.finalMeasurement->value);
        const bool firstPoint = m_series->count() == 0 && added.isEmpty();
        m_low = firstPoint ? point.y() : std::min(m_low, point.y());
        m_high = firstPoint ? point.y() : std::max(m_high, point.y());
        if (m_rowPoints.at(row) >= 0) {
            m_series->replace(m_rowPoints.at(row), point);
        } else {
            m_rowPoints[row] = int(m_series->count() + added.size());
            added << point;
        }
    }
    if (!added.isEmpty()) {
        m_series->append(added);
    }
    if (m_series->count() == 0)
        m_low = 0, m_high = 1;
    fitValueAxis(m_y, m_low, m_high, m_view->chart()->plotArea().height());
}

void TrialSliceChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_behind) {
        m_behind = false;
        rebuild();
    }
}

} // namespace Poolcraft
