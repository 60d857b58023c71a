// PlaceholderTextView's hint settings and what it shows, over the toolkit-neutral controller.
// One source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined.
import PlaceholderCore

extension PlaceholderTextView {
    /// The hint. Empty or whitespace-only shows nothing.
    public var placeholder: String {
        get { controller.placeholderText }
        set { controller.placeholderText = newValue }
    }

    /// Whether `placeholder` is Pango markup. Off by default, so `<b>` shows as written. Invalid
    /// markup is shown as plain text, with a warning. Also the GObject property `use-markup`.
    public var usesMarkup: Bool {
        get { controller.usesMarkup }
        set { controller.usesMarkup = newValue }
    }

    /// When the hint hides besides content and IME composition. Default `.whileEmpty`.
    public var hidePolicy: HidePolicy {
        get { controller.hidePolicy }
        set { controller.hidePolicy = newValue }
    }

    /// Fade in/out time in seconds; 0 is instant. Default 0.25. Instant when the desktop turned
    /// animations off (`gtk-enable-animations`).
    public var fadeDuration: Double {
        get { controller.fadeDuration }
        set { controller.fadeDuration = newValue }
    }

    /// Changes to the text view's font for the hint (e.g. italics); nil follows it exactly.
    public var placeholderFont: FontOverride? {
        get { controller.fontOverride }
        set { controller.fontOverride = newValue }
    }

    /// The hint's direction; `.automatic` (default) follows its first strong character, so an
    /// Arabic or Hebrew hint starts at the right as typed Arabic or Hebrew would.
    public var placeholderDirection: TextDirection {
        get { controller.direction }
        set { controller.direction = newValue }
    }

    /// The hint's colour (`"#8a8a8a"`, `"rgba(0,0,0,0.4)"`, `"grey"`: what `gdk_rgba_parse` reads).
    /// Nil (default) uses the colour GtkEntry gives its placeholder: the theme's
    /// `placeholder_text_color` when it defines one, else a middle grey. App CSS can restyle the
    /// hint through the `placeholder` style class; an explicit colour here wins over it. A text
    /// that is not a colour is refused with a warning, and the colour stays as it was, as GTK
    /// refuses an invalid property value.
    public var placeholderColor: String? {
        get { colorStyle.explicitColor }
        set {
            guard isAcceptablePlaceholderColor(newValue) else { return }
            assign(newValue, to: \.explicitColor, of: colorStyle, notifying: .placeholderColor)
        }
    }

    /// Called once each time editing ends through Done, Ctrl+Enter or Escape, with the final text.
    public var onDone: (@MainActor (String) -> Void)? {
        get { controller.onDone }
        set { controller.onDone = newValue }
    }

    /// What the hint shows now: for tests and for apps that draw something in sync with it.
    public var presentation: PlaceholderPresentation { controller.driver.presentation }

    /// Whether the hint is wanted now (it may still be fading in).
    public var isPlaceholderVisible: Bool { controller.driver.inputs.wantsPlaceholder }
}
