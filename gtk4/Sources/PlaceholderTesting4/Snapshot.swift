// A picture of what a GTK 4 widget shows, rendered by its window's renderer, with pixel access.
import CGtk4
import Foundation
import Gtk4Binding

/// A widget's pixels: `gtk_widget_paintable_new` → snapshot → render node →
/// `gsk_renderer_render_texture` with the window's renderer → `gdk_texture_download`. Run tests
/// with `GSK_RENDERER=cairo` so hint and typed text share one renderer. A value: it keeps no GTK
/// object alive.
///
/// ```swift
/// RealInput.type("Hello")
/// let picture = try Snapshot(of: textView)
/// try picture.save(label: "typed", testName: name)   // .build/test-output/…-typed.png
/// let ink = picture.boundingBox { $0.isDark }        // where the text is
/// ```
///
/// What it reads from the pixels (ink, background, contrast) is `PixelGrid`'s, shared with GTK 3.
public struct Snapshot: PixelGrid, Sendable {
    /// Why no picture could be taken.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What stopped the picture or its PNG file, as a line for a test failure, naming the
        /// widget's type or the path involved.
        public let description: String
    }

    /// Width in pixels: the widget's width when it was taken.
    public let width: Int
    /// Height in pixels: the widget's height when it was taken.
    public let height: Int
    /// Four bytes per pixel (R, G, B, A; premultiplied, as GTK rendered them), rows top to
    /// bottom, no padding.
    private let bytes: [UInt8]

    /// A picture from raw RGBA bytes (`width * height * 4` of them).
    public init(width: Int, height: Int, rgbaBytes: [UInt8]) {
        precondition(rgbaBytes.count == width * height * 4, "expected \(width * height * 4) bytes")
        self.width = width
        self.height = height
        self.bytes = rgbaBytes
    }

    /// Waits until `widget`'s frame clock has painted everything pending, then renders the widget
    /// as it looks now. The widget must be in a mapped window.
    @MainActor
    public init(of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = MainLoop.defaultTimeout) throws {
        let width = Int(gtk_widget_get_width(widget))
        let height = Int(gtk_widget_get_height(widget))
        guard gtk_widget_get_mapped(widget) != 0, width > 0, height > 0, let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native)
        else {
            throw Failure(description: "cannot take a picture of a \(Self.typeName(of: widget)): it is not on screen")
        }
        if let message = MainLoop.paintedFrameOutcome(of: widget, timeout: timeout).failureMessage {
            throw Failure(description: message)
        }
        guard let paintable = gtk_widget_paintable_new(widget) else {
            throw Failure(description: "gtk_widget_paintable_new returned nothing for a \(Self.typeName(of: widget))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw Failure(description: "a \(Self.typeName(of: widget)) drew nothing to take a picture of")
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

    /// The colour at column `x`, row `y` (0-based, from the top-left).
    public func pixel(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width) x \(height)")
        let index = (y * width + x) * 4
        return RGBA(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3])
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

    /// Saves the picture as `<Class>.<test>-<label>.png` in the test output folder and
    /// returns where. Pass the test case's `name`.
    ///
    /// ```swift
    /// func testTyping() async throws {  // in a @MainActor test class
    ///     // ...
    ///     try Snapshot(of: textView).save(label: "after-typing", testName: name)
    /// }
    /// ```
    @discardableResult
    public func save(label: String, testName: String) throws -> URL {
        let url = try TestOutput.file(testName: testName, label: label, extension: "png")
        try save(to: url)
        return url
    }

    /// The GType name of `widget`, for messages.
    @MainActor
    private static func typeName(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_name_from_instance(instance).map { String(cString: $0) } ?? "widget"
    }
}
