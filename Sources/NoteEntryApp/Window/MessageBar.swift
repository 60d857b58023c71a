// An in-window notification: a GtkInfoBar with a message and an optional action button.
import CGtk
import GtkBinding

/// A bar across the window that tells the user something (an error, "“Shopping” deleted") and may
/// offer one action ("Undo"). Hidden until `show(_:)`; the close button hides it.
///
/// The message is plain text, out of the Tab order (a selectable label takes the focus and is
/// drawn selected, nearly unreadable); screen readers get it as the bar's accessible description
/// (GTK names the bar "Error" or "Information" by its message type), and the close button,
/// an icon, is named "Close message".
///
/// The bar, its label and its action button are declared in `main-window.ui`: an action button
/// there is an action widget with response `actionResponse`.
@MainActor
final class MessageBar {
    /// The bar, to pack into the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let infoBar: UnsafeMutablePointer<GtkInfoBar>
    /// The label that shows the message.
    let label: UnsafeMutablePointer<GtkLabel>
    private var connections = SignalConnectionSet()
    /// Called when the action button is pressed (the bar hides first).
    var onAction: (@MainActor () -> Void)?
    /// Called when the user closes the bar without its action (the bar hides first; `message`
    /// is still the closed one).
    var onClose: (@MainActor () -> Void)?

    /// The response of the action button (its `<action-widget response="1">` in the .ui).
    static let actionResponse: Int32 = 1

    /// Drives `infoBar`, which shows its messages in `label`. The bar should be hidden and have
    /// `no-show-all` set, so showing the window does not show it.
    init(infoBar: UnsafeMutablePointer<GtkInfoBar>, label: UnsafeMutablePointer<GtkLabel>) {
        self.infoBar = infoBar
        self.label = label
        widget = infoBar.cast()
        connections.add(
            SignalConnection(
                infoBar, "response",
                argument: { [weak self] response in
                    self?.responded(Int32(truncatingIfNeeded: Int(bitPattern: response)))
                }))
        connections.add(SignalConnection(widget, "destroy") { [weak self] in self?.connections.disconnectAll() })
        if let closeButton { AccessibleName.set(InterfaceText.closeMessage, on: closeButton) }
    }

    /// The text shown.
    var message: String { gtk_label_get_text(label).map { String(cString: $0) } ?? "" }

    /// The action button ("Undo"), if the bar has one.
    var actionButton: UnsafeMutablePointer<GtkWidget>? {
        gtk_info_bar_get_action_area(infoBar).flatMap { Self.buttons(in: $0).first }
    }

    /// GTK's own close button (`show-close-button`), beside the action area, where a .ui file
    /// cannot reach it.
    var closeButton: UnsafeMutablePointer<GtkWidget>? {
        guard let area = gtk_info_bar_get_action_area(infoBar), let box = gtk_widget_get_parent(area) else {
            return nil
        }
        return Self.buttons(in: box).first(where: Self.isCloseButton)
    }

    /// The buttons among `container`'s children.
    private static func buttons(in container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        let children = gtk_container_get_children(container.cast())
        defer { g_list_free(children) }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var node = children
        while let current = node {
            if let button = checkedCast(current.pointee.data, to: GtkButton.self) { found.append(button.cast()) }
            node = current.pointee.next
        }
        return found
    }

    /// Whether `button` is GTK's close button: it shows the icon `window-close-symbolic`.
    private static func isCloseButton(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let child = gtk_bin_get_child(button.cast()), let icon = checkedCast(child.raw, to: GtkImage.self) else {
            return false
        }
        var name: UnsafePointer<gchar>?
        gtk_image_get_icon_name(icon, &name, nil)
        return name.map { String(cString: $0) } == "window-close-symbolic"
    }

    /// Whether the bar is shown.
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Shows the bar with `message`.
    func show(_ message: String) {
        gtk_label_set_text(label, message)
        if let accessible = gtk_widget_get_accessible(widget) { atk_object_set_description(accessible, message) }
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
        if response == Self.actionResponse { onAction?() } else { onClose?() }
    }
}
