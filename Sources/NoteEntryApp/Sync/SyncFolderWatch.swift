// Hearing the sync folder change: a sync tool writing another computer's notes, a person editing
// a file. GIO's file monitor watches the folder itself (inotify: one watch, however many files),
// so a folder at rest costs nothing.
import CGtk
import GtkBinding
import NoteStore

extension GFileMonitor: GObjectType { public static var gType: GType { g_file_monitor_get_type() } }

/// Calls an action on the main loop whenever an entry of the folder is made, changed, moved or
/// removed, until it is dropped.
@MainActor
final class SyncFolderWatch {
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    private var changed: SignalConnection?

    /// Watches `folder`; nil when it cannot be watched (it is not there): the folder is then looked
    /// at after each save and at start only.
    init?(_ folder: FileSystemPath, _ action: @escaping @MainActor () -> Void) {
        let file = folder.withCString { g_file_new_for_path($0) }!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
        changed = SignalConnection(monitor, "changed", threeArguments: { _, _, _ in action() })
    }

    isolated deinit {
        changed?.disconnect()
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor)
    }
}
