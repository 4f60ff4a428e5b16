#pragma once

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QScatterSeries;

namespace Poolcraft {

class TrialTableModel;

// The slice plot: the metric of each finished trial against one parameter (picked in the
// box), on the parameter's scale: a log axis for a log-scaled parameter, one slot per value
// for a categorical one. Reads the trials from the model.
class TrialSliceChart : public QWidget
{
    Q_OBJECT

public:
    explicit TrialSliceChart(const TrialTableModel *model, QWidget *parent = nullptr);

    QComboBox *parameterBox() const { return m_parameter; }
    QScatterSeries *series() const { return m_series; }

private:
    void rebuild();
    void refillParameters();

    const TrialTableModel *m_model;
    QComboBox *m_parameter;
    QChartView *m_view;
    QScatterSeries *m_series = nullptr;
};

} // namespace Poolcraft
