#include "processsweep.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <csignal>
#include <fcntl.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace Poolcraft {

namespace {

// Reads "group PID", "container NAME" and "done" lines until EOF; then kills the groups and
// every process whose environment holds exactly "POOLCRAFT_RUN_MARKER=$1", up to three
// passes because a process may fork while one runs; a pass that finds none ends the sweep
// (nothing is left to fork), which spares a run that ended cleanly two reads of all /proc. Without "done" the launcher died
// before it could stop the run's containers, so `docker kill` them too: a killed docker
// client leaves its container running. Hang-ups and terminal signals are ignored: the
// watchdog must outlive the terminal and the process group that it guards.
constexpr char WatchdogScript[] = R"sh(trap '' HUP INT TERM PIPE QUIT TSTP
groups= containers= done=
while IFS= read -r line; do
  case $line in
  'group '*[!0-9]*) ;;
  'group '?*) groups="$groups ${line#group }" ;;
  'container '*[!a-zA-Z0-9_.-]*) ;;
  'container '?*) containers="$containers ${line#container }" ;;
  done) done=1 ;;
  esac
done
for pass in 1 2 3; do
  for group in $groups; do kill -s KILL -- "-$group" 2>/dev/null; done
  found=
  for file in $(grep -lsxzF -- "POOLCRAFT_RUN_MARKER=$1" /proc/[0-9]*/environ); do
    pid=${file#/proc/}; kill -s KILL "${pid%/environ}" 2>/dev/null; found=1
  done
  [ -n "$found" ] || break
done
if [ -z "$done" ]; then
  for container in $containers; do docker kill "$container" >/dev/null 2>&1; done
fi
)sh";

} // namespace

QByteArray newRunMarker()
{
    quint64 words[2];
    QRandomGenerator::system()->fillRange(words);
    return QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex();
}

void prepareReplicaChild(pid_t parentPid)
{
    // Its own process group, so one kill() reaches everything the replica started.
    ::setpgid(0, 0);
    dieWithParent(parentPid, SIGKILL);
}

void dieWithParent(pid_t parentPid, int signal)
{
    ::prctl(PR_SET_PDEATHSIG, signal);
    if (::getppid() != parentPid)
        ::_exit(127);
}

ReplicaWatchdog::ReplicaWatchdog(const QByteArray &marker)
    : m_marker(marker)
{}

ReplicaWatchdog::~ReplicaWatchdog()
{
    finish();
}

bool ReplicaWatchdog::start(QString *error)
{
    int fds[2];
    // O_CLOEXEC: no replica, nor the watchdog itself, may hold the write end, or the EOF
    // that means "the launcher is gone" would never come.
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        *error = QString::fromLocal8Bit(strerror(errno));
        return false;
    }
    QProcess watchdog;
    watchdog.setProgram(QStringLiteral("/bin/sh"));
    watchdog.setArguments({QStringLiteral("-c"), QString::fromLatin1(WatchdogScript),
                           QStringLiteral("poolcraft-watchdog"), QString::fromLatin1(m_marker)});
    // The child opens its inherited copy of the read end before exec closes it.
    watchdog.setStandardInputFile(QStringLiteral("/proc/self/fd/%1").arg(fds[0]));
    watchdog.setStandardOutputFile(QProcess::nullDevice());
    watchdog.setStandardErrorFile(QProcess::nullDevice());
    watchdog.setWorkingDirectory(QStringLiteral("/"));
    const bool started = watchdog.startDetached(&m_processId);
    ::close(fds[0]);
    if (!started) {
        ::close(fds[1]);
        *error = watchdog.errorString();
        return false;
    }
    m_writeFd = fds[1];
    return true;
}

void ReplicaWatchdog::addProcessGroup(qint64 group)
{
    if (group > 0)
        tell("group " + QByteArray::number(group));
}

void ReplicaWatchdog::addContainer(const QString &name)
{
    tell("container " + name.toUtf8());
}

void ReplicaWatchdog::tell(const QByteArray &what)
{
    if (m_writeFd < 0)
        return;
    const QByteArray line = what + '\n';
    // A watchdog that is gone is no reason to die of SIGPIPE: block it for this write and
    // take back the one the write raised.
    sigset_t pipeSignal;
    sigset_t previous;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous);
    ssize_t written;
    do {
        written = ::write(m_writeFd, line.constData(), size_t(line.size()));
    } while (written < 0 && errno == EINTR);
    if (written < 0 && errno == EPIPE) {
        const timespec noWait = {};
        sigtimedwait(&pipeSignal, nullptr, &noWait);
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
}

void ReplicaWatchdog::finish()
{
    if (m_writeFd < 0)
        return;
    tell("done");
    ::close(m_writeFd);
    m_writeFd = -1;
}

} // namespace Poolcraft
