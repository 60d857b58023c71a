// PlaceholderTextView: a real GtkTextView with a hint shown over it while it is empty.
import CGtk
import GtkBinding
import PlaceholderCore
import Synchronization

/// A multi-line text view with a placeholder, over a real `GtkTextView`.
///
/// The hint is a label laid over the text view, never text in the buffer: the buffer, undo,
/// `changed` signals, copy and paste only ever see what the user typed. Every decision (shown or
/// not, opacity, font, position, wrap width) is taken by `PlaceholderState`; this class only
/// reports GTK's events to it and applies what it answers.
///
/// ```swift
/// let body = PlaceholderTextView(placeholder: "Write a note")
/// body.hidePolicy = .whileEmpty
/// body.onTextChange = { view in save(view.text) }
/// gtk_container_add(window.cast(), body.widget)
/// gtk_text_view_set_left_margin(body.textView, 12)   // the hint follows
/// ```
///
/// The wrapper lives as long as `widget`: it is attached to it and released when it is finalised;
/// every signal handler it connected is disconnected when the widget is destroyed.
@MainActor
public final class PlaceholderTextView {
    /// GLib log domain of the widget's warnings.
    public nonisolated static let logDomain = "PlaceholderTextView"
    /// GObject data key under which `widget` keeps its wrapper.
    static let attachmentKey = "placeholder-text-view"

    /// The root widget to pack into a container: the text view, its hint and accessories.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The wrapped text view, for everything GTK offers (tags, margins, key bindings ...).
    public let textView: UnsafeMutablePointer<GtkTextView>
    /// The scrolled window around the text view; set its policies as you need.
    public let scrolledWindow: UnsafeMutablePointer<GtkScrolledWindow>
    /// The overlay that holds the text view and the hint.
    public let overlay: UnsafeMutablePointer<GtkOverlay>

    /// The hint. Empty or whitespace-only shows nothing.
    public var placeholder: String {
        get { state.inputs.placeholderText }
        set {
            // Pango reads the hint once per change of it: the label and accessibility both use its answer.
            let reading = usesMarkup && newValue != placeholder ? [PlaceholderEvent.markupRead(PangoMarkupReading.read(newValue))] : []
            change(.placeholderText, { placeholder }, [.placeholderTextChanged(newValue)] + reading)
        }
    }

    /// Whether `placeholder` is Pango markup. Off by default, so `<b>` shows as written. Invalid
    /// markup is shown as plain text, with a warning.
    public var usesMarkup: Bool {
        get { state.inputs.usesMarkup }
        set {
            let reading = newValue && !usesMarkup ? [PlaceholderEvent.markupRead(PangoMarkupReading.read(placeholder))] : []
            update([.usesMarkupChanged(newValue)] + reading)
        }
    }

    /// When the hint hides besides content and IME composition. Default `.whileEmpty`.
    public var hidePolicy: HidePolicy {
        get { state.inputs.hidePolicy }
        set { change(.hidePolicy, { hidePolicy }, [.hidePolicyChanged(newValue)]) }
    }

    /// Fade in/out time in seconds; 0 is instant. Default 0.25. Instant when the desktop turned
    /// animations off (`gtk-enable-animations`).
    public var fadeDuration: Double {
        get { state.inputs.fadeDuration }
        set { change(.fadeDuration, { fadeDuration }, [.fadeDurationChanged(newValue)]) }
    }

    /// Changes to the text view's font for the hint (e.g. italics); nil follows it exactly.
    public var placeholderFont: FontOverride? {
        get { state.inputs.fontOverride }
        set { update(.fontOverrideChanged(newValue)) }
    }

    /// The hint's direction; `.automatic` (default) follows its first strong character, so an
    /// Arabic or Hebrew hint starts at the right as typed Arabic or Hebrew would.
    public var placeholderDirection: TextDirection {
        get { state.inputs.direction }
        set { update(.directionChanged(newValue)) }
    }

    /// The hint's colour (`"#8a8a8a"`, `"rgba(0,0,0,0.4)"`, `"grey"`: what `gdk_rgba_parse` reads).
    /// Nil (default) uses the theme's `placeholder_text_color` when it defines one, else the
    /// foreground dimmed. App CSS can restyle the hint through the `placeholder` style class;
    /// an explicit colour here wins over it.
    public var placeholderColor: String? {
        get { colorStyle.explicitColor }
        set {
            guard newValue != colorStyle.explicitColor else { return }
            colorStyle.explicitColor = newValue
            PlaceholderTextViewType.notify(.placeholderColor, on: widget)
        }
    }

