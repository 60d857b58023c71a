// Issue 39, item 7: what looked unfinished in the window, each seen in a screenshot: through the
// real window, real keys and clicks (XTest), its widgets' geometry and sensitivity, its pixels.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class LooksFinishedTests: MainActorTestCase {
    /// The header bar's Delete Note button was enabled with no note open (an empty notebook, a new
    /// note not typed into) and did nothing when clicked. It is dimmed (insensitive, as a screen
    /// reader reads it) until the note is stored, and then deletes it.
    func testTheHeaderBarsDeleteButtonIsDimmedWhileNoNoteIsOpen() async throws {
        let window = try OpenWindow(application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        let button = window.main.deleteButton
        XCTAssertEqual(gtk_widget_is_sensitive(button), 0, "Delete Note is enabled over an empty notebook")
        let accessible = try XCTUnwrap(gtk_widget_get_accessible(button))
        let states = atk_object_ref_state_set(accessible)
        defer { g_object_unref(states) }
        XCTAssertEqual(atk_state_set_contains_state(states, ATK_STATE_SENSITIVE), 0, "a screen reader reads it enabled")
        gtk_widget_grab_focus(window.editor.body.textView.cast())
        RealInput.type("Milk")
        MainLoop.wait(until: { window.main.session.document.id != nil }, "the typed note to be stored")
        MainLoop.wait(until: { gtk_widget_is_sensitive(button) != 0 }, "Delete Note to be enabled for the stored note")
        let id = try XCTUnwrap(window.main.session.document.id)
        RealInput.click(button)
        MainLoop.wait(until: { (try? window.saved(id)) == nil }, "a click on Delete Note to delete the note")
    }
}
