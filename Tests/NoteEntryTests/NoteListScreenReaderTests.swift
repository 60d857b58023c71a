// Issue 31, finding 4: the note list of the real note-entry, as a keyboard user and a screen reader
// meet it: every note is a row AT-SPI counts, End reaches the oldest of 100,000 notes at once, the
// arrows, Page keys and Tab work across all of them, and type-ahead finds a note never scrolled
// into view. Real keys (XTest); what the app shows read over AT-SPI on a session bus of the test's.
import CXTest
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

final class NoteListScreenReaderTests: MainActorTestCase {
    func testAScreenReaderCountsEveryOneOfAThousandNotesAtStart() async throws {
        try Self.withApp(notes: 1_000) { list, _, _ in
            let state = try list.wait(until: { $0.rows == 1_000 }, "AT-SPI to count 1,000 rows")
            XCTAssertEqual(state.selected, [0], "the newest note's row is selected")
        }
    }

    func testEndSelectsAndOpensTheOldestOfAHundredThousandNotes() async throws {
        try Self.withApp(notes: 100_000) { list, x, window in
            try Self.focusTheList(list, x, window)
            let start = Date()
            x.press(keysym: KeySym(XK_End), modifiers: [])
            let state = try list.wait(
                timeout: 10, until: { $0.texts.contains("Note 0") }, "End to open the oldest note")
            print("End through 100,000 notes: \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
            XCTAssertEqual(state.selected, [99_999], "the oldest note's row is selected")
            XCTAssertEqual(state.rows, 100_000)
        }
    }

    /// Down, End, Up, Page Up, Home move the selection (and the note shown) across 1,000 notes;
    /// Tab leaves the list in one press and Shift+Tab comes back to the same row.
    func testArrowsPageKeysAndTabTravelThroughAThousandNotes() async throws {
        try Self.withApp(notes: 1_000) { list, x, window in
            try Self.focusTheList(list, x, window)
            let keys: [(KeySym, opens: String, row: Int)] = [
                (KeySym(XK_Down), "Note 998", 1), (KeySym(XK_Down), "Note 997", 2), (KeySym(XK_End), "Note 0", 999),
                (KeySym(XK_Up), "Note 1", 998),
            ]
            for (key, title, row) in keys {
                x.press(keysym: key, modifiers: [])
                let state = try list.wait(until: { $0.texts.contains(title) }, "the key to open \(title)")
                XCTAssertEqual(state.selected, [row], "\(title)'s row is selected")
            }
            x.press(keysym: KeySym(XK_Page_Up), modifiers: [])
            let paged = try list.wait(
                until: { !$0.texts.contains("Note 1") && $0.texts.contains { $0.hasPrefix("Note ") } },
                "Page Up to open another note")
            let pagedTitle = try XCTUnwrap(paged.texts.first { $0.hasPrefix("Note ") })
            let pagedRow = 999 - (Int(pagedTitle.dropFirst(5)) ?? 0)
            XCTAssertLessThan(pagedRow, 990, "Page Up moves a screenful, to \(pagedTitle)")
            XCTAssertEqual(paged.selected, [pagedRow])
            x.press(keysym: KeySym(XK_Home), modifiers: [])
            XCTAssertEqual(try list.wait(until: { $0.texts.contains("Note 999") }, "Home").selected, [0])
            x.press(keysym: KeySym(XK_Tab), modifiers: [])
            _ = try list.wait(until: { !$0.focused }, "one Tab to leave the list")
            x.press(keysym: KeySym(XK_Tab), modifiers: [KeySym(XK_Shift_L)])
            XCTAssertEqual(try list.wait(until: \.focused, "Shift+Tab to come back").selected, [0])
        }
    }

    /// Letters typed on the list select the next note whose title starts with them, here one
    /// 995 rows down that was never scrolled into view (nor read from the store).
    func testTypeAheadReachesANoteNeverScrolledIntoView() async throws {
        try Self.withApp(notes: 1_000, titled: { $0 == 4 ? "Zebra crossing" : "Note \($0)" }) { list, x, window in
            try Self.focusTheList(list, x, window)
            x.type("ze")
            let state = try list.wait(
                until: { $0.texts.contains("Zebra crossing") && $0.focused },
                "\"ze\" typed on the list to open Zebra crossing, the focus staying on the list")
            XCTAssertEqual(state.selected, [995], "Zebra crossing's row is selected")
        }
    }
}

extension NoteListScreenReaderTests {
    /// Moves the keyboard focus from the note's text to the list, as a person does (Shift+F6).
    @MainActor
    private static func focusTheList(_ list: AccessibleList, _ x: XClient, _ window: XClient.TopLevel) throws {
        try AccessibleApp.focusTheList(list, x, window)
    }

    /// Runs `test` with note-entry started over `count` notes ("Note 0", the oldest, … by
    /// default), on a session bus of its own with the accessibility bridge on.
    private static func withApp(
        notes count: Int, titled title: @escaping (Int) -> String = { "Note \($0)" },
        _ test: @MainActor (AccessibleList, XClient, XClient.TopLevel) throws -> Void
    ) throws {
        try AccessibleApp.run(notes: count, titled: title) { app in try test(app.list, app.x, app.window) }
    }
}
