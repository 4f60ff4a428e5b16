#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QGridLayout;
class QLabel;
class QSlider;
QT_END_NAMESPACE

namespace Poolcraft {

class MetricChart;
class MetricSeriesSet;

// Every family of a MetricSeriesSet as its own chart, in a grid, with one smoothing slider
// (TensorBoard's 0.6 by default) for all of them and export of all charts.
class MetricChartsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MetricChartsPanel(MetricSeriesSet *data, QWidget *parent = nullptr);

    QList<MetricChart *> charts() const { return m_charts; }
    MetricChart *chart(const QString &family) const;
    void setSmoothing(double weight);
    double smoothing() const;

    // One CSV for all families; one PNG per family, named <base>-<family>.png.
    bool exportCsv(const QString &path, QString *error = nullptr) const;
    QStringList exportPngs(const QString &directory, const QString &baseName,
                           QString *error = nullptr) const;

private:
    void addChart(const QString &family);
    void onSliderMoved(int value);

    QPointer<MetricSeriesSet> m_data;
    QList<MetricChart *> m_charts;
    QGridLayout *m_grid = nullptr;
    QSlider *m_smoothingSlider = nullptr;
    QLabel *m_smoothingLabel = nullptr;
    QLabel *m_emptyLabel = nullptr;
};

} // namespace Poolcraft
