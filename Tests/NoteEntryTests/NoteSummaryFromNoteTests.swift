// The list row the window makes from a saved note is the row a relaunch lists.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class NoteSummaryFromNoteTests: XCTestCase {
    func testSummaryOfSavedNoteEqualsTheStoresListing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = try NoteStore(directory: folder.url)
        let bodies = [
            "Milk\nEggs",
            "\n  \r\n\t  Hello there  \nsecond",
            String(repeating: "word ", count: 40),
            // Past the store's 200-scalar head: blank lines only, then a cut emoji sequence.
            String(repeating: "\n", count: 250) + "late first line",
            String(repeating: "x", count: 199) + "👩‍👩‍👧",
            "",
        ]
        for body in bodies {
            let note = try store.createNote(title: "t", body: body)
            let listed = try XCTUnwrap(try store.listSummaries().first { $0.id == note.id })
            XCTAssertEqual(NoteSummary(note: note), listed, "body \(body.debugDescription.prefix(40))")
        }
    }
}
