// A GtkTextView subclass whose class handlers call Swift: the text view's signals heard with no
// signal handler per instance.
//
// A connected handler costs each instance a GClosure, a handler node and GLib's bookkeeping (with
// the Swift box, ~340 bytes per connection); a widget that listens to ten signals of its text view
// pays that ten times per view. Overriding the class handlers of a subclass costs nothing per
// instance: the instance keeps one pointer to its `TextViewHandlers`, as object data.
import CGtk
import GObjectBinding

/// A `GtkTextView` subclass (GType `PlaceholderHandlingTextView`) that tells a `TextViewHandlers` about
/// focus, keys, button presses, composition, property changes, style, direction, state flags, size,
/// the context menu and its destruction, from its class handlers. Without handlers set it behaves exactly as a
/// `GtkTextView` (its CSS name is `textview`, its accessible is GtkTextView's), but for one thing: while it
/// wraps, its width request is what an empty view needs, whatever the text holds.
///
/// ```swift
/// let textView = HandlingTextView.make()               // a floating GtkTextView
/// HandlingTextView.setHandlers(myHandlers, on: textView.cast())
/// HandlingTextView.setHandlers(nil, on: textView.cast())   // back to a plain GtkTextView
/// ```
@MainActor
public enum HandlingTextView {
    /// The GType's name. GType names are one namespace per process, shared with the app and every
    /// library it loads, so each type the project registers carries its `Placeholder` prefix.
    public nonisolated static let typeName = "PlaceholderHandlingTextView"

    /// The registered subclass of `GtkTextView`.
    public static let gType: GType = {
        // GtkTextView's class initialiser creates its signals: run it before overriding one.
        let parentClass = g_type_class_ref(gtk_text_view_get_type())
        defer { g_type_class_unref(parentClass) }
        let type = GObjectSubclass.register(
            typeName, parent: gtk_text_view_get_type(), classInit: handlingTextViewClassInit)
        // `preedit-changed` has no class function to override: its class closure is set for this type.
        g_signal_override_class_handler("preedit-changed", type, unsafeBitCast(preeditChanged, to: GCallback.self))
        return type
    }()

    /// A new, floating text view of this type, with a new buffer.
    public static func make() -> UnsafeMutablePointer<GtkWidget> {
        let instance = g_object_new_with_properties(gType, 0, nil, nil)!
        return UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    }

    /// Makes `textView` (one made by `make()`) report to `handlers`, which it keeps until replaced,
    /// removed (nil) or the text view is finalised.
    public static func setHandlers(_ handlers: TextViewHandlers?, on textView: UnsafeMutablePointer<GtkTextView>) {
        precondition(
            isInstance(textView.raw, of: GtkTextView.self)
                && g_type_check_instance_is_a(textView.raw.assumingMemoryBound(to: GTypeInstance.self), gType) != 0,
            "not a HandlingTextView")
        g_object_set_qdata_full(
            textView.object, handlersQuark, handlers.map { Unmanaged.passRetained($0).toOpaque() }, releaseHandlers)
    }

    /// The handlers `textView` reports to, if any.
    public static func handlers(of textView: UnsafeMutablePointer<GtkTextView>) -> TextViewHandlers? {
        handlers(Optional(textView))
    }

    fileprivate static func handlers<Instance>(_ instance: UnsafeMutablePointer<Instance>?) -> TextViewHandlers? {
        guard let instance,
            let data = g_object_get_qdata(
                UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GObject.self), handlersQuark)
        else {
            return nil
        }
        return Unmanaged<TextViewHandlers>.fromOpaque(data).takeUnretainedValue()
    }

    /// g_quark_from_string copies the name: a Swift string passed as a C string lives only for the call.
    private static let handlersQuark = g_quark_from_string("handling-text-view-handlers")
}

/// GtkTextView's class functions, which every override chains up to.
private nonisolated(unsafe) var parentWidgetClass: UnsafeMutablePointer<GtkWidgetClass>!
private nonisolated(unsafe) var parentObjectClass: UnsafeMutablePointer<GObjectClass>!
private nonisolated(unsafe) var parentTextViewClass: UnsafeMutablePointer<GtkTextViewClass>!

