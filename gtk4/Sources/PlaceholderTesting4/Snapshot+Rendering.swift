// A GTK 4 widget's picture rendered by its window's renderer, and written as PNG through GdkTexture:
// `gtk_widget_paintable_new` → snapshot → render node → `gsk_renderer_render_texture` →
// `gdk_texture_download`.
import CGtk4
import Foundation
import Gtk4Binding

extension Snapshot {
    /// Waits until `widget`'s frame clock has painted everything pending, then renders the widget
    /// as it looks now. The widget must be in a mapped window. Its pixels are premultiplied, as GTK
    /// rendered them.
    @MainActor
    public init(of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = MainLoop.defaultTimeout) throws {
        let width = Int(gtk_widget_get_width(widget))
        let height = Int(gtk_widget_get_height(widget))
        guard gtk_widget_get_mapped(widget) != 0, width > 0, height > 0, let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native)
        else {
            throw Failure(
                description: "cannot take a picture of a \(RealInput.typeName(of: widget)): it is not on screen")
        }
        if let message = MainLoop.paintedFrameOutcome(of: widget, timeout: timeout).failureMessage {
            throw Failure(description: message)
        }
        guard let paintable = gtk_widget_paintable_new(widget) else {
            throw Failure(
                description: "gtk_widget_paintable_new returned nothing for a \(RealInput.typeName(of: widget))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw Failure(description: "a \(RealInput.typeName(of: widget)) drew nothing to take a picture of")
        }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else {
            throw Failure(description: "gsk_renderer_render_texture returned nothing for \(width) x \(height)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        // gdk_texture_download writes GDK_MEMORY_DEFAULT: B, G, R, A in memory.
        var bgra = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(texture, &bgra, gsize(width * 4))
        var rgba = bgra
        for offset in stride(from: 0, to: rgba.count, by: 4) {
            rgba[offset] = bgra[offset + 2]
            rgba[offset + 2] = bgra[offset]
        }
        self.init(width: width, height: height, rgbaBytes: rgba)
    }

    /// Saves the picture as PNG at `url`.
    public func save(to url: URL) throws {
        let png = bytes.withUnsafeBufferPointer { buffer -> OpaquePointer in
            let pixels = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(pixels) }
            let texture = gdk_memory_texture_new(
                Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED, pixels, gsize(width * 4))!
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            return gdk_texture_save_to_png_bytes(texture)
        }
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        let data = g_bytes_get_data(png, &size)
        var error: UnsafeMutablePointer<GError>?
        guard g_file_set_contents(url.path, data?.assumingMemoryBound(to: CChar.self), gssize(size), &error) != 0
        else {
            throw Failure(description: "cannot save \(url.path): \(GLibErrorMessage.take(&error))")
        }
    }
}
