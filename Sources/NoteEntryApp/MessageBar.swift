// An in-window notification: a GtkInfoBar with a message and an optional action button.
import CGtk
import GtkBinding

/// A bar across the window that tells the user something (an error, "Note deleted") and may
/// offer one action ("Undo"). Hidden until `show(_:)`; the close button hides it.
///
/// The bar, its label and its action button are declared in `main-window.ui`: an action button
/// there is an action widget with response `actionResponse`.
@MainActor
final class MessageBar {
    /// The bar, to pack into the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let infoBar: UnsafeMutablePointer<GtkInfoBar>
    private let label: UnsafeMutablePointer<GtkLabel>
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
        connections.add(SignalConnection(infoBar, "response", argument: { [weak self] response in
            self?.responded(Int32(truncatingIfNeeded: Int(bitPattern: response)))
        }))
        connections.add(SignalConnection(widget, "destroy") { [weak self] in self?.connections.disconnectAll() })
    }

    /// The text shown.
    var message: String { gtk_label_get_text(label).map { String(cString: $0) } ?? "" }

    /// The action button ("Undo"), if the bar has one.
    var actionButton: UnsafeMutablePointer<GtkWidget>? {
        buttons.first { !Self.isCloseButton($0) }
    }

    /// GTK's own close button (`show-close-button`), which a .ui file cannot reach.
    var closeButton: UnsafeMutablePointer<GtkWidget>? {
        buttons.first(where: Self.isCloseButton)
    }

    /// The buttons of the bar's action area, GTK's close button included.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] {
        guard let area = gtk_info_bar_get_action_area(infoBar) else { return [] }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        let children = gtk_container_get_children(UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkContainer.self))
        defer { g_list_free(children) }
        var node = children
        while let current = node {
            if let child = checkedCast(current.pointee.data, to: GtkButton.self) { found.append(child.cast()) }
            node = current.pointee.next
        }
        return found
    }

    /// Whether `button` is GTK's close button: an icon button showing `window-close-symbolic`.
    private static func isCloseButton(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let image = gtk_button_get_image(button.cast()), let icon = checkedCast(image.raw, to: GtkImage.self) else { return false }
        var name: UnsafePointer<gchar>?
        gtk_image_get_icon_name(icon, &name, nil)
        return name.map { String(cString: $0) } == "window-close-symbolic"
    }

    /// Whether the bar is shown.
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Shows the bar with `message`.
    func show(_ message: String) {
        gtk_label_set_text(label, message)
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
