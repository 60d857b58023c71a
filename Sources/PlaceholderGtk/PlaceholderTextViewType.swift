// PlaceholderTextView as a registered GTK widget type, for GtkBuilder, CSS and C.
//
// The GType `PlaceholderTextView` is a vertical GtkBox subclass. Its instances are the root
// widgets of the Swift wrapper: creating one (from Swift, a .ui file or C) creates the wrapper
// in instance_init, so every route ends in the same state, and every GObject property reads and
// writes the wrapper's Swift properties.
import CGtk
import GtkBinding
import PlaceholderCore

/// The GObject type behind `PlaceholderTextView`.
///
/// ```xml
/// <object class="PlaceholderTextView" id="body">
///   <property name="placeholder-text">Write a note</property>
///   <property name="hide-policy">while-empty-and-unfocused</property>
/// </object>
/// ```
/// Call `PlaceholderTextViewType.register()` (or use the class once) before loading such a file;
/// C code can call `placeholder_text_view_get_type()`.
@MainActor
public enum PlaceholderTextViewType {
    /// The GType's name, which .ui files use as the class name.
    public static let typeName = "PlaceholderTextView"
    /// The widget's CSS node name.
    public static let cssName = "placeholdertextview"

    /// The GObject properties, with their property ids (the same in both toolkits).
    public typealias Property = PlaceholderProperty

    /// Registers the type (once) and returns it.
    @discardableResult
    public static func register() -> GType { gType }

    /// The registered GType.
    public static let gType: GType = {
        let hidePolicyType = registerEnum("PlaceholderHidePolicy", prefix: "PLACEHOLDER_HIDE_POLICY_", nicks: HidePolicy.allCases.map(\.nick))
        let doneButtonType = registerEnum("PlaceholderDoneButton", prefix: "PLACEHOLDER_DONE_BUTTON_", nicks: DoneButtonVisibility.allCases.map(\.nick))
        enumTypes = (hidePolicyType, doneButtonType)
        return GObjectSubclass.register(typeName, parent: gtk_box_get_type(), classInit: classInit, instanceInit: instanceInit)
    }()

    static var enumTypes: (hidePolicy: GType, doneButton: GType) = (0, 0)
    /// The installed property specs, indexed by property id.
    static var propertySpecs = [UnsafeMutablePointer<GParamSpec>?](repeating: nil, count: Property.allCases.count + 1)

    /// While true, new instances get no wrapper of their own: the Swift initialiser that creates
    /// the instance builds it.
    static var isCreatingFromSwift = false

    /// A new, floating instance whose wrapper the caller will build.
    static func newInstanceForSwift() -> UnsafeMutablePointer<GtkWidget> {
        isCreatingFromSwift = true
        defer { isCreatingFromSwift = false }
        let instance = g_object_new_with_properties(gType, 0, nil, nil)!
        return UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    }

    /// The installed spec of `property` (`text`'s is notified from C by `TextBufferWatch`).
    static func propertySpec(_ property: Property) -> UnsafeMutablePointer<GParamSpec>? {
        propertySpecs[Int(property.rawValue)]
    }

    /// Emits `notify` for `property` on `instance`, when anything listens for it (an unheard
    /// emission still costs GObject's notify machinery).
    static func notify(_ property: Property, on instance: UnsafeMutablePointer<GtkWidget>) {
        guard let spec = propertySpecs[Int(property.rawValue)],
            g_signal_has_handler_pending(instance.raw, notifySignalID, g_param_spec_get_name_quark(spec), 0) != 0
        else { return }
        g_object_notify_by_pspec(instance.object, spec)
    }

    /// GObject's `notify` signal (`notify::name` handlers and property bindings listen to it).
    private static let notifySignalID = g_signal_lookup("notify", g_object_get_type())

