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

    /// Adds `win.NAME` with a state, which a menu shows as a check box (a boolean state) or as
    /// radio items (a string state, each item's target one value): `action` gets the item's
    /// target (nil for a check box) and sets the state itself (`setState`), so a choice that
    /// fails can leave it as it was.
    func addStateful(
        _ name: String, state: String? = nil, checked: Bool = false, accelerators: [String] = [],
        in application: UnsafeMutablePointer<GtkApplication>?, _ action: @escaping @MainActor (String?) -> Void
    ) {
        let type = state == nil ? nil : g_variant_type_new("s")
        defer { if let type { g_variant_type_free(type) } }
        let initial = state.map { g_variant_new_string($0) } ?? g_variant_new_boolean(checked ? 1 : 0)
        let simple = g_simple_action_new_stateful(name, type, initial)!
        connections.add(
            SignalConnection(object: simple, "activate") { parameter in
                action(parameter.flatMap { String(cString: g_variant_get_string(OpaquePointer($0), nil)) })
            })
        g_action_map_add_action(group, simple)
        g_object_unref(UnsafeMutableRawPointer(simple))  // the group holds it now
        guard let application, !accelerators.isEmpty else { return }
        setAccelerators(accelerators, for: "win." + name, in: application)
    }

    /// Sets the string state of `win.NAME` (the radio item shown chosen).
    func setState(_ name: String, _ value: String) {
        guard let action = g_action_map_lookup_action(group, name) else { return }
        g_simple_action_set_state(action, g_variant_new_string(value))
    }

    /// Sets the boolean state of `win.NAME` (its check box).
    func setState(_ name: String, checked: Bool) {
        guard let action = g_action_map_lookup_action(group, name) else { return }
        g_simple_action_set_state(action, g_variant_new_boolean(checked ? 1 : 0))
    }

    /// The boolean state of `win.NAME`.
    func isChecked(_ name: String) -> Bool {
        guard let state = g_action_group_get_action_state(group, name) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
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
