// The toolkit-neutral half of a front end: the clock, renders and what changed between them.

/// Runs a `PlaceholderState` for a toolkit front end, so the front end only reads its toolkit's
/// inputs and applies what a render says. It owns the clock, settles fades of views not on
/// screen, reads the hint's markup through the toolkit's one parser (once per change of the
/// hint), tells which parts of the presentation changed since the last render, and hands the
/// accessible hint over only when it changed.
///
/// ```swift
/// let driver = PlaceholderDriver(clock: { monotonicSeconds() }, readMarkup: { pangoReading(of: $0) })
/// driver.setPlaceholderText("Write a note")
/// let render = driver.render(isOnScreen: true)
/// label.apply(render.presentation, changes: render.changes)
/// if render.needsFrameTicks { startFrameTicks() }
/// ```
public final class PlaceholderDriver {
    /// The core, as the events so far left it.
    public private(set) var state = PlaceholderState()
    private let clock: () -> Double
    private let readMarkup: (String) -> MarkupReading
    /// Whether the document was empty when last reported: what `documentChanged` compares
    /// against, so a keystroke inside a non-empty document does not touch the core.
    private var documentWasEmpty = true
    /// The presentation applied by the last render or frame; nil before the first.
    public private(set) var renderedPresentation: PlaceholderPresentation?
    /// The hint last handed to accessibility; nil before the first render.
    private var announcedHint: String?
    /// The accessible description last set; nil before the first render.
    private var announcedDescription: String?

    /// A driver starting from `events` (the toolkit's initial readings). `clock` gives seconds on
    /// a monotonic clock; `readMarkup` is the toolkit's markup parser.
    public init(
        events: [PlaceholderEvent] = [], clock: @escaping () -> Double,
        readMarkup: @escaping (String) -> MarkupReading
    ) {
        self.clock = clock
        self.readMarkup = readMarkup
        apply(events)
        documentWasEmpty = state.inputs.characterCount == 0
    }

    /// The inputs the core decides from.
    public var inputs: PlaceholderInputs { state.inputs }

    /// What the hint shows at this moment.
    public var presentation: PlaceholderPresentation { state.presentation(at: clock()) }

    /// Folds in `events`, which happened now.
    public func apply(_ events: [PlaceholderEvent]) {
        state.apply(events, at: clock())
    }

    /// Folds in `event`, which happened now.
    public func apply(_ event: PlaceholderEvent) {
        state.apply(event, at: clock())
    }

    /// Sets the hint; with markup on, has the toolkit read it.
    public func setPlaceholderText(_ text: String) {
        guard text != state.inputs.placeholderText else { return }
        var events: [PlaceholderEvent] = [.placeholderTextChanged(text)]
        if state.inputs.usesMarkup { events.append(.markupRead(readMarkup(text))) }
        apply(events)
    }

    /// Turns markup on or off; turning it on has the toolkit read the hint.
    public func setUsesMarkup(_ usesMarkup: Bool) {
        guard usesMarkup != state.inputs.usesMarkup else { return }
        var events: [PlaceholderEvent] = [.usesMarkupChanged(usesMarkup)]
        if usesMarkup { events.append(.markupRead(readMarkup(state.inputs.placeholderText))) }
        apply(events)
    }

    /// The document now has `characterCount` characters. Only emptiness decides anything, so the
    /// core hears of it when emptiness may have changed (and whenever the document is empty, as
    /// after a buffer replacement). Returns whether it did, i.e. whether a render is due.
    @discardableResult
    public func documentChanged(characterCount: Int) -> Bool {
        let isEmpty = characterCount <= 0
        guard documentWasEmpty != isEmpty || isEmpty else { return false }
        documentWasEmpty = isEmpty
        apply(.characterCountChanged(characterCount))
        return true
    }

    /// What to apply now. A view not on screen has its fades settled first: nobody would see
    /// them, and a view that appears should show its settled hint.
    public func render(isOnScreen: Bool) -> PlaceholderRender {
        if !isOnScreen { state.settle(at: clock()) }
        return rendering(state.presentation(at: clock()))
    }

    /// What to apply at a frame of a running fade, drawn at `frameTime` (the toolkit's frame
    /// clock, on the same monotonic clock).
    public func frame(at frameTime: Double) -> PlaceholderRender {
        rendering(state.presentation(at: frameTime))
    }

    private func rendering(_ presentation: PlaceholderPresentation) -> PlaceholderRender {
        let changes = PresentationChanges(from: renderedPresentation, to: presentation)
        renderedPresentation = presentation
        var announcement: String?
        if presentation.accessibleText != announcedHint {
            announcedHint = presentation.accessibleText
            announcement = presentation.accessibleText
        }
        var description: String?
        if presentation.accessibleDescription != announcedDescription {
            announcedDescription = presentation.accessibleDescription
            description = presentation.accessibleDescription
        }
        return PlaceholderRender(
            presentation: presentation, changes: changes, accessibleText: announcement,
            accessibleDescription: description)
    }
}
