// Paragraph justification, as GtkTextView names it.

/// How lines are aligned in the text view (`GtkJustification`).
///
/// As in GtkTextView, `left` and `right` mean start and end: in a right-to-left paragraph
/// `left` aligns to the right edge.
public enum Justification: String, Sendable, CaseIterable, Codable {
    case left, right, center, fill
}

/// Where the placeholder's lines sit horizontally, in absolute (screen) terms.
public enum HorizontalAlignment: String, Sendable, CaseIterable, Codable {
    case left, center, right

    /// The fraction of free space left of a line: 0, 0.5 or 1 (a label's `xalign`).
    public var fraction: Double {
        switch self {
        case .left: return 0
        case .center: return 0.5
        case .right: return 1
        }
    }
}
