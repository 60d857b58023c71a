// Paragraph justification, as GtkTextView names it.

/// How lines are aligned in the text view (`GtkJustification`).
///
/// As in GtkTextView, `left` and `right` mean start and end: in a right-to-left paragraph
/// `left` aligns to the right edge.
public enum Justification: String, Sendable, CaseIterable, Codable {
    /// Lines start at the paragraph's start edge (the right edge in a right-to-left paragraph).
    case left
    /// Lines end at the paragraph's end edge (the left edge in a right-to-left paragraph).
    case right
    /// Each line is centred between the insets.
    case center
    /// Wrapped lines are stretched to the full width; the last line of a paragraph sits as `left` does.
    case fill
}

/// Where the placeholder's lines sit horizontally, in absolute (screen) terms.
public enum HorizontalAlignment: String, Sendable, CaseIterable, Codable {
    /// Lines start at the left inset.
    case left
    /// Each line is centred between the left and right insets.
    case center
    /// Lines end at the right inset.
    case right

    /// The fraction of free space left of a line: 0, 0.5 or 1 (a label's `xalign`).
    public var fraction: Double {
        switch self {
        case .left: return 0
        case .center: return 0.5
        case .right: return 1
        }
    }
}
