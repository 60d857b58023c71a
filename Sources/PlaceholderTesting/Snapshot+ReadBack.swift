// A GTK 3 widget's picture read back from the X server, and written as PNG through GdkPixbuf.
import CGtk
import Foundation
import GtkBinding

extension Snapshot {
    /// Waits until `widget`'s window has painted everything pending, then reads the widget's
    /// area of the window back from the X server. The widget must be mapped and not covered.
    @MainActor
    public init(of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = MainLoop.defaultTimeout) throws {
        guard let area = WidgetPlacement.areaInToplevel(widget), area.width > 0, area.height > 0,
            let toplevel = gtk_widget_get_toplevel(widget), let window = gtk_widget_get_window(toplevel)
        else {
            throw Failure(
                description: "cannot take a picture of a \(RealInput.typeName(of: widget)): it is not on screen")
        }
        if let message = MainLoop.paintedFrameOutcome(of: widget, timeout: timeout).failureMessage {
            throw Failure(description: message)
        }
        guard
            let pixbuf = gdk_pixbuf_get_from_window(
                window, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        else {
            throw Failure(description: "gdk_pixbuf_get_from_window returned nothing for \(area)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        self.init(pixbuf: pixbuf)
    }

    /// A copy of a `GdkPixbuf`'s pixels (8 bits per sample, RGB or RGBA).
    @MainActor
    public init(pixbuf: OpaquePointer) {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let rowstride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let source = gdk_pixbuf_read_pixels(pixbuf)!
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let from = y * rowstride + x * channels
                let to = (y * width + x) * 4
                for channel in 0..<min(channels, 4) { bytes[to + channel] = source[from + channel] }
            }
        }
        self.init(width: width, height: height, rgbaBytes: bytes)
    }

    /// The picture as a new `GdkPixbuf` (RGBA); the caller owns it (`g_object_unref`).
    public func makePixbuf() -> OpaquePointer {
        bytes.withUnsafeBufferPointer { buffer in
            let bytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(bytes) }
            return gdk_pixbuf_new_from_bytes(
                bytes, GDK_COLORSPACE_RGB, 1, 8, Int32(width), Int32(height), Int32(width * 4))!
        }
    }

    /// Saves the picture as PNG at `url`.
    public func save(to url: URL) throws {
        let pixbuf = makePixbuf()
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        do {
            try PNGFile.write(pixbuf, to: url.path)
        } catch {
            throw Failure(description: "cannot save \(url.path): \(error)")
        }
    }
}
