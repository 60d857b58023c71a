// The PlaceholderTextView type's internal child for GtkBuilder: its text view, named "text_view".
// One source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

extension PlaceholderTextViewType {
    /// The name a .ui file gives the inner text view, as GtkDialog names its `vbox`:
    /// `<child internal-child="text_view"><object class="GtkTextView">…</object></child>`.
    nonisolated static let textViewChildName = "text_view"

    /// Makes `type` answer GtkBuildable's `get_internal_child` for the inner text view, every
    /// other GtkBuildable function staying GtkBox's. Called once, right after registering it.
    static func exposeInternalChildren(of type: GType) {
        var info = GInterfaceInfo(interface_init: buildableInit, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, gtk_buildable_get_type(), &info)
    }
}

/// GtkBox's GtkBuildable functions, which the override falls back to.
private nonisolated(unsafe) var parentBuildable: UnsafeMutablePointer<GtkBuildableIface>? = nil

private let buildableInit: GInterfaceInitFunc = { interface, _ in
    guard let interface else { return }
    parentBuildable = g_type_interface_peek_parent(interface)?.assumingMemoryBound(to: GtkBuildableIface.self)
    interface.assumingMemoryBound(to: GtkBuildableIface.self).pointee.get_internal_child = {
        buildable, builder, name in
        if let name, String(cString: name) == PlaceholderTextViewType.textViewChildName, let buildable {
            nonisolated(unsafe) let object = UnsafeMutableRawPointer(buildable).assumingMemoryBound(to: GObject.self)
            let textView = onMainThread {
                PlaceholderTextView.wrapping(object: object).map { UnsafeMutableRawPointer($0.textView) }
            }
            if let textView { return textView.assumingMemoryBound(to: GObject.self) }
        }
        return parentBuildable?.pointee.get_internal_child?(buildable, builder, name)
    }
}
