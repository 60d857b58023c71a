import PlaceholderCore

// PlaceholderHint: a placeholder attached to a text view an app already has, as gspell attaches
// spell checking. One source for both toolkits: the GTK 4 package compiles this file too, with
// PLACEHOLDER_GTK4 defined; each toolkit's HintAttachment.swift holds what calls its GTK.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
    import PlaceholderPango
#else
    import CGtk
    import GtkBinding
#endif

/// A placeholder for a `GtkTextView` an app already has: a plain view, a `GtkSourceView` or the
/// app's own subclass, wherever it sits in the app's widget tree.
///
/// The hint is a label drawn inside the view, where typed text appears, in the view's font, at
/// its margins, indent, justification, direction and wrap width; it is never text in the buffer
/// and hides during an input method's composition. Screen readers read it as the view's
/// placeholder. It adds no key binding, no undo, no focus change and no size request: the app's
/// keys, undo and layout stay as they were. Every decision is `PlaceholderState`'s, as for
/// `PlaceholderTextView`.
///
/// ```swift
/// PlaceholderHint.attached(to: textView).placeholder = "Write a message…"
/// ```
///
/// The view owns its hint: `attached(to:)` makes it on the first call and returns the same one
/// after, and it goes with the view. It follows a replaced buffer, and stops when the view is
/// destroyed. From C: `placeholder_hint_get_from_text_view (view)`; from a .ui file, an object
/// of class `PlaceholderHint` whose `text-view` names the view.
@MainActor
public final class PlaceholderHint {
    /// GLib log domain of the hint's warnings.
    public nonisolated static let logDomain = "PlaceholderHint"
    /// GObject data key under which the `PlaceholderHint` instance keeps this wrapper.
    static let attachmentKey = "placeholder-hint"
    /// GObject data key under which a text view keeps (a reference to) its hint's instance.
    static let textViewKey = "placeholder-hint-of-text-view"

    /// The `PlaceholderHint` GObject instance, for C and language bindings.
    public let object: UnsafeMutablePointer<GObject>

    /// The hint of `textView`, attached on the first call: the view keeps it as long as it lives.
    public static func attached(to textView: UnsafeMutablePointer<GtkTextView>) -> PlaceholderHint {
        if let existing = hint(of: textView) { return existing }
        let instance = PlaceholderHintType.newInstance(for: textView)
        let hint = wrapping(instance)!
        // The view holds the instance now; the creation reference is not kept.
        g_object_unref(instance)
        return hint
    }

    /// The hint attached to `textView`, or nil when it has none.
    public static func hint(of textView: UnsafeMutablePointer<GtkTextView>) -> PlaceholderHint? {
        guard let instance = g_object_get_data(textView.object, textViewKey) else { return nil }
        return wrapping(instance.assumingMemoryBound(to: GObject.self))
    }

    /// The wrapper of a `PlaceholderHint` instance, or nil when `object` is not one.
    public static func wrapping(_ object: UnsafeMutablePointer<GObject>?) -> PlaceholderHint? {
        guard let object else { return nil }
        return ObjectAttachment.attached(to: object, key: attachmentKey)
    }

    /// The text view the hint is attached to; nil before it is attached and once the view is gone.
    public var textView: UnsafeMutablePointer<GtkTextView>? { attachedView.object }

    /// The hint. Empty or whitespace-only shows nothing.
    public var placeholder: String {
        get { controller.placeholderText }
        set { controller.placeholderText = newValue }
    }

    /// Whether `placeholder` is Pango markup. Off by default; invalid markup shows as plain text,
    /// with a warning.
    public var usesMarkup: Bool {
        get { controller.usesMarkup }
        set { controller.usesMarkup = newValue }
    }

    /// When the hint hides besides content and IME composition. Default `.whileEmpty`.
    public var hidePolicy: HidePolicy {
        get { controller.hidePolicy }
        set { controller.hidePolicy = newValue }
    }

    /// Fade in/out time in seconds; 0 is instant. Default 0.25, and instant when the desktop
    /// turned animations off.
    public var fadeDuration: Double {
        get { controller.fadeDuration }
        set { controller.fadeDuration = newValue }
    }

