// The default hint colour is GtkEntry's placeholder colour in the current theme, so a form with
// an entry and a note body shows one kind of hint, in the light and the dark style alike.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
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
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        let entry = UnsafeMutablePointer(widget: gtk_entry_new())
        gtk_entry_set_placeholder_text(entry.cast(to: GtkEntry.self), hint)
        let view = PlaceholderTextView(placeholder: hint)
        gtk_widget_set_vexpand(view.widget, 1)
        gtk_text_view_set_cursor_visible(view.textView, 0)
        gtk_box_pack_start(box.cast(to: GtkBox.self), entry, 0, 0, 0)
        gtk_box_pack_start(box.cast(to: GtkBox.self), view.widget, 1, 1, 0)
        let window = try TestWindow(containing: box, width: 360, height: 200)
        defer { window.close() }
        gtk_window_set_focus(window.window, nil)
        MainLoop.wait(
            until: { view.presentation.alpha == 1 && !view.presentation.isAnimating },
            "the hint to settle", file: file, line: line)
        MainLoop.waitForPaintedFrame(of: window.widget)

        let style = theme.variant
        let entryPicture = try Snapshot(of: entry)
        let viewPicture = try Snapshot(of: view.textView.cast())
        let entrySaved = try entryPicture.save(label: "\(style)-entry", testName: testName)
        let viewSaved = try viewPicture.save(label: "\(style)-view", testName: testName)
        let entryContrast = entryPicture.textContrast
        let viewContrast = viewPicture.textContrast
        print("hint contrast, \(style) style: entry \(entryContrast) : 1, view \(viewContrast) : 1")
        XCTAssertEqual(
            viewContrast, entryContrast, accuracy: 0.1,
            "the view's hint (\(viewSaved.path)) against the entry's placeholder (\(entrySaved.path))",
            file: file, line: line)
    }
}
