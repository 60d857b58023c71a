// PlaceholderTextView's undo and redo: GTK 4's own GtkTextBuffer history, under the GTK 3
// widget's API. The hint is never text, so it never enters the history.
import CGtk4
import PlaceholderCore

extension PlaceholderTextView {
    /// Whether edits are recorded for undo (default true); turning it off forgets the history.
    public var enableUndo: Bool {
        get { gtk_text_buffer_get_enable_undo(buffer) != 0 }
        set {
            guard newValue != enableUndo else { return }
            gtk_text_buffer_set_enable_undo(buffer, newValue ? 1 : 0)
            notify(.enableUndo)
        }
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { gtk_text_buffer_get_can_undo(buffer) != 0 }
    /// Whether there is a step to redo.
    public var canRedo: Bool { gtk_text_buffer_get_can_redo(buffer) != 0 }

    /// Takes the last step back; false when there was none.
    @discardableResult
    public func undo() -> Bool {
        guard canUndo else { return false }
        gtk_text_buffer_undo(buffer)
        return true
    }

    /// Does the last undone step again; false when there was none.
    @discardableResult
    public func redo() -> Bool {
        guard canRedo else { return false }
        gtk_text_buffer_redo(buffer)
        return true
    }
}
