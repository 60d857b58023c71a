// Writing lines to standard output and standard error, unbuffered.
import Foundation

/// Whole lines to the process's standard streams, written at once (never left in a buffer
/// when the process is killed right after).
enum StandardStream {
    /// Writes `line` and a newline to standard output.
    static func output(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
