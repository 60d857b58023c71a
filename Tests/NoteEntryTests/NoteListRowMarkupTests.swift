// A list row's markup as GTK reads it: whatever a note's title and first line hold, the row
// shows them (GTK keeps a row's previous text when its markup does not parse, so a row whose
// title broke the markup showed the note drawn before it).
import Foundation
import NoteStore
import PlaceholderPango
import XCTest

@testable import NoteEntryApp

final class NoteListRowMarkupTests: XCTestCase {
    /// Texts that broke the row's markup: a NUL (the C string GTK reads ends there, before
    /// `</b>`), and markup's `&` and `<` joined by a following mark into one Character (the
    /// escaping compared Characters, so "&\u{301}" was not "&" and went in raw). With and
    /// without a search's highlighting, Pango reads the row, and shows the texts, a NUL as U+FFFD.
    func testEveryTitleAndFirstLineIsShownAsItIs() {
        let texts = ["R&\u{301}D", "a <\u{338} b", "nul\u{0}inside", "x >\u{301} y", "quote \"\u{301}"]
        for text in texts {
            for query in [nil, "r", "a", "inside", "y"] {
                let summary = NoteSummary(
                    id: 1, title: text, firstLine: text, updated: NoteTime(millisecondsSince1970: 0))
                let row = NoteListRowText(summary, highlighting: query, isSelected: false, now: 0)
                let shown = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
                XCTAssertEqual(
                    PangoMarkup.read(row.markup).text, "\(shown)\n\(shown)",
                    "\(text.debugDescription), searching \(query.debugDescription): \(row.markup.debugDescription)")
            }
        }
    }
}
