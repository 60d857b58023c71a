// gettext for one text domain, with its catalogues found next to the program.
import CGtk4
import Foundation

/// A gettext text domain: binds where its `.mo` catalogues are and translates strings. The
/// GTK 4 widget shares the GTK 3 one's domain, `placeholder-text-view`, and its catalogues.
///
/// Catalogues are looked up in `$PLACEHOLDER_LOCALE_DIR` when set (tests point it at the build's
/// `locale/` folder), else in `locale/` beside the program, else in `share/locale` beside it.
///
/// ```swift
/// let domain = TranslationDomain(name: "placeholder-text-view")
/// gtk_button_set_label(button, domain.translate("Done"))
/// ```
public struct TranslationDomain: Sendable {
    /// The gettext domain name, also the `.mo` file name.
    public let name: String

    /// Binds `name` to its catalogue directory (repeating is harmless).
    public init(name: String) {
        self.name = name
        setlocale(LC_ALL, "")
        bindtextdomain(name, Self.catalogueDirectory)
        bind_textdomain_codeset(name, "UTF-8")
    }

    /// `message` in the user's language (from `LANGUAGE`/`LC_MESSAGES`), or `message` itself.
    public func translate(_ message: String) -> String {
        // Without a translation gettext returns its argument: the C string must still be alive.
        message.withCString { original in String(cString: g_dgettext(name, original)) }
    }

    /// Makes gettext notice a changed `LANGUAGE` or locale (glibc caches translations until its
    /// catalogue counter moves, which setting the current text domain again does).
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
        return executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/locale").path
    }
}
