// The app's GtkBuilder files (Resources/ui/*.ui), compiled into the program, and loading one.
import CGtk
import CHandy
import Glibc
import GtkBinding
import NoteEntryResources
import PlaceholderGtk

/// A GtkBuilder `.ui` file of the app, loaded with its strings translated in domain "note-entry".
///
/// The app's files are compiled into the executable as a GResource (`Resources/note-entry.gresource.xml`,
/// compiled at build time into the NoteEntryResources target, and registered the first time a
/// resource path is asked for), so an installed or copied note-entry needs no files beside it.
/// `build(contentsOf:)` loads a file from disk instead, for tests of a source file.
///
/// ```swift
/// let window = try InterfaceFile.build("main-window.ui") { file in
///     try file.object("window", as: GtkWindow.self)
/// }
/// ```
@MainActor
package struct InterfaceFile {
    /// The GResource folder of the app's `.ui` files.
    package static let resourceFolder = "/org/placeholdertextview/NoteEntry/ui/"

    /// Where the file was loaded from: a resource path or a file path, for messages.
    let location: String
    private let builder: UnsafeMutablePointer<GtkBuilder>

    /// Loads the app's file `name` from the compiled-in resources, hands it to `adopt` to take the
    /// objects it needs, and returns what `adopt` returns. Toplevel windows belong to the caller
    /// afterwards; when loading or `adopt` fails, the windows the file made are destroyed, so
    /// nothing is left behind.
    static func build<Result>(_ name: String, adopt: (InterfaceFile) throws -> Result) throws -> Result {
        let path = resourcePath(name)
        guard g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0 else {
            throw InterfaceFileError.notFound(name: name, searched: [path])
        }
        return try build(location: path, adopt: adopt) { builder, error in
            gtk_builder_add_from_resource(builder, path, &error)
        }
    }

    /// Loads the .ui file at `path`, as `build(_:adopt:)` does.
    static func build<Result>(contentsOf path: String, adopt: (InterfaceFile) throws -> Result) throws -> Result {
        try build(location: path, adopt: adopt) { builder, error in
            gtk_builder_add_from_file(builder, path, &error)
        }
    }

    /// The resource path of the app's file `name`; the app's resources are registered first
    /// (once per process), so the path can be looked up.
    package static func resourcePath(_ name: String) -> String {
        NoteEntryResources.register()
        return resourceFolder + name
    }

    private static func build<Result>(
        location: String, adopt: (InterfaceFile) throws -> Result,
        add: (UnsafeMutablePointer<GtkBuilder>, inout UnsafeMutablePointer<GError>?) -> guint
    ) throws -> Result {
        PlaceholderTextViewType.register()
        // libhandy's types (the main window's leaflet and status page) exist once it is initialized;
        // it runs after gtk_init, and repeating it is harmless.
        hdy_init()
        let builder = gtk_builder_new()!
        defer { g_object_unref(builder) }
        gtk_builder_set_translation_domain(builder, InterfaceText.domain.name)
        let file = InterfaceFile(location: location, builder: builder)
        do {
            var error: UnsafeMutablePointer<GError>?
            if add(builder, &error) == 0 {
                throw InterfaceFileError.invalid(path: location, message: GLibErrorMessage.take(&error))
            }
            return try adopt(file)
        } catch {
            file.destroyWindows()
            throw error
        }
    }

    /// The object with id `id`, which must be a `T`.
    func object<T: GObjectType>(_ id: String, as type: T.Type) throws(InterfaceFileError) -> UnsafeMutablePointer<T> {
        guard let object = checkedCast(gtk_builder_get_object(builder, id).map(UnsafeMutableRawPointer.init), to: type)
        else {
            throw .missingObject(id: id, type: String(cString: g_type_name(T.gType)), path: location)
        }
        return object
    }

    /// The widget with id `id`.
    func widget(_ id: String) throws(InterfaceFileError) -> UnsafeMutablePointer<GtkWidget> {
        try object(id, as: GtkWidget.self)
    }

    /// The Swift wrapper of the `PlaceholderTextView` with id `id`.
    func placeholderTextView(_ id: String) throws(InterfaceFileError) -> PlaceholderTextView {
        guard let view = PlaceholderTextView.wrapping(object: gtk_builder_get_object(builder, id)) else {
            throw .missingObject(id: id, type: PlaceholderTextViewType.typeName, path: location)
        }
        return view
    }

    private func destroyWindows() {
        guard let objects = gtk_builder_get_objects(builder) else { return }
        defer { g_slist_free(objects) }
        var node: UnsafeMutablePointer<GSList>? = objects
        while let current = node {
            if let window = checkedCast(current.pointee.data, to: GtkWindow.self),
                gtk_widget_get_parent(window.cast()) == nil
            {
                gtk_widget_destroy(window.cast())
            }
            node = current.pointee.next
        }
    }
}

/// Why a `.ui` file could not be used.
enum InterfaceFileError: Error, CustomStringConvertible {
    case notFound(name: String, searched: [String])
    case invalid(path: String, message: String)
    case missingObject(id: String, type: String, path: String)

    var description: String {
        switch self {
        case .notFound(let name, let searched):
            return "cannot find the interface file \(name); looked at the resource \(searched.joined(separator: ", "))"
        case .invalid(let path, let message):
            return "the interface file \(path) is not valid: \(message)"
        case .missingObject(let id, let type, let path):
            return "the interface file \(path) has no \(type) with id \"\(id)\""
        }
    }
}
