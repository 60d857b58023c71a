// The notes an import has read and not yet committed, and what the import did so far.
import NoteStore

/// Notes read by `NoteImport`, committed a batch at a time (one transaction each).
struct ImportBatch {
    /// What the import did so far.
    var result = NoteImport.Result()
    /// The notes read and not committed, each with the file it came from.
    private var pending: [(note: NoteStore.IncomingNote, file: FileSystemPath)] = []
    private var pendingBytes = 0
    /// The files named in `result.failures` because a batch of theirs failed: a copy of a notes
    /// database spans many batches, and a full disk fails each of them.
    private var filesOfFailedBatches: Set<[UInt8]> = []

    /// Adds `note`, read from `file`; commits the batch first when `note` would take it past
    /// `NoteImport.batchSize` notes or `NoteImport.batchBytes` bytes.
    mutating func add(
        _ note: NoteStore.IncomingNote, from file: FileSystemPath,
        _ commit: ([NoteStore.IncomingNote]) throws -> [Note?], _ progress: (Int) -> Void
    ) {
        let bytes = note.title.utf8.count + note.body.utf8.count
        if pending.count >= NoteImport.batchSize || pendingBytes + bytes > NoteImport.batchBytes {
            commitPending(commit, progress)
        }
        pending.append((note, file))
        pendingBytes += bytes
    }

    /// Commits the pending notes in one transaction; when it fails, names each of their files
    /// with the reason (none of their notes is in the store), once however many of its batches
    /// fail.
    mutating func commitPending(_ commit: ([NoteStore.IncomingNote]) throws -> [Note?], _ progress: (Int) -> Void) {
        guard !pending.isEmpty else { return }
        defer {
            pending = []
            pendingBytes = 0
        }
        do {
            for made in try commit(pending.map(\.note)) {
                if let made { result.imported.append(made) } else { result.alreadyThere += 1 }
            }
            progress(result.imported.count)
        } catch {
            for (_, file) in pending where filesOfFailedBatches.insert(file.bytes).inserted {
                result.failures.append((file, "\(error)"))
            }
        }
    }
}
