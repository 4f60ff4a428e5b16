#pragma once

#include "models/catalog/catalog.h"
#include "models/core/jobdocument.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Poolcraft {

// What one pool costs per hour in one region: its machines and its accelerators, times its
// replicas. A price the catalog does not have is nullopt and counts as 0 in the sums.
struct PoolCost
{
    int pool = 0;                            // role index: 0 = chief
    QString machineType;                     // the Compute Engine type it runs on
    std::optional<double> machinePerHour;    // one machine
    QString accelerator;                     // empty = none
    int acceleratorCount = 0;                // per replica
    std::optional<double> acceleratorPerHour;// one accelerator
    qint64 replicas = 0;

    double machinesPerHour() const { return double(replicas) * machinePerHour.value_or(0); }
    double acceleratorsPerHour() const;
    double subtotal() const { return machinesPerHour() + acceleratorsPerHour(); }
    bool known() const;
    // "workers: 3 × n1-standard-8 at $0.38/h + 3 × 2 × NVIDIA_TESLA_T4 at $0.35/h = $3.41/h"
    QString description() const;
};

// The hourly list price of a job in a region, pool by pool. Only machines and accelerators
// are priced: what notCounted() names is not.
struct JobCost
{
    QString region;
    QList<PoolCost> pools;                   // enabled pools with replicas, chief first

    double total() const;                    // the sum of the known prices
    bool known() const;                      // false: total() is a lower bound
    QStringList unknownPrices() const;       // "n1-standard-8", "TPU_V2", ...
    // What a Vertex bill has beyond machines and accelerators, as a person reads it.
    static QStringList notCounted();
    static QString notCountedText();         // "Not counted: boot disks, ..."
};

QString moneyPerHour(double perHour);        // "$3.41/h"


// The cost of the job as the service would run it: an AI Platform scale tier's pools are
// priced as the tier stands for them, a legacy machine type as its Compute Engine machine
// and its GPUs.
JobCost jobCost(const JobDocument &job, const Catalog &catalog, const QString &region,
                JobFlavour flavour);
// The same for a job whose scale tier is already written out (withScaleTierPools).
JobCost expandedJobCost(const JobDocument &expanded, const Catalog &catalog,
                        const QString &region);

} // namespace Poolcraft
