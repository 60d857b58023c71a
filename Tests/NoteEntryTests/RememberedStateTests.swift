// Issue 31, finding 5: the real note-entry remembers its window size, maximized state, divider
// and open note across a restart (GSettings, keyfile backend in the test's own config home, so
// the developer's dconf is never written).
import CXTest
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

final class RememberedStateTests: XCTestCase {
    /// Resize to 700 × 500, drag the divider 60 px right, open the oldest of three notes, quit
    /// with SIGTERM, start again: the same size, divider and note.
    func testSizeDividerAndOpenNoteComeBackAfterARestart() throws {
        try NoLossScenario.run { scenario in
            try SettingsSchema.prepare()
            let store = try NoteStore(directory: scenario.notes)
            for title in ["Oldest", "Middle", "Newest"] {
                _ = try store.createNote(title: title, body: "Body of \(title)")
            }
            let client = try XClient()
            defer { client.close() }
            var app = try scenario.start()
            var window = try client.window(ofProcess: app.process.processIdentifier)
            let firstStart = WindowPixels(window, client: client)
            let newestRow = try XCTUnwrap(
                firstStart.colouredBands(x: 60, from: 60).first, "the newest note's row is drawn selected")
            let dividerBefore = try XCTUnwrap(firstStart.firstDividerLine(y: window.height - 60), "a divider is drawn")

            client.resize(window, width: 700, height: 500)
            window = try client.waitForWindow(ofProcess: app.process.processIdentifier) {
                $0.width == 700 && $0.height == 500
            }
            let handleY = window.y + window.height - 60
            client.drag(fromX: window.x + dividerBefore, y: handleY, toX: window.x + dividerBefore + 60, y: handleY)
            let oldestRowY = window.y + newestRow.lowerBound + 2 * Int32(newestRow.count) + Int32(newestRow.count / 2)
            client.click(x: window.x + 60, y: oldestRowY)
            let moved = try WindowPixels.wait(
                for: window, client: client, "the divider to move and the third row to be selected"
            ) { pixels in
                pixels.firstDividerLine(y: window.height - 60) == dividerBefore + 60
                    && pixels.colouredBands(x: 60, from: 60).first.map { $0.contains(oldestRowY - window.y) } == true
            }
            XCTAssertTrue(app.quit(with: SIGTERM), "note-entry quits on SIGTERM")

            app = try scenario.start()
            let restored = try client.window(ofProcess: app.process.processIdentifier)
            XCTAssertEqual(
                [restored.width, restored.height], [700, 500], "the window comes back at the size it was left at")
            let again = try WindowPixels.wait(for: restored, client: client, "the restored window to be drawn") {
                pixels in
                pixels.firstDividerLine(y: restored.height - 60) != nil
                    && !pixels.colouredBands(x: 60, from: 60).isEmpty
            }
            XCTAssertEqual(
                again.firstDividerLine(y: restored.height - 60), dividerBefore + 60,
                "the divider comes back where it was dragged")
            XCTAssertEqual(
                again.colouredBands(x: 60, from: 60).first, moved.colouredBands(x: 60, from: 60).first,
                "the note open at the quit (the oldest, third row) is the one shown again")
            XCTAssertTrue(app.quit(with: SIGTERM))
            XCTAssertEqual(app.errorOutput, "")
        }
    }

    /// Drag the divider 60 px right, quit with Ctrl+Q (which closes the window, destroying its
    /// widgets before the application's run ends), start again: the divider comes back, and the
    /// quit raised no critical (before, the divider was read from the destroyed list pane: a
    /// GTK critical, a trap under G_DEBUG=fatal-criticals, and a width of 0 remembered).
    func testTheDividerComesBackAfterQuittingWithCtrlQ() throws {
        try NoLossScenario.run { scenario in
            try SettingsSchema.prepare()
            _ = try NoteStore(directory: scenario.notes).createNote(title: "Note", body: "Body")
            let client = try XClient()
            defer { client.close() }
            var app = try scenario.start()
            let window = try client.window(ofProcess: app.process.processIdentifier)
            let dividerBefore = try XCTUnwrap(
                WindowPixels(window, client: client).firstDividerLine(y: window.height - 60), "a divider is drawn")
            let handleY = window.y + window.height - 60
            client.drag(fromX: window.x + dividerBefore, y: handleY, toX: window.x + dividerBefore + 60, y: handleY)
            _ = try WindowPixels.wait(for: window, client: client, "the divider to move") {
                $0.firstDividerLine(y: window.height - 60) == dividerBefore + 60
            }
            RealInput.press("Ctrl+Q")
            XCTAssertTrue(app.waitForExit(timeout: 10), "note-entry quits on Ctrl+Q")
            XCTAssertEqual(app.process.terminationReason, .exit, "killed by signal \(app.process.terminationStatus)")
            XCTAssertEqual(app.errorOutput, "")

            app = try scenario.start()
            let restored = try client.window(ofProcess: app.process.processIdentifier)
            let again = try WindowPixels.wait(for: restored, client: client, "the restored window to be drawn") {
                $0.firstDividerLine(y: restored.height - 60) != nil
            }
            XCTAssertEqual(
                again.firstDividerLine(y: restored.height - 60), dividerBefore + 60,
                "the divider comes back where it was dragged")
            XCTAssertTrue(app.quit(with: SIGTERM))
        }
    }

