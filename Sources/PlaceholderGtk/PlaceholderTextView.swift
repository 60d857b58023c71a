// PlaceholderTextView: a real GtkTextView with a hint shown over it while it is empty.
import CGtk
import GtkBinding
import PlaceholderCore
import Synchronization

/// A multi-line text view with a placeholder, over a real `GtkTextView`.
///
/// The hint is a label laid over the text view, never text in the buffer: the buffer, undo,
/// `changed` signals, copy and paste only ever see what the user typed. Every decision (shown or
/// not, opacity, font, position, wrap width) is taken by `PlaceholderState`, and what every
/// toolkit does alike by `PlaceholderController`; this class only wires GTK's inputs
/// (`TextViewInputs`) to the controller, whose renders `TextViewFrontEnd` puts on screen, and the
/// Done bar to the window's focus (`DoneAccessoryFocus`).
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
    /// The wrapped text view, for everything GTK offers (tags, margins, key bindings ...). It is a
    /// `HandlingTextView`, a GtkTextView subclass whose class handlers tell the wrapper what it
    /// needs, so a view costs no signal handler of its own. An app's `key-press-event` handlers
    /// run before the wrapper's keys (Ctrl+Enter, Escape, Ctrl+Z), as a class handler runs last,
    /// and one that stops a key keeps it from the wrapper too.
    ///
    /// Its buffer may be replaced and may carry the app's own handlers: the view hears each edit
    /// after GTK made it, from after-handlers of `insert-text` and `delete-range`. A handler that
    /// refuses an edit stops the signal before the default handler (as GTK's filters do); one
    /// that stops it in the after stage, once the edit is made, hides the edit from the view (and
    /// from GTK's own text accessibility, which listens the same way).
    public let textView: UnsafeMutablePointer<GtkTextView>
    /// The scrolled window around the text view; set its policies as you need.
    public let scrolledWindow: UnsafeMutablePointer<GtkScrolledWindow>
    /// The overlay that holds the text view and the hint (a `PositioningOverlay`, which places
    /// the hint itself).
    public let overlay: UnsafeMutablePointer<GtkOverlay>

    /// The document's text. Setting it replaces the buffer's content and starts a new undo
    /// history (loading a document is not undoable into the previous one).
    public var text: String {
        get { TextBufferContent.text(of: buffer) }
        set {
            textUndo.replaceDocument { gtk_text_buffer_set_text(buffer, newValue, -1) }
        }
    }

    /// Called after every change of the document, however it happened. While it is nil, a
    /// keystroke runs no Swift code at all (the buffer is watched from C).
    public var onTextChange: (@MainActor (PlaceholderTextView) -> Void)? {
        didSet {
            // The watch is this view's own and goes with it: `unowned` spares a weak load per keystroke.
            if onTextChange == nil {
                bufferWatch.onChange = nil
            } else {
                bufferWatch.onChange = { [unowned self] in self.onTextChange?(self) }
            }
        }
    }

    /// Called once when the text changes while no changed range waits to be taken; the
    /// characters changed from then on are `takeChangedRange()`'s. For text styled as it changes
    /// (Markdown, syntax): the edits that follow cost no Swift call until the range is taken, so
    /// the styling can wait for the main loop and do a burst of keys at once. The text must not
    /// be changed from this call.
    ///
    /// ```swift
    /// view.onChangedRangePending = { view in
    ///     idle { if let range = view.takeChangedRange() { restyle(range) } }
    /// }
    /// ```
    public var onChangedRangePending: (@MainActor (PlaceholderTextView) -> Void)? {
        didSet {
            if onChangedRangePending == nil {
                bufferWatch.onChangedRangePending = nil
            } else {
                bufferWatch.onChangedRangePending = { [unowned self] _, _ in self.onChangedRangePending?(self) }
            }
        }
    }

    /// The characters changed since the range was last taken (or since `onChangedRangePending`
    /// was set), where they are in the text now; nil when nothing changed. An empty range is a
    /// place where text was only deleted.
    public func takeChangedRange() -> Range<Int>? { bufferWatch.takeChangedRange() }

    /// Called when `canUndo` or `canRedo` may have changed (e.g. to enable Undo buttons).
    public var onUndoStateChange: (@MainActor (PlaceholderTextView) -> Void)?

    /// Number of wrappers alive in the process: each is freed with its widget. Tests use it to
    /// prove that destroying widgets releases them.
    public nonisolated static var liveInstanceCount: Int { liveInstances.load(ordering: .relaxed) }
    private nonisolated static let liveInstances = Atomic<Int>(0)

    /// What both toolkits do alike (its settings' API: PlaceholderTextView+Hint.swift).
    let controller: PlaceholderController
    private let frontEnd: TextViewFrontEnd
    private let renderer: HintRenderer
    /// The hint's colour (its API: PlaceholderTextView+Hint.swift).
    let colorStyle: PlaceholderColorStyle
    private let inputs: TextViewInputs
    /// The document's edits, watched from C: emptiness, `notify::text`, the undo log.
    private let bufferWatch: TextBufferWatch
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
    /// Undo and redo of the document (its API: PlaceholderTextView+Undo.swift).
    let textUndo: TextViewUndo
    /// Character wrapping for paragraphs with runs too long to word-wrap (LongRunWrapping.swift).
    let longRunWrapping: LongRunWrapping
    /// Whether the widget was destroyed: its GTK parts may be gone, so the C functions and the
    /// GObject properties leave it alone (a binding may still hold the instance).
    private(set) var isDestroyed = false
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    /// A text view showing `placeholder` while it is empty.
    public convenience init(placeholder: String = "") {
        self.init(root: PlaceholderTextViewType.newInstanceForSwift())
        self.placeholder = placeholder
    }

    /// Builds the wrapper into `root`, a new `PlaceholderTextView` GObject instance.
    init(root: UnsafeMutablePointer<GtkWidget>) {
        // Subclasses whose class handlers report to Swift: no signal handler per view (HandlingTextView.swift).
        let textViewWidget = HandlingTextView.make()
        textView = textViewWidget.cast()
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new(nil, nil))
        scrolledWindow = scrolled.cast()
        gtk_scrolled_window_set_policy(scrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(scrolled.cast(), textViewWidget)
        let overlayWidget = PositioningOverlay.make()
        overlay = overlayWidget.cast()
        gtk_container_add(overlayWidget.cast(), scrolled)
        gtk_widget_set_vexpand(overlayWidget, 1)
        gtk_widget_set_hexpand(overlayWidget, 1)
        widget = root
        gtk_container_add(widget.cast(), overlayWidget)
        // Shown from the start, as GTK 4 widgets are: a view from a .ui file (visible, but never
        // given gtk_widget_show_all) draws its text, not only its Done bar.
        for part in [textViewWidget, scrolled, overlayWidget] { gtk_widget_show(part) }

        let driver = PlaceholderDriver(
            events: TextViewInputs.currentEvents(of: textView), clock: Self.now, readMarkup: PangoMarkupReading.read)
        controller = PlaceholderController(driver: driver)
        renderer = HintRenderer(driver: driver, textView: textView, overlay: overlay)
        colorStyle = PlaceholderColorStyle(label: renderer.label.widget)

        inputs = TextViewInputs(textView: textView)
        // The text view's buffer replacement and destruction reach the watch through `inputs`.
        bufferWatch = TextBufferWatch(
            textView: textView, notifying: widget.object, textProperty: PlaceholderTextViewType.propertySpec(.text))
        doneFocus = DoneAccessoryFocus(root: widget, textView: textViewWidget, frame: scrolled)
        frontEnd = TextViewFrontEnd(root: widget, textView: textView, renderer: renderer, doneFocus: doneFocus)
        controller.frontEnd = frontEnd
        frontEnd.controller = controller
        textUndo = TextViewUndo(textView: textView, watch: bufferWatch)
        longRunWrapping = LongRunWrapping(textView: textView, watch: bufferWatch)

        ObjectAttachment.attach(self, to: widget.object, key: Self.attachmentKey)
        Self.liveInstances.add(1, ordering: .relaxed)
        inputs.report = { [weak self] events in self?.textViewChanged(events) }
        inputs.keyPressedHandler = { [weak self] event in
            guard let self else { return false }
            return self.doneFocus.keyPressed(event) || self.textUndo.keyPressed(event.pointee.key)
        }
        inputs.buttonPressedHandler = { [weak self] in self?.textUndo.buttonPressed() }
        inputs.isFocusChangedHandler = { [weak self] in self?.doneFocus.updateVisibility() }
        inputs.bufferReplacedHandler = { [weak self] in self?.bufferWatch.textViewBufferReplaced() }
        inputs.parentChangedHandler = { [weak self] in self?.renderer.textViewParentChanged() }
        inputs.destroyedHandler = { [weak self] in self?.bufferWatch.stop() }
        inputs.populatePopupHandler = { [weak self] menu in self?.textUndo.addMenuItems(to: menu) }
        bufferWatch.onEmptinessChange = { [weak self] _ in self?.emptinessChanged() }
        bufferWatch.onBufferReplaced = { [weak self] in
            self?.textUndo.reset()
            self?.longRunWrapping.bufferReplaced()
        }
        // The log's first edit since it was read: can-undo and can-redo may change.
        bufferWatch.onEditsPending = { [weak self] in self?.undoStateChanged() }
        bufferWatch.onLogFull = { [weak self] in self?.textUndo.readLog() }
        doneFocus.isComposing = { [weak self] in self?.controller.driver.inputs.preeditText.isEmpty == false }
        doneFocus.endEditing = { [weak self] in self?.endEditing() }
        doneFocus.focusParkedInFrame = { [weak self] in
            guard let self else { return }
            typingResumption.add(scrolledWindow.cast())
        }
        textUndo.onStateChange = { [weak self] in self?.undoStateChanged() }
        controller.render()
    }

    /// Ends editing: the focus moves on from the text (to `focusAfterDone`, else as Tab would go;
    /// see `FocusHandOff` for the whole order), the hint comes back if the text is empty, and
    /// `onDone` receives the text. An `onDone` or `done` handler that moves the focus itself has
    /// the last word: it runs after.
    public func endEditing() {
        endEditing(after: .done)
    }

    /// Ends editing as `end` did: the focus goes where `FocusHandOff` orders it for `end`.
    func endEditing(after end: EditingEnd) {
        controller.endEditing(after: end)
    }

    isolated deinit {
        Self.liveInstances.subtract(1, ordering: .relaxed)
    }

    private nonisolated static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Sets a value kept outside the core, and notifies GObject listeners when it changed.
    func assign<Owner: AnyObject, Value: Equatable>(
        _ newValue: Value, to value: ReferenceWritableKeyPath<Owner, Value>, of owner: Owner,
        notifying property: PlaceholderProperty
    ) {
        controller.assign(newValue, to: value, of: owner, notifying: property)
    }

    /// The text view's signals, heard once for the whole widget: the hint's inputs, and what
    /// the Done bar and undo need of them.
    private func textViewChanged(_ events: [PlaceholderEvent]) {
        controller.apply(events)
        for event in events {
            switch event {
            case .focusChanged: doneFocus.updateVisibility()
            case .preeditChanged(let preedit): textUndo.preeditChanged(preedit)
            default: break
            }
        }
    }

    /// The document became empty or non-empty, by any route (typing, paste, drop, undo, code,
    /// buffer replacement): the only change of the document the hint depends on.
    private func emptinessChanged() {
        controller.documentChanged(characterCount: TextViewReading(textView: textView).characterCount)
    }

    /// `can-undo` and `can-redo` are notified only when they change (undo state is reported at
    /// every recorded step).
    private func undoStateChanged() {
        controller.undoStateChanged(canUndo: canUndo, canRedo: canRedo)
        onUndoStateChange?(self)
    }

    /// The root widget moved to another window, or into or out of one (from its class handler).
    func rootHierarchyChanged() {
        doneFocus.followWindow()
    }

    /// The root widget is being destroyed (from its class handler, before its children are):
    /// every handler of the view goes. GTK may destroy a widget more than once (at
    /// `gtk_widget_destroy` and again at its last unref); only the first time counts.
    func tearDown() {
        guard !isDestroyed else { return }
        isDestroyed = true
        renderer.stop()
        controller.stopFrameTicks()
        longRunWrapping.stop()
        inputs.disconnect()
        bufferWatch.stop()
        doneFocus.disconnect()
        madeTypingResumption?.disconnect()
        onDone = nil
        onTextChange = nil
        onUndoStateChange = nil
    }
}
