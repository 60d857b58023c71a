import PlaceholderCore

// PlaceholderDoneBar as a registered widget type, for C, language bindings and GtkBuilder. One
// source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined. The GType `PlaceholderDoneBar` is a horizontal GtkBox whose instances each keep a
// Swift `PlaceholderDoneBar`, made in instance_init; the construct-only `text-view` names the view.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// The GObject type behind `PlaceholderDoneBar`.
///
/// ```xml
/// <object class="PlaceholderDoneBar">
///   <property name="text-view">body</property>
/// </object>
/// ```
@MainActor
enum PlaceholderDoneBarType {
    /// The GType's name, which .ui files use as the class name (the same in GTK 3 and GTK 4).
    nonisolated static let typeName = "PlaceholderDoneBar"

    /// The registered GType.
    static let gType: GType = {
        PlaceholderTextViewType.register()  // the enum types the properties use
        return GObjectSubclass.register(
            typeName, parent: gtk_box_get_type(), classInit: doneBarClassInit, instanceInit: doneBarInstanceInit)
    }()

    /// The `done` signal's id, set when the class is initialised.
    static var doneSignalID: guint = 0

    /// A new, floating instance for `textView`.
    static func newInstance(for textView: UnsafeMutablePointer<GtkTextView>) -> UnsafeMutablePointer<GtkWidget> {
        let textViewProperty = ConstructProperty.object(
            PlaceholderDoneBarProperty.textView.name, type: gtk_text_view_get_type(),
            value: UnsafeMutableRawPointer(textView))
        return makeObject(gType, [textViewProperty]).assumingMemoryBound(to: GtkWidget.self)
    }

    /// One row per property, in `PlaceholderDoneBarProperty` order.
    static let properties = GObjectPropertyTable<PlaceholderDoneBar>(
        logDomain: PlaceholderTextView.logDomain, rows: PlaceholderDoneBarProperty.allCases.map { row($0) })

    private static func row(_ property: PlaceholderDoneBarProperty) -> GObjectPropertyRow<PlaceholderDoneBar> {
        let (name, nick, blurb) = (property.name, property.nick, property.blurb)
        switch property {
        case .textView:
            return GObjectPropertyRow<PlaceholderDoneBar>.object(
                name, nick: nick, blurb: blurb, type: { gtk_text_view_get_type() }, get: { $0.textView },
                set: { bar, textView in if let textView { bar.attach(to: textView) } }
            ).constructOnly()
        case .doneButton:
            return .enumeration(
                name, nick: nick, blurb: blurb, type: { PlaceholderTextViewType.enumTypes.doneButton },
                cases: DoneButtonVisibility.allCases, get: { $0.visibility }, set: { $0.visibility = $1 })
        case .doneLabel:
            return .string(
                name, nick: nick, blurb: blurb, get: { $0.label ?? "" }, set: { $0.label = $1.isEmpty ? nil : $1 })
        case .keysEndEditing:
            return .boolean(
                name, nick: nick, blurb: blurb, default: false, get: { $0.keysEndEditing },
                set: { $0.keysEndEditing = $1 })
        case .focusAfterDone:
            return .object(
                name, nick: nick, blurb: blurb, type: { gtk_widget_get_type() }, get: { $0.focusAfterDone },
                set: { $0.focusAfterDone = $1 })
        }
    }

    /// Emits `notify` for `property` on `instance`, when anything listens for it.
    static func notify(_ property: PlaceholderDoneBarProperty, on instance: UnsafeMutablePointer<GtkWidget>) {
        properties.notify(id: property.rawValue, on: instance.object)
    }

    /// Emits the `done` signal with the final text.
    static func emitDone(on instance: UnsafeMutablePointer<GtkWidget>, text: String) {
        emitTextSignal(doneSignalID, of: gType, on: instance, text: text)
    }
}

private let doneBarClassInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    nonisolated(unsafe) let klass = classPointer
    onMainThread {
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = setDoneBarProperty
        objectClass.pointee.get_property = getDoneBarProperty
        PlaceholderDoneBarType.properties.install(on: objectClass)
        PlaceholderDoneBarType.doneSignalID = newTextSignal("done", of: PlaceholderDoneBarType.gType)
    }
}

/// Created on another thread, the instance stays a bare box.
private let doneBarInstanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance, CInterface.isOnMainThread(function: "g_object_new (PlaceholderDoneBar)") else { return }
    nonisolated(unsafe) let root = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    onMainThread {
        gtk_orientable_set_orientation(OpaquePointer(root), GTK_ORIENTATION_HORIZONTAL)
        _ = PlaceholderDoneBar(root: root)
    }
}

private let setDoneBarProperty:
    @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, propertyID, value, _ in
        nonisolated(unsafe) let (object, value) = (object, value)
        guard CInterface.isOnMainThread(function: "g_object_set_property (PlaceholderDoneBar)") else { return }
        onMainThread {
            guard let value, let bar = PlaceholderDoneBar.wrapping(object.map { UnsafeMutableRawPointer($0) }) else {
                return
            }
            PlaceholderDoneBarType.properties.set(id: propertyID, value, on: bar)
        }
    }

private let getDoneBarProperty:
    @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, propertyID, value, _ in
        nonisolated(unsafe) let (object, value) = (object, value)
        guard CInterface.isOnMainThread(function: "g_object_get_property (PlaceholderDoneBar)") else { return }
        onMainThread {
            guard let value, let bar = PlaceholderDoneBar.wrapping(object.map { UnsafeMutableRawPointer($0) }) else {
                return
            }
            PlaceholderDoneBarType.properties.get(id: propertyID, value, from: bar)
        }
    }

/// The GType of `PlaceholderDoneBar`.
@_cdecl("placeholder_done_bar_get_type")
public func placeholder_done_bar_get_type() -> GType {
    guard isMainThread() else { return CInterface.registeredType(PlaceholderDoneBarType.typeName) }
    return onMainThread { PlaceholderDoneBarType.gType }
}

/// A new Done bar for `view`, to pack where the app wants it (floating).
@_cdecl("placeholder_done_bar_new")
public func placeholder_done_bar_new(_ view: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    nonisolated(unsafe) let view = view
    guard CInterface.isOnMainThread(function: "placeholder_done_bar_new") else { return nil }
    return onMainThread {
        guard let view, isInstance(view, ofType: gtk_text_view_get_type()) else {
            GLibLog.critical(
                "placeholder_done_bar_new: the widget is not a GtkTextView", domain: PlaceholderTextView.logDomain)
            return nil
        }
        return PlaceholderDoneBar.make(for: view.assumingMemoryBound(to: GtkTextView.self)).widget
    }
}
