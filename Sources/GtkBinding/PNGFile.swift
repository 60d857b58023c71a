// Writing a picture to a PNG file.
import CGtk

/// Writes `GdkPixbuf`s as PNG files (`gdk_pixbuf_save` is variadic and does not import).
///
/// ```swift
/// try PNGFile.write(pixbuf, to: "/tmp/window.png")
/// ```
public enum PNGFile {
    /// Why a PNG could not be written: GLib's own reason.
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        /// GLib's message from the failed save, as its `GError` gave it.
        public let description: String
    }

    /// Writes `pixbuf` (a `GdkPixbuf*`) to `path` as PNG.
    public static func write(_ pixbuf: OpaquePointer, to path: String) throws(WriteError) {
        try write(pixbuf, toFileAt: path)
    }

    /// Writes `pixbuf` (a `GdkPixbuf*`) as PNG to the file `path` names byte for byte (a name
    /// that is not UTF-8 is written as it is, as GLib's file names are).
    public static func write(_ pixbuf: OpaquePointer, toFileAt path: UnsafePointer<CChar>) throws(WriteError) {
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
            throw WriteError(description: GLibErrorMessage.take(&error))
        }
    }
}
