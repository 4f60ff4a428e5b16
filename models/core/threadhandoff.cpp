#include "threadhandoff.h"

#if defined(__SANITIZE_THREAD__)
extern "C" void __tsan_acquire(void *address);
extern "C" void __tsan_release(void *address);
#endif

namespace Poolcraft {

void markHandedOver([[maybe_unused]] const void *object)
{
#if defined(__SANITIZE_THREAD__)
    __tsan_release(const_cast<void *>(object));
#endif
}

void markTakenOver([[maybe_unused]] const void *object)
{
#if defined(__SANITIZE_THREAD__)
    __tsan_acquire(const_cast<void *>(object));
#endif
}

} // namespace Poolcraft
