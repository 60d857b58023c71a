// A fresh, empty folder per test, removed when the test is done with it.
import Foundation

/// A new empty folder under the system's temporary directory (or `/dev/shm` when `inMemory`,
/// for tests that write thousands of notes, each one a synchronous commit). It is removed, with
/// everything in it, by `remove()` or when the last reference goes.
///
/// ```swift
/// let folder = try ScratchFolder()
/// let notes = folder.file("notes")
/// ```
public final class ScratchFolder: Sendable {
    /// The folder itself; it exists and is empty when the test starts.
    public let url: URL

    public init(inMemory: Bool = false) throws {
        let base =
            inMemory && FileManager.default.fileExists(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm", isDirectory: true)
            : FileManager.default.temporaryDirectory
        url = base.appendingPathComponent("placeholder-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// `name` inside the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { file(name).path }

    /// Removes the folder and everything in it (again: nothing). Tests may leave folders without
    /// write or search permission behind, so every folder is made the owner's first.
    public func remove() {
        if let paths = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in paths {
                chmod(url.appendingPathComponent(relative).path, 0o700)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }
}
