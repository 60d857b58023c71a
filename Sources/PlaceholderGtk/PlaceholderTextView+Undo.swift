// PlaceholderTextView's undo and redo, as GTK 4's GtkTextBuffer:enable-undo and GtkSourceView
// offer them: on by default, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y and the context menu. The hint follows
// the text (undo back to empty shows it); it is never text, so it never enters the history.
import PlaceholderCore

extension PlaceholderTextView {
    /// Whether edits are recorded for undo (default true); turning it off forgets the history.
    ///
    /// ```swift
    /// body.text = loadedNote        // a new history: Ctrl+Z cannot bring back the previous note
    /// body.undo()                   // as Ctrl+Z does
    /// body.onUndoStateChange = { view in undoButton.isEnabled = view.canUndo }
    /// ```
    public var enableUndo: Bool {
        get { textUndo.isEnabled }
        set { assign(newValue, to: \.isEnabled, of: textUndo, notifying: .enableUndo) }
    }

    /// The most undo steps kept (default 1,000); the oldest are forgotten beyond it.
    public var maximumUndoDepth: Int {
        get { textUndo.maximumDepth }
        set { textUndo.maximumDepth = newValue }
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { textUndo.canUndo }
    /// Whether there is a step to redo.
    public var canRedo: Bool { textUndo.canRedo }

    /// Takes the last step back (typed characters of one word, a paste, a deletion, an input
    /// method's commit); false when there was none.
    @discardableResult
    public func undo() -> Bool { textUndo.undo() }

    /// Does the last undone step again; false when there was none.
    @discardableResult
    public func redo() -> Bool { textUndo.redo() }
}
