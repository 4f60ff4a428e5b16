#pragma once

#include "widgets/study/finishedtrialsimage.h"

#include <QWidget>

#include <optional>

namespace Poolcraft {

class TrialTableModel;

// Parallel coordinates over a study's parameters and its metric: one vertical axis each
// (log-scaled parameters on log axes, categorical ones with a tick per value), one line per
// trial with a value, coloured by the metric. Dragging along an axis brushes a range there:
// trials outside every brushed range are dimmed and accepts() says no, so the table can
// filter by it; a click near a line picks that trial. Reads the trials from the model.
// Done trials' lines are drawn once into an image; a new report repaints the running ones.
class ParallelCoordinates : public QWidget
{
    Q_OBJECT

public:
    explicit ParallelCoordinates(const TrialTableModel *model, QWidget *parent = nullptr);

    // The trial row highlighted; -1 for none.
    void setCurrentRow(int row);
    bool accepts(int row) const;
    void clearBrushes();
    int axisCount() const;
    // Where a row's line crosses an axis, in widget coordinates; nullopt without a value.
    std::optional<QPointF> pointOf(int row, int axis) const;
    // Brushes `axis` over [from, to] of its height (0 = bottom, 1 = top).
    void brush(int axis, double from, double to);

    QSize sizeHint() const override { return {480, 260}; }

signals:
    void rowClicked(int row);
    void brushChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

    void resizeEvent(QResizeEvent *event) override;

private:
    // A row's position on an axis in [0, 1]; nullopt without a value.
    std::optional<double> unitOf(int row, int axis) const;
    void rebuild();
    // Rows added or changed: their positions, read once and kept, so painting and
    // filtering 10 000 trials reads no model data.
    void updateRows(int first, int last);
    double parameterUnit(int axis, const QVariant &value) const;
    void drawLine(QPainter &painter, int row, bool current) const;
    // The values at the bottom and top of an axis, as its labels say them.
    std::pair<QString, QString> axisEnds(int axis) const;
    QRectF plotRect() const;
    double axisX(int axis) const;
    int axisAt(double x) const;

    const TrialTableModel *m_model;
    // Per row: each parameter axis' position in [0, 1] (NaN without a value), then the
    // metric itself (NaN without one), placed on its axis by the current range.
    QList<QList<double>> m_positions;
    FinishedTrialsImage m_finished;
    bool m_anyMetric = false;
    int m_currentRow = -1;
    double m_metricMin = 0;
    double m_metricMax = 1;
    QList<std::optional<std::pair<double, double>>> m_brushes; // per axis, unit range
    int m_dragAxis = -1;
    double m_dragStart = 0;
};

} // namespace Poolcraft
