// The C entry points of the widget library (declared in include/placeholder-text-view.h).
import CGtk
import GtkBinding

/// The GType, for GtkBuilder's lookup by name and for C code.
@_cdecl("placeholder_text_view_get_type")
public func placeholder_text_view_get_type() -> GType {
    MainActor.assumeIsolated { PlaceholderTextViewType.gType }
}

/// A new PlaceholderTextView widget showing `placeholder` (UTF-8, may be NULL) while empty.
@_cdecl("placeholder_text_view_new")
public func placeholder_text_view_new(_ placeholder: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget> {
    nonisolated(unsafe) let placeholder = placeholder
    return onMainThread {
        let view = PlaceholderTextView()
        if let text = CInterfaceString.validated(placeholder, function: "placeholder_text_view_new") { view.placeholder = text }
        return view.widget
    }
}

/// Sets the hint. Invalid UTF-8 is rejected with a warning and changes nothing.
@_cdecl("placeholder_text_view_set_placeholder_text")
public func placeholder_text_view_set_placeholder_text(_ widget: UnsafeMutablePointer<GtkWidget>?, _ text: UnsafePointer<CChar>?) {
    nonisolated(unsafe) let widget = widget
    nonisolated(unsafe) let text = text
    onMainThread {
        guard let view = CInterfaceString.view(widget, function: "placeholder_text_view_set_placeholder_text") else { return }
        // NULL clears the hint, as NULL clears GtkEntry's placeholder.
        guard let text else {
            view.placeholder = ""
            return
        }
        guard let validText = CInterfaceString.validated(text, function: "placeholder_text_view_set_placeholder_text") else { return }
        view.placeholder = validText
    }
}

/// The hint, owned by the widget (valid until the next call or the widget's destruction).
@_cdecl("placeholder_text_view_get_placeholder_text")
public func placeholder_text_view_get_placeholder_text(_ widget: UnsafeMutablePointer<GtkWidget>?) -> UnsafePointer<CChar>? {
    nonisolated(unsafe) let widget = widget
    return onMainThread {
        guard let view = CInterfaceString.view(widget, function: "placeholder_text_view_get_placeholder_text") else { return nil }
        return CInterfaceString.keep(view.placeholder, on: view.widget, key: "placeholder-text-view-c-placeholder")
    }
}

/// The wrapped GtkTextView (owned by the widget).
@_cdecl("placeholder_text_view_get_text_view")
public func placeholder_text_view_get_text_view(_ widget: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkTextView>? {
    nonisolated(unsafe) let widget = widget
    return onMainThread {
        CInterfaceString.view(widget, function: "placeholder_text_view_get_text_view")?.textView
    }
}

/// Runs `body` on the main actor from a C caller, which GTK requires to be the main thread.
private func onMainThread<Result>(_ body: @MainActor () -> Result) -> Result {
    nonisolated(unsafe) var result: Result?
    MainActor.assumeIsolated { result = body() }
    return result!
}

/// Argument checks shared by the C entry points: they warn like GTK's `g_return_if_fail`, never crash.
@MainActor
enum CInterfaceString {
    static func view(_ widget: UnsafeMutablePointer<GtkWidget>?, function: String) -> PlaceholderTextView? {
        guard let widget, let view = PlaceholderTextView.wrapping(object: widget.object) else {
            GLibLog.critical("\(function): the widget is not a PlaceholderTextView", domain: PlaceholderTextView.logDomain)
            return nil
        }
        return view
    }

    /// `text` as a Swift string when it is valid UTF-8; nil with a warning when it is not.
    static func validated(_ text: UnsafePointer<CChar>?, function: String) -> String? {
        guard let text else { return nil }
        guard g_utf8_validate(text, -1, nil) != 0 else {
            GLibLog.warning("\(function): the text is not valid UTF-8 and was ignored", domain: PlaceholderTextView.logDomain)
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
