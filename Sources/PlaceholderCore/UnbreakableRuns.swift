// Which paragraphs hold a run of text too long to word-wrap quickly.
//
// GtkTextView's word-or-character wrapping (Pango's PANGO_WRAP_WORD_CHAR) is quadratic in the
// length of a run without a line-break opportunity: a few thousand characters take longer than a
// frame, tens of thousands take seconds, and longer runs end with GDK asked for a window wider than
// X allows (docs/benchmarks.md, "Long lines"). Character wrapping stays linear. So a paragraph with such
// a run is given character wrapping; every other paragraph keeps the text view's own wrap mode.

/// Finds the paragraphs whose longest run without a line-break opportunity is too long for
/// word wrapping to lay out quickly.
///
/// ```swift
/// let text = "short words\n" + String(repeating: "x", count: 5_000)
/// let needy = text.utf8.withContiguousStorageIfAvailable {
///     UnbreakableRuns.paragraphsNeedingCharacterWrap(in: $0)
/// }
/// // needy == [1]: the second paragraph
/// ```
///
/// Only what surely allows a break counts as one (spaces, tabs, the zero-width space, CJK
/// ideographs, kana and hangul syllables, between which Pango breaks); hyphens and slashes do
/// not, so a long URL or a hyphenated chain counts as one run. Erring this way costs at most a
/// paragraph wrapped between characters instead of after a hyphen; erring the other way would
/// freeze the view.
public enum UnbreakableRuns {
    /// The longest run, in Unicode scalars, that keeps word wrapping: twice as long, a bare
    /// GtkTextView takes more than a frame to lay the line out.
    public static let longestWordWrappedRun = 1_000

    /// The most characters GtkTextView should hand Pango as one item (a stretch of a paragraph
    /// with the same attributes). Pango sums an item's advance widths in 32-bit Pango units, which
    /// overflow at 2^31 / 1024 = 2,097,152 pixels: a bare GtkTextView draws a 1 MB paragraph as one
    /// garbled row, of words or not. 20,000 characters stay below that for glyphs up to
    /// 100 pixels wide.
    public static let longestItem = 20_000

    /// Insertions shorter than this (in UTF-8 bytes) are not examined: typing, short pastes and
    /// most input-method commits. Such an insertion alone cannot make a run longer than
    /// `longestWordWrappedRun` (a scalar is at least a byte); it can only lengthen a run already
    /// there, which takes many of them (see `PlaceholderTextView`'s long-run wrapping).
    public static let smallestExaminedInsertion = 1_000

    /// What a paragraph needs from the view.
    public struct ParagraphNeeds: Equatable, Sendable {
        /// The paragraph's index (0 for the first of the text examined).
        public let paragraph: Int
        /// It holds a run too long for word wrapping: wrap it between characters.
        public let wrapsBetweenCharacters: Bool
        /// It is longer than `longestItem`: cut it into items of at most that many characters.
        public let needsItemCuts: Bool

        /// The needs of the paragraph at index `paragraph`, as `paragraphNeeds(in:)` reports them.
        public init(paragraph: Int, wrapsBetweenCharacters: Bool, needsItemCuts: Bool) {
            self.paragraph = paragraph
            self.wrapsBetweenCharacters = wrapsBetweenCharacters
            self.needsItemCuts = needsItemCuts
        }
    }

    /// The paragraphs of `utf8` that hold a run of more than `longestWordWrappedRun` scalars
    /// without a break opportunity (`paragraphsNeedingCharacterWrap`), or more than `longestItem`
    /// scalars, with what each needs; the others need nothing.
    public static func paragraphNeeds(in utf8: UnsafeBufferPointer<UInt8>) -> [ParagraphNeeds] {
        scan(utf8, countingParagraphs: true)
    }

