// PlaceholderTextView for GTK 4: a real GtkTextView with a hint shown over it while it is empty.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderPango

/// A multi-line text view with a placeholder, over a real GTK 4 `GtkTextView`: the same Swift API
/// as the GTK 3 widget, on the same `PlaceholderCore`.
///
/// The hint is a child label with the CSS node `placeholder` (as GtkText's hint is), laid over
/// the text with `gtk_text_view_add_overlay`; never text in the buffer, so undo (`enable-undo`),
/// `changed`, copy and paste only see what the user typed. Every decision is the core's, and what
/// both toolkits do alike is `PlaceholderController`'s; this class wires GTK's inputs
/// (`TextViewInputs`) to the controller, whose renders `TextViewFrontEnd` puts on screen, and
/// the Done bar to the window's focus (`DoneAccessoryFocus`).
///
/// ```swift
/// let body = PlaceholderTextView(placeholder: "Write a note")
/// body.onTextChange = { view in save(view.text) }
/// gtk_window_set_child(window, body.widget)
/// gtk_text_view_set_left_margin(body.textView, 12)   // the hint follows
/// ```
///
/// The wrapper lives as long as `widget`: it is attached to it and released when it is finalised.
@MainActor
public final class PlaceholderTextView {
    /// GLib log domain of the widget's warnings.
    public nonisolated static let logDomain = "PlaceholderTextView"
    /// GObject data key under which `widget` keeps its wrapper.
    static let attachmentKey = "placeholder-text-view"

    /// The root widget to pack into a container (a `PlaceholderTextView`, a vertical GtkBox).
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The wrapped text view, for everything GTK offers (tags, margins, key bindings ...).
    public let textView: UnsafeMutablePointer<GtkTextView>
    /// The scrolled window around the text view; set its policies as you need.
    public let scrolledWindow: OpaquePointer

    /// The document's text. Setting it replaces the buffer's content and starts a new undo
    /// history, as in GTK 3 (GTK 4's `gtk_text_buffer_set_text` is irreversible), and notifies
    /// `text` once, as one change.
    public var text: String {
        get { TextBufferContent.text(of: buffer) }
        set {
            guard newValue != text else { return }
            isReplacingText = true
            gtk_text_buffer_set_text(buffer, newValue, -1)
            isReplacingText = false
            notify(.text)
        }
    }

    /// Called after every change of the document, however it happened (undo included).
    public var onTextChange: (@MainActor (PlaceholderTextView) -> Void)?

    /// The label that draws the hint (CSS node `placeholder`), for tests and styling.
    public var placeholderLabel: UnsafeMutablePointer<GtkWidget> { renderer.label.widget }

    /// The wrapper of an instance made by this class (also one a GtkBuilder made, as a raw
    /// pointer), or nil when `object` is not a `PlaceholderTextView`.
    ///
    /// ```swift
    /// let body = PlaceholderTextView.wrapping(gtk_builder_get_object(builder, "body").map { UnsafeMutableRawPointer($0) })!
    /// ```
    public static func wrapping(_ object: UnsafeMutableRawPointer?) -> PlaceholderTextView? {
        wrapping(object: object?.assumingMemoryBound(to: GObject.self))
    }

    /// What both toolkits do alike (its settings' API: PlaceholderTextView+Hint.swift).
    let controller: PlaceholderController
    private let frontEnd: TextViewFrontEnd
    private let renderer: HintRenderer
    /// The hint's colour (its API: PlaceholderTextView+Hint.swift).
    let colorStyle: PlaceholderColorStyle
    /// Whether `text` is being set: its deletion and insertion are one change to listeners.
    private var isReplacingText = false
    private let inputs: TextViewInputs
    /// The Done bar and the window focus it follows (its API: PlaceholderTextView+DoneAccessory.swift).
    let doneFocus: DoneAccessoryFocus
    /// Printable keys typed where the focus went after editing return to the text (made when first needed).
    var typingResumption: TypingResumesEditing {
        if let madeTypingResumption { return madeTypingResumption }
        let made = TypingResumesEditing(textView: textView.cast())
        madeTypingResumption = made
        return made
    }
    private var madeTypingResumption: TypingResumesEditing?
    private var destroyHandler: SignalConnection?
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    /// A text view showing `placeholder` while it is empty.
    public convenience init(placeholder: String = "") {
        self.init(root: PlaceholderTextViewType.newInstanceForSwift())
        self.placeholder = placeholder
    }

