// One step of the database schema, and the list of all steps in order.
//
// The SQL lives in numbered files under data/schema/, the only copy; the EmbedSchema build
// step (scripts/embed-schema.sh) embeds them in the binary as `SchemaMigration.all`, since
// SwiftPM resources are awkward to locate from an installed program.

/// One numbered schema step: running `sql` on a database at `version - 1` brings it to `version`.
struct SchemaMigration: Sendable {
    /// The `PRAGMA user_version` the database has after this step.
    let version: Int
    /// The file under data/schema/ this step comes from, e.g. "001-notes.sql".
    let fileName: String
    /// The SQL text, identical to the file.
    let sql: String

    /// The newest schema version this code can read and write.
    static var latestVersion: Int { all.last?.version ?? 0 }
}
