import PlaceholderCore

// The Done bar's place in the window: made when first needed, shown as the focus moves. One
// source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

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
    #if PLACEHOLDER_GTK4
        private let connections = SignalConnectionSet()
        private let windowConnections = SignalConnectionSet()
    #else
        /// The window's `set-focus` handler, only while the bar shows and follows the focus: focus
        /// arriving at the text view is heard from the text view itself (its `is-focus` changes,
        /// `updateVisibility()` is called), and a hidden bar cannot take it, so most views
        /// (unfocused, bar hidden) connect nothing to their window.
        private var windowFocusHandler: SignalConnection?
    #endif

    /// Tracks focus for the text view `textView` packed in `root` inside `frame`, its scrolled
    /// window. In GTK 3 the owner calls `followWindow()` whenever `root` moves between windows
    /// and hands it the text view's keys; in GTK 4 it listens for both itself.
    init(
        root: UnsafeMutablePointer<GtkWidget>, textView: UnsafeMutablePointer<GtkWidget>,
        frame: UnsafeMutablePointer<GtkWidget>
    ) {
        self.root = root
        self.textView = textView
        self.frame = frame
        #if PLACEHOLDER_GTK4
            // Capture phase: Ctrl+Enter must end editing before the text view inserts a line break.
            let keys = gtk_event_controller_key_new()!
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(textView, keys)
            connections.add(
                SignalConnection(keyController: keys) { [weak self] keyval, _, state in
                    self?.keyPressed(keyval: keyval, state: state) ?? false
                })
            connections.add(
                SignalConnection(
                    root, "notify::root",
                    argument: { [weak self] _ in
                        self?.followWindow()
                    }))
            connections.disconnectAll(whenDestroyed: root)
        #endif
    }

    /// Stops listening (the widget is being destroyed).
    func disconnect() {
        #if PLACEHOLDER_GTK4
            connections.disconnectAll()
            windowConnections.disconnectAll()
        #else
            windowFocusHandler?.disconnect()
            windowFocusHandler = nil
        #endif
        accessory?.disconnect()
    }

    /// The Done bar, made and packed now if it does not exist yet.
    var createdAccessory: DoneAccessory {
        if let accessory { return accessory }
        let created = DoneAccessory { [weak self] in self?.endEditing() }
        accessory = created
        if label != nil { created.setLabel(label) }
        if iconName != nil { created.setIcon(iconName) }
        #if PLACEHOLDER_GTK4
            gtk_box_append(root.cast(), created.bar)
        #else
            gtk_container_add(root.cast(), created.bar)
        #endif
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
        #if !PLACEHOLDER_GTK4
            followsWindowFocus = shows && policy.visibility == .whileFocused
        #endif
    }

    #if PLACEHOLDER_GTK4
        private var window: UnsafeMutablePointer<GtkWindow>? {
            checkedCast(gtk_widget_get_root(root).map { UnsafeMutableRawPointer($0) }, to: GtkWindow.self)
        }

        /// Puts the bar first in the box (above the text) or after the text's frame (below).
        private func place() {
            guard let accessory else { return }
            gtk_box_reorder_child_after(root.cast(), accessory.bar, position == .above ? nil : frame)
        }

        /// Follows the focus changes of the window the view is in now.
        private func followWindow() {
            windowConnections.disconnectAll()
            guard let window else { return }
            windowConnections.add(
                SignalConnection(
                    window, "notify::focus-widget",
                    argument: { [weak self] _ in
                        self?.updateVisibility()
                    }))
            windowConnections.disconnectAll(whenDestroyed: root)
            updateVisibility()
        }

        private func keyPressed(keyval: UInt32, state: UInt32) -> Bool {
            endsEditing(keyval: keyval, control: state & GDK_CONTROL_MASK.rawValue != 0)
        }
    #else

        /// Whether the window's focus changes are heard (see `windowFocusHandler`).
        private var followsWindowFocus: Bool {
            get { windowFocusHandler != nil }
            set {
                guard newValue != followsWindowFocus else { return }
                windowFocusHandler?.disconnect()
                windowFocusHandler = nil
                if newValue, let window {
                    windowFocusHandler = SignalConnection(
                        window, "set-focus", after: true,
                        argument: { [weak self] _ in
                            self?.updateVisibility()
                        })
                }
            }
        }

        private var window: UnsafeMutablePointer<GtkWindow>? {
            guard let toplevel = gtk_widget_get_toplevel(root), gtk_widget_is_toplevel(toplevel) != 0 else {
                return nil
            }
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
            return endsEditing(keyval: key.keyval, control: key.state & GDK_CONTROL_MASK.rawValue != 0)
        }
    #endif

    /// Whether Escape and Ctrl+Enter end editing (`keys-end-editing`); off, the keys are the app's.
    var keysEndEditing = true

    /// Ends editing when the policy says the key does; true when it did.
    private func endsEditing(keyval: UInt32, control: Bool) -> Bool {
        guard keysEndEditing else { return false }
        guard DoneAccessoryPolicy.endsEditing(EditingKey(keyval: keyval), control: control, isComposing: isComposing())
        else {
            return false
        }
        endEditing()
        return true
    }
}
