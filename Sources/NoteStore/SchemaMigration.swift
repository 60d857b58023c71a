// One step of the database schema, and the list of all steps in order.
//
// The SQL lives twice: as numbered files under data/schema/ (what people read and review)
// and embedded in EmbeddedSchema.swift (what the binary runs, since SwiftPM resources are
// awkward to locate here). SchemaMirrorTests fails when the two differ.

/// One numbered schema step: running `sql` on a database at `version - 1` brings it to `version`.
struct SchemaMigration: Sendable {
    /// The `PRAGMA user_version` the database has after this step.
    let version: Int
    /// The file under data/schema/ this step mirrors, e.g. "001-notes.sql".
    let fileName: String
    /// The SQL text, identical to the file.
    let sql: String

    /// Every step, in order; the last one's version is the newest schema this code knows.
    static let all: [SchemaMigration] = [
        SchemaMigration(version: 1, fileName: "001-notes.sql", sql: EmbeddedSchema.notes),
        SchemaMigration(version: 2, fileName: "002-note-previews.sql", sql: EmbeddedSchema.notePreviews),
        SchemaMigration(version: 3, fileName: "003-note-revisions.sql", sql: EmbeddedSchema.noteRevisions),
        SchemaMigration(version: 4, fileName: "004-recovery-notices.sql", sql: EmbeddedSchema.recoveryNotices),
        SchemaMigration(version: 5, fileName: "005-note-search.sql", sql: EmbeddedSchema.noteSearch),
        SchemaMigration(version: 6, fileName: "006-foreign-writes.sql", sql: EmbeddedSchema.foreignWrites),
        SchemaMigration(version: 7, fileName: "007-store-identity.sql", sql: EmbeddedSchema.storeIdentity),
        SchemaMigration(version: 8, fileName: "008-trash.sql", sql: EmbeddedSchema.trash),
        SchemaMigration(version: 9, fileName: "009-note-versions.sql", sql: EmbeddedSchema.noteVersions),
    ]

    /// The newest schema version this code can read and write.
    static var latestVersion: Int { all.last?.version ?? 0 }
}
