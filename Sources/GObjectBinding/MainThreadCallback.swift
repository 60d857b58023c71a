// Entering the main actor from GLib's C callbacks, cheaply.
import CBinarySupport
import CGLib

/// Runs `body` on the main actor from a C callback that GLib makes on the main thread (GTK's
/// signals, ticks and idles all are). Public for the toolkit layers built on this one
/// (GtkBinding, the GTK 4 package's Gtk4Binding) and their class handlers; nothing else needs it.
///
/// `MainActor.assumeIsolated` gives the same guarantee through the concurrency runtime's executor
/// lookup, which is a large share of the widget's cost per keystroke, and its idea of the main
/// thread is the statically linked runtime's, fixed when the library is loaded (a worker thread,
/// when PyGObject makes its first call there) unless `claimsMainThread` corrects it. This checks
/// the thread directly and stops the program just the same when a callback arrives on another
/// thread.
@inlinable @inline(__always)
public func onMainThread<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    precondition(isMainThread(), "a GTK callback ran off the main thread")
    return try withoutActuallyEscaping(body) { callable in
        try unsafeBitCast(callable, to: (() throws -> Result).self)()
    }
}

/// Whether the caller runs on the main thread, where GTK must be called: a C entry point
/// answers a call from another thread with a critical and its default, as GTK's own checks
/// answer misuse, instead of stopping the program as `onMainThread` does.
///
/// Once the main thread is known this is a comparison with a cached thread. It is known from
/// the start when the code was loaded by the process's initial thread; see `claimsMainThread`
/// for the rest.
@inlinable @inline(__always)
public func isMainThread() -> Bool {
    let answer = binary_support_is_main_thread()
    return answer == 1 || (answer == BINARY_SUPPORT_MAIN_THREAD_UNDECIDED && claimsMainThread())
}

/// `isMainThread()` for a C entry point or class function that GTK may run on any thread a caller
/// misuses it from: on another, a critical naming `function` in the log `domain`, and false (the
/// caller then does nothing and answers its default), as GTK's own checks answer misuse.
@inlinable @inline(__always)
public func isMainThread(elseCritical function: @autoclosure () -> String, domain: String) -> Bool {
    isMainThread() || refusedOffMainThread(function(), domain: domain)
}

@usableFromInline
func refusedOffMainThread(_ function: String, domain: String) -> Bool {
    GLibLog.critical(
        "\(function): called from a thread other than the main one, where GTK must be used; nothing was done",
        domain: domain)
    return false
}

/// Decides the main thread when the code was loaded by another thread than the process's initial
/// one: the thread that owns GLib's default main context (it runs GTK's main loop), or else, when
/// no thread owns it yet, the initial thread. Answers whether the caller is that thread, and
/// caches the answer only when it is, since another thread cannot name the main one by its
/// `pthread_t`. A caller that is neither is refused (not cached), so until the main thread's first
/// call each refusal pays for this again: only misuse does.
@usableFromInline
func claimsMainThread() -> Bool {
    if g_main_context_is_owner(nil) != 0 { return binary_support_claim_main_thread() != 0 }
    guard binary_support_is_initial_thread() != 0 else { return false }
    // The initial thread, unless another thread runs the default main loop: acquiring the context
    // succeeds only when no other thread owns it.
    let context = g_main_context_default()
    guard g_main_context_acquire(context) != 0 else { return false }
    defer { g_main_context_release(context) }
    return binary_support_claim_main_thread() != 0
}

/// (Both are inlinable: a generic function called across modules is otherwise run unspecialised,
/// boxing its closure on the heap at every call.)
///
/// `onMainThread` for a hot callback: `body` captures nothing and takes what it needs as
/// `argument`, so no closure context is allocated and freed per call.
@inlinable @inline(__always)
public func onMainThread<Argument, Result>(
    passing argument: Argument, _ body: @MainActor (Argument) throws -> Result
) rethrows -> Result {
    precondition(isMainThread(), "a GTK callback ran off the main thread")
    return try withoutActuallyEscaping(body) { callable in
        try unsafeBitCast(callable, to: ((Argument) throws -> Result).self)(argument)
    }
}

/// `onMainThread` for a class function or handler that GTK runs on whatever thread a caller
/// misuses an object from (creating, hiding, destroying or dropping it there): on another thread,
/// a critical naming `function` in the log `domain` and `fallback`, `body` and the main-actor
/// state it would touch left alone, instead of stopping the program.
@inlinable @inline(__always)
public func onMainThread<Argument, Result>(
    passing argument: Argument, elseCritical function: @autoclosure () -> String, domain: String,
    answering fallback: Result, _ body: @MainActor (Argument) throws -> Result
) rethrows -> Result {
    guard isMainThread(elseCritical: function(), domain: domain) else { return fallback }
    return try withoutActuallyEscaping(body) { callable in
        try unsafeBitCast(callable, to: ((Argument) throws -> Result).self)(argument)
    }
}

/// The same for a class function or handler that answers nothing.
@inlinable @inline(__always)
public func onMainThread<Argument>(
    passing argument: Argument, elseCritical function: @autoclosure () -> String, domain: String,
    _ body: @MainActor (Argument) throws -> Void
) rethrows {
    try onMainThread(passing: argument, elseCritical: function(), domain: domain, answering: (), body)
}
