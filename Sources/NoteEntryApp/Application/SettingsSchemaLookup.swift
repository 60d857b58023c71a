// Finding the app's compiled GSettings schema without environment variables, and opening it.
import CGtk
import Glibc
import NoteStore

/// The app's GSettings (`Resources/schemas/org.placeholdertextview.NoteEntry.gschema.xml`), found
/// relative to the running executable, as its translations are:
/// 1. `<folder of the executable>/schemas`: `make build` compiles the schema there, so `make run`
///    and the tests find it in the build folder;
/// 2. `<folder of the executable>/../share/glib-2.0/schemas`: the installed layout, whatever the
///    prefix (`make install` compiles it there);
/// 3. GLib's own search path (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`), for a distribution's package.
///
/// `g_settings_new` aborts the process when a schema is missing; a note app that cannot remember
/// its window must still open, so a missing schema yields nil here instead.
enum SettingsSchemaLookup {
    /// The schema id, the application id (`NoteEntryApplication.applicationID`).
    static let schemaID = "org.placeholdertextview.NoteEntry"

    /// A `GSettings` of the app's schema (owned by the caller), or nil when no compiled copy of it
    /// is found.
    static func settings(executable: String? = RunningExecutable.path()) -> UnsafeMutablePointer<GSettings>? {
        guard let schema = schema(executable: executable) else { return nil }
        defer { g_settings_schema_unref(schema) }
        return g_settings_new_full(schema, nil, nil)
    }

    /// The folders searched before GLib's own, for the executable at `executable`.
    static func folders(executable: String) -> [String] {
        let folder = FileSystemPath(executable).parent
        return [folder.appending("schemas").description, folder.parent.appending("share/glib-2.0/schemas").description]
    }

    private static func schema(executable: String?) -> OpaquePointer? {
        let systemSource = g_settings_schema_source_get_default()
        for folder in executable.map(folders(executable:)) ?? []
        where g_file_test(folder + "/gschemas.compiled", G_FILE_TEST_IS_REGULAR) != 0 {
            var error: UnsafeMutablePointer<GError>?
            guard let source = g_settings_schema_source_new_from_directory(folder, systemSource, 0, &error) else {
                g_clear_error(&error)
                continue
            }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, schemaID, 0) { return schema }
        }
        guard let systemSource else { return nil }
        return g_settings_schema_source_lookup(systemSource, schemaID, 1)
    }

}
