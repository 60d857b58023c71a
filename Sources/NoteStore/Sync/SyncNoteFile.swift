// One note as a file in the sync folder: plain Markdown a person can read and edit anywhere, with
// a front-matter block that carries what must travel with it, and an end line that tells a whole
// file from a cut one.
//
// ```
// ---
// id: 6f1c0c3e9a7d4b52a8e0c1d2e3f40516
// title: "Groceries"
// created: 2026-12-06T10:22:32.123Z
// edited: 2026-12-06T10:25:01.004Z
// notebook: "Home"
// pinned: true
// ---
// - [ ] milk
// <!-- note-entry: end of note -->
// ```
//
// Strings are JSON strings, which YAML reads as double-quoted scalars. `notebook` and `pinned`
// appear only when set. The end line is an HTML comment, which Markdown renderers hide; a file
// cut short (a full disk under an editor that writes in place, a copy that stopped) has lost it,
// and is not read until it is whole again. A text that holds the end line itself gets another,
// `<!-- note-entry: end of note 2 -->` (the front matter says which: `end: 2`), so no cut can
// leave a file that looks whole. A file without front matter is a person's: a new note.

/// A note's file in the sync folder, or what a file there says.
public struct SyncNoteFile: Sendable, Equatable {
    /// The note's id on every computer (`SyncNoteID`).
    public var id: String
    /// The note's title.
    public var title: String
    /// The note's text, as stored.
    public var body: String
    /// When the note was created.
    public var created: NoteTime
    /// When the note's text or fields last changed on the computer that wrote the file.
    public var edited: NoteTime
    /// The notebook's name; nil when the note is in none.
    public var notebook: String?
    /// Whether the note is pinned.
    public var isPinned: Bool

    /// A file with every field given.
    public init(
        id: String, title: String, body: String, created: NoteTime, edited: NoteTime, notebook: String? = nil,
        isPinned: Bool = false
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.created = created
        self.edited = edited
        self.notebook = notebook
        self.isPinned = isPinned
    }

    /// The line after the body that says the file is whole: plain for number 1, numbered after.
    static func endLine(_ number: Int) -> [UInt8] {
        Array((number == 1 ? "<!-- note-entry: end of note -->" : "<!-- note-entry: end of note \(number) -->").utf8)
    }

    /// The first end line that is not a line of `body`.
    private static func endLineNumber(for body: [UInt8]) -> Int {
        var number = 1
        while lastEndLine(endLine(number), in: [newline] + body + [newline], from: 0) != nil { number += 1 }
        return number
    }
    private static let fence = Array("---".utf8)

    /// The file's bytes.
    public var bytes: [UInt8] {
        var output = Self.fence + [Self.newline]
        output += Array("id: \(id)\n".utf8)
        output += Array("title: ".utf8)
        JSONText.appendString(title, to: &output)
        output += Array("\ncreated: \(UTCTimestamp(created).extended)\nedited: \(UTCTimestamp(edited).extended)\n".utf8)
        if let notebook {
            output += Array("notebook: ".utf8)
            JSONText.appendString(notebook, to: &output)
            output.append(Self.newline)
        }
        if isPinned { output += Array("pinned: true\n".utf8) }
        let body = Array(self.body.utf8)
        let end = Self.endLineNumber(for: body)
        if end > 1 { output += Array("end: \(end)\n".utf8) }
        output += Self.fence + [Self.newline]
        output += body
        output.append(Self.newline)
        output += Self.endLine(end) + [Self.newline]
        return output
    }

    /// A fingerprint of what the note holds (title, text, notebook, pin; not its times), equal on
    /// every computer for equal content: FNV-1a, 64 bits, in hex.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        add(title.utf8)
        add([0])
        add(body.utf8)
        add([0, notebook == nil ? 0 : 1])
        add((notebook ?? "").utf8)
        add([0, isPinned ? 1 : 0])
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// What a file's bytes hold.
    public enum Reading: Sendable, Equatable {
        /// A note's file, whole.
        case note(SyncNoteFile)
        /// A file that starts like a note's but is cut short or unreadable: never read as a note.
        case incomplete
        /// A file without front matter, a person's: its text, title taken from a leading
        /// `# heading` when there is one.
        case plain(title: String, body: String)
    }

