// GTK 4's event controllers' signals, whose C shapes GObjectBinding's SignalConnection knows.
import CGtk4
import GObjectBinding

extension SignalConnection {
    /// Connects to a `GtkEventControllerKey`'s "key-pressed": keyval, keycode, modifier state;
    /// returning true stops the key there.
    ///
    /// ```swift
    /// let keys = gtk_event_controller_key_new()!
    /// let connection = SignalConnection(keyController: keys) { keyval, _, _ in keyval == UInt32(GDK_KEY_Escape) }
    /// ```
    public convenience init(
        keyController: OpaquePointer,
        _ handler: @escaping @MainActor (_ keyval: UInt32, _ keycode: UInt32, _ state: UInt32) -> Bool
    ) {
        self.init(object: keyController, "key-pressed", unsignedArguments: handler)
    }

    /// Connects to a `GtkGestureClick`'s "pressed": press count and position in the widget.
    public convenience init(
        clickGesture: OpaquePointer,
        _ handler: @escaping @MainActor (_ pressCount: Int32, _ x: Double, _ y: Double) -> Void
    ) {
        self.init(object: clickGesture, "pressed", countAndPoint: handler)
    }
}
