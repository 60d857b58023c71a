// A PNG of what a window shows.
import CGtk
import Foundation
import GtkBinding

/// Saves the pixels of a mapped, drawn window as a PNG file.
@MainActor
enum WindowScreenshot {
    /// Why the picture could not be saved.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads `window`'s pixels from the display and writes them to `file` as PNG.
    static func save(_ window: UnsafeMutablePointer<GtkWindow>, to file: URL) throws(Failure) {
        guard let gdkWindow = gtk_widget_get_window(window.cast()) else {
            throw Failure(description: "the window is not shown, so there is nothing to capture")
        }
        let width = gdk_window_get_width(gdkWindow)
        let height = gdk_window_get_height(gdkWindow)
        guard let pixbuf = gdk_pixbuf_get_from_window(gdkWindow, 0, 0, width, height) else {
            throw Failure(description: "could not read the window's pixels (\(width)×\(height))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        do {
            try PNGFile.write(pixbuf, to: file.path)
        } catch {
            throw Failure(description: "cannot write \(file.path): \(error)")
        }
    }
}
