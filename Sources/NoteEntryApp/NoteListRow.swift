// One row of the note list: the note's title and when it was edited, over the first line of its text.
import CGtk
import FoundationEssentials
import Glibc
import GtkBinding
import NoteStore

/// A `GtkListBoxRow` showing a note's title (or "Untitled"), its edited time and its first line.
@MainActor
final class NoteListRow {
    /// The row widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The note the row stands for.
    private(set) var summary: NoteSummary
    /// The label of the title.
    let titleLabel: UnsafeMutablePointer<GtkWidget>
    /// The label of the first line, secondary text.
    let firstLineLabel: UnsafeMutablePointer<GtkWidget>
    private let editedLabel: UnsafeMutablePointer<GtkWidget>

    /// A row for `summary`, with the words of `highlighting` (a search) shown bold; `now` (milliseconds
    /// since 1970) tells which day is today.
    init(summary: NoteSummary, highlighting query: String? = nil, now: Int64 = LocalDay.nowMilliseconds()) {
        self.summary = summary
        widget = UnsafeMutablePointer(widget: gtk_list_box_row_new())
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 2))
        gtk_widget_set_margin_start(box, 12)
        gtk_widget_set_margin_end(box, 12)
        gtk_widget_set_margin_top(box, 8)
        gtk_widget_set_margin_bottom(box, 8)
        titleLabel = Self.makeLabel(styleClass: "note-row-title")
        firstLineLabel = Self.makeLabel(styleClass: GTK_STYLE_CLASS_DIM_LABEL)
        // The time ends the title's line and is never cut; the title gives way to it.
        editedLabel = Self.makeLabel(styleClass: GTK_STYLE_CLASS_DIM_LABEL)
        gtk_label_set_ellipsize(editedLabel.cast(), PANGO_ELLIPSIZE_NONE)
        gtk_widget_set_hexpand(titleLabel, 1)
        let titleLine = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        gtk_container_add(titleLine.cast(), titleLabel)
        gtk_container_add(titleLine.cast(), editedLabel)
        gtk_container_add(box.cast(), titleLine)
        gtk_container_add(box.cast(), firstLineLabel)
        gtk_container_add(widget.cast(), box)
        gtk_widget_show_all(widget)
        show(summary, highlighting: query, now: now)
    }

    /// Shows `summary` (a newer version of the same note), the words of `query` bold.
    func show(_ summary: NoteSummary, highlighting query: String? = nil, now: Int64 = LocalDay.nowMilliseconds()) {
        self.summary = summary
        let title = summary.title.trimmingWhitespace
        let shownTitle = title.isEmpty ? InterfaceText.untitled : title
        showEditedTime(now: now)
        // Stays shown when empty, so every row has the same height.
        if let query, !query.isEmpty {
            gtk_label_set_markup(titleLabel.cast(), SearchHighlight.markup(shownTitle, query: query))
            gtk_label_set_markup(firstLineLabel.cast(), SearchHighlight.markup(summary.firstLine, query: query))
        } else {
            gtk_label_set_text(titleLabel.cast(), shownTitle)
            gtk_label_set_text(firstLineLabel.cast(), summary.firstLine)
        }
        // A screen reader speaks the row's name at every arrow key: the title is cut as the first
        // line is, and the whole title (up to a tooltip's worth) is the row's tooltip instead.
        let spokenTitle = Self.shortened(shownTitle, to: NoteSummary.firstLineLimit)
        let accessible = summary.firstLine.isEmpty ? spokenTitle : "\(spokenTitle), \(summary.firstLine)"
        AccessibleName.set(accessible, on: widget)
        gtk_widget_set_tooltip_text(
            widget, spokenTitle == shownTitle ? nil : Self.shortened(shownTitle, to: Self.tooltipLimit))
    }

    /// The most characters of a title a row's tooltip shows.
    static let tooltipLimit = 500

    /// `text` cut to at most `limit` characters, the last of them "…" when it was cut.
    private static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// The first line as shown, with the markup of a search's highlighting if any.
    var shownFirstLineMarkup: String {
        gtk_label_get_label(firstLineLabel.cast()).map { String(cString: $0) } ?? ""
    }

    /// The title as shown, with the markup of a search's highlighting if any.
    var shownTitleMarkup: String {
        gtk_label_get_label(titleLabel.cast()).map { String(cString: $0) } ?? ""
    }

    /// Shows when the note was edited, "Today" being the local day of `now`.
    func showEditedTime(now: Int64) {
        gtk_label_set_text(
            editedLabel.cast(), whenText(millisecondsSince1970: summary.updated.millisecondsSince1970, now: now))
    }

    /// When the note was edited, as shown ("Today, 22:36", or the date).
    var shownEditedTime: String { gtk_label_get_text(editedLabel.cast()).map { String(cString: $0) } ?? "" }

    /// The label of the edited time.
    var editedTimeLabel: UnsafeMutablePointer<GtkWidget> { editedLabel }

    /// The title as shown ("Untitled" for an empty title).
    var shownTitle: String { gtk_label_get_text(titleLabel.cast()).map { String(cString: $0) } ?? "" }

    private static func makeLabel(styleClass: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = UnsafeMutablePointer(widget: gtk_label_new(nil))
        gtk_label_set_xalign(label.cast(), 0)
        gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(label.cast(), 1)
        gtk_style_context_add_class(gtk_widget_get_style_context(label), styleClass)
        return label
    }
}
