import PlaceholderCore

// PlaceholderDoneBar: the Done accessory as an opt-in piece for a text view an app already has.
// One source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// A bar with a Done button for a text view an app already has, packed where the app wants it
/// (under its scrolled window, in a header): it shows while the view has the focus (or always, or
/// never), and Done ends editing as `PlaceholderTextView`'s does: the focus moves on (to
/// `focusAfterDone`, else as Tab would go), then `onDone` and the `done` signal get the text.
/// Escape and Ctrl+Enter end editing only when `keysEndEditing` is on: an app's own keys stay
/// its own unless it asks.
///
/// ```swift
/// let bar = PlaceholderDoneBar.make(for: body)
/// gtk_box_append(column, bar.widget)
/// bar.onDone = { text in send(text) }
/// ```
///
/// The wrapper lives as long as `widget`; it holds the view weakly.
@MainActor
public final class PlaceholderDoneBar {
    /// GObject data key under which `widget` keeps its wrapper.
    static let attachmentKey = "placeholder-done-bar"

    /// The bar to pack (a `PlaceholderDoneBar`, a horizontal GtkBox).
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// A new bar for `textView`, to pack into the app's layout (its `widget` is floating).
    public static func make(for textView: UnsafeMutablePointer<GtkTextView>) -> PlaceholderDoneBar {
        wrapping(UnsafeMutableRawPointer(PlaceholderDoneBarType.newInstance(for: textView)))!
    }

    /// The wrapper of a `PlaceholderDoneBar` instance, or nil when `object` is not one.
    public static func wrapping(_ object: UnsafeMutableRawPointer?) -> PlaceholderDoneBar? {
        guard let object else { return nil }
        return ObjectAttachment.attached(to: object.assumingMemoryBound(to: GObject.self), key: attachmentKey)
    }

    /// The text view whose editing the bar ends; nil once it is gone.
    public var textView: UnsafeMutablePointer<GtkTextView>? { attachedView.object }

    /// When the bar shows. Default `.whileFocused`.
    public var visibility: DoneButtonVisibility {
        get { policy.visibility }
        set {
            guard newValue != policy.visibility else { return }
            policy.visibility = newValue
            updateVisibility()
            notify(.doneButton)
        }
    }

    /// The button's text; nil (default) is "Done" in the user's language.
    public var label: String? {
        didSet {
            guard label != oldValue else { return }
            accessory.setLabel(label)
            notify(.doneLabel)
        }
    }

    /// Whether Escape and Ctrl+Enter in the text end editing too. Default false.
    public var keysEndEditing = false {
        didSet { if keysEndEditing != oldValue { notify(.keysEndEditing) } }
    }

    /// Where the focus goes first when editing ends (held weakly); nil: the next widget in the
    /// Tab order, else the window's default widget.
    public var focusAfterDone: UnsafeMutablePointer<GtkWidget>? {
        get { focusTarget.object }
        set {
            guard newValue != focusTarget.object else { return }
            focusTarget.object = newValue
            notify(.focusAfterDone)
        }
    }

    /// Called each time editing ends through the bar or its keys, with the final text, before
    /// the `done` signal.
    public var onDone: (@MainActor (String) -> Void)?

    /// The Done button, for apps that style it.
    public var doneButton: UnsafeMutablePointer<GtkWidget> { accessory.button }

    private var policy = DoneAccessoryPolicy()
    /// Made right after the wrapper, whose `endEditing` its button calls.
    private var accessory: DoneAccessory!
    private let attachedView = WeakObject<GtkTextView>()
    private let focusTarget = WeakObject<GtkWidget>()
    private let connections = SignalConnectionSet()
    private var isComposing = false

    /// The wrapper built into `root`, a new `PlaceholderDoneBar` instance (its instance initialiser).
    init(root: UnsafeMutablePointer<GtkWidget>) {
        widget = root
        accessory = DoneAccessory(onDone: { [weak self] in self?.endEditing() })
        gtk_widget_set_hexpand(accessory.bar, 1)
        #if PLACEHOLDER_GTK4
            gtk_box_append(root.cast(), accessory.bar)
        #else
            gtk_container_add(root.cast(), accessory.bar)
        #endif
        ObjectAttachment.attach(self, to: root.object, key: Self.attachmentKey)
        updateVisibility()
    }

    /// Ends editing: the focus moves on from the text, then `onDone` and `done` get the text.
    public func endEditing() {
        guard let textView else { return }
        let editor: UnsafeMutablePointer<GtkWidget> = textView.cast()
        if let window = window(of: editor) {
            EditorFocusHandOff(
                end: .done, window: window, editor: editor, region: editor, named: focusTarget.object,
                passedOver: [accessory.button]
            ).perform()
        }
        updateVisibility()
        let text = TextBufferContent.text(of: gtk_text_view_get_buffer(textView))
        onDone?(text)
        PlaceholderDoneBarType.emitDone(on: widget, text: text)
    }

    /// Follows `textView` (its construct-only `text-view`).
    func attach(to textView: UnsafeMutablePointer<GtkTextView>) {
        guard attachedView.object == nil else { return }
        attachedView.object = textView
        connections.add(
            SignalConnection(
                textView, "notify::has-focus", argument: { [weak self] _ in self?.updateVisibility() }))
        connections.add(
            SignalConnection(
                textView, "preedit-changed",
                argument: { [weak self] preedit in
                    self?.isComposing = preedit.map { $0.assumingMemoryBound(to: CChar.self).pointee != 0 } ?? false
                }))
        #if PLACEHOLDER_GTK4
            let keys = gtk_event_controller_key_new()!
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(textView.cast(), keys)
            connections.add(
                SignalConnection(keyController: keys) { [weak self] keyval, _, state in
                    self?.keyPressed(keyval: keyval, control: state & GDK_CONTROL_MASK.rawValue != 0) ?? false
                })
        #else
            connections.add(
                SignalConnection(textView, event: "key-press-event") { [weak self] event in
                    let key = event.pointee.key
                    return self?.keyPressed(keyval: key.keyval, control: key.state & GDK_CONTROL_MASK.rawValue != 0)
                        ?? false
                })
        #endif
        connections.add(SignalConnection(textView, "destroy") { [weak self] in self?.connections.disconnectAll() })
        connections.disconnectAll(whenDestroyed: widget)
        updateVisibility()
    }

    private func keyPressed(keyval: UInt32, control: Bool) -> Bool {
        guard keysEndEditing else { return false }
        guard DoneAccessoryPolicy.endsEditing(EditingKey(keyval: keyval), control: control, isComposing: isComposing)
        else { return false }
        endEditing()
        return true
    }

    private func updateVisibility() {
        let focused = textView.map { gtk_widget_has_focus($0.cast()) != 0 } ?? false
        accessory.setShown(policy.showsBar(focus: focused ? .textView : .elsewhere))
    }

    private func window(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow>? {
        #if PLACEHOLDER_GTK4
            return checkedCast(gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0) }, to: GtkWindow.self)
        #else
            guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0 else {
                return nil
            }
            return checkedCast(toplevel.raw, to: GtkWindow.self)
        #endif
    }

    private func notify(_ property: PlaceholderDoneBarProperty) {
        PlaceholderDoneBarType.notify(property, on: widget)
    }
}
