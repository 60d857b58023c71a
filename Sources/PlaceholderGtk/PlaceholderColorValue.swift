// A hint's explicit colour checked, and a default colour written, as CSS. One source for both toolkits: the GTK 4 package
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

/// An opaque grey with red, green and blue at `level` (0...1), as CSS.
func cssGrey(level: Double) -> String {
    let byte = Int((level * 255).rounded())
    return "rgb(\(byte), \(byte), \(byte))"
}
