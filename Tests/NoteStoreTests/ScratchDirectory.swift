// Test support: a fresh, empty folder per test, removed when the test is done.
import Foundation
@testable import NoteStore

/// A unique temporary folder, deleted (with everything in it) when released.
final class ScratchDirectory {
    /// The folder itself; it exists and is empty when the test starts.
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("NoteStoreTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Tests may leave read-only folders behind; make them removable first.
        if let paths = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in paths {
                chmod(url.appendingPathComponent(relative).path, 0o700)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The path of the notes database when the store is opened on this folder.
    var databasePath: String { path(NoteStoreLocation.databaseFileName) }

    /// A store on this folder, with an optional fake clock.
    func openStore(clock: SteppingClock? = nil) throws -> NoteStore {
        if let clock {
            return try NoteStore(directory: url, clock: { clock.next() })
        }
        return try NoteStore(directory: url)
    }
}

/// A clock that moves forward by a fixed step on every reading, so orderings are certain.
final class SteppingClock {
    private var current: Date
    private let step: TimeInterval

    init(start: Date = Date(timeIntervalSince1970: 1_795_000_000), step: TimeInterval = 1) {
        current = start
        self.step = step
    }

    func next() -> Date {
        defer { current += step }
        return current
    }
}

/// The bytes of a string, for byte-for-byte comparisons (Swift's `==` on String treats
/// canonically equivalent text, such as "é" and "e\u{301}", as equal).
func utf8Bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
