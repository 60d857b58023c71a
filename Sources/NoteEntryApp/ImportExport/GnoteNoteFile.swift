// A Gnote or Tomboy note file (`.note`, XML): its title and its text.
import CGtk
import GtkBinding

/// The title and text of a Gnote or Tomboy `.note` file, read with GLib's GMarkup parser.
///
/// The body is `<note-content>` as Markdown (`GnoteMarkdown`: bold, italic, strikethrough,
/// monospace, highlight, lists, headings, links to notes); the content starts with the title
/// line, which is left out of the body. List items are indented two spaces per level up to
/// `deepestIndentedLevel`.
struct GnoteNoteFile {
    let title: String
    let body: String
    /// `<create-date>` and `<last-change-date>`, when they are there and ISO 8601.
    let created: Int64?
    let changed: Int64?
    /// The notebook Gnote filed it in (its `system:notebook:NAME` tag), if any.
    let notebook: String?

    /// Why a file is not a note.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The deepest list level indented further: each item's indent is then bounded, so the text
    /// grows linearly with the file (nested lists indented without a bound grow with the square
    /// of their depth).
    static let deepestIndentedLevel = 8

    /// Parses the UTF-8 XML `text`; a note whose title and text would hold more than
    /// `largestText` bytes is refused, and read no further than that.
    init(parsing text: String, largestText: Int = NoteImport.largestFile) throws(Failure) {
        let reader = ContentReader(largestText: largestText)
        let parser = MarkupParser(
            elementStarted: { reader.elementStarted($0) }, elementEnded: { reader.elementEnded($0) },
            textRead: { reader.textRead($0) })
        do {
            try parser.parse(text)
        } catch {
            guard !reader.isTooLarge else {
                throw Failure(description: "its text is larger than the \(largestText / 1_048_576) MB imported")
            }
            throw Failure(description: "it is not well-formed XML (\(error.description))")
        }
        guard reader.sawContent else {
            throw Failure(description: "it has no <note-content>, so it is not a Gnote or Tomboy note")
        }
        var content = reader.markdown.markdown[...]
        // The content's first line repeats the title; the body is what follows its line break.
        if let lineEnd = content.firstIndex(of: "\n") {
            content = content[content.index(after: lineEnd)...]
            if content.first == "\n" { content = content.dropFirst() }
        } else {
            content = ""
        }
        let title = reader.title.trimmingWhitespace
        self.title = title.isEmpty ? String(reader.content.prefix { $0 != "\n" }).trimmingWhitespace : title
        body = String(content)
        created = Self.milliseconds(iso8601: reader.dates["create-date"])
        changed = Self.milliseconds(iso8601: reader.dates["last-change-date"])
        notebook =
            reader.tags.lazy.compactMap { tag -> String? in
                guard tag.hasPrefix(Self.notebookTagPrefix) else { return nil }
                let name = String(tag.dropFirst(Self.notebookTagPrefix.count)).trimmingWhitespace
                return name.isEmpty ? nil : name
            }.first
    }

    /// How Gnote names a notebook in a note's `<tags>`.
    static let notebookTagPrefix = "system:notebook:"

    /// Milliseconds since 1970 of an ISO 8601 time such as Gnote's `2026-11-30T10:15:30.1234560+00:00`.
    static func milliseconds(iso8601 text: String?) -> Int64? {
        guard let text, let time = g_date_time_new_from_iso8601(text.trimmingWhitespace, nil) else { return nil }
        defer { g_date_time_unref(time) }
        return Int64(g_date_time_to_unix(time)) * 1000 + Int64(g_date_time_get_microsecond(time) / 1000)
    }
}

/// What the parser collected.
private final class ContentReader {
    let largestText: Int
    /// Whether the title and text went past `largestText` (the parse then stops).
    var isTooLarge = false
    var title = ""
    var content = ""
    var sawContent = false
    var inTitle = false
    var inContent = false
    /// The text of the dates' elements, by element name, while one is open.
    var dates: [String: String] = [:]
    var openDate: String?
    /// The texts of `<tags>`'s `<tag>` elements, and whether one is open.
    var tags: [String] = []
    var inTag = false
    /// The content as Markdown.
    var markdown = GnoteMarkdown(deepestIndentedLevel: GnoteNoteFile.deepestIndentedLevel)

    init(largestText: Int) {
        self.largestText = largestText
    }

    /// An element opened.
    func elementStarted(_ name: String) -> MarkupParser.Verdict {
        switch name {
        case "title" where !inContent: inTitle = true
        case "note-content":
            inContent = true
            sawContent = true
        case _ where inContent: return contentElementStarted(name)
        case "create-date", "last-change-date": openDate = name
        case "tag":
            inTag = true
            tags.append("")
        default: break
        }
        return .proceed
    }

    /// An element closed.
    func elementEnded(_ name: String) {
        switch name {
        case "title": inTitle = false
        case "note-content": inContent = false
        case _ where inContent: markdown.elementEnded(name)
        case "create-date", "last-change-date": openDate = nil
        case "tag": inTag = false
        default: break
        }
    }

    /// Text between tags, added to what its element collects.
    func textRead(_ piece: String) -> MarkupParser.Verdict {
        if inContent {
            return appendToContent(piece)
        } else if inTitle {
            title += piece
        } else if let openDate {
            dates[openDate, default: ""] += piece
        } else if inTag, !tags.isEmpty, tags[tags.count - 1].utf8.count < 1_024 {
            tags[tags.count - 1] += piece
        }
        return .proceed
    }

    /// Adds `piece` to the content, unless the title and the note's Markdown would then be larger
    /// than `largestText`: the parse is then stopped.
    private func appendToContent(_ piece: String) -> MarkupParser.Verdict {
        guard fits(adding: piece.utf8.count) else { return .stop(reason: "the text is too large") }
        content += piece
        markdown.textRead(piece)
        return .proceed
    }

    /// An element of the content opened, which may add Markdown (a list item's marker).
    private func contentElementStarted(_ name: String) -> MarkupParser.Verdict {
        guard fits(adding: 0) else { return .stop(reason: "the text is too large") }
        markdown.elementStarted(name)
        return .proceed
    }

    /// Whether the title and the Markdown with `bytes` more stay within `largestText`; when not,
    /// the reader is too large from then on.
    private func fits(adding bytes: Int) -> Bool {
        // An element adds at most a list item's marker, the deepest indent and "- ".
        let largestMarker = 2 * GnoteNoteFile.deepestIndentedLevel + 2
        guard !isTooLarge, title.utf8.count + markdown.byteCount + bytes + largestMarker <= largestText else {
            isTooLarge = true
            return false
        }
        return true
    }
}
