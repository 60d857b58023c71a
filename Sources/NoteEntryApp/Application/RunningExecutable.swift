// The file this process runs, to start it again or find what was installed beside it.
import Glibc

/// The running executable, as /proc/self/exe names it.
enum RunningExecutable {
    /// The executable's path with symbolic links resolved (readlink(2) of /proc/self/exe); nil,
    /// with `errno` set, when it cannot be read.
    static func path() -> String? {
        var size = 1024
        while size <= 1 << 20 {
            var buffer = [UInt8](repeating: 0, count: size)
            let length = buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, size) }
            }
            guard length >= 0 else { return nil }
            // A result that fills the buffer may have been cut: try again with more room.
            if length < size { return String(decoding: buffer[..<length], as: UTF8.self) }
            size *= 4
        }
        errno = ENAMETOOLONG
        return nil
    }
}
