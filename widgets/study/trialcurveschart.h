#pragma once

#include "widgets/study/finishedtrialsimage.h"

#include <QWidget>

namespace Poolcraft {

class TrialTableModel;
struct Trial;

// Each trial's intermediate values by step: the curves median early stopping judged, the
// selected trial drawn thick, those stopped early dashed. Painted by hand rather than one
// chart series per trial: finished trials' curves are drawn once into an image, so a new
// report redraws only the running trials, whatever the study's size. Reads the model.
class TrialCurvesChart : public QWidget
{
    Q_OBJECT

public:
    explicit TrialCurvesChart(const TrialTableModel *model, QWidget *parent = nullptr);

    void setCurrentRow(int row);
    int curveCount() const { return m_curveCount; }

    QSize sizeHint() const override { return {420, 260}; }
    QSize minimumSizeHint() const override { return {200, 120}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The data range drawn, grown with headroom so that a study's reports redraw the
    // finished curves a few times, not at every new step.
    struct Range
    {
        double minStep = 0, maxStep = 1, low = 0, high = 1;
        bool any = false;
    };

    void rebuild();
    void updateRows(int first, int last);
    bool cover(const Trial &trial);     // true when the range had to grow
    void preparePainter(QPainter &painter) const;
    void drawCurve(QPainter &painter, int row, bool current) const;
    QRectF plotRect() const;
    QPointF toScreen(double step, double value) const;

    const TrialTableModel *m_model;
    Range m_range;
    FinishedTrialsImage m_finished;
    QList<bool> m_hasCurve;     // per row: it has measurements
    int m_curveCount = 0;
    int m_currentRow = -1;
};

} // namespace Poolcraft