    /// Reads a file's bytes.
    public static func read(_ bytes: [UInt8]) -> Reading {
        let lines = LineCursor(bytes)
        guard lines.startsWithFence else { return plain(bytes) }
        var fields: [String: String] = [:]
        var position = lines.afterFirstLine
        var bodyStart: Int?
        while position < bytes.count {
            let end = bytes[position...].firstIndex(of: newline) ?? bytes.count
            let line = Array(bytes[position..<end])
            position = end + 1
            if line == fence || line == fence + [carriageReturn] {
                bodyStart = min(position, bytes.count)
                break
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let key = String(decoding: line[..<colon], as: UTF8.self)
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            fields[key] = value
        }
        let endNumber = fields["end"].map { Int($0) ?? 0 } ?? 1
        guard let bodyStart, endNumber >= 1, let endLine = lastEndLine(endLine(endNumber), in: bytes, from: bodyStart)
        else { return .incomplete }
        guard let id = fields["id"].flatMap(SyncNoteID.init(validating:)),
            let created = fields["created"].flatMap(UTCTimestamp.parse),
            let edited = fields["edited"].flatMap(UTCTimestamp.parse),
            let title = fields["title"].flatMap(QuotedString.decode)
        else { return .incomplete }
        var body = Array(bytes[bodyStart..<max(bodyStart, endLine.start - 1)])
        // Text a person added after the end line belongs to the note too.
        let after = bytes[endLine.end...].drop { $0 == newline || $0 == carriageReturn || $0 == space }
        if !after.isEmpty {
            body += [newline] + Array(after)
            while body.last == newline { body.removeLast() }
        }
        let notebook = fields["notebook"].flatMap(QuotedString.decode).flatMap { $0.isEmpty ? nil : $0 }
        return .note(
            SyncNoteFile(
                id: id.text, title: title, body: String(decoding: body, as: UTF8.self), created: created,
                edited: edited, notebook: notebook, isPinned: fields["pinned"] == "true"))
    }

    /// Where the last `endLine` is (a line of its own), at or after `start`.
    private static func lastEndLine(_ endLine: [UInt8], in bytes: [UInt8], from start: Int) -> (start: Int, end: Int)? {
        var candidate = bytes.count - endLine.count
        while candidate >= start {
            let after = candidate + endLine.count
            if bytes[candidate] == endLine[0], bytes[candidate..<after].elementsEqual(endLine),
                candidate == start || bytes[candidate - 1] == newline,
                after == bytes.count || bytes[after] == newline || bytes[after] == carriageReturn
            {
                return (candidate, candidate + endLine.count)
            }
            candidate -= 1
        }
        return nil
    }

    private static func plain(_ bytes: [UInt8]) -> Reading {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("# ") else { return .plain(title: "", body: text) }
        let lineEnd = text.firstIndex(of: "\n") ?? text.endIndex
        let title = String(text[text.index(text.startIndex, offsetBy: 2)..<lineEnd]).trimmingSpaces
        var rest = text[lineEnd...].drop { $0 == "\n" }
        while rest.last == "\n" { rest = rest.dropLast() }
        return .plain(title: title, body: String(rest))
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")

    /// The first line of a file, read as a front-matter fence or not.
    private struct LineCursor {
        let startsWithFence: Bool
        let afterFirstLine: Int

        init(_ bytes: [UInt8]) {
            let end = bytes.firstIndex(of: SyncNoteFile.newline) ?? bytes.count
            var line = bytes[..<end]
            if line.last == SyncNoteFile.carriageReturn { line = line.dropLast() }
            startsWithFence = end < bytes.count && line.elementsEqual(SyncNoteFile.fence)
            afterFirstLine = end + 1
        }
    }
}

extension String {
    /// The text without spaces, tabs and carriage returns at either end.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
