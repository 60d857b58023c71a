// Puts renders on screen: the hint label, its place over the text, accessibility.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// Applies what the driver renders to GTK 4: the label (only the parts that changed), its place
/// among the text view's overlay children, the accessible hint (only when it changed), and the
/// text view's minimum height so a long hint is never clipped. It decides nothing.
@MainActor
final class HintRenderer {
    /// The hint label laid over the text view.
    let label = PlaceholderLabel()
    private let driver: PlaceholderDriver
    private let textView: UnsafeMutablePointer<GtkTextView>
    /// The pending minimum-height update, if one is scheduled.
    private var minimumHeightUpdate: MainLoopSource?
    /// Where the label was placed last, in buffer coordinates.
    private var placedAt: (x: Int32, y: Int32) = (0, 0)
    /// Whether the text view is made at least as tall as the hint: the widget's own view is; a
    /// view a `PlaceholderHint` is attached to keeps the size the app gave it.
    private let growsToFitHint: Bool

    /// The text view's overlay child: the label, or for a view that keeps its size the
    /// `HintLayer` holding it.
    let overlayChild: UnsafeMutablePointer<GtkWidget>

    /// Lays the label over `textView`, rendering what `driver` says; `growsToFitHint` makes the
    /// view ask for the hint's height, and without it the hint asks the view for no size at all.
    init(driver: PlaceholderDriver, textView: UnsafeMutablePointer<GtkTextView>, growsToFitHint: Bool = true) {
        self.driver = driver
        self.textView = textView
        self.growsToFitHint = growsToFitHint
        overlayChild = growsToFitHint ? label.widget : HintLayer.make(holding: label.widget)
        gtk_text_view_add_overlay(textView, overlayChild, 0, 0)
    }

    /// Hides the label for good: a hint lets go of a view that lives on (another hint took its
    /// place), or the view is being destroyed. GTK 4.8's `gtk_text_view_remove` refuses an
    /// overlay child ("is not a child of GtkTextView"), so the child stays, hidden, until the
    /// view is finalised.
    func hideForGood() {
        stop()
        gtk_widget_set_visible(overlayChild, 0)
    }

    /// Applies `render`: the label, the accessible hint when it changed, the minimum height.
    func show(_ render: PlaceholderRender) {
        showFrame(render)
        if let hint = render.accessibleText { PlaceholderAccessibility.set(hint, on: textView) }
        if growsToFitHint, render.changes.contains(.layout) || render.changes.contains(.content) {
            scheduleMinimumHeightUpdate()
        }
    }

    /// Stops pending updates: the widget is going away.
    func stop() {
        minimumHeightUpdate?.cancel()
        minimumHeightUpdate = nil
    }

    /// Applies one frame of a fade: the label and its place.
    func showFrame(_ render: PlaceholderRender) {
        label.apply(render.presentation, changes: render.changes, fontOverride: driver.inputs.fontOverride)
        if render.changes.contains(.layout) { place(render.presentation.layout) }
    }

    /// `gtk_text_view_add_overlay` takes buffer coordinates, whose origin is already below the
    /// top margin (and left of the left margin): so the core's y, measured from the view's top
    /// edge, loses the top margin, and its x is kept.
    private func place(_ layout: PlaceholderLayout) {
        let position = (x: Int32(layout.x), y: Int32(layout.y - driver.inputs.insets.top))
        guard position != placedAt else { return }
        placedAt = position
        gtk_text_view_move_overlay(textView, overlayChild, position.x, position.y)
    }

    /// The hint must never be clipped: the text view asks for at least the height the hint needs
    /// at the current width. From idle, as the width is known only after allocation.
    private func scheduleMinimumHeightUpdate() {
        guard minimumHeightUpdate?.isPending != true else { return }
        minimumHeightUpdate = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
            self?.updateMinimumHeight()
        }
    }

    private func updateMinimumHeight() {
        let inputs = driver.inputs
        guard let layout = driver.renderedPresentation?.layout, layout.width > 0 else { return }
        let needed =
            inputs.hasVisibleText
            ? label.height(forWidth: Int32(layout.width)) + Int32(layout.y + inputs.insets.bottom) : -1
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(textView.cast(), &width, &height)
        if height != needed { gtk_widget_set_size_request(textView.cast(), -1, needed) }
    }
}
