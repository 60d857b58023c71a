// The window's named actions (win.new, win.search, …) and their keyboard shortcuts, as GNOME
// apps declare them: through GAction and GtkApplication accelerators, so menus, the shortcuts
// window and the keyboard all reach the same action.
//
// They are the window's alone. A GtkApplicationWindow's own action map is exported on the session
// bus (org.gtk.Actions at the application's path + /window/N), where any program of the session
// could delete the shown note or start an import; so the actions live in a group of their own,
// inserted in the window's place under the `win` prefix, which the window's widgets, menus and
// accelerators resolve through and which GtkApplication never exports.
import CGtk
import GtkBinding

/// Actions of a `GtkApplicationWindow`, each a Swift closure, reachable as `win.NAME` from the
/// window's widgets and shortcuts but not over D-Bus.
@MainActor
final class WindowActions {
    /// The `win` group, held by the window (so used only while it lives, as the window itself).
    private let group: OpaquePointer
    private var connections = SignalConnectionSet()

    /// Actions of `window`.
    init(window: UnsafeMutablePointer<GtkApplicationWindow>) {
        group = OpaquePointer(g_simple_action_group_new())
        // Replaces the window's own `win` entry (GtkApplicationWindow inserts its exported map
        // there): one prefix, so the .ui files' `win.` names stay as GNOME writes them.
        gtk_widget_insert_action_group(window.cast(), "win", group)
        g_object_unref(UnsafeMutableRawPointer(group))  // the window holds it now
    }

    /// Adds `win.NAME`, which runs `action`; `accelerators` (GTK's syntax, e.g. `<Primary>n`)
    /// are set on `application` when the window has one.
    func add(
        _ name: String, accelerators: [String] = [], in application: UnsafeMutablePointer<GtkApplication>?,
        _ action: @escaping @MainActor () -> Void
    ) {
        let simple = g_simple_action_new(name, nil)!
        connections.add(SignalConnection(object: simple, "activate", argument: { _ in action() }))
        g_action_map_add_action(group, simple)
        g_object_unref(UnsafeMutableRawPointer(simple))  // the group holds it now
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
        guard let action = g_action_map_lookup_action(group, name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// Whether `win.NAME` is enabled.
    func isEnabled(_ name: String) -> Bool {
        g_action_group_get_action_enabled(group, name) != 0
    }

    /// Runs action `win.NAME` as its shortcut would (for tests and widgets).
    func activate(_ name: String) {
        g_action_group_activate_action(group, name, nil)
    }

    /// Disconnects every action's handler.
    func removeAll() {
        connections.disconnectAll()
    }
}
