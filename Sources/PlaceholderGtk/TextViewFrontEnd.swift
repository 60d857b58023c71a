import PlaceholderCore

// The toolkit's side of the controller: renders on screen, frame ticks, notifications, focus.
// One source for both toolkits: the GTK 4 package compiles this file too, with
// PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// What `PlaceholderController` asks of GTK for one view: it hands renders to the `HintRenderer`,
/// runs the text view's frame clock while a fade runs, notifies the root's GObject properties,
/// emits its `done` signal and moves the focus through the Done bar's `DoneAccessoryFocus`. It
/// decides nothing.
@MainActor
final class TextViewFrontEnd: PlaceholderFrontEnd {
    private let root: UnsafeMutablePointer<GtkWidget>
    private let textView: UnsafeMutablePointer<GtkTextView>
    private let renderer: HintRenderer
    private let doneFocus: DoneAccessoryFocus
    /// The controller whose frames the ticks drive (it owns this front end's owner).
    weak var controller: PlaceholderController?
    /// Ticks while a fade runs; nil otherwise.
    private var fadeTicks: FrameTicks?

    /// The front end of the view whose root widget is `root`.
    init(
        root: UnsafeMutablePointer<GtkWidget>, textView: UnsafeMutablePointer<GtkTextView>,
        renderer: HintRenderer, doneFocus: DoneAccessoryFocus
    ) {
        self.root = root
        self.textView = textView
        self.renderer = renderer
        self.doneFocus = doneFocus
    }

    var isOnScreen: Bool { gtk_widget_get_mapped(textView.cast()) != 0 }

    func show(_ render: PlaceholderRender) { renderer.show(render) }

    func showFrame(_ render: PlaceholderRender) { renderer.showFrame(render) }

    func startFrameTicks() {
        fadeTicks = FrameTicks(on: textView.cast()) { [weak self] frameTime in
            self?.controller?.frame(at: Double(frameTime) / 1_000_000)
        }
    }

    func stopFrameTicks() {
        fadeTicks?.cancel()
        fadeTicks = nil
    }

    func notify(_ property: PlaceholderProperty) { PlaceholderTextViewType.notify(property, on: root) }

    func releaseFocus(after end: EditingEnd) { doneFocus.releaseFocus(after: end) }

    var textHasFocus: Bool { gtk_widget_is_focus(textView.cast()) != 0 }

    var documentText: String { TextBufferContent.text(of: gtk_text_view_get_buffer(textView)) }

    func emitDone(text: String) { PlaceholderTextViewType.emitDone(on: root, text: text) }
}
