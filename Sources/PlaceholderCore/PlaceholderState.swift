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
        let before = inputs
        inputs.apply(event)
        guard before.wantsPlaceholder != inputs.wantsPlaceholder else { return }
        fade.retarget(to: inputs.wantsPlaceholder ? 1 : 0, at: now, duration: fadeDuration())
    }

    /// Folds in several events that happened together at `time`.
    public mutating func apply(_ events: [PlaceholderEvent], at time: Double) {
        for event in events { apply(event, at: time) }
    }

    /// What to show at `time`.
    public func presentation(at time: Double) -> PlaceholderPresentation {
        let time = max(time, now)
        return PlaceholderPresentation(inputs: inputs, alpha: fade.alpha(at: time), isAnimating: fade.isRunning(at: time))
    }

    private mutating func advance(to time: Double) {
        if time.isFinite, time > now { now = time }
    }

    /// How long the change that just happened to the hint's visibility fades.
    ///
    /// Content or a composition appearing hides the hint at once: a fading hint would overlap the
    /// first typed glyph, or the IME's preedit, for a quarter second. Everything else (the hint
    /// appearing, focus with `whileEmptyAndUnfocused`) fades, unless animations are off.
    private func fadeDuration() -> Double {
        guard inputs.animationsEnabled else { return 0 }
        let contentArrived = inputs.characterCount > 0 || !inputs.preeditText.isEmpty
        if !inputs.wantsPlaceholder && contentArrived { return 0 }
        return inputs.fadeDuration
    }
}
