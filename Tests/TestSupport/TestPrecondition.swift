// A test whose subject or tool is missing fails: it never passes by skipping itself.

/// Something a test needs and did not find; thrown from a test, XCTest reports it as a failure
/// with `description`.
public enum TestPrecondition: Error, CustomStringConvertible {
    /// `what` is not on this machine or not built.
    case missing(String)
    /// A step the test relies on did not happen (`what` says which, and what was seen).
    case notMet(String)

    public var description: String {
        switch self {
        case .missing(let what): "missing precondition: \(what)"
        case .notMet(let what): "precondition not met: \(what)"
        }
    }
}
