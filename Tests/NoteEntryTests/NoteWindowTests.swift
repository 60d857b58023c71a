// Issue 42, item 5: a note in a window of its own. The real note-entry, real keys (XTest), both
// windows' note text read over AT-SPI, the store read after: one document edits the note at a
// time, so the two windows never make a conflict copy.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class NoteWindowTests: MainActorTestCase {
    /// Ctrl+Shift+N opens the shown note in its own window; what is typed there shows in the
    /// main window's editor and is saved into the one note; Ctrl+W closes the note window and
    /// the main window stays, editing the note again.
    func testANoteOpenedInItsOwnWindowByKeyboardIsTheMainWindowsNote() async throws {
        try Self.withNoteInItsOwnWindow { app, bus, x, window, notes in
            x.press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
            x.type(" and bread")
            _ = try AccessibleTextRuns.wait(
                text: "milk and bread", fields: 2, bus: bus, until: { _ in true }, "the typing in both windows")
            x.press(keysym: KeySym(XK_w), modifiers: [KeySym(XK_Control_L)])
            try Self.waitForWindows(1, of: app, x, "the note window closed")
            XCTAssertTrue(app.process.isRunning, "closing the note window ended the app")
            try Self.waitForOneNote(in: notes, body: "milk and bread")
            // The main window edits the note again, from the revision the note window saved.
            x.clickInNoteBody(of: window)
            x.type("!")
            try Self.waitForOneNote(in: notes, body: "milk and bread!")
            XCTAssertFalse(app.errorOutput.contains("CRITICAL"), app.errorOutput)
        }
    }

    /// Closing the main window while a note window is open leaves the app running with the note
    /// window; closing that one too ends it, its text saved.
    func testTheAppRunsUntilTheNoteWindowClosesToo() async throws {
        try Self.withNoteInItsOwnWindow { app, bus, x, window, notes in
            x.requestClose(window)
            try Self.waitForWindows(1, of: app, x, "the main window closed")
            let noteWindow = try x.waitForWindow(ofProcess: app.process.processIdentifier) {
                $0.window != window.window
            }
            XCTAssertTrue(app.process.isRunning, "closing the main window ended the app: \(app.errorOutput)")
            x.click(x: noteWindow.x + noteWindow.width / 2, y: noteWindow.y + noteWindow.height - 60)
            x.press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
            x.type(" and eggs")
            try Self.waitForOneNote(in: notes, body: "milk and eggs")
            x.press(keysym: KeySym(XK_w), modifiers: [KeySym(XK_Control_L)])
            XCTAssertTrue(app.waitForExit(timeout: 10), "the app ran on after its last window closed")
            let stored = try NoteStore(directory: notes).allNotes()
            XCTAssertEqual(stored.map(\.body), ["milk and eggs"], "not one note holding the typing")
        }
    }

    /// The note window lists the notes linking to its note, and a rename there has their links
    /// follow it, as in the main window.
    func testARenameInTheNoteWindowRewritesTheLinksToTheNote() async throws {
        try Self.withNoteInItsOwnWindow(linkedFrom: ("Plans", "buy [[Groceries]]")) { _, bus, x, _, notes in
            // Both windows say what links to the note.
            var lines: [String] = []
            let listed = MainLoop.waitOutcome(
                until: {
                    let nodes = (try? AccessibleTexts.wait(bus: bus, timeout: 1, for: []).nodes) ?? []
                    lines = nodes.filter { $0.text.hasPrefix("Linked from") }.map { "\($0.role): \($0.text)" }
                    return lines == ["toggle button: Linked from 1 note", "toggle button: Linked from 1 note"]
                }, timeout: 10, "Linked from 1 note in both windows")
            if let failure = listed.failureMessage { XCTFail("\(failure); AT-SPI showed \(lines)") }
            // Ctrl+Shift+Tab: from the body back to the title (Tab is the body's own character).
            x.press(keysym: KeySym(XK_Tab), modifiers: [KeySym(XK_Control_L), KeySym(XK_Shift_L)])
            x.press(keysym: KeySym(XK_a), modifiers: [KeySym(XK_Control_L)])
            x.type("Food")
            x.press(keysym: KeySym(XK_Tab), modifiers: [])
            var seen: [String] = []
            let outcome = MainLoop.waitOutcome(
                until: {
                    let stored = (try? NoteStore(directory: notes).allNotes()) ?? []
                    seen = stored.map { "\($0.title): \($0.body)" }.sorted()
                    return seen == ["Food: milk", "Plans: buy [[Food]]"]
                }, timeout: 10, "the link to follow the rename")
            if let failure = outcome.failureMessage { XCTFail("\(failure); the store held \(seen)") }
        }
    }

    /// Ctrl+Q in a note window quits: every window closes, each saving what was typed.
    func testQuitInANoteWindowClosesEveryWindowAndSaves() async throws {
        try Self.withNoteInItsOwnWindow { app, _, x, _, notes in
            x.press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
            x.type(" and tea")
            x.press(keysym: KeySym(XK_q), modifiers: [KeySym(XK_Control_L)])
            XCTAssertTrue(app.waitForExit(timeout: 10), "Ctrl+Q left the app running")
            let stored = try NoteStore(directory: notes).allNotes()
            XCTAssertEqual(stored.map(\.body), ["milk and tea"], "not one note holding the typing")
        }
    }

    /// Runs `test` with note-entry showing a note "Groceries" ("milk"), opened by Ctrl+Shift+N in
    /// a window of its own, which has the focus; `other`, when given, is stored before it.
    private static func withNoteInItsOwnWindow(
        linkedFrom other: (title: String, body: String)? = nil,
        _ test: @MainActor (RunningApp, SessionBus, XClient, XClient.TopLevel, URL) throws -> Void
    ) throws {
        try RunningApp.withNotesShown((other.map { [$0] } ?? []) + [("Groceries", "milk")]) {
            app, bus, x, window, notes in
            x.press(keysym: KeySym(XK_n), modifiers: [KeySym(XK_Control_L), KeySym(XK_Shift_L)])
            _ = try AccessibleTextRuns.wait(text: "milk", fields: 2, bus: bus, until: { _ in true }, "a note window")
            try test(app, bus, x, window, notes)
        }
    }

    /// Waits until `count` windows of `app` are mapped. Windows are counted through X: GTK 3's
    /// AT-SPI bridge may stop answering for a while once one of an app's windows is destroyed.
    private static func waitForWindows(_ count: Int, of app: RunningApp, _ x: XClient, _ what: String) throws {
        let outcome = MainLoop.waitOutcome(
            until: { x.mappedWindowCount(ofProcess: app.process.processIdentifier) == count }, timeout: 10, what)
        if let failure = outcome.failureMessage { throw TestPrecondition.notMet(failure) }
    }

    /// Waits until the store holds one note, whose body is `body` (saves follow typing within
    /// the autosave's 2 s).
    private static func waitForOneNote(in notes: URL, body: String) throws {
        var seen: [String] = []
        let outcome = MainLoop.waitOutcome(
            until: {
                seen = (try? NoteStore(directory: notes).allNotes().map(\.body)) ?? []
                return seen == [body]
            }, timeout: 10, "one note holding \(body)")
        if let failure = outcome.failureMessage { XCTFail("\(failure); the store held \(seen)") }
    }
}
