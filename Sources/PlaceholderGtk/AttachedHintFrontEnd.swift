import PlaceholderCore

// The toolkit's side of an attached hint's controller. One source for both toolkits: the GTK 4
// package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// What `PlaceholderController` asks of GTK for a `PlaceholderHint`: renders go to the view's
/// `HintAttachment`, fades tick on the view's frame clock, and the `PlaceholderHint` instance
/// notifies its properties. An attached hint never ends editing: it moves no focus and has no
/// `done` signal. Before the hint is attached, and after its view is gone, nothing is shown.
@MainActor
final class AttachedHintFrontEnd: PlaceholderFrontEnd {
    private let object: UnsafeMutablePointer<GObject>
    /// The controller whose frames the ticks drive (it owns this front end's owner).
    weak var controller: PlaceholderController?
    /// Where renders go while the hint is attached.
    var attachment: HintAttachment?
    /// The view the hint is attached to, while it is.
    var textView: UnsafeMutablePointer<GtkTextView>?
    private var fadeTicks: FrameTicks?

    /// The front end of the `PlaceholderHint` instance `object`.
    init(object: UnsafeMutablePointer<GObject>) {
        self.object = object
    }

    var isOnScreen: Bool { textView.map { gtk_widget_get_mapped($0.cast()) != 0 } ?? false }

    func show(_ render: PlaceholderRender) { attachment?.show(render) }

    func showFrame(_ render: PlaceholderRender) { attachment?.showFrame(render) }

    func startFrameTicks() {
        guard let textView else { return }
        fadeTicks = FrameTicks(on: textView.cast()) { [weak self] frameTime in
            self?.controller?.frame(at: Double(frameTime) / 1_000_000)
        }
    }

    func stopFrameTicks() {
        fadeTicks?.cancel()
        fadeTicks = nil
    }

    func notify(_ property: PlaceholderProperty) {
        guard let hintProperty = PlaceholderHintProperty(property) else { return }
        PlaceholderHintType.notify(hintProperty, on: object)
    }

    func releaseFocus(after end: EditingEnd) {}

    var textHasFocus: Bool { textView.map { gtk_widget_is_focus($0.cast()) != 0 } ?? false }

    var documentText: String { textView.map { TextBufferContent.text(of: gtk_text_view_get_buffer($0)) } ?? "" }

    func emitDone(text: String) {}
}
