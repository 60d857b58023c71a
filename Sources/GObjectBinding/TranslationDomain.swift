// gettext for one text domain, with its catalogues found next to the program.
import CGLib
import Foundation

/// A gettext text domain: binds where its `.mo` catalogues are and translates strings.
///
/// Catalogues are looked up in `$PLACEHOLDER_LOCALE_DIR` when set (tests and `make run` point it
/// at the build's `locale/` folder), else in the system's `share/locale` beside the program.
///
/// ```swift
/// let domain = TranslationDomain(name: "note-entry")
/// label.text = domain.translate("Done")
/// ```
public struct TranslationDomain: Sendable {
    /// The gettext domain name, also the `.mo` file name.
    public let name: String

    /// Binds `name` to its catalogue directory (once per process is enough; repeating is harmless).
    public init(name: String) {
        self.name = name
        Self.bind(name)
    }

    /// `message` in the user's language (from `LANGUAGE`/`LC_MESSAGES`), or `message` itself.
    public func translate(_ message: String) -> String {
        // Without a translation gettext returns its argument itself, so the C string must still
        // be alive when the result is copied.
        message.withCString { original in String(cString: g_dgettext(name, original)) }
    }

    /// Makes gettext notice a changed `LANGUAGE` or locale: glibc caches translations until its
    /// catalogue counter moves, which setting the current text domain again does.
    public static func languageChanged() {
        setlocale(LC_ALL, "")
        textdomain(textdomain(nil))
    }

    /// The directory the catalogues are read from.
    public static var catalogueDirectory: String {
        if let dir = ProcessInfo.processInfo.environment["PLACEHOLDER_LOCALE_DIR"], !dir.isEmpty { return dir }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let besideBuild = executable.deletingLastPathComponent().appendingPathComponent("locale").path
        if FileManager.default.fileExists(atPath: besideBuild) { return besideBuild }
        return executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale").path
    }

    private static func bind(_ name: String) {
        // The user's locale, so LANGUAGE and LC_MESSAGES take effect; GTK's own init does the
        // same, but a library may translate before the app calls gtk_init.
        setlocale(LC_ALL, "")
        bindtextdomain(name, catalogueDirectory)
        bind_textdomain_codeset(name, "UTF-8")
    }
}
