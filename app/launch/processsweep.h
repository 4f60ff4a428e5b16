#pragma once

#include <QByteArray>
#include <QString>

#include <sys/types.h>

namespace Poolcraft {

// Makes sure a run's processes die with the program that started them, however it dies.
//
// - Each replica asks the kernel to SIGKILL it when its parent dies (PR_SET_PDEATHSIG) and
//   leads its own process group. That reaches the replica only, not what it started.
// - A watchdog, a tiny `sh` outside the run, holds the read end of a pipe whose write end
//   only this process has. When this process ends (exit, crash, SIGKILL) the kernel closes
//   the write end; the watchdog reads EOF and kills every process group it was told about
//   and every process of this user whose environment carries the run's marker variable, so
//   that a trainer that left its group with setsid() is found too, and it `docker kill`s
//   the run's containers, which a killed docker client leaves running.
// A normal end closes the pipe the same way, so the same sweep runs after every run.

// The variable every replica (and everything it starts, unless it clears its environment)
// carries: POOLCRAFT_RUN_MARKER=<random token of this run>.
inline constexpr char RunMarkerVariable[] = "POOLCRAFT_RUN_MARKER";

// A fresh, unguessable marker for one run (hex).
QByteArray newRunMarker();

// For QProcess::setChildProcessModifier: runs in the child between fork and exec, so it
// only makes system calls. parentPid is the launcher's pid, read before fork: a parent that
// died before PR_SET_PDEATHSIG took effect is noticed by getppid().
void prepareReplicaChild(pid_t parentPid);

// For any helper this program waits on (gcloud asked for a token): the kernel sends the
// child `signal` when its parent dies, and a child whose parent died before that took
// effect exits at once. Like prepareReplicaChild, only system calls.
void dieWithParent(pid_t parentPid, int signal);

class ReplicaWatchdog
{
public:
    explicit ReplicaWatchdog(const QByteArray &marker);
    ~ReplicaWatchdog();                // finish()

    ReplicaWatchdog(const ReplicaWatchdog &) = delete;
    ReplicaWatchdog &operator=(const ReplicaWatchdog &) = delete;

    // Starts the watchdog; false (with a reason) when it cannot, the run then relies on
    // PR_SET_PDEATHSIG alone.
    bool start(QString *error);
    // Tells the watchdog a replica's process group, swept with the marked processes.
    void addProcessGroup(qint64 group);
    // A container to `docker kill` if this process dies before the run ends normally.
    void addContainer(const QString &name);
    // Closes the pipe after saying the run ended here (its containers are the runner's
    // to stop): the watchdog sweeps and exits. It does not wait for the sweep.
    void finish();

    const QByteArray &marker() const { return m_marker; }
    qint64 processId() const { return m_processId; }

private:
    void tell(const QByteArray &what);      // one line to the watchdog

    QByteArray m_marker;
    int m_writeFd = -1;
    qint64 m_processId = 0;
};

} // namespace Poolcraft
