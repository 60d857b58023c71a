// Markdown in the note's body: styled as typed, lists that continue, and commands for those
// who do not write Markdown.
import CGtk
import GtkBinding
import PlaceholderGtk

/// What the note's body does with Markdown besides showing it (`MarkdownRestyling`): Return
/// continues a list or ends it on an empty item; Ctrl+B, Ctrl+I and Ctrl+K (and the context
/// menu's Format items) write or take away bold, italic and link markup around the selection;
/// links open (`LinkOpening`, and the context menu's Open Link).
///
/// Each change is one user action, so one Undo takes it back. Nothing here runs while an input
/// method composes: Return then commits the composition, as the input method wants.
///
/// Public for the benchmarks (`placeholder-bench`'s `note-body` editor), which measure a
/// keystroke's cost with it; the app's `NoteEditor` makes one for its body.
@MainActor
public final class MarkdownEditing {
    let restyling: MarkdownRestyling
    /// Opening the body's links.
    let links: LinkOpening
    /// The check boxes of checklist items.
    let checklist: ChecklistBoxes
    /// `[[` links completed from the notes' titles (the app gives it the titles).
    let linkCompletion: NoteLinkCompletion
    private let textView: UnsafeMutablePointer<GtkTextView>
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
    private var connections = SignalConnectionSet()
    /// The open context menu's items' handlers.
    private var menuConnections = SignalConnectionSet()
    private var isComposing = false

    /// Formats the Markdown of `view`'s text from now on (it takes the view's
    /// `onChangedRangePending`).
    public init(view: PlaceholderTextView) {
        let textView = view.textView
        self.textView = textView
        restyling = MarkdownRestyling(view: view)
        links = LinkOpening(textView: textView)
        checklist = ChecklistBoxes(textView: textView)
        restyling.onRestyled = { [weak checklist] in checklist?.textChanged() }
        linkCompletion = NoteLinkCompletion(textView: textView)
        connections.add(
            SignalConnection(textView, event: "key-press-event") { [weak self] event in
                self?.keyPressed(event.pointee.key) ?? false
            })
        connections.add(
            SignalConnection(
                textView, "preedit-changed",
                argument: { [weak self] preedit in
                    self?.isComposing = preedit.map { $0.assumingMemoryBound(to: CChar.self).pointee != 0 } ?? false
                }))
        connections.add(
            SignalConnection(
                textView, "populate-popup", after: true,
                argument: { [weak self] popup in
                    guard let self, let popup, isInstance(popup, ofType: gtk_menu_get_type()) else { return }
                    self.addFormatItems(to: popup.assumingMemoryBound(to: GtkMenuShell.self))
                }))
        connections.disconnectAll(whenDestroyed: textView.cast())
        linkCompletion.lineBeforeCursor = { [weak self] in
            self?.cursorLine().map { String(String.UnicodeScalarView($0.line.unicodeScalars.prefix($0.column))) }
        }
    }

    /// Whether every line is styled as its text says (styling a long text goes on in the
    /// background).
    public var isUpToDate: Bool { restyling.isUpToDate }