    fileprivate static func installProperties(_ objectClass: UnsafeMutablePointer<GObjectClass>) {
        let flags = GParamFlags(rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        let readOnly = GParamFlags(rawValue: G_PARAM_READABLE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        for property in Property.allCases {
            let spec: UnsafeMutablePointer<GParamSpec>
            switch property {
            case .placeholderText:
                spec = g_param_spec_string(property.name, "Placeholder text", "The hint shown while the text is empty", "", flags)
            case .placeholderColor:
                spec = g_param_spec_string(property.name, "Placeholder colour", "CSS colour of the hint; empty for the theme's", "", flags)
            case .hidePolicy:
                spec = g_param_spec_enum(property.name, "Hide policy", "When the hint hides besides content", enumTypes.hidePolicy, 0, flags)
            case .fadeDuration:
                spec = g_param_spec_int(property.name, "Fade duration", "Fade time of the hint in milliseconds", 0,
                    Int32(PlaceholderInputs.maximumFadeDuration * 1000), Int32(PlaceholderInputs.defaultFadeDuration * 1000), flags)
            case .doneButton:
                spec = g_param_spec_enum(property.name, "Done button", "When the Done accessory shows", enumTypes.doneButton, 0, flags)
            case .doneLabel:
                spec = g_param_spec_string(property.name, "Done label", "Text of the Done button; empty for the translated \"Done\"", "", flags)
            case .text:
                spec = g_param_spec_string(property.name, "Text", "The document's text", "", flags)
            case .enableUndo:
                spec = g_param_spec_boolean(property.name, "Enable undo", "Whether edits are recorded for undo and redo", 1, flags)
            case .canUndo:
                spec = g_param_spec_boolean(property.name, "Can undo", "Whether there is a step to undo", 0, readOnly)
            case .canRedo:
                spec = g_param_spec_boolean(property.name, "Can redo", "Whether there is a step to redo", 0, readOnly)
            case .focusAfterDone:
                spec = g_param_spec_object(property.name, "Focus after Done",
                    "Where the focus goes when editing ends; NULL for the next widget in the Tab order", gtk_widget_get_type(), flags)
            }
            g_object_class_install_property(objectClass, property.rawValue, spec)
            propertySpecs[Int(property.rawValue)] = spec
        }
    }

    fileprivate static func set(_ property: Property, _ value: UnsafePointer<GValue>, on view: PlaceholderTextView) {
        // GLib does not check the UTF-8 of strings set through properties (g_object_set from C,
        // bindings); refuse invalid text with a warning, as the C functions do.
        if Self.holdsString(property), let text = g_value_get_string(value),
            CInterfaceString.validated(text, function: "the \"\(property.name)\" property") == nil
        {
            return
        }
        switch property {
        case .placeholderText: view.placeholder = string(value)
        case .placeholderColor: view.placeholderColor = string(value).isEmpty ? nil : string(value)
        case .hidePolicy: view.hidePolicy = HidePolicy.allCases[Int(g_value_get_enum(value))]
        case .fadeDuration: view.fadeDuration = Double(g_value_get_int(value)) / 1000
        case .doneButton: view.doneButtonVisibility = DoneButtonVisibility.allCases[Int(g_value_get_enum(value))]
        case .doneLabel: view.doneLabel = string(value).isEmpty ? nil : string(value)
        case .text: view.text = string(value)
        case .enableUndo: view.enableUndo = g_value_get_boolean(value) != 0
        case .canUndo, .canRedo: break  // read-only: GLib refuses to set them
        case .focusAfterDone: view.focusAfterDone = g_value_get_object(value)?.assumingMemoryBound(to: GtkWidget.self)
        }
    }

    fileprivate static func get(_ property: Property, _ value: UnsafeMutablePointer<GValue>, from view: PlaceholderTextView) {
        switch property {
        case .placeholderText: g_value_set_string(value, view.placeholder)
        case .placeholderColor: g_value_set_string(value, view.placeholderColor ?? "")
        case .hidePolicy: g_value_set_enum(value, Int32(HidePolicy.allCases.firstIndex(of: view.hidePolicy)!))
        case .fadeDuration: g_value_set_int(value, Int32((view.fadeDuration * 1000).rounded()))
        case .doneButton: g_value_set_enum(value, Int32(DoneButtonVisibility.allCases.firstIndex(of: view.doneButtonVisibility)!))
        case .doneLabel: g_value_set_string(value, view.doneLabel ?? "")
        case .text: g_value_set_string(value, view.text)
        case .enableUndo: g_value_set_boolean(value, view.enableUndo ? 1 : 0)
        case .canUndo: g_value_set_boolean(value, view.canUndo ? 1 : 0)
        case .canRedo: g_value_set_boolean(value, view.canRedo ? 1 : 0)
        case .focusAfterDone: g_value_set_object(value, view.focusAfterDone?.raw)
        }
    }

    /// Whether the property's values are strings.
    private static func holdsString(_ property: Property) -> Bool {
        ![.hidePolicy, .fadeDuration, .doneButton, .enableUndo, .canUndo, .canRedo, .focusAfterDone].contains(property)
    }

    private static func string(_ value: UnsafePointer<GValue>) -> String {
        g_value_get_string(value).map { String(cString: $0) } ?? ""
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

private let classInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    nonisolated(unsafe) let klass = classPointer
    MainActor.assumeIsolated {
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = setProperty
        objectClass.pointee.get_property = getProperty
        PlaceholderTextViewType.installProperties(objectClass)
        PlaceholderTextViewType.installDoneSignal()
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        gtk_widget_class_set_css_name(widgetClass, PlaceholderTextViewType.cssName)
        // The wrapper hears its root's destruction and moves through these class functions, not
        // through signal handlers of its own (each would cost every view its memory).
        parentWidgetClass = g_type_class_peek_parent(klass)!.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.destroy = destroy
        widgetClass.pointee.hierarchy_changed = hierarchyChanged
    }
}

/// GtkBox's class functions, which the overrides chain up to.
private nonisolated(unsafe) var parentWidgetClass: UnsafeMutablePointer<GtkWidgetClass>!

@MainActor
private func wrapper(of widget: UnsafeMutablePointer<GtkWidget>?) -> PlaceholderTextView? {
    guard let widget else { return nil }
    return ObjectAttachment.attached(to: widget.object, key: PlaceholderTextView.attachmentKey)
}

/// Runs before GtkContainer's own handler destroys the children, and after the handlers an app
/// connected to `destroy`.
private let destroy: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
    onMainThread(passing: widget) { wrapper(of: $0)?.tearDown() }
    parentWidgetClass.pointee.destroy?(widget)
}

private let hierarchyChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GtkWidget>?) -> Void = {
    widget, previousToplevel in
    parentWidgetClass.pointee.hierarchy_changed?(widget, previousToplevel)
    onMainThread(passing: widget) { wrapper(of: $0)?.rootHierarchyChanged() }
}

private let instanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance else { return }
    let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    nonisolated(unsafe) let root = widget
    MainActor.assumeIsolated {
        gtk_orientable_set_orientation(OpaquePointer(root), GTK_ORIENTATION_VERTICAL)
        if !PlaceholderTextViewType.isCreatingFromSwift { _ = PlaceholderTextView(root: root) }
    }
}

