// GNOME Shell's search provider: the overview finds notes as the user types there.
import CGtk
import GtkBinding
import NoteStore

/// `org.gnome.Shell.SearchProvider2` at `objectPath` under the bus name `busName(for:)` (the
/// application id's `.SearchProvider`, as the Shell's .ini file names it), answered from the
/// notes store: the Shell asks for the notes matching the words
/// typed in the overview (searched as the window's search does), shows their titles and first
/// lines, and opens one (`ActivateResult`) or the window with the search (`LaunchSearch`).
///
/// Registered by the instance that owns the published application id; the Shell starts it
/// through D-Bus activation (`note-entry --gapplication-service`) when it is not running. The
/// data/*.search-provider.ini file tells the Shell where it is.
@MainActor
final class ShellSearchProvider {
    static let objectPath = "/org/placeholdertextview/NoteEntry/SearchProvider"

    /// The bus name the provider owns for the application `applicationID`.
    static func busName(for applicationID: String) -> String { applicationID + ".SearchProvider" }
    /// The most results handed to the Shell for one query (it shows a few).
    static let resultLimit = 20
    /// The most bytes the terms of one query hold together, far more than anyone types in the
    /// overview: a longer query is answered with no results at once, never searched, as any
    /// program of the session can send one (a 10 MB term held the main loop for seconds).
    static let longestQuery = 1_024

    /// What a result's activation asks the app to do.
    struct Actions {
        /// Show note `id` in the window.
        var openNote: @MainActor (Int64) -> Void
        /// Show the window searching for `query`.
        var search: @MainActor (String) -> Void
    }

    private let store: @MainActor () throws -> NoteStore
    private let actions: Actions
    private let application: UnsafeMutablePointer<GApplication>
    private var registration: DBusObjectRegistration?
    private var nameOwnership: guint = 0

    /// Registers the provider on the session-bus `connection` for `application` (which it keeps
    /// alive while answering); answers from `store`.
    /// - Throws: GLib's message when the object cannot be registered.
    init(
        connection: OpaquePointer, applicationID: String, application: UnsafeMutablePointer<GApplication>,
        store: @escaping @MainActor () throws -> NoteStore, actions: Actions
    ) throws(DBusObjectRegistration.Failure) {
        self.application = application
        self.store = store
        self.actions = actions
        // The connection may outlive the provider: a call that arrives after it is answered.
        registration = try DBusObjectRegistration(
            connection: connection, objectPath: Self.objectPath, introspection: Self.introspection
        ) { [weak self] call in
            guard let self else {
                g_dbus_method_invocation_return_dbus_error(
                    call.invocation, "org.freedesktop.DBus.Error.Failed", "note-entry is quitting")
                return
            }
            self.call(call.method, call.parameters, call.invocation)
        }
        nameOwnership = g_bus_own_name_on_connection(
            connection, Self.busName(for: applicationID), G_BUS_NAME_OWNER_FLAGS_NONE,
            nil, nil, nil, nil)
    }

    /// Takes the provider off the bus.
    func unregister() {
        if nameOwnership != 0 { g_bus_unown_name(nameOwnership) }
        nameOwnership = 0
        registration?.unregister()
        registration = nil
    }

    private func call(_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        // Each call keeps a service-mode instance alive for another inactivity timeout.
        g_application_hold(application)
        defer { g_application_release(application) }
        switch method {
        case "GetInitialResultSet":
            reply(invocation, ids(matching: Self.query(g_variant_get_child_value(parameters, 0))))
        case "GetSubsearchResultSet":
            reply(invocation, ids(matching: Self.query(g_variant_get_child_value(parameters, 1))))
        case "GetResultMetas":
            reply(invocation, metas(Self.strings(g_variant_get_child_value(parameters, 0))))
        case "ActivateResult":
            let child = g_variant_get_child_value(parameters, 0)
            defer { g_variant_unref(child) }
            if let id = Int64(String(cString: g_variant_get_string(child, nil))) { actions.openNote(id) }
            g_dbus_method_invocation_return_value(invocation, nil)
        case "LaunchSearch":
            actions.search(Self.query(g_variant_get_child_value(parameters, 0)) ?? "")
            g_dbus_method_invocation_return_value(invocation, nil)
        default:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", method)
        }
    }

