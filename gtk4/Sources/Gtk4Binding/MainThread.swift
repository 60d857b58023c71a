// Entering the main actor from GLib's C callbacks.
import Foundation

/// Runs `body` on the main actor from a C callback GLib makes on the main thread (GTK's signals,
/// ticks and idles all are); stops the program if one arrives on another thread.
@inline(__always)
package func onMainThread<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    precondition(Thread.isMainThread, "a GTK callback ran off the main thread")
    return try withoutActuallyEscaping(body) { callable in
        try unsafeBitCast(callable, to: (() throws -> Result).self)()
    }
}
