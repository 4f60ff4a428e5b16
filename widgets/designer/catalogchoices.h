#pragma once

#include "models/core/diagnostic.h"
#include "models/core/jobdocument.h"
#include "models/validation/jobcost.h"

#include <QList>
#include <QString>

#include <memory>

namespace Poolcraft {

class Catalog;

struct MachineChoice
{
    QString name;       // "n1-standard-8"
    QString series;     // "N1"
    int vcpus = 0;
    double memoryGb = 0;
};

struct AcceleratorChoice
{
    QString name;       // "NVIDIA_TESLA_T4"
    QString label;      // "NVIDIA T4 (16 GB)"
    bool usable = false;
    QString reason;     // why it cannot be used with the machine type
};

struct RegionChoice
{
    QString name;
    bool canRun = false;
    double costPerHour = 0;
    bool costKnown = true;  // false: some price is unknown and costPerHour is a floor
    QString reason;     // why the job cannot run there
};

struct CatalogRow
{
    QString machineType;
    QString series;
    int vcpus = 0;
    double memoryGb = 0;
    QString accelerator;
    QList<int> counts;
    double gpuPricePerHour = -1;   // per GPU in the chosen region; < 0 = unknown
    QStringList regions;           // where the accelerator is offered
};

// What the designer asks of the catalog and the validator, in the designer's terms. This is
// the one place that knows their APIs, so that a change there is a change here only.
class CatalogChoices
{
public:
    CatalogChoices();
    ~CatalogChoices();

    bool isLoaded() const;
    QList<MachineChoice> machines() const;
    // How to show a machine type the picker does not list (an AI Platform legacy type, or a
    // name the catalog does not know): a label short enough for the picker, and what it is.
    // Both empty for a type the picker lists.
    struct UnlistedMachine
    {
        QString label;   // "standard_gpu (AI Platform)"
        QString details; // "AI Platform's standard_gpu is n1-standard-8 with 1 × NVIDIA_TESLA_K80."
        QString accelerator; // what the type carries: "NVIDIA_TESLA_K80", "TPU_V2"; empty = none
        int acceleratorCount = 0;
    };
    UnlistedMachine unlistedMachine(const QString &machineType) const;
    // What fills an empty chief/worker/parameter-server machine type in an AI Platform
    // scale tier ("standard_gpu"), or empty.
    QString scaleTierMachine(const QString &scaleTier, int pool) const;
    QList<AcceleratorChoice> accelerators(const QString &machineType) const;
    QList<int> counts(const QString &machineType, const QString &accelerator) const;
    QStringList regionNames() const;
    // Where the prices and the zone availability come from ("an estimate"), empty if exact.
    QString priceNote() const;
    QList<RegionChoice> regions(const JobDocument &job) const;
    // What the job costs per hour in its region, pool by pool.
    JobCost cost(const JobDocument &job) const;
    QList<CatalogRow> catalogRows(const QString &region) const;
    // `file` and `sourceMap` give each diagnostic the place in the file it was read from.
    Diagnostics validate(const JobDocument &job, const QString &file = QString(),
                         const SourceMap *sourceMap = nullptr) const;

private:
    std::shared_ptr<const Catalog> m_catalog;
};

} // namespace Poolcraft
