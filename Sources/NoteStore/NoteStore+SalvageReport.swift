// Keeping the report of a salvaged database until the user has seen it.
//
// The damaged file is moved aside once, but the user may not be looking then (the app may have
// been started by `--screenshot`, or closed at once). So the report is a row of the new
// database, read at every opening into `salvageReport`, until `dismissSalvageReport()` deletes it.
//
// The table and its columns keep the names they were released with (`recovery_notices`,
// `recovered_notes`): stores in the wild hold them. In the code "recovery" means the app's
// unsaved-text files only.
import Glibc

extension NoteStore {
    /// Forgets the salvage report, so `salvageReport` is nil from now on and at later openings.
    /// Call it once the user has closed the message.
    /// - Throws: `NoteStoreError` if the database cannot be written.
    public func dismissSalvageReport() throws {
        try writing { try database.execute("DELETE FROM recovery_notices") }
        salvageReport = nil
    }

    /// Records `report` in `database` (at the newest schema), inside the caller's write transaction.
    static func recordSalvageReport(
        _ report: DatabaseSalvageReport, originalFile: FileSystemPath, in database: SQLiteDatabase
    ) throws {
        let insert = try database.prepare(
            """
            INSERT INTO recovery_notices (moved_at, original_path, moved_aside_path, reason, recovered_notes, unreadable_notes)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6)
            """)
        try insert.bind(report.movedAt.millisecondsSince1970, at: 1)
        try insert.bind(bytes: originalFile.bytes, at: 2)
        try insert.bind(bytes: report.movedAsideFile.bytes, at: 3)
        try insert.bind(report.reason, at: 4)
        try insert.bind(Int64(report.salvagedNoteCount), at: 5)
        try insert.bind(Int64(report.unreadableNoteCount), at: 6)
        try insert.step()
    }

    /// The newest salvage report kept in `database`, or nil (also when the schema predates
    /// the reports, as a database only read may).
    static func newestSalvageReport(in database: SQLiteDatabase) throws -> DatabaseSalvageReport? {
        guard
            try database.integer(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'recovery_notices'") > 0
        else {
            return nil
        }
        let select = try database.prepare(
            """
            SELECT moved_at, original_path, moved_aside_path, reason, recovered_notes, unreadable_notes
            FROM recovery_notices ORDER BY id DESC LIMIT 1
            """)
        guard try select.step() else { return nil }
        return DatabaseSalvageReport(
            originalPath: FileSystemPath(bytes: select.bytes(at: 1)).description,
            movedAsideFile: FileSystemPath(bytes: select.bytes(at: 2)), reason: select.string(at: 3),
            salvagedNoteCount: Int(select.int64(at: 4)), unreadableNoteCount: Int(select.int64(at: 5)),
            movedAt: NoteTime(millisecondsSince1970: select.int64(at: 0)))
    }
}
