// A pass between the store and the sync folder: every file another computer (through a sync
// tool) changed, added or removed goes into the notes, and every note changed here goes out as a
// file, by `SyncDecision`'s rule. The store stays in the data folder; the folder is only the
// exchange, so a sync tool never sees a database.
//
// A pass is three steps, each safe to stop after: the notes' changes in one transaction, the
// files (each written under a hidden temporary name, synced, renamed), then what both now agree
// on in one transaction. A pass cut after the first or second step finds both sides equal next
// time and only records it. A conflict copy is removed only after its text is committed.
import Glibc

/// The sync folder, and the pass that brings it and a store together.
///
/// ```swift
/// let report = try SyncFolder(path: FileSystemPath("/home/me/Sync/Notes")).synchronize(store)
/// if report.folderMissing { /* the disk is not there: nothing was changed */ }
/// ```
public struct SyncFolder: Sendable {
    /// The folder's path.
    public let path: FileSystemPath

    /// The sync folder at `path`.
    public init(path: FileSystemPath) {
        self.path = path
    }

    /// How many days a conflict copy whose text this computer holds already stays in the folder
    /// for the other computers to keep: as long as a version is kept.
    public static let conflictCopyDays = NoteStore.versionRetentionDays

    /// The largest file read as a note; a larger one is left alone (and reported incomplete).
    public static let largestFile = 64 << 20

    /// Brings `store` and the folder together and says what changed. Changes nothing when the
    /// folder is not there: its missing files never delete notes. The notes in `held` (an
    /// editor's, with changes not saved yet) are left for a later pass.
    /// - Throws: `NoteStoreError` when the store cannot be read or written; a file that cannot be
    ///   written is reported (`SyncReport.failures`) and tried again at the next pass.
    public func synchronize(_ store: NoteStore, holding held: Set<Int64> = []) throws -> SyncReport {
        var report = SyncReport()
        guard isFolder(path) else {
            report.folderMissing = true
            return report
        }
        var listing = SyncFolderListing(path)
        if !listing.hasMarker {
            // Once synced, a folder without its marker is an empty mount point or a folder
            // being replaced: its missing files say nothing.
            if try store.rememberedSyncFolder()?.path == path && !listing.files.values.contains(where: \.mayHoldNote) {
                report.folderMissing = true
                return report
            }
            // The store remembers the folder only once it is marked: a folder that could never
            // be written is not taken for an unplugged disk when it can be.
            if let failure = writeMarker() {
                report.failures.append(failure)
                return report
            }
        }
        try store.beginSyncing(with: path)
        var plan = SyncPlan(rows: try store.syncRows(), listing: listing, folder: path, holding: held)
        report.incompleteFiles = plan.incompleteFiles
        // 1. The notes' changes.
        try store.syncTransaction {
            for index in plan.notes.indices {
                try plan.notes[index].reconcile(with: store, report: &report)
            }
            for plain in plan.plainFiles {
                let note = try plain.note()
                _ = try store.takeSyncFile(note, intoNote: nil, keepingReplacedAs: .otherComputer)
                plan.notes.append(SyncPlan.Note(adopting: plain, as: note))
                report.taken += 1
            }
        }
        // 2. The files.
        var agreements: [(noteID: Int64?, syncID: String, fingerprint: String?, file: SyncedFile?)] = []
        for note in plan.notes {
            switch note.fileWork {
            case .none:
                continue
            case .write(let file, let keepingName):
                let name = listing.name(for: file, keeping: note.currentName, always: keepingName)
                if let failure = writeNoteFile(file, named: name) {
                    report.failures.append(failure)
                    continue
                }
                listing.add(name)
                if let old = note.currentName, old != name { remove(old) }
                report.written += 1
                agreements.append((note.noteID, file.id, file.fingerprint, fileState(name)))
            case .remove:
                if let old = note.currentName {
                    remove(old)
                    report.removed += 1
                }
                agreements.append((note.noteID, note.syncID, nil, nil))
            case .record(let fingerprint):
                agreements.append((note.noteID, note.syncID, fingerprint, note.currentName.flatMap(fileState)))
            }
        }
        for note in plan.notes {
            guard let copy = note.copyToWrite else { continue }
            if let failure = writeNoteFile(copy, named: Self.conflictCopyName(of: note.currentName, copy)) {
                report.failures.append(failure)
            }
        }
        // 3. What both sides hold now.
        try store.syncTransaction {
            for agreement in agreements {
                guard let noteID = try agreement.noteID ?? store.noteID(syncID: agreement.syncID) else { continue }
                try store.recordSyncAgreement(
                    noteID: noteID, fingerprint: agreement.fingerprint,
                    file: agreement.file.map { ($0.name, $0.size, $0.modified) })
            }
            for note in plan.notes where note.forget {
                if let noteID = note.noteID { try store.forgetSyncRow(noteID: noteID) }
            }
        }
        for note in plan.notes {
            for copy in note.copiesToRemove { remove(copy) }
        }
        report.merged = plan.notes.compactMap { $0.merged ? $0.noteID : nil }
        report.changedNotes = plan.notes.compactMap { $0.tookFile ? $0.noteID : nil }
        if report.written > 0 || report.removed > 0 { DescriptorWriting.syncEntries(of: path) }
        return report
    }

