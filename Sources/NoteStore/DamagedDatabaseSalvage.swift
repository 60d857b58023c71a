// Copying every note that can still be read out of a damaged database.
//
// SQLite 3.40's `.recover` lives in the sqlite3 shell, not the C API, so this reads with plain
// SELECTs and keeps whatever comes back whole:
// - The file is opened as one from elsewhere (`UntrustedDatabaseFile`): nothing but tables is
//   read, none of its SQL is run, and the work stops at a time limit. `cell_size_check` makes
//   SQLite refuse malformed cells instead of returning garbage.
// - The notes table is read in ranges of ids, so one unreadable page costs the notes on it, not
//   every note after it; a range that fails is read again note by note.
// - Which ids exist is learnt from every source that may survive: the table itself, the
//   `notes_newest_first` index (a separate b-tree that holds every id), and the id counter in
//   `sqlite_sequence`.
// - Titles and bodies are copied as the bytes stored (UTF-8 or not) and revisions as they were,
//   so a salvaged note is the note, and a window that loaded it elsewhere still sees a conflict.
import CSQLite
import Glibc

/// One note read whole from a damaged database, its text as the bytes stored.
struct SalvagedNote: Equatable {
    let id: Int64
    let title: [UInt8]
    let body: [UInt8]
    /// Milliseconds since 1970, as stored.
    let created: Int64
    let updated: Int64
    /// 1 when the damaged database predates revisions (schema 003).
    let revision: Int64
    /// When it was moved to the trash (milliseconds since 1970); nil when it is not in it.
    var trashed: Int64? = nil
}

/// What a salvage found.
struct SalvageResult: Equatable {
    /// The notes read whole, oldest id first.
    var notes: [SalvagedNote] = []
    /// Ids known to exist (from the table or its index) whose note could not be read.
    var unreadableCount = 0
    /// Notes passed over because their title and body together are larger than asked for.
    var tooLargeCount = 0
    /// The largest id the damaged database had handed out, when it could be read.
    var highestIssuedID: Int64?
    /// The damaged store's identity (schema 007), when it could be read.
    var storeIdentity: String?
    /// When nothing was found: whether the file holds a plain `notes` table (never a view) that
    /// reads to its end, which tells an empty notes database from a file that is none.
    var hasReadableNotesTable = false
}

/// Reads what can be read from a damaged notes database, never writing to it.
enum DamagedDatabaseSalvage {
    /// How many ids one range query covers.
    static let rangeSize: Int64 = 256
    /// Past this many ids, only ids seen in the table or index are tried (not every id in between).
    static let largestIDSpan: Int64 = 10_000_000

    /// How long a salvage of the store's own damaged database may read, in seconds.
    static let salvageTimeLimit = 120

    /// Every note that can be read from the database at `file` (with its -wal, if any) within
    /// `timeLimit` seconds, but those whose title and body together hold more than `largestNote`
    /// bytes (counted, never copied). A file SQLite cannot open at all, or whose `notes` is not
    /// a plain table (a view, a virtual table, computed columns), gives an empty result.
    static func readNotes(
        from file: FileSystemPath, largestNote: Int = .max, timeLimit: Int = salvageTimeLimit
    ) -> SalvageResult {
        guard let source = UntrustedDatabaseFile(file: file, timeLimit: timeLimit), source.isPlainTable("notes")
        else { return SalvageResult() }
        let database = source.database
        try? database.execute("PRAGMA cell_size_check = ON")
        var result = SalvageResult()
        let columns =
            (hasColumn("revision", database) ? columnsWithRevision : columnsWithoutRevision)
            + (hasColumn("trashed", database) ? ", CASE typeof(trashed) WHEN 'integer' THEN trashed END" : ", NULL")
        let knownIDs = existingIDs(in: database)
        if source.isPlainTable("sqlite_sequence") {
            result.highestIssuedID = try? database.integer("SELECT seq FROM sqlite_sequence WHERE name = 'notes'")
        }
        if source.isPlainTable("store_identity") {
            result.storeIdentity = try? database.text("SELECT uuid FROM store_identity")
        }
        let highest = max(
            knownIDs.max() ?? 0, result.highestIssuedID ?? 0, (try? database.integer("SELECT max(id) FROM notes")) ?? 0)
        let lowest = min(knownIDs.min() ?? 1, 1)
        var reader = RowReader(database: database, columns: columns, largestNote: largestNote)
        // A hostile file's ids may span all of Int64: a span that overflows is as good as too wide.
        let (span, overflowed) = highest.subtractingReportingOverflow(lowest)
        if !overflowed, span <= largestIDSpan {
            var start = lowest
            while start <= highest, !source.isOverTime {
                let end = start + rangeSize - 1
                reader.readRange(start...end)
                start = end + 1
            }
        } else {
            for id in knownIDs where reader.read[id] == nil {
                if source.isOverTime { break }
                reader.readNote(id: id)
            }
        }
        result.notes = reader.read.values.sorted { $0.id < $1.id }
        result.unreadableCount = knownIDs.subtracting(reader.read.keys).subtracting(reader.tooLarge).count
        result.tooLargeCount = reader.tooLarge.count
        if result.notes.isEmpty, knownIDs.isEmpty, reader.tooLarge.isEmpty {
            result.hasReadableNotesTable = (try? database.integer("SELECT count(*) FROM notes")) != nil
        }
        return result
    }

