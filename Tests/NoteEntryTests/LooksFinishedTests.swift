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

    /// The note's text jumped 47 px each time the Done bar came (the text focused) and went
    /// (Escape): the bar's place is kept below the text while it is hidden, so the text's frame
    /// keeps its place and height.
    func testTheTextKeepsItsHeightWhenTheDoneBarComesAndGoes() async throws {
        let (window, _) = try OpenWindow.over([("Groceries", "Milk")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        let body = window.editor.body
        let frame: UnsafeMutablePointer<GtkWidget> = body.scrolledWindow.cast()
        gtk_widget_grab_focus(body.textView.cast())
        MainLoop.wait(until: { gtk_widget_get_mapped(body.doneButton) != 0 }, "the Done bar to show")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        let editing = Self.box(of: frame, in: window)
        try Snapshot(of: window.main.window.cast()).save(label: "editing", testName: name)
        RealInput.press("Escape")
        MainLoop.wait(until: { gtk_widget_get_mapped(body.doneButton) == 0 }, "Escape to hide the Done bar")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        let done = Self.box(of: frame, in: window)
        try Snapshot(of: window.main.window.cast()).save(label: "done", testName: name)
        XCTAssertEqual(done.y, editing.y, "the text's frame moved")
        XCTAssertEqual(done.height, editing.height, "the text's frame changed height when the Done bar hid")
    }

    /// Where `widget` is in the window: its top and size.
    private static func box(of widget: UnsafeMutablePointer<GtkWidget>, in window: OpenWindow) -> PixelRect {
        var x: Int32 = 0
        var y: Int32 = 0
        gtk_widget_translate_coordinates(widget, window.main.window.cast(), 0, 0, &x, &y)
        return PixelRect(
            x: Int(x), y: Int(y), width: Int(gtk_widget_get_allocated_width(widget)),
            height: Int(gtk_widget_get_allocated_height(widget)))
    }
}
