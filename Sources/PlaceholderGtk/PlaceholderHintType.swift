import PlaceholderCore

// PlaceholderHint as a registered GObject type, for C, language bindings and GtkBuilder. One
// source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined.
//
// The GType `PlaceholderHint` is a plain GObject subclass whose instances each keep a Swift
// `PlaceholderHint`, made in instance_init; the construct-only `text-view` attaches it, so
// `placeholder_hint_get_from_text_view`, `g_object_new` and a .ui file end in the same state.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// The GObject type behind `PlaceholderHint`.
///
/// ```xml
/// <object class="PlaceholderHint">
///   <property name="text-view">body</property>
///   <property name="text">Write a message…</property>
/// </object>
/// ```
@MainActor
enum PlaceholderHintType {
    /// The GType's name, which .ui files use as the class name (the same in GTK 3 and GTK 4).
    nonisolated static let typeName = "PlaceholderHint"

    /// The registered GType.
    static let gType: GType = {
        PlaceholderTextViewType.register()  // the enum types the properties use
        return GObjectSubclass.register(
            typeName, parent: g_object_get_type(), classInit: hintClassInit, instanceInit: hintInstanceInit)
    }()

    /// A new instance attached to `textView` (the caller holds its reference).
    static func newInstance(for textView: UnsafeMutablePointer<GtkTextView>) -> UnsafeMutablePointer<GObject> {
        let textViewProperty = ConstructProperty.object(
            PlaceholderHintProperty.textView.name, type: gtk_text_view_get_type(),
            value: UnsafeMutableRawPointer(textView))
        return makeObject(gType, [textViewProperty]).assumingMemoryBound(to: GObject.self)
    }

    /// One row per property, in `PlaceholderHintProperty` order.
    static let properties = GObjectPropertyTable<PlaceholderHint>(
        logDomain: PlaceholderHint.logDomain, rows: PlaceholderHintProperty.allCases.map { row($0) })

    private static func row(_ property: PlaceholderHintProperty) -> GObjectPropertyRow<PlaceholderHint> {
        let (name, nick, blurb) = (property.name, property.nick, property.blurb)
        switch property {
        case .text:
            return .string(name, nick: nick, blurb: blurb, get: { $0.placeholder }, set: { $0.placeholder = $1 })
        case .useMarkup:
            return .boolean(
                name, nick: nick, blurb: blurb, default: false, get: { $0.usesMarkup }, set: { $0.usesMarkup = $1 })
        case .color:
            return .string(
                name, nick: nick, blurb: blurb, get: { $0.placeholderColor ?? "" },
                set: { $0.placeholderColor = $1.isEmpty ? nil : $1 })
        case .hidePolicy:
            return .enumeration(
                name, nick: nick, blurb: blurb, type: { PlaceholderTextViewType.enumTypes.hidePolicy },
                cases: HidePolicy.allCases, get: { $0.hidePolicy }, set: { $0.hidePolicy = $1 })
        case .fadeDuration:
            return .double(
                name, nick: nick, blurb: blurb, range: 0...PlaceholderInputs.maximumFadeDuration,
                default: PlaceholderInputs.defaultFadeDuration, get: { $0.fadeDuration }, set: { $0.fadeDuration = $1 })
        case .textView:
            return GObjectPropertyRow<PlaceholderHint>.object(
                name, nick: nick, blurb: blurb, type: { gtk_text_view_get_type() }, get: { $0.textView },
                set: { hint, textView in if let textView { hint.attach(to: textView) } }
            ).constructOnly()
        }
    }

    /// Emits `notify` for `property` on `instance`, when anything listens for it.
    static func notify(_ property: PlaceholderHintProperty, on instance: UnsafeMutablePointer<GObject>) {
        properties.notify(id: property.rawValue, on: instance)
    }
}

private let hintClassInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    nonisolated(unsafe) let klass = classPointer
    onMainThread {
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = setHintProperty
        objectClass.pointee.get_property = getHintProperty
        PlaceholderHintType.properties.install(on: objectClass)
    }
}

/// Created on another thread, the instance stays bare: its properties do nothing.
private let hintInstanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance, CInterface.isOnMainThread(function: "g_object_new (PlaceholderHint)") else { return }
    nonisolated(unsafe) let object = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GObject.self)
    onMainThread { _ = PlaceholderHint(object: object) }
}

private let setHintProperty:
    @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, propertyID, value, _ in
        nonisolated(unsafe) let (object, value) = (object, value)
        guard CInterface.isOnMainThread(function: "g_object_set_property (PlaceholderHint)") else { return }
        onMainThread {
            guard let value, let hint = PlaceholderHint.wrapping(object) else { return }
            PlaceholderHintType.properties.set(id: propertyID, value, on: hint)
        }
    }

private let getHintProperty:
    @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, propertyID, value, _ in
        nonisolated(unsafe) let (object, value) = (object, value)
        guard CInterface.isOnMainThread(function: "g_object_get_property (PlaceholderHint)") else { return }
        onMainThread {
            guard let value, let hint = PlaceholderHint.wrapping(object) else { return }
            PlaceholderHintType.properties.get(id: propertyID, value, from: hint)
        }
    }
