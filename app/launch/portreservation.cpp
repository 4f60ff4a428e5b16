#include "portreservation.h"

#include <QDir>
#include <QLockFile>
#include <QMutex>
#include <QSet>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace Poolcraft {

namespace {

QMutex s_mutex;
QSet<quint16> s_reserved; // in this process

QString lockDirectory()
{
    return QDir::temp().filePath(QStringLiteral("poolcraft-ports-%1").arg(::getuid()));
}

// A loopback port the kernel says is free now, with its socket still bound so that the next
// call gets another; -1 on failure.
int bindAnyPort(quint16 *port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    sockaddr_in addr = {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof addr;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0
        || ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &length) != 0) {
        ::close(fd);
        return -1;
    }
    *port = ntohs(addr.sin_port);
    return fd;
}

} // namespace

struct PortReservation::Held
{
    quint16 port = 0;
    std::unique_ptr<QLockFile> lock;
    ~Held()
    {
        lock.reset();
        QMutexLocker locker(&s_mutex);
        s_reserved.remove(port);
    }
};

PortReservation::~PortReservation() = default;

std::shared_ptr<PortReservation> PortReservation::reserve(int count)
{
    std::shared_ptr<PortReservation> reservation(new PortReservation);
    const QString directory = lockDirectory();
    QDir().mkpath(directory);
    QList<int> sockets;
    // Ports taken elsewhere are skipped; give up after many of them, not never.
    for (int attempt = 0; reservation->m_ports.size() < count && attempt < count * 20 + 64;
         ++attempt) {
        quint16 port = 0;
        const int fd = bindAnyPort(&port);
        if (fd < 0)
            break;
        sockets << fd;
        QMutexLocker locker(&s_mutex);
        if (s_reserved.contains(port))
            continue;
        auto lock = std::make_unique<QLockFile>(directory + QStringLiteral("/%1.lock").arg(port));
        lock->setStaleLockTime(0); // only a dead owner's lock is stale
        if (!lock->tryLock(0))
            continue;
        s_reserved.insert(port);
        auto held = std::make_shared<Held>();
        held->port = port;
        held->lock = std::move(lock);
        reservation->m_held << held;
        reservation->m_ports << port;
    }
    for (int fd : std::as_const(sockets))
        ::close(fd);
    if (reservation->m_ports.size() != count)
        return {};
    return reservation;
}

} // namespace Poolcraft
