#include "regionpicker.h"

#include "catalogchoices.h"

#include "app/document/jobeditdocument.h"
#include "models/validation/jobcost.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStandardItemModel>
#include <QStyle>

namespace Poolcraft {

QString RegionPicker::costText(double perHour, bool known)
{
    // The one money format of the cost model, so the list, the cost rows and `where` agree.
    const QString money = moneyPerHour(perHour);
    return known ? money : tr("≥ %1").arg(money);
}

RegionPicker::RegionPicker(JobEditDocument *document, const CatalogChoices *catalog,
                           QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_catalog(catalog)
    , m_combo(new QComboBox(this))
    , m_status(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo);
    layout->addWidget(m_status, 1);
    m_combo->setModel(new QStandardItemModel(m_combo));
    m_combo->setAccessibleName(tr("Region"));
    m_combo->setToolTip(tr("Where the job runs. Regions with a tick offer everything the job asks "
                           "for, with the cost per hour of all its machines."));
    m_combo->setMinimumContentsLength(28);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        m_document->setValue(QStringLiteral("region"),
                             m_combo->itemData(index, RegionRole).toString());
    });
}

void RegionPicker::refresh()
{
    const JobDocument &job = m_document->job();
    auto *model = static_cast<QStandardItemModel *>(m_combo->model());
    const QList<RegionChoice> regions = m_catalog->regions(job);
    const QSignalBlocker blocker(m_combo);
    model->clear();
    bool found = false;
    const QIcon yes = style()->standardIcon(QStyle::SP_DialogApplyButton);
    const QIcon no = style()->standardIcon(QStyle::SP_DialogCancelButton);
    for (const RegionChoice &region : regions) {
        const QString cost = costText(region.costPerHour, region.costKnown);
        const QString text = region.canRun
                                 ? tr("%1 — %2").arg(region.name, cost)
                                 : tr("%1 — cannot run").arg(region.name);
        auto *item = new QStandardItem(text);
        item->setIcon(region.canRun ? yes : no);
        item->setData(region.name, RegionRole);
        item->setData(region.canRun, CanRunRole);
        item->setData(region.reason, ReasonRole);
        item->setData(region.costPerHour, CostRole);
        item->setData(cost, CostTextRole);
        item->setToolTip(region.canRun ? tr("%1 can run this job for %2.").arg(region.name, cost)
                                       : region.reason);
        if (!region.canRun)
            item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        found = found || region.name == job.region;
        model->appendRow(item);
    }
    if (!found && !job.region.isEmpty()) {
        auto *item = new QStandardItem(tr("%1 — unknown region").arg(job.region));
        item->setData(job.region, RegionRole);
        item->setData(false, CanRunRole);
        item->setData(tr("%1 is not a region Poolcraft's catalog knows.").arg(job.region),
                      ReasonRole);
        model->insertRow(0, item);
    }
    const int current = m_combo->findData(job.region, RegionRole);
    m_combo->setCurrentIndex(current);
    if (current < 0) {
        m_status->setText(tr("Pick a region."));
        return;
    }
    const bool canRun = m_combo->itemData(current, CanRunRole).toBool();
    m_status->setText(canRun ? tr("This job can run here for %1.")
                                   .arg(m_combo->itemData(current, CostTextRole).toString())
                             : tr("This job cannot run here: %1")
                                   .arg(m_combo->itemData(current, ReasonRole).toString()));
    m_status->setStyleSheet(canRun ? QString() : QStringLiteral("color: #b3261e;"));
}

QString RegionPicker::statusText() const
{
    return m_status->text();
}

} // namespace Poolcraft
