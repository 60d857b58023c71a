// What of a link between notes is typed before the cursor: the text `[[` completion matches.

/// The start of a `[[Title]]` link being typed: the text after the line's last `[[` up to the
/// cursor, when no `]` closed it and it is on one line.
struct NoteLinkPrefix: Equatable {
    /// The title as typed so far (possibly empty right after `[[`).
    let typed: String

    /// The link being typed at the end of `lineBeforeCursor`, or nil when the cursor is not in one.
    init?(lineBeforeCursor: String) {
        let scalars = Array(lineBeforeCursor.unicodeScalars)
        guard
            let opening = (0..<max(0, scalars.count - 1)).last(where: { scalars[$0] == "[" && scalars[$0 + 1] == "[" })
        else { return nil }
        let after = scalars[(opening + 2)...]
        // A title holds no bracket; a long run of text is prose, not a title being typed.
        guard !after.contains("]"), !after.contains("["), after.count <= Self.longestTitle else { return nil }
        typed = String(String.UnicodeScalarView(after))
    }

    /// Beyond this many characters after `[[`, completion stops offering titles.
    static let longestTitle = 80
}
