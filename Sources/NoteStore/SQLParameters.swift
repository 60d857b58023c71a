// Numbered parameters for SQL written in pieces, each piece adding its own.

/// The numbered parameters of a statement being written, bound once it is prepared.
struct SQLParameters {
    /// A parameter's value.
    enum Value: Sendable {
        case integer(Int64)
        case text(String)
    }

    private(set) var values: [Value] = []
    /// The number of the first parameter (those before are the caller's).
    let first: Int

    /// Parameters numbered from `first`.
    init(from first: Int = 1) {
        self.first = first
    }

    /// Adds `value` and returns its placeholder, `?N`.
    mutating func add(_ value: Value) -> String {
        values.append(value)
        return "?\(first + values.count - 1)"
    }

    /// Binds every value to `statement` at its number.
    func bind(to statement: SQLiteStatement) throws {
        for (offset, value) in values.enumerated() {
            let index = Int32(first + offset)
            switch value {
            case .integer(let number): try statement.bind(number, at: index)
            case .text(let text): try statement.bind(text, at: index)
            }
        }
    }
}
