// Issue 39, item 3: Empty Trash and Delete Forever ask first, as GNOME Files does before deleting
// for good: a question naming how many notes (or the note), Escape cancelling. The real
// note-entry, real keys and clicks (XTest), read over AT-SPI; the trash read from the store after
// the app quit.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class PermanentDeletionQuestionTests: MainActorTestCase {
    /// Empty Trash asks "Permanently delete all 2 notes in the trash?"; Escape answers no and the
    /// notes stay; asked again, its Empty Trash deletes them.
    func testEmptyTrashAsksNamingHowManyNotesAndEscapeCancels() async throws {
        try Self.withTrashOpen { app, bus, x, store in
            let header = try XCTUnwrap(try AccessibleTexts.wait(bus: bus, for: ["Empty Trash"]).button("Empty Trash"))
            x.click(header)
            _ = try AccessibleTexts.wait(bus: bus, for: ["Permanently delete all 2 notes in the trash?", "Cancel"])
            x.press(keysym: KeySym(XK_Escape), modifiers: [])
            try AccessibleTexts.waitUntilGone(
                "Permanently delete", bus: bus, timeout: 10, "Escape to answer the question with no")
            _ = try AccessibleTexts.wait(bus: bus, for: ["Old plan", "Old list"])
            x.click(header)
            let asked = try AccessibleTexts.wait(bus: bus, for: ["Permanently delete all 2 notes in the trash?"])
            let confirm = try XCTUnwrap(
                asked.nodes.first { $0.role == "push button" && $0.text == "Empty Trash" && $0.y != header.y },
                "the question's Empty Trash button")
            x.click(confirm)
            try AccessibleTexts.waitUntilGone(
                "Old plan", bus: bus, timeout: 10, "the question's Empty Trash to empty the trash")
            app.send(SIGTERM)
            XCTAssertEqual(try store().trashedNotes().count, 0)
            XCTAssertEqual(try store().allNotes().map(\.title), ["Kept"])
        }
    }

    /// Delete Forever on a row asks "Permanently delete “Old plan”?"; Cancel keeps it, the
    /// question's Delete Forever deletes that note alone.
    func testDeleteForeverAsksNamingTheNote() async throws {
        try Self.withTrashOpen { app, bus, x, store in
            // Each row's buttons name the note they act on (issue 39, item 8).
            let rows = try AccessibleTexts.wait(bus: bus, for: ["Restore “Old plan”", "Delete “Old plan” Forever"])
            let forever = try XCTUnwrap(rows.button("Delete “Old plan” Forever"))
            XCTAssertNotNil(rows.button("Restore “Old list”"))
            x.click(forever)
            let asked = try AccessibleTexts.wait(bus: bus, for: ["Permanently delete “Old plan”?", "Cancel"])
            x.click(try XCTUnwrap(asked.button("Cancel")))
            try AccessibleTexts.waitUntilGone(
                "Permanently delete", bus: bus, timeout: 10, "Cancel to answer the question with no")
            x.click(forever)
            let again = try AccessibleTexts.wait(bus: bus, for: ["Permanently delete “Old plan”?"])
            let confirm = try XCTUnwrap(again.button("Delete Forever"), "the question's Delete Forever button")
            x.click(confirm)
            try AccessibleTexts.waitUntilGone(
                "Old plan", bus: bus, timeout: 10, "the question's Delete Forever to delete the note")
            app.send(SIGTERM)
            XCTAssertEqual(try store().trashedNotes().map(\.summary.title), ["Old list"])
        }
    }

    /// Runs `test` with note-entry started over "Kept" and two notes in the trash ("Old plan",
    /// "Old list"), its Trash dialog opened from the main menu (F10, then a click on Trash).
    private static func withTrashOpen(
        _ test: @MainActor (RunningApp, SessionBus, XClient, () throws -> NoteStore) throws -> Void
    ) throws {
        try RunningApp.withAccessibilityBridge(planting: { store in
            for title in ["Old plan", "Old list"] {
                _ = try store.deleteNote(id: try store.createNote(title: title).id)
            }
            try store.createNote(title: "Kept", body: "stays")
        }) { app, bus, x, _, notes in
            do {
                try x.chooseFromMainMenu("Trash", bus: bus)
                _ = try AccessibleTexts.wait(bus: bus, for: ["Old plan", "Old list"])
                try test(app, bus, x, { try NoteStore(directory: notes) })
            } catch {
                // Seen once in whole-suite runs: AT-SPI found nothing of the app; say whether it
                // still ran and what it printed.
                throw TestPrecondition.notMet(
                    "\(error); note-entry \(app.process.isRunning ? "still runs" : "ended (status \(app.process.terminationStatus))"), "
                        + "its standard error: \(app.errorOutput)")
            }
        }
    }
}
