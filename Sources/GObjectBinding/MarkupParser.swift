// GLib's GMarkup parser (the XML subset GLib reads) driven by Swift closures.
//
// Like `SignalConnection`, the C callbacks reach their Swift closures through user data only the
// binding handles: the parser lends itself to GLib for one `parse` and is kept alive until GLib's
// context is freed, so no callback can run once its closures are gone. GLib keeps a pointer to the
// callbacks' table for as long as a context lives, so the table is one static allocation.
import CGLib

/// GLib's GMarkup parser over closures for its events, run on the caller's thread.
///
/// ```swift
/// var titles: [String] = []
/// var inTitle = false
/// let parser = MarkupParser(
///     elementStarted: { name in inTitle = name == "title"; return .proceed },
///     elementEnded: { _ in inTitle = false },
///     textRead: { text in if inTitle { titles.append(text) }; return .proceed })
/// try parser.parse("<note><title>Groceries</title></note>")
/// ```
public final class MarkupParser {
    /// What a handler answers: read on, or stop the parse, which then fails with `reason`.
    public enum Verdict {
        /// Go on reading.
        case proceed
        /// Stop here: `parse` throws a failure whose `wasStopped` is true.
        case stop(reason: String)
    }

    /// Why a parse ended early: the text is not well-formed, or a handler stopped it.
    public struct Failure: Error, CustomStringConvertible {
        /// GLib's message, or the reason the handler gave.
        public let description: String
        /// Whether a handler's `.stop` ended the parse (rather than the text).
        public let wasStopped: Bool
    }

    fileprivate let elementStarted: (String) -> Verdict
    fileprivate let elementEnded: (String) -> Void
    fileprivate let textRead: (String) -> Verdict
    fileprivate var wasStopped = false

    /// A parser calling `elementStarted` with each opening tag's name, `elementEnded` with each
    /// closing one's, and `textRead` with text between tags (entities decoded; one run of text may
    /// arrive in several pieces, never empty). Attributes are not read.
    public init(
        elementStarted: @escaping (String) -> Verdict, elementEnded: @escaping (String) -> Void,
        textRead: @escaping (String) -> Verdict
    ) {
        self.elementStarted = elementStarted
        self.elementEnded = elementEnded
        self.textRead = textRead
    }

    /// Reads the whole UTF-8 `text`, calling the handlers as it goes.
    /// - Throws: `Failure` when the text is not well-formed or a handler stopped the parse.
    public func parse(_ text: String) throws(Failure) {
        wasStopped = false
        var error: UnsafeMutablePointer<GError>?
        let parsed = withExtendedLifetime(self) {
            let context = g_markup_parse_context_new(
                markupCallbacks, GMarkupParseFlags(rawValue: 0), Unmanaged.passUnretained(self).toOpaque(), nil)
            defer { g_markup_parse_context_free(context) }
            return g_markup_parse_context_parse(context, text, -1, &error) != 0
                && g_markup_parse_context_end_parse(context, &error) != 0
        }
        guard parsed else { throw Failure(description: GLibErrorMessage.take(&error), wasStopped: wasStopped) }
    }

    /// Turns a handler's verdict into GLib's: a `.stop` sets `error`, which ends the parse.
    fileprivate func apply(_ verdict: Verdict, to error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) {
        guard case .stop(let reason) = verdict else { return }
        wasStopped = true
        g_set_error_literal(error, g_markup_error_quark(), gint(G_MARKUP_ERROR_INVALID_CONTENT.rawValue), reason)
    }
}

private func parser(_ data: gpointer?) -> MarkupParser {
    Unmanaged<MarkupParser>.fromOpaque(data!).takeUnretainedValue()
}

/// The callbacks' table, which every context points at for as long as it lives.
private nonisolated(unsafe) let markupCallbacks: UnsafeMutablePointer<GMarkupParser> = {
    let table = UnsafeMutablePointer<GMarkupParser>.allocate(capacity: 1)
    table.initialize(
        to: GMarkupParser(
            start_element: elementStarted, end_element: elementEnded, text: textRead, passthrough: nil, error: nil))
    return table
}()

private let elementStarted:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, UnsafeMutablePointer<UnsafePointer<gchar>?>?,
        UnsafeMutablePointer<UnsafePointer<gchar>?>?, gpointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> Void = { _, name, _, _, data, error in
        guard let name else { return }
        let parser = parser(data)
        parser.apply(parser.elementStarted(String(cString: name)), to: error)
    }

private let elementEnded:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, gpointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> Void = { _, name, data, _ in
        guard let name else { return }
        parser(data).elementEnded(String(cString: name))
    }

private let textRead:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, gsize, gpointer?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    ) -> Void = { _, text, length, data, error in
        // GMarkup reports the empty text between two adjacent tags too; it says nothing.
        guard let text, length > 0 else { return }
        let parser = parser(data)
        let piece = String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length)), as: UTF8.self)
        parser.apply(parser.textRead(piece), to: error)
    }
