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

// Reads process groups, one a line, until EOF; then kills them and every process whose
// environment holds exactly "POOLCRAFT_RUN_MARKER=$1". Three passes, because a process
// may fork while the first one runs. Hang-ups and terminal signals are ignored: the
// watchdog must outlive the terminal and the process group that it guards.
constexpr char WatchdogScript[] = R"sh(trap '' HUP INT TERM PIPE QUIT TSTP
groups=
while IFS= read -r group; do
  case $group in *[!0-9]*|'') ;; *) groups="$groups $group" ;; esac
done
for pass in 1 2 3; do
  for group in $groups; do kill -s KILL -- "-$group" 2>/dev/null; done
  for file in $(grep -lsxzF -- "POOLCRAFT_RUN_MARKER=$1" /proc/[0-9]*/environ); do
    pid=${file#/proc/}; kill -s KILL "${pid%/environ}" 2>/dev/null
  done
done
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
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
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
    if (m_writeFd < 0 || group <= 0)
        return;
    const QByteArray line = QByteArray::number(group) + '\n';
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
    ::close(m_writeFd);
    m_writeFd = -1;
}

} // namespace Poolcraft
