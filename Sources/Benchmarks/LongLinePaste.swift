// One measured paste of a long line into one editor, in a process of its own (the
// `long-line-paste` mode): a bare word-wrapped GtkTextView can take minutes on such a line, so the
// `long-line` section runs each paste as a child it can stop at a deadline.
import CGtk
import Foundation
import GtkBinding
import PlaceholderGtk

/// Pastes a long line into a shown, empty editor and prints three figures: seconds until the view
/// answers again (the main loop has laid the line out, drawn a frame and has nothing left to do),
/// the same for one character typed at the end of that line just after, and the height in pixels
/// the view gave the line. The height tells a correct layout from a fast wrong one: where Pango's
/// item width overflows (see `UnbreakableRuns.longestItem`) the megabyte comes out as one row.
@MainActor
enum LongLinePaste {
    /// The editors compared.
    enum Editor: String, CaseIterable {
        /// `PlaceholderTextView`.
        case placeholder
        /// A `GtkTextView` in a `GtkScrolledWindow` with the wrap mode ours sets (`BareEditor`).
        case bareWordOrCharacter = "bare-word-char"
        /// The same with `GTK_WRAP_CHAR`: the floor, what character wrapping alone costs.
        case bareCharacter = "bare-char"
    }

    /// What is pasted.
    enum Content: String, CaseIterable {
        /// One paragraph without a space (base64-like letters, digits and "+").
        case unbreakable
        /// One paragraph of words: ordinary text, where ours must cost what bare does.
        case words

        func text(bytes: Int) -> String {
            let pattern =
                switch self {
                case .unbreakable: "QWxhZGRpbjpvcGVuIHNlc2FtZQ+abcdefghijklmnopqrstuvwxyz0123456789"
                case .words: "the quick brown fox jumps over the lazy dog and keeps on running "
                }
            return SampleDocument.repeating(pattern, bytes: bytes)
        }
    }

    static let usage =
        "long-line-paste EDITOR CONTENT BYTES   (EDITOR: placeholder, bare-word-char, bare-char; CONTENT: unbreakable, words)"

    static func run(_ arguments: [String]) {
        guard arguments.count == 3, let editor = Editor(rawValue: arguments[0]),
            let content = Content(rawValue: arguments[1]), let bytes = Int(arguments[2])
        else {
            FileHandle.standardError.write(Data("usage: placeholder-bench \(usage)\n".utf8))
            exit(2)
        }
        startGtk()
        let (paste, keystroke, height) = measure(editor, content.text(bytes: bytes))
        print(String(format: "%.4f %.4f %d", paste, keystroke, height))
    }

    /// Seconds to responsive after pasting `text`, then after typing one character at its end, and
    /// the laid-out height of the line.
    static func measure(_ editor: Editor, _ text: String) -> (paste: Double, keystroke: Double, height: Int) {
        let window = UnsafeMutablePointer(widget: gtk_window_new(GTK_WINDOW_TOPLEVEL))
        gtk_window_set_default_size(window.cast(), 640, 480)
        let content: UnsafeMutablePointer<GtkWidget>
        let textView: UnsafeMutablePointer<GtkTextView>
        switch editor {
        case .placeholder:
            let view = PlaceholderTextView(placeholder: "Write a note")
            (content, textView) = (view.widget, view.textView)
        case .bareWordOrCharacter, .bareCharacter:
            (content, textView) = BareEditor.make()
            if editor == .bareCharacter { gtk_text_view_set_wrap_mode(textView, GTK_WRAP_CHAR) }
        }
        gtk_container_add(window.cast(), content)
        gtk_widget_show_all(window)
        gtk_widget_grab_focus(textView.cast())
        GtkRuntime.drainEvents()
        let buffer = gtk_text_view_get_buffer(textView)!
        var drawn = false
        let drawing = SignalConnection(
            textView.cast(to: GtkWidget.self), "draw", after: true,
            decidingOnArgument: { _ in
                drawn = true
                return false
            })
        defer { drawing.disconnect() }
        let paste = MonotonicClock.seconds {
            drawn = false
            // What a paste does: one user action inserting at the cursor.
            gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, 1)
            untilResponsive { drawn }
        }
        let keystroke = MonotonicClock.seconds {
            drawn = false
            gtk_text_buffer_insert_interactive_at_cursor(buffer, "x", -1, 1)
            untilResponsive { drawn }
        }
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        var top: Int32 = 0
        var height: Int32 = 0
        gtk_text_view_get_line_yrange(textView, &start, &top, &height)
        return (paste, keystroke, Int(height))
    }

    /// Runs the main loop until `drawn()` holds and no work is pending, blocking while waiting
    /// for the frame clock.
    private static func untilResponsive(_ drawn: () -> Bool) {
        while !drawn() || gtk_events_pending() != 0 { gtk_main_iteration_do(1) }
    }
}