private let releaseHandlers: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<TextViewHandlers>.fromOpaque(data).release()
}

private let handlingTextViewClassInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    let parent = g_type_class_peek_parent(classPointer)!
    parentWidgetClass = parent.assumingMemoryBound(to: GtkWidgetClass.self)
    parentObjectClass = parent.assumingMemoryBound(to: GObjectClass.self)
    parentTextViewClass = parent.assumingMemoryBound(to: GtkTextViewClass.self)
    let objectClass = classPointer.assumingMemoryBound(to: GObjectClass.self)
    objectClass.pointee.notify = notify
    let widgetClass = classPointer.assumingMemoryBound(to: GtkWidgetClass.self)
    widgetClass.pointee.focus_in_event = focusIn
    widgetClass.pointee.focus_out_event = focusOut
    widgetClass.pointee.key_press_event = keyPress
    widgetClass.pointee.button_press_event = buttonPress
    widgetClass.pointee.style_updated = styleUpdated
    widgetClass.pointee.direction_changed = directionChanged
    widgetClass.pointee.state_flags_changed = stateFlagsChanged
    widgetClass.pointee.size_allocate = sizeAllocate
    widgetClass.pointee.get_preferred_width = preferredWidth
    widgetClass.pointee.destroy = destroy
    classPointer.assumingMemoryBound(to: GtkTextViewClass.self).pointee.populate_popup = populatePopup
}

private func event<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutablePointer<GdkEvent>? {
    pointer.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GdkEvent.self) }
}

private let notify: @convention(c) (UnsafeMutablePointer<GObject>?, UnsafeMutablePointer<GParamSpec>?) -> Void = {
    object, property in
    parentObjectClass.pointee.notify?(object, property)
    guard let property else { return }
    tellHandlers(from: "notify", passing: (object, property)) { HandlingTextView.handlers($0.0)?.propertyChanged($0.1) }
}

private let focusIn:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkEventFocus>?) -> gboolean = {
        widget, focus in
        tellHandlers(from: "focus_in_event", passing: widget) { HandlingTextView.handlers($0)?.focusChanged(true) }
        return parentWidgetClass.pointee.focus_in_event?(widget, focus) ?? 0
    }

private let focusOut:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkEventFocus>?) -> gboolean = {
        widget, focus in
        tellHandlers(from: "focus_out_event", passing: widget) { HandlingTextView.handlers($0)?.focusChanged(false) }
        return parentWidgetClass.pointee.focus_out_event?(widget, focus) ?? 0
    }

private let keyPress:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkEventKey>?) -> gboolean = { widget, key in
        let handled = onMainThread(
            passing: (widget, event(key)), elseCritical: "\(HandlingTextView.typeName) key_press_event",
            domain: HandlingTextView.typeName, answering: false
        ) { arguments -> Bool in
            guard let event = arguments.1, let handlers = HandlingTextView.handlers(arguments.0) else { return false }
            return handlers.keyPressed(event)
        }
        if handled { return 1 }
        return parentWidgetClass.pointee.key_press_event?(widget, key) ?? 0
    }

private let buttonPress:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkEventButton>?) -> gboolean = {
        widget, button in
        tellHandlers(from: "button_press_event", passing: (widget, event(button))) { arguments in
            guard let event = arguments.1 else { return }
            HandlingTextView.handlers(arguments.0)?.buttonPressed(event)
        }
        return parentWidgetClass.pointee.button_press_event?(widget, button) ?? 0
    }

private let styleUpdated: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
    parentWidgetClass.pointee.style_updated?(widget)
    tellHandlers(from: "style_updated", passing: widget) { HandlingTextView.handlers($0)?.styleUpdated() }
}

private let directionChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkTextDirection) -> Void = {
    widget, previous in
    parentWidgetClass.pointee.direction_changed?(widget, previous)
    tellHandlers(from: "direction_changed", passing: widget) { HandlingTextView.handlers($0)?.directionChanged() }
}

