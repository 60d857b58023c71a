// The app's GtkBuilder files (Resources/ui/*.ui): where they are found at run time, and loading one.
import CGtk
import Foundation
import GtkBinding
import PlaceholderGtk

/// A GtkBuilder `.ui` file of the app, loaded with its strings translated in domain "note-entry".
///
/// Files are looked up, first match wins, in
/// 1. `<folder of the running executable>/ui/<name>`: `make build` copies `Resources/ui` there
///    (`scripts/install-resources.sh`), beside the `locale/` folder of the translations, so a
///    build folder can be copied or installed as a whole;
/// 2. `Resources/ui/<name>` of the source tree this file was compiled from (found with
///    `#filePath`), so `swift build` and `swift test` work without `make`.
///
/// ```swift
/// let window = try InterfaceFile.build("main-window.ui") { file in
///     try file.object("window", as: GtkWindow.self)
/// }
/// ```
@MainActor
struct InterfaceFile {
    /// The file that was loaded.
    let url: URL
    private let builder: UnsafeMutablePointer<GtkBuilder>

    /// Loads `name`, hands it to `adopt` to take the objects it needs, and returns what `adopt`
    /// returns. Toplevel windows belong to the caller afterwards; when loading or `adopt` fails,
    /// the windows the file made are destroyed, so nothing is left behind.
    static func build<Result>(_ name: String, adopt: (InterfaceFile) throws -> Result) throws -> Result {
        try build(contentsOf: try locate(name), adopt: adopt)
    }

    /// Loads the .ui file at `url`, as `build(_:adopt:)` does.
    static func build<Result>(contentsOf url: URL, adopt: (InterfaceFile) throws -> Result) throws -> Result {
        PlaceholderTextViewType.register()
        let builder = gtk_builder_new()!
        defer { g_object_unref(builder) }
        gtk_builder_set_translation_domain(builder, TranslationDomain(name: InterfaceText.domainName).name)
        let file = InterfaceFile(url: url, builder: builder)
        do {
            var error: UnsafeMutablePointer<GError>?
            if gtk_builder_add_from_file(builder, url.path, &error) == 0 {
                throw InterfaceFileError.invalid(path: url.path, message: GLibErrorMessage.take(&error))
            }
            return try adopt(file)
        } catch {
            file.destroyWindows()
            throw error
        }
    }

    /// The path `name` is read from (see the type's documentation for the order).
    static func locate(_ name: String, sourceFile: String = #filePath) throws(InterfaceFileError) -> URL {
        let candidates = searchFolders(sourceFile: sourceFile).map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw .notFound(name: name, searched: candidates.map(\.path))
        }
        return found
    }

    /// The folders searched for `.ui` files, in order.
    static func searchFolders(sourceFile: String = #filePath) -> [URL] {
        let sourceTree = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [executableFolder.appendingPathComponent("ui"), sourceTree.appendingPathComponent("Resources/ui")]
    }

    /// The folder of the running executable (the test bundle's folder under `swift test`).
    private static var executableFolder: URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }

    /// The object with id `id`, which must be a `T`.
    func object<T: GObjectType>(_ id: String, as type: T.Type) throws(InterfaceFileError) -> UnsafeMutablePointer<T> {
        guard let object = checkedCast(gtk_builder_get_object(builder, id).map(UnsafeMutableRawPointer.init), to: type) else {
            throw .missingObject(id: id, type: String(cString: g_type_name(T.gType)), path: url.path)
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
            throw .missingObject(id: id, type: PlaceholderTextViewType.typeName, path: url.path)
        }
        return view
    }

    private func destroyWindows() {
        guard let objects = gtk_builder_get_objects(builder) else { return }
        defer { g_slist_free(objects) }
        var node: UnsafeMutablePointer<GSList>? = objects
        while let current = node {
            if let window = checkedCast(current.pointee.data, to: GtkWindow.self),
                gtk_widget_get_parent(window.cast()) == nil {
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
            return "cannot find the interface file \(name); looked at \(searched.joined(separator: ", "))"
        case .invalid(let path, let message):
            return "the interface file \(path) is not valid: \(message)"
        case .missingObject(let id, let type, let path):
            return "the interface file \(path) has no \(type) with id \"\(id)\""
        }
    }
}
