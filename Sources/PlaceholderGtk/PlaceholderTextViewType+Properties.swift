import PlaceholderCore

// The GObject properties of the PlaceholderTextView type: one row per property. One source for
// both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined, so the
// two types have the same properties, specs, validation and notifications.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

extension PlaceholderTextViewType {
    /// Every property, in `PlaceholderProperty` order (a row's position from 1 is its id, the
    /// enum's raw value). The name, nick and blurb are the core's; the row adds the value type,
    /// the getter and the setter, which go through the Swift API (so a property notifies exactly
    /// as its Swift setter does: once per real change).
    static let properties = GObjectPropertyTable<PlaceholderTextView>(
        logDomain: PlaceholderTextView.logDomain, rows: PlaceholderProperty.allCases.map { row($0) })

    private static func row(_ property: PlaceholderProperty) -> GObjectPropertyRow<PlaceholderTextView> {
        let (name, nick, blurb) = (property.name, property.nick, property.blurb)
        switch property {
        case .placeholderText:
            return .string(name, nick: nick, blurb: blurb, get: { $0.placeholder }, set: { $0.placeholder = $1 })
        case .placeholderColor:
            return .string(
                name, nick: nick, blurb: blurb, get: { $0.placeholderColor ?? "" },
                set: { $0.placeholderColor = $1.isEmpty ? nil : $1 })
        case .hidePolicy:
            return .enumeration(
                name, nick: nick, blurb: blurb, type: { enumTypes.hidePolicy }, cases: HidePolicy.allCases,
                get: { $0.hidePolicy }, set: { $0.hidePolicy = $1 })
        case .fadeDuration:
            return .int(
                name, nick: nick, blurb: blurb, range: 0...Int32(PlaceholderInputs.maximumFadeDuration * 1000),
                default: Int32(PlaceholderInputs.defaultFadeDuration * 1000),
                get: { Int32(($0.fadeDuration * 1000).rounded()) }, set: { $0.fadeDuration = Double($1) / 1000 })
        case .doneButton:
            return .enumeration(
                name, nick: nick, blurb: blurb, type: { enumTypes.doneButton }, cases: DoneButtonVisibility.allCases,
                get: { $0.doneButtonVisibility }, set: { $0.doneButtonVisibility = $1 })
        case .doneLabel:
            return .string(
                name, nick: nick, blurb: blurb, get: { $0.doneLabel ?? "" },
                set: { $0.doneLabel = $1.isEmpty ? nil : $1 })
        case .text:
            return .string(name, nick: nick, blurb: blurb, get: { $0.text }, set: { $0.text = $1 })
        case .enableUndo:
            return .boolean(
                name, nick: nick, blurb: blurb, default: true, get: { $0.enableUndo }, set: { $0.enableUndo = $1 })
        case .canUndo:
            return .boolean(name, nick: nick, blurb: blurb, default: false, get: { $0.canUndo }, set: nil)
        case .canRedo:
            return .boolean(name, nick: nick, blurb: blurb, default: false, get: { $0.canRedo }, set: nil)
        case .focusAfterDone:
            return .object(
                name, nick: nick, blurb: blurb, type: { gtk_widget_get_type() },
                get: { $0.focusAfterDone }, set: { $0.focusAfterDone = $1 })
        case .useMarkup:
            return .boolean(
                name, nick: nick, blurb: blurb, default: false, get: { $0.usesMarkup }, set: { $0.usesMarkup = $1 })
        case .keysEndEditing:
            return .boolean(
                name, nick: nick, blurb: blurb, default: true, get: { $0.keysEndEditing },
                set: { $0.keysEndEditing = $1 })
        case .textView:
            return .object(
                name, nick: nick, blurb: blurb, type: { gtk_text_view_get_type() }, get: { $0.textView }, set: nil)
        }
    }

