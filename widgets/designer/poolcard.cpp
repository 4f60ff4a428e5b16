#include "poolcard.h"

#include "catalogchoices.h"
#include "growingtable.h"

#include "app/document/jobeditdocument.h"
#include "app/document/undocommands.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Poolcraft {

namespace {

QString machineTypeToolTip()
{
    return PoolCard::tr("The virtual machine of every replica in this pool, grouped by series, "
                        "with its vCPUs and memory.");
}

constexpr int NameRole = Qt::UserRole + 1;

QString poolTitle(int index)
{
    switch (index) {
    case ChiefPool: return PoolCard::tr("Chief (pool 0)");
    case WorkerPoolRole: return PoolCard::tr("Workers (pool 1)");
    case ParameterServerPool: return PoolCard::tr("Parameter servers / reduction server (pool 2)");
    case EvaluatorPool: return PoolCard::tr("Evaluators (pool 3)");
    }
    return QString();
}

QString memoryText(double gb)
{
    return QString::number(gb, 'g', 4);
}

void selectData(QComboBox *box, const QVariant &value)
{
    const int index = box->findData(value, NameRole);
    box->setCurrentIndex(index);
}

QStringList tableColumn(const QTableWidget *table, int column)
{
    QStringList values;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem *item = table->item(row, column);
        values << (item ? item->text() : QString());
    }
    return values;
}

GrowingTable *makeTable(const QStringList &headers, const QString &accessibleName)
{
    // Two rows at least, so an empty table still looks like one; eight before it scrolls.
    auto *table = new GrowingTable(headers, 2, 8);
    table->setAccessibleName(accessibleName);
    table->setTabKeyNavigation(false);
    return table;
}

// Stacks the widgets at the top of `box`: a row made taller to match a neighbouring card's
// keeps its field at the top, in line with the label, and the room below empty.
void topAligned(QWidget *box, QWidget *field, QWidget *message = nullptr)
{
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    if (message)
        layout->addWidget(message);
    layout->addStretch(1);
}

QWidget *tableWithButtons(QTableWidget *table, const std::function<void()> &add,
                          const std::function<void()> &remove)
{
    auto *box = new QWidget;
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table, 1, Qt::AlignTop);
    auto *buttons = new QVBoxLayout;
    auto *addButton = new QPushButton(PoolCard::tr("Add"));
    auto *removeButton = new QPushButton(PoolCard::tr("Remove"));
    addButton->setAccessibleName(PoolCard::tr("Add row to %1").arg(table->accessibleName()));
    removeButton->setAccessibleName(
        PoolCard::tr("Remove selected row from %1").arg(table->accessibleName()));
    QObject::connect(addButton, &QPushButton::clicked, box, add);
    QObject::connect(removeButton, &QPushButton::clicked, box, remove);
    buttons->addWidget(addButton);
    buttons->addWidget(removeButton);
    buttons->addStretch();
    layout->addLayout(buttons);
    return box;
}

} // namespace

