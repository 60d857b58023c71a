import PlaceholderCore

// The C entry points of the widget library, declared in include/placeholder-text-view.h.
// One source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined, so the GTK 4 widget has the same C functions.
//
// Every `PlaceholderTextView *` argument arrives as a raw pointer: C's instance struct is not
// visible to Swift, and only its identity matters here. Each function checks its instance as
// GTK's `g_return_if_fail (PLACEHOLDER_IS_TEXT_VIEW (self))` does: a critical, never a crash.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// The GType, for GtkBuilder's lookup by name and for C code.
@_cdecl("placeholder_text_view_get_type")
public func placeholder_text_view_get_type() -> GType {
    guard isMainThread() else { return CInterface.registeredType("PlaceholderTextView") }
    return onMainThread { PlaceholderTextViewType.gType }
}

/// The GType of the `PlaceholderHidePolicy` enum (nicks `while-empty`, `while-empty-and-unfocused`).
@_cdecl("placeholder_hide_policy_get_type")
public func placeholder_hide_policy_get_type() -> GType {
    guard isMainThread() else { return CInterface.registeredType("PlaceholderHidePolicy") }
    return onMainThread {
        PlaceholderTextViewType.register()
        return PlaceholderTextViewType.enumTypes.hidePolicy
    }
}

/// The GType of the `PlaceholderDoneButton` enum (nicks `while-focused`, `always`, `never`).
@_cdecl("placeholder_done_button_get_type")
public func placeholder_done_button_get_type() -> GType {
    guard isMainThread() else { return CInterface.registeredType("PlaceholderDoneButton") }
    return onMainThread {
        PlaceholderTextViewType.register()
        return PlaceholderTextViewType.enumTypes.doneButton
    }
}

