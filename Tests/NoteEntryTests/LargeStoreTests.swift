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
}
