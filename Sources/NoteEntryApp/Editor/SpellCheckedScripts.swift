// Spell checking only where the dictionary can judge: text in a script its language is not
// written in (Japanese under an English dictionary), code and web addresses are left unchecked,
// not underlined as wrong.
import CGspell
import CGtk
import GtkBinding

/// Keeps gspell from checking the characters of a buffer whose script is not one the spell
/// checker's language is written in (Pango's `pango_language_get_scripts`: Latin for English;
/// Han, Hiragana and Katakana for Japanese), and the note's Markdown code and web addresses
/// (`MarkdownLine.unspelledRanges`): they carry GtkSourceView's no-spell-check tag, which gspell
/// skips and whose application clears its underline. Characters of every script (spaces,
/// digits, punctuation: Unicode's Common and Inherited) stay with their neighbours. A language
/// Pango knows no scripts of keeps every script checked, as before. This is the tag's one owner.
///
/// The lines an insertion or a deletion touched are looked at whole (a typed backtick makes code
/// of text it did not touch), from an idle of the main loop in runs of about `runLength`
/// characters: the tag cannot change inside the buffer's insert-text (it would invalidate the
/// iterator the next handlers get, gspell's among them), and a long note is not held in one go.
/// A change of the checker's language (the text's context menu) looks at the whole text again.
@MainActor
final class SpellCheckedScripts {
    /// The tag gspell leaves unchecked (gspell-inline-checker-text-buffer.c looks it up by name).
    static let tagName = "gtksourceview:context-classes:no-spell-check"
    /// The most characters looked at in one turn of the main loop.
    static let runLength: Int32 = 100_000

    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let checker: OpaquePointer
    private let tag: UnsafeMutablePointer<GtkTextTag>
    /// The checker's language's scripts; nil: every script is checked.
    private var scripts: Set<UInt32>?
    /// The characters (offsets) still to look at.
    private var pending: Range<Int32>?
    private var turn: MainLoopSource?
    private var connections = SignalConnectionSet()

    /// Follows `buffer`, checked by `checker` (whose reference it does not take: the buffer's
    /// gspell buffer holds it).
    init(buffer: UnsafeMutablePointer<GtkTextBuffer>, checker: OpaquePointer) {
        self.buffer = buffer
        self.checker = checker
        let table = gtk_text_buffer_get_tag_table(buffer)
        if let existing = gtk_text_tag_table_lookup(table, Self.tagName) {
            tag = existing
        } else {
            tag = gtk_text_tag_new(Self.tagName)
            gtk_text_tag_table_add(table, tag)
            g_object_unref(UnsafeMutableRawPointer(tag))
        }
        scripts = Self.scripts(of: checker)
        connections.add(
            SignalConnection(
                buffer, "insert-text", after: true,
                threeArguments: { [weak self] location, text, length in
                    guard let self, let location, let text else { return }
                    let count = Int32(
                        g_utf8_strlen(
                            text.assumingMemoryBound(to: CChar.self),
                            gssize(Int32(truncatingIfNeeded: Int(bitPattern: length)))))
                    let end = gtk_text_iter_get_offset(location.assumingMemoryBound(to: GtkTextIter.self))
                    inserted(at: end - count, count: count)
                }))
        connections.add(
            SignalConnection(
                buffer, "delete-range",
                arguments: { [weak self] start, end in
                    guard let self, let start, let end else { return }
                    deleted(
                        gtk_text_iter_get_offset(
                            start.assumingMemoryBound(to: GtkTextIter.self))..<gtk_text_iter_get_offset(
                                end.assumingMemoryBound(to: GtkTextIter.self)))
                }))
        connections.add(
            SignalConnection(
                object: checker, "notify::language", argument: { [weak self] _ in self?.languageChanged() }))
        look(at: 0..<gtk_text_buffer_get_char_count(buffer))
    }

    /// The scripts of the checker's language, nil when every script is to be checked.
    private static func scripts(of checker: OpaquePointer) -> Set<UInt32>? {
        guard let language = gspell_checker_get_language(checker), let code = gspell_language_get_code(language),
            let pangoLanguage = pango_language_from_string(code)
        else { return nil }
        var count: Int32 = 0
        guard let scripts = pango_language_get_scripts(pangoLanguage, &count), count > 0 else { return nil }
        return Set((0..<Int(count)).map { UInt32(scripts[$0].rawValue) })
    }

    private func languageChanged() {
        scripts = Self.scripts(of: checker)
        look(at: 0..<gtk_text_buffer_get_char_count(buffer))
    }

