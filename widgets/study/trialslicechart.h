#pragma once

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLineSeries;
class QValueAxis;

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
    QLineSeries *series() const { return m_series; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    void refillParameters();
    void updateRows(int first, int last);

    const TrialTableModel *m_model;
    QComboBox *m_parameter;
    QChartView *m_view;
    QLineSeries *m_series = nullptr; // points only (newPointSeries)
    QValueAxis *m_y = nullptr;
    QList<int> m_rowPoints; // the point of each model row; -1 for none
    double m_low = 0;
    double m_high = 1;
    bool m_behind = false;  // rows changed while hidden
};

} // namespace Poolcraft
