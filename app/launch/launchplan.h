#pragma once

#include "models/core/diagnostic.h"
#include "models/core/jobdocument.h"

#include <QList>
#include <QMap>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace Poolcraft {

class PortReservation;

// Whether a Docker engine answers this machine's `docker` client.
struct DockerEngine
{
    bool available = false;
    QString version;                 // the engine's ServerVersion when it answers
    QString problem;                 // why it does not, for people
};

// A run's own folder, or why it has none.
struct RunFolder
{
    QString path;
    QString problem;
};

struct LaunchOptions
{
    QString runDirectory;            // each replica gets <runDirectory>/<task name>
    QString runDirectoryProblem;     // why runDirectory is empty: the run cannot start
    QString workingDirectory;        // where replicas start; empty = the caller's
    QStringList commandOverride;     // replaces job.localCommand when not empty
    QStringList extraArgs;           // appended to every replica ("--learning_rate=0.1")
    QString trialId;                 // set for a trial of a study: "1", "2", ...
    // GPU names as `nvidia-smi -L` lists them; nullopt = ask nvidia-smi.
    std::optional<QStringList> gpuNames;
    // Asked only when a replica runs in a container; nullopt = ask `docker info`.
    std::optional<DockerEngine> dockerEngine;
};

struct ReplicaPlan
{
    QString taskName;                // "workerpool1-0", as Vertex names its nodes
    int pool = 0;
    int index = 0;
    quint16 port = 0;                // loopback port this replica was given in the cluster
    QString program;
    QStringList arguments;
    QString workingDirectory;
    QString runDirectory;
    QMap<QString, QString> variables; // what Vertex would set in this replica
    // Set when the replica is a container that `program` (docker) runs; stopping the client
    // does not stop the container, `docker kill <containerName>` does.
    QString containerName;

    bool runsInContainer() const { return !containerName.isEmpty(); }
    // program and arguments as a POSIX shell line someone can copy.
    QString commandLine() const;
};

struct LaunchPlan
{
    QList<ReplicaPlan> replicas;     // chief first
    Diagnostics diagnostics;         // errors here mean the plan must not be started
    QString runDirectory;
    // Keeps the replicas' ports from other runs while any copy of the plan lives.
    std::shared_ptr<PortReservation> portReservation;
    int chiefReplica() const { return replicas.isEmpty() ? -1 : 0; }
    bool canStart() const { return !replicas.isEmpty() && !hasErrors(diagnostics); }
};

LaunchPlan makeLaunchPlan(const JobDocument &job, const LaunchOptions &options);

// How a job read from `jobFile` runs on this machine, the one way the window and the command
// line decide it: replicas start in the job file's folder (its localCommand is relative to
// it; the current folder for an unsaved job) and keep their files in `runDirectory`.
LaunchOptions localLaunchOptions(const QString &jobFile, const RunFolder &runFolder);
// A new folder in `runsFolder` for one run, named by the time it started; made here (0700),
// so that runs started together (in this process or another) never share one. The runs
// folder is made 0700 when missing, and used only when it is a folder of this user that
// others cannot write to, reached through no link of another user's: in a shared /tmp,
// anyone may have made that name first, to read the run's files or to redirect them.
// Its path is empty when it cannot be made, and its problem says why.
RunFolder makeRunDirectory(const QString &runsFolder);
// Where runs go when no history keeps them: this user's own folder in the temporary one.
QString temporaryRunsFolder();

// True when the job's replicas run as `docker run` of their pools' images: neither the
// options nor the job say how the trainer runs on this machine.
bool runsInContainers(const JobDocument &job, const LaunchOptions &options);
// True when a plan for the job asks whether Docker answers: it runs in containers and every
// pool has an image to run. A caller that keeps the answer asks only then.
bool needsDockerEngine(const JobDocument &job, const LaunchOptions &options);

// `docker info`, answered within timeoutMs; no engine when docker is missing, fails or hangs.
DockerEngine probeDockerEngine(int timeoutMs = 3000);

// "poolcraft-<run>-<task>" with every run of characters Docker refuses in a container name
// replaced by one '-'.
QString dockerContainerName(const QString &runName, const QString &taskName);

// The environment a replica runs in: the caller's, less any replica variables it happens
// to carry (a stale TF_CONFIG must not leak into a single-replica job), plus the plan's.
QProcessEnvironment replicaEnvironment(const ReplicaPlan &replica,
                                       const QProcessEnvironment &base
                                       = QProcessEnvironment::systemEnvironment());

// Every variable name the launcher owns in a replica's environment.
QStringList replicaVariableNames();

// GPUs of this machine, one line of `nvidia-smi -L` each ("GPU 0: NVIDIA H100 ..."); empty
// when nvidia-smi is missing or lists none.
QStringList detectNvidiaGpus();

// "workerpool1-0"
QString replicaTaskName(int pool, int index);

} // namespace Poolcraft
