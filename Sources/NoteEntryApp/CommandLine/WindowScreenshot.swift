// A PNG of what a window shows.
//
// The picture shows note text, so it is as private as the notes: written owner-only (0600)
// whatever the umask. It is first written to a new file made by mkstemp(3) (always 0600, never
// an existing file or link) beside the target, then renamed over the target: a symbolic link
// at the target is replaced, not followed, and no reader ever sees half a picture.
import CGtk
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
    static func save(_ window: UnsafeMutablePointer<GtkWindow>, to file: FileSystemPath) throws(Failure) {
        guard let gdkWindow = gtk_widget_get_window(window.cast()) else {
            throw Failure(description: "the window is not shown, so there is nothing to capture")
        }
        let width = gdk_window_get_width(gdkWindow)
        let height = gdk_window_get_height(gdkWindow)
        guard let pixbuf = gdk_pixbuf_get_from_window(gdkWindow, 0, 0, width, height) else {
            throw Failure(description: "could not read the window's pixels (\(width)×\(height))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var template = (file.addingSuffix(".XXXXXX").bytes + [0]).map { CChar(bitPattern: $0) }
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw Failure(
                description: "cannot write \(ShellWord.shown(file.description)): \(String(cString: strerror(errno)))")
        }
        close(descriptor)
        let temporary = FileSystemPath(bytes: template.map { UInt8(bitPattern: $0) })
        do {
            try temporary.withCString { try PNGFile.write(pixbuf, toFileAt: $0) }
        } catch {
            temporary.withCString { _ = unlink($0) }
            throw Failure(description: "cannot write \(ShellWord.shown(file.description)): \(error)")
        }
        guard temporary.withCString({ from in file.withCString { rename(from, $0) } }) == 0 else {
            let reason = String(cString: strerror(errno))
            temporary.withCString { _ = unlink($0) }
            throw Failure(description: "cannot write \(ShellWord.shown(file.description)): \(reason)")
        }
    }
}