PoolCard::PoolCard(int poolIndex, JobEditDocument *document, const CatalogChoices *catalog,
                   QWidget *parent)
    : QGroupBox(poolTitle(poolIndex), parent)
    , m_pool(poolIndex)
    , m_document(document)
    , m_catalog(catalog)
{
    setCheckable(true);
    setAccessibleName(poolTitle(poolIndex));
    setToolTip(tr("Switch the pool on or off. Pool 0 is the chief and is always needed."));
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form = form;

    // Every row is a box that stays shown, even empty: a card beside this one can then give
    // its row the same height (PoolCardGrid).
    auto *poolMessageRow = new QWidget(this);
    m_poolMessage = new QLabel(poolMessageRow);
    m_poolMessage->setWordWrap(true);
    m_poolMessage->hide();
    topAligned(poolMessageRow, m_poolMessage);
    form->addRow(poolMessageRow);

    m_machineType = new QComboBox(this);
    m_machineType->setModel(new QStandardItemModel(m_machineType));
    m_machineType->setAccessibleName(tr("Machine type"));
    m_machineType->setToolTip(machineTypeToolTip());
    m_machineType->setMaxVisibleItems(20);
    m_machineType->setMinimumContentsLength(16);
    m_machineType->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    form->addRow(tr("&Machine type:"), withMessage(m_machineType, ValuePath::machineType(m_pool)));

    auto *acceleratorRow = new QWidget(this);
    auto *acceleratorLayout = new QHBoxLayout(acceleratorRow);
    acceleratorLayout->setContentsMargins(0, 0, 0, 0);
    m_accelerator = new QComboBox(acceleratorRow);
    m_accelerator->setModel(new QStandardItemModel(m_accelerator));
    m_accelerator->setAccessibleName(tr("Accelerator type"));
    m_accelerator->setToolTip(tr("GPUs this machine type takes. Greyed entries do not fit the "
                                 "machine type: hover them to see why."));
    m_count = new QComboBox(acceleratorRow);
    m_count->setAccessibleName(tr("Accelerator count"));
    m_count->setToolTip(tr("Only the counts Vertex AI accepts for this machine type and GPU."));
    auto *times = new QLabel(QStringLiteral("×"), acceleratorRow);
    acceleratorLayout->addWidget(m_count);
    acceleratorLayout->addWidget(times);
    acceleratorLayout->addWidget(m_accelerator, 1);
    auto *acceleratorField = new QWidget(this);
    auto *acceleratorFieldLayout = new QVBoxLayout(acceleratorField);
    acceleratorFieldLayout->setContentsMargins(0, 0, 0, 0);
    acceleratorFieldLayout->setSpacing(2);
    acceleratorFieldLayout->addWidget(withMessage(acceleratorRow,
                                                  ValuePath::acceleratorType(m_pool)));
    auto *countMessage = new QLabel(acceleratorField);
    countMessage->setWordWrap(true);
    countMessage->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    countMessage->hide();
    m_messages.insert(ValuePath::acceleratorCount(m_pool), countMessage);
    acceleratorFieldLayout->addWidget(countMessage);
    acceleratorFieldLayout->addStretch(1);
    form->addRow(tr("&Accelerators:"), acceleratorField);
    qobject_cast<QLabel *>(form->labelForField(acceleratorField))->setBuddy(m_accelerator);

    m_replicas = new QSpinBox(this);
    m_replicas->setRange(0, 100000);
    m_replicas->setAccessibleName(tr("Replica count"));
    m_replicas->setToolTip(m_pool == ChiefPool
                               ? tr("The chief pool always has exactly one replica.")
                               : tr("How many machines of this kind run the job."));
    form->addRow(tr("&Replicas:"), withMessage(m_replicas, ValuePath::replicaCount(m_pool)));

    m_taskKind = new QComboBox(this);
    m_taskKind->addItem(tr("Container image"), int(TaskKind::Container));
    m_taskKind->addItem(tr("Python package"), int(TaskKind::PythonPackage));
    m_taskKind->setAccessibleName(tr("Task kind"));
    m_taskKind->setToolTip(tr("Run your own container, or a Python package on a prebuilt "
                              "training container."));
    auto *taskKindRow = new QWidget(this);
    topAligned(taskKindRow, m_taskKind);
    form->addRow(tr("&Runs:"), taskKindRow);
    qobject_cast<QLabel *>(form->labelForField(taskKindRow))->setBuddy(m_taskKind);

    // Two pages of which one shows; hidden widgets take no room, unlike a stacked widget's.
    m_taskStack = new QWidget(this);
    auto *taskLayout = new QVBoxLayout(m_taskStack);
    taskLayout->setContentsMargins(0, 0, 0, 0);
    auto *containerPage = new QWidget(m_taskStack);
    auto *containerForm = new QFormLayout(containerPage);
    containerForm->setContentsMargins(0, 0, 0, 0);
    m_imageUri = new QLineEdit(containerPage);
    m_imageUri->setPlaceholderText(
        QStringLiteral("us-docker.pkg.dev/project/repo/trainer:latest"));
    m_imageUri->setAccessibleName(tr("Container image URI"));
    m_imageUri->setToolTip(tr("The image every replica of this pool runs."));
    containerForm->addRow(tr("&Image:"), withMessage(m_imageUri, ValuePath::imageUri(m_pool)));
    taskLayout->addWidget(containerPage);
    m_containerPage = containerPage;

    auto *packagePage = new QWidget(m_taskStack);
    auto *packageForm = new QFormLayout(packagePage);
    packageForm->setContentsMargins(0, 0, 0, 0);
    const QString pythonPath = ValuePath::pool(m_pool) + QStringLiteral(".pythonPackageSpec.");
    m_executorImage = new QLineEdit(packagePage);
    m_executorImage->setAccessibleName(tr("Executor image URI"));
    m_executorImage->setToolTip(tr("One of Vertex AI's prebuilt training containers."));
    packageForm->addRow(tr("E&xecutor:"),
                        withMessage(m_executorImage,
                                    pythonPath + QStringLiteral("executorImageUri")));
    m_packageUris = new QLineEdit(packagePage);
    m_packageUris->setPlaceholderText(QStringLiteral("gs://bucket/trainer-0.1.tar.gz"));
    m_packageUris->setAccessibleName(tr("Package URIs"));
    m_packageUris->setToolTip(tr("Cloud Storage URIs of the packages, separated by commas."));
    packageForm->addRow(tr("&Packages:"),
                        withMessage(m_packageUris, pythonPath + QStringLiteral("packageUris")));
    m_pythonModule = new QLineEdit(packagePage);
    m_pythonModule->setPlaceholderText(QStringLiteral("trainer.task"));
    m_pythonModule->setAccessibleName(tr("Python module"));
    packageForm->addRow(tr("Mo&dule:"),
                        withMessage(m_pythonModule, pythonPath + QStringLiteral("pythonModule")));
    taskLayout->addWidget(packagePage);
    taskLayout->addStretch(1);
    m_packagePage = packagePage;
    form->addRow(m_taskStack);

    m_arguments = makeTable({tr("Argument")}, tr("Arguments"));
    m_arguments->setToolTip(tr("Command-line arguments, one per row, passed to every replica."));
    form->addRow(tr("Ar&guments:"), tableWithButtons(m_arguments, [this] {
        m_arguments->appendAndEdit({QStringLiteral("--")});
        commitArguments();
    }, [this] {
        if (m_arguments->currentRow() >= 0) {
            m_arguments->removeRow(m_arguments->currentRow());
            commitArguments();
        }
    }));
    qobject_cast<QLabel *>(form->labelForField(m_arguments->parentWidget()))
        ->setBuddy(m_arguments);

    m_environment = makeTable({tr("Name"), tr("Value")}, tr("Environment"));
    m_environment->setToolTip(tr("Environment variables set in every replica of this pool."));
    form->addRow(tr("&Environment:"), tableWithButtons(m_environment, [this] {
        m_environment->appendAndEdit({QStringLiteral("NAME"), QString()});
        commitEnvironment();
    }, [this] {
        if (m_environment->currentRow() >= 0) {
            m_environment->removeRow(m_environment->currentRow());
            commitEnvironment();
        }
    }));
    qobject_cast<QLabel *>(form->labelForField(m_environment->parentWidget()))
        ->setBuddy(m_environment);

    auto *diskRow = new QWidget(this);
    auto *diskLayout = new QHBoxLayout(diskRow);
    diskLayout->setContentsMargins(0, 0, 0, 0);
    m_diskType = new QComboBox(diskRow);
    m_diskType->setAccessibleName(tr("Boot disk type"));
    m_diskType->setToolTip(tr("All machines of a pool share one disk type and size."));
    m_diskType->addItem(tr("Default"), QString());
    for (const char *type : {"pd-ssd", "pd-standard", "hyperdisk-balanced"})
        m_diskType->addItem(QString::fromLatin1(type), QString::fromLatin1(type));
    m_diskSize = new QSpinBox(diskRow);
    m_diskSize->setRange(0, 64000);
    m_diskSize->setSuffix(tr(" GB"));
    m_diskSize->setSpecialValueText(tr("Default (100 GB)"));
    m_diskSize->setAccessibleName(tr("Boot disk size"));
    m_diskSize->setToolTip(tr("From 100 to 64,000 GB; 0 keeps the default of 100 GB."));
    diskLayout->addWidget(m_diskType, 1);
    diskLayout->addWidget(m_diskSize, 1);
    form->addRow(tr("&Boot disk:"), withMessage(diskRow, ValuePath::pool(m_pool)
                                                              + QStringLiteral(".diskSpec")));
    qobject_cast<QLabel *>(form->labelForField(diskRow->parentWidget()))->setBuddy(m_diskType);

    fillMachineTypes();

    connect(this, &QGroupBox::toggled, this, [this](bool on) {
        if (m_refreshing)
            return;
        const JobDocument &job = m_document->job();
        const WorkerPool &chief = job.pools[ChiefPool];
        const QString text = describeEdit(ValuePath::pool(m_pool), on ? QStringLiteral("true")
                                                                      : QStringLiteral("false"));
        // A pool switched on for the first time starts as a copy of the chief's machine and
        // task: most jobs run the same trainer everywhere.
        const bool fresh = on && job.pools[m_pool].machine.machineType.isEmpty()
                           && m_pool != ChiefPool;
        editPool([&](WorkerPool &p) {
            p.enabled = on;
            if (fresh) {
                p.machine = chief.machine;
                p.taskKind = chief.taskKind;
                p.container.imageUri = chief.container.imageUri;
                p.pythonPackage = chief.pythonPackage;
            }
        }, text);
    });
    connect(m_machineType, &QComboBox::activated, this, [this](int index) {
        edit(QStringLiteral("machineSpec.machineType"),
             m_machineType->itemData(index, NameRole).toString());
    });
    connect(m_accelerator, &QComboBox::activated, this, [this](int index) {
        const QString type = m_accelerator->itemData(index, NameRole).toString();
        const WorkerPool &pool = m_document->job().pools[m_pool];
        const QList<int> valid = m_catalog->counts(pool.machine.machineType, type);
        int count = pool.machine.acceleratorCount;
        if (!type.isEmpty() && !valid.isEmpty() && !valid.contains(count))
            count = valid.first();
        editPool([&](WorkerPool &p) {
            p.machine.acceleratorType = type;
            p.machine.acceleratorCount = type.isEmpty() ? 0 : count;
        }, describeEdit(ValuePath::acceleratorType(m_pool), type));
    });
    connect(m_count, &QComboBox::activated, this, [this](int index) {
        edit(QStringLiteral("machineSpec.acceleratorCount"),
             m_count->itemData(index, NameRole).toString());
    });
    connect(m_replicas, &QSpinBox::valueChanged, this, [this](int value) {
        edit(QStringLiteral("replicaCount"), QString::number(value));
    });
    connect(m_taskKind, &QComboBox::activated, this, [this](int index) {
        const auto kind = TaskKind(m_taskKind->itemData(index).toInt());
        editPool([kind](WorkerPool &p) { p.taskKind = kind; },
                 tr("Set %1 task to %2").arg(poolRoleName(m_pool), m_taskKind->itemText(index)));
    });
    connect(m_imageUri, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(QStringLiteral("containerSpec.imageUri"), text);
    });
    connect(m_executorImage, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(QStringLiteral("pythonPackageSpec.executorImageUri"), text);
    });
    connect(m_pythonModule, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(QStringLiteral("pythonPackageSpec.pythonModule"), text);
    });
    connect(m_packageUris, &QLineEdit::editingFinished, this, [this] {
        QStringList uris;
        for (const QString &part : m_packageUris->text().split(QLatin1Char(',')))
            if (!part.trimmed().isEmpty())
                uris << part.trimmed();
        editPool([&](WorkerPool &p) { p.pythonPackage.packageUris = uris; },
                 tr("Set %1 package URIs").arg(poolRoleName(m_pool)));
    });
    connect(m_arguments, &QTableWidget::itemChanged, this, [this] { commitArguments(); });
    connect(m_environment, &QTableWidget::itemChanged, this, [this] { commitEnvironment(); });
    connect(m_diskType, &QComboBox::activated, this, [this](int index) {
        edit(QStringLiteral("diskSpec.bootDiskType"), m_diskType->itemData(index).toString());
    });
    connect(m_diskSize, &QSpinBox::editingFinished, this, [this] {
        edit(QStringLiteral("diskSpec.bootDiskSizeGb"), QString::number(m_diskSize->value()));
    });

    setTabOrder(m_machineType, m_count);
    setTabOrder(m_count, m_accelerator);
    setTabOrder(m_accelerator, m_replicas);
    setTabOrder(m_replicas, m_taskKind);
    refresh();
}

