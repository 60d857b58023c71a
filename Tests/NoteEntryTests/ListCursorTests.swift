// The note list's cursor, where a keyboard user sees the focus and the arrows move from, stays
// on its note while another program (the sqlite3 client) changes the notes: real keys (XTest) on
// a window of the registered test application.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class ListCursorTests: MainActorTestCase {
    /// A window over "Older", "Middle" and "Newest" (shown) after Ctrl+N and Shift+F6: a new note
    /// not saved yet, so no row is selected, and the focus on the list, its cursor on Newest's row.
    private static func windowWithTheCursorOnARowNotSelected() throws -> (window: OpenWindow, notes: [Note]) {
        let (window, notes) = try OpenWindow.over(
            [("Older", "first"), ("Middle", "second"), ("Newest", "third")], application: try TestApplication.shared())
        try window.waitForKeyboardFocus()
        let list = window.main.list
        MainLoop.wait(
            until: { list.selectedID == notes[2].id && window.editor.body.text == "third" },
            "the newest note to be listed, selected and open")
        RealInput.press("Ctrl+n")
        MainLoop.wait(
            until: { list.selectedID == nil && window.editor.body.text.isEmpty }, "Ctrl+N to start a new note")
        RealInput.press("Shift+F6")
        MainLoop.wait(until: { list.hasFocus(on: notes[2].id) }, "Shift+F6 to put the focus on Newest's row")
        return (window, notes)
    }

    /// Runs the sqlite3 client over the window's store with `sql`, as another program writes.
    private static func sqlite(_ sql: String, in window: OpenWindow) throws {
        let database = window.folder.url.appendingPathComponent("notes.sqlite3").path
        let run = try ProgramRun.tool("sqlite3", ["-cmd", ".timeout 10000", database, sql])
        guard run.status == 0 else {
            throw TestPrecondition.notMet("sqlite3 failed (\(run.status)): \(run.errorOutput)")
        }
    }

    /// A script saves the note under the cursor again (a sync tool bringing its newer text): its
    /// row is deleted and inserted at the top, and GTK moved the cursor to the next row (Middle's).
    /// The cursor stays on the note, the new note still has no row selected.
    func testTheCursorStaysOnItsNoteWhenAnotherProgramSavesIt() async throws {
        let (window, notes) = try Self.windowWithTheCursorOnARowNotSelected()
        defer { window.close() }
        let list = window.main.list
        try Self.sqlite(
            "UPDATE notes SET title = 'Newest, synced', updated = 4102444800000 WHERE id = \(notes[2].id)", in: window)
        MainLoop.wait(until: { list.summary(at: 0)?.title == "Newest, synced" }, "the script's change to be listed")
        XCTAssertTrue(
            list.hasFocus(on: notes[2].id),
            "the cursor left the note: it is on row \(String(describing: list.cursorPosition)), the note's is \(String(describing: list.position(of: notes[2].id)))"
        )
        XCTAssertNil(list.selectedID, "a row was selected while a new note is open")
        XCTAssertTrue(window.editor.body.text.isEmpty, "the new note's text changed")
    }

    /// A script inserts 600 notes newer than every other: more than the list inserts row by row,
    /// so it shows the store's rows as a new model, which had no cursor (the focused list showed
    /// no focus ring, and Down went to the first row). The cursor stays on Newest's row, now 600.
    func testTheCursorStaysOnItsNoteWhenAnotherProgramAddsManyNotes() async throws {
        let (window, notes) = try Self.windowWithTheCursorOnARowNotSelected()
        defer { window.close() }
        let list = window.main.list
        try Self.sqlite(
            """
            WITH RECURSIVE added(number) AS (SELECT 1 UNION ALL SELECT number + 1 FROM added WHERE number < 600)
            INSERT INTO notes (created, updated, title, body)
            SELECT 4102444800000 + number, 4102444800000 + number, 'Added ' || number, '' FROM added
            """, in: window)
        MainLoop.wait(until: { list.count == 603 }, "the 600 notes to be listed")
        XCTAssertTrue(
            list.hasFocus(on: notes[2].id),
            "the cursor left the note: it is on row \(String(describing: list.cursorPosition)), the note's is \(String(describing: list.position(of: notes[2].id)))"
        )
        XCTAssertNil(list.selectedID, "a row was selected while a new note is open")
    }
}
