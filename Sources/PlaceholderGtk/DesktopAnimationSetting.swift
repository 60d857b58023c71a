// The desktop's "enable animations" setting, heard once per process for every view.
import CGtk
import GtkBinding

/// GTK's `gtk-enable-animations` setting, with one `notify` handler on the default GtkSettings
/// for the whole process however many views listen (a handler per view would cost every view
/// its memory for a setting that almost never changes).
@MainActor
enum DesktopAnimationSetting {
    /// Whether the desktop wants animations (true when GTK has no settings).
    static var isEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return GObjectProperty.bool(settings.object, "gtk-enable-animations")
    }

    /// Calls `changed` with the new value whenever the setting changes, until `removeListener`.
    static func addListener(_ owner: AnyObject, _ changed: @escaping @MainActor (Bool) -> Void) {
        listeners[ObjectIdentifier(owner)] = changed
        if connection == nil, let settings = gtk_settings_get_default() {
            connection = SignalConnection(
                settings, "notify::gtk-enable-animations",
                argument: { _ in
                    let enabled = isEnabled
                    for listener in Array(listeners.values) { listener(enabled) }
                })
        }
    }

    /// Stops calling what `owner` added.
    static func removeListener(_ owner: AnyObject) {
        listeners[ObjectIdentifier(owner)] = nil
    }

    private static var listeners: [ObjectIdentifier: @MainActor (Bool) -> Void] = [:]
    private static var connection: SignalConnection?
}
