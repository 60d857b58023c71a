// Another program holding the notes database's write lock, and reading a database byte for byte:
// both through Debian's python3 and its sqlite3 module, a separate process as another app is.
import Foundation
import TestSupport

/// `/usr/bin/python3` holding `BEGIN EXCLUSIVE` on a database until `release()` closes its stdin.
final class SQLiteLockHolder {
    private let process = Process()
    private let input = Pipe()

    /// Takes the lock on the database at `path`; returns once python printed "locked".
    init(database path: String, timeout: Double = 10) throws {
        let script = """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
            connection.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            sys.stdin.read()
            connection.execute("ROLLBACK")
            connection.close()
            """
        process.executableURL = try SQLiteProbe.python
        process.arguments = ["-c", script, path]
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = LineReader(output.fileHandleForReading).firstLine(timeout: timeout)
        guard line == "locked" else {
            release()
            throw TestPrecondition.notMet(
                "python3 did not take the exclusive lock on \(path) within \(timeout) s (it printed \(line.debugDescription))"
            )
        }
    }

    /// Ends the transaction (closing python's stdin) and waits for python to exit.
    func release() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// Plants and reads notes with `/usr/bin/python3`'s sqlite3, below the app's own code, so a
/// test sees the stored bytes (`CAST(... AS BLOB)`) and not what `--list`'s JSON makes of them.
enum SQLiteProbe {
    static var python: URL {
        get throws {
            let url = URL(fileURLWithPath: "/usr/bin/python3")
            guard FileManager.default.isExecutableFile(atPath: url.path) else {
                throw TestPrecondition.missing("/usr/bin/python3 (python3, with its sqlite3 module)")
            }
            return url
        }
    }

    /// Runs a python `script` with `arguments` (sys.argv[1...]); returns its standard output,
    /// failing on a non-zero status.
    static func run(_ script: String, _ arguments: [String]) throws -> String {
        let run = try ProgramRun.run(try python, ["-c", script] + arguments)
        guard run.status == 0 else {
            throw TestPrecondition.notMet("python3 failed (\(run.status)): \(run.errorOutput)")
        }
        return run.output
    }

    /// Sets the stored title and body of note `id` to exactly these bytes (TEXT values that
    /// may hold NUL or invalid UTF-8), without changing `updated`.
    static func plant(database: URL, id: Int64, title: [UInt8], body: [UInt8]) throws {
        _ = try run(
            """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            # rowcount, not total_changes: schema 006's triggers change rows of their own.
            changed = c.execute("UPDATE notes SET title = CAST(? AS TEXT), body = CAST(? AS TEXT) WHERE id = ?",
                                (bytes.fromhex(sys.argv[2]), bytes.fromhex(sys.argv[3]), int(sys.argv[4]))).rowcount
            assert changed == 1
            c.close()
            """, [database.path, hex(title), hex(body), String(id)])
    }

    /// The stored bytes of every note: (id, title, body), by id.
    static func storedNotes(database: URL) throws -> [(id: Int64, title: [UInt8], body: [UInt8])] {
        let output = try run(
            """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            for row in c.execute("SELECT id, hex(CAST(title AS BLOB)), hex(CAST(body AS BLOB)) FROM notes ORDER BY id"):
                print(row[0], row[1] or "-", row[2] or "-")
            c.close()
            """, [database.path])
        return output.split(separator: "\n").map { line in
            let parts = line.split(separator: " ").map(String.init)
            return (Int64(parts[0]) ?? -1, bytes(fromHex: parts[1]), bytes(fromHex: parts[2]))
        }
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    private static func bytes(fromHex text: String) -> [UInt8] {
        guard text != "-" else { return [] }
        var result: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            result.append(UInt8(text[index..<next], radix: 16) ?? 0)
            index = next
        }
        return result
    }
}
