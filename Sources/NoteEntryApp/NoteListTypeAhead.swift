// Typing on the note list selects the next note whose title starts with what was typed, as
// GNOME's lists do, when the user came to the list to browse it.
import CGtk
import GtkBinding

/// Type-ahead in a `NoteList`, and when it yields to typing that resumes editing.
///
/// Two rules want the letters typed on a row. Type-ahead wins when the focus reached the list
/// by moving to it: Tab, F6, the arrows, Home/End or a click on a row. Editing wins when the
/// focus was handed to the list by ending something (Done, a click on the background, Delete,
/// Undo, closing the search or a message bar): the user was typing a moment ago and the keys
/// that follow belong to the note ("keys typed after Done are not lost"). Which one holds is
/// decided each time the focus enters or moves in the list, from the event being handled.
///
/// Letters typed within a second of each other make one prefix; a pause starts a new one. The
/// search goes through every note, reading the rest of the list when the rows read hold no match.
@MainActor
final class NoteListTypeAhead {
    private unowned let list: NoteList
    private var connections = SignalConnectionSet()
    /// Whether letters typed on the list search the titles (else they resume editing).
    private(set) var isSearching = false
    private var prefix = ""
    private var lastKeyTime: UInt32 = 0
    /// True while type-ahead moves the focus itself.
    private var isMoving = false

    /// Type-ahead on `list` in `window`. Connect it before anything else listens to the list
    /// box's keys: a handled key stops there.
    init(list: NoteList, window: UnsafeMutablePointer<GtkWindow>) {
        self.list = list
        connections.add(
            SignalConnection(
                window, "set-focus",
                argument: { [weak self] focus in
                    guard let self, !isMoving else { return }
                    let widget = focus?.assumingMemoryBound(to: GtkWidget.self)
                    isSearching =
                        widget.map { gtk_widget_is_ancestor($0, list.listBox.cast()) != 0 } == true
                        && Self.isBrowsing(list)
                    prefix = ""
                }))
        connections.add(
            SignalConnection(list.listBox, event: "key-press-event") { [weak self] event in
                self?.keyPressed(event.pointee.key) ?? false
            })
        connections.disconnectAll(whenDestroyed: list.widget)
    }

    private func keyPressed(_ key: GdkEventKey) -> Bool {
        let commands = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
        let character = gdk_keyval_to_unicode(key.keyval)
        guard isSearching, key.state & commands == 0, character != 0, g_unichar_isprint(character) != 0,
            let scalar = Unicode.Scalar(character)
        else { return false }
        if key.time &- lastKeyTime > 1000 { prefix = "" }
        lastKeyTime = key.time
        prefix.unicodeScalars.append(scalar)
        select(startingWith: prefix.lowercased())
        return true
    }

    /// Selects and focuses the first row at or after the focused one (after it, for a new
    /// one-letter prefix) whose title starts with `wanted`, wrapping around.
    private func select(startingWith wanted: String) {
        let current =
            gtk_container_get_focus_child(list.listBox.cast())
            .flatMap { checkedCast($0.raw, to: GtkListBoxRow.self) }.map { Int(gtk_list_box_row_get_index($0)) } ?? 0
        let first = prefix.unicodeScalars.count == 1 ? current + 1 : current
        var match = firstMatch(wanted, from: first)
        if match == nil, !list.isComplete, list.showRemainingPagesReportingFailure() {
            match = firstMatch(wanted, from: first)
        }
        guard let match, let row = list.row(at: match) else { return }
        isMoving = true
        defer { isMoving = false }
        gtk_list_box_select_row(list.listBox, row.widget.cast())
        gtk_widget_grab_focus(row.widget)
    }

    private func firstMatch(_ wanted: String, from start: Int) -> Int? {
        let count = list.shownCount
        guard count > 0 else { return nil }
        return (0..<count).lazy.map { (start + $0) % count }.first { index in
            list.row(at: index)?.summary.title.trimmingWhitespace.lowercased().hasPrefix(wanted) == true
        }
    }

    /// Whether GTK is handling a move to or in the list now: a navigation key, or a click in it.
    private static func isBrowsing(_ list: NoteList) -> Bool {
        guard let event = gtk_get_current_event() else { return false }
        defer { gdk_event_free(event) }
        switch event.pointee.type {
        case GDK_KEY_PRESS:
            let navigation = [
                GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab, GDK_KEY_F6, GDK_KEY_Up, GDK_KEY_Down,
                GDK_KEY_KP_Up, GDK_KEY_KP_Down, GDK_KEY_Home, GDK_KEY_End, GDK_KEY_KP_Home, GDK_KEY_KP_End,
                GDK_KEY_Page_Up, GDK_KEY_Page_Down, GDK_KEY_KP_Page_Up, GDK_KEY_KP_Page_Down,
            ]
            return navigation.contains(Int32(event.pointee.key.keyval))
        case GDK_BUTTON_PRESS:
            guard let target = gtk_get_event_widget(event) else { return false }
            return target == list.listBox.cast() || gtk_widget_is_ancestor(target, list.listBox.cast()) != 0
        default:
            return false
        }
    }
}
