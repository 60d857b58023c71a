// The formatting commands for those who do not write Markdown: what each writes around a selection.

/// A formatting command of the editor (Ctrl+B, Ctrl+I, Ctrl+K and the context menu's Format
/// items): the Markdown it writes around the selected text, or takes away when the selection
/// already has it, as word processors' Bold button toggles.
enum FormattingCommand: CaseIterable {
    case bold, italic, strikethrough, code, link

    /// The characters written before and after the text.
    var delimiters: (opening: String, closing: String) {
        switch self {
        case .bold: return ("**", "**")
        case .italic: return ("*", "*")
        case .strikethrough: return ("~~", "~~")
        case .code: return ("`", "`")
        case .link: return ("[", "]()")
        }
    }

    /// The edit for `selection` (empty when nothing is selected), with up to a few characters of
    /// its line `before` it and `after` it.
    ///
    /// ```swift
    /// FormattingCommand.bold.edit(selection: "word", before: "a ", after: " b")
    /// // replaces "word" with "**word**", selecting "word"
    /// FormattingCommand.bold.edit(selection: "word", before: "a **", after: "** b")
    /// // takes the "**" on both sides away
    /// ```
    func edit(selection: String, before: String, after: String) -> FormattingEdit {
        let (opening, closing) = delimiters
        let selected = selection.unicodeScalars.count
        if self != .link, isWrapped(before: before, after: after) {
            return FormattingEdit(
                removedBefore: opening.unicodeScalars.count, removedAfter: closing.unicodeScalars.count,
                replacement: selection, selection: 0..<selected)
        }
        let start = opening.unicodeScalars.count
        let replacement = opening + selection + closing
        switch self {
        case .link where selected > 0:
            // The text is there; the cursor waits where the address goes.
            let address = start + selected + 2
            return FormattingEdit(replacement: replacement, selection: address..<address)
        default:
            return FormattingEdit(replacement: replacement, selection: start..<start + selected)
        }
    }

    /// Whether the text between `before` and `after` already has this command's delimiters
    /// around it: for emphasis (`*`), an odd run of stars, since two are strong.
    private func isWrapped(before: String, after: String) -> Bool {
        let (opening, closing) = delimiters
        guard before.hasSuffix(opening), after.hasPrefix(closing) else { return false }
        guard self == .italic || self == .bold else { return true }
        let starsBefore = before.reversed().prefix { $0 == "*" }.count
        let starsAfter = after.prefix { $0 == "*" }.count
        return self == .italic ? starsBefore % 2 == 1 && starsAfter % 2 == 1 : starsBefore >= 2 && starsAfter >= 2
    }
}

/// What a formatting command changes: the selection and `removedBefore` characters before it
/// and `removedAfter` after it become `replacement`, and `selection` (characters from the
/// replacement's start) is selected after.
struct FormattingEdit: Equatable {
    var removedBefore = 0
    var removedAfter = 0
    let replacement: String
    let selection: Range<Int>
}
