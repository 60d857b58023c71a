// Two computers that sync their notes through Syncthing: each with note-entry's notes and homes
// of its own and its own copy of the sync folder, the two copies carried by a SyncthingPair. The
// sync scenario tests stand on these.
import Foundation
import TestSupport
import XCTest

/// One computer's note-entry: its notes in `notes`, its XDG homes beside them, and its copy of
/// the sync folder, which its own Syncthing device carries. Everything runs the real executable.
final class SyncedComputer {
    /// "A" or "B", as in failures.
    let name: String
    /// The notes folder (`--data-dir`).
    let notes: URL
    let syncFolder: URL
    /// The environment of every note-entry this computer runs: its own XDG homes, settings in a
    /// keyfile there, and no session bus (so two computers' apps are two processes).
    let environment: [String: String]
    private let root: URL

    /// A computer whose notes and homes are in `root`, syncing through `syncFolder`.
    init(name: String, root: URL, syncFolder: URL) throws {
        self.name = name
        self.root = root
        self.syncFolder = syncFolder
        notes = root.appendingPathComponent("notes")
        let homes = ["state", "data", "config"].map { root.appendingPathComponent($0) }
        for folder in homes { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        environment = [
            "XDG_STATE_HOME": homes[0].path, "XDG_DATA_HOME": homes[1].path, "XDG_CONFIG_HOME": homes[2].path,
            "DBUS_SESSION_BUS_ADDRESS": "disabled:", "GSETTINGS_BACKEND": "keyfile",
        ]
    }

    /// One sync pass, `note-entry --data-dir NOTES --sync-folder FOLDER --sync`; throws unless it
    /// ends with status 0.
    @discardableResult
    func sync() throws -> ProgramRun {
        try run(["--data-dir", notes.path, "--sync-folder", syncFolder.path, "--sync"])
    }

    /// Adds a note holding `markdown` as a person would bring one in: `--import` of a file.
    func addNote(_ markdown: String) throws {
        let file = root.appendingPathComponent("import-\(UUID().uuidString).md")
        try Data(markdown.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try run(["--import", file.path, "--data-dir", notes.path])
    }

    /// The notes as `--list` prints them.
    func list() throws -> [SavedNote] {
        let listed = try run(["--list", "--data-dir", notes.path])
        return try SavedNote.parse(listed.output.split(separator: "\n").map(String.init))
    }

    /// Every file in the sync folder but Syncthing's marker folder, by name, with its bytes.
    func folderFiles() throws -> [String: Data] {
        var files = [String: Data]()
        for name in try FileManager.default.contentsOfDirectory(atPath: syncFolder.path) where name != ".stfolder" {
            files[name] = try Data(contentsOf: syncFolder.appendingPathComponent(name))
        }
        return files
    }

    /// The notes in the trash, as `--list --trash` prints them.
    func trash() throws -> [SavedNote] {
        let listed = try run(["--list", "--trash", "--data-dir", notes.path])
        return try SavedNote.parse(listed.output.split(separator: "\n").map(String.init))
    }

    /// Starts this computer's note-entry window on the test display, syncing with its folder
    /// (`--sync-folder`), its output in `output` under `label`.
    @MainActor
    func startWindow(output: ScratchFolder, label: String) throws -> RunningApp {
        try RunningApp(
            notes: notes, folder: output, environment: environment, label: label,
            arguments: ["--sync-folder", syncFolder.path])
    }

    /// The text of every note file in the folder, joined.
    func folderText() throws -> String {
        try folderFiles().filter { $0.key.hasSuffix(".md") && !$0.key.hasPrefix(".") }.map {
            String(decoding: $0.value, as: UTF8.self)
        }.joined(separator: "\n")
    }

    /// The notes database.
    var database: URL { notes.appendingPathComponent("notes.sqlite3") }

    /// Changes the notes as another program would (python's sqlite3, so schema 006's triggers
    /// count it as a change and keep the replaced text): runs `script` with `c`, a connection
    /// to the database, `now`, the time in milliseconds, and `arguments` as `sys.argv[2...]`.
    @discardableResult
    func changeStore(_ script: String, _ arguments: [String] = []) throws -> String {
        try SQLiteProbe.run(
            """
            import sqlite3, sys, time, json
            c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
            now = int(time.time() * 1000)
            def one(changed):
                assert changed.rowcount == 1, "changed %d notes" % changed.rowcount
            """ + "\n" + script, [database.path] + arguments)
    }

    /// Edits the note titled `title` (out of the trash) as a person would in the window: its
    /// body becomes `body` (and its title `newTitle`), edited now.
    func edit(_ title: String, body: String, newTitle: String? = nil) throws {
        try changeStore(
            """
            one(c.execute("UPDATE notes SET title = ?, body = ?, preview = ?, updated = ? WHERE title = ? AND trashed IS NULL",
                          (sys.argv[4], sys.argv[3], sys.argv[3].split("\\n")[0], now, sys.argv[2])))
            """, [title, body, newTitle ?? title])
    }

    /// Moves the note titled `title` to the trash, as Delete in the window does.
    func moveToTrash(_ title: String) throws {
        try changeStore(
            """
            one(c.execute("UPDATE notes SET trashed = ?, trash_expires = NULL WHERE title = ? AND trashed IS NULL",
                          (now, sys.argv[2])))
            """, [title])
    }

    /// Files the note titled `title` in `notebook` (made when missing) and pins or unpins it.
    func file(_ title: String, in notebook: String, pinned: Bool) throws {
        try changeStore(
            """
            c.execute("INSERT OR IGNORE INTO notebooks (name) VALUES (?)", (sys.argv[3],))
            (notebook,) = c.execute("SELECT id FROM notebooks WHERE name = ?", (sys.argv[3],)).fetchone()
            one(c.execute("UPDATE notes SET notebook = ?, pinned = ? WHERE title = ? AND trashed IS NULL",
                          (notebook, int(sys.argv[4]), sys.argv[2])))
            """, [title, notebook, pinned ? "1" : "0"])
    }

    /// What the store holds, read-only: each note out of the trash as "title | body | notebook |
    /// pinned", sorted (a note's id is a row of one store, so ids are left out), the titles in
    /// the trash, and every text (bodies of notes, in the trash or not, and of their versions).
    func holdings() throws -> (notes: [String], trash: [String], texts: [String]) {
        let output = try SQLiteProbe.run(
            """
            import sqlite3, sys, json
            c = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
            notes = sorted("%s | %s | %s | %s" % row for row in c.execute(
                "SELECT title, body, coalesce(notebooks.name, '-'), pinned FROM notes "
                "LEFT JOIN notebooks ON notebooks.id = notes.notebook WHERE trashed IS NULL"))
            trash = sorted(title for (title,) in c.execute("SELECT title FROM notes WHERE trashed IS NOT NULL"))
            texts = [b for (b,) in c.execute("SELECT body FROM notes UNION ALL SELECT body FROM note_versions")]
            print(json.dumps({"notes": notes, "trash": trash, "texts": texts}))
            """, [database.path])
        guard let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String]] else {
            throw TestPrecondition.notMet("computer \(name): the store could not be read: \(output)")
        }
        return (object["notes"] ?? [], object["trash"] ?? [], object["texts"] ?? [])
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> ProgramRun {
        let run = try ProgramRun.noteEntry(arguments, environment: environment)
        guard run.status == 0 else {
            throw TestPrecondition.notMet(
                "computer \(name): note-entry \(arguments.joined(separator: " ")) ended with \(run.status): "
                    + run.errorOutput)
        }
        return run
    }
}

/// Two computers, A and B, whose sync folders Syncthing keeps the same.
final class SyncedComputers {
    let pair: SyncthingPair
    let a: SyncedComputer
    let b: SyncedComputer

