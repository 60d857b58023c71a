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
/// decided each time the focus enters the list or its cursor moves, from the event being handled.
///
/// It is the app's own rather than GtkTreeView's interactive search, which would pop up an entry
/// over the list, take the letters that resume editing, and read every row through the model one
/// at a time. Letters typed within a second of each other make one prefix; a pause starts a new
/// one. The search goes through every note the list shows, in long runs from the store.
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

    /// Type-ahead on `list` in `window`. Connect it before anything else listens to the tree
    /// view's keys: a handled key stops there.
    init(list: NoteList, window: UnsafeMutablePointer<GtkWindow>) {
        self.list = list
        connections.add(
            SignalConnection(
                window, "set-focus",
                argument: { [weak self] focus in
                    guard let self, !isMoving else { return }
                    let widget = focus?.assumingMemoryBound(to: GtkWidget.self)
                    isSearching = widget == list.treeView.cast() && Self.isBrowsing(list)
                    prefix = ""
                }))
        connections.add(
            SignalConnection(list.treeView, "cursor-changed") { [weak self] in
                guard let self, !isMoving, Self.isBrowsing(list) else { return }
                isSearching = true
            })
        connections.add(
            SignalConnection(list.treeView, event: "key-press-event") { [weak self] event in
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

    /// Moves the cursor (and the selection) to the first row at or after the cursor's (after it,
    /// for a new one-letter prefix) whose title starts with `wanted`, wrapping around.
    private func select(startingWith wanted: String) {
        let current = list.cursorPosition ?? 0
        let first = prefix.unicodeScalars.count == 1 ? current + 1 : current
        guard list.count > 0, let match = list.firstPosition(titleStartingWith: wanted, from: first % list.count)
        else { return }
        isMoving = true
        defer { isMoving = false }
        list.moveCursor(to: match)
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
            return gtk_get_event_widget(event) == list.treeView.cast()
        default:
            return false
        }
    }
}
