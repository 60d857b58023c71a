// Undo and redo for a GTK 3 text view, which has none of its own (GTK 4's does): the edits the
// buffer's C watch logs (`TextBufferWatch`: no Swift call per keystroke), read in batches and
// grouped into steps `TextUndoHistory` decides, and its answers applied. Ctrl+Z, Ctrl+Shift+Z and
// Ctrl+Y, and Undo/Redo in the text view's context menu.
import CGtk
import GtkBinding
import PlaceholderCore

/// The undo history of a `GtkTextView`'s buffer.
@MainActor
final class TextViewUndo {
    /// Whether edits are recorded; off forgets the history.
    var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            watch.recordsEdits = isEnabled && !isApplying
            if !isEnabled { reset() }
        }
    }
    /// Called when `canUndo` or `canRedo` may have changed.
    var onStateChange: (@MainActor () -> Void)?

    /// An edit not read from the log yet will be a step (any edit makes one) and ends the redo
    /// steps: the answers hold without reading the log.
    var canUndo: Bool { isEnabled && (steps.canUndo || hasUnreadEdits) }
    var canRedo: Bool { isEnabled && steps.canRedo && !hasUnreadEdits }

    /// Edits in the log, or read from it into a user action not ended yet.
    private var hasUnreadEdits: Bool { watch.hasLoggedEdits || !actionEdits.isEmpty }

    /// Markers this class puts in the watch's log, in order with the edits.
    private enum Marker: Int32 {
        /// An input method showed a composition: the next insert is its commit, a step of its own
        /// even when it is one character (GTK inserts typed keys and commits the same way, so the
        /// composition is what tells them apart).
        case compositionShown
        /// The cursor moved by the user: the next typed character starts a new step.
        case typingInterrupted
    }

    private var steps: TextUndoHistory
    private let textView: UnsafeMutablePointer<GtkTextView>
    private let watch: TextBufferWatch
    /// Edits of the user action in progress (nested begin/end pairs count as one).
    private var actionEdits: [TextEdit] = []
    private var userActionDepth = 0
    /// True while undo or redo changes the buffer: those edits are not recorded.
    private var isApplying = false {
        didSet { watch.recordsEdits = isEnabled && !isApplying }
    }
    /// A composition was shown since the last recorded step.
    private var composing = false

    /// Undo for `textView`, whose edits `watch` logs, keeping at most `maximumDepth` steps.
    init(textView: UnsafeMutablePointer<GtkTextView>, watch: TextBufferWatch, maximumDepth: Int = 1_000) {
        self.textView = textView
        self.watch = watch
        steps = TextUndoHistory(maximumDepth: maximumDepth)
        watch.recordsEdits = true
    }

    /// A mouse button was pressed in the text view: the cursor may move, so the next typed
    /// character starts a new step.
    func buttonPressed() {
        watch.mark(Marker.typingInterrupted.rawValue)
    }

    /// An input method shows a composition (`preedit` non-empty): its commit will be a step of
    /// its own.
    func preeditChanged(_ preedit: String) {
        if !preedit.isEmpty { watch.mark(Marker.compositionShown.rawValue) }
    }

    /// The maximum number of steps kept.
    var maximumDepth: Int {
        get { steps.maximumDepth }
        set {
            readLog()
            steps.maximumDepth = max(1, newValue)
        }
    }

    /// Runs `replace`, which puts a new document in the buffer, without recording it, then
    /// forgets every step: a loaded 20 MB note is neither copied into the log nor undoable.
    func replaceDocument(_ replace: () -> Void) {
        isApplying = true
        replace()
        isApplying = false
        reset()
    }

    /// Forgets every step (the document was replaced by code: loading a note is not undoable
    /// into the previous one).
    func reset() {
        watch.clearLog()
        steps.reset()
        actionEdits.removeAll()
        userActionDepth = 0
        composing = false
        onStateChange?()
    }

    /// Takes the last step back; false when there was none.
    @discardableResult
    func undo() -> Bool {
        readLog()
        guard isEnabled, let edits = steps.undo() else { return false }
        apply(edits)
        return true
    }

    /// Does the last undone step again; false when there was none.
    @discardableResult
    func redo() -> Bool {
        readLog()
        guard isEnabled, let edits = steps.redo() else { return false }
        apply(edits)
        return true
    }

    // MARK: Recording

    /// Reads the watch's log into steps: what the buffer's signals would have told one by one.
    func readLog() {
        guard isEnabled else { return }
        watch.takeLog { entry in
            switch entry {
            case .insertion(let offset, let text, let isWholeUserAction):
                record(TextEdit(.insert, at: offset, text), isWholeUserAction: isWholeUserAction)
            case .deletion(let offset, let text, let isWholeUserAction):
                record(TextEdit(.delete, at: offset, text), isWholeUserAction: isWholeUserAction)
            case .userActionBegan: userActionDepth += 1
            case .userActionEnded: endUserAction()
            case .mark(Marker.compositionShown.rawValue): composing = true
            case .mark(Marker.typingInterrupted.rawValue): steps.endTyping()
            case .mark: break
            }
        }
    }

    private func record(_ edit: TextEdit, isWholeUserAction: Bool) {
        if isWholeUserAction && userActionDepth == 0 {
            recordUserAction([edit])
        } else if userActionDepth > 0 {
            actionEdits.append(edit)
        } else {
            steps.record([edit], typed: false)
        }
    }

    private func endUserAction() {
        userActionDepth = max(0, userActionDepth - 1)
        guard userActionDepth == 0, !actionEdits.isEmpty else { return }
        let edits = actionEdits
        actionEdits.removeAll()
        recordUserAction(edits)
    }

    /// One character from the keyboard may join the word being typed; a paste, a deletion or an
    /// input method's commit is a step of its own.
    private func recordUserAction(_ edits: [TextEdit]) {
        let typed =
            !composing && edits.count == 1 && edits[0].kind == .insert && edits[0].text.unicodeScalars.count == 1
        if composing { steps.endTyping() }
        steps.record(edits, typed: typed)
        if composing {
            composing = false
            steps.endTyping()
        }
    }

    // MARK: Applying

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    private func apply(_ edits: [TextEdit]) {
        isApplying = true
        defer { isApplying = false }
        let buffer = self.buffer
        var cursor = 0
        for edit in edits {
            var start = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(edit.offset))
            switch edit.kind {
            case .insert:
                gtk_text_buffer_insert(buffer, &start, edit.text, -1)
                cursor = edit.offset + edit.text.unicodeScalars.count
            case .delete:
                var end = GtkTextIter()
                gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(edit.offset + edit.text.unicodeScalars.count))
                gtk_text_buffer_delete(buffer, &start, &end)
                cursor = edit.offset
            }
        }
        var position = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &position, Int32(cursor))
        gtk_text_buffer_place_cursor(buffer, &position)
        gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(buffer))
        onStateChange?()
    }

    // MARK: Keys and menu

    /// Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y; true when the key was one of them.
    func keyPressed(_ key: GdkEventKey) -> Bool {
        guard isEnabled, gtk_text_view_get_editable(textView) != 0,
            key.state & GDK_CONTROL_MASK.rawValue != 0
        else { return false }
        let shift = key.state & GDK_SHIFT_MASK.rawValue != 0
        switch Int32(key.keyval) {
        case GDK_KEY_z where !shift: undo()
        case GDK_KEY_Z, GDK_KEY_z, GDK_KEY_y, GDK_KEY_Y: redo()
        default: return false
        }
        return true
    }

    /// Puts Undo and Redo at the top of the text view's context menu.
    func addMenuItems(to menu: UnsafeMutablePointer<GtkWidget>) {
        guard isEnabled,
            g_type_check_instance_is_a(menu.raw.assumingMemoryBound(to: GTypeInstance.self), gtk_menu_shell_get_type())
                != 0
        else { return }
        let shell = menu.raw.assumingMemoryBound(to: GtkMenuShell.self)
        let editable = gtk_text_view_get_editable(textView) != 0
        let separator = gtk_separator_menu_item_new()!
        gtk_widget_show(separator)
        gtk_menu_shell_prepend(shell, separator)
        // Prepended in reverse: the menu reads Undo, Redo, then GTK's own items.
        for isUndo in [false, true] {
            let label = DoneAccessory.translations.translate(isUndo ? "_Undo" : "_Redo")
            let item = gtk_menu_item_new_with_mnemonic(label)!
            gtk_widget_set_sensitive(item, (isUndo ? canUndo : canRedo) && editable ? 1 : 0)
            let activation = SignalConnection(item.cast(to: GtkMenuItem.self), "activate") { [weak self] in
                if isUndo { self?.undo() } else { self?.redo() }
            }
            ObjectAttachment.attach(activation, to: item.object, key: "placeholder-text-view-undo-item")
            gtk_widget_show(item)
            gtk_menu_shell_prepend(shell, item)
        }
    }
}
