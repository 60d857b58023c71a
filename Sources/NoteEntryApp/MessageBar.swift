// An in-window notification: a GtkInfoBar with a message and an optional action button.
import CGtk
import GtkBinding

/// A bar across the window that tells the user something (an error, "Note deleted") and may
/// offer one action ("Undo"). Hidden until `show(_:)`; the close button hides it.
@MainActor
final class MessageBar {
    /// The bar, to pack into the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let infoBar: UnsafeMutablePointer<GtkInfoBar>
    private let label: UnsafeMutablePointer<GtkWidget>
    private var actionButton: UnsafeMutablePointer<GtkWidget>?
    private var connections = SignalConnectionSet()
    /// Called when the action button is pressed (the bar hides first).
    var onAction: (@MainActor () -> Void)?

    private static let actionResponse: Int32 = 1

    /// A hidden bar of `type` (GTK_MESSAGE_ERROR, GTK_MESSAGE_INFO ...).
    init(type: GtkMessageType) {
        widget = UnsafeMutablePointer(widget: gtk_info_bar_new())
        infoBar = widget.cast()
        gtk_info_bar_set_message_type(infoBar, type)
        gtk_info_bar_set_show_close_button(infoBar, 1)
        label = UnsafeMutablePointer(widget: gtk_label_new(nil))
        gtk_label_set_line_wrap(label.cast(), 1)
        gtk_label_set_xalign(label.cast(), 0)
        gtk_label_set_selectable(label.cast(), 1)
        gtk_widget_set_can_focus(label, 0)
        if let content = gtk_info_bar_get_content_area(infoBar) {
            gtk_container_add(content.cast(to: GtkContainer.self), label)
        }
        gtk_widget_show_all(widget)
        gtk_widget_set_no_show_all(widget, 1)
        gtk_widget_hide(widget)
        connections.add(SignalConnection(infoBar, "response", argument: { [weak self] response in
            self?.responded(Int32(truncatingIfNeeded: Int(bitPattern: response)))
        }))
        connections.add(SignalConnection(widget, "destroy") { [weak self] in self?.connections.disconnectAll() })
    }

    /// Adds the action button labelled `title` (once).
    func addAction(_ title: String) {
        guard actionButton == nil else { return }
        actionButton = gtk_info_bar_add_button(infoBar, title, Self.actionResponse)
        if let actionButton { AccessibleName.set(title, on: actionButton) }
    }

    /// The text shown.
    var message: String { gtk_label_get_text(label.cast()).map { String(cString: $0) } ?? "" }

    /// Whether the bar is shown.
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Shows the bar with `message`.
    func show(_ message: String) {
        gtk_label_set_text(label.cast(), message)
        gtk_widget_show(widget)
    }

    /// Hides the bar.
    func hide() {
        gtk_widget_hide(widget)
    }

    /// Presses the action button, as a click does (for tests and keyboard shortcuts).
    func activateAction() {
        responded(Self.actionResponse)
    }

    private func responded(_ response: Int32) {
        hide()
        if response == Self.actionResponse { onAction?() }
    }
}