    /// Changes to the view's font for the hint (e.g. italics); nil follows it exactly.
    public var placeholderFont: FontOverride? {
        get { controller.fontOverride }
        set { controller.fontOverride = newValue }
    }

    /// The hint's direction; `.automatic` (default) follows its first strong character.
    public var placeholderDirection: TextDirection {
        get { controller.direction }
        set { controller.direction = newValue }
    }

    /// The hint's colour (what `gdk_rgba_parse` reads); nil (default) is the theme's placeholder
    /// colour, which CSS restyles. A text that is not a colour is refused with a warning.
    public var placeholderColor: String? {
        get { explicitColor }
        set {
            let color = newValue.flatMap { $0.isEmpty ? nil : $0 }
            guard isAcceptablePlaceholderColor(color), color != explicitColor else { return }
            explicitColor = color
            colorStyle?.explicitColor = color
            frontEnd.notify(.placeholderColor)
        }
    }

    /// What the hint shows now: for tests and for apps that draw something in sync with it.
    public var presentation: PlaceholderPresentation { controller.driver.presentation }

    /// Whether the hint is wanted now (it may still be fading in).
    public var isPlaceholderVisible: Bool { controller.driver.inputs.wantsPlaceholder }

    /// Number of wrappers alive in the process: each goes with its view. Tests use it to prove
    /// that destroying views releases their hints.
    public static var liveInstanceCount: Int { liveInstances }
    private static var liveInstances = 0

    let controller: PlaceholderController
    private let frontEnd: AttachedHintFrontEnd
    private let attachedView = WeakObject<GtkTextView>()
    private var attachment: HintAttachment?
    private var colorStyle: PlaceholderColorStyle?
    private var explicitColor: String?

    /// The wrapper of `object`, a new `PlaceholderHint` instance (from its instance initialiser),
    /// attached to no view yet.
    init(object: UnsafeMutablePointer<GObject>) {
        self.object = object
        #if PLACEHOLDER_GTK4
            let readMarkup = PangoMarkup.read
        #else
            let readMarkup = PangoMarkupReading.read
        #endif
        controller = PlaceholderController(
            driver: PlaceholderDriver(events: [], clock: Self.now, readMarkup: readMarkup))
        frontEnd = AttachedHintFrontEnd(object: object)
        controller.frontEnd = frontEnd
        frontEnd.controller = controller
        ObjectAttachment.attach(self, to: object, key: Self.attachmentKey)
        Self.liveInstances += 1
    }

    isolated deinit {
        Self.liveInstances -= 1
    }

    /// Attaches the hint to `textView` (its construct-only `text-view`): the view takes a
    /// reference to the instance, and a hint it had before lets go of it.
    func attach(to textView: UnsafeMutablePointer<GtkTextView>) {
        guard attachment == nil else { return }
        if let previous = Self.hint(of: textView) { previous.viewDestroyed() }
        attachedView.object = textView
        let attachment = HintAttachment(textView: textView, driver: controller.driver)
        self.attachment = attachment
        let colorStyle = PlaceholderColorStyle(label: attachment.label.widget)
        colorStyle.explicitColor = explicitColor
        self.colorStyle = colorStyle
        frontEnd.attachment = attachment
        frontEnd.textView = textView
        attachment.report = { [weak self] events in self?.controller.apply(events) }
        attachment.documentChanged = { [weak self] count in self?.controller.documentChanged(characterCount: count) }
        attachment.destroyed = { [weak self] in self?.viewDestroyed() }
        controller.apply(attachment.currentEvents)
        g_object_set_data_full(textView.object, Self.textViewKey, g_object_ref(object), g_object_unref)
    }

    /// The view is being destroyed, or another hint took its place: the hint lets go of it.
    private func viewDestroyed() {
        controller.stopFrameTicks()
        attachment?.stop()
        attachment = nil
        // It styles the label, which goes with the view; the colour itself stays a setting.
        colorStyle = nil
        frontEnd.attachment = nil
        frontEnd.textView = nil
        attachedView.object = nil
    }

    private nonisolated static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
