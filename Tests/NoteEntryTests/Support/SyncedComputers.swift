// Two computers that sync their notes through Syncthing: each with note-entry's notes and homes
// of its own and its own copy of the sync folder, the two copies carried by a SyncthingPair. The
// sync scenario tests stand on these.
import Foundation
import TestSupport

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

    /// The notes of both computers, each as a sorted list of title and body, for comparing: a
    /// note's id is a row of one store and differs between the two.
    func notesOnBoth() throws -> (a: [String], b: [String]) {
        func texts(_ computer: SyncedComputer) throws -> [String] {
            try computer.list().map { "\($0.title)\n\($0.body)" }.sorted()
        }
        return (try texts(a), try texts(b))
    }
}
