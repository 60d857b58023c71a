// The Done bar's place in the window: made when first needed, shown as the focus moves.
import CGtk
import GtkBinding
import PlaceholderCore

/// Owns a text view's Done bar and follows its window's focus: the bar shows and hides as
/// `DoneAccessoryPolicy` decides from where the focus is, whichever window the view is packed
/// into; Ctrl+Enter and Escape end editing. Disconnects itself when `root` is destroyed.
@MainActor
final class DoneAccessoryFocus {
    /// The decisions, without GTK.
    var policy = DoneAccessoryPolicy() {
        didSet { updateVisibility() }
    }
    /// Whether the bar sits above or below the text.
    var position = AccessoryPosition.below {
        didSet { place() }
    }
    /// The button's text; nil is "Done" in the user's language.
    var label: String? {
        didSet { accessory?.setLabel(label) }
    }
    /// A themed icon for the button instead of text.
    var iconName: String? {
        didSet { accessory?.setIcon(iconName) }
    }
    /// Whether an input method is composing: its keys are its own then.
    var isComposing: @MainActor () -> Bool = { false }
    /// Runs on Done, Ctrl+Enter and Escape.
    var endEditing: @MainActor () -> Void = {}
    /// Where the focus goes first when editing ends (held weakly).
    let focusAfterDone = WeakObject<GtkWidget>()
    /// Runs when the focus went to the view's frame, nothing else in the window taking it.
    var focusParkedInFrame: @MainActor () -> Void = {}

    private let root: UnsafeMutablePointer<GtkWidget>
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let frame: UnsafeMutablePointer<GtkWidget>
    /// Made when first shown or asked for (most views in a window never get focus).
    private var accessory: DoneAccessory?
    /// The window's `set-focus` handler, only while the bar shows and follows the focus: focus
    /// arriving at the text view is heard from the text view itself (its `is-focus` changes,
    /// `updateVisibility()` is called), and a hidden bar cannot take it, so most views
    /// (unfocused, bar hidden) connect nothing to their window.
    private var windowFocusHandler: SignalConnection?

    /// Tracks focus for the text view `textView` packed in `root` inside `frame`, its scrolled
    /// window; the owner calls `followWindow()` whenever `root` moves between windows.
    init(root: UnsafeMutablePointer<GtkWidget>, textView: UnsafeMutablePointer<GtkWidget>, frame: UnsafeMutablePointer<GtkWidget>) {
        self.root = root
        self.textView = textView
        self.frame = frame
    }

    /// Stops listening (the widget is being destroyed).
    func disconnect() {
        windowFocusHandler?.disconnect()
        windowFocusHandler = nil
        accessory?.disconnect()
    }

    /// The Done bar, made and packed now if it does not exist yet.
    var createdAccessory: DoneAccessory {
        if let accessory { return accessory }
        let created = DoneAccessory { [weak self] in self?.endEditing() }
        accessory = created
        if label != nil { created.setLabel(label) }
        if iconName != nil { created.setIcon(iconName) }
        gtk_container_add(root.cast(), created.bar)
        place()
        return created
    }

    /// Where the window's focus is, from the text view's side.
    var focus: EditingFocus {
        guard let focused = window.flatMap({ gtk_window_get_focus($0) }) else { return .elsewhere }
        if focused == textView { return .textView }
        return accessory?.contains(focused) == true ? .accessory : .elsewhere
    }

    /// Moves the focus on from the text view and its bar, if either has it, as `FocusHandOff`
    /// orders the places for `end`, and updates the bar.
    func releaseFocus(after end: EditingEnd) {
        let focusedHere = gtk_widget_is_focus(textView) != 0 ? EditingFocus.textView : focus
        if let window, DoneAccessoryPolicy.endingEditingMovesFocus(focusedHere) {
            let handOff = EditorFocusHandOff(
                end: end, window: window, editor: textView, region: root, named: focusAfterDone.object,
                passedOver: accessory.map { [$0.button] } ?? [], frame: frame)
            if handOff.perform() == .viewFrame { focusParkedInFrame() }
        }
        updateVisibility()
    }

    /// Shows or hides the bar for the current focus. A bar that was never needed stays unmade.
    func updateVisibility() {
        let shows = policy.showsBar(focus: focus)
        if shows { createdAccessory.setShown(true) } else { accessory?.setShown(false) }
        followsWindowFocus = shows && policy.visibility == .whileFocused
    }

    /// Whether the window's focus changes are heard (see `windowFocusHandler`).
    private var followsWindowFocus: Bool {
        get { windowFocusHandler != nil }
        set {
            guard newValue != followsWindowFocus else { return }
            windowFocusHandler?.disconnect()
            windowFocusHandler = nil
            if newValue, let window {
                windowFocusHandler = SignalConnection(window, "set-focus", after: true, argument: { [weak self] _ in
                    self?.updateVisibility()
                })
            }
        }
    }

    private var window: UnsafeMutablePointer<GtkWindow>? {
        guard let toplevel = gtk_widget_get_toplevel(root), gtk_widget_is_toplevel(toplevel) != 0 else { return nil }
        return checkedCast(toplevel.raw, to: GtkWindow.self)
    }

    private func place() {
        guard let accessory else { return }
        gtk_box_reorder_child(root.cast(), accessory.bar, position == .above ? 0 : 1)
    }

    /// The view is in another window now (or in none): follows that one's focus changes.
    func followWindow() {
        followsWindowFocus = false
        updateVisibility()
    }

    /// Enter, Ctrl+Enter or Escape as the policy says; true when the key ended editing.
    func keyPressed(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        let key = event.pointee.key
        let editingKey: EditingKey
        switch Int32(key.keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: editingKey = .enter
        case GDK_KEY_Escape: editingKey = .escape
        default: editingKey = .other
        }
        let control = key.state & GDK_CONTROL_MASK.rawValue != 0
        guard DoneAccessoryPolicy.endsEditing(editingKey, control: control, isComposing: isComposing()) else { return false }
        endEditing()
        return true
    }
}
