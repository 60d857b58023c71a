// A fresh folder per test, removed afterwards.
import Foundation

/// A new empty folder under the system's temporary directory (or `/dev/shm` when `inMemory`,
/// for tests that write thousands of notes, each one a synchronous commit).
struct ScratchFolder {
    let url: URL

    init(inMemory: Bool = false) throws {
        let base = inMemory && FileManager.default.fileExists(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm", isDirectory: true)
            : FileManager.default.temporaryDirectory
        url = base.appendingPathComponent("note-entry-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
