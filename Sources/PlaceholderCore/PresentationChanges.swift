// Which parts of a presentation differ from the one a front end applied last.

/// The parts of a `PlaceholderPresentation` that changed since the last render, so a front end
/// touches only those (a keystroke that changes nothing costs nothing).
public struct PresentationChanges: OptionSet, Sendable {
    /// The parts as bits.
    public let rawValue: Int
    /// The parts whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// What the label shows (text or markup).
    public static let content = PresentationChanges(rawValue: 1 << 0)
    /// The font the hint is drawn in.
    public static let font = PresentationChanges(rawValue: 1 << 1)
    /// Position, direction, alignment and line breaking.
    public static let layout = PresentationChanges(rawValue: 1 << 2)
    /// Whether the hint draws as sensitive.
    public static let sensitivity = PresentationChanges(rawValue: 1 << 3)
    /// Opacity, and with it whether the label is on screen at all.
    public static let opacity = PresentationChanges(rawValue: 1 << 4)
    /// Every part: the first render.
    public static let all: PresentationChanges = [.content, .font, .layout, .sensitivity, .opacity]

    /// What differs from `previous` to `current`; everything when there was no previous one.
    public init(from previous: PlaceholderPresentation?, to current: PlaceholderPresentation) {
        guard let previous else {
            self = .all
            return
        }
        self = []
        if previous.content != current.content { insert(.content) }
        if previous.font != current.font { insert(.font) }
        if previous.layout != current.layout { insert(.layout) }
        if previous.isSensitive != current.isSensitive { insert(.sensitivity) }
        if previous.alpha != current.alpha { insert(.opacity) }
    }
}
