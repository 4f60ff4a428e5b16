#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace Poolcraft {

class CatalogChoices;
class JobEditDocument;

// The job's region, listing every region with whether the current job can run there and
// what it costs per hour; the status line says why a region cannot.
class RegionPicker : public QWidget
{
    Q_OBJECT

public:
    static constexpr int RegionRole = Qt::UserRole + 1;
    static constexpr int CanRunRole = Qt::UserRole + 2;
    static constexpr int ReasonRole = Qt::UserRole + 3;
    static constexpr int CostRole = Qt::UserRole + 4;
    static constexpr int CostTextRole = Qt::UserRole + 5; // "$4.69/h", "≥ $4.69/h" when a
                                                          // price is unknown

    RegionPicker(JobEditDocument *document, const CatalogChoices *catalog,
                 QWidget *parent = nullptr);

    // "$4.69/h"; "≥ $4.69/h" when some price is unknown (the sum is then a floor).
    static QString costText(double perHour, bool known);

    void refresh();
    QComboBox *comboBox() const { return m_combo; }
    QString statusText() const;

private:
    JobEditDocument *m_document;
    const CatalogChoices *m_catalog;
    QComboBox *m_combo;
    QLabel *m_status;
};

} // namespace Poolcraft
