// A PNG of what a window shows.
//
// The picture shows note text, so it is as private as the notes: written owner-only (0600)
// whatever the umask. It is first written to a new file made by mkstemp(3) (always 0600, never
// an existing file or link) beside the target, then renamed over the target: a symbolic link
// at the target is replaced, not followed, and no reader ever sees half a picture.
import CGtk
import FoundationEssentials
import Glibc
import GtkBinding
import NoteStore

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
        var template = Array("\(file.path).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw Failure(
                description: "cannot write \(ShellWord.shown(file.path)): \(String(cString: strerror(errno)))")
        }
        close(descriptor)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            try PNGFile.write(pixbuf, to: temporary)
        } catch {
            unlink(temporary)
            throw Failure(description: "cannot write \(ShellWord.shown(file.path)): \(error)")
        }
        guard rename(temporary, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot write \(ShellWord.shown(file.path)): \(reason)")
        }
    }
}