    /// The installed spec of `property` (`text`'s is notified from C by the GTK 3 buffer watch).
    static func propertySpec(_ property: Property) -> UnsafeMutablePointer<GParamSpec>? {
        properties.spec(id: property.rawValue)
    }

    /// Emits `notify` for `property` on `instance`, when anything listens for it.
    static func notify(_ property: Property, on instance: UnsafeMutablePointer<GtkWidget>) {
        properties.notify(id: property.rawValue, on: instance.object)
    }

    /// Installs the properties and their handlers on the class (in its class_init).
    static func installProperties(_ objectClass: UnsafeMutablePointer<GObjectClass>) {
        objectClass.pointee.set_property = setProperty
        objectClass.pointee.get_property = getProperty
        properties.install(on: objectClass)
    }

    /// The GEnum types of `hide-policy` and `done-button`, registered with the class.
    static var enumTypes: (hidePolicy: GType, doneButton: GType) = (0, 0)

    /// Registers the GEnums the properties use, named as the C header's enumerators are.
    static func registerEnums() {
        enumTypes = (
            registerEnum(
                "PlaceholderHidePolicy", prefix: "PLACEHOLDER_HIDE_POLICY_", nicks: HidePolicy.allCases.map(\.nick)),
            registerEnum(
                "PlaceholderDoneButton", prefix: "PLACEHOLDER_DONE_BUTTON_",
                nicks: DoneButtonVisibility.allCases.map(\.nick))
        )
    }

    /// Registers a GEnum whose values are the indices of `nicks`, named as the C header's
    /// enumerators are (`prefix` + the nick in capitals, `PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY`), so
    /// introspection sees the same names as C. GLib keeps the table for the life of the process,
    /// so it is allocated once and never freed.
    private static func registerEnum(_ name: String, prefix: String, nicks: [String]) -> GType {
        let table = UnsafeMutablePointer<GEnumValue>.allocate(capacity: nicks.count + 1)
        for (index, nick) in nicks.enumerated() {
            let valueName = prefix + String(nick.uppercased().map { $0 == "-" ? "_" : $0 })
            table[index] = GEnumValue(value: Int32(index), value_name: g_strdup(valueName), value_nick: g_strdup(nick))
        }
        table[nicks.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        return g_enum_register_static(name, table)
    }
}

extension HidePolicy {
    /// The GObject enum nick, as .ui files write it.
    var nick: String {
        switch self {
        case .whileEmpty: return "while-empty"
        case .whileEmptyAndUnfocused: return "while-empty-and-unfocused"
        }
    }
}

extension DoneButtonVisibility {
    /// The GObject enum nick, as .ui files write it.
    var nick: String {
        switch self {
        case .whileFocused: return "while-focused"
        case .always: return "always"
        case .never: return "never"
        }
    }
}

/// The wrapper a property call is about; nil for an instance without one, or destroyed (a getter
/// then leaves GObject's default in the value, a setter does nothing, as for GTK's own widgets).
@MainActor
private func wrapper(of object: UnsafeMutablePointer<GObject>?) -> PlaceholderTextView? {
    guard let object,
        let view: PlaceholderTextView = ObjectAttachment.attached(to: object, key: PlaceholderTextView.attachmentKey),
        !view.isDestroyed
    else { return nil }
    return view
}

private let setProperty:
    @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, propertyID, value, _ in
        nonisolated(unsafe) let (object, value) = (object, value)
        guard CInterface.isOnMainThread(function: "g_object_set_property") else { return }
        onMainThread {
            guard let value, let view = wrapper(of: object) else { return }
            PlaceholderTextViewType.properties.set(id: propertyID, value, on: view)
        }
    }

private let getProperty:
    @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, propertyID, value, _ in
        nonisolated(unsafe) let (object, value) = (object, value)
        guard CInterface.isOnMainThread(function: "g_object_get_property") else { return }
        onMainThread {
            guard let value, let view = wrapper(of: object) else { return }
            PlaceholderTextViewType.properties.get(id: propertyID, value, from: view)
        }
    }