    /// When the Done accessory bar shows. Default `.whileFocused`.
    public var doneButtonVisibility = DoneButtonVisibility.whileFocused {
        didSet {
            guard doneButtonVisibility != oldValue else { return }
            updateAccessoryVisibility()
            PlaceholderTextViewType.notify(.doneButton, on: widget)
        }
    }

    /// Whether the Done bar sits above or below the text. Default `.below`.
    public var accessoryPosition = AccessoryPosition.below {
        didSet { placeAccessory() }
    }

    /// The Done button's text; nil (default) is "Done" in the user's language.
    public var doneLabel: String? {
        didSet {
            guard doneLabel != oldValue else { return }
            accessory?.setLabel(doneLabel)
            PlaceholderTextViewType.notify(.doneLabel, on: widget)
        }
    }

    /// A themed icon name for the Done button instead of text (its accessible name stays the label).
    public var doneIconName: String? {
        didSet { accessory?.setIcon(doneIconName) }
    }

    /// The Done button, for apps that style or extend it.
    public var doneButton: UnsafeMutablePointer<GtkWidget> { createdAccessory.button }

    /// Called once each time editing ends through Done, Ctrl+Enter or Escape, with the final text.
    public var onDone: (@MainActor (String) -> Void)?

    /// The document's text. Setting it replaces the buffer's content.
    public var text: String {
        get { TextBufferContent.text(of: buffer) }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    /// Called after every change of the document, however it happened.
    public var onTextChange: (@MainActor (PlaceholderTextView) -> Void)?

    /// What the hint shows now: for tests and for apps that draw something in sync with it.
    public var presentation: PlaceholderPresentation { state.presentation(at: Self.now) }

    /// Whether the hint is wanted now (it may still be fading in).
    public var isPlaceholderVisible: Bool { state.inputs.wantsPlaceholder }

    /// Number of wrappers alive in the process: each is freed with its widget. Tests use it to
    /// prove that destroying widgets releases them.
    public nonisolated static var liveInstanceCount: Int { liveInstances.load(ordering: .relaxed) }
    private nonisolated static let liveInstances = Atomic<Int>(0)

    /// The wrapper of a root widget made by this class, e.g. one found in a container.
    public static func wrapping(_ widget: UnsafeMutablePointer<GtkWidget>) -> PlaceholderTextView? {
        ObjectAttachment.attached(to: widget.object, key: attachmentKey)
    }

    /// The wrapper of an instance a `GtkBuilder` made (`gtk_builder_get_object`'s result), or nil
    /// when `object` is not a `PlaceholderTextView`.
    ///
    /// ```swift
    /// let body = PlaceholderTextView.wrapping(object: gtk_builder_get_object(builder, "body"))!
    /// ```
    public static func wrapping(object: UnsafeMutablePointer<GObject>?) -> PlaceholderTextView? {
        guard let object, g_type_check_instance_is_a(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self), PlaceholderTextViewType.gType) != 0 else { return nil }
        return ObjectAttachment.attached(to: object, key: attachmentKey)
    }

    private var state: PlaceholderState
    /// Whether the document was empty at the last change: what `documentChanged` compares against
    /// without reading the core's inputs (a copy of a struct of strings) on every keystroke.
    private var documentWasEmpty = true
    private let label = PlaceholderLabel()
    /// The hint last handed to accessibility (nil before the first render).
    private var announcedHint: String?
    /// The Done bar, made when first shown or asked for (most views in a window never get focus).
    private var accessory: DoneAccessory?
    private var toplevelConnections = SignalConnectionSet()
    private let colorStyle: PlaceholderColorStyle
    private var connections = SignalConnectionSet()
    private var bufferConnections = SignalConnectionSet()
    private var tickCallbackID: guint = 0
    private var minimumHeightUpdateSource: guint = 0
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
    private var reading: TextViewReading { TextViewReading(textView: textView) }

    /// A text view showing `placeholder` while it is empty.
    public convenience init(placeholder: String = "") {
        self.init(root: PlaceholderTextViewType.newInstanceForSwift())
        self.placeholder = placeholder
    }

