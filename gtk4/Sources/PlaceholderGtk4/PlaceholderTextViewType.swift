// PlaceholderTextView as a registered GTK 4 widget type, for GtkBuilder and CSS.
//
// The GType `PlaceholderTextView` is a vertical GtkBox subclass (a box unparents its children in
// dispose and lays them out itself, so neither GTK 4 subclassing trap applies). Its instances are
// the root widgets of the Swift wrapper: creating one from Swift or from a .ui file builds the
// wrapper in instance_init, so every route ends in the same state.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// The GObject type behind the GTK 4 `PlaceholderTextView`.
///
/// ```xml
/// <object class="PlaceholderTextView" id="body">
///   <property name="placeholder-text">Write a note</property>
/// </object>
/// ```
/// Call `PlaceholderTextViewType.register()` (or use the class once) before loading such a file.
@MainActor
public enum PlaceholderTextViewType {
    /// The GType's name, which .ui files use as the class name: GTK 3's type's name too, as
    /// GtkSourceView 4 and 5 both register `GtkSourceView` and VTE's GTK 3 and GTK 4 libraries
    /// `VteTerminal`. GTK 3 and GTK 4 never share a process, so the names cannot collide; the
    /// library's name, pkg-config name and introspection version tell the toolkits apart.
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
        registerEnums()
        return GObjectSubclass.register(typeName, parent: gtk_box_get_type(), classInit: classInit, instanceInit: instanceInit)
    }()

    /// While true, new instances get no wrapper of their own: the Swift initialiser builds it.
    static var isCreatingFromSwift = false

    /// A new, floating instance whose wrapper the caller builds.
    static func newInstanceForSwift() -> UnsafeMutablePointer<GtkWidget> {
        isCreatingFromSwift = true
        defer { isCreatingFromSwift = false }
        return makeObject(gType).assumingMemoryBound(to: GtkWidget.self)
    }
}

private let classInit: GClassInitFunc = { rawClass, _ in
    guard let rawClass else { return }
    nonisolated(unsafe) let klass = rawClass
    onMainThread {
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        gtk_widget_class_set_css_name(widgetClass, PlaceholderTextViewType.cssName)
        PlaceholderTextViewType.installProperties(klass.assumingMemoryBound(to: GObjectClass.self))
        PlaceholderTextViewType.installDoneSignal()
    }
}

private let instanceInit: GInstanceInitFunc = { rawInstance, _ in
    guard let rawInstance else { return }
    nonisolated(unsafe) let instance = rawInstance
    onMainThread {
        gtk_orientable_set_orientation(OpaquePointer(instance), GTK_ORIENTATION_VERTICAL)
        if !PlaceholderTextViewType.isCreatingFromSwift {
            _ = PlaceholderTextView(root: UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self))
        }
    }
}
