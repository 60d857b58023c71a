// The widgets whose memory the `memory` section compares.
import CGtk
import PlaceholderGtk

/// A widget measured for memory, created ready to pack.
enum MemoryWidgetKind: String, CaseIterable {
    /// A lone `GtkTextView`: the "bare" baseline.
    case textView = "GtkTextView"
    /// A `GtkTextView` in a `GtkScrolledWindow`, as every app packs one (`BareEditor`): the fair
    /// baseline, since our view contains exactly this.
    case scrolledTextView = "GtkScrolledWindow+GtkTextView"
    /// `PlaceholderTextView`.
    case placeholder = "PlaceholderTextView"

    /// A new widget of this kind, floating, to pack into a container.
    @MainActor
    func make() -> UnsafeMutablePointer<GtkWidget> {
        switch self {
        case .textView: return UnsafeMutablePointer(widget: gtk_text_view_new())
        case .scrolledTextView: return BareEditor.make().0
        case .placeholder: return PlaceholderTextView(placeholder: "Write a note").widget
        }
    }
}
