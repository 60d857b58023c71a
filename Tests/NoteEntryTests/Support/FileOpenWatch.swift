// Seeing from outside whether a process read a file: inotify reports every open of a watched
// file, by any process, without the process's cooperation.
import Foundation
import TestSupport

/// Watches one file (inotify `IN_OPEN`) from its creation on; `wasOpened` tells whether anyone
/// has opened it since.
final class FileOpenWatch {
    private let descriptor: Int32
    private var opened = false

    /// Starts watching the file at `path`, which must exist.
    init(_ path: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw TestPrecondition.notMet("inotify_init1: errno \(errno)") }
        guard inotify_add_watch(descriptor, path, UInt32(IN_OPEN)) >= 0 else {
            let error = errno
            close(descriptor)
            throw TestPrecondition.notMet("cannot watch \(path) for opens: errno \(error)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Whether the file was opened since the watch began (reads the events waiting, if any).
    var wasOpened: Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !opened, read(descriptor, &buffer, buffer.count) > 0 {
            opened = true
        }
        return opened
    }
}
