#pragma once

#include "models/catalog/catalog.h"
#include "models/core/jobdocument.h"

#include <QString>
#include <QStringList>

namespace Poolcraft {

// The GPUs one replica of a pool has: the ones it names, or those its legacy type carries.
struct PoolGpu
{
    QString accelerator;
    int count = 0;
    bool legacy = false;
};

PoolGpu poolGpu(const WorkerPool &pool, const Catalog &catalog);
// The Compute Engine machine a pool runs on (a legacy type's equivalent); null if unknown.
const MachineTypeInfo *machineFor(const WorkerPool &pool, const Catalog &catalog);
bool usesTpu(const WorkerPool &pool, const Catalog &catalog);

// The job with the pools its AI Platform scale tier stands for (BASIC_GPU: one standard_gpu
// chief, ...) filled in where the file leaves them empty. A job without a scale tier counts
// as BASIC when `aiPlatform` is set and its chief names no machine type (the service's
// default); other jobs come back as they are.
JobDocument withScaleTierPools(const JobDocument &job, const Catalog &catalog, bool aiPlatform);

// The same job with its scale tier's pools written out and the tier set to CUSTOM: what an
// edit of a pool's machine, accelerator or replicas turns a BASIC_GPU (...) job into, since
// AI Platform reads masterType and the counts only with the CUSTOM tier.
JobDocument withCustomScaleTier(const JobDocument &job, const Catalog &catalog);

QStringList machineTypeNames(const Catalog &catalog);
QStringList acceleratorNames(const Catalog &catalog);
QStringList regionNames(const Catalog &catalog);

// Up to `limit` candidates closest to `name` in spelling, closest first.
QStringList nearestNames(const QString &name, const QStringList &candidates, int limit);

// Machine types that take `count` of `accelerator`, most like `current` first.
QStringList machinesTaking(const Catalog &catalog, const QString &current,
                           const QString &accelerator, int count, JobFlavour flavour, int limit);

// Regions that offer all `accelerators` in one zone and the machine `series` (empty = any),
// those in the same part of the world as `near` first, then the cheapest.
QStringList regionsOffering(const Catalog &catalog, const QStringList &accelerators,
                            const QString &series, const QString &near, bool sameZone,
                            int limit);

} // namespace Poolcraft
