// The kit's pictures: where ink lies, saving, pixels and contrast. One source for both test kits:
// the GTK 4 suite (gtk4/Tests/PlaceholderGtk4Tests) links this file and compiles it with
// PLACEHOLDER_GTK4, so both kits' Snapshot, TestWindow and WidgetPlacement are held to one dialect.
import Foundation
import TestSupport
import XCTest

#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
    import PlaceholderTesting4
#else
    import CGtk
    import GtkBinding
    import PlaceholderTesting
#endif

final class SnapshotTests: MainActorTestCase {
    func testTypedBlackTextLiesInsideTheTextViewArea() async throws {
        try TestDisplay.start()
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        gtk_widget_set_margin_start(textView, 40)
        gtk_widget_set_margin_top(textView, 30)
        let window = try TestWindow(containing: textView, width: 320, height: 200)
        defer { window.close() }
        RealInput.click(textView)
        RealInput.type("Hello")
        gtk_window_set_focus(window.window, nil)  // no cursor in the picture

        let picture = try Snapshot(of: window.widget)
        try picture.save(label: "hello", testName: name)

        let textArea = try XCTUnwrap(WidgetPlacement.areaInToplevel(textView))
        let ink = try XCTUnwrap(picture.boundingBox { $0.isDark }, "no dark pixels in the window")
        XCTAssertTrue(textArea.contains(ink), "ink \(ink) outside the text view \(textArea)")
        XCTAssertGreaterThan(ink.width, 20)
        XCTAssertLessThan(ink.height, 30)
        XCTAssertLessThan(ink.x - textArea.x, 20, "text starts near the text view's left edge")
    }

    func testEmptyTextViewPictureHasNoDarkPixels() async throws {
        try TestDisplay.start()
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        let window = try TestWindow(containing: textView, width: 200, height: 100)
        defer { window.close() }
        gtk_window_set_focus(window.window, nil)

        let picture = try Snapshot(of: textView)

        XCTAssertEqual(picture.width, 200)
        XCTAssertEqual(picture.height, 100)
        XCTAssertNil(picture.boundingBox { $0.isDark })
        XCTAssertEqual(picture.pixel(x: 100, y: 50), .white)
    }

    func testSavedPictureIsNamedAfterTheTestAndLabel() async throws {
        let picture = Snapshot(width: 2, height: 1, rgbaBytes: [0, 0, 0, 255, 255, 255, 255, 255])

        let url = try picture.save(label: "two pixels", testName: name)

        XCTAssertEqual(
            url.lastPathComponent, "SnapshotTests.testSavedPictureIsNamedAfterTheTestAndLabel-two_pixels.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }

    func testSavingWhereNoFileCanBeWrittenThrowsNamingThePath() async throws {
        let picture = Snapshot(width: 1, height: 1, rgbaBytes: [0, 0, 0, 255])
        let url = URL(fileURLWithPath: "/nonexistent-placeholder-folder/picture.png")

        XCTAssertThrowsError(try picture.save(to: url)) { error in
            XCTAssertTrue("\(error)".contains(url.path), "the error names the path: \(error)")
        }
    }

    func testBoundingBoxSpansExactlyTheMatchingPixels() async {
        var bytes = [UInt8](repeating: 255, count: 5 * 4 * 4)
        for (x, y) in [(1, 1), (3, 2)] {
            let index = (y * 5 + x) * 4
            bytes[index] = 0
            bytes[index + 1] = 0
            bytes[index + 2] = 0
        }
        let picture = Snapshot(width: 5, height: 4, rgbaBytes: bytes)

        XCTAssertEqual(picture.boundingBox { $0.isDark }, PixelRect(x: 1, y: 1, width: 3, height: 2))
        XCTAssertEqual(picture.count { $0 == .black }, 2)
        XCTAssertNil(picture.boundingBox { $0.red == 7 })
    }

    func testContrastRatiosAreWCAGs() async {
        XCTAssertEqual(RGBA.contrastRatio(.black, .white), 21, accuracy: 0.001)
        XCTAssertEqual(RGBA.contrastRatio(.white, .white), 1, accuracy: 0.001)
        // #767676 on white is the palest grey text that still reaches 4.5:1.
        XCTAssertEqual(RGBA.contrastRatio(RGBA(red: 0x76, green: 0x76, blue: 0x76), .white), 4.54, accuracy: 0.01)
        XCTAssertEqual(RGBA(red: 0x80, green: 0x80, blue: 0x80).relativeLuminance, 0.2159, accuracy: 0.0001)
    }

    func testTextContrastIsTheStrongestPixelAgainstTheMostFrequentColour() async {
        // A 4 x 2 grey picture with one black and one mid-grey pixel: the background is the grey.
        let grey = RGBA(red: 0xcc, green: 0xcc, blue: 0xcc)
        var pixels = [RGBA](repeating: grey, count: 8)
        pixels[1] = .black
        pixels[6] = RGBA(red: 0x80, green: 0x80, blue: 0x80)
        let picture = Snapshot(
            width: 4, height: 2, rgbaBytes: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
        XCTAssertEqual(picture.mostFrequentColor, grey)
        XCTAssertEqual(picture.textContrast, RGBA.contrastRatio(.black, grey), accuracy: 0.0001)
    }
}
