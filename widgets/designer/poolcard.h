#pragma once

#include "models/core/diagnostic.h"
#include "models/core/jobdocument.h"

#include <QGroupBox>
#include <QHash>

#include <functional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace Poolcraft {

class CatalogChoices;
class GrowingTable;
class JobEditDocument;

// One worker pool as a card: the pool's switch, machine, accelerator, replicas, task, disk.
// Shows what the document holds and sends every change to it as an undoable edit.
class PoolCard : public QGroupBox
{
    Q_OBJECT

public:
    PoolCard(int poolIndex, JobEditDocument *document, const CatalogChoices *catalog,
             QWidget *parent = nullptr);

    int poolIndex() const { return m_pool; }
    void refresh();
    void showDiagnostics(const Diagnostics &diagnostics);
    bool focusPath(const QString &path); // false when the path is not one of this card's

    QComboBox *machineTypeBox() const { return m_machineType; }
    QComboBox *acceleratorBox() const { return m_accelerator; }
    QComboBox *countBox() const { return m_count; }
    QSpinBox *replicaBox() const { return m_replicas; }
    QString messageAt(const QString &path) const; // the diagnostic shown beside a field
    // The box of each row's field, top to bottom (a row spanning both columns included).
    QList<QWidget *> rows() const;

private:
    QWidget *fieldFor(const QString &path) const;
    QWidget *withMessage(QWidget *field, const QString &path);
    void fillMachineTypes();
    void fillAccelerators(const WorkerPool &pool);
    void fillCounts(const WorkerPool &pool);
    QString effectiveMachine() const; // the type, or the one its scale tier gives it
    void fillTables(const WorkerPool &pool);
    void edit(const QString &field, const QString &value);
    void editPool(const std::function<void(WorkerPool &)> &change, const QString &text);
    void commitArguments();
    void commitEnvironment();

    int m_pool;
    JobEditDocument *m_document;
    const CatalogChoices *m_catalog;
    bool m_refreshing = false;
    QFormLayout *m_form = nullptr;

    QComboBox *m_machineType = nullptr;
    QComboBox *m_accelerator = nullptr;
    QComboBox *m_count = nullptr;
    QSpinBox *m_replicas = nullptr;
    QComboBox *m_taskKind = nullptr;
    QWidget *m_taskStack = nullptr;
    QWidget *m_containerPage = nullptr;
    QWidget *m_packagePage = nullptr;
    QLineEdit *m_imageUri = nullptr;
    QLineEdit *m_executorImage = nullptr;
    QLineEdit *m_packageUris = nullptr;
    QLineEdit *m_pythonModule = nullptr;
    GrowingTable *m_arguments = nullptr;
    GrowingTable *m_environment = nullptr;
    QComboBox *m_diskType = nullptr;
    QSpinBox *m_diskSize = nullptr;
    QLabel *m_poolMessage = nullptr;
    QHash<QString, QLabel *> m_messages;  // field path -> label beside the field
};

} // namespace Poolcraft
