// Reading what a child process prints, line by line, while it runs.
import Foundation

/// Reads a pipe on a thread of its own and hands over each whole line as it arrives.
///
/// ```swift
/// PipeLines.read(pipe.fileHandleForReading, line: { print("child:", $0) }, ended: { done.signal() })
/// ```
public enum PipeLines {
    /// Calls `line` with each line `handle` delivers (without its newline), in order, then
    /// `ended` once the writing end is closed. A last line without a newline is not handed over.
    public static func read(
        _ handle: FileHandle, line: @escaping @Sendable (String) -> Void, ended: @escaping @Sendable () -> Void
    ) {
        Thread.detachNewThread {
            var pending = ""
            while case let data = handle.availableData, !data.isEmpty {
                pending += String(decoding: data, as: UTF8.self)
                while let newline = pending.firstIndex(of: "\n") {
                    line(String(pending[..<newline]))
                    pending.removeSubrange(...newline)
                }
            }
            ended()
        }
    }
}
