#pragma once

#include "threadhandoff.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QRunnable>
#include <QThreadPool>

#include <exception>
#include <memory>
#include <type_traits>

namespace Poolcraft {

// A pool task whose first act is to take itself over: the pool thread reads nothing the
// caller wrote (the task, its captures) before that.
template <typename Work>
class HandedOverRunnable : public QRunnable
{
public:
    explicit HandedOverRunnable(Work work)
        : m_work(std::move(work))
    {}

    void run() override
    {
        markTakenOver(this);
        m_work();
    }

private:
    Work m_work;
};

// Runs `function` on Qt's global thread pool, as QtConcurrent::run does, and marks both
// hand-offs Qt makes through its own (uninstrumented) futexes: the function and what it
// captured, from the caller to the pool thread, and the result back to whoever reads it
// after taking over `key` (by default, nothing outside the task reads its result).
// Without the marks a ThreadSanitizer build reads both as races; in any other build they
// cost nothing.
template <typename Function>
QFuture<std::invoke_result_t<Function>> startInPool(Function function,
                                                    const void *key = nullptr)
{
    using Result = std::invoke_result_t<Function>;
    auto promise = std::make_shared<QPromise<Result>>();
    QFuture<Result> future = promise->future();
    promise->start();
    auto *task = new HandedOverRunnable([promise, function = std::move(function), key]() mutable {
        try {
            if constexpr (std::is_void_v<Result>)
                function();
            else
                promise->addResult(function());
        } catch (...) {
            promise->setException(std::current_exception());
        }
        if (key)
            markHandedOver(key);
        promise->finish();
    });
    markHandedOver(task);
    QThreadPool::globalInstance()->start(task);
    return future;
}

// A future watcher that starts its own work: one task at a time, its result read through
// result(), which takes over what the task handed back.
template <typename Result>
class BackgroundTask : public QFutureWatcher<Result>
{
public:
    using QFutureWatcher<Result>::QFutureWatcher;

    template <typename Function>
    void start(Function function)
    {
        this->setFuture(startInPool(std::move(function), this));
    }

    Result result() const
    {
        markTakenOver(this);
        return QFutureWatcher<Result>::result();
    }

    void waitForFinished()
    {
        QFutureWatcher<Result>::waitForFinished();
        markTakenOver(this);
    }
};

} // namespace Poolcraft
