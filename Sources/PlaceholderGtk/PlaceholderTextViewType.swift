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
        registerEnums()
        return GObjectSubclass.register(typeName, parent: gtk_box_get_type(), classInit: classInit, instanceInit: instanceInit)
    }()

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

private let classInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    nonisolated(unsafe) let klass = classPointer
    MainActor.assumeIsolated {
        PlaceholderTextViewType.installProperties(klass.assumingMemoryBound(to: GObjectClass.self))
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
