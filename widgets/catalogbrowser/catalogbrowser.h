#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QTableView;

namespace Poolcraft {

class CatalogChoices;
class CatalogFilterModel;
class CatalogTableModel;

// "Where can I get 4 × A100 and what does it cost": every machine type × GPU pair with its
// valid counts and price, filtered by region and by text.
class CatalogBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit CatalogBrowser(const CatalogChoices *catalog, QWidget *parent = nullptr);

    void setRegion(const QString &region); // empty = every region
    QTableView *view() const { return m_view; }
    CatalogTableModel *model() const { return m_model; }
    CatalogFilterModel *proxy() const { return m_proxy; }

private:
    const CatalogChoices *m_catalog;
    QComboBox *m_region;
    QLineEdit *m_filter;
    CatalogTableModel *m_model;
    CatalogFilterModel *m_proxy;
    QTableView *m_view;
};

} // namespace Poolcraft
