// The app's GtkBuilder files, compiled into the program as a GResource bundle.
import CGLib

/// The GResource bundle the CompileResources build step makes from
/// `Resources/note-entry.gresource.xml` (`bundleBase64`, in a generated file), so an installed or
/// copied note-entry needs no files beside it.
public enum NoteEntryResources {
    /// Registers the bundle with GIO, once per process; from then on its files are found under
    /// `/org/placeholdertextview/NoteEntry/` by every `g_resources_*` and `gtk_builder_*` call.
    public static func register() {
        _ = registration
    }

    private static let registration: Void = {
        var length: gsize = 0
        // A string literal ends with a NUL, as g_base64_decode wants; the decoded copy is GLib's
        // memory, aligned as GVariant needs it, and stays for the process.
        let text = UnsafeRawPointer(bundleBase64.utf8Start).assumingMemoryBound(to: gchar.self)
        let data = g_base64_decode(text, &length)
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(g_bytes_new_take(data, length), &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            fatalError("the compiled-in GResource bundle does not load: \(reason)")
        }
        g_resources_register(resource)
    }()
}
