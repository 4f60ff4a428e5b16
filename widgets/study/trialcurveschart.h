#pragma once

#include <QChartView>

class QValueAxis;

namespace Poolcraft {

class TrialTableModel;

// Each trial's intermediate values by step: the curves median early stopping judged, the
// selected trial drawn thick. Reads the trials from the model.
class TrialCurvesChart : public QChartView
{
    Q_OBJECT

public:
    explicit TrialCurvesChart(const TrialTableModel *model, QWidget *parent = nullptr);

    void setCurrentRow(int row);
    int curveCount() const;

private:
    void rebuild();

    const TrialTableModel *m_model;
    QValueAxis *m_x;
    QValueAxis *m_y;
    int m_currentRow = -1;
};

} // namespace Poolcraft
