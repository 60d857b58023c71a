// Where a GTK 4 widget is: in its window, and on the X screen, for pictures and real pointer input.
import CGtk4
import CXTest4
import Gtk4Binding

/// Where widgets are: in their window (as in a window `Snapshot`) and on screen. Widget →
/// native (`gtk_widget_compute_point`) → surface (`gtk_native_get_surface_transform`) → X root
/// (`XTranslateCoordinates`).
///
/// ```swift
/// let picture = try Snapshot(of: window.widget)
/// let textArea = WidgetPlacement.areaInToplevel(textView)!
/// XCTAssertTrue(textArea.contains(picture.boundingBox { $0.isDark }!))
/// ```
@MainActor
public enum WidgetPlacement {
    /// The widget's area in the coordinates of its window (its root widget), or nil when the
    /// widget is not in a mapped window.
    public static func areaInToplevel(_ widget: UnsafeMutablePointer<GtkWidget>) -> PixelRect? {
        guard gtk_widget_get_mapped(widget) != 0, let root = gtk_widget_get_root(widget) else { return nil }
        var bounds = graphene_rect_t()
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_bounds(widget, rootWidget, &bounds) != 0 else { return nil }
        return PixelRect(
            x: Int(bounds.origin.x.rounded(.down)), y: Int(bounds.origin.y.rounded(.down)),
            width: Int(gtk_widget_get_width(widget)), height: Int(gtk_widget_get_height(widget)))
    }

    /// The centre of the widget, in its own coordinates.
    static func centre(of widget: UnsafeMutablePointer<GtkWidget>) -> WidgetPoint {
        WidgetPoint(x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2)
    }

    /// The screen position of `point` in `widget`, or nil when the widget is not on screen.
    static func rootPosition(of point: WidgetPoint, in widget: UnsafeMutablePointer<GtkWidget>) -> (
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
