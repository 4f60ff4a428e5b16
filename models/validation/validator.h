#pragma once

#include "models/catalog/catalog.h"
#include "models/core/diagnostic.h"
#include "models/core/jobdocument.h"
#include "models/validation/jobcost.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Poolcraft {

struct ValidationOptions
{
    JobFlavour flavour = JobFlavour::Vertex; // AI Platform and Vertex accept different things
    QString region;                          // empty: the job's own region; both empty: no
                                             // region rules
    QString file;                            // copied into each diagnostic
    const SourceMap *sourceMap = nullptr;    // gives each diagnostic its line and column
};

// The flavour a job came in: AI Platform when it carries a scale tier or legacy machine type.
JobFlavour flavourOf(const JobDocument &job);

// Every rule of DESIGN §2 that the job breaks, each with its source and the fixes that
// applyValue() can apply. An empty list means the cloud should take the job.
Diagnostics validateJob(const JobDocument &job, const Catalog &catalog,
                        const ValidationOptions &options = {});

// The study rules alone (Vertex's StudySpec: parameters, trial counts, metric), as the
// validator applies them to a job: what the study editor refuses an edit for.
Diagnostics validateStudy(const StudySpec &study, JobFlavour flavour = JobFlavour::Vertex);

// One region as a place to run a job.
struct RegionOption
{
    QString region;
    QString location;           // "Council Bluffs, Iowa, North America"
    bool canRun = false;
    QStringList reasons;        // why it cannot run there (empty when canRun)
    QStringList notes;          // what holds but deserves a look (unknown availability, ...)
    QStringList zones;          // zones that offer every GPU type of the job
    double costPerHour = 0;     // sum of the prices that are known
    bool costKnown = true;      // false when some price is unknown (costPerHour is a floor)
    QStringList unknownPrices;  // "n1-standard-8", "NVIDIA_TESLA_T4", ...
    JobCost cost;               // the same, pool by pool
};

// Every region of the catalog for the job, those that can run it first, cheapest first.
QList<RegionOption> whereCanRun(const JobDocument &job, const Catalog &catalog);
QList<RegionOption> whereCanRun(const JobDocument &job, const Catalog &catalog,
                                JobFlavour flavour);

} // namespace Poolcraft
