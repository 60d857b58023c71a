// A note's links to a renamed note, rewritten: `[[Old]]` becomes `[[New]]`.

/// Rewriting the `[[…]]` links of a note's body when the note they name is renamed.
enum NoteLinkRename {
    /// `body` with every `[[old]]` written `[[new]]` (exactly as typed, as `notesLinking` finds
    /// them); the rest of the text unchanged.
    static func body(_ body: String, renaming old: String, to new: String) -> String {
        let target = Array(("[[" + old + "]]").unicodeScalars)
        let replacement = "[[" + new + "]]"
        let scalars = Array(body.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == target[0], index + target.count <= scalars.count,
                scalars[index..<index + target.count].elementsEqual(target)
            {
                result.append(contentsOf: replacement.unicodeScalars)
                index += target.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
