// The main window's size, maximized state, divider and open note, kept in GSettings between runs.
import CGtk
import GtkBinding
import NoteStore

/// Restores the main window as the last run left it, follows what the user changes, and writes
/// it back when the app quits (`org.placeholdertextview.NoteEntry`, see `SettingsSchemaLookup`).
///
/// Closing the window destroys its widgets before the application's run ends, so what it shows
/// is written as it is destroyed, and a later `save` does nothing.
///
/// The size kept is the unmaximized one, so leaving a maximized window restores its earlier
/// size. The open note is kept with its folder: a start over another folder (`--data-dir`)
/// shows that folder's newest note, and a note deleted since is replaced by the newest.
///
/// ```swift
/// let state = RememberedWindowState(settings: settings)
/// state.restore(window)        // before the window is shown
/// state.save(window)           // when the app quits
/// ```
@MainActor
final class RememberedWindowState {
    // Released in deinit, which is not on the main actor; GSettings is thread-safe.
    nonisolated(unsafe) private let settings: UnsafeMutablePointer<GSettings>
    private var connections = SignalConnectionSet()
    private var size: (width: Int32, height: Int32) = (0, 0)
    private var isMaximized = false
    /// The remembered values as restored, bounded; nil before `restore`.
    private var bounds: RememberedWindowBounds?
    /// The size the window was shrunk to on its first showing, to fit the screen.
    private var fittedSize: (width: Int32, height: Int32)?
    /// Whether the window's widgets were destroyed (what it showed was written then).
    private var isWindowDestroyed = false

    /// The state in `settings` (which this object owns from now on).
    init(settings: UnsafeMutablePointer<GSettings>) {
        self.settings = settings
    }

    /// The app's remembered state, or nil when its schema is not installed (the window then
    /// opens as designed and nothing is kept).
    convenience init?() {
        guard let settings = SettingsSchemaLookup.settings() else { return nil }
        self.init(settings: settings)
    }

    deinit {
        g_object_unref(settings)
    }

    /// Sizes and fills `window` as remembered, each value bounded to the screen and to a sane
    /// range (`RememberedWindowBounds`), then follows its changes. Call before it is shown.
    func restore(_ window: MainWindow) {
        let limit = Self.workArea(of: window.window) ?? (Int32.max, Int32.max)
        var designed: (width: Int32, height: Int32) = (0, 0)
        gtk_window_get_default_size(window.window, &designed.width, &designed.height)
        let bounds = RememberedWindowBounds(
            width: g_settings_get_int(settings, Key.width), height: g_settings_get_int(settings, Key.height),
            paneWidth: g_settings_get_int(settings, Key.panePosition), screen: limit, designed: designed)
        self.bounds = bounds
        size = (bounds.width.restored, bounds.height.restored)
        if size.width > 0, size.height > 0 { gtk_window_set_default_size(window.window, size.width, size.height) }
        if g_settings_get_boolean(settings, Key.maximized) != 0 { gtk_window_maximize(window.window) }
        window.layout.divider.paneWidth = bounds.paneWidth.restored
        let noteID = Int64(g_settings_get_int64(settings, Key.openNoteID))
        if noteID > 0, Self.string(settings, Key.openNoteFolder) == window.session.folder.description {
            window.session.open(noteID)
        }
        // Connected before `follow`'s handler of `destroy`, which disconnects them all.
        connections.add(
            SignalConnection(window.window.cast(to: GtkWidget.self), "destroy") { [weak self, weak window] in
                // Its children (the divider's pane among them) are still there: GtkContainer
                // destroys them after the handlers of `destroy`.
                guard let self, let window else { return }
                save(window)
                isWindowDestroyed = true
            })
        follow(window.window)
    }

    /// Writes what `window` shows now (nothing once it was destroyed: it was written then); the
    /// backend has it on disk when this returns.
    func save(_ window: MainWindow) {
        guard !isWindowDestroyed else { return }
        if size.width > 0, size.height > 0 {
            if bounds?.width.isWritten(size.width, fitted: fittedSize?.width) ?? true {
                g_settings_set_int(settings, Key.width, size.width)
            }
            if bounds?.height.isWritten(size.height, fitted: fittedSize?.height) ?? true {
                g_settings_set_int(settings, Key.height, size.height)
            }
        }
        g_settings_set_boolean(settings, Key.maximized, isMaximized ? 1 : 0)
        let paneWidth = window.layout.divider.paneWidth
        if bounds?.paneWidth.isWritten(paneWidth) ?? true { g_settings_set_int(settings, Key.panePosition, paneWidth) }
        g_settings_set_int64(settings, Key.openNoteID, gint64(window.session.document.id ?? 0))
        g_settings_set_string(settings, Key.openNoteFolder, window.session.folder.description)
        g_settings_sync()
    }

    private func follow(_ window: UnsafeMutablePointer<GtkWindow>) {
        let widget: UnsafeMutablePointer<GtkWidget> = window.cast()
        connections.add(
            SignalConnection(widget, event: "window-state-event") { [weak self] event in
                self?.isMaximized =
                    event.pointee.window_state.new_window_state.rawValue & GDK_WINDOW_STATE_MAXIMIZED.rawValue != 0
                return false
            })
        connections.add(
            SignalConnection(widget, event: "map-event") { [weak self] _ in
                if self?.isMaximized == false { self?.fitOnScreen(window) }
                return false
            })
        // A maximized window's size is the screen's: the size to come back to is the one before.
        connections.add(
            SignalConnection(
                widget, "size-allocate",
                argument: { [weak self] _ in
                    guard let self, !isMaximized else { return }
                    var width: Int32 = 0
                    var height: Int32 = 0
                    gtk_window_get_size(window, &width, &height)
                    size = (width, height)
                }))
        connections.add(SignalConnection(widget, "destroy") { [weak self] in self?.connections.disconnectAll() })
    }

    /// The work area of the primary monitor (or the first), in pixels.
    private static func workArea(of window: UnsafeMutablePointer<GtkWindow>) -> (width: Int32, height: Int32)? {
        let display = gtk_widget_get_display(window.cast())
        guard let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else {
            return nil
        }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return (area.width, area.height)
    }

    /// Shrinks the window once it is on screen by what it overhangs the work area: only then is
    /// its whole size known, header bar and client-side shadow included.
    private func fitOnScreen(_ window: UnsafeMutablePointer<GtkWindow>) {
        guard let area = Self.workArea(of: window), let surface = gtk_widget_get_window(window.cast()) else { return }
        let excess = (
            width: gdk_window_get_width(surface) - area.width, height: gdk_window_get_height(surface) - area.height
        )
        guard excess.width > 0 || excess.height > 0 else { return }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(window, &width, &height)
        let fitted = (width: width - max(0, excess.width), height: height - max(0, excess.height))
        fittedSize = fitted
        gtk_window_resize(window, fitted.width, fitted.height)
    }

    private static func string(_ settings: UnsafeMutablePointer<GSettings>, _ key: String) -> String {
        guard let value = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The schema's keys (`Resources/schemas/org.placeholdertextview.NoteEntry.gschema.xml`).
    private enum Key {
        static let width = "window-width"
        static let height = "window-height"
        static let maximized = "window-maximized"
        static let panePosition = "pane-position"
        static let openNoteID = "open-note-id"
        static let openNoteFolder = "open-note-folder"
    }
}