    /// Writes `result`'s notes into `database` (a new notes database, inside the caller's write
    /// transaction) under their own ids, and carries the id counter over so no id is handed out twice.
    static func copy(_ result: SalvageResult, into database: SQLiteDatabase) throws {
        // CAST(blob AS TEXT) stores the bytes as they are, as the damaged database held them.
        let insert = try database.prepare(
            """
            INSERT INTO notes (id, created, updated, title, preview, body, revision, trashed)
            VALUES (?1, ?2, ?3, CAST(?4 AS TEXT), ?5, CAST(?6 AS TEXT), ?7, ?8)
            """)
        for note in result.notes {
            insert.reset()
            try insert.bind(note.id, at: 1)
            try insert.bind(note.created, at: 2)
            try insert.bind(note.updated, at: 3)
            try insert.bind(bytes: note.title, at: 4)
            try insert.bind(NoteSummary.firstLine(ofBody: String(decoding: note.body, as: UTF8.self)), at: 5)
            try insert.bind(bytes: note.body, at: 6)
            try insert.bind(note.revision, at: 7)
            if let trashed = note.trashed { try insert.bind(trashed, at: 8) }
            try insert.step()
        }
        guard let issued = result.highestIssuedID, issued > (result.notes.last?.id ?? 0) else { return }
        // A row exists once a note was inserted; otherwise the counter starts here.
        try database.execute("DELETE FROM sqlite_sequence WHERE name = 'notes'")
        let counter = try database.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('notes', ?1)")
        try counter.bind(issued, at: 1)
        try counter.step()
    }

    /// The ids the table and its index still show, each read until its first failure.
    private static func existingIDs(in database: SQLiteDatabase) -> Set<Int64> {
        var ids = Set<Int64>()
        for query in [
            "SELECT id FROM notes ORDER BY id", "SELECT id FROM notes ORDER BY id DESC",
            "SELECT id FROM notes INDEXED BY notes_newest_first ORDER BY updated DESC, id DESC",
        ] {
            guard let select = try? database.prepare(query) else { continue }
            while (try? select.step()) == true { ids.insert(select.int64(at: 0)) }
        }
        return ids
    }

    /// Whether the damaged database's notes have the column `name` (revision: schema 003 and
    /// later; trashed: 008 and later).
    private static func hasColumn(_ name: String, _ database: SQLiteDatabase) -> Bool {
        (try? database.integer("SELECT count(*) FROM pragma_table_info('notes') WHERE name = '\(name)'")) == 1
    }

    /// The columns `note(from:)` reads, in its order (then `trashed`); a database before
    /// revisions gives 1.
    private static let columnsWithRevision =
        "id, title, body, created, updated, CASE typeof(revision) WHEN 'integer' THEN revision ELSE 1 END"
    private static let columnsWithoutRevision = "id, title, body, created, updated, 1"

    /// Only rows whose every column has the type the schema gives it count as notes: a damaged
    /// page can still parse as cells of the wrong kind.
    static let wellTyped = """
        typeof(title) = 'text' AND typeof(body) = 'text' AND typeof(created) = 'integer' AND typeof(updated) = 'integer'
        """

}

/// Reads a damaged database's notes by id, keeping those read whole and within the size asked for.
private struct RowReader {
    let database: SQLiteDatabase
    /// What to select: `DamagedDatabaseSalvage`'s columns.
    let columns: String
    let largestNote: Int
    /// The notes read, by id.
    var read: [Int64: SalvagedNote] = [:]
    /// The ids of notes passed over as larger than `largestNote`.
    var tooLarge: Set<Int64> = []

    /// Reads ids `range` in one query; if it fails part way, reads the rest one by one.
    mutating func readRange(_ range: ClosedRange<Int64>) {
        do {
            let select = try database.prepare(
                "SELECT \(columns) FROM notes WHERE id BETWEEN ?1 AND ?2 AND \(DamagedDatabaseSalvage.wellTyped) ORDER BY id"
            )
            try select.bind(range.lowerBound, at: 1)
            try select.bind(range.upperBound, at: 2)
            var batch: [SalvagedNote] = []
            var passedOver: [Int64] = []
            while try select.step() {
                if let note = note(from: select) { batch.append(note) } else { passedOver.append(select.int64(at: 0)) }
            }
            for note in batch { read[note.id] = note }
            tooLarge.formUnion(passedOver)
        } catch {
            for id in range where read[id] == nil && !tooLarge.contains(id) { readNote(id: id) }
        }
    }

    /// Reads note `id` alone, if it can be read.
    mutating func readNote(id: Int64) {
        guard
            let select = try? database.prepare(
                "SELECT \(columns) FROM notes WHERE id = ?1 AND \(DamagedDatabaseSalvage.wellTyped)"),
            (try? select.bind(id, at: 1)) != nil, (try? select.step()) == true
        else { return }
        if let note = note(from: select) { read[id] = note } else { tooLarge.insert(id) }
    }

    /// The note in `row`; nil when its title and body hold more than `largestNote` bytes, whose
    /// sizes are read without copying them.
    private func note(from row: SQLiteStatement) -> SalvagedNote? {
        guard row.byteCount(at: 1) + row.byteCount(at: 2) <= largestNote else { return nil }
        return SalvagedNote(
            id: row.int64(at: 0), title: row.bytes(at: 1), body: row.bytes(at: 2),
            created: row.int64(at: 3), updated: row.int64(at: 4), revision: row.int64(at: 5),
            trashed: row.isNull(at: 6) ? nil : row.int64(at: 6))
    }
}
