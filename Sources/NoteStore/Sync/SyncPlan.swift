// One sync pass's notes: what the store's rows and the folder's files say of each, what
// `SyncDecision` makes of it, and the file work that follows.
import Glibc

/// The notes of one pass, each with its row and its files.
struct SyncPlan {
    /// A note's file as read from the folder.
    struct FolderFile {
        let name: [UInt8]
        let file: SyncNoteFile
        /// The file's modification time, nanoseconds since 1970.
        var modified: Int64 = 0
        var isConflictCopy: Bool { SyncFolderName.isConflictCopy(name) }

        /// Whether it is a conflict copy left in the folder longer than every computer needs to
        /// keep it (`SyncFolder.conflictCopyDays`) by `now`.
        func isStaleConflictCopy(at now: NoteTime) -> Bool {
            isConflictCopy
                && now.millisecondsSince1970 - modified / 1_000_000 > Int64(SyncFolder.conflictCopyDays) * 86_400_000
        }
    }

    /// A person's Markdown file without front matter: a new note.
    struct PlainFile {
        let name: [UInt8]
        let title: String
        let body: String
        let modified: Int64

        /// The note it becomes, with a new id, dated by the file.
        func note() throws -> SyncNoteFile {
            let time = NoteTime(millisecondsSince1970: modified / 1_000_000)
            return SyncNoteFile(id: SyncNoteID.random().text, title: title, body: body, created: time, edited: time)
        }
    }

    /// What the folder needs after the store's step.
    enum FileWork {
        case none
        case write(SyncNoteFile, keepingName: Bool = false)
        case remove
        /// Nothing to write: record that both sides hold content of this fingerprint (nil: gone).
        case record(String?)
    }

    /// One note of the pass.
    struct Note {
        var noteID: Int64?
        let syncID: String
        let row: SyncRow?
        /// The note's file read from the folder (the regular name first), and any further files
        /// with its id: conflict copies, or copies a person or a rename race left.
        var main: FolderFile?
        var extras: [FolderFile] = []
        /// Its file is as the row recorded it: not read.
        var folderUnchanged = false
        /// Its file is cut short: the note waits until it is whole.
        var waits = false
        /// An editor holds changes to the note it has not saved yet: nothing from the folder goes
        /// into it until they are saved (then both sides changed, and the newer edit wins as
        /// always, instead of the editor's save finding another text in the note); the note still
        /// goes out.
        var isHeld = false

        var fileWork = FileWork.none
        /// This computer's text of the note that a newer one from the folder replaced: only this
        /// computer held it, so it goes to the folder as a conflict copy, which the others keep as
        /// a version.
        var copyToWrite: SyncNoteFile?
        var copiesToRemove: [[UInt8]] = []
        var merged = false
        var forget = false
        /// A file's content went into the note.
        var tookFile = false

        /// The name of the note's file in the folder now.
        var currentName: [UInt8]? { main?.name ?? (folderUnchanged ? row?.file : nil) }

        init(row: SyncRow?, syncID: String) {
            self.row = row
            self.syncID = syncID
            noteID = row?.noteID
        }

        init(adopting plain: PlainFile, as note: SyncNoteFile) {
            self.init(row: nil, syncID: note.id)
            main = FolderFile(name: plain.name, file: note)
            tookFile = true
            fileWork = .write(note, keepingName: true)
        }

        /// Decides what to do and makes the store's part of it, inside the pass's transaction.
        mutating func reconcile(with store: NoteStore, report: inout SyncReport) throws {
            guard !waits else { return }
            var local: SyncNoteFile?
            let storeSide: SyncSide
            if let row, row.noteExists, !row.noteChangedSinceAgreement, let agreement = row.agreement {
                storeSide = SyncSide(unchangedSince: agreement)
            } else if let row, row.noteExists, let note = try store.syncLocalNote(id: row.noteID, syncID: syncID) {
                local = note.file
                storeSide =
                    note.trashed ? .absent : .present(fingerprint: note.file.fingerprint, edited: note.file.edited)
            } else {
                storeSide = .absent
            }
            let folderSide: SyncSide
            if folderUnchanged {
                folderSide = SyncSide(unchangedSince: row?.agreement)
            } else if let main {
                folderSide = .present(fingerprint: main.file.fingerprint, edited: main.file.edited)
            } else {
                folderSide = .absent
            }
            var final: SyncNoteFile?
            let action = SyncDecision.action(store: storeSide, folder: folderSide, agreement: row?.agreement)
            switch action {
            case .takeFile, .trashNote, .merge: if isHeld { return }
            case .nothing, .agree, .writeFile, .removeFile: break
            }
            switch action {
            case .nothing:
                final = local
            case .agree:
                fileWork = .record(storeSide.fingerprint)
                final = local ?? main?.file
                forget = row?.noteExists == false
            case .writeFile:
                final = try local ?? loadLocal(store)
                if let final { fileWork = .write(final) }
            case .removeFile:
                fileWork = .remove
                forget = row?.noteExists == false
            case .takeFile:
                guard let main else { return }
                try take(main, into: store, reason: .otherComputer)
                report.taken += 1
                final = main.file
            case .trashNote:
                if let noteID { try store.trashForSync(noteID: noteID) }
                report.trashed += 1
                fileWork = .record(nil)
            case .merge(let keepStore):
                guard let main, let noteID else { return }
                merged = true
                if keepStore {
                    try store.keepSyncFileAsVersion(main.file, ofNote: noteID, reason: .conflict)
                    final = try local ?? loadLocal(store)
                    if let final { fileWork = .write(final) }
                } else {
                    copyToWrite = try local ?? loadLocal(store)
                    try take(main, into: store, reason: .conflict)
                    final = main.file
                }
            }
            guard !isHeld else { return }
            if final == nil, !extras.isEmpty, storeSide != .absent { final = try loadLocal(store) }
            for extra in extras {
                // A copy of the note as it is now holds nothing new.
                if let current = final, extra.file.fingerprint == current.fingerprint {
                    copiesToRemove.append(extra.name)
                    continue
                }
                // A conflict copy of a text this computer held already (its own edit, which lost
                // to another's) holds nothing new here, but may be all another computer gets of
                // it: it is left for them, and the first that keeps it removes it; one every
                // computer held already goes once it is older than any of them needs.
                let stale = extra.isStaleConflictCopy(at: store.now())
                if extra.file.fingerprint == row?.agreement?.fingerprint {
                    if !extra.isConflictCopy || stale { copiesToRemove.append(extra.name) }
                    continue
                }
                if let current = final, let noteID, extra.file.edited <= current.edited {
                    let kept = try store.keepSyncFileAsVersion(extra.file, ofNote: noteID, reason: .conflict)
                    merged = merged || kept
                    if kept || !extra.isConflictCopy || stale { copiesToRemove.append(extra.name) }
                } else {
                    merged = true
                    try take(extra, into: store, reason: .conflict)
                    final = extra.file
                    fileWork = .write(extra.file)
                    copiesToRemove.append(extra.name)
                }
            }
        }

