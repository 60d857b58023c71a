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
            "placeholder-color: \(quotedForWarning(color)) is not a colour; the colour stays as it was",
            domain: PlaceholderTextView.logDomain)
        return false
    }
    return true
}

/// `color` as a warning quotes it: its first `quotedCharacters` characters, escaped as a Swift
/// literal (a newline in it never starts a line of the log), and its length when it is longer; a
/// value from a binding may be megabytes long.
func quotedForWarning(_ color: String) -> String {
    let quotedCharacters = 64
    let shown = String(color.prefix(quotedCharacters)).debugDescription
    let count = color.count
    return count > quotedCharacters ? "\(shown)… (\(count) characters)" : shown
}

/// An opaque grey with red, green and blue at `level` (0...1), as CSS.
func cssGrey(level: Double) -> String {
    let byte = Int((level * 255).rounded())
    return "rgb(\(byte), \(byte), \(byte))"
}