    /// Builds the wrapper into `root`, a new `PlaceholderTextView` GObject instance.
    init(root: UnsafeMutablePointer<GtkWidget>) {
        let textViewWidget = UnsafeMutablePointer(widget: gtk_text_view_new())
        textView = textViewWidget.cast()
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new(nil, nil))
        scrolledWindow = scrolled.cast()
        gtk_scrolled_window_set_policy(scrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(scrolled.cast(), textViewWidget)
        let overlayWidget = UnsafeMutablePointer(widget: gtk_overlay_new())
        overlay = overlayWidget.cast()
        gtk_container_add(overlayWidget.cast(), scrolled)
        gtk_overlay_add_overlay(overlay, label.widget)
        gtk_overlay_set_overlay_pass_through(overlay, label.widget, 1)
        gtk_widget_set_vexpand(overlayWidget, 1)
        gtk_widget_set_hexpand(overlayWidget, 1)
        widget = root
        gtk_container_add(widget.cast(), overlayWidget)
        colorStyle = PlaceholderColorStyle(label: label.widget)

        state = PlaceholderState()
        state.apply(TextViewReading(textView: textView).allEvents, at: Self.now)
        documentWasEmpty = state.inputs.characterCount == 0
        state.apply(.animationsEnabledChanged(Self.animationsEnabled), at: Self.now)

        ObjectAttachment.attach(self, to: widget.object, key: Self.attachmentKey)
        Self.liveInstances.add(1, ordering: .relaxed)
        connectSignals()
        connectBuffer()
        render()
    }

    /// Ends editing: the text view gives up focus (the window keeps no focused editor), the hint
    /// comes back if the text is empty, and `onDone` receives the text.
    public func endEditing() {
        if let toplevel = toplevelWindow, gtk_widget_is_focus(textView.cast()) != 0 || gtk_window_get_focus(toplevel).map({ accessory?.contains($0) == true }) == true {
            gtk_window_set_focus(toplevel, nil)
        }
        update(.focusChanged(false))
        updateAccessoryVisibility()
        let finalText = text
        onDone?(finalText)
        PlaceholderTextViewType.emitDone(on: widget, text: finalText)
    }

    isolated deinit {
        Self.liveInstances.subtract(1, ordering: .relaxed)
    }

    // MARK: - Done accessory

    private var toplevelWindow: UnsafeMutablePointer<GtkWindow>? {
        guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0 else { return nil }
        return checkedCast(toplevel.raw, to: GtkWindow.self)
    }

    /// The Done bar, made and packed now if it does not exist yet.
    private var createdAccessory: DoneAccessory {
        if let accessory { return accessory }
        let created = DoneAccessory { [weak self] in self?.endEditing() }
        accessory = created
        if doneLabel != nil { created.setLabel(doneLabel) }
        if doneIconName != nil { created.setIcon(doneIconName) }
        gtk_container_add(widget.cast(), created.bar)
        placeAccessory()
        return created
    }

    private func placeAccessory() {
        guard let accessory else { return }
        gtk_box_reorder_child(widget.cast(), accessory.bar, accessoryPosition == .above ? 0 : 1)
    }

    private func updateAccessoryVisibility() {
        let shown: Bool
        switch doneButtonVisibility {
        case .always: shown = true
        case .never: shown = false
        case .whileFocused:
            let focus = toplevelWindow.flatMap { gtk_window_get_focus($0) }
            shown = focus.map { $0 == UnsafeMutablePointer<GtkWidget>(textView.cast()) || accessory?.contains($0) == true } ?? false
        }
        // A bar that was never needed stays unmade.
        if shown { createdAccessory.setShown(true) } else { accessory?.setShown(false) }
    }

    /// Follows the toplevel window's focus changes, whichever window the widget is packed into.
    private func connectToplevel() {
        toplevelConnections.disconnectAll()
        guard let window = toplevelWindow else { return }
        toplevelConnections.add(SignalConnection(window, "set-focus", after: true, argument: { [weak self] _ in
            self?.updateAccessoryVisibility()
        }))
        updateAccessoryVisibility()
    }

    /// Ctrl+Enter and Escape end editing from the keyboard.
    private func keyPressed(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        // While an input method composes, its keys are its own: Escape cancels the composition.
        guard state.inputs.preeditText.isEmpty else { return false }
        let key = event.pointee.key
        let control = key.state & GDK_CONTROL_MASK.rawValue != 0
        switch Int32(key.keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
            guard control else { return false }
        case GDK_KEY_Escape:
            break
        default:
            return false
        }
        endEditing()
        return true
    }

    // MARK: - Events in

