// Where a point of a GTK 4 widget is on the X screen, for real pointer input.
import CGtk4
import CXTest4
import Gtk4Binding

/// Converts widget points to root-window coordinates: widget → native (`gtk_widget_compute_point`)
/// → surface (`gtk_native_get_surface_transform`) → X root (`XTranslateCoordinates`).
@MainActor
public enum WidgetPlacement {
    /// The centre of `widget`.
    public static func centre(of widget: UnsafeMutablePointer<GtkWidget>) -> WidgetPoint {
        WidgetPoint(x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2)
    }

    /// `point` of `widget` on the X screen, or nil when the widget is not mapped.
    public static func rootPosition(of point: WidgetPoint, in widget: UnsafeMutablePointer<GtkWidget>) -> (
        x: Int32, y: Int32
    )? {
        guard gtk_widget_get_mapped(widget) != 0, let native = gtk_widget_get_native(widget),
            let surface = gtk_native_get_surface(native)
        else { return nil }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var inPoint = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var outPoint = graphene_point_t()
        guard gtk_widget_compute_point(widget, nativeWidget, &inPoint, &outPoint) != 0 else { return nil }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let window = gdk_x11_surface_get_xid(surface)
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(
            TestDisplay.xDisplay, window, XDefaultRootWindow(TestDisplay.xDisplay),
            Int32((Double(outPoint.x) + surfaceX).rounded(.down)),
            Int32((Double(outPoint.y) + surfaceY).rounded(.down)),
            &rootX, &rootY, &child)
        return (rootX, rootY)
    }
}
