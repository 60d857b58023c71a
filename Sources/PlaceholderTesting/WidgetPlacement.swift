// Where a widget is: in its toplevel window, and on the screen.
import CGtk

/// Where widgets are: in their toplevel window (as in a window `Snapshot`) and on screen.
///
/// ```swift
/// let picture = try Snapshot(of: window.widget)
/// let textArea = WidgetPlacement.areaInToplevel(textView)!
/// XCTAssertTrue(textArea.contains(picture.boundingBox { $0.isDark }!))
/// ```
@MainActor
public enum WidgetPlacement {
    /// The widget's allocation in the coordinates of its toplevel's GdkWindow, or nil when the
    /// widget is not in a mapped toplevel.
    public static func areaInToplevel(_ widget: UnsafeMutablePointer<GtkWidget>) -> PixelRect? {
        guard gtk_widget_get_mapped(widget) != 0, let toplevel = gtk_widget_get_toplevel(widget) else { return nil }
        var x: Int32 = 0
        var y: Int32 = 0
        guard gtk_widget_translate_coordinates(widget, toplevel, 0, 0, &x, &y) != 0 else { return nil }
        return PixelRect(
            x: Int(x), y: Int(y),
            width: Int(gtk_widget_get_allocated_width(widget)), height: Int(gtk_widget_get_allocated_height(widget)))
    }

    /// The screen position of `point` in `widget`, or nil when the widget is not on screen.
    static func rootPosition(
        of point: WidgetPoint, in widget: UnsafeMutablePointer<GtkWidget>
    ) -> (x: Int32, y: Int32)? {
        guard let area = areaInToplevel(widget),
            let toplevel = gtk_widget_get_toplevel(widget),
            let toplevelWindow = gtk_widget_get_window(toplevel)
        else { return nil }
        var originX: Int32 = 0
        var originY: Int32 = 0
        gdk_window_get_origin(toplevelWindow, &originX, &originY)
        return (
            originX + Int32(area.x) + Int32(point.x.rounded(.down)),
            originY + Int32(area.y) + Int32(point.y.rounded(.down))
        )
    }

    /// The centre of the widget, in its own coordinates.
    static func centre(of widget: UnsafeMutablePointer<GtkWidget>) -> WidgetPoint {
        WidgetPoint(
            x: Double(gtk_widget_get_allocated_width(widget)) / 2,
            y: Double(gtk_widget_get_allocated_height(widget)) / 2)
    }
}
