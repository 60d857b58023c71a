// Typing on the note list selects the next note whose title starts with what was typed, as
// GNOME's lists do.
import CGtk
import GtkBinding

/// Type-ahead in a `NoteList`: letters typed while the list has the focus search it by title,
/// however the focus got there (Tab, F6, the arrows, a click on a row, or ending editing with
/// Escape, Done, Ctrl+Enter or a click on the background). Keys act where the visible focus is:
/// the focus ring on a row says that typing searches the list; only the text, with its cursor,
/// takes typing into the note.
///
/// It is the app's own rather than GtkTreeView's interactive search, which would pop up an entry
/// over the list and read every row through the model one at a time. Letters typed within a
/// second of each other make one prefix; a pause starts a new one. The search goes through every
/// note the list shows, in long runs from the store.
@MainActor
final class NoteListTypeAhead {
    private unowned let list: NoteList
    private var connections = SignalConnectionSet()
    private var prefix = ""
    private var lastKeyTime: UInt32 = 0

    /// Type-ahead on `list` in `window`. Connect it before anything else listens to the tree
    /// view's keys: a handled key stops there.
    init(list: NoteList, window: UnsafeMutablePointer<GtkWindow>) {
        self.list = list
        connections.add(
            SignalConnection(
                window, "set-focus",
                argument: { [weak self] focus in
                    // A prefix ends when the focus leaves the list.
                    guard focus?.assumingMemoryBound(to: GtkWidget.self) != list.treeView.cast() else { return }
                    self?.prefix = ""
                }))
        connections.add(
            SignalConnection(list.treeView, event: "key-press-event") { [weak self] event in
                self?.keyPressed(event.pointee.key) ?? false
            })
        connections.disconnectAll(whenDestroyed: list.widget)
    }

    private func keyPressed(_ key: GdkEventKey) -> Bool {
        let commands = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
        let character = gdk_keyval_to_unicode(key.keyval)
        guard key.state & commands == 0, character != 0, g_unichar_isprint(character) != 0,
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
        list.moveCursor(to: match)
    }
}