    private static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    private static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return GObjectProperty.bool(settings.object, "gtk-enable-animations")
    }

    /// Sets an input the app configures, and notifies GObject listeners when it really changed
    /// (after clamping: setting 20 s twice notifies once, for the 10 s kept).
    private func change<Value: Equatable>(
        _ property: PlaceholderTextViewType.Property, _ read: () -> Value, _ events: [PlaceholderEvent]
    ) {
        let old = read()
        update(events)
        if read() != old { PlaceholderTextViewType.notify(property, on: widget) }
    }

    private func update(_ event: PlaceholderEvent) {
        update([event])
    }

    private func update(_ events: [PlaceholderEvent]) {
        state.apply(events, at: Self.now)
        render()
    }

    private func connectSignals() {
        let textViewWidget: UnsafeMutablePointer<GtkWidget> = textView.cast()
        connections.add(SignalConnection(textView, "preedit-changed", argument: { [weak self] preedit in
            let text = preedit.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            self?.update(.preeditChanged(text))
        }))
        connections.add(SignalConnection(textViewWidget, event: "focus-in-event") { [weak self] _ in
            self?.update(.focusChanged(true))
            self?.updateAccessoryVisibility()
            return false
        })
        connections.add(SignalConnection(textViewWidget, event: "focus-out-event") { [weak self] _ in
            self?.update(.focusChanged(false))
            self?.updateAccessoryVisibility()
            return false
        })
        connections.add(SignalConnection(textView, "notify", argument: { [weak self] pspec in
            guard let self, let pspec else { return }
            let name = String(cString: pspec.assumingMemoryBound(to: GParamSpec.self).pointee.name)
            self.textViewPropertyChanged(name)
        }))
        connections.add(SignalConnection(textView, "style-updated", after: true) { [weak self] in
            guard let self else { return }
            self.update([.textFontChanged(self.reading.font), .insetsChanged(self.reading.insets)])
        })
        connections.add(SignalConnection(textView, "direction-changed", argument: { [weak self] _ in
            guard let self else { return }
            self.update(.widgetDirectionChanged(self.reading.direction))
        }))
        connections.add(SignalConnection(textView, "state-flags-changed", argument: { [weak self] _ in
            guard let self else { return }
            self.update(.sensitiveChanged(gtk_widget_is_sensitive(textViewWidget) != 0))
        }))
        connections.add(SignalConnection(textView, "size-allocate", argument: { [weak self] _ in
            guard let self else { return }
            self.update([.availableWidthChanged(Int(gtk_widget_get_allocated_width(textViewWidget))),
                         .insetsChanged(self.reading.insets)])
        }))
        connections.add(SignalConnection(overlay, "get-child-position", deciding: { [weak self] child, allocation in
            guard let self, child == UnsafeMutableRawPointer(self.label.widget), let allocation else { return false }
            allocation.assumingMemoryBound(to: GdkRectangle.self).pointee = self.label.allocation
            return true
        }))
        if let settings = gtk_settings_get_default() {
            connections.add(SignalConnection(settings, "notify::gtk-enable-animations", argument: { [weak self] _ in
                self?.update(.animationsEnabledChanged(Self.animationsEnabled))
            }))
        }
        connections.add(SignalConnection(textViewWidget, event: "key-press-event") { [weak self] event in
            self?.keyPressed(event) ?? false
        })
        connections.add(SignalConnection(widget, "hierarchy-changed", argument: { [weak self] _ in
            self?.connectToplevel()
        }))
        connections.add(SignalConnection(widget, "destroy") { [weak self] in self?.tearDown() })
    }

    private func textViewPropertyChanged(_ name: String) {
        switch name {
        case "buffer":
            connectBuffer()
            documentChanged()
        case "left-margin", "right-margin", "top-margin", "bottom-margin":
            update(.insetsChanged(reading.insets))
        case "indent": update(.indentChanged(Int(gtk_text_view_get_indent(textView))))
        case "pixels-above-lines": update(.pixelsAboveLinesChanged(Int(gtk_text_view_get_pixels_above_lines(textView))))
        case "justification": update(.justificationChanged(reading.justification))
        case "wrap-mode": update(.wrapModeChanged(reading.wrapMode))
        case "editable": update(.editableChanged(gtk_text_view_get_editable(textView) != 0))
        default: break
        }
    }

    /// Listens to the current buffer; called again when the text view's buffer is replaced.
    private func connectBuffer() {
        bufferConnections.disconnectAll()
        bufferConnections.add(SignalConnection(buffer, "changed") { [weak self] in self?.documentChanged() })
    }

    /// The document changed by any route (typing, paste, drop, undo, code, buffer replacement).
    /// O(1): GtkTextBuffer keeps its character count.
    private func documentChanged() {
        let count = Int(gtk_text_buffer_get_char_count(buffer))
        // Only emptiness decides anything, so the core hears of the count when emptiness may have
        // changed (and after every buffer replacement): a keystroke inside a non-empty document
        // costs a count read and a comparison.
        if documentWasEmpty != (count == 0) || count == 0 {
            documentWasEmpty = count == 0
            state.apply(.characterCountChanged(count), at: Self.now)
            render()
        }
        PlaceholderTextViewType.notify(.text, on: widget)
        onTextChange?(self)
    }

    // MARK: - Presentation out

    private func render() {
        if gtk_widget_get_mapped(textView.cast()) == 0 { state.settle(at: Self.now) }
        let presentation = state.presentation(at: Self.now)
        apply(presentation)
        if presentation.isAnimating { startTicking() }
    }

    private func apply(_ presentation: PlaceholderPresentation) {
        label.apply(presentation, offset: textAreaOffset)
        // Renders follow every allocation and focus change; the hint is copied to the
        // accessible only when it changed (it may be a megabyte).
        if presentation.accessibleText != announcedHint {
            announcedHint = presentation.accessibleText
            PlaceholderAccessibility.set(presentation.accessibleText, on: textView)
        }
        scheduleMinimumHeightUpdate()
    }

    /// Where the text view's top-left corner is inside the overlay (the scrolled window's frame).
    private var textAreaOffset: (x: Int, y: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        gtk_widget_translate_coordinates(textView.cast(), overlay.cast(), 0, 0, &x, &y)
        return (Int(x), Int(y))
    }

    private func startTicking() {
        guard tickCallbackID == 0 else { return }
        tickCallbackID = gtk_widget_add_tick_callback(
            textView.cast(), fadeTick, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// One frame of a fade; returns whether to keep ticking.
    fileprivate func advanceFade(frameTime: Double) -> Bool {
        let presentation = state.presentation(at: frameTime)
        label.apply(presentation, offset: textAreaOffset)
        if !presentation.isAnimating { tickCallbackID = 0 }
        return presentation.isAnimating
    }

    /// The hint must never be clipped: the overlay asks for at least the height the hint needs
    /// at the current width. Done from idle, as the width is only known during allocation.
    private func scheduleMinimumHeightUpdate() {
        guard minimumHeightUpdateSource == 0 else { return }
        minimumHeightUpdateSource = g_idle_add_full(
            G_PRIORITY_HIGH_IDLE + 10, minimumHeightIdle, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    fileprivate func updateMinimumHeight() {
        minimumHeightUpdateSource = 0
        let hint = label.allocation
        let needed = state.inputs.hasVisibleText ? Int32(hint.y + hint.height) + Int32(state.inputs.insets.bottom) : -1
        var currentWidth: Int32 = 0
        var currentHeight: Int32 = 0
        gtk_widget_get_size_request(overlay.cast(), &currentWidth, &currentHeight)
        if currentHeight != needed { gtk_widget_set_size_request(overlay.cast(), -1, needed) }
    }

    private func tearDown() {
        connections.disconnectAll()
        bufferConnections.disconnectAll()
        toplevelConnections.disconnectAll()
        accessory?.disconnect()
        onDone = nil
        if tickCallbackID != 0 { gtk_widget_remove_tick_callback(textView.cast(), tickCallbackID) }
        tickCallbackID = 0
        if minimumHeightUpdateSource != 0 { g_source_remove(minimumHeightUpdateSource) }
        minimumHeightUpdateSource = 0
        onTextChange = nil
    }
}

private let fadeTick: GtkTickCallback = { _, clock, userData in
    let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    let view = Unmanaged<PlaceholderTextView>.fromOpaque(userData!).takeUnretainedValue()
    return MainActor.assumeIsolated { view.advanceFade(frameTime: time) } ? 1 : 0
}

private let minimumHeightIdle: GSourceFunc = { userData in
    let view = Unmanaged<PlaceholderTextView>.fromOpaque(userData!).takeUnretainedValue()
    MainActor.assumeIsolated { view.updateMinimumHeight() }
    return 0
}
