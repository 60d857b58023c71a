// One render's worth of work for a front end: what to show, what changed, what to announce.

/// What a front end applies after events: the presentation, the parts of it that changed since
/// the previous render, and the hint for accessibility when it changed.
public struct PlaceholderRender: Sendable {
    /// What to show now.
    public let presentation: PlaceholderPresentation
    /// The parts of `presentation` that differ from the last one rendered.
    public let changes: PresentationChanges
    /// The hint to hand to assistive technology, or nil when it is the one handed over last
    /// (it may be a megabyte: it is copied only when it changed).
    public let accessibleText: String?
    /// The accessible description to set, or nil when it is the one set last.
    public let accessibleDescription: String?

    /// Whether a fade is running, so the front end must render again at each frame.
    public var needsFrameTicks: Bool { presentation.isAnimating }
}
