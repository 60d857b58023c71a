// Which texts can be a hint's explicit colour. One source for both toolkits: the GTK 4 package
// compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// Whether `color` can be the hint's explicit colour: nil or empty (the default), or what
/// `gdk_rgba_parse` reads; a warning names anything else.
@MainActor
func isAcceptablePlaceholderColor(_ color: String?) -> Bool {
    guard let color, !color.isEmpty else { return true }
    var parsed = GdkRGBA()
    guard gdk_rgba_parse(&parsed, color) != 0 else {
        GLibLog.warning(
            "placeholder-color: \"\(color)\" is not a colour; the colour stays as it was",
            domain: PlaceholderTextView.logDomain)
        return false
    }
    return true
}
