// The text view's font, and the app's optional changes to it for the placeholder.

/// Slant of a font.
public enum FontStyle: String, Sendable, CaseIterable, Codable {
    /// Upright glyphs (Pango's `PANGO_STYLE_NORMAL`).
    case normal
    /// The upright design slanted (`PANGO_STYLE_OBLIQUE`).
    case oblique
    /// The family's italic design (`PANGO_STYLE_ITALIC`).
    case italic
}

/// A font as Pango describes one: family list, size, weight and style.
///
/// ```swift
/// let body = FontDescription(family: "DejaVu Serif", size: 18)
/// ```
public struct FontDescription: Equatable, Hashable, Sendable, Codable {
    /// Comma-separated family list, e.g. "Cantarell" or "DejaVu Serif, Noto Serif CJK JP".
    public var family: String
    /// Size in points, or in device pixels when `isAbsoluteSize`. Clamped to `0...FontDescription.maximumSize`.
    public var size: Double { didSet { size = Self.clamp(size) } }
    /// Whether `size` is in device pixels rather than points.
    public var isAbsoluteSize: Bool
    /// CSS-style weight, 100 (thin) to 1000; 400 is normal, 700 bold.
    public var weight: Int { didSet { weight = Self.clampWeight(weight) } }
    /// Slant.
    public var style: FontStyle

    /// The largest size kept (points or pixels); larger, negative and NaN sizes are clamped.
    public static let maximumSize = 1_000.0

    /// A description; `size` and `weight` are clamped to their ranges.
    public init(
        family: String, size: Double, isAbsoluteSize: Bool = false, weight: Int = 400, style: FontStyle = .normal
    ) {
        self.family = family
        self.size = Self.clamp(size)
        self.isAbsoluteSize = isAbsoluteSize
        self.weight = Self.clampWeight(weight)
        self.style = style
    }

    /// GTK's default when nothing else is known.
    public static let fallback = FontDescription(family: "Sans", size: 10)

    static func clamp(_ size: Double) -> Double { size.isNaN ? 0 : min(max(size, 0), maximumSize) }
    static func clampWeight(_ weight: Int) -> Int { min(max(weight, 100), 1000) }

    private enum CodingKeys: String, CodingKey { case family, size, isAbsoluteSize, weight, style }

    /// A decoded description, with `size` and `weight` clamped like any other (the synthesized
    /// decoder would skip the clamps).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            family: try container.decode(String.self, forKey: .family),
            size: try container.decode(Double.self, forKey: .size),
            isAbsoluteSize: try container.decode(Bool.self, forKey: .isAbsoluteSize),
            weight: try container.decode(Int.self, forKey: .weight),
            style: try container.decode(FontStyle.self, forKey: .style))
    }
}

/// What an app changes in the text view's font for the placeholder; nil fields follow the text view.
///
/// ```swift
/// view.placeholderFont = FontOverride(style: .italic)   // the text view's font, in italics
/// ```
public struct FontOverride: Equatable, Hashable, Sendable, Codable {
    /// Comma-separated family list for the hint, as `FontDescription.family`; nil or "" follows
    /// the text view's family.
    public var family: String?
    /// Size in the text font's unit; NaN counts as nil (follow the text view), so overrides stay
    /// comparable (NaN is unequal to itself).
    public var size: Double? { didSet { if size?.isNaN == true { size = nil } } }
    /// CSS-style weight for the hint, clamped to 100...1000 when applied (400 normal, 700 bold);
    /// nil follows the text view.
    public var weight: Int?
    /// Slant for the hint; nil follows the text view.
    public var style: FontStyle?

    /// An override; every field left nil follows the text view's font.
    public init(family: String? = nil, size: Double? = nil, weight: Int? = nil, style: FontStyle? = nil) {
        self.family = family
        self.size = size?.isNaN == true ? nil : size
        self.weight = weight
        self.style = style
    }

    /// `font` with this override's fields applied.
    public func applied(to font: FontDescription) -> FontDescription {
        var result = font
        if let family, !family.isEmpty { result.family = family }
        if let size { result.size = size }
        if let weight { result.weight = weight }
        if let style { result.style = style }
        return result
    }
}
