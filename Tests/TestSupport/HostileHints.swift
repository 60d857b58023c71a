// Hints nobody should write, for both toolkits' hostile-input tests.

/// Texts that look like markup, or stress shaping and layout: a widget with markup off shows each
/// exactly as written, and shows a hint only when it has ink.
public enum HostileHints {
    /// Each text with a name for failure messages.
    public static let literalTexts: [(String, String)] = [
        ("empty", ""),
        ("white space only", " \n\t \u{3000}"),
        ("bold tag", "<b>bold</b>"),
        ("ampersand", "Fish & chips"),
        ("unbalanced tag", "<b>never closed"),
        ("stray brackets", "a < b > c <<>> </i>"),
        ("entity", "&amp; &lt; &#x41; &bogus;"),
        ("newlines", "line 1\nline 2\n\n\nline 5"),
        ("a thousand newlines", String(repeating: "\n", count: 1000) + "end"),
        ("Arabic", "اكتب ملاحظتك هنا"),
        ("Hebrew with numbers", "כתוב 123 כאן"),
        ("mixed direction", "abc אבג def اكتب"),
        ("direction override", "\u{202E}reversed\u{202C} and \u{2067}isolated\u{2069}"),
        ("emoji with joiners", "👩‍👩‍👧‍👦 🏳️‍🌈 🧑🏽‍💻 👍🏿"),
        ("combining marks", "Z̴̡̛̜͓̤̞a̷̘̰͂l̵̗̈́g̸̱̈o" + String(repeating: "e\u{301}\u{302}\u{303}\u{304}", count: 50)),
        ("zero-width only", "\u{200B}\u{200D}\u{FEFF}"),
        ("control characters", "tab\there\u{7}bell\u{1B}[31mescape"),
    ]

    /// The GLib log domains a widget given them would complain in.
    public static let logDomains = ["PlaceholderTextView", "Gtk", "Gdk", "GLib", "GLib-GObject", "Pango"]

    /// Whether `text` draws anything: a hint of white space only is not shown.
    public static func hasInk(_ text: String) -> Bool {
        !text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
