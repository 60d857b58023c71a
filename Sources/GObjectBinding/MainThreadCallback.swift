// Entering the main actor from GLib's C callbacks, cheaply.
import CBinarySupport

/// Runs `body` on the main actor from a C callback that GLib makes on the main thread (GTK's
/// signals, ticks and idles all are). Public for the toolkit layers built on this one
/// (GtkBinding, the GTK 4 package's Gtk4Binding) and their class handlers; nothing else needs it.
///
/// `MainActor.assumeIsolated` gives the same guarantee through the concurrency runtime's executor
/// lookup, which is a large share of the widget's cost per keystroke. This checks the thread
/// directly and stops the program just the same when a callback arrives on another thread.
@inlinable @inline(__always)
public func onMainThread<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    precondition(binary_support_is_main_thread() != 0, "a GTK callback ran off the main thread")
    return try withoutActuallyEscaping(body) { callable in
        try unsafeBitCast(callable, to: (() throws -> Result).self)()
    }
}

/// Whether the caller runs on the main thread, where GTK must be called: a C entry point
/// answers a call from another thread with a critical and its default, as GTK's own checks
/// answer misuse, instead of stopping the program as `onMainThread` does.
public func isMainThread() -> Bool {
    binary_support_is_main_thread() != 0
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
    precondition(binary_support_is_main_thread() != 0, "a GTK callback ran off the main thread")
    return try withoutActuallyEscaping(body) { callable in
        try unsafeBitCast(callable, to: ((Argument) throws -> Result).self)(argument)
    }
}
