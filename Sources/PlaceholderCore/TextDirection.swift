// Writing direction of the placeholder paragraph.

/// The direction the placeholder is laid out in.
public enum TextDirection: String, Sendable, CaseIterable, Codable {
    /// Left to right.
    case leftToRight
    /// Right to left (Arabic, Hebrew ...).
    case rightToLeft
    /// From the placeholder's first strong character, as GtkTextView does for typed paragraphs;
    /// the widget's own direction when the placeholder has none (digits, punctuation only).
    case automatic
}

/// A direction that is settled: what `TextDirection.automatic` resolves to.
public enum ResolvedDirection: String, Sendable, CaseIterable, Codable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

extension ResolvedDirection {
    /// The direction of the first character of `text` with a strong bidirectional type
    /// (Unicode bidi classes L, R, AL), or nil when it has none.
    ///
    /// Swift exposes no bidi class, so right-to-left is recognised by the Unicode blocks of the
    /// right-to-left scripts and any other letter counts as left-to-right; the direction marks
    /// (LRM, RLM, ALM) count as what they mark, as in Pango. Stops at the first strong
    /// character, so a 1 MB placeholder costs what its first words cost.
    public static func firstStrong(in text: String) -> ResolvedDirection? {
        for scalar in text.unicodeScalars {
            if isRightToLeft(scalar) { return .rightToLeft }
            if scalar.properties.isAlphabetic || scalar == leftToRightMark { return .leftToRight }
        }
        return nil
    }

    /// The invisible marks that exist to set a direction: strong, though neither is a letter.
    private static let leftToRightMark: Unicode.Scalar = "\u{200E}"
    private static let rightToLeftMarks: Set<Unicode.Scalar> = ["\u{200F}", "\u{061C}"]  // RLM; ALM (class AL)

    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        if rightToLeftMarks.contains(scalar) { return true }
        switch scalar.value {
        case 0x0590...0x08FF,  // Hebrew, Arabic, Syriac, Arabic Supplement, Thaana, NKo, Samaritan, Mandaic, Arabic Extended
            0xFB1D...0xFDFF,  // Hebrew and Arabic presentation forms A
            0xFE70...0xFEFF,  // Arabic presentation forms B
            0x10800...0x10FFF,  // historic right-to-left scripts
            0x1E800...0x1EFFF:  // Mende Kikakui, Adlam, Arabic mathematical symbols
            return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .otherLetter
        default:
            return false
        }
    }
}
