// The line between the note list and the editor, dragged to set the list's width.
import CGtk
import GtkBinding

/// A divider the pointer drags sideways (an event box holding a separator), setting the width
/// of the pane before it, as a `GtkPaned` handle does; the leaflet then lays out from that width.
@MainActor
final class PaneDivider {
    /// The narrowest the pane may be made.
    nonisolated static let minimumWidth: Int32 = 180

    private let handle: UnsafeMutablePointer<GtkWidget>
    private let pane: UnsafeMutablePointer<GtkWidget>
    private var connections = SignalConnectionSet()
    /// The pointer's root x and the pane's width when the drag began; nil when not dragging.
    private var dragStart: (x: Double, width: Int32)?

    /// A divider `handle` (an event box) setting `pane`'s width.
    init(handle: UnsafeMutablePointer<GtkWidget>, pane: UnsafeMutablePointer<GtkWidget>) {
        self.handle = handle
        self.pane = pane
        gtk_widget_add_events(
            handle,
            Int32(
                GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
                    | GDK_POINTER_MOTION_MASK.rawValue))
        connections.add(SignalConnection(handle, "realize") { [weak self] in self?.showResizeCursor() })
        connections.add(
            SignalConnection(handle, event: "button-press-event") { [weak self] event in
                guard let self, event.pointee.button.button == 1 else { return false }
                dragStart = (event.pointee.button.x_root, paneWidth)
                return true
            })
        connections.add(
            SignalConnection(handle, event: "motion-notify-event") { [weak self] event in
                guard let self, let start = dragStart else { return false }
                paneWidth = start.width + Int32((event.pointee.motion.x_root - start.x).rounded())
                return true
            })
        connections.add(
            SignalConnection(handle, event: "button-release-event") { [weak self] _ in
                self?.dragStart = nil
                return false
            })
        connections.disconnectAll(whenDestroyed: handle)
    }

    /// The pane's width, at least `minimumWidth`.
    var paneWidth: Int32 {
        get {
            var width: Int32 = 0
            gtk_widget_get_size_request(pane, &width, nil)
            return width
        }
        set { gtk_widget_set_size_request(pane, max(Self.minimumWidth, newValue), -1) }
    }

    private func showResizeCursor() {
        guard let window = gtk_widget_get_window(handle),
            let cursor = gdk_cursor_new_from_name(gtk_widget_get_display(handle), "col-resize")
        else { return }
        gdk_window_set_cursor(window, cursor)
        g_object_unref(UnsafeMutableRawPointer(cursor))
    }
}
