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
    /// The GTK widgets `PlaceholderTextView` is made of, without its Swift part and without the
    /// hint: a box holding an overlay over the scrolled text view. The floor of any overlay design.
    case structure = "GtkBox+GtkOverlay+GtkScrolledWindow+GtkTextView"
    /// The same with a `GtkLabel` of the hint's text in the overlay: every GTK part of ours.
    case structureWithLabel = "same+GtkLabel"
    /// `PlaceholderTextView`.
    case placeholder = "PlaceholderTextView"
    /// The scrolled text view with a `PlaceholderHint` attached: what adopting the hint costs.
    case attachedHint = "GtkScrolledWindow+GtkTextView+PlaceholderHint"

    /// A new widget of this kind, floating, to pack into a container.
    @MainActor
    func make() -> UnsafeMutablePointer<GtkWidget> {
        switch self {
        case .textView: return UnsafeMutablePointer(widget: gtk_text_view_new())
        case .scrolledTextView: return BareEditor.make().0
        case .structure, .structureWithLabel:
            let (scrolled, _) = BareEditor.make()
            let overlay = UnsafeMutablePointer(widget: gtk_overlay_new())
            gtk_container_add(overlay.cast(), scrolled)
            if self == .structureWithLabel {
                gtk_overlay_add_overlay(overlay.cast(), UnsafeMutablePointer(widget: gtk_label_new("Write a note")))
            }
            let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            gtk_container_add(box.cast(), overlay)
            return box
        case .placeholder: return PlaceholderTextView(placeholder: "Write a note").widget
        case .attachedHint:
            let (scrolled, textView) = BareEditor.make()
            PlaceholderHint.attached(to: textView).placeholder = "Write a note"
            return scrolled
        }
    }
}
