#include "parallelcoordinates.h"

#include "models/search/searchspace.h"
#include "models/search/trialtablemodel.h"
#include "widgets/study/trialrowupdates.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace Poolcraft {

namespace {

constexpr double Margin = 28;
constexpr double PickDistance = 5;

// Low metric blue, high red: the colour says which lines are good at a glance.
QColor metricColour(double unit)
{
    return QColor::fromHsvF(0.66 * (1.0 - std::clamp(unit, 0.0, 1.0)), 0.8, 0.85);
}

} // namespace

ParallelCoordinates::ParallelCoordinates(const TrialTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_finished(
          model, [this](QPainter &painter, int row) { drawLine(painter, row, false); },
          [this](QPainter &painter) {
              // Past a few thousand lines antialiasing costs more than it shows.
              painter.setRenderHint(QPainter::Antialiasing, m_model->rowCount() < 2000);
          })
{
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    followTrialRows(model, this, [this](int first, int last) { updateRows(first, last); },
                    [this] { rebuild(); });
    rebuild();
}

void ParallelCoordinates::rebuild()
{
    m_brushes.resize(axisCount());
    m_positions.clear();
    m_finished.clear();
    m_anyMetric = false;
    m_metricMin = 0;
    m_metricMax = 1;
    updateRows(0, m_model->rowCount() - 1);
}

double ParallelCoordinates::parameterUnit(int axis, const QVariant &value) const
{
    // The parameter's own scale, as the search sees it: log axes for log parameters, one
    // tick per category or discrete value.
    const StudyParameter &parameter = m_model->study().parameters.at(axis);
    if (parameter.type == ParameterType::Categorical) {
        const qsizetype count = parameter.categories.size();
        const qsizetype index = parameter.categories.indexOf(value.toString());
        return count > 1 ? double(index) / double(count - 1) : 0.5;
    }
    const SearchSpace space({parameter});
    return space.encode({{parameter.id, value}})[0];
}

void ParallelCoordinates::updateRows(int first, int last)
{
    const int axes = axisCount();
    const qsizetype rows = m_model->rowCount();
    m_positions.resize(rows);
    for (int row = std::max(0, first); row <= last && row < rows; ++row) {
        QList<double> &positions = m_positions[row];
        positions = QList<double>(std::max(0, axes), qQNaN());
        for (int axis = 0; axis + 1 < axes; ++axis) {
            const QVariant value = m_model->data(
                m_model->index(row, m_model->parameterColumn(axis)), Qt::EditRole);
            if (value.isValid())
                positions[axis] = parameterUnit(axis, value);
        }
        const QVariant metric = m_model->data(m_model->index(row, m_model->metricColumn()),
                                              Qt::EditRole);
        if (axes > 0 && metric.isValid()) {
            const double v = metric.toDouble();
            positions[axes - 1] = v;
            // A wider metric range moves every line's end: the image is redrawn.
            if (!m_anyMetric || v < m_metricMin || v > m_metricMax)
                m_finished.invalidate();
            m_metricMin = m_anyMetric ? std::min(m_metricMin, v) : v;
            m_metricMax = m_anyMetric ? std::max(m_metricMax, v) : v;
            m_anyMetric = true;
        }
        m_finished.rowChanged(row);
    }
    update();
}

void ParallelCoordinates::resizeEvent(QResizeEvent *)
{
    m_finished.invalidate();
}

int ParallelCoordinates::axisCount() const
{
    return m_model->metricColumn() - 1; // parameters, then the metric
}

void ParallelCoordinates::setCurrentRow(int row)
{
    m_currentRow = row;
    update();
}

std::optional<double> ParallelCoordinates::unitOf(int row, int axis) const
{
    if (row < 0 || row >= m_positions.size() || axis < 0 || axis >= m_positions.at(row).size())
        return std::nullopt;
    const double position = m_positions.at(row).at(axis);
    if (std::isnan(position))
        return std::nullopt;
    if (axis == axisCount() - 1) {
        return m_metricMax > m_metricMin ? (position - m_metricMin) / (m_metricMax - m_metricMin)
                                         : 0.5;
    }
    return position;
}

std::optional<QPointF> ParallelCoordinates::pointOf(int row, int axis) const
{
    const std::optional<double> unit = unitOf(row, axis);
    if (!unit)
        return std::nullopt;
    const QRectF plot = plotRect();
    return QPointF(axisX(axis), plot.bottom() - *unit * plot.height());
}

bool ParallelCoordinates::accepts(int row) const
{
    for (int axis = 0; axis < m_brushes.size(); ++axis) {
        if (!m_brushes.at(axis))
            continue;
        const std::optional<double> unit = unitOf(row, axis);
        const auto [low, high] = *m_brushes.at(axis);
        if (!unit || *unit < low || *unit > high)
            return false;
    }
    return true;
}

void ParallelCoordinates::clearBrushes()
{
    m_brushes.fill(std::nullopt);
    m_finished.invalidate(); // every line is shown undimmed again
    update();
    emit brushChanged();
}

void ParallelCoordinates::brush(int axis, double from, double to)
{
    m_brushes.resize(axisCount());
    if (axis < 0 || axis >= m_brushes.size())
        return;
    if (std::abs(to - from) < 0.01)
        m_brushes[axis].reset(); // a click on an axis clears its brush
    else
        m_brushes[axis] = std::make_pair(std::min(from, to), std::max(from, to));
    m_finished.invalidate();
    update();
    emit brushChanged();
}

std::pair<QString, QString> ParallelCoordinates::axisEnds(int axis) const
{
    if (axis == axisCount() - 1)
        return {QString::number(m_metricMin, 'g', 4), QString::number(m_metricMax, 'g', 4)};
    const StudyParameter &parameter = m_model->study().parameters.at(axis);
    switch (parameter.type) {
    case ParameterType::Categorical:
        return {parameter.categories.value(0), parameter.categories.value(parameter.categories.size() - 1)};
    case ParameterType::Discrete: {
        if (parameter.discreteValues.isEmpty())
            return {};
        QList<double> values = parameter.discreteValues;
        std::sort(values.begin(), values.end());
        return {QString::number(values.first(), 'g', 4), QString::number(values.last(), 'g', 4)};
    }
    case ParameterType::Double:
    case ParameterType::Integer:
        break;
    }
    return {QString::number(parameter.minValue, 'g', 4), QString::number(parameter.maxValue, 'g', 4)};
}

QRectF ParallelCoordinates::plotRect() const
{
    return QRectF(Margin, Margin, width() - 2 * Margin, height() - 2 * Margin);
}

double ParallelCoordinates::axisX(int axis) const
{
    const QRectF plot = plotRect();
    const int count = axisCount();
    return count > 1 ? plot.left() + plot.width() * axis / (count - 1) : plot.center().x();
}

int ParallelCoordinates::axisAt(double x) const
{
    for (int axis = 0; axis < axisCount(); ++axis) {
        if (std::abs(axisX(axis) - x) < 12)
            return axis;
    }
    return -1;
}

void ParallelCoordinates::drawLine(QPainter &painter, int row, bool current) const
{
    const int axes = axisCount();
    QPolygonF line;
    line.reserve(axes);
    for (int axis = 0; axis < axes; ++axis) {
        if (const std::optional<QPointF> point = pointOf(row, axis))
            line << *point;
    }
    const std::optional<double> metric = unitOf(row, axes - 1);
    QColor colour = metric ? metricColour(*metric) : palette().mid().color();
    if (!accepts(row))
        colour = palette().midlight().color();
    painter.setPen(QPen(colour, current ? 3.0 : 1.2));
    painter.drawPolyline(line);
}

void ParallelCoordinates::paintEvent(QPaintEvent *)
{
    const QImage &finished = m_finished.image(this, palette().base().color());
    QPainter painter(this);
    painter.drawImage(QPointF(0, 0), finished);
    const QRectF plot = plotRect();
    const int axes = axisCount();
    painter.setRenderHint(QPainter::Antialiasing);
    for (int row = 0; row < m_positions.size(); ++row) {
        if (!m_finished.holds(row) && row != m_currentRow)
            drawLine(painter, row, false);
    }
    if (m_currentRow >= 0 && m_currentRow < m_positions.size())
        drawLine(painter, m_currentRow, true);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(palette().text().color());
    for (int axis = 0; axis < axes; ++axis) {
        const double x = axisX(axis);
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QString title = m_model->headerData(axis == axes - 1 ? m_model->metricColumn()
                                                                   : m_model->parameterColumn(axis),
                                                  Qt::Horizontal)
                                  .toString();
        painter.drawText(QRectF(x - 60, 2, 120, Margin - 4), Qt::AlignCenter, title);
        const auto [bottom, top] = axisEnds(axis);
        painter.drawText(QRectF(x - 60, plot.bottom() + 2, 120, Margin - 4), Qt::AlignCenter,
                         bottom);
        // The top value beside its axis, inside the widget: right of it, left of the last.
        const bool last = axis == axes - 1;
        painter.drawText(QRectF(last ? x - 124 : x + 4, plot.top() - 2, 120, 16),
                         last ? Qt::AlignRight : Qt::AlignLeft, top);
        if (axis < m_brushes.size() && m_brushes.at(axis)) {
            const auto [low, high] = *m_brushes.at(axis);
            painter.fillRect(QRectF(x - 5, plot.bottom() - high * plot.height(), 10,
                                    (high - low) * plot.height()),
                             QColor(0, 0, 0, 60));
        }
    }
}

void ParallelCoordinates::mousePressEvent(QMouseEvent *event)
{
    const QPointF at = event->position();
    m_dragAxis = axisAt(at.x());
    const QRectF plot = plotRect();
    m_dragStart = (plot.bottom() - at.y()) / plot.height();
    if (m_dragAxis >= 0)
        return;
    // Not on an axis: the trial whose line passes nearest, if near enough.
    int best = -1;
    double bestDistance = PickDistance;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        for (int axis = 0; axis + 1 < axisCount(); ++axis) {
            const auto a = pointOf(row, axis), b = pointOf(row, axis + 1);
            if (!a || !b || at.x() < a->x() || at.x() > b->x())
                continue;
            const double t = (at.x() - a->x()) / std::max(1e-9, b->x() - a->x());
            const double distance = std::abs(a->y() + t * (b->y() - a->y()) - at.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = row;
            }
        }
    }
    if (best >= 0)
        emit rowClicked(best);
}

void ParallelCoordinates::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragAxis < 0)
        return;
    const QRectF plot = plotRect();
    const double here = std::clamp((plot.bottom() - event->position().y()) / plot.height(), 0.0, 1.0);
    m_brushes.resize(axisCount());
    if (std::abs(here - m_dragStart) >= 0.01)
        m_brushes[m_dragAxis] = std::make_pair(std::min(m_dragStart, here), std::max(m_dragStart, here));
    m_finished.invalidate(); // lines outside the brush dim as it is dragged
    update();
}

void ParallelCoordinates::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragAxis < 0)
        return;
    const QRectF plot = plotRect();
    const double here = std::clamp((plot.bottom() - event->position().y()) / plot.height(), 0.0, 1.0);
    brush(m_dragAxis, std::clamp(m_dragStart, 0.0, 1.0), here);
    m_dragAxis = -1;
}

} // namespace Poolcraft