    /// Builds the wrapper into `root`, a new `PlaceholderTextView` instance.
    init(root: UnsafeMutablePointer<GtkWidget>) {
        let textViewWidget = UnsafeMutablePointer(widget: gtk_text_view_new())
        textView = textViewWidget.cast()
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new())
        scrolledWindow = OpaquePointer(scrolled)
        gtk_scrolled_window_set_policy(scrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolledWindow, textViewWidget)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_widget_set_hexpand(scrolled, 1)
        widget = root
        gtk_box_append(root.cast(), scrolled)

        let driver = PlaceholderDriver(
            events: TextViewInputs.currentEvents(of: textView), clock: Self.now, readMarkup: PangoMarkup.read)
        controller = PlaceholderController(driver: driver)
        renderer = HintRenderer(driver: driver, textView: textView)
        colorStyle = PlaceholderColorStyle(label: renderer.label.widget)
        inputs = TextViewInputs(textView: textView, root: widget)
        doneFocus = DoneAccessoryFocus(root: widget, textView: textViewWidget, frame: scrolled)
        frontEnd = TextViewFrontEnd(root: widget, textView: textView, renderer: renderer, doneFocus: doneFocus)
        controller.frontEnd = frontEnd
        frontEnd.controller = controller

        ObjectAttachment.attach(self, to: widget.object, key: Self.attachmentKey)
        inputs.report = { [weak self] events in self?.controller.apply(events) }
        inputs.documentChanged = { [weak self] in self?.documentChanged() }
        inputs.undoStateChanged = { [weak self] in
            guard let self else { return }
            controller.undoStateChanged(canUndo: canUndo, canRedo: canRedo)
        }
        doneFocus.isComposing = { [weak self] in self?.controller.driver.inputs.preeditText.isEmpty == false }
        doneFocus.endEditing = { [weak self] in self?.endEditing() }
        doneFocus.focusParkedInFrame = { [weak self] in
            guard let self else { return }
            typingResumption.add(UnsafeMutablePointer<GtkWidget>(scrolledWindow))
        }
        destroyHandler = SignalConnection(widget, "destroy") { [weak self] in self?.tearDown() }
        controller.render()
    }

    /// Ends editing: the focus moves on from the text (to `focusAfterDone`, else as Tab would go;
    /// see `FocusHandOff` for the whole order), the hint comes back if the text is empty, and
    /// `onDone` and the `done` signal receive the text. An `onDone` or `done` handler that moves
    /// the focus itself has the last word: it runs after.
    public func endEditing() {
        endEditing(after: .done)
    }

    /// Ends editing as `end` did: the focus goes where `FocusHandOff` orders it for `end`.
    func endEditing(after end: EditingEnd) {
        controller.endEditing(after: end)
    }

    private nonisolated static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Sets a value kept outside the core, and notifies GObject listeners when it changed.
    func assign<Owner: AnyObject, Value: Equatable>(
        _ newValue: Value, to value: ReferenceWritableKeyPath<Owner, Value>, of owner: Owner,
        notifying property: PlaceholderProperty
    ) {
        controller.assign(newValue, to: value, of: owner, notifying: property)
    }

    /// Notifies GObject listeners of `property`.
    func notify(_ property: PlaceholderProperty) {
        PlaceholderTextViewType.notify(property, on: widget)
    }

    /// The document changed by any route (typing, paste, undo, code, buffer replacement).
    private func documentChanged() {
        controller.documentChanged(characterCount: inputs.characterCount)
        if !isReplacingText { notify(.text) }
        onTextChange?(self)
    }

    /// Whether the widget was destroyed: its GTK parts may be gone, so the C functions and the
    /// GObject properties leave it alone (a binding may still hold the instance).
    private(set) var isDestroyed = false

    private func tearDown() {
        isDestroyed = true
        renderer.stop()
        controller.stopFrameTicks()
        inputs.stop()
        destroyHandler?.disconnect()
        madeTypingResumption?.disconnect()
        onDone = nil
        onTextChange = nil
    }
}
