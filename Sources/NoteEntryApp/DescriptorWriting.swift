// Writing every byte to a file descriptor.
import Glibc

enum DescriptorWriting {
    /// Writes all of `bytes` to `descriptor`, through interrupted and partial writes.
    /// - Returns: 0, or the errno of the write that failed.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return 0
    }

    /// Writes all of `bytes` to `descriptor`; 0, or the errno of the write that failed.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
}