    /// The ids (as the Shell's strings) of the notes matching every word of `query` (none for nil).
    private func ids(matching query: String?) -> OpaquePointer {
        let summaries =
            query.flatMap { try? store().searchSummaries(matching: $0, after: nil, limit: Self.resultLimit) } ?? []
        return tuple(Self.stringArray(summaries.map { String($0.id) }))
    }

    /// For each id, the result's `id`, `name` (the title) and `description` (the first line).
    private func metas(_ ids: [String]) -> OpaquePointer {
        let builder = Self.builder("aa{sv}")
        defer { g_variant_builder_unref(builder) }
        for id in ids {
            guard let number = Int64(id), let note = try? store().note(id: number) else { continue }
            let summary = NoteSummary(note: note)
            let title = summary.title.trimmingWhitespace
            let entries = [
                ("id", id), ("name", title.isEmpty ? InterfaceText.untitled : title),
                ("description", summary.firstLine),
            ]
            let entryBuilder = Self.builder("a{sv}")
            for (key, value) in entries {
                g_variant_builder_add_value(
                    entryBuilder,
                    g_variant_new_dict_entry(
                        g_variant_new_string(key), g_variant_new_variant(g_variant_new_string(value))))
            }
            g_variant_builder_add_value(builder, g_variant_builder_end(entryBuilder))
            g_variant_builder_unref(entryBuilder)
        }
        return tuple(g_variant_builder_end(builder))
    }

    private func reply(_ invocation: OpaquePointer, _ value: OpaquePointer) {
        g_dbus_method_invocation_return_value(invocation, value)
    }

    private func tuple(_ value: OpaquePointer?) -> OpaquePointer {
        var child = value
        return g_variant_new_tuple(&child, 1)
    }

    private static func stringArray(_ strings: [String]) -> OpaquePointer? {
        let builder = Self.builder("as")
        defer { g_variant_builder_unref(builder) }
        for string in strings { g_variant_builder_add_value(builder, g_variant_new_string(string)) }
        return g_variant_builder_end(builder)
    }

    /// A builder of a variant of `type` (GLib copies the type; this frees its own).
    private static func builder(_ type: String) -> UnsafeMutablePointer<GVariantBuilder>? {
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        return g_variant_builder_new(variantType)
    }

    /// The strings of an `as` variant (which this releases).
    private static func strings(_ variant: OpaquePointer?) -> [String] {
        guard let variant else { return [] }
        defer { g_variant_unref(variant) }
        var count: gsize = 0
        guard let strings = g_variant_get_strv(variant, &count) else { return [] }
        defer { g_free(strings) }
        return (0..<Int(count)).compactMap { strings[$0].map { String(cString: $0) } }
    }

    /// The query of the terms in an `as` variant (which this releases), joined by spaces; nil
    /// when they hold more than `longestQuery` bytes, measured before any is copied.
    private static func query(_ variant: OpaquePointer?) -> String? {
        guard let variant else { return "" }
        var count: gsize = 0
        let terms = g_variant_get_strv(variant, &count)
        defer {
            g_free(terms)
            g_variant_unref(variant)
        }
        var bytes = 0
        for index in 0..<Int(count) {
            bytes += terms?[index].map { strlen($0) + 1 } ?? 0
            if bytes > longestQuery + 1 { return nil }
        }
        return (0..<Int(count)).compactMap { terms?[$0].map { String(cString: $0) } }.joined(separator: " ")
    }

    private static let introspection = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet"><arg type="as" name="terms" direction="in"/><arg type="as" name="results" direction="out"/></method>
            <method name="GetSubsearchResultSet"><arg type="as" name="previous_results" direction="in"/><arg type="as" name="terms" direction="in"/><arg type="as" name="results" direction="out"/></method>
            <method name="GetResultMetas"><arg type="as" name="identifiers" direction="in"/><arg type="aa{sv}" name="metas" direction="out"/></method>
            <method name="ActivateResult"><arg type="s" name="identifier" direction="in"/><arg type="as" name="terms" direction="in"/><arg type="u" name="timestamp" direction="in"/></method>
            <method name="LaunchSearch"><arg type="as" name="terms" direction="in"/><arg type="u" name="timestamp" direction="in"/></method>
          </interface>
        </node>
        """
}
