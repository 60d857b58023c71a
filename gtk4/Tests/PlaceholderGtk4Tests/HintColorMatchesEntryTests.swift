// The default hint colour is GtkEntry's placeholder colour in the current theme, so a form with
// an entry and a note body shows one kind of hint, in the light and the dark style alike.
import CGtk4
import Gtk4Binding
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class HintColorMatchesEntryTests: MainActorTestCase {
    func testTheHintIsAsLegibleAsAnEntrysPlaceholderInTheLightStyle() async throws {
        try Self.assertHintMatchesEntry(darkStyle: false, testName: name)
    }

    func testTheHintIsAsLegibleAsAnEntrysPlaceholderInTheDarkStyle() async throws {
        try Self.assertHintMatchesEntry(darkStyle: true, testName: name)
    }

    /// Shows an unfocused entry and an unfocused view, both empty with the same hint, and compares
    /// the contrast of their hints' full-strength pixels against their own backgrounds.
    @MainActor
    private static func assertHintMatchesEntry(
        darkStyle: Bool, testName: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let theme = try PreferredDarkTheme(dark: darkStyle)
        defer { theme.restore() }

        let hint = "Write here"
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        let entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(UnsafeMutablePointer(OpaquePointer(entry)), hint)
        let view = PlaceholderTextView(placeholder: hint)
        gtk_widget_set_vexpand(view.widget, 1)
        gtk_text_view_set_cursor_visible(view.textView, 0)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), entry)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(box)), view.widget)
        let window = try TestWindow(containing: box, width: 360, height: 200)
        defer { window.close() }
        gtk_window_set_focus(window.window, nil)
        MainLoop.wait(
            until: { view.presentation.alpha == 1 && !view.presentation.isAnimating }, "the hint to settle",
            file: file, line: line)
        let style = theme.variant
        MainLoop.waitForPaintedFrame(of: entry, file: file, line: line)
        MainLoop.waitForPaintedFrame(of: view.textView.cast(), file: file, line: line)
        // One picture of the whole window, whose background is opaque, measured within each widget.
        let windowWidget = window.widget
        let shot = try Snapshot(of: windowWidget)
        try shot.save(label: style, testName: testName)
        func contrast(of widget: UnsafeMutablePointer<GtkWidget>) throws -> Double {
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(widget, windowWidget, &bounds), 0, file: file, line: line)
            return shot.textContrast(
                in: PixelRect(
                    x: Int(bounds.origin.x), y: Int(bounds.origin.y),
                    width: Int(bounds.size.width), height: Int(bounds.size.height)))
        }
        let entryContrast = try contrast(of: entry)
        let viewContrast = try contrast(of: view.textView.cast())
        print("GTK 4 hint contrast, \(style) style: entry \(entryContrast) : 1, view \(viewContrast) : 1")
        XCTAssertEqual(
            viewContrast, entryContrast, accuracy: 0.1, "the view's hint against the entry's placeholder",
            file: file, line: line)
    }
}
