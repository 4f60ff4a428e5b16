#include "catalogbrowser.h"

#include "catalogfiltermodel.h"
#include "catalogtablemodel.h"

#include "widgets/designer/catalogchoices.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace Poolcraft {

CatalogBrowser::CatalogBrowser(const CatalogChoices *catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
    , m_region(new QComboBox(this))
    , m_filter(new QLineEdit(this))
    , m_model(new CatalogTableModel(this))
    , m_proxy(new CatalogFilterModel(m_model, this))
    , m_view(new QTableView(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    auto *regionLabel = new QLabel(tr("&Region:"), this);
    regionLabel->setBuddy(m_region);
    m_region->addItem(tr("All regions"), QString());
    for (const QString &name : m_catalog->regionNames())
        m_region->addItem(name, name);
    m_region->setAccessibleName(tr("Region filter"));
    m_region->setToolTip(tr("Show only what the region offers, with its prices."));
    auto *filterLabel = new QLabel(tr("&Filter:"), this);
    filterLabel->setBuddy(m_filter);
    m_filter->setPlaceholderText(tr("A100, n1-standard, g2…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Text filter"));
    bar->addWidget(regionLabel);
    bar->addWidget(m_region);
    bar->addSpacing(12);
    bar->addWidget(filterLabel);
    bar->addWidget(m_filter, 1);
    layout->addLayout(bar);

    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(CatalogTableModel::MachineColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setToolTip(tr("Price per GPU is the region's list price per hour, or the lowest "
                          "of all regions when none is picked."));
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAccessibleName(tr("Catalog"));
    layout->addWidget(m_view, 1);
    // Say where the prices come from: without it they read as Vertex's own.
    if (!m_catalog->priceNote().isEmpty()) {
        auto *note = new QLabel(tr("Prices and availability: %1. Price per GPU is the region's "
                                   "list price per hour, or the lowest of all regions when none "
                                   "is picked.").arg(m_catalog->priceNote()), this);
        note->setWordWrap(true);
        layout->addWidget(note);
    }

    connect(m_region, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setRows(m_catalog->catalogRows(m_region->currentData().toString()));
        m_view->resizeColumnsToContents();
    });
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &CatalogFilterModel::setQuery);
    m_model->setRows(m_catalog->catalogRows(QString()));
    m_view->resizeColumnsToContents();
}

void CatalogBrowser::setRegion(const QString &region)
{
    m_region->setCurrentIndex(std::max(0, m_region->findData(region)));
}

} // namespace Poolcraft
