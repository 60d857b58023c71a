// The real note-entry over a store of 100,000 notes, driven as a person does.
import CXTest
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

final class LargeStoreTests: MainActorTestCase {
    /// 100,000 notes of about 1 KB, the newest without a title: click into its body, Ctrl+N,
    /// click into the new note's body and type. The typed note is saved within the autosave
    /// contract: the window took the click and the keys at once (a freeze of 15-31 s after
    /// this sequence was reported; the window then took no input until it ended).
    func testNewNoteInAHundredThousandNoteStoreTakesTheClickAndKeysAtOnce() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        _ = try NoteStore(directory: notes)
        let database = notes.appendingPathComponent("notes.sqlite3")
        _ = try SQLiteProbe.run(
            """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1])
            words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor".split()
            def body(index):
                return " ".join(words[(index * 7 + k) % len(words)] for k in range(170))[:1000]
            rows = ((index, index, "" if index == 99999 else "Note %d" % index, body(index)) for index in range(100000))
            connection.executemany("INSERT INTO notes (created, updated, title, body) VALUES (?, ?, ?, ?)", rows)
            connection.commit()
            """, [database.path])
        let app = try RunningApp(notes: notes, folder: folder, timeout: 60)
        defer { app.stop() }
        let x = try XClient()
        defer { x.close() }
        let window = try x.window(ofProcess: app.process.processIdentifier)
        x.clickInNoteBody(of: window)
        x.press(keysym: KeySym(XK_n), modifiers: [KeySym(XK_Control_L)])
        x.clickInNoteBody(of: window)
        x.type("Narwhal")
        let deadline = autosaveCeiling + retryDeadline
        let saved = MainLoop.waitOutcome(
            until: {
                (try? SQLiteProbe.run(
                    """
                    import sqlite3, sys
                    print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM notes WHERE body = 'Narwhal'").fetchone()[0])
                    """, [database.path]))?.hasPrefix("1") == true
            }, timeout: deadline, "the typed note to be saved")
        XCTAssertTrue(
            saved.isMet, "typed into a new note after Ctrl+N, not saved \(deadline) s later: \(app.errorOutput)")
        XCTAssertEqual(
            try SQLiteProbe.run(
                """
                import sqlite3, sys
                print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM notes").fetchone()[0])
                """, [database.path]
            ).trimmingCharacters(in: .whitespacesAndNewlines), "100001", "one new note, nothing else changed")
    }

    /// The same sequence with the accessibility bridge on (an AT-SPI registry on the app's session
    /// bus, as whenever Orca runs), over 100,000 notes another program wrote (their search index
    /// still queued, the writer thread indexing them), the newest untitled, then a search typed
    /// at once: each key shows within a few seconds, read as a screen reader reads it. Each search
    /// indexed 500 queued notes on the main thread first, holding the window 1 to 8 s a key.
    func testKeysShowAtOnceWithTheAccessibilityBridgeWhileAHundredThousandNotesAreIndexed() async throws {
        try AccessibleApp.run(notes: 100_000, titled: { $0 == 99_999 ? "" : "Note \($0)" }) { app in
            app.x.clickInNoteBody(of: app.window)
            app.x.press(keysym: KeySym(XK_n), modifiers: [KeySym(XK_Control_L)])
            app.x.clickInNoteBody(of: app.window)
            app.x.type("Q")
            try Self.assertShows("Q", app, "the key typed into the new note")
            app.x.press(keysym: KeySym(XK_f), modifiers: [KeySym(XK_Control_L)])
            var typed = ""
            for key in "body 9" {
                app.x.type(String(key))
                typed.append(key)
                try Self.assertShows(typed, app, "\"\(typed)\" typed into the search entry")
            }
        }
    }

    /// 100,000 notes of about 1 KB, indexed; a search typed 0.2 s a key, as a person types, whose
    /// words are shorter than the index's trigrams ("lo 9"): each reads every note's text, yet the
    /// window answers within 0.2 s throughout, and the list ends showing the last search's
    /// matches; so it does while another program changes 10,000 of the notes and the list follows
    /// the store. Each key's search, and each look at the store after the writer committed a
    /// chunk of its index, counted and read the matches on the window's thread.
    func testASearchOfShortWordsLeavesTheWindowAnswering() async throws {
        try AccessibleApp.run(notes: 100_000, longBodiesIndexed: true) { app in
            app.x.press(keysym: KeySym(XK_f), modifiers: [KeySym(XK_Control_L)])
            _ = try app.wait(until: { $0.rows == 100_000 }, "the window to list the notes")
            var longest = 0.0
            for key in "lo 9" {
                app.x.type(String(key))
                // GtkSearchEntry searches 150 ms after the last key: a key every 0.2 s searches each.
                longest = max(longest, app.x.longestStall(of: app.window, during: 0.2))
            }
            longest = max(longest, app.x.longestStall(of: app.window, during: 1.5))
            XCTAssertLessThan(longest, 0.2, "the window answered a ping only after \(longest) s")
            let matches = (0..<100_000).filter { String($0).contains("9") }.count
            try app.wait(
                until: { $0.texts.contains("lo 9") && $0.rows == matches }, "the list to show the notes matching lo 9")
            // Another program changes 10,000 notes: the writer indexes them, committing chunk by
            // chunk, and the list follows each commit with the search read again.
            try app.sqlite("UPDATE notes SET body = body || ' changed' WHERE id % 10 = 0")
            let following = app.x.longestStall(of: app.window, during: 3)
            XCTAssertLessThan(following, 0.2, "while the list followed the store: a ping answered after \(following) s")
            try app.wait(until: { $0.rows == matches }, "the list to keep the notes matching lo 9")
        }
    }

    /// Asserts that a text field of `app` shows `text` within a deadline, as AT-SPI reads it.
    private static func assertShows(
        _ text: String, _ app: AccessibleApp, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        // A stalled window answers AT-SPI only once the stall ends, so a read may overrun the
        // deadline: when the text showed is what is checked.
        let deadline = 5.0
        let shown = MainLoop.waitOutcome(
            until: { (try? app.list.read())?.texts.contains(text) == true }, timeout: deadline, what)
        guard case .met(let seconds) = shown else {
            return XCTFail(
                "\(shown.failureMessage ?? ""): \(app.app.errorOutput.prefix(1_500))", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(seconds, deadline, "\(what) showed after \(seconds) s", file: file, line: line)
    }
}
