import PlaceholderCore

// The C entry points of PlaceholderHint and the library's initialiser, declared in
// include/placeholder-text-view.h. One source for both toolkits: the GTK 4 package compiles this
// file too, with PLACEHOLDER_GTK4 defined. The hint's other settings are its GObject
// properties (`text`, `use-markup`, `color`, `hide-policy`, `fade-duration`), as GI clients use them.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// Registers every type of the library, so GtkBuilder and Blueprint find `PlaceholderTextView`
/// and `PlaceholderHint` by name, as `gtk_source_init()` and `adw_init()` do.
@_cdecl("placeholder_init")
public func placeholder_init() {
    guard CInterface.isOnMainThread(function: "placeholder_init") else { return }
    onMainThread {
        PlaceholderTextViewType.register()
        _ = PlaceholderHintType.gType
        _ = PlaceholderDoneBarType.gType
    }
}

/// The GType of `PlaceholderHint`.
@_cdecl("placeholder_hint_get_type")
public func placeholder_hint_get_type() -> GType {
    guard isMainThread() else { return CInterface.registeredType(PlaceholderHintType.typeName) }
    return onMainThread { PlaceholderHintType.gType }
}

/// The hint attached to `view`, attaching one on the first call; owned by the view (transfer none).
@_cdecl("placeholder_hint_get_from_text_view")
public func placeholder_hint_get_from_text_view(_ view: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    nonisolated(unsafe) let view = view
    guard CInterface.isOnMainThread(function: "placeholder_hint_get_from_text_view") else { return nil }
    return onMainThread {
        guard let view, isInstance(view, ofType: gtk_text_view_get_type()) else {
            GLibLog.critical(
                "placeholder_hint_get_from_text_view: the widget is not a GtkTextView",
                domain: PlaceholderHint.logDomain)
            return nil
        }
        return UnsafeMutableRawPointer(
            PlaceholderHint.attached(to: view.assumingMemoryBound(to: GtkTextView.self)).object)
    }
}

/// The text view `hint` is attached to (transfer none); NULL once the view is destroyed.
@_cdecl("placeholder_hint_get_text_view")
public func placeholder_hint_get_text_view(_ instance: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkTextView>? {
    readHint(instance, function: "placeholder_hint_get_text_view", default: nil) { $0.textView }
}

/// Sets the hint's text; NULL clears it. Invalid UTF-8 is rejected with a warning.
@_cdecl("placeholder_hint_set_text")
public func placeholder_hint_set_text(_ instance: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) {
    nonisolated(unsafe) let text = text
    readHint(instance, function: "placeholder_hint_set_text", default: ()) { hint in
        guard let text else {
            hint.placeholder = ""
            return
        }
        guard let valid = CInterfaceString.validated(text, function: "placeholder_hint_set_text") else { return }
        hint.placeholder = valid
    }
}

/// The hint's text, owned by the hint (valid until the next call or the hint's end).
@_cdecl("placeholder_hint_get_text")
public func placeholder_hint_get_text(_ instance: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
    readHint(instance, function: "placeholder_hint_get_text", default: nil) { hint in
        let copy = g_strdup(hint.placeholder)
        g_object_set_data_full(hint.object, "placeholder-hint-c-text", copy, g_free)
        return UnsafePointer(copy)
    }
}

/// `body`'s answer about the hint `instance`, or `fallback` with a critical when it is not one.
private func readHint<Result>(
    _ instance: UnsafeMutableRawPointer?, function: String, default fallback: Result,
    _ body: @MainActor (PlaceholderHint) -> Result
) -> Result {
    nonisolated(unsafe) let instance = instance
    nonisolated(unsafe) let fallback = fallback
    guard CInterface.isOnMainThread(function: function) else { return fallback }
    return onMainThread {
        guard let instance, isInstance(instance, ofType: PlaceholderHintType.gType),
            let hint = PlaceholderHint.wrapping(instance.assumingMemoryBound(to: GObject.self))
        else {
            GLibLog.critical("\(function): the object is not a PlaceholderHint", domain: PlaceholderHint.logDomain)
            return fallback
        }
        return body(hint)
    }
}
