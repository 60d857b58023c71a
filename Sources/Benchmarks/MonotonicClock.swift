// Elapsed time for measurements.
import Foundation

/// Time since an arbitrary fixed point, from the monotonic clock.
enum MonotonicClock {
    /// Nanoseconds now.
    static var nanoseconds: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Seconds now.
    static func now() -> Double { Double(nanoseconds) / 1e9 }

    /// Seconds `body` took.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = nanoseconds
        try body()
        return Double(nanoseconds - start) / 1e9
    }
}
