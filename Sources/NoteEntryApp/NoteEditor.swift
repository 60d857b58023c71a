// The editing side of the window: a title entry above the body text view.
import CGtk
import GtkBinding
import PlaceholderGtk

/// A note's title (`GtkEntry` with the placeholder "Title") above its body
/// (`PlaceholderTextView` with "Write your note…" and the Done accessory).
///
/// Reports every change the user makes (`onChange`) and every moment editing pauses
/// (`onEditingPaused`: focus left the title or the body, or Done was pressed). Loading a note
/// with `show(title:body:)` reports nothing.
@MainActor
final class NoteEditor {
    /// The editor's root widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The title entry.
    let titleEntry: UnsafeMutablePointer<GtkEntry>
    /// The body.
    let body: PlaceholderTextView
    /// The two fields of a note.
    enum Field { case title, body }

    /// Called after each change of the title or body made by the user.
    var onChange: (@MainActor (Field) -> Void)?
    /// Called when focus leaves the title or body, and on Done.
    var onEditingPaused: (@MainActor () -> Void)?

    private var connections = SignalConnectionSet()
    private var isLoading = false

    /// An empty editor over `main-window.ui`'s editor box `widget`, with its `titleEntry` and
    /// `body`. The .ui sets what it can reach (placeholders, the title's style and accessible
    /// name); the body's inner text view, which a .ui cannot reach, is set up here.
    init(widget: UnsafeMutablePointer<GtkWidget>, titleEntry: UnsafeMutablePointer<GtkEntry>, body: PlaceholderTextView) {
        self.widget = widget
        self.titleEntry = titleEntry
        self.body = body
        gtk_scrolled_window_set_shadow_type(body.scrolledWindow, GTK_SHADOW_IN)
        for setMargin in [gtk_text_view_set_left_margin, gtk_text_view_set_right_margin, gtk_text_view_set_top_margin, gtk_text_view_set_bottom_margin] {
            setMargin(body.textView, 10)
        }
        gtk_style_context_add_class(gtk_widget_get_style_context(body.textView.cast()), "note-body")
        AccessibleName.set(InterfaceText.bodyName, on: body.textView.cast())
        AccessibleName.set(InterfaceText.doneName, on: body.doneButton)
        SpellChecking.enable(on: body)
        connectSignals()
    }

    /// The title as typed.
    var title: String {
        gtk_entry_get_text(titleEntry).map { String(cString: $0) } ?? ""
    }

    /// The body as typed.
    var text: String { body.text }

    /// Shows a note without reporting it as a change.
    func show(title: String, body text: String) {
        isLoading = true
        defer { isLoading = false }
        gtk_entry_set_text(titleEntry, title)
        body.text = text
    }

    /// Whether the user can change the title and body (false for a note opened read-only).
    var isEditable: Bool {
        get { gtk_editable_get_editable(OpaquePointer(titleEntry)) != 0 }
        set {
            gtk_editable_set_editable(OpaquePointer(titleEntry), newValue ? 1 : 0)
            gtk_text_view_set_editable(body.textView, newValue ? 1 : 0)
        }
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
        body.onTextChange = { [weak self] _ in self?.changed(.body) }
        body.onDone = { [weak self] _ in self?.onEditingPaused?() }
        for editor in [titleEntry.cast(to: GtkWidget.self), body.textView.cast(to: GtkWidget.self)] {
            connections.add(SignalConnection(editor, event: "focus-out-event") { [weak self] _ in
                self?.onEditingPaused?()
                return false
            })
        }
        connections.add(SignalConnection(widget, "destroy") { [weak self] in self?.connections.disconnectAll() })
    }

    private func changed(_ field: Field) {
        guard !isLoading else { return }
        onChange?(field)
    }
}