    /// A remembered size larger than the screen is cut to the screen; a remembered maximized
    /// window is maximized again (GTK asks for it in `_NET_WM_STATE` before mapping).
    func testOversizedWindowIsClampedAndMaximizedComesBack() throws {
        try NoLossScenario.run { scenario in
            try SettingsSchema.prepare()
            let client = try XClient()
            defer { client.close() }
            try scenario.remember(["window-width": "5000", "window-height": "4000"])
            var app = try scenario.start()
            let screen = (width: XDisplayWidth(client.display, 0), height: XDisplayHeight(client.display, 0))
            let fits = try? client.waitForWindow(ofProcess: app.process.processIdentifier) {
                $0.width <= screen.width && $0.height <= screen.height
            }
            let window = try fits ?? client.window(ofProcess: app.process.processIdentifier)
            XCTAssertLessThanOrEqual(window.width, screen.width, "never wider than the screen")
            XCTAssertLessThanOrEqual(window.height, screen.height, "never taller than the screen")
            XCTAssertTrue(app.quit(with: SIGTERM))

            try scenario.remember(["window-maximized": "true"])
            app = try scenario.start()
            let maximized = try client.window(ofProcess: app.process.processIdentifier)
            XCTAssertEqual(
                Set(client.netWMState(of: maximized)), ["_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ"])
            XCTAssertTrue(app.quit(with: SIGTERM))
            XCTAssertTrue(
                try scenario.rememberedText().contains("window-maximized=true"), "still maximized after a quit")
            XCTAssertEqual(app.errorOutput, "")
        }
    }

    /// The remembered note was deleted since (or belongs to another folder): the newest note is
    /// shown, without a message.
    func testRememberedNoteThatIsGoneFallsBackToTheNewest() throws {
        try NoLossScenario.run { scenario in
            try SettingsSchema.prepare()
            let store = try NoteStore(directory: scenario.notes)
            let gone = try store.createNote(title: "Deleted later", body: "")
            _ = try store.createNote(title: "Newest", body: "")
            _ = try store.deleteNote(id: gone.id)
            let client = try XClient()
            defer { client.close() }
            for (id, folder) in [
                (gone.id, scenario.notes.path), (gone.id + 100, scenario.notes.path), (gone.id, "/elsewhere"),
            ] {
                try scenario.remember(["open-note-id": "\(id)", "open-note-folder": "'\(folder)'"])
                let app = try scenario.start()
                let window = try client.window(ofProcess: app.process.processIdentifier)
                let pixels = try WindowPixels.wait(for: window, client: client, "a row to be drawn selected") {
                    !$0.colouredBands(x: 60, from: 60).isEmpty
                }
                XCTAssertEqual(pixels.colouredBands(x: 60, from: 60).count, 1, "one row, the newest, selected")
                XCTAssertTrue(app.quit(with: SIGTERM))
                XCTAssertEqual(app.errorOutput, "", "no complaint about the missing note")
            }
        }
    }
}

extension RememberedStateTests {
    /// Issue 40, item 9: remembered values another program (or a hand-edited keyfile) made
    /// hostile. `pane-position` 100000 made a 32,767 px window that never became ready, and the
    /// quit saved `window-width` 100000, so every later start stayed broken; 2147483647 showed no
    /// list and a Gtk-CRITICAL every frame; 5000 on a 1280 px screen put the header's buttons off
    /// screen. Each start now gets ready with no critical (fatal here), a window within the screen
    /// and a divider leaving the editor its room; the quit writes none of the bounded values back.
    func testHostileRememberedValuesAreBoundedAndNeverWrittenBack() throws {
        try NoLossScenario.run { scenario in
            try SettingsSchema.prepare()
            _ = try NoteStore(directory: scenario.notes).createNote(title: "Note", body: "Body")
            let client = try XClient()
            defer { client.close() }
            let screen = (width: XDisplayWidth(client.display, 0), height: XDisplayHeight(client.display, 0))
            let hostile: [[String: String]] = [
                ["window-width": "100000", "window-height": "100000", "pane-position": "100000"],
                ["pane-position": "2147483647"],
                ["pane-position": "5000"],
                ["window-width": "-5", "window-height": "0", "pane-position": "-2147483648"],
            ]
            for values in hostile {
                try scenario.remember(values)
                let app = try scenario.start(environment: ["G_DEBUG": "fatal-criticals"])
                let window = try client.window(ofProcess: app.process.processIdentifier)
                XCTAssertLessThanOrEqual(window.width, screen.width, "wider than the screen with \(values)")
                XCTAssertLessThanOrEqual(window.height, screen.height, "taller than the screen with \(values)")
                let pixels = try WindowPixels.wait(for: window, client: client, "a divider to be drawn (\(values))") {
                    $0.firstDividerLine(y: window.height - 60) != nil
                }
                let divider = try XCTUnwrap(pixels.firstDividerLine(y: window.height - 60))
                XCTAssertLessThanOrEqual(
                    divider, window.width - 250, "the divider leaves the editor no room with \(values)")
                XCTAssertTrue(app.quit(with: SIGTERM), "note-entry quits on SIGTERM")
                XCTAssertEqual(app.errorOutput, "", "with \(values)")
                let remembered = try scenario.rememberedText()
                let lines = remembered.split(separator: "\n").map(String.init)
                for (key, value) in values {
                    XCTAssertTrue(lines.contains("\(key)=\(value)"), "\(key) written back: \(remembered)")
                }
            }
        }
    }
}
