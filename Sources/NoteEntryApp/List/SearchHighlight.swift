// Marking what a search matched in a list row, as Pango markup.
import NoteStore

/// The matched words of a search, shown bold in a row's text.
enum SearchHighlight {
    /// `text` as Pango markup (escaped), each occurrence of a word of `query` in `<b>…</b>`,
    /// compared as the store's search compares (`SearchFolding`: case, accents and width ignored).
    ///
    /// ```swift
    /// SearchHighlight.markup("Café & tea", query: "cafe")   // "<b>Café</b> &amp; tea"
    /// ```
    static func markup(_ text: String, query: String) -> String {
        let words = query.split(whereSeparator: \.isWhitespace).map {
            Array(SearchFolding.fold(String($0)).unicodeScalars)
        }
        let folded = FoldedCharacters(text)
        let matched = words.flatMap { folded.ranges(of: $0) }
        // Overlapping matches of different words become one bold run.
        let runs = matched.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: [Range<String.Index>]()) {
            runs, range in
            if let last = runs.last, range.lowerBound <= last.upperBound {
                runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                runs.append(range)
            }
        }
        var markup = ""
        var position = text.startIndex
        for run in runs {
            markup += escape(text[position..<run.lowerBound]) + "<b>" + escape(text[run]) + "</b>"
            position = run.upperBound
        }
        return markup + escape(text[position...])
    }

    /// `text` with Pango markup's special characters escaped, scalar by scalar (an `&` that a
    /// following mark joins into one Character is still an `&` to the markup parser), and NUL,
    /// where the C string GTK reads would end, as U+FFFD.
    static func escape(_ text: Substring) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;".unicodeScalars
            case "<": escaped += "&lt;".unicodeScalars
            case ">": escaped += "&gt;".unicodeScalars
            case "\"": escaped += "&quot;".unicodeScalars
            case "'": escaped += "&apos;".unicodeScalars
            case "\u{0}": escaped.append("\u{FFFD}")
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}

/// A text folded a character at a time, so a match in the folded text maps back to whole
/// characters of the original.
private struct FoldedCharacters {
    /// The folded scalars of every character, in order.
    private var scalars: [Unicode.Scalar] = []
    /// For each folded scalar, the range of the character it comes from.
    private var owners: [Range<String.Index>] = []

    init(_ text: String) {
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            for scalar in SearchFolding.fold(String(text[index..<next])).unicodeScalars {
                scalars.append(scalar)
                owners.append(index..<next)
            }
            index = next
        }
    }

    /// The ranges of whole characters whose folding is `word` (folded), left to right, not
    /// overlapping.
    func ranges(of word: [Unicode.Scalar]) -> [Range<String.Index>] {
        guard !word.isEmpty, word.count <= scalars.count else { return [] }
        var found: [Range<String.Index>] = []
        var start = 0
        while start + word.count <= scalars.count {
            let end = start + word.count
            let startsACharacter = start == 0 || owners[start - 1] != owners[start]
            let endsACharacter = end == scalars.count || owners[end] != owners[end - 1]
            if startsACharacter, endsACharacter, scalars[start..<end].elementsEqual(word) {
                found.append(owners[start].lowerBound..<owners[end - 1].upperBound)
                start = end
            } else {
                start += 1
            }
        }
        return found
    }
}
