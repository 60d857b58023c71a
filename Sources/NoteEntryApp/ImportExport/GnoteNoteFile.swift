// A Gnote or Tomboy note file (`.note`, XML): its title and its text.
import CGtk

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
        var parser = GMarkupParser(
            start_element: elementStarted, end_element: elementEnded, text: textRead,
            passthrough: nil, error: nil)
        let context = withUnsafePointer(to: &parser) { parser in
            g_markup_parse_context_new(
                parser, GMarkupParseFlags(rawValue: 0), Unmanaged.passUnretained(reader).toOpaque(), nil)
        }
        defer { g_markup_parse_context_free(context) }
        var error: UnsafeMutablePointer<GError>?
        let parsed = withExtendedLifetime(reader) {
            g_markup_parse_context_parse(context, text, -1, &error) != 0
                && g_markup_parse_context_end_parse(context, &error) != 0
        }
        guard !reader.isTooLarge else {
            g_clear_error(&error)
            throw Failure(description: "its text is larger than the \(largestText / 1_048_576) MB imported")
        }
        guard parsed else {
            defer { g_clear_error(&error) }
            throw Failure(
                description:
                    "it is not well-formed XML (\(error.map { String(cString: $0.pointee.message) } ?? "unknown error"))"
            )
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

/// What the parser collected (the user data of its callbacks).
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

    /// Adds `piece` to the content, unless the title and the note's Markdown would then be larger
    /// than `largestText`: the parse is then stopped through `error`.
    func appendToContent(_ piece: String, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) {
        guard !isTooLarge, fits(adding: piece.utf8.count, error) else { return }
        content += piece
        markdown.textRead(piece)
    }

    /// An element of the content opened, which may add Markdown (a list item's marker).
    func contentElementStarted(_ name: String, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) {
        guard !isTooLarge, fits(adding: 0, error) else { return }
        markdown.elementStarted(name)
    }

    /// Whether the title and the Markdown with `bytes` more stay within `largestText`; when not,
    /// the parse is stopped through `error`.
    private func fits(adding bytes: Int, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> Bool {
        // An element adds at most a list item's marker, the deepest indent and "- ".
        let largestMarker = 2 * GnoteNoteFile.deepestIndentedLevel + 2
        guard title.utf8.count + markdown.byteCount + bytes + largestMarker <= largestText else {
            isTooLarge = true
            g_set_error_literal(
                error, g_markup_error_quark(), gint(G_MARKUP_ERROR_INVALID_CONTENT.rawValue), "the text is too large")
            return false
        }
        return true
    }
}

private func reader(_ data: gpointer?) -> ContentReader {
    Unmanaged<ContentReader>.fromOpaque(data!).takeUnretainedValue()
}

private let elementStarted:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, UnsafeMutablePointer<UnsafePointer<gchar>?>?,
        UnsafeMutablePointer<UnsafePointer<gchar>?>?, gpointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> Void = { _, name, _, _, data, error in
        let reader = reader(data)
        switch name.map({ String(cString: $0) }) {
        case "title" where !reader.inContent: reader.inTitle = true
        case "note-content":
            reader.inContent = true
            reader.sawContent = true
        case let element? where reader.inContent: reader.contentElementStarted(element, error)
        case let element? where element == "create-date" || element == "last-change-date":
            reader.openDate = element
        case "tag":
            reader.inTag = true
            reader.tags.append("")
        default: break
        }
    }

private let elementEnded:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, gpointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> Void = { _, name, data, _ in
        let reader = reader(data)
        switch name.map({ String(cString: $0) }) {
        case "title": reader.inTitle = false
        case "note-content": reader.inContent = false
        case let element? where reader.inContent: reader.markdown.elementEnded(element)
        case "create-date", "last-change-date": reader.openDate = nil
        case "tag": reader.inTag = false
        default: break
        }
    }

private let textRead:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, gsize, gpointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> Void = { _, text, length, data, error in
        guard let text else { return }
        let reader = reader(data)
        let piece = String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length)), as: UTF8.self)
        if reader.inContent {
            reader.appendToContent(piece, error)
        } else if reader.inTitle {
            reader.title += piece
        } else if let date = reader.openDate {
            reader.dates[date, default: ""] += piece
        } else if reader.inTag, !reader.tags.isEmpty, reader.tags[reader.tags.count - 1].utf8.count < 1_024 {
            reader.tags[reader.tags.count - 1] += piece
        }
    }