QWidget *PoolCard::withMessage(QWidget *field, const QString &path)
{
    auto *box = new QWidget(this);
    auto *message = new QLabel(box);
    message->setWordWrap(true);
    message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message->hide();
    topAligned(box, field, message);
    m_messages.insert(path, message);
    return box;
}

QList<QWidget *> PoolCard::rows() const
{
    QList<QWidget *> rows;
    for (int row = 0; row < m_form->rowCount(); ++row) {
        QLayoutItem *item = m_form->itemAt(row, QFormLayout::FieldRole);
        if (!item)
            item = m_form->itemAt(row, QFormLayout::SpanningRole);
        if (item && item->widget())
            rows << item->widget();
    }
    return rows;
}

void PoolCard::fillMachineTypes()
{
    auto *model = static_cast<QStandardItemModel *>(m_machineType->model());
    model->clear();
    QString series;
    for (const MachineChoice &machine : m_catalog->machines()) {
        if (machine.series != series) {
            series = machine.series;
            auto *header = new QStandardItem(tr("%1 series").arg(series));
            header->setFlags(Qt::NoItemFlags);
            QFont font = header->font();
            font.setBold(true);
            header->setFont(font);
            model->appendRow(header);
        }
        // The catalog gives no size for some (cloud-tpu): "0 vCPU, 0 GB" would be wrong.
        const bool sized = machine.vcpus > 0;
        auto *item = new QStandardItem(sized ? tr("%1 — %2 vCPU, %3 GB")
                                                   .arg(machine.name)
                                                   .arg(machine.vcpus)
                                                   .arg(memoryText(machine.memoryGb))
                                             : machine.name);
        item->setData(machine.name, NameRole);
        item->setToolTip(sized ? tr("%1: %2 vCPUs, %3 GB memory, %4 series")
                                     .arg(machine.name)
                                     .arg(machine.vcpus)
                                     .arg(memoryText(machine.memoryGb), machine.series)
                               : tr("%1, %2 series").arg(machine.name, machine.series));
        model->appendRow(item);
    }
}

