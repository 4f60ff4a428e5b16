#include "stoponsignal.h"

#include <QSocketNotifier>

#include <fcntl.h>
#include <unistd.h>

namespace Poolcraft {

namespace {

int s_signalPipe[2] = {-1, -1};

void forwardSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(s_signalPipe[1], &byte, 1);
}

} // namespace

StopOnSignal::StopOnSignal(QObject *context, std::function<void()> stop)
{
    if (::pipe2(s_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    m_notifier = new QSocketNotifier(s_signalPipe[0], QSocketNotifier::Read);
    QObject::connect(m_notifier, &QSocketNotifier::activated, context, [stop] {
        char buffer[16];
        while (::read(s_signalPipe[0], buffer, sizeof buffer) > 0) { }
        stop();
    });
    struct sigaction action = {};
    action.sa_handler = forwardSignal;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < std::size(Signals); ++i)
        ::sigaction(Signals[i], &action, &m_old[i]);
}

StopOnSignal::~StopOnSignal()
{
    if (!m_notifier)
        return;
    for (size_t i = 0; i < std::size(Signals); ++i)
        ::sigaction(Signals[i], &m_old[i], nullptr);
    delete m_notifier;
    ::close(s_signalPipe[0]);
    ::close(s_signalPipe[1]);
    s_signalPipe[0] = s_signalPipe[1] = -1;
}

} // namespace Poolcraft
