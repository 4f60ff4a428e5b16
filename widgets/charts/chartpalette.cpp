#include "chartpalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>

namespace Poolcraft {

namespace {

class PaletteFollower : public QObject
{
public:
    explicit PaletteFollower(QChartView *view)
        : QObject(view)
        , m_view(view)
    {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_view && event->type() == QEvent::PaletteChange)
            ChartPalette::apply(m_view->chart(), m_view->palette());
        return false;
    }

private:
    QChartView *m_view;
};

} // namespace

void ChartPalette::apply(QChart *chart, const QPalette &palette)
{
    if (!chart)
        return;
    const QColor text = palette.color(QPalette::Text);
    const QColor grid = palette.color(QPalette::Mid);
    chart->setBackgroundBrush(palette.base());
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(palette.color(QPalette::Midlight));
        axis->setShadesVisible(false);
    }
}

void ChartPalette::follow(QChartView *view)
{
    apply(view->chart(), view->palette());
    view->installEventFilter(new PaletteFollower(view));
}

} // namespace Poolcraft
