// The editing side of the window: a title entry above the body text view.
import CGtk
import GtkBinding
import PlaceholderGtk

/// A note's title (`GtkEntry` with the placeholder "Title") above its body
/// (`PlaceholderTextView` with "Write your note…" and the Done accessory).
///
/// Tells its document of every change the user makes (`document`) and reports every moment editing pauses
/// (`onEditingPaused`: focus left the title or the body, or Done was pressed). Loading a note
/// with `show(title:body:)` reports nothing.
///
/// A long body fills in a piece at a time (`LongTextFill`) so the window is drawn at once;
/// meanwhile neither field can be edited (nothing can be typed into half a note, so nothing
/// typed can be saved over the rest of it) and `text` is the whole body already.
@MainActor
final class NoteEditor {
    /// The editor's root widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The title entry.
    let titleEntry: UnsafeMutablePointer<GtkEntry>
    /// The body.
    let body: PlaceholderTextView
    /// The document whose text this holds, told of each change of the title or body made by the user.
    weak var document: NoteDocument?
    /// Called when focus leaves the title or body, and on Done.
    var onEditingPaused: (@MainActor () -> Void)?
    /// The focus left the title: a rename is complete (links to the note follow it then).
    var onTitleEditingEnded: (@MainActor () -> Void)?
    /// The body's Markdown: styled as typed, continued lists, the formatting commands.
    let markdown: MarkdownEditing

    private var connections = SignalConnectionSet()
    private var isLoading = false
    /// The body filling in, while it does.
    private var fill: LongTextFill?
    /// Editable as the session wants it, once the body is complete.
    private var wantsEditable = true
    /// The undo setting while a fill has recording off.
    private var undoWasEnabled = true
    /// Waiting for the body to be complete.
    private var whenFilledActions: [@MainActor () -> Void] = []
    /// Where spell checking of the body is; `off` once the editor is destroyed.
    private enum SpellCheckingStage { case waitingForFirstFrame, waitingForText, loading, on, off }
    /// Connected until the body's first frame, after which spell checking may start.
    private var firstFrameWatch: SignalConnection?
    private var spellCheckingStage = SpellCheckingStage.waitingForFirstFrame
    /// The Done bar's place, kept while the bar is hidden.
    private var doneBarPlace: DoneBarPlace?
    /// The body's left and right margins, which keep its lines a readable length.
    private var readableColumn: ReadableTextColumn?

    /// An empty editor over `main-window.ui`'s editor box `widget`, with its `titleEntry` and
    /// `body`. The .ui sets what it can reach (placeholders, the title's style and accessible
    /// name); the body's inner text view, which a .ui cannot reach, is set up here.
    init(widget: UnsafeMutablePointer<GtkWidget>, titleEntry: UnsafeMutablePointer<GtkEntry>, body: PlaceholderTextView)
    {
        self.widget = widget
        self.titleEntry = titleEntry
        self.body = body
        markdown = MarkdownEditing(view: body)
        gtk_scrolled_window_set_shadow_type(body.scrolledWindow, GTK_SHADOW_IN)
        // The space below the text is the style sheet's padding (AppStyleSheet), not a bottom
        // margin: GTK 3.24 lays out every line of the buffer before the first frame once
        // `bottom-margin` is non-zero, which for a 20 MB note takes many seconds; the padding draws
        // the same pixels.
        gtk_text_view_set_top_margin(body.textView, 10)
        readableColumn = ReadableTextColumn(body.textView, margin: 10)
        gtk_style_context_add_class(gtk_widget_get_style_context(body.textView.cast()), "note-body")
        AccessibleName.set(InterfaceText.bodyName, on: body.textView.cast())
        AccessibleName.set(InterfaceText.doneName, on: body.doneButton)
        doneBarPlace = DoneBarPlace(of: body)
        // Checking starts after the first frame, once the body has text (see startSpellCheckingIfNeeded).
        firstFrameWatch = SignalConnection(body.textView.cast(to: GtkWidget.self), event: "draw", after: true) {
            [weak self] _ in
            self?.firstFrameDrawn()
            return false
        }
        connectSignals()
    }

    /// The title as typed.
    var title: String {
        gtk_entry_get_text(titleEntry).map { String(cString: $0) } ?? ""
    }

    /// The body as typed; while a long body fills in, all of it.
    var text: String { fill?.text ?? body.text }

    /// Whether a long body is still filling in.
    var isFilling: Bool { fill != nil }

