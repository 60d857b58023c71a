// Note stores of many notes, made fast: straight SQLite in one transaction.
import CSQLite
import Foundation
import NoteStore

/// Writes many notes into a new store at once. `NoteStore` saves one durable transaction per
/// note, minutes for 100,000; here they go in through SQLite in one transaction, as another
/// program would write them: schema 006's triggers queue each for the search index, which the
/// next `NoteStore(directoryPath:)` builds exactly as for notes a user's script wrote.
enum BulkNoteStore {
    /// Makes a store in `folder` with `count` notes titled "Note N", whose bodies `body(N)` gives,
    /// "updated" one millisecond apart (the last is the newest). Not indexed until next opened.
    static func make(in folder: URL, count: Int, body: (Int) -> String) {
        do {
            _ = try NoteStore(directoryPath: FileSystemPath(folder.path))
        } catch {
            print("placeholder-bench: cannot make the sample store: \(error)")
            exit(1)
        }
        var handle: OpaquePointer?
        let path = folder.appendingPathComponent(NoteStoreLocation.databaseFileName).path
        guard sqlite3_open(path, &handle) == SQLITE_OK else { exit(1) }
        defer { sqlite3_close(handle) }
        sqlite3_exec(handle, "BEGIN", nil, nil, nil)
        var insert: OpaquePointer?
        sqlite3_prepare_v2(
            handle, "INSERT INTO notes (created, updated, title, body, preview) VALUES (?1, ?1, ?2, ?3, ?4)", -1,
            &insert, nil)
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for index in 0..<count {
            let text = body(index)
            sqlite3_bind_int64(insert, 1, Int64(1_700_000_000_000 + index))
            sqlite3_bind_text(insert, 2, "Note \(index)", -1, transient)
            sqlite3_bind_text(insert, 3, text, -1, transient)
            sqlite3_bind_text(insert, 4, String(text.prefix { $0 != "\n" }), -1, transient)
            sqlite3_step(insert)
            sqlite3_reset(insert)
        }
        sqlite3_finalize(insert)
        sqlite3_exec(handle, "COMMIT", nil, nil, nil)
    }
}

extension BulkNoteStore {
    static let usage = "bulk-store DIR COUNT"

    /// The body of sample note `index`: two short lines, as a user's quick note.
    static func sampleBody(_ index: Int) -> String { "Line one of note \(index)\nand a second line." }

    /// The `bulk-store DIR COUNT` mode: a store of COUNT sample notes at DIR (a new folder),
    /// indexed as a user's, kept for `make callgrind-start`.
    static func run(_ arguments: [String]) {
        guard arguments.count == 2, let count = Int(arguments[1]), count >= 0 else {
            FileHandle.standardError.write(Data("usage: placeholder-bench \(usage)\n".utf8))
            exit(2)
        }
        let folder = URL(fileURLWithPath: arguments[0])
        make(in: folder, count: count, body: sampleBody)
        do {
            let store = try NoteStore(directoryPath: FileSystemPath(folder.path))
            while try store.indexNotesWrittenElsewhere() {}
        } catch {
            FileHandle.standardError.write(Data("placeholder-bench: cannot index the sample store: \(error)\n".utf8))
            exit(1)
        }
    }
}
