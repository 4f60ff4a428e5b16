#pragma once

#include "run.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

namespace Poolcraft {

enum class OutputStream { Stdout, Stderr };

// A piece of one task's output as it arrived (not split into lines).
struct OutputChunk
{
    int task = 0;                    // index into RunSource::taskNames()
    OutputStream stream = OutputStream::Stdout;
    QByteArray data;
    quint64 generation = 0;          // which start() it belongs to
};

// Where a run happens: processes on this machine, a trial of a study, a Vertex AI job. The
// one interface through which a run is started, stopped and observed, so that what
// follows a run's output (lines, metrics, history: RunSession) is the same for every source.
//
// A source runs one job at a time; start() again after the end runs it anew, with a new
// generation number so that output still queued from the previous start can be told apart.
class RunSource : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // False, with nothing started, when the source cannot start (see whyNotStarted()).
    virtual bool start() = 0;
    // Asks every task to stop; finished() follows once all have.
    virtual void stop() = 0;
    // Stops every task now and returns only when none is left (the app is quitting). A cloud
    // job is not stopped: it goes on in the cloud, only following it ends.
    virtual void stopNow() = 0;

    virtual Run *run() const = 0;       // null before the first start()
    virtual quint64 generation() const = 0;
    // Task names, in the order OutputChunk::task counts them: "workerpool0-0", ...
    virtual QStringList taskNames() const = 0;
    // The task whose output stands for the whole job (the chief); -1 when none.
    virtual int chiefTask() const { return taskNames().isEmpty() ? -1 : 0; }
    // As the history names where a run happened: "local", "vertex".
    virtual QString kind() const = 0;
    // The cloud's name for the run ("projects/p/locations/r/customJobs/123"); empty for
    // a local run.
    virtual QString resourceName() const { return {}; }
    // The chief's hypertune metric file (JSON lines), where the run has one.
    virtual QString hypertuneMetricFile() const { return {}; }
    virtual QString whyNotStarted() const { return {}; }

    bool isActive() const { return run() && !run()->isFinished(); }

signals:
    // At most one batch per frame (~60 per second).
    void outputReady(const QList<Poolcraft::OutputChunk> &chunks);
    void stateChanged(Poolcraft::RunState state);
    void finished(Poolcraft::RunState state);
};

} // namespace Poolcraft

Q_DECLARE_METATYPE(Poolcraft::OutputChunk)