    /// Both computers and their Syncthing devices in `scratch`, started and linked.
    init(in scratch: ScratchFolder) throws {
        pair = try SyncthingPair(
            folderA: scratch.file("a/Sync"), folderB: scratch.file("b/Sync"), homes: scratch.file("syncthing"))
        a = try SyncedComputer(name: "A", root: scratch.file("a"), syncFolder: pair.folderA)
        b = try SyncedComputer(name: "B", root: scratch.file("b"), syncFolder: pair.folderB)
    }

    /// Stops both Syncthing devices.
    func stop() { pair.stop() }

    /// Syncs until nothing moves: rounds of a pass on A, Syncthing, a pass on B, Syncthing, until
    /// a whole round leaves the folder as it found it (so both stores have read the folder as it
    /// ends). Throws when that is not so by `deadline`. Returns how many rounds it took.
    @discardableResult
    func settle(deadline: Date) throws -> Int {
        var rounds = 0
        while true {
            let before = try a.folderFiles()
            try a.sync()
            try pair.waitUntilInSync(deadline: deadline)
            try b.sync()
            try pair.waitUntilInSync(deadline: deadline)
            rounds += 1
            if try a.folderFiles() == before { return rounds }
            guard Date() < deadline else {
                throw TestPrecondition.notMet("the computers' sync passes did not settle in \(rounds) rounds")
            }
        }
    }

    /// Checks what every scenario ends with: both computers hold the same notes (titles, bodies,
    /// notebooks, pins) and the same trash, every text in `typed` is the body of a note or of a
    /// version on both, both folders hold the same files and no sync tool's conflict copy.
    /// Returns A's notes (as `SyncedComputer.holdings()` gives them) and trash.
    @discardableResult
    func assertSameNotes(holding typed: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> (notes: [String], trash: [String])
    {
        let onA = try a.holdings()
        let onB = try b.holdings()
        XCTAssertEqual(onA.notes, onB.notes, "both computers hold the same notes", file: file, line: line)
        XCTAssertEqual(onA.trash, onB.trash, "both computers hold the same trash", file: file, line: line)
        for (computer, holdings) in [(a, onA), (b, onB)] {
            for text in typed {
                XCTAssertTrue(
                    holdings.texts.contains(text),
                    "computer \(computer.name) lost \(text.debugDescription): it holds \(holdings.texts)", file: file,
                    line: line)
            }
            let names = try computer.folderFiles().keys.sorted()
            XCTAssertFalse(
                names.contains { $0.contains(".sync-conflict-") }, "\(computer.name)'s folder: \(names)", file: file,
                line: line)
        }
        // Syncthing's temporary files stay for a next try when a file changed while it was
        // pulled (note-entry never reads them): they are no part of what was synced.
        func synced(_ computer: SyncedComputer) throws -> [String: Data] {
            try computer.folderFiles().filter { !$0.key.hasPrefix(".syncthing.") && !$0.key.hasPrefix("~syncthing~") }
        }
        XCTAssertEqual(try synced(a), try synced(b), "both folders hold the same files", file: file, line: line)
        return (onA.notes, onA.trash)
    }

    /// The notes of both computers, each as a sorted list of title and body, for comparing: a
    /// note's id is a row of one store and differs between the two.
    func notesOnBoth() throws -> (a: [String], b: [String]) {
        func texts(_ computer: SyncedComputer) throws -> [String] {
            try computer.list().map { "\($0.title)\n\($0.body)" }.sorted()
        }
        return (try texts(a), try texts(b))
    }
}
