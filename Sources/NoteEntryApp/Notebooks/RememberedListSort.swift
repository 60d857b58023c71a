// The note list's sort, kept in GSettings (`list-sort`) between runs.
import CGtk
import GtkBinding
import NoteStore

/// Reads and writes the list's sort (`org.placeholdertextview.NoteEntry`, key `list-sort`);
/// without the schema installed the list is sorted by edited time and nothing is kept.
///
/// ```swift
/// session.listQuery.sort = RememberedListSort.sort   // before the session lists the notes
/// RememberedListSort.remember(.title)                // when the user chooses another
/// ```
@MainActor
enum RememberedListSort {
    private static let key = "list-sort"

    /// The sort the user chose last; by edited time when none is kept (or the kept value is not
    /// a sort this version knows).
    static var sort: NoteSort {
        guard let settings = SettingsSchemaLookup.settings() else { return .edited }
        defer { g_object_unref(settings) }
        guard let value = g_settings_get_string(settings, key) else { return .edited }
        defer { g_free(value) }
        return NoteSort(rawValue: String(cString: value)) ?? .edited
    }

    /// Keeps `sort` for the next runs; the backend has it on disk when this returns.
    static func remember(_ sort: NoteSort) {
        guard let settings = SettingsSchemaLookup.settings() else { return }
        defer { g_object_unref(settings) }
        g_settings_set_string(settings, key, sort.rawValue)
        g_settings_sync()
    }
}
