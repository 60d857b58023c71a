// The editors the keystroke figures compare, each shown in a window of its own.
import CGtk
import CGtkSourceView
import GtkBinding
import NoteEntryApp
import PlaceholderGtk

/// Which editor a measurement types into.
enum EditorKind: String, CaseIterable, Hashable {
    /// The kinds the wall-clock keystroke table compares (callgrind takes every kind).
    static let timed: [EditorKind] = [.bare, .placeholder, .copying]

    /// A `GtkTextView` in a `GtkScrolledWindow`, set up as ours wraps it (word-or-character wrap,
    /// vertical scrolling only): the zero-overhead baseline. Without the scrolled window a 10 MB
    /// document would make the view, and its window, as tall as the whole text.
    case bare
    /// `PlaceholderTextView`, as it comes (undo on, nobody listening to changes).
    case placeholder
    /// `PlaceholderTextView` with undo off: the placeholder's own cost.
    case placeholderWithoutUndo = "placeholder-no-undo"
    /// `PlaceholderTextView` with a change listener, as note-entry's autosave listens.
    case placeholderListening = "placeholder-listening"
    /// The widespread approach: a label over the same bare editor, shown or hidden by a `changed`
    /// handler that copies the whole text to test whether it is empty (see `CopyingPlaceholder`).
    case copying
    /// GtkSourceView 4 with its own undo history (1,000 steps, as ours keeps): the peer an app
    /// would pick for undo in GTK 3.
    case sourceView = "gtksourceview"
    /// The bare editor with a `PlaceholderHint` attached: the hint's own cost on a view an app has.
    case attachedHint = "attached-hint"
    /// note-entry's body: `PlaceholderTextView` with a change listener and its Markdown shown
    /// formatted (`MarkdownEditing`), against `placeholder-listening`.
    case noteBody = "note-body"

    /// The label in tables and on the command line.
    var name: String { rawValue }
}

/// An editor of one kind in its own shown, focused window, holding a document of a given size.
@MainActor
final class EditorWindow {
    let kind: EditorKind
    let window: UnsafeMutablePointer<GtkWidget>
    let textView: UnsafeMutablePointer<GtkTextView>
    /// How many changes the listening editor heard.
    static var changesHeard = 0
    /// Keeps the reference implementation's handler alive for the window's life.
    private var copyingPlaceholder: CopyingPlaceholder?
    /// The note body's formatting, alive for the window's life.
    private(set) var formatting: MarkdownEditing?

    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    /// A shown window with an editor of `kind` holding `document`, the cursor at its end and
    /// scrolled there, the text view focused, and all layout work done.
    init(kind: EditorKind, document: String) {
        self.kind = kind
        window = UnsafeMutablePointer(widget: gtk_window_new(GTK_WINDOW_TOPLEVEL))
        gtk_window_set_default_size(window.cast(), 640, 480)
        let content: UnsafeMutablePointer<GtkWidget>
        switch kind {
        case .bare:
            (content, textView) = BareEditor.make()
        case .placeholder, .placeholderWithoutUndo, .placeholderListening, .noteBody:
            let view = PlaceholderTextView(placeholder: "Write a note")
            view.enableUndo = kind != .placeholderWithoutUndo
            if kind == .noteBody { formatting = MarkdownEditing(view: view) }
            if kind == .placeholderListening || kind == .noteBody {
                // The least a listener does: count. (An autosave also reads the clock, its own cost.)
                view.onTextChange = { _ in EditorWindow.changesHeard += 1 }
            }
            (content, textView) = (view.widget, view.textView)
        case .copying:
            let reference = CopyingPlaceholder(placeholder: "Write a note")
            copyingPlaceholder = reference
            (content, textView) = (reference.widget, reference.textView)
        case .sourceView:
            (content, textView) = BareEditor.make(around: SourceViewEditor.make())
        case .attachedHint:
            (content, textView) = BareEditor.make()
            PlaceholderHint.attached(to: textView).placeholder = "Write a note"
        }
        gtk_container_add(window.cast(), content)
        gtk_text_buffer_set_text(buffer, document, -1)
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_place_cursor(buffer, &end)
        gtk_widget_show_all(window)
        gtk_widget_grab_focus(textView.cast())
        GtkRuntime.drainEvents()
        gtk_text_view_scroll_to_mark(textView, gtk_text_buffer_get_insert(buffer), 0, 0, 0, 0)
        GtkRuntime.drainEvents()
    }

    /// Closes the window and frees the editor.
    func close() {
        gtk_widget_destroy(window)
        GtkRuntime.drainEvents()
    }
}

/// The baseline editor: a text view (a plain one unless given another) in a scrolled window,
/// configured like ours.
@MainActor
enum BareEditor {
    /// The scrolled window to pack, and the text view inside it.
    static func make(
        around textView: UnsafeMutablePointer<GtkWidget> = UnsafeMutablePointer(widget: gtk_text_view_new())
    ) -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkTextView>) {
        gtk_text_view_set_wrap_mode(textView.cast(), GTK_WRAP_WORD_CHAR)
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new(nil, nil))
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(scrolled.cast(), textView)
        return (scrolled, textView.cast())
    }
}

/// GtkSourceView 4's view over a buffer recording undo steps.
@MainActor
enum SourceViewEditor {
    /// A new source view, its buffer keeping at most 1,000 undo steps.
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let buffer = gtk_source_buffer_new(nil)
        gtk_source_buffer_set_max_undo_levels(buffer, 1_000)
        let view = gtk_source_view_new_with_buffer(buffer)
        // The view holds the buffer now.
        g_object_unref(UnsafeMutableRawPointer(buffer))
        return UnsafeMutablePointer(widget: view.map(UnsafeMutablePointer<GtkWidget>.init))
    }
}
