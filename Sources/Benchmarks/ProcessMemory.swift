// The process's resident memory, as the kernel counts it.
import Foundation

/// Resident set size of this process, after returning freed heap to the system.
enum ProcessMemory {
    /// Bytes resident now (`/proc/self/statm`, second field, in pages).
    static var residentBytes: Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Bytes resident after `malloc_trim(0)` has given back what the heap no longer uses, so
    /// freed memory is not counted as growth.
    static var trimmedResidentBytes: Int {
        _ = mallocTrim?(0)
        return residentBytes
    }

    /// glibc's `malloc_trim`, which the Glibc module does not import; looked up once.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
}