        /// Puts `file`'s content into the note (made when there is none) and records the file
        /// work: a conflict copy's text moves under the note's own name.
        private mutating func take(_ file: FolderFile, into store: NoteStore, reason: NoteVersion.Reason) throws {
            let into = row?.noteExists == true ? noteID : nil
            noteID = try store.takeSyncFile(file.file, intoNote: into, keepingReplacedAs: reason)
            tookFile = true
            fileWork = file.isConflictCopy ? .write(file.file) : .record(file.file.fingerprint)
        }

        private func loadLocal(_ store: NoteStore) throws -> SyncNoteFile? {
            guard let noteID else { return nil }
            return try store.syncLocalNote(id: noteID, syncID: syncID)?.file
        }
    }

    var notes: [Note] = []
    var plainFiles: [PlainFile] = []
    var incompleteFiles: [[UInt8]] = []

    /// The plan for `rows` and the files in `listing` (read when they changed since a row
    /// recorded them) in `folder`.
    init(rows: [SyncRow], listing: SyncFolderListing, folder: FileSystemPath, holding held: Set<Int64> = []) {
        var recorded: [[UInt8]: SyncRow] = [:]
        for row in rows {
            if let file = row.file { recorded[file] = row }
        }
        var unchanged: Set<String> = []
        var waiting: Set<String> = []
        var read: [String: [FolderFile]] = [:]
        for (name, entry) in listing.files where entry.mayHoldNote {
            if let row = recorded[name], row.fileSize == entry.size, row.fileModified == entry.modified {
                unchanged.insert(row.syncID)
                continue
            }
            guard entry.size <= SyncFolder.largestFile,
                let bytes = Self.contents(of: folder.appending(FileSystemPath(bytes: name)))
            else {
                incompleteFiles.append(name)
                if let row = recorded[name] { waiting.insert(row.syncID) }
                continue
            }
            switch SyncNoteFile.read(bytes) {
            case .note(let file):
                read[file.id, default: []].append(FolderFile(name: name, file: file, modified: entry.modified))
            case .incomplete:
                incompleteFiles.append(name)
                if let row = recorded[name] { waiting.insert(row.syncID) }
            case .plain(let title, let body):
                plainFiles.append(PlainFile(name: name, title: title, body: body, modified: entry.modified))
            }
        }
        var byID: [String: SyncRow] = [:]
        for row in rows { byID[row.syncID] = row }
        for syncID in Set(byID.keys).union(read.keys) {
            var note = Note(row: byID[syncID], syncID: syncID)
            // The newest file under a regular name is the note's; a recorded file that did not
            // change beside it was superseded (a rename reaching this computer before the old
            // name's removal): it goes without a merge. Conflict copies are merged after.
            let files = read[syncID] ?? []
            let newestFirst: (FolderFile, FolderFile) -> Bool = { first, second in
                first.file.edited != second.file.edited
                    ? first.file.edited > second.file.edited : first.name.lexicographicallyPrecedes(second.name)
            }
            let regular = files.filter { !$0.isConflictCopy }.sorted(by: newestFirst)
            let copies = files.filter(\.isConflictCopy).sorted(by: newestFirst)
            if let newest = regular.first {
                note.main = newest
                note.extras = Array(regular.dropFirst()) + copies
                if unchanged.contains(syncID), let recorded = note.row?.file { note.copiesToRemove.append(recorded) }
            } else if unchanged.contains(syncID) {
                note.folderUnchanged = true
                note.extras = copies
            } else {
                note.main = copies.first
                note.extras = Array(copies.dropFirst())
            }
            note.waits = waiting.contains(syncID) && files.isEmpty
            if let noteID = note.noteID, held.contains(noteID) {
                note.isHeld = true
                note.copiesToRemove = []
            }
            notes.append(note)
        }
        notes.sort { ($0.noteID ?? .max) < ($1.noteID ?? .max) }
    }

    /// A file's bytes, read without following a link; nil when it cannot be read.
    static func contents(of path: FileSystemPath) -> [UInt8]? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            if bytes.count > SyncFolder.largestFile { return nil }
        }
    }
}
