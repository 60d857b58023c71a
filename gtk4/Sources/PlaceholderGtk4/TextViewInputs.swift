// The GTK 4 text view's signals, turned into the core's events.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// Listens to everything of a GTK 4 `GtkTextView` the placeholder depends on (its buffer,
/// composition, focus, margins, direction, sensitivity, properties, and the desktop's animation
/// setting) and reports each change as events; it decides nothing. GTK 4 has no size signal:
/// the text area's width is the horizontal adjustment's page size, which the text view sets
/// while it is allocated. Disconnects itself when `root` is destroyed.
@MainActor
final class TextViewInputs {
    /// Receives the events of each change.
    var report: @MainActor ([PlaceholderEvent]) -> Void = { _ in }
    /// Hears of every change of the document, by any route (undo and buffer replacement included).
    var documentChanged: @MainActor () -> Void = {}
    /// Called when the buffer's `can-undo` or `can-redo` may have changed: once the keystroke or
    /// edit that changed them is over, as GTK 4 turns `can-undo` off and on again inside each
    /// typed character's user action.
    var undoStateChanged: @MainActor () -> Void = {}

    private let textView: UnsafeMutablePointer<GtkTextView>
    private let root: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnectionSet()
    private let bufferConnections = SignalConnectionSet()
    /// The pending undo-state report, if one is scheduled.
    private var undoStateReport: MainLoopSource?
    private let adjustmentConnections = SignalConnectionSet()
    private var lastAllocation: (width: Int, font: FontDescription)?
    /// The report of a new width, made after the allocation that changed it.
    private var widthReport: MainLoopSource?
    private var isStopped = false

    /// Starts listening to `textView`, packed in `root`.
    init(textView: UnsafeMutablePointer<GtkTextView>, root: UnsafeMutablePointer<GtkWidget>) {
        self.textView = textView
        self.root = root
        connectTextView()
        connectBuffer()
        connectAdjustment()
    }

    /// Every input the text view and the desktop give now, as events: where a core starts from.
    static func currentEvents(of textView: UnsafeMutablePointer<GtkTextView>) -> [PlaceholderEvent] {
        TextViewReading(textView: textView).allEvents + [.animationsEnabledChanged(animationsEnabled)]
    }

    /// The characters in the document now (O(1): GtkTextBuffer keeps the count).
    var characterCount: Int { Int(gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(textView))) }

    /// Stops listening and drops a pending report: the widget is going away, or a hint lets go
    /// of its view (the text view may be finalised before an idle would run).
    func stop() {
        isStopped = true
        widthReport?.cancel()
        widthReport = nil
        undoStateReport?.cancel()
        undoStateReport = nil
        adjustmentConnections.disconnectAll()
        connections.disconnectAll()
        bufferConnections.disconnectAll()
    }

    /// The text view was allocated: the text area's width and the resolved font may have changed.
    private func allocated() {
        let now = (width: reading.availableWidth, font: reading.font)
        if let last = lastAllocation, last.width == now.width, last.font == now.font { return }
        lastAllocation = now
        report([.availableWidthChanged(now.width), .textFontChanged(now.font)])
    }

    private var reading: TextViewReading { TextViewReading(textView: textView) }

    private static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return GObjectProperty.bool(UnsafeMutablePointer(settings), "gtk-enable-animations")
    }

    private func connectTextView() {
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
            SignalConnection(
                textView, "direction-changed",
                argument: { [weak self] _ in
                    guard let self else { return }
                    self.report([.widgetDirectionChanged(self.reading.direction)])
                }))
        connections.add(
            SignalConnection(
                textView, "state-flags-changed",
                argument: { [weak self] _ in
                    self?.report([.sensitiveChanged(gtk_widget_is_sensitive(widget) != 0)])
                }))
        if let settings = gtk_settings_get_default() {
            connections.add(
                SignalConnection(
                    object: settings, "notify::gtk-enable-animations",
                    argument: { [weak self] _ in
                        self?.report([.animationsEnabledChanged(Self.animationsEnabled)])
                    }))
        }
        connections.disconnectAll(whenDestroyed: root)
    }

    private func propertyChanged(_ name: String) {
        if let event = reading.event(forPropertyNamed: name) { return report([event]) }
        switch name {
        case "has-focus": report([.focusChanged(gtk_widget_has_focus(textView.cast()) != 0)])
        case "hadjustment": connectAdjustment()
        case "buffer":
            connectBuffer()
            documentChanged()
        default: break
        }
    }

    /// Listens to the current horizontal adjustment's page size (the text area's width). The
    /// report waits for an idle: the label is resized after the allocation, not during it.
    private func connectAdjustment() {
        adjustmentConnections.disconnectAll()
        guard let adjustment = gtk_scrollable_get_hadjustment(OpaquePointer(textView)) else { return }
        adjustmentConnections.add(
            SignalConnection(
                adjustment, "notify::page-size",
                argument: { [weak self] _ in
                    guard let self, !self.isStopped, self.widthReport?.isPending != true else { return }
                    self.widthReport = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
                        self?.allocated()
                    }
                }))
        adjustmentConnections.disconnectAll(whenDestroyed: root)
    }

    /// Listens to the current buffer; called again when the text view's buffer is replaced.
    /// Reports the undo state from an idle, after the current edit settled.
    private func scheduleUndoStateReport() {
        guard undoStateReport?.isPending != true else { return }
        undoStateReport = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in self?.undoStateChanged()
        }
    }

    private func connectBuffer() {
        bufferConnections.disconnectAll()
        let buffer = gtk_text_view_get_buffer(textView)!
        bufferConnections.add(
            SignalConnection(buffer, "changed") { [weak self] in
                self?.documentChanged()
            })
        for property in ["notify::can-undo", "notify::can-redo"] {
            bufferConnections.add(
                SignalConnection(buffer, property, argument: { [weak self] _ in self?.scheduleUndoStateReport() }))
        }
        // The buffer may outlive the view: its handler goes with the view.
        bufferConnections.disconnectAll(whenDestroyed: root)
    }
}
