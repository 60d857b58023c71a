// A path as the kernel sees it: a string of bytes, not text.
//
// Linux file names are any bytes but "/" and NUL; they need not be UTF-8. Foundation's URL and
// String cannot carry such a name: on Linux `URL(fileURLWithFileSystemRepresentation:…)` turns
// "caf\xE9" into "caf\u{FFFD}" (checked with Swift 6.3's Foundation), so the app would open
// another folder than the one it was given. The store therefore keeps paths as bytes from the
// command line or the environment to `open(2)` and `sqlite3_open_v2`, and decodes them only to
// show them in messages.
import Glibc

/// A file system path kept byte for byte; `description` is only for showing it.
///
/// ```swift
/// let folder = FileSystemPath(bytes: Array("/home/me/caf".utf8) + [0xE9])
/// let database = folder.appending("notes.sqlite3")
/// database.withCString { open($0, O_RDONLY | O_NOFOLLOW) }
/// print(database)   // "/home/me/caf\u{FFFD}/notes.sqlite3" (for people, not for open)
/// ```
public struct FileSystemPath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    /// The path with these bytes; anything from the first NUL on is dropped (a C path ends there).
    public init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes.prefix { $0 != 0 })
    }

    /// The path spelled by `text` in UTF-8.
    public init(_ text: String) {
        self.init(bytes: text.utf8)
    }

    /// The path in a C string (for example `argv[i]` or `getenv`'s answer).
    public init(cString: UnsafePointer<CChar>) {
        self.init(bytes: UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
    }

    /// The path for messages: its bytes as UTF-8, any invalid byte shown as U+FFFD.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the path starts at the root folder.
    public var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

    /// This path followed by `/` and `component` (which may hold several components).
    public func appending(_ component: String) -> FileSystemPath {
        appending(FileSystemPath(component))
    }

    /// This path followed by `/` and `other`.
    public func appending(_ other: FileSystemPath) -> FileSystemPath {
        guard !bytes.isEmpty else { return other }
        let separator = bytes.last == Self.slash ? [] : [Self.slash]
        return FileSystemPath(bytes: bytes + separator + other.bytes.drop { $0 == Self.slash })
    }

    /// The path with `suffix` added to its last component, e.g. `notes.sqlite3` + `-wal`.
    public func addingSuffix(_ suffix: String) -> FileSystemPath {
        FileSystemPath(bytes: bytes + Array(suffix.utf8))
    }

    /// The folder that holds this path ("/" for "/a", "." for "a").
    public var parent: FileSystemPath {
        let trimmed = withoutTrailingSlashes.bytes
        guard let slash = trimmed.lastIndex(of: Self.slash) else { return FileSystemPath(".") }
        let parent = FileSystemPath(bytes: trimmed[..<slash]).withoutTrailingSlashes
        return parent.bytes.isEmpty ? FileSystemPath("/") : parent
    }

    /// The path made absolute against the current folder, with `//` and `/./` collapsed and no
    /// trailing `/`. `..` is kept: resolving it without the file system would be wrong past a
    /// symbolic link.
    public var standardized: FileSystemPath {
        let absolute = isAbsolute ? self : Self.currentDirectory().appending(self)
        var components: [ArraySlice<UInt8>] = []
        for component in absolute.bytes.split(separator: Self.slash) where component != [UInt8(ascii: ".")] {
            components.append(component)
        }
        return FileSystemPath(bytes: [Self.slash] + Array(components.joined(separator: [Self.slash])))
    }

    /// Runs `body` with the path as a NUL-terminated C string.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The process's current folder, byte for byte ("/" if it cannot be read).
    public static func currentDirectory() -> FileSystemPath {
        guard let current = getcwd(nil, 0) else { return FileSystemPath("/") }
        defer { free(current) }
        return FileSystemPath(cString: current)
    }

    private var withoutTrailingSlashes: FileSystemPath {
        var trimmed = bytes[...]
        while trimmed.count > 1, trimmed.last == Self.slash { trimmed = trimmed.dropLast() }
        return FileSystemPath(bytes: trimmed)
    }

    private static let slash = UInt8(ascii: "/")
}
