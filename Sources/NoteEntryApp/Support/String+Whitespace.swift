// Text without the white space around it.

extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, line breaks, and every
    /// other character Unicode calls white space).
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
