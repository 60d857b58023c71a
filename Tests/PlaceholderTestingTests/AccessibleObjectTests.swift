import CGtk
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

final class AccessibleObjectTests: MainActorTestCase {
    func testNameSetThroughATKReadsBack() async throws {
        try TestDisplay.start()
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        g_object_ref_sink(textView.raw)
        defer { g_object_unref(textView.raw) }
        let accessible = AccessibleObject(of: textView)

        atk_object_set_name(accessible.atkObject, "Note body")
        atk_object_set_description(accessible.atkObject, "The text of the note")

        XCTAssertEqual(accessible.name, "Note body")
        XCTAssertEqual(accessible.description, "The text of the note")
        XCTAssertEqual(accessible.roleName, "text")
    }

    func testEntryPlaceholderIsAnAttributeAndFocusIsAState() async throws {
        try TestDisplay.start()
        let entry = UnsafeMutablePointer(widget: gtk_entry_new())
        gtk_entry_set_placeholder_text(entry.cast(to: GtkEntry.self), "Search notes")
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_container_add(box.cast(to: GtkContainer.self), entry)
        gtk_container_add(box.cast(to: GtkContainer.self), textView)
        let window = try TestWindow(containing: box)
        defer { window.close() }

        RealInput.click(textView)

        XCTAssertEqual(AccessibleObject(of: entry).attributes["placeholder-text"], "Search notes")
        XCTAssertTrue(AccessibleObject(of: textView).isFocused)
        XCTAssertFalse(AccessibleObject(of: entry).isFocused)
        XCTAssertEqual(AccessibleObject(of: box).childCount, 2)
        XCTAssertEqual(AccessibleObject(of: box).child(at: 1)?.roleName, "text")
    }
}
