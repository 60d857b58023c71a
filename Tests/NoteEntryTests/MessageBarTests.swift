// The message bar's text is plain, readable text: measured from the screen's pixels in the light
// and the dark theme, out of the Tab order, and given to screen readers with its close button named.
import CGtk
import Foundation
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class MessageBarTests: MainActorTestCase {
    func testAnErrorIsReadableInTheDefaultTheme() async throws {
        try Self.assertErrorIsReadable(darkTheme: false, testName: name)
    }

    func testAnErrorIsReadableInTheDarkTheme() async throws {
        try Self.assertErrorIsReadable(darkTheme: true, testName: name)
    }

    func testTheMessageIsPlainTextOutOfTheTabOrderAndReadToScreenReaders() async throws {
        let window = try Self.windowOverADamagedDatabase()
        defer { window.close() }
        let bar = window.main.errorBar
        XCTAssertEqual(gtk_label_get_selectable(bar.label), 0, "the message is drawn as plain text, never selected")
        XCTAssertEqual(gtk_widget_get_can_focus(bar.label.cast()), 0, "the message is not a Tab stop")
        XCTAssertEqual(
            AccessibleObject(of: bar.widget).description, bar.message, "the bar carries its message for screen readers")
        let close = try XCTUnwrap(bar.closeButton, "GTK's close button")
        XCTAssertEqual(AccessibleObject(of: close).name, "Close message")
    }

    func testTheCloseButtonIsNamedInJapanese() async throws {
        try UserLanguage.with("ja") {
            let window = try Self.windowOverADamagedDatabase()
            defer { window.close() }
            XCTAssertEqual(
                try XCTUnwrap(window.main.errorBar.closeButton).map { AccessibleObject(of: $0).name }, "メッセージを閉じる")
        }
    }

    /// A window whose store was damaged: the error bar says where the damaged file went.
    @MainActor
    private static func windowOverADamagedDatabase() throws -> OpenWindow {
        let folder = try ScratchFolder()
        try Data(repeating: 0x5A, count: 8192).write(to: folder.file("notes.sqlite3"))
        let window = try OpenWindow(directory: folder.url, folder: folder)
        XCTAssertTrue(window.main.errorBar.isShown, "a damaged database shows the error bar")
        return window
    }

    /// Takes a picture of the error bar's message as the screen shows it and measures the contrast
    /// of its text against the bar's background (WCAG 2): at least 4.5:1, as text needs.
    @MainActor
    private static func assertErrorIsReadable(
        darkTheme: Bool, testName: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let theme = try PreferredDarkTheme(dark: darkTheme)
        defer { theme.restore() }
        let window = try windowOverADamagedDatabase()
        defer { window.close() }
        let bar = window.main.errorBar.widget
        let label: UnsafeMutablePointer<GtkWidget> = window.main.errorBar.label.cast()
        MainLoop.waitForPaintedFrame(of: label)
        let picture = try Snapshot(of: label)
        // The bar's own background, in its padding left of the message.
        var labelX: Int32 = 0
        var labelY: Int32 = 0
        XCTAssertNotEqual(
            gtk_widget_translate_coordinates(label, bar, 0, 0, &labelX, &labelY), 0, file: file, line: line)
        let barBackground = try Snapshot(of: bar).pixel(x: Int(labelX) - 2, y: Int(labelY) + 2)
        XCTAssertTrue(
            picture.mostFrequentColor.isClose(to: barBackground),
            "the message is drawn on \(picture.mostFrequentColor), not on the bar's \(barBackground): selected",
            file: file, line: line)
        try picture.assertReadableText(
            "the message bar's text, \(theme.variant) theme", label: theme.variant, testName: testName, file: file,
            line: line)
    }
}
