// GTK 3: an attached hint's hold on one text view it did not make: the view's signals as the
// core's events, and the hint label as a child of the view's text window.
import CGtk
import GtkBinding
import PlaceholderCore

/// Everything a `PlaceholderHint` does to a GTK 3 `GtkTextView` an app made (a plain view, a
/// `GtkSourceView`, an app's subclass): it listens through connected signal handlers (the view's
/// class is the app's), reports what changed as events, watches the document from C
/// (`TextBufferWatch`, so a keystroke costs no Swift call), and draws the hint as a label child
/// in the view's text window, where typed text is drawn. It adds no key binding, no undo, no
/// focus change and no size request. It decides nothing.
@MainActor
final class HintAttachment {
    /// The label that draws the hint.
    let label = PlaceholderLabel()
    /// Receives the events of each change of the view.
    var report: @MainActor ([PlaceholderEvent]) -> Void = { _ in }
    /// Hears that the document became empty or non-empty (its character count now).
    var documentChanged: @MainActor (Int) -> Void = { _ in }
    /// Hears that the view is being destroyed (after the attachment stopped).
    var destroyed: @MainActor () -> Void = {}

    private let textView: UnsafeMutablePointer<GtkTextView>
    private let driver: PlaceholderDriver
    private let connections = SignalConnectionSet()
    private let bufferWatch: TextBufferWatch
    /// Where the label was placed last, in the text window's coordinates.
    private var placedAt: (x: Int32, y: Int32)?
    private var isStopped = false

    /// Attaches to `textView`, drawing what `driver` renders.
    init(textView: UnsafeMutablePointer<GtkTextView>, driver: PlaceholderDriver) {
        self.textView = textView
        self.driver = driver
        bufferWatch = TextBufferWatch(textView: textView)
        // The label is one of the view's children, which an app may remove or destroy with its
        // own (gtk_container_foreach): the attachment keeps it alive, and lays it out only while
        // it is still the view's child.
        g_object_ref_sink(UnsafeMutableRawPointer(label.widget))
        gtk_text_view_add_child_in_window(textView, label.widget, GTK_TEXT_WINDOW_TEXT, 0, 0)
        // A wrapping label is as wide as its size request (the core's width), never its text's.
        gtk_label_set_max_width_chars(label.widget.cast(), 1)
        bufferWatch.onEmptinessChange = { [weak self] _ in
            guard let self else { return }
            self.documentChanged(TextViewReading(textView: self.textView).characterCount)
        }
        connectSignals()
        DesktopAnimationSetting.addListener(self) { [weak self] enabled in
            self?.report([.animationsEnabledChanged(enabled)])
        }
    }

    /// Every input the view and the desktop give now, as events.
    var currentEvents: [PlaceholderEvent] { TextViewInputs.currentEvents(of: textView) }

    /// Applies `render`: the label, its place, and the view's accessible hint when it changed.
    /// The view's accessible description stays the app's.
    func show(_ render: PlaceholderRender) {
        showFrame(render)
        if let hint = render.accessibleText { PlaceholderAccessibility.set(hint, on: textView) }
    }

    /// Applies one frame of a fade: the label and its place.
    func showFrame(_ render: PlaceholderRender) {
        let layout = render.presentation.layout
        if render.changes.contains(.layout) {
            gtk_widget_set_size_request(label.widget, Int32(max(layout.width, 1)), -1)
        }
        label.apply(render.presentation, changes: render.changes, offset: (0, 0))
        place(layout)
    }