void PoolCard::fillAccelerators(const WorkerPool &pool)
{
    auto *model = static_cast<QStandardItemModel *>(m_accelerator->model());
    model->clear();
    // A legacy type (standard_gpu, standard_tpu) brings its own accelerators and takes no
    // other: show those, as the exports and the cost do, instead of "No accelerator".
    const CatalogChoices::UnlistedMachine carried = m_catalog->unlistedMachine(effectiveMachine());
    m_accelerator->setEnabled(carried.accelerator.isEmpty());
    auto *none = new QStandardItem(
        carried.accelerator.isEmpty()
            ? tr("No accelerator")
            : tr("%1, with %2").arg(carried.accelerator, effectiveMachine()));
    none->setData(QString(), NameRole);
    if (!carried.accelerator.isEmpty())
        none->setToolTip(carried.details);
    model->appendRow(none);
    bool found = pool.machine.acceleratorType.isEmpty();
    for (const AcceleratorChoice &choice : m_catalog->accelerators(pool.machine.machineType)) {
        auto *item = new QStandardItem(choice.label.isEmpty() ? choice.name : choice.label);
        item->setData(choice.name, NameRole);
        if (!choice.usable) {
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
            item->setToolTip(choice.reason);
        } else {
            item->setToolTip(choice.name);
        }
        found = found || choice.name == pool.machine.acceleratorType;
        model->appendRow(item);
    }
    if (!found) {
        // A file may name a GPU the catalog does not know: show it rather than hide it.
        auto *item = new QStandardItem(tr("%1 (unknown)").arg(pool.machine.acceleratorType));
        item->setData(pool.machine.acceleratorType, NameRole);
        model->appendRow(item);
    }
    selectData(m_accelerator, pool.machine.acceleratorType);
}

