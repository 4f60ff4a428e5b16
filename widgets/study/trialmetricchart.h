#pragma once

#include <QChartView>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace Poolcraft {

class TrialTableModel;

// The metric of each trial by trial number, with the best-so-far line (the goal decides
// which way is best); a click on a point picks its trial. Reads the trials from the model;
// past a few thousand trials it shows each slice's lowest and highest, so that an update
// costs the chart the same at 10 000 trials as at 2000.
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
    // Rows added or changed: their values; the shown points when a final value moved.
    void updateRows(int first, int last);
    void refresh();
    void updateCurrent();
    void updateAxes();

    const TrialTableModel *m_model;
    QLineSeries *m_trials;  // points only (newPointSeries)
    QScatterSeries *m_current;
    QLineSeries *m_best;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<double> m_values;  // each row's final value; NaN for none
    QList<int> m_shownRows;  // the row of each point of m_trials
    double m_low = 0;
    double m_high = 1;
    int m_currentRow = -1;
};

} // namespace Poolcraft