    /// Runs `command` on the selection (or at the cursor), as one step of undo.
    func apply(_ command: FormattingCommand) {
        guard gtk_text_view_get_editable(textView) != 0 else { return }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        var lineStart = start
        gtk_text_iter_set_line_offset(&lineStart, 0)
        var lineEnd = end
        if gtk_text_iter_ends_line(&lineEnd) == 0 { gtk_text_iter_forward_to_line_end(&lineEnd) }
        let edit = command.edit(
            selection: slice(start, end), before: String(slice(lineStart, start).unicodeScalars.suffix(3)),
            after: String(String.UnicodeScalarView(slice(end, lineEnd).unicodeScalars.prefix(3))))
        gtk_text_buffer_begin_user_action(buffer)
        defer { gtk_text_buffer_end_user_action(buffer) }
        gtk_text_iter_backward_chars(&start, gint(edit.removedBefore))
        gtk_text_iter_forward_chars(&end, gint(edit.removedAfter))
        let offset = gtk_text_iter_get_offset(&start)
        gtk_text_buffer_delete(buffer, &start, &end)
        gtk_text_buffer_insert(buffer, &start, edit.replacement, -1)
        var selectionStart = GtkTextIter()
        var selectionEnd = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &selectionStart, offset + gint(edit.selection.lowerBound))
        gtk_text_buffer_get_iter_at_offset(buffer, &selectionEnd, offset + gint(edit.selection.upperBound))
        gtk_text_buffer_select_range(buffer, &selectionEnd, &selectionStart)
        gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(buffer))
    }

    /// Runs `command` on the selected lines (or the cursor's), as one step of undo.
    func apply(_ command: LineFormatCommand) {
        guard gtk_text_view_get_editable(textView) != 0 else { return }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        let first = gtk_text_iter_get_line(&start)
        // A selection ending at a line's start does not take that line.
        var last = gtk_text_iter_get_line(&end)
        if last > first, gtk_text_iter_starts_line(&end) != 0 { last -= 1 }
        let lines = (first...last).map { line -> String in
            var lineStart = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer, &lineStart, line)
            var lineEnd = lineStart
            if gtk_text_iter_ends_line(&lineEnd) == 0 { gtk_text_iter_forward_to_line_end(&lineEnd) }
            return slice(lineStart, lineEnd)
        }
        gtk_text_buffer_begin_user_action(buffer)
        defer { gtk_text_buffer_end_user_action(buffer) }
        for (line, edit) in zip(first...last, command.edits(for: lines)).reversed() {
            var from = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer, &from, line)
            var to = from
            gtk_text_iter_forward_chars(&to, gint(edit.removed))
            gtk_text_buffer_delete(buffer, &from, &to)
            gtk_text_buffer_insert(buffer, &from, edit.inserted, -1)
        }
    }

    private func keyPressed(_ key: GdkEventKey) -> Bool {
        let modifiers =
            key.state
            & UInt32(
                GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        // While an input method composes, its keys are its own (Return commits the composition).
        if !isComposing, linkCompletion.keyPressed(Int32(key.keyval), modifiers: modifiers) { return true }
        switch (Int32(key.keyval), modifiers) {
        case (GDK_KEY_Return, 0), (GDK_KEY_KP_Enter, 0): return continueList()
        case (GDK_KEY_space, 0): return toggleCheckBoxAtCursor()
        case (GDK_KEY_b, UInt32(GDK_CONTROL_MASK.rawValue)): apply(.bold)
        case (GDK_KEY_i, UInt32(GDK_CONTROL_MASK.rawValue)): apply(.italic)
        case (GDK_KEY_k, UInt32(GDK_CONTROL_MASK.rawValue)): apply(.link)
        default: return false
        }
        return true
    }

    /// Return in a list item: the next item's marker after the line break, or the end of the
    /// list on an empty item. False (GTK's own Return) anywhere else.
    private func continueList() -> Bool {
        guard let (line, column, lineStart) = cursorLine(),
            let continuation = ListContinuation.onReturn(in: line, at: column)
        else { return false }
        gtk_text_buffer_begin_user_action(buffer)
        switch continuation {
        case .nextItem(let prefix):
            gtk_text_buffer_insert_interactive_at_cursor(buffer, "\n" + prefix, -1, 1)
        case .endOfList(let marker):
            var from = lineStart
            var to = lineStart
            gtk_text_iter_set_line_offset(&from, gint(marker.lowerBound))
            gtk_text_iter_set_line_offset(&to, gint(marker.upperBound))
            gtk_text_buffer_delete_interactive(buffer, &from, &to, 1)
            gtk_text_buffer_insert_interactive_at_cursor(buffer, "\n", -1, 1)
        }
        gtk_text_buffer_end_user_action(buffer)
        gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(buffer))
        return true
    }

    /// Space with the cursor on a checklist item's box (just before `[`, or inside `[ ]`) ticks
    /// or unticks it; anywhere else Space types a space.
    private func toggleCheckBoxAtCursor() -> Bool {
        guard let (line, column, start) = cursorLine(), let item = ListItemMarker(in: Array(line.unicodeScalars)),
            let box = item.checkBox, box.lowerBound <= column, column < box.upperBound
        else { return false }
        var lineStart = start
        checklist.toggle(line: gtk_text_iter_get_line(&lineStart), box: box)
        return true
    }

    /// The cursor's line, its column and the line's start, when a key may edit there: the text
    /// is editable, nothing is selected and no input method composes.
    private func cursorLine() -> (line: String, column: Int, start: GtkTextIter)? {
        guard !isComposing, gtk_text_view_get_editable(textView) != 0, gtk_text_buffer_get_has_selection(buffer) == 0
        else { return nil }
        var cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        var lineStart = cursor
        gtk_text_iter_set_line_offset(&lineStart, 0)
        var lineEnd = cursor
        if gtk_text_iter_ends_line(&lineEnd) == 0 { gtk_text_iter_forward_to_line_end(&lineEnd) }
        return (slice(lineStart, lineEnd), Int(gtk_text_iter_get_line_offset(&cursor)), lineStart)
    }

    /// The context menu's Format submenu (the inline commands, each with its shortcut shown,
    /// then the line commands), and Open Link when the cursor is in a link.
    private func addFormatItems(to menu: UnsafeMutablePointer<GtkMenuShell>) {
        menuConnections = SignalConnectionSet()
        let submenu = gtk_menu_new()!.cast(to: GtkMenuShell.self)
        let editable = gtk_text_view_get_editable(textView) != 0
        func add(
            _ label: String, key: Int32? = nil, to shell: UnsafeMutablePointer<GtkMenuShell>,
            sensitive: Bool = editable,
            _ action: @escaping @MainActor () -> Void
        ) {
            let item = gtk_menu_item_new_with_mnemonic(label)!
            if let key, let accelLabel = gtk_bin_get_child(item.cast()),
                isInstance(accelLabel, ofType: gtk_accel_label_get_type())
            {
                gtk_accel_label_set_accel(accelLabel.cast(), guint(key), GDK_CONTROL_MASK)
            }
            gtk_widget_set_sensitive(item, sensitive ? 1 : 0)
            menuConnections.add(SignalConnection(item, "activate", action))
            gtk_menu_shell_append(shell, item)
            gtk_widget_show(item)
        }
        let inline: [(String, FormattingCommand, Int32?)] = [
            (InterfaceText.formatBold, .bold, GDK_KEY_b), (InterfaceText.formatItalic, .italic, GDK_KEY_i),
            (InterfaceText.formatStrikethrough, .strikethrough, nil), (InterfaceText.formatCode, .code, nil),
            (InterfaceText.formatLink, .link, GDK_KEY_k),
        ]
        for (label, command, key) in inline {
            add(label, key: key, to: submenu) { [weak self] in self?.apply(command) }
        }
        func separate(_ shell: UnsafeMutablePointer<GtkMenuShell>) {
            let separator = gtk_separator_menu_item_new()!
            gtk_menu_shell_append(shell, separator)
            gtk_widget_show(separator)
        }
        separate(submenu)
        let lines: [(String, LineFormatCommand)] = [
            (InterfaceText.formatHeading, .heading), (InterfaceText.formatBulletList, .bulletList),
            (InterfaceText.formatNumberedList, .numberedList), (InterfaceText.formatChecklist, .checklist),
            (InterfaceText.formatQuote, .quote),
        ]
        for (label, command) in lines { add(label, to: submenu) { [weak self] in self?.apply(command) } }
        separate(menu)
        if let link = links.linkAtCursor {
            // Opening a link changes no text: offered in a read-only note too.
            add(InterfaceText.openLink, to: menu, sensitive: true) { [weak self] in self?.links.open(link) }
        }
        let format = gtk_menu_item_new_with_mnemonic(InterfaceText.formatMenu)!
        gtk_menu_item_set_submenu(format.cast(), submenu.cast())
        gtk_menu_shell_append(menu, format)
        gtk_widget_show(format)
    }

    private func slice(_ start: GtkTextIter, _ end: GtkTextIter) -> String {
        var start = start
        var end = end
        let text = gtk_text_buffer_get_slice(buffer, &start, &end, 1)!
        defer { g_free(text) }
        return String(cString: text)
    }
}
