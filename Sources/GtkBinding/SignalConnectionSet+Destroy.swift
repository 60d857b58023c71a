// "On destroy, disconnect all", said once.
import CGtk
import GObjectBinding

extension SignalConnectionSet {
    /// Disconnects every handler of the set, those added later included, when `widget` is
    /// destroyed: the "on destroy, disconnect all" that widget owners would otherwise write by
    /// hand. The destroy handler is itself in the set, so `disconnectAll()` also removes it; call
    /// this again after such a `disconnectAll()` to keep the rule.
    public func disconnectAll(whenDestroyed widget: UnsafeMutablePointer<GtkWidget>) {
        add(SignalConnection(widget, "destroy") { [weak self] in self?.disconnectAll() })
    }
}
