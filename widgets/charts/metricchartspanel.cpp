#include "metricchartspanel.h"

#include "metricchart.h"
#include "metricseriesset.h"

#include "models/core/outputfile.h"

#include <QDir>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

namespace Poolcraft {

namespace {
constexpr int ChartColumns = 2;
constexpr int SliderSteps = 100;
} // namespace

MetricChartsPanel::MetricChartsPanel(MetricSeriesSet *data, QWidget *parent)
    : QWidget(parent)
    , m_data(data)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Smoothing:"), this));
    m_smoothingSlider = new QSlider(Qt::Horizontal, this);
    m_smoothingSlider->setRange(0, SliderSteps - 1);
    m_smoothingSlider->setValue(60);
    m_smoothingSlider->setMaximumWidth(200);
    m_smoothingSlider->setToolTip(tr("Exponential moving average weight, debiased; "
                                     "0 shows the raw values"));
    bar->addWidget(m_smoothingSlider);
    m_smoothingLabel = new QLabel(QStringLiteral("0.60"), this);
    bar->addWidget(m_smoothingLabel);
    bar->addStretch();
    auto *csvButton = new QToolButton(this);
    csvButton->setText(tr("Export CSV..."));
    bar->addWidget(csvButton);
    auto *pngButton = new QToolButton(this);
    pngButton->setText(tr("Export PNG..."));
    bar->addWidget(pngButton);
    layout->addLayout(bar);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *grid = new QWidget(scroll);
    m_grid = new QGridLayout(grid);
    m_emptyLabel = new QLabel(tr("No metrics yet: charts appear when the trainer reports "
                                 "its first epoch."), grid);
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_grid->addWidget(m_emptyLabel, 0, 0);
    scroll->setWidget(grid);
    layout->addWidget(scroll, 1);

    connect(m_smoothingSlider, &QSlider::valueChanged, this, &MetricChartsPanel::onSliderMoved);
    connect(csvButton, &QToolButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Metrics"), QString(),
                                                          tr("CSV files (*.csv)"));
        QString error;
        if (!path.isEmpty() && !exportCsv(path, &error))
            QMessageBox::warning(this, tr("Export Metrics"), error);
    });
    connect(pngButton, &QToolButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Charts"));
        QString error;
        if (!dir.isEmpty() && exportPngs(dir, QStringLiteral("metrics"), &error).isEmpty())
            QMessageBox::warning(this, tr("Export Charts"), error);
    });
    if (m_data) {
        connect(m_data, &MetricSeriesSet::familyAdded, this, &MetricChartsPanel::addChart);
        for (const QString &family : m_data->families())
            addChart(family);
    }
}

void MetricChartsPanel::addChart(const QString &family)
{
    if (chart(family))
        return;
    m_emptyLabel->hide();
    auto *chart = new MetricChart(m_data, family, this);
    chart->setSmoothing(smoothing());
    // Loss and accuracy first: they are what people look at.
    int index = int(m_charts.size());
    if (family == QLatin1String("loss"))
        index = 0;
    else if (family == QLatin1String("accuracy"))
        index = this->chart(QStringLiteral("loss")) ? 1 : 0;
    m_charts.insert(index, chart);
    for (MetricChart *c : std::as_const(m_charts))
        m_grid->removeWidget(c);
    for (int i = 0; i < m_charts.size(); ++i)
        m_grid->addWidget(m_charts[i], i / ChartColumns, i % ChartColumns);
}

MetricChart *MetricChartsPanel::chart(const QString &family) const
{
    for (MetricChart *c : m_charts) {
        if (c->family() == family)
            return c;
    }
    return nullptr;
}

void MetricChartsPanel::setSmoothing(double weight)
{
    m_smoothingSlider->setValue(int(std::lround(std::clamp(weight, 0.0, 0.99) * SliderSteps)));
}

double MetricChartsPanel::smoothing() const
{
    return double(m_smoothingSlider->value()) / SliderSteps;
}

void MetricChartsPanel::onSliderMoved(int value)
{
    const double weight = double(value) / SliderSteps;
    m_smoothingLabel->setText(QString::number(weight, 'f', 2));
    for (MetricChart *c : std::as_const(m_charts))
        c->setSmoothing(weight);
}

bool MetricChartsPanel::exportCsv(const QString &path, QString *error) const
{
    QString csv;
    for (const MetricChart *c : m_charts) {
        const QString part = c->toCsv();
        csv += csv.isEmpty() ? part : part.section(QLatin1Char('\n'), 1);
    }
    if (csv.isEmpty())
        csv = QStringLiteral("run,metric,split,epoch,value,smoothed\n");
    QString problem;
    if (!OutputFile::write(path, csv.toUtf8(), &problem)) {
        if (error)
            *error = path + QLatin1String(": ") + problem;
        return false;
    }
    return true;
}

QStringList MetricChartsPanel::exportPngs(const QString &directory, const QString &baseName,
                                          QString *error) const
{
    QStringList written;
    for (const MetricChart *c : m_charts) {
        QString family = c->family();
        family.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")),
                       QStringLiteral("_"));
        const QString path = QDir(directory).filePath(baseName + QLatin1Char('-') + family
                                                      + QLatin1String(".png"));
        if (!c->exportPng(path, error))
            return written;
        written.append(path);
    }
    return written;
}

} // namespace Poolcraft
