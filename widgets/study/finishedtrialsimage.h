#pragma once

#include <QImage>
#include <QList>

#include <functional>

class QPainter;
class QWidget;

namespace Poolcraft {

class TrialTableModel;

// The lines of a study's done trials, drawn once into an image that a view paints under
// its running trials: a done trial does not change, so a new report costs the running
// trials' lines whatever the study's size. Anything that moves every line (a resize, a
// wider range, a brush) makes the image stale and the next paint draws it again.
class FinishedTrialsImage
{
public:
    // How a view draws one row's line; `prepare` sets up each painter (clip, hints).
    using DrawRow = std::function<void(QPainter &painter, int row)>;
    using Prepare = std::function<void(QPainter &painter)>;

    FinishedTrialsImage(const TrialTableModel *model, DrawRow draw, Prepare prepare);

    void clear();
    void invalidate() { m_stale = true; }
    // A row added or changed: a done one goes into the image now, when the image is current.
    void rowChanged(int row);
    // The image for `widget`, drawn again first when stale; filled with `background`.
    const QImage &image(const QWidget *widget, const QColor &background);
    bool holds(int row) const { return row >= 0 && row < m_drawn.size() && m_drawn.at(row); }

private:
    const TrialTableModel *m_model;
    DrawRow m_draw;
    Prepare m_prepare;
    QImage m_image;
    QList<bool> m_drawn;   // per row: its line is in m_image
    bool m_stale = true;
};

} // namespace Poolcraft
