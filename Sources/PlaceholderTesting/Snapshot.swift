// A picture of what a widget shows on screen, with pixel access.
import CGtk
import Foundation
import GtkBinding

/// A picture of a widget as drawn on screen (read back from the X server), as RGBA pixels.
/// A value: it keeps no GTK object alive.
///
/// ```swift
/// RealInput.type("Hello")
/// let picture = try Snapshot(of: textView)
/// try picture.save(label: "typed", testName: testName)   // .build/test-output/…-typed.png
/// let ink = picture.boundingBox { $0.isDark }            // where the text is
/// ```
///
/// What it reads from the pixels (ink, background, contrast) is `PixelGrid`'s, shared with GTK 4.
public struct Snapshot: PixelGrid, Sendable {
    /// Why no picture could be taken.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What stopped the picture or its PNG file, as a line for a test failure, naming the
        /// widget's type, the area or the path involved.
        public let description: String
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Four bytes per pixel (R, G, B, A), rows top to bottom, no padding.
    private let bytes: [UInt8]

    /// A picture from raw RGBA bytes (`width * height * 4` of them).
    public init(width: Int, height: Int, rgbaBytes: [UInt8]) {
        precondition(rgbaBytes.count == width * height * 4, "expected \(width * height * 4) bytes")
        self.width = width
        self.height = height
        self.bytes = rgbaBytes
    }

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

    /// The colour at column `x`, row `y` (0-based, from the top-left).
    public func pixel(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width) x \(height)")
        let index = (y * width + x) * 4
        return RGBA(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3])
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
}
