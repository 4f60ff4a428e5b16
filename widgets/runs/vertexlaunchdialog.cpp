#include "vertexlaunchdialog.h"

#include "app/cloud/vertexsubmission.h"
#include "models/catalog/catalog.h"
#include "models/validation/jobcost.h"
#include "models/validation/validator.h"
#include "widgets/designer/regionpicker.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Poolcraft {

namespace {
enum Column { PoolColumn, MachineColumn, AcceleratorColumn, ReplicasColumn, CostColumn,
              ImageColumn };
} // namespace

VertexLaunchDialog::VertexLaunchDialog(const JobDocument &job, const QString &region,
                                       const QString &project, QWidget *parent)
    : QDialog(parent)
    , m_pools(new QTreeWidget(this))
    , m_region(new QLabel(this))
    , m_cost(new QLabel(this))
    , m_body(new QPlainTextEdit(this))
    , m_launch(new QPushButton(tr("Launch on Vertex AI"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    setObjectName(QStringLiteral("vertexLaunchDialog"));
    setWindowTitle(tr("Run on Vertex AI"));
    auto *layout = new QVBoxLayout(this);

    auto *form = new QFormLayout;
    form->addRow(tr("Job:"), new QLabel(job.displayName.isEmpty() ? tr("(no display name)")
                                                                   : job.displayName, this));
    form->addRow(tr("Kind:"),
                 new QLabel(job.study ? tr("Hyperparameter tuning job: %1 trials, %2 at once")
                                            .arg(job.study->maxTrialCount)
                                            .arg(job.study->parallelTrialCount)
                                      : tr("Custom job"), this));
    m_region->setObjectName(QStringLiteral("launchRegion"));
    m_region->setText(region.isEmpty() ? tr("none set: the job will be refused") : region);
    form->addRow(tr("Region:"), m_region);
    form->addRow(tr("Project:"),
                 new QLabel(project.isEmpty() ? tr("from gcloud's configuration") : project, this));
    m_cost->setObjectName(QStringLiteral("launchCost"));
    form->addRow(tr("Estimated cost:"), m_cost);
    layout->addLayout(form);

    m_pools->setObjectName(QStringLiteral("launchPools"));
    m_pools->setRootIsDecorated(false);
    m_pools->setHeaderLabels({tr("Pool"), tr("Machine"), tr("Accelerator"), tr("Replicas"),
                              tr("Per replica"), tr("Image")});
    m_pools->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_pools->header()->setSectionResizeMode(ImageColumn, QHeaderView::Stretch);
    m_pools->setTextElideMode(Qt::ElideMiddle);
    layout->addWidget(m_pools);
    showPools(job, region);
    // As tall as its pools (four at most): the body below needs the room.
    m_pools->setFixedHeight(m_pools->header()->sizeHint().height() + 2 * m_pools->frameWidth() + 4
                            + qMax(1, m_pools->topLevelItemCount())
                                  * m_pools->sizeHintForRow(0));
    showCost(job, region);

    // The body as it goes over the wire, indented for reading; Copy takes it as sent.
    const QByteArray body = vertexRequestBody(job);
    auto *bodyHeader = new QHBoxLayout;
    bodyHeader->addWidget(new QLabel(tr("REST body sent to %1:")
                                         .arg(job.study ? QStringLiteral("hyperparameterTuningJobs")
                                                        : QStringLiteral("customJobs")),
                                     this));
    bodyHeader->addStretch(1);
    auto *copy = new QToolButton(this);
    copy->setObjectName(QStringLiteral("copyBody"));
    copy->setText(tr("Copy"));
    bodyHeader->addWidget(copy);
    layout->addLayout(bodyHeader);
    m_body->setObjectName(QStringLiteral("launchBody"));
    m_body->setReadOnly(true);
    m_body->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_body->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_body->setPlainText(QString::fromUtf8(QJsonDocument::fromJson(body).toJson(QJsonDocument::Indented)));
    layout->addWidget(m_body, 1);
    connect(copy, &QToolButton::clicked, this, [body] {
        QGuiApplication::clipboard()->setText(QString::fromUtf8(body));
    });

    auto *buttons = new QDialogButtonBox(this);
    m_launch->setDefault(true);
    buttons->addButton(m_launch, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 620);
}

void VertexLaunchDialog::showPools(const JobDocument &job, const QString &region)
{
    const CatalogPtr catalog = Catalog::active();
    const JobCost cost = jobCost(job, *catalog, region, flavourOf(job));
    for (int index = 0; index < MaxPools; ++index) {
        const WorkerPool &pool = job.pools[size_t(index)];
        if (!pool.enabled)
            continue;
        const QString accelerator = pool.machine.acceleratorType.isEmpty()
                                        ? tr("none")
                                        : tr("%1 × %2").arg(pool.machine.acceleratorType)
                                              .arg(pool.machine.acceleratorCount);
        const QString image = pool.taskKind == TaskKind::PythonPackage
                                  ? pool.pythonPackage.executorImageUri
                                  : pool.container.imageUri;
        const auto poolCost = std::find_if(cost.pools.cbegin(), cost.pools.cend(),
                                           [index](const PoolCost &c) { return c.pool == index; });
        std::optional<double> price;
        if (poolCost != cost.pools.cend() && poolCost->known() && poolCost->replicas > 0)
            price = poolCost->subtotal() / double(poolCost->replicas);
        auto *item = new QTreeWidgetItem(
            m_pools, {tr("%1 (workerpool%2)").arg(poolRoleName(index)).arg(index),
                      pool.machine.machineType, accelerator, QString::number(pool.replicaCount),
                      price ? RegionPicker::costText(*price, true) : tr("price unknown"), image});
        item->setToolTip(ImageColumn, image);
    }
}

// The catalog's prices for the region, summed over every replica: what one run of the job
// (one trial of a study) costs per hour.
void VertexLaunchDialog::showCost(const JobDocument &job, const QString &region)
{
    for (const RegionOption &option : whereCanRun(job, *Catalog::active())) {
        if (option.region != region)
            continue;
        QString text = RegionPicker::costText(option.costPerHour, option.costKnown);
        if (job.study && job.study->parallelTrialCount > 1)
            text = tr("%1 per trial; %2 with %3 trials at once")
                       .arg(text,
                            RegionPicker::costText(option.costPerHour
                                                       * job.study->parallelTrialCount,
                                                   option.costKnown))
                       .arg(job.study->parallelTrialCount);
        if (!option.canRun)
            text += QStringLiteral(" — ") + option.reasons.join(QStringLiteral("; "));
        m_cost->setText(text);
        return;
    }
    m_cost->setText(tr("unknown: %1 is not a region of the catalog").arg(region));
}

} // namespace Poolcraft
