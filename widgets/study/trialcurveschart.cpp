#include "trialcurveschart.h"

#include "models/search/trialtablemodel.h"
#include "widgets/study/trialrowupdates.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace Poolcraft {

namespace {

constexpr double LeftMargin = 72;
constexpr double RightMargin = 12;
constexpr double TopMargin = 12;
constexpr double BottomMargin = 40;

// Grows [low, high] to hold `value`, a quarter of the span beyond it.
bool grow(double value, double &low, double &high)
{
    if (value >= low && value <= high)
        return false;
    const double span = std::max(high - low, std::max(1e-12, std::abs(value) * 1e-6));
    if (value < low)
        low = value - span / 4;
    else
        high = value + span / 4;
    return true;
}

} // namespace

TrialCurvesChart::TrialCurvesChart(const TrialTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_finished(
          model, [this](QPainter &painter, int row) { drawCurve(painter, row, false); },
          [this](QPainter &painter) { preparePainter(painter); })
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    followTrialRows(model, this, [this](int first, int last) { updateRows(first, last); },
                    [this] { rebuild(); });
    rebuild();
}

void TrialCurvesChart::setCurrentRow(int row)
{
    m_currentRow = row;
    update(); // drawn over the image: nothing to redraw there
}

void TrialCurvesChart::rebuild()
{
    m_range = Range();
    m_finished.clear();
    m_hasCurve.clear();
    m_curveCount = 0;
    updateRows(0, m_model->rowCount() - 1);
}

bool TrialCurvesChart::cover(const Trial &trial)
{
    bool grew = false;
    for (const Measurement &measurement : trial.measurements) {
        const double step = double(measurement.stepCount);
        if (!m_range.any) {
            m_range = {step, step + 1, measurement.value, measurement.value, true};
            grew = true;
            continue;
        }
        grew = grow(step, m_range.minStep, m_range.maxStep) || grew;
        grew = grow(measurement.value, m_range.low, m_range.high) || grew;
    }
    return grew;
}

void TrialCurvesChart::updateRows(int first, int last)
{
    m_hasCurve.resize(m_model->rowCount());
    for (int row = std::max(0, first); row <= last && row < m_model->rowCount(); ++row) {
        const Trial &trial = m_model->trial(row);
        if (!m_hasCurve.at(row) && !trial.measurements.isEmpty()) {
            m_hasCurve[row] = true;
            ++m_curveCount;
        }
        if (cover(trial))
            m_finished.invalidate();
        m_finished.rowChanged(row);
    }
    update();
}

void TrialCurvesChart::resizeEvent(QResizeEvent *)
{
    m_finished.invalidate();
}

QRectF TrialCurvesChart::plotRect() const
{
    return QRectF(LeftMargin, TopMargin, std::max(1.0, width() - LeftMargin - RightMargin),
                  std::max(1.0, height() - TopMargin - BottomMargin));
}

QPointF TrialCurvesChart::toScreen(double step, double value) const
{
    // A few pixels inside the frame, so that the extreme curves are not drawn on it.
    const QRectF plot = plotRect().adjusted(0, 4, 0, -4);
    const double x = (step - m_range.minStep) / std::max(1e-12, m_range.maxStep - m_range.minStep);
    // One value so far: the middle of the height, not the bottom edge.
    const double span = m_range.high - m_range.low;
    const double y = span > 0 ? (value - m_range.low) / span : 0.5;
    return {plot.left() + x * plot.width(), plot.bottom() - y * plot.height()};
}

void TrialCurvesChart::drawCurve(QPainter &painter, int row, bool current) const
{
    const Trial &trial = m_model->trial(row);
    if (trial.measurements.isEmpty())
        return;
    QPolygonF line;
    line.reserve(trial.measurements.size());
    for (const Measurement &measurement : trial.measurements)
        line << toScreen(double(measurement.stepCount), measurement.value);
    // One hue per trial, as a chart's series would have, so neighbours stay apart.
    QPen pen(QColor::fromHsv(int((row * 47) % 360), 170, 200), current ? 3.0 : 1.0);
    if (trial.stoppedEarly)
        pen.setStyle(Qt::DashLine); // the curves early stopping cut short
    if (current)
        pen.setColor(palette().text().color());
    painter.setPen(pen);
    if (line.size() == 1)
        painter.drawEllipse(line.first(), 2, 2);
    else
        painter.drawPolyline(line);
}

void TrialCurvesChart::preparePainter(QPainter &painter) const
{
    painter.setClipRect(plotRect());
    // Past a few thousand lines antialiasing costs more than it shows.
    painter.setRenderHint(QPainter::Antialiasing, m_curveCount < 2000);
}

void TrialCurvesChart::paintEvent(QPaintEvent *)
{
    const QImage &finished = m_finished.image(this, palette().base().color());
    QPainter painter(this);
    const QRectF plot = plotRect();
    painter.drawImage(QPointF(0, 0), finished);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(plot);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (!m_finished.holds(row) && row != m_currentRow)
            drawCurve(painter, row, false);
    }
    if (m_currentRow >= 0 && m_currentRow < m_model->rowCount())
        drawCurve(painter, m_currentRow, true);
    painter.setClipping(false);

    // Axes: a frame, the ends of each range, and what they measure.
    painter.setPen(palette().text().color());
    painter.drawRect(plot);
    const QFontMetrics metrics = fontMetrics();
    const double line = metrics.height();
    auto number = [](double v) { return QString::number(v, 'g', 4); };
    painter.drawText(QRectF(plot.left() - 4, plot.bottom() + 2, 80, line),
                     Qt::AlignLeft | Qt::AlignTop, number(m_range.minStep));
    painter.drawText(QRectF(plot.right() - 80, plot.bottom() + 2, 80, line),
                     Qt::AlignRight | Qt::AlignTop, number(m_range.maxStep));
    painter.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), line),
                     Qt::AlignHCenter | Qt::AlignTop, tr("step"));
    // The value labels right of the upright title, which takes one line's height.
    const double labelsLeft = line + 2;
    painter.drawText(QRectF(labelsLeft, plot.top() - 2, LeftMargin - 4 - labelsLeft, line),
                     Qt::AlignRight | Qt::AlignTop, number(m_range.high));
    painter.drawText(QRectF(labelsLeft, plot.bottom() - line + 2, LeftMargin - 4 - labelsLeft,
                            line),
                     Qt::AlignRight | Qt::AlignBottom, number(m_range.low));
    // The metric's name, upright along the value axis.
    painter.save();
    painter.translate(metrics.ascent(), plot.center().y());
    painter.rotate(-90);
    const QString metric = m_model->headerData(m_model->metricColumn(), Qt::Horizontal).toString();
    painter.drawText(QRectF(-plot.height() / 2, -metrics.ascent(), plot.height(), line),
                     Qt::AlignCenter, metrics.elidedText(metric, Qt::ElideRight, int(plot.height())));
    painter.restore();
}

} // namespace Poolcraft