void PoolCard::fillCounts(const WorkerPool &pool)
{
    m_count->clear();
    if (pool.machine.acceleratorType.isEmpty()) {
        const CatalogChoices::UnlistedMachine carried
            = m_catalog->unlistedMachine(effectiveMachine());
        m_count->addItem(QString::number(carried.acceleratorCount), QStringLiteral("0"));
        m_count->setItemData(0, QStringLiteral("0"), NameRole);
        m_count->setEnabled(false);
        return;
    }
    m_count->setEnabled(true);
    const QList<int> valid = m_catalog->counts(pool.machine.machineType,
                                               pool.machine.acceleratorType);
    for (int count : valid) {
        m_count->addItem(QString::number(count));
        m_count->setItemData(m_count->count() - 1, QString::number(count), NameRole);
    }
    const QString current = QString::number(pool.machine.acceleratorCount);
    if (!valid.contains(pool.machine.acceleratorCount)) {
        // Keep the file's value visible (and flagged) instead of silently changing it.
        m_count->addItem(tr("%1 (not valid)").arg(current));
        m_count->setItemData(m_count->count() - 1, current, NameRole);
        m_count->setItemData(m_count->count() - 1,
                             tr("Not a count Vertex AI accepts for %1 with %2.")
                                 .arg(pool.machine.machineType, pool.machine.acceleratorType),
                             Qt::ToolTipRole);
    }
    selectData(m_count, current);
}

