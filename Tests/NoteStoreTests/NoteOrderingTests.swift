// The note list is newest first.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class NoteOrderingTests: XCTestCase {
    func testSummariesListMostRecentlySavedFirst() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let a = try store.createNote(title: "a", body: "")
        let b = try store.createNote(title: "b", body: "")
        let c = try store.createNote(title: "c", body: "")
        XCTAssertEqual(try store.listSummaries().map(\.id), [c.id, b.id, a.id])
        try store.update(id: a.id, title: "a", body: "edited")
        XCTAssertEqual(try store.listSummaries().map(\.id), [a.id, c.id, b.id])
    }

    func testNotesSavedInTheSameMillisecondListNewerIDFirst() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock(step: 0))
        let ids = try (0..<4).map { try store.createNote(title: "\($0)", body: "").id }
        XCTAssertEqual(try store.listSummaries().map(\.id), ids.reversed())
    }
}
