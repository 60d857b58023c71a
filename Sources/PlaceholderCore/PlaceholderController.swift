// The toolkit-neutral front end: settings with their notifications, renders, fades, ending editing.

/// Everything a placeholder text view does alike in every toolkit, over a `PlaceholderDriver`:
/// the settings an app changes (each notifying its property once per real change), renders after
/// events and document changes, the frame loop of a fade, and the sequence that ends editing. The
/// toolkit reads its own inputs, hands them here and implements `PlaceholderFrontEnd`.
///
/// ```swift
/// let controller = PlaceholderController(driver: driver)
/// controller.frontEnd = gtkFrontEnd       // held weakly
/// controller.placeholderText = "Write a note"   // renders, notifies `placeholder-text`
/// controller.apply([.focusChanged(true)])
/// ```
@MainActor
public final class PlaceholderController {
    /// The core and its clock.
    public let driver: PlaceholderDriver
    /// The toolkit's side; nil once it is gone, when nothing is shown or notified.
    public weak var frontEnd: (any PlaceholderFrontEnd)?
    /// Called once each time editing ends, with the final text, before the toolkit's `done` signal.
    public var onDone: (@MainActor (String) -> Void)?
    /// Whether the front end is calling `frame(at:)`.
    public private(set) var isTicking = false
    /// `can-undo` and `can-redo` as last notified.
    private var reportedUndoState = (canUndo: false, canRedo: false)

    /// A controller of `driver`'s state; set `frontEnd` before the first render.
    public init(driver: PlaceholderDriver) {
        self.driver = driver
    }

    /// The hint (`placeholder-text`).
    public var placeholderText: String {
        get { driver.inputs.placeholderText }
        set { change(.placeholderText, { $0.placeholderText }) { driver.setPlaceholderText(newValue) } }
    }

    /// Whether the hint is Pango markup (`use-markup`).
    public var usesMarkup: Bool {
        get { driver.inputs.usesMarkup }
        set { change(.useMarkup, { $0.usesMarkup }) { driver.setUsesMarkup(newValue) } }
    }

    /// When the hint hides (`hide-policy`).
    public var hidePolicy: HidePolicy {
        get { driver.inputs.hidePolicy }
        set { change(.hidePolicy, { $0.hidePolicy }) { driver.apply(.hidePolicyChanged(newValue)) } }
    }

    /// The fade time in seconds (`fade-duration`), as the core clamps it: setting a value beyond the
    /// maximum twice notifies once, for the maximum kept.
    public var fadeDuration: Double {
        get { driver.inputs.fadeDuration }
        set { change(.fadeDuration, { $0.fadeDuration }) { driver.apply(.fadeDurationChanged(newValue)) } }
    }

    /// Changes to the text view's font for the hint; no property of its own.
    public var fontOverride: FontOverride? {
        get { driver.inputs.fontOverride }
        set { apply([.fontOverrideChanged(newValue)]) }
    }

    /// The hint's direction; no property of its own.
    public var direction: TextDirection {
        get { driver.inputs.direction }
        set { apply([.directionChanged(newValue)]) }
    }

    /// Sets a value kept outside the core (in a toolkit object) and notifies `property` when it
    /// changed: a setter that changes nothing notifies nothing.
    public func assign<Owner: AnyObject, Value: Equatable>(
        _ newValue: Value, to value: ReferenceWritableKeyPath<Owner, Value>, of owner: Owner,
        notifying property: PlaceholderProperty
    ) {
        guard owner[keyPath: value] != newValue else { return }
        owner[keyPath: value] = newValue
        frontEnd?.notify(property)
    }

    /// The document's undo state now, which toolkits report at every recorded step: notifies
    /// `can-undo` and `can-redo` each only when it changed.
    public func undoStateChanged(canUndo: Bool, canRedo: Bool) {
        let reported = reportedUndoState
        reportedUndoState = (canUndo, canRedo)
        if canUndo != reported.canUndo { frontEnd?.notify(.canUndo) }
        if canRedo != reported.canRedo { frontEnd?.notify(.canRedo) }
    }

    /// Folds in the toolkit's `events`, which happened now, and renders.
    public func apply(_ events: [PlaceholderEvent]) {
        driver.apply(events)
        render()
    }

    /// The document now has `characterCount` characters: renders when that can change the hint.
    public func documentChanged(characterCount: Int) {
        if driver.documentChanged(characterCount: characterCount) { render() }
    }

    /// Renders now and starts the frame loop if a fade began.
    public func render() {
        guard let frontEnd else { return }
        let render = driver.render(isOnScreen: frontEnd.isOnScreen)
        frontEnd.show(render)
        if render.needsFrameTicks, !isTicking {
            isTicking = true
            frontEnd.startFrameTicks()
        }
    }

    /// One frame of a running fade, drawn at `frameTime` seconds on the driver's clock; stops the
    /// loop once the fade is over.
    public func frame(at frameTime: Double) {
        guard let frontEnd else { return }
        let render = driver.frame(at: frameTime)
        frontEnd.showFrame(render)
        if !render.needsFrameTicks { stopFrameTicks() }
    }

    /// Stops the frame loop (the fade ended, or the widget is going away).
    public func stopFrameTicks() {
        guard isTicking else { return }
        isTicking = false
        frontEnd?.stopFrameTicks()
    }

    /// Ends editing as `end` did: the focus moves on as `FocusHandOff` orders it, the hint
    /// follows the focus (a window where nothing else can take the focus leaves it in the text,
    /// and editing goes on), then `onDone` and the toolkit's `done` signal receive the text, so
    /// a handler that moves the focus itself has the last word.
    public func endEditing(after end: EditingEnd) {
        guard let frontEnd else { return }
        frontEnd.releaseFocus(after: end)
        if !frontEnd.textHasFocus { apply([.focusChanged(false)]) }
        let finalText = frontEnd.documentText
        onDone?(finalText)
        frontEnd.emitDone(text: finalText)
    }

    /// Sets an input through `apply`, renders, and notifies `property` when the input really
    /// changed (after the core's clamping).
    private func change<Value: Equatable>(
        _ property: PlaceholderProperty, _ read: (PlaceholderInputs) -> Value, _ apply: () -> Void
    ) {
        let old = read(driver.inputs)
        apply()
        render()
        if read(driver.inputs) != old { frontEnd?.notify(property) }
    }
}