    /// Stops listening and takes the label out of the view (the hint is let go of, or the view
    /// is being destroyed). Once only.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        connections.disconnectAll()
        bufferWatch.stop()
        DesktopAnimationSetting.removeListener(self)
        PlaceholderAccessibility.set(nil, on: textView)
        if isLabelInView { gtk_container_remove(textView.cast(), label.widget) }
        g_object_unref(UnsafeMutableRawPointer(label.widget))
    }

    private var isLabelInView: Bool { gtk_widget_get_parent(label.widget) == textView.cast() }

    /// The core's origin is measured from the view's edges; the label is allocated in the text
    /// window's coordinates, whose origin sits past `border-width` and the left and top border
    /// windows (a GtkSourceView's gutter).
    ///
    /// GtkTextView allocates a child of the text window at its position taken as buffer
    /// coordinates and turned into the widget's, then draws it from the text window's origin; so
    /// the position given is the allocation wanted less the buffer origin in the widget. It also
    /// allocates a child again only when the view itself is, which a new size request of the
    /// child does not bring about: the label is allocated here too, at the same place.
    private func place(_ layout: PlaceholderLayout) {
        guard isLabelInView else { return }
        var bufferOrigin: (x: Int32, y: Int32) = (0, 0)
        var inTextWindow: (x: Int32, y: Int32) = (0, 0)
        gtk_text_view_buffer_to_window_coords(
            textView, GTK_TEXT_WINDOW_WIDGET, 0, 0, &bufferOrigin.x, &bufferOrigin.y)
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_TEXT, 0, 0, &inTextWindow.x, &inTextWindow.y)
        let textWindowOrigin = (x: bufferOrigin.x - inTextWindow.x, y: bufferOrigin.y - inTextWindow.y)
        let wanted = (x: Int32(layout.x) - textWindowOrigin.x, y: Int32(layout.y) - textWindowOrigin.y)
        let position = (x: wanted.x - bufferOrigin.x, y: wanted.y - bufferOrigin.y)
        if placedAt.map({ $0 != position }) ?? true {
            placedAt = position
            gtk_text_view_move_child(textView, label.widget, position.x, position.y)
        }
        guard gtk_widget_get_visible(label.widget) != 0 else { return }
        let width = Int32(max(layout.width, 1))
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(label.widget, &allocation)
        let height = label.height(forWidth: width)
        guard
            allocation.x != wanted.x || allocation.y != wanted.y || allocation.width != width
                || allocation.height != height
        else { return }
        allocation = GtkAllocation(x: wanted.x, y: wanted.y, width: width, height: height)
        gtk_widget_size_allocate(label.widget, &allocation)
    }

    private var reading: TextViewReading { TextViewReading(textView: textView) }

    private func connectSignals() {
        let widget: UnsafeMutablePointer<GtkWidget> = textView.cast()
        connections.add(
            SignalConnection(
                textView, "preedit-changed",
                argument: { [weak self] preedit in
                    let text = preedit.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
                    self?.report([.preeditChanged(text)])
                }))
        connections.add(
            SignalConnection(
                textView, "notify",
                argument: { [weak self] pspec in
                    guard let self, let pspec else { return }
                    self.propertyChanged(String(cString: pspec.assumingMemoryBound(to: GParamSpec.self).pointee.name))
                }))
        connections.add(
            SignalConnection(textView, "style-updated", after: true) { [weak self] in
                guard let self else { return }
                self.report([.textFontChanged(self.reading.font), .insetsChanged(self.reading.insets)])
            })
        connections.add(
            SignalConnection(
                textView, "direction-changed", after: true,
                argument: { [weak self] _ in
                    guard let self else { return }
                    self.report([.widgetDirectionChanged(self.reading.direction)])
                }))
        connections.add(
            SignalConnection(
                textView, "state-flags-changed", after: true,
                argument: { [weak self] _ in
                    self?.report([.sensitiveChanged(gtk_widget_is_sensitive(widget) != 0)])
                }))
        connections.add(
            SignalConnection(
                textView, "size-allocate", after: true,
                argument: { [weak self] _ in
                    guard let self else { return }
                    self.report([
                        .availableWidthChanged(self.reading.availableWidth), .insetsChanged(self.reading.insets),
                    ])
                    if let layout = self.driver.renderedPresentation?.layout { self.place(layout) }
                }))
        connections.add(
            SignalConnection(textView, "destroy") { [weak self] in
                guard let self else { return }
                self.stop()
                self.destroyed()
            })
    }

    private func propertyChanged(_ name: String) {
        if let event = reading.event(forPropertyNamed: name) { return report([event]) }
        switch name {
        case "has-focus": report([.focusChanged(gtk_widget_has_focus(textView.cast()) != 0)])
        case "buffer":
            bufferWatch.textViewBufferReplaced()
            documentChanged(reading.characterCount)
        default: break
        }
    }
}