    /// The indices (0 for the first) of the paragraphs of `utf8` that hold a run of more than
    /// `longestWordWrappedRun` scalars without a break opportunity. Paragraphs end as in
    /// GtkTextBuffer: at "\n", "\r", "\r\n" or U+2029. O(n), one pass, no allocation but the result.
    public static func paragraphsNeedingCharacterWrap(in utf8: UnsafeBufferPointer<UInt8>) -> [Int] {
        scan(utf8, countingParagraphs: false).filter(\.wrapsBetweenCharacters).map(\.paragraph)
    }

    private static func scan(_ utf8: UnsafeBufferPointer<UInt8>, countingParagraphs: Bool) -> [ParagraphNeeds] {
        var needs: [ParagraphNeeds] = []
        var paragraph = 0
        var run = 0
        var scalars = 0
        var wraps = false
        var index = 0
        let count = utf8.count
        func endParagraph() {
            if wraps || scalars > longestItem {
                needs.append(
                    ParagraphNeeds(
                        paragraph: paragraph, wrapsBetweenCharacters: wraps, needsItemCuts: scalars > longestItem))
            }
            paragraph += 1
            run = 0
            scalars = 0
            wraps = false
        }
        while index < count {
            let lead = utf8[index]
            if lead < 0x80 {
                index += 1
                switch lead {
                case 0x0A, 0x0D:
                    if lead == 0x0D, index < count, utf8[index] == 0x0A { index += 1 }
                    endParagraph()
                    continue
                case 0x20, 0x09:
                    run = 0
                    scalars += 1
                    continue
                default:
                    break
                }
            } else {
                let (scalar, length) = decode(utf8, at: index, lead: lead)
                index += length
                if scalar == 0x2029 {
                    endParagraph()
                    continue
                }
                scalars += 1
                if allowsLineBreak(around: scalar) {
                    run = 0
                    continue
                }
                run += 1
                if run > longestWordWrappedRun { wraps = true }
                continue
            }
            scalars += 1
            run += 1
            if run > longestWordWrappedRun {
                wraps = true
                // Without item cuts to count for, the rest of the paragraph needs no look.
                if !countingParagraphs {
                    index = nextParagraph(in: utf8, from: index)
                    endParagraph()
                }
            }
        }
        if index > 0 || count > 0 { endParagraph() }
        return needs
    }

    /// Whether Pango surely offers a line break beside `scalar` (a value above 0x7F): the spaces
    /// that are not no-break spaces, the zero-width space, and the CJK characters of line-break
    /// class ID, between which Pango breaks (ideographs, kana, hangul syllables, fullwidth letters
    /// and digits). Small kana and the prolonged sound mark (class CJ) are left out: Pango does
    /// not break before them, so a run of them alone has no break.
    public static func allowsLineBreak(around scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: true
        case 0x3041...0x3096, 0x30A1...0x30FA: !smallKana.contains(scalar)
        case 0x2E80...0x2FFF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF: true
        case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A, 0x20000...0x3FFFD: true
        default: false
        }
    }

    /// Hiragana and katakana of line-break class CJ (conditional Japanese starters).
    private static let smallKana: Set<UInt32> = [
        0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
        0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
    ]

    /// The scalar whose UTF-8 starts at `index` with byte `lead` (at least 0x80), and its length
    /// in bytes. A malformed sequence reads as one byte that allows no break (GtkTextBuffer holds
    /// valid UTF-8, so this is only for robustness).
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, lead: UInt8) -> (UInt32, Int) {
        let length = lead > 0xF4 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 1
        guard length > 1, index + length <= utf8.count else { return (0xFFFD, 1) }
        var scalar = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            let continuation = utf8[index + offset]
            guard continuation & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        return (scalar, length)
    }

    /// The index just after the paragraph separator at or after `index` (the end if none).
    private static func nextParagraph(in utf8: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            index += 1
            if byte == 0x0A { return index }
            if byte == 0x0D { return index < count && utf8[index] == 0x0A ? index + 1 : index }
            // U+2029 is E2 80 A9.
            if byte == 0xE2, index + 1 < count, utf8[index] == 0x80, utf8[index + 1] == 0xA9 { return index + 2 }
        }
        return count
    }
}
