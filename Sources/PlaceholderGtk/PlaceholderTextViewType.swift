import PlaceholderCore

// PlaceholderTextView as a registered GTK widget type, for GtkBuilder, CSS and C. One source for
// both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined; each
// toolkit's class and instance initialisers are in its PlaceholderTextViewType+Class.swift.
//
// The GType `PlaceholderTextView` is a vertical GtkBox subclass. Its instances are the root
// widgets of the Swift wrapper: creating one (from Swift, a .ui file or C) creates the wrapper
// in instance_init, so every route ends in the same state, and every GObject property reads and
// writes the wrapper's Swift properties.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

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
    /// The GType's name, which .ui files use as the class name: the same in GTK 3 and GTK 4, as
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
        let type = GObjectSubclass.register(
            typeName, parent: gtk_box_get_type(), classInit: classInit, instanceInit: instanceInit)
        exposeInternalChildren(of: type)
        return type
    }()

    /// Makes the type expand only as the app asks (its `hexpand` and `vexpand`), as a bare
    /// GtkTextView does. Inside, the scrolled text view takes the whole box; GtkBox would pass
    /// that child's expansion up to the app's layout (a one-line input growing to fill a window),
    /// so the class answers "no expansion" unless the app set one on the widget itself.
    static func expandOnlyAsAsked(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        widgetClass.pointee.compute_expand = { _, horizontal, vertical in
            horizontal?.pointee = 0
            vertical?.pointee = 0
        }
    }

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
}
