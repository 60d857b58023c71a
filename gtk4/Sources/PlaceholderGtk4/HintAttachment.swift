// GTK 4: an attached hint's hold on one text view it did not make: the view's signals as the
// core's events, and the hint label as one of the view's overlay children.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// Everything a `PlaceholderHint` does to a GTK 4 `GtkTextView` an app made (a plain view, a
/// `GtkSourceView`, an app's subclass): `TextViewInputs` listens to it through connected signal
/// handlers, and `HintRenderer` lays the label over its text with `gtk_text_view_add_overlay`.
/// It adds no key binding, no undo, no focus change and no size request. It decides nothing.
@MainActor
final class HintAttachment {
    /// Receives the events of each change of the view.
    var report: @MainActor ([PlaceholderEvent]) -> Void = { _ in }
    /// Hears that the document changed (its character count now).
    var documentChanged: @MainActor (Int) -> Void = { _ in }
    /// Hears that the view is being destroyed (after the attachment stopped).
    var destroyed: @MainActor () -> Void = {}

    private let textView: UnsafeMutablePointer<GtkTextView>
    private let inputs: TextViewInputs
    private let renderer: HintRenderer
    private var destroyHandler: SignalConnection?
    private var isStopped = false

    /// Attaches to `textView`, drawing what `driver` renders.
    init(textView: UnsafeMutablePointer<GtkTextView>, driver: PlaceholderDriver) {
        self.textView = textView
        renderer = HintRenderer(driver: driver, textView: textView, growsToFitHint: false)
        // GtkTextView's dispose lets go of its overlay children before `destroy` is emitted: the
        // attachment keeps the label's overlay child alive until it has stopped.
        g_object_ref(UnsafeMutableRawPointer(renderer.overlayChild))
        inputs = TextViewInputs(textView: textView, root: textView.cast())
        inputs.report = { [weak self] events in self?.report(events) }
        inputs.documentChanged = { [weak self] in
            guard let self else { return }
            self.documentChanged(self.inputs.characterCount)
        }
        destroyHandler = SignalConnection(textView, "destroy") { [weak self] in
            guard let self else { return }
            self.stop()
            self.destroyed()
        }
    }

    /// The label that draws the hint.
    var label: PlaceholderLabel { renderer.label }

    /// Every input the view and the desktop give now, as events.
    var currentEvents: [PlaceholderEvent] { TextViewInputs.currentEvents(of: textView) }

    /// Applies `render`: the label, its place, and the view's accessible placeholder.
    func show(_ render: PlaceholderRender) { renderer.show(render) }

    /// Applies one frame of a fade.
    func showFrame(_ render: PlaceholderRender) { renderer.showFrame(render) }

    /// Stops listening and takes the label out of the view (the hint is let go of, or the view
    /// is being destroyed). Once only.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        inputs.stop()
        destroyHandler?.disconnect()
        renderer.hideForGood()
        g_object_unref(UnsafeMutableRawPointer(renderer.overlayChild))
        PlaceholderAccessibility.set("", on: textView)
    }
}