/// The property and the wrapper a GObject property call is about; nil for anything else.
@MainActor
private func propertyTarget(
    _ object: UnsafeMutablePointer<GObject>?, _ propertyID: guint
) -> (property: PlaceholderTextViewType.Property, view: PlaceholderTextView)? {
    guard let object, let property = PlaceholderTextViewType.Property(rawValue: propertyID),
        let view: PlaceholderTextView = ObjectAttachment.attached(to: object, key: PlaceholderTextView.attachmentKey)
    else { return nil }
    return (property, view)
}

private let setProperty: @convention(c) (
    UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
) -> Void = { object, propertyID, value, _ in
    nonisolated(unsafe) let (object, value) = (object, value)
    MainActor.assumeIsolated {
        guard let value, let target = propertyTarget(object, propertyID) else { return }
        PlaceholderTextViewType.set(target.property, value, on: target.view)
    }
}

private let getProperty: @convention(c) (
    UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?, UnsafeMutablePointer<GParamSpec>?
) -> Void = { object, propertyID, value, _ in
    nonisolated(unsafe) let (object, value) = (object, value)
    MainActor.assumeIsolated {
        guard let value, let target = propertyTarget(object, propertyID) else { return }
        PlaceholderTextViewType.get(target.property, value, from: target.view)
    }
}
