// Writing lines to standard output and standard error, unbuffered.
import Glibc
import NoteStore

/// Whole lines to the process's standard streams, written at once (never left in a buffer
/// when the process is killed right after).
enum StandardStream {
    /// Writes `line` and a newline to standard output.
    static func output(_ line: String) {
        write(line + "\n", to: STDOUT_FILENO)
    }

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        write(line + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` as it is (lines already ended) to standard output.
    /// - Returns: 0, or the errno of the write that failed (a full disk, a reader gone).
    @discardableResult
    static func outputText(_ text: String) -> Int32 {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes every byte of `text` to `descriptor`; a closed stream (a reader gone) ends it.
    /// - Returns: 0, or the errno of the write that failed.
    @discardableResult
    private static func write(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { DescriptorWriting.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
