// The hint, as assistive technology sees it: on the text view, never as text of its own.
import CGtk
import GtkBinding

/// Puts the hint on the text view's accessible object, the way GtkEntry does for its own
/// placeholder: as the ATK attribute `placeholder-text`, and as the accessible description.
/// The text view's accessible text stays its real (possibly empty) content.
@MainActor
enum PlaceholderAccessibility {
    /// GObject data key under which a text view keeps its hint for the attribute lookup.
    nonisolated static let dataKey = "placeholder-text-view-accessible-hint"

    /// Announces `hint` for `textView` (nil or empty removes it).
    static func set(_ hint: String?, on textView: UnsafeMutablePointer<GtkTextView>) {
        installAttributeProvider(for: textView)
        let accessible = gtk_widget_get_accessible(textView.cast())
        let hint = hint.flatMap { $0.isEmpty ? nil : $0 }
        g_object_set_data_full(textView.object, dataKey, hint.map { UnsafeMutableRawPointer(g_strdup($0)) }, g_free)
        atk_object_set_description(accessible, hint ?? "")
    }

    /// The hint `textView` announces, if any.
    static func hint(of textView: UnsafeMutablePointer<GtkTextView>) -> String? {
        g_object_get_data(textView.object, dataKey).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// GtkTextView's accessible class has no placeholder attribute, so its `get_attributes` is
    /// extended once per process: the original runs first, then `placeholder-text` is added for
    /// text views that carry a hint. Other text views answer exactly as before.
    private static func installAttributeProvider(for textView: UnsafeMutablePointer<GtkTextView>) {
        guard originalGetAttributes == nil, !isInstalled else { return }
        let accessible = gtk_widget_get_accessible(textView.cast())!
        let type = G_TYPE_FROM_INSTANCE(UnsafeMutableRawPointer(accessible))
        let klass = g_type_class_ref(type)!.assumingMemoryBound(to: AtkObjectClass.self)
        originalGetAttributes = klass.pointee.get_attributes
        klass.pointee.get_attributes = attributesWithPlaceholder
        isInstalled = true
    }

    private static var isInstalled = false
}

private func G_TYPE_FROM_INSTANCE(_ instance: UnsafeMutableRawPointer) -> GType {
    instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}

private nonisolated(unsafe) var originalGetAttributes: (@convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkAttributeSet>?)?

private let attributesWithPlaceholder: @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkAttributeSet>? = { accessible in
    var set = originalGetAttributes?(accessible)
    guard let accessible,
        let widget = gtk_accessible_get_widget(UnsafeMutableRawPointer(accessible).assumingMemoryBound(to: GtkAccessible.self)),
        let hint = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), PlaceholderAccessibility.dataKey)
    else { return set }
    let attribute = g_malloc0(gsize(MemoryLayout<AtkAttribute>.size))!.assumingMemoryBound(to: AtkAttribute.self)
    attribute.pointee.name = g_strdup("placeholder-text")
    attribute.pointee.value = g_strdup(hint.assumingMemoryBound(to: CChar.self))
    set = g_slist_append(set, attribute)
    return set
}
