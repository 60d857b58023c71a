// The shared placeholder state core: events in, presentation out.

/// The single source of truth for a placeholder: fold events in with `apply(_:at:)`, read what to
/// show with `presentation(at:)`. No GTK, no clock of its own: time is an input.
///
/// ```swift
/// var state = PlaceholderState()
/// state.apply(.placeholderTextChanged("Write a note"), at: 0)
/// state.apply(.characterCountChanged(1), at: 0.1)
/// state.presentation(at: 0.1).isVisible   // false: the document has content
/// ```
///
/// Deterministic and order-independent: every input is set by exactly one event, so any order
/// of events ending in the same inputs settles on `PlaceholderPresentation(settled: inputs)`.
/// Every event is O(1) in the document's size.
public struct PlaceholderState: Equatable, Sendable {
    /// The inputs as the events left them.
    public private(set) var inputs: PlaceholderInputs
    /// The opacity animation.
    public private(set) var fade: FadeAnimation
    /// The latest time seen; earlier times are treated as this one, so time never runs backwards.
    public private(set) var now: Double = 0

    /// A state from initial inputs, with the hint already settled (no fade at creation: a view
    /// appearing with its hint should not flash).
    public init(inputs: PlaceholderInputs = PlaceholderInputs()) {
        self.inputs = inputs
        fade = FadeAnimation(settledAt: inputs.wantsPlaceholder ? 1 : 0)
    }

    /// Folds in `event`, which happened at `time` (seconds on any monotonic clock).
    public mutating func apply(_ event: PlaceholderEvent, at time: Double) {
        advance(to: time)
        let wanted = inputs.wantsPlaceholder
        inputs.apply(event)
        if case .animationsEnabledChanged(false) = event, fade.isRunning(at: now) {
            // Animations turned off mid-fade: the fade ends now, at its target.
            fade.retarget(to: fade.targetAlpha, at: now, duration: 0)
        }
        if hasContentOrComposition {
            // Content or a composition hides the hint at once, also when it was already fading out
            // (after focus under `whileEmptyAndUnfocused`, or the hint being cleared): a fading hint
            // would overlap the first typed glyph, or the IME's preedit, for up to a quarter second.
            if fade.targetAlpha != 0 || fade.isRunning(at: now) { fade.retarget(to: 0, at: now, duration: 0) }
        } else if wanted != inputs.wantsPlaceholder {
            fade.retarget(to: inputs.wantsPlaceholder ? 1 : 0, at: now, duration: fadeDuration)
        }
    }

    /// Folds in several events that happened together at `time`.
    public mutating func apply(_ events: [PlaceholderEvent], at time: Double) {
        for event in events { apply(event, at: time) }
    }

    /// Ends any fade at once, at its target. For views not on screen: nobody would see the fade,
    /// and a view that appears should show its settled hint, not finish a fade begun while hidden.
    public mutating func settle(at time: Double) {
        advance(to: time)
        fade.retarget(to: inputs.wantsPlaceholder ? 1 : 0, at: now, duration: 0)
    }

    /// What to show at `time`.
    public func presentation(at time: Double) -> PlaceholderPresentation {
        // Earlier times and NaN read as `now`.
        let time = time > now ? time : now
        return PlaceholderPresentation(
            inputs: inputs, alpha: fade.alpha(at: time), isAnimating: fade.isRunning(at: time))
    }

    private mutating func advance(to time: Double) {
        if time.isFinite, time > now { now = time }
    }

    /// Whether the document has content or an input method is composing: the hint must not show.
    private var hasContentOrComposition: Bool { inputs.characterCount > 0 || !inputs.preeditText.isEmpty }

    /// How long a change of the hint's visibility that is not content arriving fades (the hint
    /// appearing, focus with `whileEmptyAndUnfocused`): instant when animations are off.
    private var fadeDuration: Double { inputs.animationsEnabled ? inputs.fadeDuration : 0 }
}
