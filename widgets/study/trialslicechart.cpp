#include "trialslicechart.h"

#include "widgets/charts/chartpalette.h"

#include "models/search/trialtablemodel.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

namespace Poolcraft {

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
    ChartPalette::follow(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_parameter->setToolTip(tr("The parameter the metric is plotted against."));
    connect(m_parameter, &QComboBox::currentIndexChanged, this, &TrialSliceChart::rebuild);
    connect(model, &QAbstractItemModel::modelReset, this, &TrialSliceChart::refillParameters);
    connect(model, &QAbstractItemModel::rowsInserted, this, &TrialSliceChart::rebuild);
    connect(model, &QAbstractItemModel::dataChanged, this, &TrialSliceChart::rebuild);
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
    m_series = new QScatterSeries;
    m_series->setMarkerSize(8);
    chart->addSeries(m_series);
    const int index = m_parameter->currentIndex();
    const QList<StudyParameter> &parameters = m_model->study().parameters;
    if (index < 0 || index >= parameters.size()) {
        delete m_view->chart();
        m_view->setChart(chart);
        ChartPalette::apply(chart, m_view->palette());
        return;
    }
    const StudyParameter &parameter = parameters.at(index);
    QList<QPointF> points;
    double low = 0, high = 1;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Trial &trial = m_model->trial(row);
        const QVariant value = m_model->data(m_model->index(row, m_model->parameterColumn(index)),
                                             Qt::EditRole);
        if (!trial.finalMeasurement || !value.isValid())
            continue;
        const double x = parameter.type == ParameterType::Categorical
                             ? double(parameter.categories.indexOf(value.toString()))
                             : value.toDouble();
        const double y = trial.finalMeasurement->value;
        low = points.isEmpty() ? y : std::min(low, y);
        high = points.isEmpty() ? y : std::max(high, y);
        points << QPointF(x, y);
    }
    m_series->replace(points);

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
    auto *y = new QValueAxis;
    y->setTitleText(m_model->headerData(m_model->metricColumn(), Qt::Horizontal).toString());
    const double pad = high > low ? (high - low) * 0.05 : 0.5;
    y->setRange(low - pad, high + pad);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    m_series->attachAxis(x);
    m_series->attachAxis(y);
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    ChartPalette::apply(chart, m_view->palette());
    delete old;
}

} // namespace Poolcraft
