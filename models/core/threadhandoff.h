#pragma once

namespace Poolcraft {

// Qt 6.4 hands a QRunnable to a pool thread through futexes inside libQt6Core, which is not
// built with ThreadSanitizer: in a TSan build, everything the starting thread wrote before
// QThreadPool::start() would read as raced by the task. This pair tells TSan about such a
// hand-off; in any other build both compile to nothing.

// By the thread that hands `object` to another, after its last write to it.
void markHandedOver(const void *object);
// By the thread that takes `object` over, before its first access to it.
void markTakenOver(const void *object);

} // namespace Poolcraft
