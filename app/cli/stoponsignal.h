#pragma once

#include <QObject>

#include <csignal>
#include <functional>
#include <iterator>

class QSocketNotifier;

namespace Poolcraft {

// While it lives, SIGINT and SIGTERM, a closed terminal (SIGHUP) and a closed output pipe
// (SIGPIPE, as with `| head`) reach the event loop through a pipe and call `stop` there, so
// a command's jobs stop cleanly and nothing is left running. One at a time.
class StopOnSignal
{
public:
    StopOnSignal(QObject *context, std::function<void()> stop);
    ~StopOnSignal();
    StopOnSignal(const StopOnSignal &) = delete;
    StopOnSignal &operator=(const StopOnSignal &) = delete;

private:
    static constexpr int Signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
    QSocketNotifier *m_notifier = nullptr;
    struct sigaction m_old[std::size(Signals)] = {};
};

} // namespace Poolcraft