QString PoolCard::effectiveMachine() const
{
    const WorkerPool &pool = m_document->job().pools[m_pool];
    if (!pool.machine.machineType.isEmpty())
        return pool.machine.machineType;
    return m_catalog->scaleTierMachine(m_document->job().legacy.scaleTier, m_pool);
}

void PoolCard::fillTables(const WorkerPool &pool)
{
    const QStringList args = pool.args();
    if (tableColumn(m_arguments, 0) != args) {
        const QSignalBlocker blocker(m_arguments);
        m_arguments->setRowCount(int(args.size()));
        for (int row = 0; row < args.size(); ++row)
            m_arguments->setItem(row, 0, new QTableWidgetItem(args[row]));
    }
    const QList<EnvVar> env = pool.env();
    QStringList names;
    QStringList values;
    for (const EnvVar &var : env) {
        names << var.name;
        values << var.value;
    }
    if (tableColumn(m_environment, 0) != names || tableColumn(m_environment, 1) != values) {
        const QSignalBlocker blocker(m_environment);
        m_environment->setRowCount(int(env.size()));
        for (int row = 0; row < env.size(); ++row) {
            m_environment->setItem(row, 0, new QTableWidgetItem(env[row].name));
            m_environment->setItem(row, 1, new QTableWidgetItem(env[row].value));
        }
    }
}

