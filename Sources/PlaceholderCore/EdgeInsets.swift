// Distances from the text view's edges to its text.

/// Distances in pixels from the text view's edges to where text is drawn: its margins plus CSS
/// padding and border.
///
/// Each side is clamped to `0...EdgeInsets.maximum`: GTK margins are never negative, and a
/// larger value than any screen is a bug upstream, not a layout.
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// The largest inset kept; larger values are clamped to it.
    public static let maximum = 100_000

    /// Pixels from the left edge to the text, whatever the text's direction; clamped to `0...maximum`.
    public var left: Int { didSet { left = Self.clamp(left) } }
    /// Pixels from the right edge to the text, whatever the text's direction; clamped to `0...maximum`.
    public var right: Int { didSet { right = Self.clamp(right) } }
    /// Pixels from the top edge to the first line's top; clamped to `0...maximum`.
    public var top: Int { didSet { top = Self.clamp(top) } }
    /// Pixels from the last line's bottom to the bottom edge; clamped to `0...maximum`.
    public var bottom: Int { didSet { bottom = Self.clamp(bottom) } }

    /// Insets, each clamped to `0...maximum`.
    public init(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0) {
        self.left = Self.clamp(left)
        self.right = Self.clamp(right)
        self.top = Self.clamp(top)
        self.bottom = Self.clamp(bottom)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    static func clamp(_ value: Int) -> Int { min(max(value, 0), maximum) }

    private enum CodingKeys: String, CodingKey { case left, right, top, bottom }

    /// Decoded insets, clamped like any others (the synthesized decoder would skip the clamps).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            left: try container.decode(Int.self, forKey: .left), right: try container.decode(Int.self, forKey: .right),
            top: try container.decode(Int.self, forKey: .top), bottom: try container.decode(Int.self, forKey: .bottom))
    }
}