/// A new PlaceholderTextView widget showing `placeholder` (UTF-8, may be NULL) while empty.
@_cdecl("placeholder_text_view_new")
public func placeholder_text_view_new(_ placeholder: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget>? {
    nonisolated(unsafe) let placeholder = placeholder
    guard CInterface.isOnMainThread(function: "placeholder_text_view_new") else { return nil }
    return onMainThread {
        let view = PlaceholderTextView()
        if let text = CInterfaceString.validated(placeholder, function: "placeholder_text_view_new") {
            view.placeholder = text
        }
        return view.widget
    }
}

/// Sets the hint; NULL clears it. Invalid UTF-8 is rejected with a warning and changes nothing.
@_cdecl("placeholder_text_view_set_placeholder_text")
public func placeholder_text_view_set_placeholder_text(
    _ instance: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?
) {
    CInterface.update(instance, text, function: "placeholder_text_view_set_placeholder_text") { view, text in
        view.placeholder = text ?? ""
    }
}

/// The hint, owned by the widget (valid until the next call or the widget's destruction).
@_cdecl("placeholder_text_view_get_placeholder_text")
public func placeholder_text_view_get_placeholder_text(_ instance: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
    CInterface.read(instance, function: "placeholder_text_view_get_placeholder_text", default: nil) { view in
        CInterfaceString.keep(view.placeholder, on: view.widget, key: "placeholder-text-view-c-placeholder")
    }
}

/// Sets when the hint hides besides when there is text (a `PlaceholderHidePolicy` value).
@_cdecl("placeholder_text_view_set_hide_policy")
public func placeholder_text_view_set_hide_policy(_ instance: UnsafeMutableRawPointer?, _ policy: Int32) {
    CInterface.write(instance, function: "placeholder_text_view_set_hide_policy") { view in
        guard HidePolicy.allCases.indices.contains(Int(policy)) else {
            GLibLog.critical(
                "placeholder_text_view_set_hide_policy: \(policy) is not a PlaceholderHidePolicy",
                domain: PlaceholderTextView.logDomain)
            return
        }
        view.hidePolicy = HidePolicy.allCases[Int(policy)]
    }
}

/// When the hint hides besides when there is text (a `PlaceholderHidePolicy` value).
@_cdecl("placeholder_text_view_get_hide_policy")
public func placeholder_text_view_get_hide_policy(_ instance: UnsafeMutableRawPointer?) -> Int32 {
    CInterface.read(instance, function: "placeholder_text_view_get_hide_policy", default: 0) { view in
        Int32(HidePolicy.allCases.firstIndex(of: view.hidePolicy)!)
    }
}

/// Sets the fade time of the hint in milliseconds (clamped to the widget's range).
@_cdecl("placeholder_text_view_set_fade_duration")
public func placeholder_text_view_set_fade_duration(_ instance: UnsafeMutableRawPointer?, _ milliseconds: Int32) {
    CInterface.write(instance, function: "placeholder_text_view_set_fade_duration") { view in
        view.fadeDuration = Double(max(0, milliseconds)) / 1000
    }
}

/// The fade time of the hint in milliseconds.
@_cdecl("placeholder_text_view_get_fade_duration")
public func placeholder_text_view_get_fade_duration(_ instance: UnsafeMutableRawPointer?) -> Int32 {
    CInterface.read(instance, function: "placeholder_text_view_get_fade_duration", default: 0) { view in
        Int32((view.fadeDuration * 1000).rounded())
    }
}

/// Sets the hint's CSS colour; NULL or "" uses the theme's.
@_cdecl("placeholder_text_view_set_placeholder_color")
public func placeholder_text_view_set_placeholder_color(
    _ instance: UnsafeMutableRawPointer?, _ color: UnsafePointer<CChar>?
) {
    CInterface.update(instance, color, function: "placeholder_text_view_set_placeholder_color") { view, color in
        view.placeholderColor = (color?.isEmpty ?? true) ? nil : color
    }
}

/// The hint's CSS colour as set, "" for the theme's; owned by the widget.
@_cdecl("placeholder_text_view_get_placeholder_color")
public func placeholder_text_view_get_placeholder_color(_ instance: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
    CInterface.read(instance, function: "placeholder_text_view_get_placeholder_color", default: nil) { view in
        CInterfaceString.keep(view.placeholderColor ?? "", on: view.widget, key: "placeholder-text-view-c-color")
    }
}

/// Sets when the Done accessory shows (a `PlaceholderDoneButton` value).
@_cdecl("placeholder_text_view_set_done_button")
public func placeholder_text_view_set_done_button(_ instance: UnsafeMutableRawPointer?, _ visibility: Int32) {
    CInterface.write(instance, function: "placeholder_text_view_set_done_button") { view in
        guard DoneButtonVisibility.allCases.indices.contains(Int(visibility)) else {
            GLibLog.critical(
                "placeholder_text_view_set_done_button: \(visibility) is not a PlaceholderDoneButton",
                domain: PlaceholderTextView.logDomain)
            return
        }
        view.doneButtonVisibility = DoneButtonVisibility.allCases[Int(visibility)]
    }
}

/// When the Done accessory shows (a `PlaceholderDoneButton` value).
@_cdecl("placeholder_text_view_get_done_button")
public func placeholder_text_view_get_done_button(_ instance: UnsafeMutableRawPointer?) -> Int32 {
    CInterface.read(instance, function: "placeholder_text_view_get_done_button", default: 0) { view in
        Int32(DoneButtonVisibility.allCases.firstIndex(of: view.doneButtonVisibility)!)
    }
}

/// Sets the Done button's text; NULL or "" is the translated "Done".
@_cdecl("placeholder_text_view_set_done_label")
public func placeholder_text_view_set_done_label(_ instance: UnsafeMutableRawPointer?, _ label: UnsafePointer<CChar>?) {
    CInterface.update(instance, label, function: "placeholder_text_view_set_done_label") { view, label in
        view.doneLabel = (label?.isEmpty ?? true) ? nil : label
    }
}

/// The Done button's text as set, "" for the translated "Done"; owned by the widget.
@_cdecl("placeholder_text_view_get_done_label")
public func placeholder_text_view_get_done_label(_ instance: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
    CInterface.read(instance, function: "placeholder_text_view_get_done_label", default: nil) { view in
        CInterfaceString.keep(view.doneLabel ?? "", on: view.widget, key: "placeholder-text-view-c-done-label")
    }
}

/// Sets where the focus goes when editing ends; NULL for the next widget in the Tab order.
@_cdecl("placeholder_text_view_set_focus_after_done")
public func placeholder_text_view_set_focus_after_done(
    _ instance: UnsafeMutableRawPointer?, _ widget: UnsafeMutableRawPointer?
) {
    nonisolated(unsafe) let widget = widget
    CInterface.write(instance, function: "placeholder_text_view_set_focus_after_done") { view in
        guard widget == nil || isInstance(widget, of: GtkWidget.self) else {
            GLibLog.critical(
                "placeholder_text_view_set_focus_after_done: the target is not a GtkWidget",
                domain: PlaceholderTextView.logDomain)
            return
        }
        view.focusAfterDone = widget?.assumingMemoryBound(to: GtkWidget.self)
    }
}

/// Where the focus goes when editing ends, as set (NULL: the next widget in the Tab order).
@_cdecl("placeholder_text_view_get_focus_after_done")
public func placeholder_text_view_get_focus_after_done(_ instance: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<
    GtkWidget
>? {
    CInterface.read(instance, function: "placeholder_text_view_get_focus_after_done", default: nil) { view in
        view.focusAfterDone
    }
}

/// Replaces the document's text; NULL empties it.
@_cdecl("placeholder_text_view_set_text")
public func placeholder_text_view_set_text(_ instance: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) {
    CInterface.update(instance, text, function: "placeholder_text_view_set_text") { view, text in
        view.text = text ?? ""
    }
}

/// The document's text, owned by the widget (valid until the next call or the widget's destruction).
@_cdecl("placeholder_text_view_get_text")
public func placeholder_text_view_get_text(_ instance: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
    CInterface.read(instance, function: "placeholder_text_view_get_text", default: nil) { view in
        CInterfaceString.keep(view.text, on: view.widget, key: "placeholder-text-view-c-text")
    }
}

/// Ends editing as the Done button does, emitting `done`.
@_cdecl("placeholder_text_view_end_editing")
public func placeholder_text_view_end_editing(_ instance: UnsafeMutableRawPointer?) {
    CInterface.write(instance, function: "placeholder_text_view_end_editing") { view in view.endEditing() }
}

/// Takes the last edit step back; false (0) when there was none.
@_cdecl("placeholder_text_view_undo")
public func placeholder_text_view_undo(_ instance: UnsafeMutableRawPointer?) -> gboolean {
    CInterface.read(instance, function: "placeholder_text_view_undo", default: 0) { view in view.undo() ? 1 : 0 }
}

/// Does the last undone step again; false (0) when there was none.
@_cdecl("placeholder_text_view_redo")
public func placeholder_text_view_redo(_ instance: UnsafeMutableRawPointer?) -> gboolean {
    CInterface.read(instance, function: "placeholder_text_view_redo", default: 0) { view in view.redo() ? 1 : 0 }
}

/// Whether there is a step to undo.
@_cdecl("placeholder_text_view_get_can_undo")
public func placeholder_text_view_get_can_undo(_ instance: UnsafeMutableRawPointer?) -> gboolean {
    CInterface.read(instance, function: "placeholder_text_view_get_can_undo", default: 0) { view in view.canUndo ? 1 : 0
    }
}

/// Whether there is a step to redo.
@_cdecl("placeholder_text_view_get_can_redo")
public func placeholder_text_view_get_can_redo(_ instance: UnsafeMutableRawPointer?) -> gboolean {
    CInterface.read(instance, function: "placeholder_text_view_get_can_redo", default: 0) { view in view.canRedo ? 1 : 0
    }
}

/// Whether edits are recorded for undo.
@_cdecl("placeholder_text_view_get_enable_undo")
public func placeholder_text_view_get_enable_undo(_ instance: UnsafeMutableRawPointer?) -> gboolean {
    CInterface.read(instance, function: "placeholder_text_view_get_enable_undo", default: 0) { view in
        view.enableUndo ? 1 : 0
    }
}

/// Turns undo on or off (off forgets the history).
@_cdecl("placeholder_text_view_set_enable_undo")
public func placeholder_text_view_set_enable_undo(_ instance: UnsafeMutableRawPointer?, _ enable: gboolean) {
    CInterface.write(instance, function: "placeholder_text_view_set_enable_undo") { view in
        view.enableUndo = enable != 0
    }
}

/// Whether Escape and Ctrl+Enter in the text end editing.
@_cdecl("placeholder_text_view_get_keys_end_editing")
public func placeholder_text_view_get_keys_end_editing(_ instance: UnsafeMutableRawPointer?) -> gboolean {
    CInterface.read(instance, function: "placeholder_text_view_get_keys_end_editing", default: 0) { view in
        view.keysEndEditing ? 1 : 0
    }
}

/// Sets whether Escape and Ctrl+Enter in the text end editing (off leaves them to the app).
@_cdecl("placeholder_text_view_set_keys_end_editing")
public func placeholder_text_view_set_keys_end_editing(_ instance: UnsafeMutableRawPointer?, _ keys: gboolean) {
    CInterface.write(instance, function: "placeholder_text_view_set_keys_end_editing") { view in
        view.keysEndEditing = keys != 0
    }
}

/// Whether the placeholder text is Pango markup.
@_cdecl("placeholder_text_view_get_use_markup")
public func placeholder_text_view_get_use_markup(_ instance: UnsafeMutableRawPointer?) -> gboolean {
    CInterface.read(instance, function: "placeholder_text_view_get_use_markup", default: 0) { view in
        view.usesMarkup ? 1 : 0
    }
}

/// Reads the placeholder text as Pango markup, or as plain text.
@_cdecl("placeholder_text_view_set_use_markup")
public func placeholder_text_view_set_use_markup(_ instance: UnsafeMutableRawPointer?, _ useMarkup: gboolean) {
    CInterface.write(instance, function: "placeholder_text_view_set_use_markup") { view in
        view.usesMarkup = useMarkup != 0
    }
}

/// The wrapped GtkTextView (owned by the widget).
@_cdecl("placeholder_text_view_get_text_view")
public func placeholder_text_view_get_text_view(_ instance: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<
    GtkTextView
>? {
    CInterface.read(instance, function: "placeholder_text_view_get_text_view", default: nil) { view in view.textView }
}

/// The instance check and main-actor entry every C function shares.
enum CInterface {
    /// Whether the caller runs on the main thread; a critical naming `function` when it does not
    /// (GTK may only be used there: the function then does nothing and answers its default).
    static func isOnMainThread(function: @autoclosure () -> String) -> Bool {
        isMainThread(elseCritical: function(), domain: PlaceholderTextView.logDomain)
    }

    /// The GType named `name` if it is registered, else 0 with a critical: registering it
    /// belongs to the main thread.
    static func registeredType(_ name: String) -> GType {
        let type = g_type_from_name(name)
        if type == 0 { _ = isOnMainThread(function: "\(name) get_type") }
        return type
    }

    /// `body`'s answer about the view `instance`, or `fallback` with a critical when it is not one.
    static func read<Result>(
        _ instance: UnsafeMutableRawPointer?, function: String, default fallback: Result,
        _ body: @MainActor (PlaceholderTextView) -> Result
    ) -> Result {
        nonisolated(unsafe) let instance = instance
        nonisolated(unsafe) let fallback = fallback
        guard isOnMainThread(function: function) else { return fallback }
        return onMainThread {
            guard let view = CInterfaceString.view(instance, function: function) else { return fallback }
            return body(view)
        }
    }

    /// Runs `body` on the view `instance`; a critical when it is not one.
    static func write(
        _ instance: UnsafeMutableRawPointer?, function: String, _ body: @MainActor (PlaceholderTextView) -> Void
    ) {
        read(instance, function: function, default: (), body)
    }

    /// Runs `body` with `text` as a Swift string (nil for NULL); invalid UTF-8 changes nothing.
    static func update(
        _ instance: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?, function: String,
        _ body: @MainActor (PlaceholderTextView, String?) -> Void
    ) {
        nonisolated(unsafe) let text = text
        write(instance, function: function) { view in
            guard let text else { return body(view, nil) }
            guard let valid = CInterfaceString.validated(text, function: function) else { return }
            body(view, valid)
        }
    }
}

/// Argument checks shared by the C entry points: they warn like GTK's `g_return_if_fail`, never crash.
@MainActor
enum CInterfaceString {
    /// The Swift wrapper of `instance`, or nil with a critical when it is not a PlaceholderTextView.
    static func view(_ instance: UnsafeMutableRawPointer?, function: String) -> PlaceholderTextView? {
        guard let instance,
            g_type_check_instance_is_a(
                instance.assumingMemoryBound(to: GTypeInstance.self), PlaceholderTextViewType.gType) != 0,
            let view = PlaceholderTextView.wrapping(object: instance.assumingMemoryBound(to: GObject.self))
        else {
            GLibLog.critical(
                "\(function): the widget is not a PlaceholderTextView", domain: PlaceholderTextView.logDomain)
            return nil
        }
        // A destroyed widget's GTK parts may be gone: its functions do nothing and answer the
        // default, quietly, as GTK's own widgets do after gtk_widget_destroy.
        return view.isDestroyed ? nil : view
    }

    /// `text` as a Swift string when it is valid UTF-8; nil with a warning when it is not.
    static func validated(_ text: UnsafePointer<CChar>?, function: String) -> String? {
        guard let text else { return nil }
        guard g_utf8_validate(text, -1, nil) != 0 else {
            GLibLog.warning(
                "\(function): the text is not valid UTF-8 and was ignored", domain: PlaceholderTextView.logDomain)
            return nil
        }
        return String(cString: text)
    }

    /// A C copy of `text` that lives as long as `widget` (or until replaced under `key`).
    static func keep(_ text: String, on widget: UnsafeMutablePointer<GtkWidget>, key: String) -> UnsafePointer<CChar>? {
        let copy = g_strdup(text)
        g_object_set_data_full(widget.object, key, copy, g_free)
        return UnsafePointer(copy)
    }
}
