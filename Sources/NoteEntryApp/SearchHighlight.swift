// Marking what a search matched in a list row, as Pango markup.
import Foundation

/// The matched words of a search, shown bold in a row's text.
enum SearchHighlight {
    /// Compared as the store's search compares: case, accents and width ignored.
    static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]

    /// `text` as Pango markup (escaped), each occurrence of a word of `query` in `<b>…</b>`.
    ///
    /// ```swift
    /// SearchHighlight.markup("Café & tea", query: "cafe")   // "<b>Café</b> &amp; tea"
    /// ```
    static func markup(_ text: String, query: String) -> String {
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        var matched: [Range<String.Index>] = []
        for word in words {
            var searchStart = text.startIndex
            while searchStart < text.endIndex, let found = text.range(of: word, options: options, range: searchStart..<text.endIndex) {
                matched.append(found)
                searchStart = found.upperBound
            }
        }
        // Overlapping matches of different words become one bold run.
        let runs = matched.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: [Range<String.Index>]()) { runs, range in
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

    /// `text` with Pango markup's special characters escaped.
    static func escape(_ text: Substring) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