private let stateFlagsChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkStateFlags) -> Void = {
    widget, previous in
    parentWidgetClass.pointee.state_flags_changed?(widget, previous)
    tellHandlers(from: "state_flags_changed", passing: widget) { HandlingTextView.handlers($0)?.stateFlagsChanged() }
}

private let sizeAllocate:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GtkAllocation>?) -> Void = {
        widget, allocation in
        parentWidgetClass.pointee.size_allocate?(widget, allocation)
        tellHandlers(from: "size_allocate", passing: widget) { HandlingTextView.handlers($0)?.sizeAllocated() }
    }

/// GtkTextView requests the width of its widest laid-out line: with wrapping, a run Pango cannot
/// break (tabs, a long URL before LongRunWrapping tags it) widened the window past the screen,
/// and a saved note kept it that wide at every start. A wrapping view asks only for its margins,
/// padding and border windows, what it asks for empty; the text wraps to the width it is given.
private let preferredWidth:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?) -> Void =
        {
            widget, minimum, natural in
            parentWidgetClass.pointee.get_preferred_width?(widget, minimum, natural)
            guard let widget else { return }
            let textView = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)
            guard gtk_text_view_get_wrap_mode(textView) != GTK_WRAP_NONE else { return }
            let style = gtk_widget_get_style_context(widget)
            var padding = GtkBorder()
            gtk_style_context_get_padding(style, gtk_style_context_get_state(style), &padding)
            let empty =
                gtk_text_view_get_left_margin(textView) + gtk_text_view_get_right_margin(textView)
                + gint(padding.left) + gint(padding.right)
                + gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_LEFT)
                + gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_RIGHT)
            minimum?.pointee = min(minimum?.pointee ?? empty, empty)
            natural?.pointee = min(natural?.pointee ?? empty, empty)
        }

private let populatePopup:
    @convention(c) (UnsafeMutablePointer<GtkTextView>?, UnsafeMutablePointer<GtkWidget>?) -> Void = { textView, popup in
        parentTextViewClass.pointee.populate_popup?(textView, popup)
        guard let popup else { return }
        tellHandlers(from: "populate_popup", passing: (textView, popup)) {
            HandlingTextView.handlers($0.0)?.populatePopup($0.1)
        }
    }

/// Destroyed on another thread, nothing is done, GTK's own part included, so that the text view
/// stays whole for its handlers and a later destroy on the main thread does it all.
private let destroy: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
    guard isMainThread(elseCritical: "\(HandlingTextView.typeName) destroy", domain: HandlingTextView.typeName) else {
        return
    }
    onMainThread(passing: widget) { HandlingTextView.handlers($0)?.destroyed() }
    parentWidgetClass.pointee.destroy?(widget)
}

/// The class closure of `preedit-changed` for this type (GtkTextView has none to chain up to).
private let preeditChanged:
    @convention(c) (UnsafeMutablePointer<GtkTextView>?, UnsafePointer<CChar>?, gpointer?) -> Void = {
        textView, preedit, _ in
        let text = preedit.map { String(cString: $0) } ?? ""
        tellHandlers(from: "preedit-changed", passing: (textView, text)) {
            HandlingTextView.handlers($0.0)?.preeditChanged($0.1)
        }
    }

/// Runs `body`, which tells the view's handlers, from the class function `function` on the main
/// thread only. GTK runs class functions on whatever thread a caller misuses the view from
/// (hiding, destroying or dropping it there): there a critical says so and the handlers, main-actor
/// state, stay untouched, instead of the program stopping; GTK's own part still runs.
@inline(__always)
private func tellHandlers<Argument>(
    from function: StaticString, passing argument: Argument, _ body: @MainActor (Argument) -> Void
) {
    onMainThread(
        passing: argument, elseCritical: "\(HandlingTextView.typeName) \(function)", domain: HandlingTextView.typeName,
        body)
}
