// Undo and redo for a GTK 3 text view, which has none of its own (GTK 4's does): records what
// the buffer's insert-text and delete-range see, in steps `TextUndoHistory` decides, and applies
// its answers. Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, and Undo/Redo in the text view's context menu.
import CGtk
import GtkBinding
import PlaceholderCore

/// The undo history of a `GtkTextView`'s buffer.
@MainActor
final class TextViewUndo {
    /// The steps (depth, merging) as decided by the core.
    private(set) var history: TextUndoHistory
    /// Whether edits are recorded; off forgets the history.
    var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { reset() }
        }
    }
    /// Called when `canUndo` or `canRedo` may have changed.
    var onStateChange: (@MainActor () -> Void)?

    var canUndo: Bool { isEnabled && history.canUndo }
    var canRedo: Bool { isEnabled && history.canRedo }

    private let textView: UnsafeMutablePointer<GtkTextView>
    private var connections = SignalConnectionSet()
    private var bufferConnections = SignalConnectionSet()
    /// Edits of the user action in progress (nested begin/end pairs count as one).
    private var actionEdits: [TextEdit] = []
    private var userActionDepth = 0
    /// True while undo or redo changes the buffer: those edits are not recorded.
    private var isApplying = false
    /// An input method showed a composition since the last recorded step: the next insert is its
    /// commit, a step of its own even when it is one character (GTK inserts typed keys and
    /// commits the same way, so the composition is what tells them apart).
    private var composing = false

    /// Undo for `textView`, keeping at most `maximumDepth` steps.
    init(textView: UnsafeMutablePointer<GtkTextView>, maximumDepth: Int = 1_000) {
        self.textView = textView
        history = TextUndoHistory(maximumDepth: maximumDepth)
        let widget: UnsafeMutablePointer<GtkWidget> = textView.cast()
        connections.add(SignalConnection(widget, event: "key-press-event") { [weak self] event in
            self?.keyPressed(event.pointee.key) ?? false
        })
        connections.add(SignalConnection(textView, "populate-popup", argument: { [weak self] menu in
            self?.addMenuItems(to: menu)
        }))
        // The cursor moved by the user: the next typed character starts a new step.
        connections.add(SignalConnection(widget, event: "button-press-event") { [weak self] _ in
            self?.history.endTyping()
            return false
        })
        connections.add(SignalConnection(textView, "preedit-changed", argument: { [weak self] preedit in
            if let preedit, preedit.assumingMemoryBound(to: CChar.self).pointee != 0 { self?.composing = true }
        }))
        connections.add(SignalConnection(textView, "notify::buffer", argument: { [weak self] _ in
            self?.connectBuffer()
            self?.reset()
        }))
        connections.disconnectAll(whenDestroyed: widget)
        connectBuffer()
    }

    /// The maximum number of steps kept.
    var maximumDepth: Int {
        get { history.maximumDepth }
        set { history.maximumDepth = max(1, newValue) }
    }

    /// Forgets every step (the document was replaced by code: loading a note is not undoable
    /// into the previous one).
    func reset() {
        history.reset()
        actionEdits.removeAll()
        onStateChange?()
    }

    /// Takes the last step back; false when there was none.
    @discardableResult
    func undo() -> Bool {
        guard isEnabled, let edits = history.undo() else { return false }
        apply(edits)
        return true
    }

    /// Does the last undone step again; false when there was none.
    @discardableResult
    func redo() -> Bool {
        guard isEnabled, let edits = history.redo() else { return false }
        apply(edits)
        return true
    }

    // MARK: Recording

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    private func connectBuffer() {
        bufferConnections.disconnectAll()
        let buffer = self.buffer
        bufferConnections.add(SignalConnection(buffer, "begin-user-action") { [weak self] in
            self?.userActionDepth += 1
        })
        bufferConnections.add(SignalConnection(buffer, "end-user-action") { [weak self] in self?.endUserAction() })
        // Before the default handlers: the iterators still show where, and what is deleted.
        bufferConnections.add(SignalConnection(buffer, "insert-text", threeArguments: { [weak self] location, text, length in
            guard let self, let location, let text else { return }
            let offset = Int(gtk_text_iter_get_offset(location.assumingMemoryBound(to: GtkTextIter.self)))
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(Int32(truncatingIfNeeded: Int(bitPattern: length))))
            record(TextEdit(.insert, at: offset, String(decoding: bytes, as: UTF8.self)))
        }))
        bufferConnections.add(SignalConnection(buffer, "delete-range", arguments: { [weak self] start, end in
            guard let self, let start, let end else { return }
            let from = start.assumingMemoryBound(to: GtkTextIter.self)
            let to = end.assumingMemoryBound(to: GtkTextIter.self)
            guard let slice = gtk_text_buffer_get_slice(self.buffer, from, to, 1) else { return }
            defer { g_free(slice) }
            record(TextEdit(.delete, at: Int(min(gtk_text_iter_get_offset(from), gtk_text_iter_get_offset(to))), String(cString: slice)))
        }))
        bufferConnections.disconnectAll(whenDestroyed: textView.cast())
    }

    private func record(_ edit: TextEdit) {
        guard isEnabled, !isApplying else { return }
        if userActionDepth > 0 {
            actionEdits.append(edit)
        } else {
            history.record([edit], typed: false)
            onStateChange?()
        }
    }

    private func endUserAction() {
        userActionDepth = max(0, userActionDepth - 1)
        guard userActionDepth == 0, !actionEdits.isEmpty else { return }
        let edits = actionEdits
        actionEdits.removeAll()
        // One character from the keyboard may join the word being typed; a paste, a deletion
        // or an input method's commit is a step of its own.
        let typed = !composing && edits.count == 1 && edits[0].kind == .insert && edits[0].text.unicodeScalars.count == 1
        if composing { history.endTyping() }
        history.record(edits, typed: typed)
        if composing {
            composing = false
            history.endTyping()
        }
        onStateChange?()
    }

    // MARK: Applying

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

    private func keyPressed(_ key: GdkEventKey) -> Bool {
        guard isEnabled, gtk_text_view_get_editable(textView) != 0,
              key.state & GDK_CONTROL_MASK.rawValue != 0 else { return false }
        let shift = key.state & GDK_SHIFT_MASK.rawValue != 0
        switch Int32(key.keyval) {
        case GDK_KEY_z where !shift: undo()
        case GDK_KEY_Z, GDK_KEY_z, GDK_KEY_y, GDK_KEY_Y: redo()
        default: return false
        }
        return true
    }

    private func addMenuItems(to menu: UnsafeMutableRawPointer?) {
        guard isEnabled, let menu, g_type_check_instance_is_a(menu.assumingMemoryBound(to: GTypeInstance.self), gtk_menu_shell_get_type()) != 0 else { return }
        let shell = menu.assumingMemoryBound(to: GtkMenuShell.self)
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
