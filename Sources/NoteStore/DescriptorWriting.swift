// Writing every byte to a file descriptor.
import Glibc

/// Writing files whole: every byte, synced, under a temporary name first.
public enum DescriptorWriting {
    /// Writes all of `bytes` to `descriptor`, through interrupted and partial writes.
    /// - Returns: 0, or the errno of the write that failed.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
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
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Creates the owner-only file `path` (which must not exist, and is not followed if a link)
    /// holding `bytes`, dated `modified` when given, and syncs it; the caller then puts it under
    /// its final name (rename, or link to never replace one).
    /// - Returns: nil, or why it could not be written (the file is then removed).
    public static func writeSyncedFile(_ bytes: [UInt8], at path: FileSystemPath, modified: timespec? = nil)
        -> WriteFailure?
    {
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else {
            let error = errno
            return WriteFailure(
                errorNumber: error,
                description: "cannot create \(ShellWord.shown(path)): \(String(cString: strerror(error)))")
        }
        var failure = writeAll(bytes, to: descriptor)
        // The date is a courtesy: a file system that cannot set it still gets the bytes.
        if failure == 0, let time = modified {
            var times = [time, time]
            futimens(descriptor, &times)
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        guard failure != 0 else { return nil }
        path.withCString { _ = unlink($0) }
        return WriteFailure(
            errorNumber: failure,
            description: "cannot write \(ShellWord.shown(path)): \(String(cString: strerror(failure)))")
    }

    /// Puts `bytes` at `final` whole or not at all: written into `temporary` (created owner-only
    /// by `writeSyncedFile`, never an existing file or a link), synced, then renamed over `final`,
    /// so a reader (a sync tool, another computer) never sees part of it.
    /// - Returns: nil, or why not (the temporary file is then removed).
    public static func replaceFile(
        _ final: FileSystemPath, with bytes: [UInt8], through temporary: FileSystemPath
    ) -> ReplaceFailure? {
        if let failure = writeSyncedFile(bytes, at: temporary) { return .temporaryFile(failure) }
        guard temporary.withCString({ from in final.withCString { rename(from, $0) } }) == 0 else {
            let error = errno
            temporary.withCString { _ = unlink($0) }
            return .rename(errorNumber: error)
        }
        return nil
    }

    /// Why `replaceFile` left the final file as it was.
    public enum ReplaceFailure {
        /// The temporary file could not be written: why, naming it.
        case temporaryFile(WriteFailure)
        /// The temporary file could not take the final name: rename(2)'s errno.
        case rename(errorNumber: Int32)

        /// The errno of the call that failed.
        public var errorNumber: Int32 {
            switch self {
            case .temporaryFile(let failure): failure.errorNumber
            case .rename(let errorNumber): errorNumber
            }
        }
    }

    /// Syncs the entries of `folder`, so the renames, links and removals in it outlive a power
    /// cut; a folder that cannot be opened is left as it is.
    public static func syncEntries(of folder: FileSystemPath) {
        let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Why `writeSyncedFile` wrote nothing: the error number and a sentence naming the file.
    public struct WriteFailure: CustomStringConvertible {
        /// The errno of the call that failed.
        public let errorNumber: Int32
        /// What failed, naming the file, for standard error.
        public let description: String
    }
}
