// Puts renders on screen: the hint label, its place in the overlay, accessibility.
import CGtk
import GtkBinding
import PlaceholderCore

/// Applies what the driver renders to GTK: the label (only the parts that changed), its box in
/// the overlay, the accessible hint (only when it changed), and the overlay's minimum height so
/// a long hint is never clipped. It decides nothing.
@MainActor
final class HintRenderer {
    /// The hint label laid over the text view.
    let label = PlaceholderLabel()
    private let driver: PlaceholderDriver
    private let textView: UnsafeMutablePointer<GtkTextView>
    private let overlay: UnsafeMutablePointer<GtkOverlay>
    /// The pending minimum-height update, if one is scheduled.
    private var minimumHeightUpdate: MainLoopSource?

    /// Lays the label over `textView` in `overlay` (a `PositioningOverlay`), rendering what `driver` says.
    init(
        driver: PlaceholderDriver, textView: UnsafeMutablePointer<GtkTextView>,
        overlay: UnsafeMutablePointer<GtkOverlay>
    ) {
        self.driver = driver
        self.textView = textView
        self.overlay = overlay
        gtk_overlay_add_overlay(overlay, label.widget)
        gtk_overlay_set_overlay_pass_through(overlay, label.widget, 1)
        PositioningOverlay.setChildPosition(
            { [weak self] child in
                guard let self, child == self.label.widget else { return nil }
                return self.labelAllocation
            }, on: overlay)
    }

    /// The text view got another parent (its owner hears `notify::parent`): taken out of the
    /// overlay's scrolled window the label hides, put back it shows as the driver says.
    func textViewParentChanged() {
        label.apply(driver.presentation, changes: .all, offset: textAreaOffset)
        keepLabelOnlyOverItsTextView()
    }

    /// Whether the text view is in the overlay's scrolled window, as the widget made it. An app
    /// may take it out (`placeholder_text_view_get_text_view`, into a container of its own):
    /// GtkOverlay then reads the scrolled window's missing child at every allocation of a shown
    /// overlay child (three criticals a frame), and the hint has no text view under it.
    private var isTextViewInPlace: Bool {
        guard let main = gtk_bin_get_child(overlay.cast()) else { return false }
        return gtk_widget_get_parent(textView.cast()) == main
    }

    /// Hides the label while the text view is not in place.
    private func keepLabelOnlyOverItsTextView() {
        if !isTextViewInPlace, gtk_widget_get_visible(label.widget) != 0 { gtk_widget_hide(label.widget) }
    }

    /// Applies `render`: the label, the accessible hint when it changed, the minimum height.
    func show(_ render: PlaceholderRender) {
        label.apply(render.presentation, changes: render.changes, offset: textAreaOffset)
        keepLabelOnlyOverItsTextView()
        if let hint = render.accessibleText { PlaceholderAccessibility.set(hint, on: textView) }
        if let description = render.accessibleDescription {
            PlaceholderAccessibility.describe(description, on: textView)
        }
        scheduleMinimumHeightUpdate()
    }

    /// Applies one frame of a fade: the label alone.
    func showFrame(_ render: PlaceholderRender) {
        label.apply(render.presentation, changes: render.changes, offset: textAreaOffset)
        keepLabelOnlyOverItsTextView()
    }

    /// Stops pending updates: the widget is going away.
    func stop() {
        minimumHeightUpdate?.cancel()
        minimumHeightUpdate = nil
        // The overlay keeps its child-position closure, which holds this renderer weakly: left
        // alone, it cannot touch an overlay an app destroyed on its own before the view.
    }

    private var labelAllocation: GdkRectangle { label.allocation(for: driver.renderedPresentation?.layout) }

    /// Where the text view's top-left corner is inside the overlay (the scrolled window's frame).
    private var textAreaOffset: (x: Int, y: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        gtk_widget_translate_coordinates(textView.cast(), overlay.cast(), 0, 0, &x, &y)
        return (Int(x), Int(y))
    }

    /// The hint must never be clipped: the overlay asks for at least the height the hint needs
    /// at the current width. Done from idle, as the width is only known during allocation.
    private func scheduleMinimumHeightUpdate() {
        guard minimumHeightUpdate?.isPending != true else { return }
        minimumHeightUpdate = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE + 10) { [weak self] in
            self?.updateMinimumHeight()
        }
    }

    private func updateMinimumHeight() {
        let hint = labelAllocation
        let inputs = driver.inputs
        let needed = inputs.hasVisibleText ? Int32(hint.y + hint.height) + Int32(inputs.insets.bottom) : -1
        var currentWidth: Int32 = 0
        var currentHeight: Int32 = 0
        gtk_widget_get_size_request(overlay.cast(), &currentWidth, &currentHeight)
        if currentHeight != needed { gtk_widget_set_size_request(overlay.cast(), -1, needed) }
    }
}
