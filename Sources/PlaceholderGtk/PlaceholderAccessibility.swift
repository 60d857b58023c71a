// The hint, as assistive technology sees it: on the text view, never as text of its own.
import CGtk
import GtkBinding

/// Puts the hint on the text view's accessible object, the way GtkEntry does for its own
/// placeholder: as the ATK attribute `placeholder-text`, and as the accessible description.
/// The text view's accessible text stays its real (possibly empty) content.
///
/// Accessible objects are made only when something asks for them (a screen reader, a test): a
/// text view's accessible listens to every buffer change, so making it for every view would put
/// that work on each keystroke of apps nobody reads aloud. So the hint is kept on the widget,
/// and handed to its accessible when GTK creates it (a hook on the accessible class's
/// `initialize`, installed once per process), or at once if it already exists.
@MainActor
enum PlaceholderAccessibility {
    /// GObject data key under which a text view keeps its hint for the attribute lookup.
    nonisolated static let dataKey = "placeholder-text-view-accessible-hint"
    /// GObject data key under which a text view keeps its accessible description until its
    /// accessible object exists.
    nonisolated static let descriptionKey = "placeholder-text-view-accessible-description"
    /// GObject data key set on a widget whose accessible object exists (made after the hook).
    nonisolated static let createdKey = "placeholder-text-view-accessible-created"
    /// GObject data key on a widget whose accessible must have the role "redundant object".
    nonisolated static let redundantKey = "placeholder-text-view-accessible-redundant"

    /// Announces `hint` for `textView` as its `placeholder-text` attribute (nil or empty removes it).
    static func set(_ hint: String?, on textView: UnsafeMutablePointer<GtkTextView>) {
        installHooks()
        let hint = hint.flatMap { $0.isEmpty ? nil : $0 }
        g_object_set_data_full(textView.object, dataKey, hint.map { UnsafeMutableRawPointer(g_strdup($0)) }, g_free)
    }

    /// Sets `textView`'s accessible description (the hint while the document is empty, else
    /// nothing: the core decides), now or when its accessible object is made.
    static func describe(_ description: String, on textView: UnsafeMutablePointer<GtkTextView>) {
        installHooks()
        g_object_set_data_full(textView.object, descriptionKey, UnsafeMutableRawPointer(g_strdup(description)), g_free)
        if g_object_get_data(textView.object, createdKey) != nil {
            atk_object_set_description(gtk_widget_get_accessible(textView.cast()), description)
        }
    }

    /// Presents `label` to assistive technology as decoration ("redundant object"), once its
    /// accessible object exists.
    static func markRedundant(_ label: UnsafeMutablePointer<GtkWidget>) {
        installHooks()
        g_object_set_data(label.object, redundantKey, UnsafeMutableRawPointer(bitPattern: 1))
        if g_object_get_data(label.object, createdKey) != nil {
            atk_object_set_role(gtk_widget_get_accessible(label), ATK_ROLE_REDUNDANT_OBJECT)
        }
    }

    /// GtkTextView's and GtkLabel's accessible classes are extended once per process: their
    /// `initialize` runs as before, then applies what the widget keeps for its accessible; the
    /// text view's `get_attributes` also adds `placeholder-text` for views that carry a hint.
    /// Other widgets answer exactly as before.
    private static func installHooks() {
        guard !isInstalled else { return }
        isInstalled = true
        // Both types are registered by their widgets' class initialisers, which have run by now.
        let textViewClass = accessibleClass(named: "GtkTextViewAccessible", widgetType: gtk_text_view_get_type())
        originalTextViewInitialize = textViewClass.pointee.initialize
        textViewClass.pointee.initialize = initializeTextViewAccessible
        originalGetAttributes = textViewClass.pointee.get_attributes
        textViewClass.pointee.get_attributes = attributesWithPlaceholder
        let labelClass = accessibleClass(named: "GtkLabelAccessible", widgetType: gtk_label_get_type())
        originalLabelInitialize = labelClass.pointee.initialize
        labelClass.pointee.initialize = initializeLabelAccessible
    }

    private static func accessibleClass(named name: String, widgetType: GType) -> UnsafeMutablePointer<AtkObjectClass> {
        g_type_class_unref(g_type_class_ref(widgetType))
        return g_type_class_ref(g_type_from_name(name))!.assumingMemoryBound(to: AtkObjectClass.self)
    }

    private static var isInstalled = false
}

private typealias AtkInitialize = @convention(c) (UnsafeMutablePointer<AtkObject>?, gpointer?) -> Void

private nonisolated(unsafe) var originalGetAttributes:
    (@convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkAttributeSet>?)?
private nonisolated(unsafe) var originalTextViewInitialize: AtkInitialize?
private nonisolated(unsafe) var originalLabelInitialize: AtkInitialize?

/// The widget an accessible object was made for (GTK passes it as `initialize`'s data).
private func widgetObject(_ data: gpointer?) -> UnsafeMutablePointer<GObject>? {
    data?.assumingMemoryBound(to: GObject.self)
}

private let initializeTextViewAccessible: AtkInitialize = { accessible, data in
    originalTextViewInitialize?(accessible, data)
    guard let accessible, let widget = widgetObject(data) else { return }
    g_object_set_data(widget, PlaceholderAccessibility.createdKey, UnsafeMutableRawPointer(bitPattern: 1))
    if let description = g_object_get_data(widget, PlaceholderAccessibility.descriptionKey) {
        atk_object_set_description(accessible, description.assumingMemoryBound(to: CChar.self))
    }
}

private let initializeLabelAccessible: AtkInitialize = { accessible, data in
    originalLabelInitialize?(accessible, data)
    guard let accessible, let widget = widgetObject(data) else { return }
    g_object_set_data(widget, PlaceholderAccessibility.createdKey, UnsafeMutableRawPointer(bitPattern: 1))
    if g_object_get_data(widget, PlaceholderAccessibility.redundantKey) != nil {
        atk_object_set_role(accessible, ATK_ROLE_REDUNDANT_OBJECT)
    }
}

private let attributesWithPlaceholder:
    @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkAttributeSet>? = { accessible in
        var set = originalGetAttributes?(accessible)
        guard let accessible,
            let widget = gtk_accessible_get_widget(
                UnsafeMutableRawPointer(accessible).assumingMemoryBound(to: GtkAccessible.self)),
            let hint = g_object_get_data(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), PlaceholderAccessibility.dataKey)
        else { return set }
        let attribute = g_malloc0(gsize(MemoryLayout<AtkAttribute>.size))!.assumingMemoryBound(to: AtkAttribute.self)
        attribute.pointee.name = g_strdup("placeholder-text")
        attribute.pointee.value = g_strdup(hint.assumingMemoryBound(to: CChar.self))
        set = g_slist_append(set, attribute)
        return set
    }
