// After Done, Delete, Undo and closing the search the window keeps a focused widget, and the keys
// typed next act there (on a row: type-ahead): through real keys (XTest) on a window of the
// registered test application.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class FocusAfterEditingTests: MainActorTestCase {
    /// Ends editing the body of the newest note with `end`, checks the focus is on the note's row,
    /// then types "o" and checks it searched the list (the older note "Older" is shown, the focus
    /// still on the list) and left the note alone.
    private func assertTypingAfterDoneSearchesTheList(
        _ end: @MainActor (OpenWindow) -> Void, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (window, notes) = try OpenWindow.over(
            [("Older", "first"), ("Groceries", "Milk")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        let body: UnsafeMutablePointer<GtkWidget> = window.editor.body.textView.cast()
        MainLoop.wait(until: { window.focus == body }, "the cursor to start in the body", file: file, line: line)
        end(window)
        MainLoop.wait(
            until: { window.main.list.hasFocus(on: notes[1].id) }, "Done to leave the focus on the note's row",
            file: file, line: line)
        RealInput.type("o", file: file, line: line)
        MainLoop.wait(
            until: { window.main.list.hasFocus(on: notes[0].id) && window.editor.text == "first" },
            "\"o\" typed on the row to find Older", file: file, line: line)
        XCTAssertEqual(try window.store?.note(id: notes[1].id)?.body, "Milk", file: file, line: line)
    }

    func testTypingAfterEscapeSearchesTheList() async throws {
        try assertTypingAfterDoneSearchesTheList { _ in RealInput.press("Escape") }
    }

    func testTypingAfterControlEnterSearchesTheList() async throws {
        try assertTypingAfterDoneSearchesTheList { _ in RealInput.press("Ctrl+Return") }
    }

    func testTypingAfterTheDoneButtonSearchesTheList() async throws {
        try assertTypingAfterDoneSearchesTheList { window in
            MainLoop.wait(until: { gtk_widget_get_mapped(window.editor.body.doneButton) != 0 }, "the Done bar to show")
            RealInput.click(window.editor.body.doneButton)
        }
    }

    func testAClickOnTheBackgroundLeavesTheFocusOnTheNotesRowFromTheTitleAndTheBody() async throws {
        let (window, notes) = try OpenWindow.over([("Groceries", "Milk")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        // The header bar's title is the window's background (the margins beside the editor are
        // the GtkPaned's own window, which tap-to-dismiss counts as interactive).
        let headerBar = try XCTUnwrap(gtk_window_get_titlebar(window.main.window))
        // The row the focus is expected on must be there first: the list is filled and the
        // newest note opened after the first frame, later on a loaded machine.
        MainLoop.wait(
            until: { window.main.list.selectedID == notes[0].id && window.editor.body.text == "Milk" },
            "the note to be listed, selected and open")
        var headerBarSize = GtkAllocation()
        gtk_widget_get_allocation(headerBar, &headerBarSize)
        for (index, editor) in [
            window.editor.titleEntry.cast(to: GtkWidget.self), window.editor.body.textView.cast(to: GtkWidget.self),
        ].enumerated() {
            gtk_widget_grab_focus(editor)
            // The clicks 40 px apart: two at one place within the double-click time are a
            // double-click on the header bar, which maximizes the window and moves no focus.
            RealInput.click(
                headerBar,
                at: WidgetPoint(
                    x: Double(headerBarSize.width) / 2 - 40 + 80 * Double(index), y: Double(headerBarSize.height) / 2))
            // The list has the focus, its cursor (where the focus ring is drawn) on the note's
            // row, also across the window's re-reads of the store; the failure says what was seen.
            let list = window.main.list
            let landed = MainLoop.waitOutcome(
                until: { list.hasFocus(on: notes[0].id) },
                "a click on the header bar's title to leave the focus on the row")
            if landed.failureMessage != nil {
                let focus = gtk_window_get_focus(window.main.window).map {
                    String(cString: g_type_name_from_instance($0.raw.assumingMemoryBound(to: GTypeInstance.self)))
                }
                XCTFail(
                    "the focus is on \(focus ?? "nothing"), the list's cursor at \(String(describing: list.cursorPosition)), "
                        + "its selection \(String(describing: list.selectedID)), the note \(notes[0].id)")
            }
        }
    }

    /// A window over the notes "Keep" and "Doomed" (the newest, shown), after Delete on Doomed's row.
    @MainActor
    private static func windowAfterDeleteOnTheList() throws -> (window: OpenWindow, kept: Note, deleted: Note) {
        let (window, notes) = try OpenWindow.over(
            [("Keep", "kept"), ("Doomed", "goes")], application: try TestApplication.shared())
        do {
            try window.waitForKeyboardFocus()
            window.main.list.select(notes[1].id)
            gtk_widget_grab_focus(window.main.list.treeView.cast())
        } catch {
            window.close()
            throw error
        }
        RealInput.press("Delete")
        MainLoop.wait(until: { window.main.undoBar.isShown }, "Delete on the list to delete the note and offer Undo")
        return (window, notes[0], notes[1])
    }

    func testDeleteOnTheListLeavesTheFocusOnTheNextRow() async throws {
        let (window, kept, _) = try Self.windowAfterDeleteOnTheList()
        defer { window.close() }
        MainLoop.wait(until: { window.main.list.hasFocus(on: kept.id) }, "the focus to be on the next note's row")
        RealInput.press("Return")
        RealInput.type("!")
        MainLoop.wait(
            until: { ["kept!", "!kept"].contains(window.editor.text) }, "Return and a key on the row to reach the note")
    }

    func testUndoInTheNoteDeletedBarLeavesTheFocusOnTheRestoredRow() async throws {
        let (window, _, deleted) = try Self.windowAfterDeleteOnTheList()
        defer { window.close() }
        let undo = try XCTUnwrap(window.main.undoBar.actionButton, "the Undo button")
        MainLoop.waitForPaintedFrame(of: undo)
        RealInput.click(undo)
        MainLoop.wait(
            until: { !window.main.undoBar.isShown && window.main.session.document.id == deleted.id },
            "Undo to restore the note")
        MainLoop.wait(
            until: { window.main.list.hasFocus(on: deleted.id) }, "the focus to be on the restored note's row")
    }

    func testEscapeInTheSearchLeavesTheFocusOnTheShownNotesRow() async throws {
        let (window, notes) = try OpenWindow.over(
            [("Groceries", "Milk"), ("Other", "nothing")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        RealInput.press("Ctrl+F")
        MainLoop.wait(until: { window.main.search.isOpen }, "Ctrl+F to open the search bar")
        RealInput.type("gro")
        MainLoop.wait(
            until: { window.main.list.summaries.map(\.title) == ["Groceries"] }, timeout: 3,
            "the search to find Groceries")
        RealInput.press("Escape")
        MainLoop.wait(
            until: { !window.main.search.isOpen && window.main.list.count == 2 }, timeout: 3,
            "Escape to close the search")
        // The search showed its match in the editor, in place of "Other".
        XCTAssertEqual(window.main.session.document.id, notes[0].id)
        MainLoop.wait(until: { window.main.list.hasFocus(on: notes[0].id) }, "the focus to be on the shown note's row")
    }
}
