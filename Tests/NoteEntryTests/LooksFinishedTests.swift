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

    /// In a maximized window on a wide screen the note's lines ran 2,400 px wide (some 280
    /// characters): the text is kept to a readable column, centred, by margins that grow with
    /// the view's width; in a window of the usual width it fills the view as before.
    func testLinesStayAReadableWidthInAVeryWideWindow() async throws {
        let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 40)
        let (window, _) = try OpenWindow.over([("Fox", paragraph)], application: try TestApplication.shared())
        defer { window.close() }
        let textView = window.editor.body.textView
        let narrowLine = Self.firstLineLength(of: textView)
        gtk_window_resize(window.main.window, 2_560, 700)
        MainLoop.wait(
            until: { gtk_widget_get_allocated_width(textView.cast()) > 2_000 }, "the window to be 2,560 px wide")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        try Snapshot(of: window.main.window.cast()).save(label: "wide", testName: name)
        let wideLine = Self.firstLineLength(of: textView)
        XCTAssertLessThanOrEqual(wideLine, 90, "a line of \(wideLine) characters in a 2,560 px window")
        XCTAssertGreaterThanOrEqual(wideLine, 60, "a line of \(wideLine) characters: the column is too narrow")
        let left = gtk_text_view_get_left_margin(textView)
        let right = gtk_text_view_get_right_margin(textView)
        XCTAssertLessThanOrEqual(abs(left - right), 1, "the column is not centred: margins \(left) and \(right)")
        XCTAssertGreaterThanOrEqual(narrowLine, 40, "at the usual width the text does not fill the view")
    }

    /// How many characters the first display line of `textView` holds.
    private static func firstLineLength(of textView: UnsafeMutablePointer<GtkTextView>) -> Int {
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(gtk_text_view_get_buffer(textView), &start)
        var end = start
        gtk_text_view_forward_display_line(textView, &end)
        return Int(gtk_text_iter_get_offset(&end) - gtk_text_iter_get_offset(&start))
    }

    /// After a search was closed a grey band about 47 px high stayed at the bottom of the list:
    /// the list reaches the bottom of its pane again, white to its last pixel row, as before the
    /// search opened.
    func testTheListFillsItsPaneAgainAfterTheSearchCloses() async throws {
        let window = try OpenWindow(application: try TestApplication.shared()) { store in
            try store.createNote(title: "Groceries", body: "Milk and eggs")
            try store.createNote(title: "Café visit", body: "Crème brûlée")
        }
        defer { window.close() }
        // As on a desktop: the search bar slides in and out.
        let settings = try XCTUnwrap(gtk_settings_get_default()).object
        GObjectProperty.set(settings, "gtk-enable-animations", true)
        defer { GObjectProperty.set(settings, "gtk-enable-animations", false) }
        try window.waitForKeyboardFocus()
        let windowWidget: UnsafeMutablePointer<GtkWidget> = window.main.window.cast()
        let scrolled = window.main.list.widget
        MainLoop.waitForPaintedFrame(of: windowWidget)
        let before = Self.box(of: scrolled, in: window)
        RealInput.press("Ctrl+F")
        MainLoop.wait(until: { window.main.search.isOpen }, "Ctrl+F to open the search bar")
        RealInput.type("cafe")
        MainLoop.wait(until: { window.main.list.count == 1 }, "the search to find Café visit")
        RealInput.press("Escape")
        MainLoop.wait(
            until: { !window.main.search.isOpen && window.main.list.count == 2 }, "Escape to close the search")
        MainLoop.wait(
            until: { Self.box(of: scrolled, in: window) == before }, timeout: 3,
            "the list to take its whole pane again (\(before)), it is \(Self.box(of: scrolled, in: window))")
        MainLoop.waitForPaintedFrame(of: windowWidget)
        let picture = try Snapshot(of: windowWidget)
        try picture.save(label: "after-search", testName: name)
        let pane = Self.box(of: window.main.list.treeView.cast(), in: window)
        let lastRow = pane.y + pane.height - 2
        let x = pane.x + pane.width / 2
        let colour = picture.pixel(x: x, y: lastRow)
        XCTAssertGreaterThan(
            Int(colour.red) + Int(colour.green) + Int(colour.blue), 3 * 245,
            "the list's bottom is not white at (\(x), \(lastRow)): \(colour)")
    }

    /// At GNOME's smallest size, 360 × 294, with a message bar shown ("Note deleted" with Undo),
    /// the note's text area was three lines tall. It keeps at least five lines of the body's font.
    func testAtTheSmallestSizeAMessageBarLeavesFiveLinesOfText() async throws {
        let styleSheet = try InstalledAppStyleSheet()
        defer { styleSheet.remove() }
        let (window, notes) = try OpenWindow.over(
            [("Kept", "stays"), ("Doomed", "goes")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        gtk_window_resize(window.main.window, 360, 294)
        let windowWidget: UnsafeMutablePointer<GtkWidget> = window.main.window.cast()
        MainLoop.wait(
            until: {
                var (width, height): (Int32, Int32) = (0, 0)
                gtk_window_get_size(window.main.window, &width, &height)
                return width <= 380 && height == 294 && window.main.layout.isFolded
            }, "the window to be 360 × 294 (380 at most), one pane shown")
        let body = window.editor.body
        gtk_widget_grab_focus(body.textView.cast())
        window.main.deleteCurrentNote()
        MainLoop.wait(
            until: { window.main.undoBar.isShown && window.main.session.document.id == notes[0].id },
            "the note deleted, its message bar shown")
        gtk_widget_grab_focus(body.textView.cast())
        MainLoop.wait(until: { gtk_widget_get_mapped(body.doneButton) != 0 }, "the Done bar to show")
        MainLoop.waitForPaintedFrame(of: windowWidget)
        try Snapshot(of: windowWidget).save(label: "360x294-message", testName: name)
        window.main.show(.storeFailure(.other("disk I/O error"), whileSaving: true))
        MainLoop.waitForPaintedFrame(of: windowWidget)
        try Snapshot(of: windowWidget).save(label: "360x294-failure", testName: name)
        var location = GdkRectangle()
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(gtk_text_view_get_buffer(body.textView), &start)
        gtk_text_view_get_iter_location(body.textView, &start, &location)
        let lines = Double(gtk_widget_get_allocated_height(body.scrolledWindow.cast())) / Double(location.height)
        XCTAssertGreaterThanOrEqual(lines, 5, "the text area holds \(lines) lines at 360 × 294 with a message bar")
    }

    /// A row's preview (its note's first line) was cut at the width of the edited time's column
    /// though the line under the time is empty: the preview runs under the time to the row's end.
    func testARowsPreviewUsesTheRoomUnderTheTime() async throws {
        let (window, _) = try OpenWindow.over(
            [("Shown", "x"), ("Trip", "Fushimi Inari early in the morning, the Philosopher's Path after lunch")],
            application: try TestApplication.shared())
        defer { window.close() }
        let list = window.main.list
        // Trip, the newest, is row 0, selected: its text is white on the selection's blue.
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        let picture = try Snapshot(of: list.treeView.cast())
        try picture.save(label: "rows", testName: name)
        let row = list.area(ofRow: 0)
        let column = try XCTUnwrap(gtk_tree_view_get_column(list.treeView, 0))
        let cells = gtk_cell_layout_get_cells(OpaquePointer(column))
        defer { g_list_free(cells) }
        let time = try XCTUnwrap(g_list_nth_data(cells, 1), "the edited time's cell")
        var timeX: Int32 = 0
        var timeWidth: Int32 = 0
        gtk_tree_view_column_cell_get_position(
            column, time.assumingMemoryBound(to: GtkCellRenderer.self), &timeX, &timeWidth)
        // The lower half of the row: the preview's line.
        let preview = picture.cropped(
            to: PixelRect(x: row.x, y: row.y + row.height / 2, width: row.width, height: row.height / 2))
        let text = try XCTUnwrap(
            preview.boundingBox(where: { pixel in
                // The selected row's text is white on the selection's blue.
                Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) > 3 * 200 && pixel.blue > 200
            }), "no preview drawn")
        XCTAssertGreaterThan(
            row.x + text.x + text.width, Int(timeX) + 12,
            "the preview ends at x \(row.x + text.x + text.width), before the time's column at \(timeX)")
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
