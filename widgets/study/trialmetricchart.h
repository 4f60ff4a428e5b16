#pragma once

#include <QChartView>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace Poolcraft {

class TrialTableModel;

// The metric of each trial by trial number, with the best-so-far line (the goal decides
// which way is best); a click on a point picks its trial. Reads the trials from the model.
class TrialMetricChart : public QChartView
{
    Q_OBJECT

public:
    explicit TrialMetricChart(const TrialTableModel *model, QWidget *parent = nullptr);

    QLineSeries *trialSeries() const { return m_trials; }
    QLineSeries *bestSeries() const { return m_best; }
    QScatterSeries *currentSeries() const { return m_current; }
    void setCurrentRow(int row);

signals:
    void rowClicked(int row);

private:
    void rebuild();
    // Rows added or changed: their points only, and the best line where it moved.
    void updateRows(int first, int last);
    void rebuildBest();
    void updateCurrent();
    void updateAxes();

    const TrialTableModel *m_model;
    QLineSeries *m_trials;  // points only (newPointSeries)
    QScatterSeries *m_current;
    QLineSeries *m_best;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<int> m_pointRows;  // the model row of each point of m_trials
    QList<int> m_rowPoints;  // the point of each model row; -1 for none
    int m_lastPointRow = -1; // the last row with a point: where the best line ends
    double m_low = 0;
    double m_high = 1;
    int m_currentRow = -1;
};

} // namespace Poolcraft
