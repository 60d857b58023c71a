// What one row of the note list shows: the note's title and edited time over its first line.
import NoteStore

/// The texts of a note's row: the title (or "Untitled", bold) over the first line of the text,
/// the edited time beside the title, and the whole title as the row's tooltip when the row cuts it.
///
/// The first line and the time are secondary, drawn at the dim-label's 55 % opacity, except on
/// the selected row: there they stay whole, so they keep 4.5:1 on the selection's colour.
struct NoteListRowText: Equatable {
    /// The most characters of a title a row's tooltip shows.
    static let tooltipLimit = 500

    /// The title over the first line, as Pango markup; the title is cut as the first line is, so
    /// a screen reader speaking the row at every arrow key reads no more than that.
    let markup: String
    /// The title as `markup` shows it, with the markup of a search's highlighting if any.
    let titleMarkup: String
    /// The first line as `markup` shows it, with the markup of a search's highlighting if any.
    let firstLineMarkup: String
    /// When the note was edited, as Pango markup.
    let editedTimeMarkup: String
    /// The whole title (up to `tooltipLimit` characters) when the row shows it cut, else nil.
    let tooltip: String?
    /// The title as shown ("Untitled" for an empty one), before it is cut.
    let shownTitle: String
    /// When the note was edited, as shown ("Today, 22:36", or the date).
    let editedTime: String

    /// The row of `summary`, the words of `query` (a search) bold; `now` (milliseconds since
    /// 1970) tells which day is today.
    init(_ summary: NoteSummary, highlighting query: String?, isSelected: Bool, now: Int64) {
        let title = summary.title.trimmingWhitespace
        shownTitle = title.isEmpty ? InterfaceText.untitled : title
        let cutTitle = Self.shortened(shownTitle, to: NoteSummary.firstLineLimit)
        tooltip = cutTitle == shownTitle ? nil : Self.shortened(shownTitle, to: Self.tooltipLimit)
        func shown(_ text: String) -> String {
            if let query, !query.isEmpty { return SearchHighlight.markup(text, query: query) }
            return SearchHighlight.escape(text[...])
        }
        func secondary(_ markup: String) -> String {
            isSelected ? markup : "<span alpha=\"55%\">\(markup)</span>"
        }
        // A blank first line still takes its line, so every row has the same height.
        titleMarkup = shown(cutTitle)
        firstLineMarkup = shown(summary.firstLine)
        // A pinned note says so before its first line, in words a screen reader reads with the row
        // (the time beside the title has no room for them at 360 px).
        let pin = summary.isPinned ? SearchHighlight.escape(InterfaceText.pinned[...]) + " · " : ""
        let secondLine = pin + firstLineMarkup
        markup = "<b>\(titleMarkup)</b>\n" + secondary(secondLine.isEmpty ? " " : secondLine)
        editedTime = whenText(millisecondsSince1970: summary.updated.millisecondsSince1970, now: now)
        editedTimeMarkup = secondary(SearchHighlight.escape(editedTime[...]))
    }

    /// `text` cut to at most `limit` characters, the last of them "…" when it was cut.
    private static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
