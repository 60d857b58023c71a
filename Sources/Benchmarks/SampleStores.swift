// Note stores made with NoteStore in a scratch folder, for the sections that open them.
import Foundation
import NoteStore

/// A scratch folder holding note stores, deleted with the value.
final class SampleStores {
    /// The scratch folder.
    let folder: URL

    init() {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("placeholder-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A new store folder named `name`, holding `count` notes made through `NoteStore.createNote`
    /// (titles and short bodies like a user's), closed again.
    func store(named name: String, notes count: Int) -> URL {
        let directory = folder.appendingPathComponent(name)
        do {
            let store = try NoteStore(directoryPath: FileSystemPath(directory.path))
            for index in 0..<count {
                try store.createNote(title: "Note \(index)", body: BulkNoteStore.sampleBody(index))
            }
        } catch {
            FileHandle.standardError.write(Data("placeholder-bench: cannot make the sample store: \(error)\n".utf8))
            exit(1)
        }
        return directory
    }

    /// A new store folder named `name` with `count` short notes written in one transaction
    /// (`BulkNoteStore`), then opened once through `NoteStore` so it is indexed as a user's is.
    func bulkStore(named name: String, notes count: Int) -> URL {
        let directory = folder.appendingPathComponent(name)
        BulkNoteStore.make(in: directory, count: count, body: BulkNoteStore.sampleBody)
        do {
            _ = try NoteStore(directoryPath: FileSystemPath(directory.path))
        } catch {
            FileHandle.standardError.write(Data("placeholder-bench: cannot index the sample store: \(error)\n".utf8))
            exit(1)
        }
        return directory
    }
}
