// The text view's signals, turned into the core's events.
import CGtk
import GtkBinding
import PlaceholderCore

/// Listens to everything of a `GtkTextView` the placeholder depends on but its document
/// (composition, focus, style, direction, sensitivity, size, properties, and the desktop's
/// animation setting) and reports each change as events; it decides nothing. It hears the text
/// view through the view's class handlers (`HandlingTextView`), not through connected signal
/// handlers, since every connected handler costs memory in each view; key presses, button
/// presses and the context menu are handed on. The document is watched from C
/// (`TextBufferWatch`), since a keystroke must not cost a Swift call.
@MainActor
final class TextViewInputs: TextViewHandlers {
    /// Receives the events of each change.
    var report: @MainActor ([PlaceholderEvent]) -> Void = { _ in }
    /// Decides a key press in the text view; true when it was handled.
    var keyPressedHandler: @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool = { _ in false }
    /// Hears a button press in the text view (before GTK moves the cursor).
    var buttonPressedHandler: @MainActor () -> Void = {}
    /// Hears the text view becoming or ceasing to be its window's focus widget (`is-focus`), which
    /// GTK also changes in a window without keyboard focus, where no focus event arrives.
    var isFocusChangedHandler: @MainActor () -> Void = {}
    /// Hears the text view's buffer being replaced (`notify::buffer`).
    var bufferReplacedHandler: @MainActor () -> Void = {}
    /// Hears the text view getting another parent (`notify::parent`: an app may move it).
    var parentChangedHandler: @MainActor () -> Void = {}
    /// Hears the text view being destroyed (on its own, or with the view).
    var destroyedHandler: @MainActor () -> Void = {}
    /// Adds to the text view's context menu.
    var populatePopupHandler: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }

    private let textView: UnsafeMutablePointer<GtkTextView>

    /// Starts listening to `textView`, a `HandlingTextView`.
    init(textView: UnsafeMutablePointer<GtkTextView>) {
        self.textView = textView
        super.init()
        HandlingTextView.setHandlers(self, on: textView)
        DesktopAnimationSetting.addListener(self) { [weak self] enabled in
            self?.report([.animationsEnabledChanged(enabled)])
        }
    }

    /// Stops listening (the widget or the text view is being destroyed). Once only: after the
    /// text view's own destruction it may be gone.
    func disconnect() {
        guard isListening else { return }
        isListening = false
        HandlingTextView.setHandlers(nil, on: textView)
        DesktopAnimationSetting.removeListener(self)
    }

    private var isListening = true

    /// Every input the text view and the desktop give now, as events: where a core starts from.
    static func currentEvents(of textView: UnsafeMutablePointer<GtkTextView>) -> [PlaceholderEvent] {
        TextViewReading(textView: textView).allEvents + [.animationsEnabledChanged(DesktopAnimationSetting.isEnabled)]
    }

    private var reading: TextViewReading { TextViewReading(textView: textView) }

    // MARK: The text view's class handlers

    override func preeditChanged(_ preedit: String) { report([.preeditChanged(preedit)]) }

    override func keyPressed(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool { keyPressedHandler(event) }

    override func buttonPressed(_ event: UnsafeMutablePointer<GdkEvent>) { buttonPressedHandler() }

    override func populatePopup(_ popup: UnsafeMutablePointer<GtkWidget>) { populatePopupHandler(popup) }

    /// The text view may be destroyed on its own (an app's doing), before the view: it is let go
    /// of now, while it still exists.
    override func destroyed() {
        destroyedHandler()
        disconnect()
    }

    override func styleUpdated() { report([.textFontChanged(reading.font), .insetsChanged(reading.insets)]) }

    override func directionChanged() { report([.widgetDirectionChanged(reading.direction)]) }

    override func stateFlagsChanged() { report([.sensitiveChanged(gtk_widget_is_sensitive(textView.cast()) != 0)]) }

    override func sizeAllocated() {
        report([.availableWidthChanged(reading.availableWidth), .insetsChanged(reading.insets)])
    }

    override func propertyChanged(_ property: UnsafeMutablePointer<GParamSpec>) {
        let name = String(cString: property.pointee.name)
        if let event = reading.event(forPropertyNamed: name) { return report([event]) }
        switch name {
        // Focus from `has-focus`, which GTK notifies after every focus event, even one an app's
        // handler stopped before the class handler (where `focusChanged` would be told).
        case "has-focus": report([.focusChanged(gtk_widget_has_focus(textView.cast()) != 0)])
        case "is-focus": isFocusChangedHandler()
        case "buffer": bufferReplacedHandler()
        case "parent": parentChangedHandler()
        default: break
        }
    }
}
