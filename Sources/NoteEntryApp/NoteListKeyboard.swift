// The note list as one stop of the window's Tab cycle, whose arrows, Page keys and Home/End
// reach every note, not only the rows read so far.
import CGtk
import GtkBinding

/// Keyboard travel in a `NoteList`, as GNOME's lists have it:
///
/// - Tab and Shift+Tab leave the list from any row (GTK 3's `GtkListBox` stops on each row, which
///   would put the title a thousand Tabs away from a long list); Tab into the list lands on the
///   selected row.
/// - End reads every summary not read yet in one keyset query, then goes to the last row: the
///   oldest note is one key away however many notes there are.
/// - Down and Page Down within a page of the last row read the next page first, so the arrows
///   never stop at the end of what happens to be read.
@MainActor
final class NoteListKeyboard {
    private unowned let list: NoteList
    private var connections = SignalConnectionSet()

    /// Keyboard travel in `list`, connected to its list box.
    init(list: NoteList) {
        self.list = list
        let listBox = list.listBox
        // "focus" asks a container to move the focus within itself: false from a row on Tab lets
        // the window's Tab cycle go on to the next widget.
        connections.add(
            SignalConnection(
                listBox, "focus",
                decidingOnArgument: { direction in
                    let direction = GtkDirectionType(rawValue: UInt32(truncatingIfNeeded: Int(bitPattern: direction)))
                    guard direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD,
                        gtk_container_get_focus_child(listBox.cast()) != nil
                    else { return false }
                    g_signal_stop_emission_by_name(listBox.raw, "focus")
                    return false
                }))
        // Runs before GtkListBox's own handler, which then finds the rows it moves to.
        connections.add(
            SignalConnection(
                listBox, "move-cursor",
                arguments: { [weak self] step, count in
                    let step = GtkMovementStep(rawValue: UInt32(truncatingIfNeeded: Int(bitPattern: step)))
                    let count = Int32(truncatingIfNeeded: Int(bitPattern: count))
                    self?.cursorWillMove(step, count: count)
                }))
    }

    /// Disconnects from the list box (it is being destroyed).
    func disconnect() {
        connections.disconnectAll()
    }

    private func cursorWillMove(_ step: GtkMovementStep, count: Int32) {
        guard count > 0, !list.isComplete else { return }
        switch step {
        case GTK_MOVEMENT_BUFFER_ENDS:
            list.showRemainingPagesReportingFailure()
        case GTK_MOVEMENT_DISPLAY_LINES, GTK_MOVEMENT_PAGES:
            let cursor =
                gtk_container_get_focus_child(list.listBox.cast())
                .flatMap { checkedCast($0.raw, to: GtkListBoxRow.self) }
                .map { Int(gtk_list_box_row_get_index($0)) } ?? 0
            if list.shownCount - cursor <= NoteList.pageSize { list.showNextPageReportingFailure() }
        default:
            break
        }
    }
}
