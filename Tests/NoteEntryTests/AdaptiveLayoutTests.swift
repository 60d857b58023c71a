// Issue 31, finding 6: the real note-entry goes down to GNOME's adaptive target, 360 × 294,
// showing one pane at a time with the keyboard still in a visible widget.
import CXTest
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

final class AdaptiveLayoutTests: XCTestCase {
    /// Made 360 × 294, the window allows that size (its minimum-size hint); one pane is shown,
    /// the editor with the note, and typing goes into the note; Alt+Left shows the list with the
    /// note's row focused, where typing searches the list by title (keys act where the visible
    /// focus is) and Return brings the editor back with the note found.
    func testAt360PixelsOnePaneIsShownAndTypingStillLandsInTheNote() throws {
        try NoLossScenario.run { scenario in
            let store = try NoteStore(directory: scenario.notes)
            _ = try store.createNote(title: "Older", body: "")
            _ = try store.createNote(title: "Shown", body: "")
            let client = try XClient()
            defer { client.close() }
            let app = try scenario.start()
            let pid = app.process.processIdentifier
            var window = try client.window(ofProcess: pid)
            let wide = WindowPixels(window, client: client)
            XCTAssertNotNil(wide.firstDividerLine(y: window.height - 60), "wide: the list and the editor side by side")

            client.resize(window, width: 360, height: 294)
            window = try client.waitForWindow(ofProcess: pid) { $0.width == 360 && $0.height == 294 }
            // A window manager enforces the hint: folded, it must let the window be 360 × 294.
            let allowed = MainLoop.waitOutcome(
                until: {
                    client.minimumSize(of: window).map { $0.width <= 360 && $0.height <= 294 } ?? false
                }, timeout: 5, "the minimum-size hint (xprop WM_NORMAL_HINTS) to allow 360 × 294")
            XCTAssertTrue(allowed.isMet, "minimum size \(String(describing: client.minimumSize(of: window)))")
            _ = try WindowPixels.wait(for: window, client: client, "the editor alone (no selected row drawn)") {
                pixels in
                pixels.colouredBands(x: 40, from: 60).filter { $0.count > 10 }.isEmpty
            }
            client.type("abc")
            XCTAssertTrue(
                try scenario.waitForNotes(timeout: 5) { $0.contains { $0.title == "Shown" && $0.body == "abc" } }.met,
                "typed at 360 px, the keys go into the shown note")

            client.press(keysym: KeySym(XK_Left), modifiers: [KeySym(XK_Alt_L)])
            let list = try WindowPixels.wait(
                for: window, client: client, "the list alone, the shown note's row selected"
            ) { pixels in
                pixels.colouredBands(x: 40, from: 60).contains { $0.count > 10 }
            }
            // Left of the rows' text (x = 40 crosses the title, which splits a row's band in two
            // once the rows start below the notebook menu).
            XCTAssertEqual(list.colouredBands(x: 12, from: 60).filter { $0.count > 10 }.count, 1, "one row selected")
            client.type("o")
            client.press(keysym: KeySym(XK_Return), modifiers: [])
            _ = try WindowPixels.wait(for: window, client: client, "the editor shown again") { pixels in
                pixels.colouredBands(x: 40, from: 60).filter { $0.count > 10 }.isEmpty
            }
            client.type("d")
            XCTAssertTrue(
                try scenario.waitForNotes(timeout: 5) {
                    $0.contains { $0.title == "Older" && $0.body == "d" } && $0.contains { $0.body == "abc" }
                }.met,
                "\"o\" typed on the list's row finds Older, Return opens it, and the next key goes into it")
            XCTAssertTrue(app.quit(with: SIGTERM))
            XCTAssertEqual(app.errorOutput, "")
        }
    }
}