void PoolCard::refresh()
{
    m_refreshing = true;
    const WorkerPool &pool = m_document->job().pools[m_pool];
    setChecked(pool.enabled);
    const QSignalBlocker machineBlocker(m_machineType);
    if (m_machineType->findData(pool.machine.machineType, NameRole) < 0
        && !pool.machine.machineType.isEmpty()) {
        fillMachineTypes();
        auto *model = static_cast<QStandardItemModel *>(m_machineType->model());
        const CatalogChoices::UnlistedMachine unlisted
            = m_catalog->unlistedMachine(pool.machine.machineType);
        auto *item = new QStandardItem(unlisted.label);
        item->setData(pool.machine.machineType, NameRole);
        item->setToolTip(unlisted.details);
        model->insertRow(0, item);
    }
    selectData(m_machineType, pool.machine.machineType);
    // An AI Platform file may leave the type to its scale tier (BASIC_GPU): say so rather than
    // show an empty picker. The picker is narrow, so what the type stands for goes in the tip.
    const QString scaleTier = m_document->job().legacy.scaleTier;
    const QString tierMachine = pool.machine.machineType.isEmpty()
        ? m_catalog->scaleTierMachine(scaleTier, m_pool) : QString();
    m_machineType->setPlaceholderText(
        tierMachine.isEmpty() ? QString() : tr("%1, from %2").arg(tierMachine, scaleTier));
    const QString details
        = m_catalog->unlistedMachine(tierMachine.isEmpty() ? pool.machine.machineType
                                                           : tierMachine).details;
    m_machineType->setToolTip(details.isEmpty()
                                  ? machineTypeToolTip()
                                  : machineTypeToolTip() + QStringLiteral("\n\n") + details);
    fillAccelerators(pool);
    fillCounts(pool);
    {
        const QSignalBlocker blocker(m_replicas);
        m_replicas->setValue(int(std::min<qint64>(pool.replicaCount, m_replicas->maximum())));
        m_replicas->setEnabled(m_pool != ChiefPool || pool.replicaCount != 1);
    }
    m_taskKind->setCurrentIndex(m_taskKind->findData(int(pool.taskKind)));
    m_containerPage->setVisible(pool.taskKind != TaskKind::PythonPackage);
    m_packagePage->setVisible(pool.taskKind == TaskKind::PythonPackage);
    if (m_imageUri->text() != pool.container.imageUri)
        m_imageUri->setText(pool.container.imageUri);
    if (m_executorImage->text() != pool.pythonPackage.executorImageUri)
        m_executorImage->setText(pool.pythonPackage.executorImageUri);
    if (m_pythonModule->text() != pool.pythonPackage.pythonModule)
        m_pythonModule->setText(pool.pythonPackage.pythonModule);
    if (!m_packageUris->hasFocus())
        m_packageUris->setText(pool.pythonPackage.packageUris.join(QStringLiteral(", ")));
    fillTables(pool);
    m_diskType->setCurrentIndex(std::max(0, m_diskType->findData(pool.disk.bootDiskType)));
    if (!m_diskSize->hasFocus()) {
        const QSignalBlocker blocker(m_diskSize);
        m_diskSize->setValue(pool.disk.bootDiskSizeGb);
    }
    m_refreshing = false;
}

void PoolCard::edit(const QString &field, const QString &value)
{
    if (m_refreshing)
        return;
    const QString path = ValuePath::pool(m_pool) + QLatin1Char('.') + field;
    if (!m_document->setValue(path, value))
        refresh(); // the value did not fit: show what the document still holds
}

void PoolCard::editPool(const std::function<void(WorkerPool &)> &change, const QString &text)
{
    if (m_refreshing)
        return;
    JobDocument job = m_document->job();
    change(job.pools[m_pool]);
    m_document->replaceJob(job, text);
}

void PoolCard::commitArguments()
{
    const QStringList args = tableColumn(m_arguments, 0);
    editPool([&](WorkerPool &p) {
        if (p.taskKind == TaskKind::PythonPackage)
            p.pythonPackage.args = args;
        else
            p.container.args = args;
    }, tr("Edit %1 arguments").arg(poolRoleName(m_pool)));
}

