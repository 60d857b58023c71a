// GTK 4: the layer that holds an attached hint's label over an app's text view, asking the
// view for no size.
import CGtk4
import Gtk4Binding

/// A `GtkWidget` subclass (GType `PlaceholderHintLayer`) that holds one child, the hint's label,
/// and asks for no size of its own.
///
/// `gtk_text_view_add_overlay` counts an overlay child's size in the text view's own (its
/// minimum and natural width and height), and allocates it its minimum size. A label laid out
/// at the text's width would so fix the view's minimum width at its current width (a window the
/// user cannot narrow) and give an empty view the hint's height. The layer measures 0 × 0, so
/// the view's size is the app's, and allocates the label its own minimum size, past its own
/// empty box: GTK 4 draws a child outside its parent's box unless the parent hides overflow.
/// Input passes through it, and assistive technology sees no node for it.
@MainActor
enum HintLayer {
    /// The GType's name, with the project's prefix (GType names are process-wide).
    static let typeName = "PlaceholderHintLayer"

    /// The registered subclass of `GtkWidget`.
    static let gType = GObjectSubclass.register(typeName, parent: gtk_widget_get_type(), classInit: hintLayerClassInit)

    /// A new, floating layer holding `child`.
    static func make(holding child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let instance = g_object_new_with_properties(gType, 0, nil, nil)!
        let layer = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_can_target(layer, 0)
        gtk_widget_set_can_focus(layer, 0)
        gtk_widget_set_parent(child, layer)
        return layer
    }
}

private nonisolated(unsafe) var parentObjectClass: UnsafeMutablePointer<GObjectClass>!

private let hintLayerClassInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    parentObjectClass = g_type_class_peek_parent(classPointer)!.assumingMemoryBound(to: GObjectClass.self)
    classPointer.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = dispose
    let widgetClass = classPointer.assumingMemoryBound(to: GtkWidgetClass.self)
    widgetClass.pointee.measure = measure
    widgetClass.pointee.size_allocate = sizeAllocate
    gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
}

private let measure:
    @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void = { _, _, _, minimum, natural, minimumBaseline, naturalBaseline in
        minimum?.pointee = 0
        natural?.pointee = 0
        minimumBaseline?.pointee = -1
        naturalBaseline?.pointee = -1
    }

private let sizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    layer, _, _, _ in
    guard let layer, let child = gtk_widget_get_first_child(layer) else { return }
    var size = GtkRequisition()
    gtk_widget_get_preferred_size(child, &size, nil)
    var box = GtkAllocation(x: 0, y: 0, width: size.width, height: size.height)
    gtk_widget_size_allocate(child, &box, -1)
}

/// A widget's children are its own to unparent when it goes.
private let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    if let object {
        let layer = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        while let child = gtk_widget_get_first_child(layer) { gtk_widget_unparent(child) }
    }
    parentObjectClass.pointee.dispose?(object)
}
