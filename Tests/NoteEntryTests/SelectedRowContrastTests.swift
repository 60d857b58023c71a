// Issue 31, finding 8: the selected row of the note list stays readable. Its first line is
// secondary text, dimmed in other rows; on the selection's colour it keeps WCAG 2's 4.5:1 for
// text, measured from the pixels on screen in the light and the dark style.
import CGtk
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class SelectedRowContrastTests: MainActorTestCase {
    func testTheSelectedRowsFirstLineIsReadableInTheLightStyle() async throws {
        try Self.assertSelectedFirstLineIsReadable(darkTheme: false, testName: name)
    }

    func testTheSelectedRowsFirstLineIsReadableInTheDarkStyle() async throws {
        try Self.assertSelectedFirstLineIsReadable(darkTheme: true, testName: name)
    }

    /// Issue 39, item 5: the history's selected row says why its text was replaced in secondary
    /// text that keeps 4.5:1 on the selection; dimmed on Adwaita's blue it measured 2.18:1.
    func testTheHistorysSelectedRowIsReadable() async throws {
        try TestDisplay.start()
        let styleSheet = try InstalledAppStyleSheet()
        defer { styleSheet.remove() }
        let window = try OpenWindow { store in
            let note = try store.createNote(title: "Plan", body: "the good text")
            try store.saveChanges(
                id: note.id, title: nil, body: "overwritten", ifRevision: note.revision, origin: .recovery)
        }
        defer { window.close() }
        window.main.actions.activate("history")
        let reason = NoteHistoryDialog.reasonText(.recovered)
        let dialog = try XCTUnwrap(window.waitForToplevel(ofType: gtk_dialog_get_type()), "the history dialog")
        defer { gtk_widget_destroy(dialog) }
        let label = try XCTUnwrap(
            widgetTree(of: dialog).first { widget in
                checkedCast(widget.raw, to: GtkLabel.self).flatMap { gtk_label_get_text($0) }.map {
                    String(cString: $0) == reason
                } ?? false
            }, "the selected row's reason")
        MainLoop.waitForPaintedFrame(of: label)
        try Snapshot(of: label).assertReadableText(
            "the history's selected row, secondary text", label: "history", testName: name)
    }

    @MainActor
    private static func assertSelectedFirstLineIsReadable(
        darkTheme: Bool, testName: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let theme = try PreferredDarkTheme(dark: darkTheme)
        defer { theme.restore() }
        let styleSheet = try InstalledAppStyleSheet(file: file, line: line)
        defer { styleSheet.remove() }
        let (window, notes) = try OpenWindow.over([
            ("Other", "an unselected first line"), ("Shown", "the selected first line"),
        ])
        defer { window.close() }
        XCTAssertEqual(window.main.list.selectedID, notes[1].id, file: file, line: line)
        let list = window.main.list
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        let rows = try Snapshot(of: list.treeView.cast())
        /// The lower half of a row, its first line, and the left half of its upper half, its title.
        func lines(of id: Int64) throws -> (title: Snapshot, firstLine: Snapshot) {
            let area = list.area(ofRow: try XCTUnwrap(list.position(of: id), file: file, line: line))
            let half = area.height / 2
            return (
                rows.cropped(to: PixelRect(x: area.x, y: area.y + 2, width: area.width / 2, height: half - 4)),
                rows.cropped(to: PixelRect(x: area.x, y: area.y + half + 2, width: area.width, height: half - 4))
            )
        }
        try lines(of: notes[1].id).firstLine.assertReadableText(
            "the selected row's first line, \(theme.variant) style", label: theme.variant, testName: testName,
            file: file, line: line)
        // Unselected rows keep it secondary: dimmer than their title.
        let other = try lines(of: notes[0].id)
        XCTAssertLessThan(
            other.firstLine.textContrast, other.title.textContrast,
            "an unselected row's first line stays dimmed", file: file, line: line)
    }
}
