// Other programs write the notes while the window is open (the sqlite3 client, a second
// note-entry importing): the window must neither crash nor lose what the user selected or typed.
// Real note-entry, real keys (XTest), the list read over AT-SPI.
import CXTest
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

final class OtherWritersTests: MainActorTestCase {
    /// Issue 40, item 3: with 5 notes, the sqlite3 client deletes the note of the last row, then
    /// Page Down in the list reaches that row. The list drops the row; GTK aborted
    /// (`gtkrbtree.c:932:_gtk_rbtree_node_find_offset: assertion failed: (node->left)`), because
    /// the row was deleted from the model inside GtkTreeView's own move-cursor handler.
    func testPageDownOntoANoteAnotherProgramDeletedDropsItsRow() async throws {
        try AccessibleApp.run(notes: 5, environment: ["G_DEBUG": "fatal-criticals"]) { app in
            try app.focusTheList()
            try app.sqlite("DELETE FROM notes WHERE id = 1")
            app.x.press(keysym: KeySym(XK_Page_Down), modifiers: [])
            guard let state = try app.wait(until: { $0.rows == 4 }, "the deleted note's row to go") else { return }
            XCTAssertEqual(state.rowTexts?.contains { $0.hasPrefix("Note 0") }, false, "the deleted note still listed")
            XCTAssertTrue(state.focused, "the focus left the list")
        }
    }
}