void PoolCard::commitEnvironment()
{
    const QStringList names = tableColumn(m_environment, 0);
    const QStringList values = tableColumn(m_environment, 1);
    QList<EnvVar> env;
    for (int i = 0; i < names.size(); ++i)
        env.append({names[i], values.value(i)});
    editPool([&](WorkerPool &p) {
        if (p.taskKind == TaskKind::PythonPackage)
            p.pythonPackage.env = env;
        else
            p.container.env = env;
    }, tr("Edit %1 environment").arg(poolRoleName(m_pool)));
}

QWidget *PoolCard::fieldFor(const QString &path) const
{
    const QString prefix = ValuePath::pool(m_pool);
    if (path == ValuePath::machineType(m_pool))
        return m_machineType;
    if (path == ValuePath::acceleratorType(m_pool))
        return m_accelerator;
    if (path == ValuePath::acceleratorCount(m_pool))
        return m_count;
    if (path == ValuePath::replicaCount(m_pool))
        return m_replicas;
    if (path.startsWith(prefix + QStringLiteral(".containerSpec.args"))
        || path.startsWith(prefix + QStringLiteral(".pythonPackageSpec.args")))
        return m_arguments;
    if (path.startsWith(prefix + QStringLiteral(".containerSpec.env"))
        || path.startsWith(prefix + QStringLiteral(".pythonPackageSpec.env")))
        return m_environment;
    if (path.startsWith(prefix + QStringLiteral(".containerSpec")))
        return m_imageUri;
    if (path.startsWith(prefix + QStringLiteral(".pythonPackageSpec.packageUris")))
        return m_packageUris;
    if (path.startsWith(prefix + QStringLiteral(".pythonPackageSpec.pythonModule")))
        return m_pythonModule;
    if (path.startsWith(prefix + QStringLiteral(".pythonPackageSpec")))
        return m_executorImage;
    if (path.startsWith(prefix + QStringLiteral(".diskSpec")))
        return m_diskType;
    if (path.startsWith(prefix + QStringLiteral(".machineSpec")))
        return m_machineType;
    if (path == prefix || path.startsWith(prefix + QLatin1Char('.')))
        return const_cast<PoolCard *>(this);
    return nullptr;
}

bool PoolCard::focusPath(const QString &path)
{
    QWidget *field = fieldFor(path);
    if (!field)
        return false;
    // A switched-off pool's fields take no focus: go to its switch instead.
    (field->isEnabled() ? field : this)->setFocus(Qt::OtherFocusReason);
    return true;
}

QString PoolCard::messageAt(const QString &path) const
{
    const QLabel *label = m_messages.value(path);
    return label && !label->isHidden() ? label->text() : QString();
}

void PoolCard::showDiagnostics(const Diagnostics &diagnostics)
{
    for (QLabel *label : std::as_const(m_messages)) {
        label->clear();
        label->hide();
    }
    m_poolMessage->clear();
    m_poolMessage->hide();
    const QString prefix = ValuePath::pool(m_pool);
    for (const Diagnostic &d : diagnostics) {
        if (d.path != prefix && !d.path.startsWith(prefix + QLatin1Char('.')))
            continue;
        QLabel *label = m_messages.value(d.path);
        if (!label) {
            // Nearest field that shows a parent of the path, else the card itself.
            for (auto it = m_messages.cbegin(); it != m_messages.cend(); ++it) {
                if (d.path.startsWith(it.key() + QLatin1Char('.'))) {
                    label = it.value();
                    break;
                }
            }
        }
        if (!label)
            label = m_poolMessage;
        const QString mark = d.isError() ? QStringLiteral("✖ ") : QStringLiteral("⚠ ");
        const QString line = mark + d.message;
        label->setText(label->text().isEmpty() ? line : label->text() + QLatin1Char('\n') + line);
        label->setStyleSheet(d.isError() ? QStringLiteral("color: #b3261e;")
                                         : QStringLiteral("color: #8a5a00;"));
        label->setAccessibleName(d.isError() ? tr("Error") : tr("Warning"));
        label->show();
    }
}

} // namespace Poolcraft
