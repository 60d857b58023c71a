// Copying every note that can still be read out of a damaged database.
//
// SQLite 3.40's `.recover` lives in the sqlite3 shell, not the C API, so this reads with plain
// SELECTs on a read-only connection and keeps whatever comes back whole:
// - `writable_schema` makes SQLite believe the file's size rather than a damaged page count in
//   the header (otherwise every read fails at once), and `cell_size_check` makes it refuse
//   malformed cells instead of returning garbage.
// - The notes table is read in ranges of ids, so one unreadable page costs the notes on it, not
//   every note after it; a range that fails is read again note by note.
// - Which ids exist is learnt from every source that may survive: the table itself, the
//   `notes_newest_first` index (a separate b-tree that holds every id), and the id counter in
//   `sqlite_sequence`.
import CSQLite
import Foundation

/// What a salvage found.
struct SalvageResult: Equatable {
    /// The notes read whole, oldest id first.
    var notes: [Note] = []
    /// Ids known to exist (from the table or its index) whose note could not be read.
    var unreadableCount = 0
    /// The largest id the damaged database had handed out, when it could be read.
    var highestIssuedID: Int64?
}

/// Reads what can be read from a damaged notes database, never writing to it.
enum DamagedDatabaseSalvage {
    /// How many ids one range query covers.
    static let rangeSize: Int64 = 256
    /// Past this many ids, only ids seen in the table or index are tried (not every id in between).
    static let largestIDSpan: Int64 = 10_000_000

    /// Every note that can be read from the database at `file` (with its -wal, if any).
    /// A file SQLite cannot open at all gives an empty result.
    static func readNotes(from file: FileSystemPath) -> SalvageResult {
        let hasWAL = DatabaseFileIdentity(of: file.addingSuffix("-wal")) != nil
        guard let database = try? SQLiteDatabase(file: file, access: hasWAL ? .readOnly : .readOnlyImmutable) else {
            return SalvageResult()
        }
        try? database.execute("PRAGMA writable_schema = ON")
        try? database.execute("PRAGMA cell_size_check = ON")
        var result = SalvageResult()
        let knownIDs = existingIDs(in: database)
        result.highestIssuedID = try? database.integer("SELECT seq FROM sqlite_sequence WHERE name = 'notes'")
        let highest = max(knownIDs.max() ?? 0, result.highestIssuedID ?? 0, (try? database.integer("SELECT max(id) FROM notes")) ?? 0)
        let lowest = min(knownIDs.min() ?? 1, 1)
        var read: [Int64: Note] = [:]
        if highest - lowest <= largestIDSpan {
            var start = lowest
            while start <= highest {
                let end = start + rangeSize - 1
                readRange(start...end, of: database, into: &read)
                start = end + 1
            }
        } else {
            for id in knownIDs where read[id] == nil {
                if let note = try? readNote(id: id, from: database) { read[id] = note }
            }
        }
        result.notes = read.values.sorted { $0.id < $1.id }
        result.unreadableCount = knownIDs.subtracting(read.keys).count
        return result
    }

    /// Writes `result`'s notes into `database` (a new notes database, inside the caller's write
    /// transaction) under their own ids, and carries the id counter over so no id is handed out twice.
    static func copy(_ result: SalvageResult, into database: SQLiteDatabase) throws {
        let insert = try database.prepare("""
            INSERT INTO notes (id, created, updated, title, preview, body) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
            """)
        for note in result.notes {
            insert.reset()
            try insert.bind(note.id, at: 1)
            try insert.bind(note.created.millisecondsSince1970, at: 2)
            try insert.bind(note.updated.millisecondsSince1970, at: 3)
            try insert.bind(note.title, at: 4)
            try insert.bind(NoteSummary.firstLine(ofBody: note.body), at: 5)
            try insert.bind(note.body, at: 6)
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
        for query in ["SELECT id FROM notes ORDER BY id", "SELECT id FROM notes ORDER BY id DESC",
                      "SELECT id FROM notes INDEXED BY notes_newest_first ORDER BY updated DESC, id DESC"] {
            guard let select = try? database.prepare(query) else { continue }
            while (try? select.step()) == true { ids.insert(select.int64(at: 0)) }
        }
        return ids
    }

    /// Reads ids `range` in one query; if it fails part way, reads the rest one by one.
    private static func readRange(_ range: ClosedRange<Int64>, of database: SQLiteDatabase, into read: inout [Int64: Note]) {
        do {
            let select = try database.prepare("SELECT \(columns) FROM notes WHERE id BETWEEN ?1 AND ?2 AND \(wellTyped) ORDER BY id")
            try select.bind(range.lowerBound, at: 1)
            try select.bind(range.upperBound, at: 2)
            var batch: [Note] = []
            while try select.step() { batch.append(note(from: select)) }
            for note in batch { read[note.id] = note }
        } catch {
            for id in range where read[id] == nil {
                if let note = try? readNote(id: id, from: database) { read[id] = note }
            }
        }
    }

    private static func readNote(id: Int64, from database: SQLiteDatabase) throws -> Note? {
        let select = try database.prepare("SELECT \(columns) FROM notes WHERE id = ?1 AND \(wellTyped)")
        try select.bind(id, at: 1)
        return try select.step() ? note(from: select) : nil
    }

    /// The columns `note(from:)` reads, in its order.
    private static let columns = "id, title, body, created, updated"

    /// Only rows whose every column has the type the schema gives it count as notes: a damaged
    /// page can still parse as cells of the wrong kind.
    private static let wellTyped = """
        typeof(title) = 'text' AND typeof(body) = 'text' AND typeof(created) = 'integer' AND typeof(updated) = 'integer'
        """

    private static func note(from row: SQLiteStatement) -> Note {
        Note(id: row.int64(at: 0), title: row.string(at: 1), body: row.string(at: 2),
             created: Date(millisecondsSince1970: row.int64(at: 3)),
             updated: Date(millisecondsSince1970: row.int64(at: 4)))
    }
}
