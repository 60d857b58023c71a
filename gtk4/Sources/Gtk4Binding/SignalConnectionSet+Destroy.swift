// "On destroy, disconnect all", said once.
import CGtk4
import GObjectBinding

extension SignalConnectionSet {
    /// Disconnects every handler of the set, those added later included, when `widget` is
    /// destroyed (GTK 4 emits `destroy` in dispose). The destroy handler is itself in the set, so
    /// `disconnectAll()` also removes it.
    public func disconnectAll(whenDestroyed widget: UnsafeMutablePointer<GtkWidget>) {
        add(SignalConnection(widget, "destroy") { [weak self] in self?.disconnectAll() })
    }
}
