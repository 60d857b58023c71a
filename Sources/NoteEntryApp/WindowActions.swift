// The window's named actions (win.new, win.search, …) and their keyboard shortcuts, as GNOME
// apps declare them: through GAction and GtkApplication accelerators, so menus, the shortcuts
// window and the keyboard all reach the same action.
import CGtk
import GtkBinding

/// Actions added to a `GtkApplicationWindow` (a `GActionMap`), each a Swift closure.
@MainActor
final class WindowActions {
    private let window: UnsafeMutablePointer<GtkApplicationWindow>
    private var connections = SignalConnectionSet()

    /// Actions of `window`.
    init(window: UnsafeMutablePointer<GtkApplicationWindow>) {
        self.window = window
    }

    /// Adds `win.NAME`, which runs `action`; `accelerators` (GTK's syntax, e.g. `<Primary>n`)
    /// are set on `application` when the window has one.
    func add(
        _ name: String, accelerators: [String] = [], in application: UnsafeMutablePointer<GtkApplication>?,
        _ action: @escaping @MainActor () -> Void
    ) {
        let simple = g_simple_action_new(name, nil)!
        connections.add(SignalConnection(object: simple, "activate", argument: { _ in action() }))
        g_action_map_add_action(OpaquePointer(window), simple)
        g_object_unref(UnsafeMutableRawPointer(simple))  // the window holds it now
        guard let application, !accelerators.isEmpty else { return }
        setAccelerators(accelerators, for: "win." + name, in: application)
    }

    /// Sets the keyboard shortcuts of the action `detailedName` (e.g. `win.show-help-overlay`).
    func setAccelerators(
        _ accelerators: [String], for detailedName: String, in application: UnsafeMutablePointer<GtkApplication>
    ) {
        var strings = accelerators.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        strings.append(nil)
        strings.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<gchar>?.self) { accels in
                gtk_application_set_accels_for_action(application, detailedName, accels.baseAddress)
            }
        }
    }

    /// Enables or disables `win.NAME`: its menu item, button and shortcut follow.
    func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(OpaquePointer(window), name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// Whether `win.NAME` is enabled.
    func isEnabled(_ name: String) -> Bool {
        g_action_group_get_action_enabled(OpaquePointer(window), name) != 0
    }

    /// Runs action `win.NAME` as its shortcut would (for tests and widgets).
    func activate(_ name: String) {
        g_action_group_activate_action(OpaquePointer(window), name, nil)
    }

    /// Disconnects every action's handler.
    func removeAll() {
        connections.disconnectAll()
    }
}
