// Where the hint goes, so its first glyph sits where the first typed glyph would.

/// The hint's position and line breaking, in pixels relative to the text view's top-left corner.
public struct PlaceholderLayout: Equatable, Sendable {
    /// Left edge of the hint's box.
    public var x: Int
    /// Top edge of the hint's first line.
    public var y: Int
    /// Width of the hint's box: the text view's text width, less the indent. The hint's lines are
    /// aligned inside it; with wrapping on, they break at it.
    public var width: Int
    /// Whether lines break at `width` (false when the text view does not wrap).
    public var wraps: Bool
    /// How lines break when they do.
    public var wrapMode: WrapMode
    /// The settled paragraph direction of the hint.
    public var direction: ResolvedDirection
    /// Where lines sit inside the box, in screen terms.
    public var alignment: HorizontalAlignment
    /// Whether lines are justified to both edges (`Justification.fill`).
    public var fillsLines: Bool

    /// The layout GtkTextView would give a first paragraph with these inputs.
    ///
    /// GtkLabel has no first-line indent, so a positive indent moves the whole hint; for a one-line
    /// hint (the usual case) that is exactly the typed text's position. A negative indent is a
    /// hanging indent in GtkTextView (checked against typed text in the widget's pixel tests): the
    /// first line stays at the margin and later lines move in, so the hint, whose first line is
    /// what matters, stays at the margin.
    public init(_ inputs: PlaceholderInputs, direction: ResolvedDirection) {
        let insets = inputs.insets
        let textWidth = max(inputs.availableWidth - insets.left - insets.right, 0)
        // The indent is on the start side: the left in LTR, the right in RTL.
        let indent = max(inputs.indent, 0)
        x = direction == .leftToRight ? insets.left + indent : insets.left
        y = insets.top + inputs.pixelsAboveLines
        width = max(textWidth - indent, 0)
        wraps = inputs.wrapMode != .none
        wrapMode = inputs.wrapMode
        self.direction = direction
        fillsLines = inputs.justification == .fill
        alignment = Self.alignment(inputs.justification, direction)
    }

    /// GtkTextView reads left/right justification as start/end of the paragraph's direction.
    private static func alignment(_ justification: Justification, _ direction: ResolvedDirection) -> HorizontalAlignment
    {
        let start: HorizontalAlignment = direction == .leftToRight ? .left : .right
        let end: HorizontalAlignment = direction == .leftToRight ? .right : .left
        switch justification {
        case .left, .fill: return start
        case .right: return end
        case .center: return .center
        }
    }
}
