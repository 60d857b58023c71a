// Issue 42, item 3: links in a note open as people expect. The real note-entry with a browser of
// the test's (a desktop file for https that writes down what it is given, made the default in the
// app's own XDG folders), real clicks (XTest) on the characters AT-SPI says the link is at.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class LinkOpeningTests: MainActorTestCase {
    private static let body =
        "see https://example.org/clicked and https://example.org/control_clicked or [[Shopping]] or [secret](file:///etc/passwd)"

    /// While the text is being edited a plain click on a link places the cursor; Ctrl+click
    /// opens it in the browser, once.
    func testControlClickOpensAWebLinkInTheBrowserAndAPlainClickWhileEditingDoesNot() async throws {
        try Self.withLinksNote { app, bus, x, opened in
            let box = try AccessibleTextRuns.characterBox(offset: Self.offset(of: "clicked"), bus: bus)
            x.click(x: box.x + box.width / 2, y: box.y + box.height / 2)
            // Farther than GTK's double-click distance: a second click there would select a word.
            let other = try AccessibleTextRuns.characterBox(offset: Self.offset(of: "control_clicked"), bus: bus)
            x.click(x: other.x + other.width / 2, y: other.y + other.height / 2, holding: [KeySym(XK_Control_L)])
            MainLoop.wait(
                until: { opened().contains("https://example.org/control_clicked") }, "Ctrl+click to open the address")
            XCTAssertEqual(
                opened(), ["https://example.org/control_clicked"], "the plain click, made first, opened its link too")
            XCTAssertFalse(app.errorOutput.contains("CRITICAL"), app.errorOutput)
        }
    }

    /// When the text is not being edited (Escape left it), a plain click on a link opens it.
    func testAPlainClickOpensALinkWhenTheTextIsNotBeingEdited() async throws {
        try Self.withLinksNote { _, bus, x, opened in
            x.press(keysym: KeySym(XK_Escape), modifiers: [])
            _ = try AccessibleList(bus: bus).wait(until: \.focused, "Escape to leave the text for the list")
            let box = try AccessibleTextRuns.characterBox(offset: Self.offset(of: "clicked"), bus: bus)
            x.click(x: box.x + box.width / 2, y: box.y + box.height / 2)
            MainLoop.wait(until: { opened() == ["https://example.org/clicked"] }, "a click to open the address")
        }
    }

    /// From the keyboard: the cursor in a link, the context menu (Shift+F10) offers Open Link.
    func testTheContextMenuOpensTheLinkUnderTheCursor() async throws {
        try Self.withLinksNote { _, bus, x, opened in
            x.press(keysym: KeySym(XK_Home), modifiers: [KeySym(XK_Control_L)])
            for _ in 0..<Self.offset(of: "clicked") { x.press(keysym: KeySym(XK_Right), modifiers: []) }
            x.press(keysym: KeySym(XK_F10), modifiers: [KeySym(XK_Shift_L)])
            _ = try AccessibleTexts.wait(bus: bus, for: ["Open Link"])
            x.type("o")
            MainLoop.wait(until: { opened() == ["https://example.org/clicked"] }, "Open Link to open the address")
        }
    }

    /// `[[Shopping]]` opens the note titled Shopping.
    func testControlClickOnANoteLinkOpensThatNote() async throws {
        try Self.withLinksNote { _, bus, x, _ in
            let box = try AccessibleTextRuns.characterBox(offset: Self.offset(of: "Shopping"), bus: bus)
            x.click(x: box.x + box.width / 2, y: box.y + box.height / 2, holding: [KeySym(XK_Control_L)])
            _ = try AccessibleTextRuns.wait(
                text: "milk, eggs", bus: bus, until: { _ in true }, "the Shopping note shown")
        }
    }

    /// A note cannot make a click open a local file or another program's address handler: the
    /// browser is not asked, and the message bar says why.
    func testAFileLinkIsNotOpenedAndTheWindowSaysWhy() async throws {
        try Self.withLinksNote { _, bus, x, opened in
            let box = try AccessibleTextRuns.characterBox(offset: Self.offset(of: "secret"), bus: bus)
            x.click(x: box.x + box.width / 2, y: box.y + box.height / 2, holding: [KeySym(XK_Control_L)])
            _ = try AccessibleTexts.wait(bus: bus, for: ["file:///etc/passwd could not be opened"])
            XCTAssertEqual(opened(), [], "the file link reached the browser")
        }
    }

    private static func offset(of word: String) -> Int {
        body.unicodeScalars.count - body[body.range(of: word)!.lowerBound...].unicodeScalars.count + 1
    }

    /// Runs `test` with note-entry showing a note with `body`'s links (and a note "Shopping"),
    /// its https links going to a recorder; `test` gets the addresses opened so far.
    @MainActor
    private static func withLinksNote(
        _ test: @MainActor (RunningApp, SessionBus, XClient, () -> [String]) throws -> Void
    ) throws {
        let home = try ScratchFolder()
        defer { home.remove() }
        let record = home.file("opened.txt")
        let recorder = home.file("record-address")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(record.path)'\n".write(
            to: recorder, atomically: true, encoding: .utf8)
        chmod(recorder.path, 0o755)
        let applications = home.file("data/applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try """
        [Desktop Entry]
        Type=Application
        Name=Address Recorder
        Exec=\(recorder.path) %u
        MimeType=x-scheme-handler/http;x-scheme-handler/https;x-scheme-handler/file;text/plain;
        """.write(to: applications.appendingPathComponent("recorder.desktop"), atomically: true, encoding: .utf8)
        let config = home.file("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try """
        [Default Applications]
        x-scheme-handler/http=recorder.desktop
        x-scheme-handler/https=recorder.desktop
        x-scheme-handler/file=recorder.desktop
        text/plain=recorder.desktop
        """.write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
        try RunningApp.withAccessibilityBridge(
            planting: { store in
                _ = try store.createNote(title: "Shopping", body: "milk, eggs")
                _ = try store.createNote(title: "Links", body: body)
            },
            environment: [
                "XDG_DATA_HOME": home.file("data").path, "XDG_CONFIG_HOME": config.path,
                "XDG_DATA_DIRS": "/usr/share", "GTK_USE_PORTAL": "0",
            ]
        ) { app, bus, x, _, _ in
            _ = try AccessibleTextRuns.wait(text: body, bus: bus, until: { _ in true }, "the Links note shown")
            try test(app, bus, x) {
                ((try? String(contentsOf: record, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            }
        }
    }
}