    private func inserted(at start: Int32, count: Int32) {
        if let pending {
            // The pending characters at or after the insertion move along with it.
            let moved = { (offset: Int32) in offset >= start ? offset + count : offset }
            self.pending = moved(pending.lowerBound)..<moved(pending.upperBound)
        }
        look(at: start..<start + count)
    }

    private func deleted(_ range: Range<Int32>) {
        if let pending {
            let moved = { (offset: Int32) in
                offset < range.lowerBound ? offset : max(range.lowerBound, offset - Int32(range.count))
            }
            self.pending = moved(pending.lowerBound)..<moved(pending.upperBound)
        }
        // The line the deletion joined or shortened may read differently as Markdown.
        look(at: range.lowerBound..<range.lowerBound)
    }

    /// Adds `range` (its whole lines) to the characters to look at, from the next idle.
    private func look(at range: Range<Int32>) {
        pending = pending.map { min($0.lowerBound, range.lowerBound)..<max($0.upperBound, range.upperBound) } ?? range
        guard turn?.isPending != true else { return }
        turn = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in self?.lookAtPending() }
    }

    /// Tags the unchecked characters of the first lines pending (about `runLength` characters),
    /// untags the others; asks for another turn while some are left.
    private func lookAtPending() {
        guard let range = pending else { return }
        let total = gtk_text_buffer_get_char_count(buffer)
        // Whole lines: from the start of the first one to the end of the line where the run ends.
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, max(0, min(total, range.lowerBound)))
        gtk_text_iter_set_line_offset(&start, 0)
        gtk_text_buffer_get_iter_at_offset(
            buffer, &end, min(total, range.lowerBound + Self.runLength, range.upperBound))
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        let run = gtk_text_iter_get_offset(&start)..<gtk_text_iter_get_offset(&end)
        pending = run.upperBound < min(total, range.upperBound) ? run.upperBound..<range.upperBound : nil
        tagUncheckedText(in: run)
        if pending != nil {
            turn = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in self?.lookAtPending() }
        }
    }

    /// Tags what is not to be checked in `run`, whole lines: other scripts' text, code and
    /// web addresses; untags the rest.
    private func tagUncheckedText(in run: Range<Int32>) {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, run.lowerBound)
        gtk_text_buffer_get_iter_at_offset(buffer, &end, run.upperBound)
        gtk_text_buffer_remove_tag(buffer, tag, &start, &end)
        guard let slice = gtk_text_buffer_get_slice(buffer, &start, &end, 1) else { return }
        defer { g_free(slice) }
        let text = String(cString: slice)
        var unchecked = markdownRanges(in: text, from: run.lowerBound)
        if let scripts { unchecked += Self.otherScripts(in: text, from: run.lowerBound, than: scripts) }
        for range in unchecked {
            gtk_text_buffer_get_iter_at_offset(buffer, &start, range.lowerBound)
            gtk_text_buffer_get_iter_at_offset(buffer, &end, range.upperBound)
            gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
        }
    }

    /// The code and web addresses of the lines of `text`, which starts at character `offset`.
    private func markdownRanges(in text: String, from offset: Int32) -> [Range<Int32>] {
        var ranges: [Range<Int32>] = []
        var lineStart = offset
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for range in MarkdownLine.unspelledRanges(of: line) {
                ranges.append(lineStart + Int32(range.lowerBound)..<lineStart + Int32(range.upperBound))
            }
            lineStart += Int32(line.unicodeScalars.count) + 1
        }
        return ranges
    }

    /// The runs of characters of `text` (which starts at character `offset`) in a script not
    /// among `scripts`.
    private static func otherScripts(in text: String, from offset: Int32, than scripts: Set<UInt32>) -> [Range<Int32>] {
        var foreign: [Range<Int32>] = []
        var runStart: Int32?
        var runEnd: Int32 = 0
        var offset = offset
        for scalar in text.unicodeScalars {
            defer { offset += 1 }
            // ASCII is Latin or of every script: no lookup for most of an English note.
            let script =
                scalar.isASCII
                ? (scalar.properties.isAlphabetic ? UInt32(G_UNICODE_SCRIPT_LATIN.rawValue) : nil)
                : UInt32(g_unichar_get_script(scalar.value).rawValue)
            guard let script, script != UInt32(G_UNICODE_SCRIPT_COMMON.rawValue),
                script != UInt32(G_UNICODE_SCRIPT_INHERITED.rawValue)
            else { continue }
            if scripts.contains(script) {
                if let begun = runStart { foreign.append(begun..<runEnd) }
                runStart = nil
            } else {
                if runStart == nil { runStart = offset }
                runEnd = offset + 1
            }
        }
        if let begun = runStart { foreign.append(begun..<runEnd) }
        return foreign
    }
}
