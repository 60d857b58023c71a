// The text view's signals, turned into the core's events.
import CGtk
import GtkBinding
import PlaceholderCore

/// Listens to everything of a `GtkTextView` the placeholder depends on but its document
/// (composition, focus, style, direction, sensitivity, size, properties, and the desktop's
/// animation setting) and reports each change as events; it decides nothing. It is the one
/// listener of the text view's signals for the whole widget (key presses are handed on to
/// `keyPressed`), since every connected handler costs memory in each view. The document is
/// watched from C (`TextBufferWatch`), since a keystroke must not cost a Swift call.
@MainActor
final class TextViewInputs {
    /// Receives the events of each change.
    var report: @MainActor ([PlaceholderEvent]) -> Void = { _ in }
    /// Decides a key press in the text view; true when it was handled.
    var keyPressed: @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool = { _ in false }

    private let textView: UnsafeMutablePointer<GtkTextView>
    private let root: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnectionSet()

    /// Starts listening to `textView`, packed in `root`.
    init(textView: UnsafeMutablePointer<GtkTextView>, root: UnsafeMutablePointer<GtkWidget>) {
        self.textView = textView
        self.root = root
        connectTextView()
        DesktopAnimationSetting.addListener(self) { [weak self] enabled in
            self?.report([.animationsEnabledChanged(enabled)])
        }
    }

    /// Stops listening (the widget is being destroyed).
    func disconnect() {
        connections.disconnectAll()
        DesktopAnimationSetting.removeListener(self)
    }

    /// Every input the text view and the desktop give now, as events: where a core starts from.
    static func currentEvents(of textView: UnsafeMutablePointer<GtkTextView>) -> [PlaceholderEvent] {
        TextViewReading(textView: textView).allEvents + [.animationsEnabledChanged(DesktopAnimationSetting.isEnabled)]
    }

    private var reading: TextViewReading { TextViewReading(textView: textView) }

    private func connectTextView() {
        let textViewWidget: UnsafeMutablePointer<GtkWidget> = textView.cast()
        connections.add(SignalConnection(textView, "preedit-changed", argument: { [weak self] preedit in
            let text = preedit.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            self?.report([.preeditChanged(text)])
        }))
        connections.add(SignalConnection(textViewWidget, event: "focus-in-event") { [weak self] _ in
            self?.report([.focusChanged(true)])
            return false
        })
        connections.add(SignalConnection(textViewWidget, event: "focus-out-event") { [weak self] _ in
            self?.report([.focusChanged(false)])
            return false
        })
        connections.add(SignalConnection(textViewWidget, event: "key-press-event") { [weak self] event in
            self?.keyPressed(event) ?? false
        })
        connections.add(SignalConnection(textView, "notify", argument: { [weak self] pspec in
            guard let self, let pspec else { return }
            self.propertyChanged(String(cString: pspec.assumingMemoryBound(to: GParamSpec.self).pointee.name))
        }))
        connections.add(SignalConnection(textView, "style-updated", after: true) { [weak self] in
            guard let self else { return }
            self.report([.textFontChanged(self.reading.font), .insetsChanged(self.reading.insets)])
        })
        connections.add(SignalConnection(textView, "direction-changed", argument: { [weak self] _ in
            guard let self else { return }
            self.report([.widgetDirectionChanged(self.reading.direction)])
        }))
        connections.add(SignalConnection(textView, "state-flags-changed", argument: { [weak self] _ in
            self?.report([.sensitiveChanged(gtk_widget_is_sensitive(textViewWidget) != 0)])
        }))
        connections.add(SignalConnection(textView, "size-allocate", argument: { [weak self] _ in
            guard let self else { return }
            self.report([.availableWidthChanged(Int(gtk_widget_get_allocated_width(textViewWidget))),
                         .insetsChanged(self.reading.insets)])
        }))
    }

    private func propertyChanged(_ name: String) {
        switch name {
        case "left-margin", "right-margin", "top-margin", "bottom-margin": report([.insetsChanged(reading.insets)])
        case "indent": report([.indentChanged(Int(gtk_text_view_get_indent(textView)))])
        case "pixels-above-lines": report([.pixelsAboveLinesChanged(Int(gtk_text_view_get_pixels_above_lines(textView)))])
        case "justification": report([.justificationChanged(reading.justification)])
        case "wrap-mode": report([.wrapModeChanged(reading.wrapMode)])
        case "editable": report([.editableChanged(gtk_text_view_get_editable(textView) != 0)])
        default: break
        }
    }
}
