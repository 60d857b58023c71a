// Finding the Swift wrapper of a PlaceholderTextView instance. One source for both toolkits: the
// GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

extension PlaceholderTextView {
    /// The wrapper of a root widget made by this class, e.g. one found in a container.
    public static func wrapping(_ widget: UnsafeMutablePointer<GtkWidget>) -> PlaceholderTextView? {
        ObjectAttachment.attached(to: widget.object, key: attachmentKey)
    }

    /// The wrapper of an instance a `GtkBuilder` made (`gtk_builder_get_object`'s result), or nil
    /// when `object` is not a `PlaceholderTextView`.
    ///
    /// ```swift
    /// let body = PlaceholderTextView.wrapping(object: gtk_builder_get_object(builder, "body"))!
    /// ```
    public static func wrapping(object: UnsafeMutablePointer<GObject>?) -> PlaceholderTextView? {
        guard let object,
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self),
                PlaceholderTextViewType.gType) != 0
        else { return nil }
        return ObjectAttachment.attached(to: object, key: attachmentKey)
    }

    /// The view whose text view `widget` is, if it is one's.
    static func owning(textView widget: UnsafeMutablePointer<GtkWidget>) -> PlaceholderTextView? {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if let view = wrapping(current), view.textView.raw == widget.raw { return view }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }
}