    /// Shows a note without reporting it as a change. A body longer than
    /// `LongTextFill.pieceBytes` fills in from the main loop, its beginning at once.
    func show(title: String, body text: String) {
        stopFilling()
        isLoading = true
        defer { isLoading = false }
        gtk_entry_set_text(titleEntry, title)
        guard text.utf8.count > LongTextFill.pieceBytes, !EditorLimits.containsNUL(text) else {
            // A NUL ends GTK's text there: set_text shows the same as before, and the note opens read-only.
            body.text = text
            runWhenFilledActions()
            return
        }
        body.text = ""
        // Loading is not an edit: with recording off, the pieces leave no undo history behind.
        undoWasEnabled = body.enableUndo
        body.enableUndo = false
        let buffer = gtk_text_view_get_buffer(body.textView)!
        let fill = LongTextFill(
            text,
            append: { [weak self] piece in
                self?.isLoading = true
                defer { self?.isLoading = false }
                var end = GtkTextIter()
                gtk_text_buffer_get_end_iter(buffer, &end)
                piece.withMemoryRebound(to: CChar.self) {
                    gtk_text_buffer_insert(buffer, &end, $0.baseAddress, gint($0.count))
                }
            }, completion: { [weak self] in self?.filled() })
        guard fill.isFilling else {
            // All of it fitted in the first piece after all: nothing is left to wait for.
            body.enableUndo = undoWasEnabled
            runWhenFilledActions()
            return
        }
        self.fill = fill
        applyEditable()
    }

    /// Runs `action` once the body is complete: now, or when the fill in progress (or the one
    /// of a note shown instead) is done.
    func whenFilled(_ action: @escaping @MainActor () -> Void) {
        if fill == nil { action() } else { whenFilledActions.append(action) }
    }

    /// Whether the user can change the title and body (false for a note opened read-only, and
    /// while a long body fills in).
    var isEditable: Bool {
        get { gtk_editable_get_editable(OpaquePointer(titleEntry)) != 0 }
        set {
            wantsEditable = newValue
            applyEditable()
        }
    }

    private func firstFrameDrawn() {
        firstFrameWatch?.disconnect()
        firstFrameWatch = nil
        spellCheckingStage = .waitingForText
        startSpellCheckingIfNeeded()
    }

    /// Loads the dictionary in the background once the body has text after the first frame, and
    /// turns checking on when it is there. An empty body waits for its first character: the
    /// dictionary is megabytes that a window with nothing to check does without, and the words
    /// typed while it loads are checked when checking turns on.
    private func startSpellCheckingIfNeeded() {
        guard spellCheckingStage == .waitingForText,
            gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(body.textView)) > 0
        else { return }
        spellCheckingStage = .loading
        SpellCheckerPreload.load { [weak self] checker in
            guard let self, self.spellCheckingStage == .loading else {
                if let checker { g_object_unref(UnsafeMutableRawPointer(checker)) }
                return
            }
            self.spellCheckingStage = .on
            SpellChecking.enable(on: self.body, checker: checker)
        }
    }

    private func applyEditable() {
        let editable: gboolean = wantsEditable && fill == nil ? 1 : 0
        gtk_editable_set_editable(OpaquePointer(titleEntry), editable)
        gtk_text_view_set_editable(body.textView, editable)
    }

    private func filled() {
        guard fill != nil else { return }
        stopFilling()
        applyEditable()
        runWhenFilledActions()
    }

    private func stopFilling() {
        guard let fill else { return }
        fill.cancel()
        self.fill = nil
        body.enableUndo = undoWasEnabled
    }

    private func runWhenFilledActions() {
        let actions = whenFilledActions
        whenFilledActions.removeAll()
        for action in actions { action() }
    }

    /// Whether the keyboard focus of `window` is in the title or the body.
    func containsFocus(of window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        guard let focus = gtk_window_get_focus(window) else { return false }
        return focus == titleEntry.cast(to: GtkWidget.self) || gtk_widget_is_ancestor(focus, body.widget) != 0
    }

    /// Puts the cursor in the title.
    func focusTitle() {
        gtk_widget_grab_focus(titleEntry.cast())
    }

    /// Puts the cursor in the body.
    func focusBody() {
        gtk_widget_grab_focus(body.textView.cast())
    }

    private func connectSignals() {
        connections.add(SignalConnection(titleEntry, "changed") { [weak self] in self?.changed(.title) })
        body.onTextChange = { [weak self] _ in
            self?.startSpellCheckingIfNeeded()
            self?.changed(.body)
        }
        body.onDone = { [weak self] _ in self?.onEditingPaused?() }
        for editor in [titleEntry.cast(to: GtkWidget.self), body.textView.cast(to: GtkWidget.self)] {
            connections.add(
                SignalConnection(editor, event: "focus-out-event") { [weak self] _ in
                    self?.onEditingPaused?()
                    return false
                })
        }
        connections.add(
            SignalConnection(titleEntry.cast(to: GtkWidget.self), event: "focus-out-event") { [weak self] _ in
                self?.onTitleEditingEnded?()
                return false
            })
        connections.add(
            SignalConnection(widget, "destroy") { [weak self] in
                self?.fill?.cancel()
                self?.firstFrameWatch?.disconnect()
                self?.spellCheckingStage = .off
                self?.connections.disconnectAll()
            })
    }

    private func changed(_ field: NoteField) {
        guard !isLoading else { return }
        document?.userChanged(field)
    }
}

extension NoteEditor: NoteTextBuffer {}