    // MARK: Files

    private func isFolder(_ path: FileSystemPath) -> Bool {
        var status = Glibc.stat()
        return path.withCString { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The name of the conflict copy of `file` beside `noteName` (nil: the note has no file):
    /// `NAME.sync-conflict-note-entry-FINGERPRINT.md`, as every sync tool's copy a conflict copy
    /// (`SyncFolderName.isConflictCopy`), the same on every computer for one text.
    static func conflictCopyName(of noteName: [UInt8]?, _ file: SyncNoteFile) -> [UInt8] {
        let stem = noteName.map { Array($0.dropLast(3)) } ?? Array(file.id.utf8)
        return stem + Array(".sync-conflict-note-entry-\(file.fingerprint.prefix(12)).md".utf8)
    }

    private func writeMarker() -> String? {
        let marker = path.appending(SyncFolderName.marker)
        let text = Array("This folder holds notes synced by note-entry: one Markdown file per note.\n".utf8)
        return writeWhole(text, at: marker)
    }

    private func writeNoteFile(_ file: SyncNoteFile, named name: [UInt8]) -> String? {
        writeWhole(file.bytes, at: path.appending(FileSystemPath(bytes: name)))
    }

    /// Writes `bytes` at `final` whole, through a hidden temporary name beside it (which the
    /// folder's readers skip: `SyncFolderName.mayHoldNote`).
    private func writeWhole(_ bytes: [UInt8], at final: FileSystemPath) -> String? {
        let temporary = path.appending(".note-entry-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard let failure = DescriptorWriting.replaceFile(final, with: bytes, through: temporary) else { return nil }
        // Named by the file it was for, not the temporary one: a folder that stays unwritable
        // fails alike at every pass, and is said once.
        return "cannot write \(ShellWord.shown(final)): \(String(cString: strerror(failure.errorNumber)))"
    }

    private func remove(_ name: [UInt8]) {
        path.appending(FileSystemPath(bytes: name)).withCString { _ = unlink($0) }
    }

    private func fileState(_ name: [UInt8]) -> SyncedFile? {
        var status = Glibc.stat()
        guard path.appending(FileSystemPath(bytes: name)).withCString({ lstat($0, &status) }) == 0 else { return nil }
        return SyncedFile(name: name, size: Int64(status.st_size), modified: SyncFolderListing.modified(status))
    }
}

/// A file as a pass last saw it.
struct SyncedFile: Sendable {
    let name: [UInt8]
    let size: Int64
    let modified: Int64
}

/// What a sync pass did.
public struct SyncReport: Sendable, Equatable {
    /// Notes written to the folder.
    public var written = 0
    /// Files removed because their note left the store.
    public var removed = 0
    /// Notes changed or made from files.
    public var taken = 0
    /// Notes moved to the trash because their file was removed on another computer.
    public var trashed = 0
    /// Notes changed on two computers since they last agreed (or with a sync tool's conflict
    /// copy): the newer text is the note, the other a version of it.
    public var merged: [Int64] = []
    /// Notes whose text or fields a file changed (taken, merged or made).
    public var changedNotes: [Int64] = []
    /// Files left unread: cut short, too large or unreadable.
    public var incompleteFiles: [[UInt8]] = []
    /// Files that could not be written, each a sentence naming the file.
    public var failures: [String] = []
    /// The folder (or its disk) was not there: nothing was changed.
    public var folderMissing = false

    /// An empty report.
    public init() {}
}
