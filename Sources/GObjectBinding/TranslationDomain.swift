// gettext for one text domain, with its catalogues found next to the binary that translates.
import CBinarySupport
import CGLib
import Glibc

/// A gettext text domain: binds where its `.mo` catalogues are and translates strings.
///
/// The catalogues are looked up relative to the file holding the code that creates the domain
/// (`#dsohandle`, resolved with `dladdr`): the executable for an app, the shared library for a
/// library, wherever either is installed or however it was started. First match wins:
/// 1. `$PLACEHOLDER_LOCALE_DIR` when set (tests point it at the build's `locale/` folder);
/// 2. `<folder of the binary>/locale`: `make build` compiles the translations there, so
///    `make run` and a build folder find them;
/// 3. `<folder of the binary>/../share/locale`: the installed layout (`PREFIX/bin`, `PREFIX/lib`);
/// 4. `<folder of the binary>/../../share/locale`: a multiarch `PREFIX/lib/<triplet>`.
///
/// ```swift
/// let domain = TranslationDomain(name: "note-entry")
/// label.text = domain.translate("Done")
/// ```
public struct TranslationDomain: Sendable {
    /// The gettext domain name, also the `.mo` file name.
    public let name: String
    /// The folder the catalogues are read from (`<language>/LC_MESSAGES/<name>.mo` inside it).
    public let catalogueDirectory: String

    /// Binds `name` to its catalogue folder, found relative to the binary holding `code` (by
    /// default the caller's own executable or library). Once per process is enough; repeating is
    /// harmless.
    public init(name: String, besideCodeAt code: UnsafeRawPointer = #dsohandle) {
        self.name = name
        self.catalogueDirectory = Self.catalogueDirectory(besideCodeAt: code)
        // The user's locale, so LANGUAGE and LC_MESSAGES take effect; GTK's own init does the
        // same, but a library may translate before the app calls gtk_init.
        setlocale(LC_ALL, "")
        bindtextdomain(name, catalogueDirectory)
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// `message` in the user's language (from `LANGUAGE`/`LC_MESSAGES`), or `message` itself.
    public func translate(_ message: String) -> String {
        // Without a translation gettext returns its argument itself, so the C string must still
        // be alive when the result is copied.
        message.withCString { original in String(cString: g_dgettext(name, original)) }
    }

    /// The form of `singular` or `plural` that suits `count` in the user's language (the
    /// catalogue's `Plural-Forms`), or in English when it has no translation. The `%d` or `%s`
    /// inside stays for the caller to fill in.
    public func translate(_ singular: String, plural: String, count: Int) -> String {
        singular.withCString { one in
            plural.withCString { many in
                String(cString: g_dngettext(name, one, many, gulong(clamping: max(0, count))))
            }
        }
    }

    /// Makes gettext notice a changed `LANGUAGE` or locale: glibc caches translations until its
    /// catalogue counter moves, which setting the current text domain again does.
    public static func languageChanged() {
        setlocale(LC_ALL, "")
        textdomain(textdomain(nil))
    }

    /// The catalogue folder for code in the binary holding `code` (see the type's documentation).
    public static func catalogueDirectory(besideCodeAt code: UnsafeRawPointer) -> String {
        if let override = getenv("PLACEHOLDER_LOCALE_DIR"), override.pointee != 0 { return String(cString: override) }
        guard let binaryPath = binary_support_path_containing(code) else { return "/usr/share/locale" }
        defer { free(binaryPath) }
        let folder = parent(of: String(cString: binaryPath))
        let candidates = [
            folder + "/locale", parent(of: folder) + "/share/locale", parent(of: parent(of: folder)) + "/share/locale",
        ]
        return candidates.first { g_file_test($0, G_FILE_TEST_IS_DIR) != 0 } ?? candidates[1]
    }

    /// The folder holding `path` ("/" for a file at the root).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
