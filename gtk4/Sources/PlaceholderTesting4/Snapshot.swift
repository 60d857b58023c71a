// A GTK 4 widget's pixels, rendered by its window's renderer.
import CGtk4
import Foundation
import Gtk4Binding

/// A widget's pixels: `gtk_widget_paintable_new` → snapshot → render node →
/// `gsk_renderer_render_texture` with the window's renderer → `gdk_texture_download` (BGRA,
/// premultiplied). Run tests with `GSK_RENDERER=cairo` so hint and typed text share one renderer.
/// What it reads from the pixels (ink, background, contrast) is `PixelGrid`'s, shared with GTK 3.
public struct Snapshot: PixelGrid {
    /// Width in pixels: the widget's allocated width when it was taken.
    public let width: Int
    /// Height in pixels: the widget's allocated height when it was taken.
    public let height: Int
    /// BGRA bytes, row after row.
    public let pixels: [UInt8]
    private let texture: OpaquePointer?

    /// Renders `widget` as it looks now.
    @MainActor
    public init?(of widget: UnsafeMutablePointer<GtkWidget>) {
        width = Int(gtk_widget_get_width(widget))
        height = Int(gtk_widget_get_height(widget))
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native), let paintable = gtk_widget_paintable_new(widget)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let rendered = gsk_renderer_render_texture(renderer, node, &bounds) else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(rendered, &bytes, gsize(width * 4))
        pixels = bytes
        texture = rendered
    }

    /// The pixel at `x`, `y`.
    public func pixel(x: Int, y: Int) -> RGBA {
        let offset = (y * width + x) * 4
        return RGBA(red: pixels[offset + 2], green: pixels[offset + 1], blue: pixels[offset], alpha: pixels[offset + 3])
    }

    /// Writes the snapshot as a PNG file at `path`.
    @MainActor
    public func save(to path: String) {
        guard let texture else { return }
        _ = gdk_texture_save_to_png(texture, path)
    }
}

extension Snapshot {
    /// Saves the snapshot under `PLACEHOLDER_TEST_OUTPUT` (or the temporary folder) as
    /// `testName-label.png`, for a person to look at when a comparison fails.
    @MainActor
    public func save(label: String, testName: String) {
        let folder = ProcessInfo.processInfo.environment["PLACEHOLDER_TEST_OUTPUT"] ?? NSTemporaryDirectory()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let safeName = testName.filter { $0.isLetter || $0.isNumber }
        save(to: "\(folder)/\(safeName)-\(label).png")
    }
}
