// The message of a GError that a C call reported, with the error freed.
import CGLib

/// Reads and frees the `GError` a GLib/GTK call filled in.
///
/// ```swift
/// var error: UnsafeMutablePointer<GError>?
/// if gtk_builder_add_from_file(builder, path, &error) == 0 { print(GLibErrorMessage.take(&error)) }
/// ```
public enum GLibErrorMessage {
    /// The error's message ("unknown error" when the call set none), leaving `error` nil.
    public static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        return message
    }
}
