#pragma once

#include <QList>

#include <memory>

namespace Poolcraft {

// Loopback ports handed to one run's replicas, kept from every other run until this object
// goes. Finding a port by binding port 0 and releasing it races: two runs starting together
// may be given the same one. So a port is reserved in this process (a set) and across
// Poolcraft processes (a lock file per port in the temporary folder, which a crashed owner
// leaves stale and the next one takes over), and a port reserved elsewhere is skipped.
class PortReservation
{
public:
    ~PortReservation();
    PortReservation(const PortReservation &) = delete;
    PortReservation &operator=(const PortReservation &) = delete;

    // `count` distinct free loopback ports; null when not that many can be had.
    static std::shared_ptr<PortReservation> reserve(int count);

    const QList<quint16> &ports() const { return m_ports; }

private:
    PortReservation() = default;
    struct Held;
    QList<quint16> m_ports;
    QList<std::shared_ptr<Held>> m_held;
};

} // namespace Poolcraft
