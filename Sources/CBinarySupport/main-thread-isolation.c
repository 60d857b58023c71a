/* Which thread is the main one, decided once, and the Swift runtime's main-actor isolation check
 * taught to accept it (see binary_support_is_main_thread in include/binary-support.h). */
#define _GNU_SOURCE
#include "binary-support.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <unistd.h>

/* The main thread once decided, else 0: glibc's pthread_self () is the address of the thread's
 * descriptor, never 0. Set at most once; relaxed loads suffice, since only the value itself is
 * published and a thread's own identity never changes. */
static _Atomic (pthread_t) main_thread;

/* Loaded by the process's initial thread (the program, or a library linked to it or opened from
 * main), the loader is the main thread. Loaded from another thread (PyGObject opens a typelib's
 * library at its first call, which a worker may make; a plugin opened from a thread), the loader
 * is no guide: the first check decides instead. */
__attribute__((constructor)) static void remember_main_thread (void)
{
  if (binary_support_is_initial_thread ())
    atomic_store_explicit (&main_thread, pthread_self (), memory_order_relaxed);
}

int binary_support_is_main_thread (void)
{
  pthread_t main = atomic_load_explicit (&main_thread, memory_order_relaxed);
  if (pthread_equal (pthread_self (), main))
    return 1;
  return main == 0 ? BINARY_SUPPORT_MAIN_THREAD_UNDECIDED : 0;
}

/* The Swift runtime linked into this code keeps its own main thread, the loader (as libdispatch
 * does): its isolation checks (MainActor.assumeIsolated, the compiler's checks of main-actor
 * closures) would refuse the real one. Its last resort, swift_task_checkIsolated, can be hooked:
 * for the main executor on the main thread decided here, the check passes; everything else goes to
 * the runtime's own check. Swift's calling convention passes an executor reference as two words. */
typedef __attribute__((swiftcall)) void (*check_isolated_function) (void *identity, uintptr_t implementation);
extern __attribute__((swiftcall)) void (*swift_task_checkIsolated_hook) (void *identity, uintptr_t implementation,
                                                                         check_isolated_function original);
extern __attribute__((swiftcall)) _Bool swift_task_isMainExecutor (void *identity, uintptr_t implementation);

static __attribute__((swiftcall)) void check_main_actor_isolated (void *identity, uintptr_t implementation,
                                                                  check_isolated_function original)
{
  if (binary_support_is_main_thread () == 1 && swift_task_isMainExecutor (identity, implementation))
    return;
  original (identity, implementation);
}

int binary_support_claim_main_thread (void)
{
  pthread_t undecided = 0;
  pthread_t self = pthread_self ();
  if (atomic_compare_exchange_strong_explicit (&main_thread, &undecided, self, memory_order_relaxed,
                                               memory_order_relaxed))
    {
      /* Only reached when this code was loaded by another thread than the initial one. */
      __atomic_store_n (&swift_task_checkIsolated_hook, check_main_actor_isolated, __ATOMIC_RELEASE);
      return 1;
    }
  /* Another thread decided first; `undecided` now holds its answer. */
  return pthread_equal (self, undecided);
}

int binary_support_is_initial_thread (void)
{
  return gettid () == getpid ();
}
