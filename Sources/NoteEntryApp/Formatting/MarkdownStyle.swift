// What the editor shows a piece of a note's Markdown as.

/// How a run of a note's text is shown. The text itself stays as typed: styles only draw it.
enum MarkdownStyle: Hashable, CaseIterable {
    /// A heading's text, level 1 (`# `), 2 (`## `) or 3 and deeper.
    case heading1, heading2, heading3
    /// `**strong**` or `__strong__`.
    case bold
    /// `*emphasis*` or `_emphasis_`.
    case italic
    /// `~~struck~~`.
    case strikethrough
    /// `==highlighted==` (Gnote's highlight, imported).
    case highlight
    /// `` `code` ``: monospace, and never spell checked.
    case code
    /// A block quote's text (after `> `).
    case quote
    /// A list item's bullet or number (`- `, `* `, `1. `).
    case listMarker
    /// A checklist item's `[ ]` or `[x]`, under its check box (`ChecklistBoxes`): drawn transparent.
    case checkBox
    /// A link's text (`[text](…)`).
    case link
    /// A web address (in `[…](address)` or written out): never spell checked.
    case address
    /// The Markdown characters themselves (`**`, `#`, `>`, `[`, `](…)`): dimmed, never hidden,
    /// so the cursor moves over every character it seems to.
    case markup
}

/// One style over the characters `range` of a line (offsets in Unicode scalars, as GTK counts
/// characters).
struct MarkdownSpan: Hashable {
    let style: MarkdownStyle
    let range: Range<Int>

    init(_ style: MarkdownStyle, _ range: Range<Int>) {
        self.style = style
        self.range = range
    }
}

/// A link in a note: the characters `range` of its line that a click opens, and what it opens.
struct MarkdownLink: Equatable {
    /// What a link leads to.
    enum Target: Equatable {
        /// A web address as written (`https://…`, `www.…`, `mailto:…`).
        case web(String)
        /// The note with this title (`[[title]]`).
        case note(String)
    }

    let range: Range<Int>
    let target: Target

    /// The address a browser or mail program is given for a web link: `www.` addresses as
    /// `https://`; nil for any scheme but http, https and mailto, so a note cannot make a click
    /// run a local file or another program's URL handler (`file:`, `ssh:`, `steam:` ...).
    var webAddress: String? {
        guard case .web(let written) = target else { return nil }
        let address = written.lowercased().hasPrefix("www.") ? "https://" + written : written
        let scheme = address.prefix { $0 != ":" }.lowercased()
        return ["http", "https", "mailto"].contains(scheme) && address.contains(":") ? address : nil
    }
}
