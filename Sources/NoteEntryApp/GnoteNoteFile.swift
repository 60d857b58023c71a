// A Gnote or Tomboy note file (`.note`, XML): its title and its text.
import CGtk

/// The title and plain text of a Gnote or Tomboy `.note` file, read with GLib's GMarkup parser.
///
/// The text is `<note-content>`'s text with its markup (bold, links, sizes) dropped; the
/// content starts with the title line, which is left out of the body. List items start with
/// "• ", indented two spaces per level, as the apps show them.
struct GnoteNoteFile {
    let title: String
    let body: String
    /// `<create-date>` and `<last-change-date>`, when they are there and ISO 8601.
    let created: Int64?
    let changed: Int64?

    /// Why a file is not a note.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses the UTF-8 XML `text`.
    init(parsing text: String) throws(Failure) {
        let reader = ContentReader()
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
        var content = reader.content[...]
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
    }

    /// Milliseconds since 1970 of an ISO 8601 time such as Gnote's `2026-11-30T10:15:30.1234560+00:00`.
    static func milliseconds(iso8601 text: String?) -> Int64? {
        guard let text, let time = g_date_time_new_from_iso8601(text.trimmingWhitespace, nil) else { return nil }
        defer { g_date_time_unref(time) }
        return Int64(g_date_time_to_unix(time)) * 1000 + Int64(g_date_time_get_microsecond(time) / 1000)
    }
}

/// What the parser collected (the user data of its callbacks).
private final class ContentReader {
    var title = ""
    var content = ""
    var sawContent = false
    var inTitle = false
    var inContent = false
    /// The text of the dates' elements, by element name, while one is open.
    var dates: [String: String] = [:]
    var openDate: String?
    var listDepth = 0
}

private func reader(_ data: gpointer?) -> ContentReader {
    Unmanaged<ContentReader>.fromOpaque(data!).takeUnretainedValue()
}

private let elementStarted:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, UnsafeMutablePointer<UnsafePointer<gchar>?>?,
        UnsafeMutablePointer<UnsafePointer<gchar>?>?, gpointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> Void = { _, name, _, _, data, _ in
        let reader = reader(data)
        switch name.map({ String(cString: $0) }) {
        case "title" where !reader.inContent: reader.inTitle = true
        case "note-content":
            reader.inContent = true
            reader.sawContent = true
        case "list" where reader.inContent: reader.listDepth += 1
        case "list-item" where reader.inContent:
            reader.content += String(repeating: "  ", count: max(0, reader.listDepth - 1)) + "• "
        case let element? where element == "create-date" || element == "last-change-date":
            reader.openDate = element
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
        case "list" where reader.inContent: reader.listDepth -= 1
        case "create-date", "last-change-date": reader.openDate = nil
        default: break
        }
    }

private let textRead:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, gsize, gpointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> Void = { _, text, length, data, _ in
        guard let text else { return }
        let reader = reader(data)
        let piece = String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length)), as: UTF8.self)
        if reader.inContent {
            reader.content += piece
        } else if reader.inTitle {
            reader.title += piece
        } else if let date = reader.openDate {
            reader.dates[date, default: ""] += piece
        }
    }
