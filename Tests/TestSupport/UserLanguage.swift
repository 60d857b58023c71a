// Running part of a test as a user of another language would.
import Foundation

/// Switches gettext's language for the length of a closure.
public enum UserLanguage {
    /// Runs `body` with `LANGUAGE=language` (and `LC_ALL=C.UTF-8`: the test machines have only C
    /// locales, and glibc's gettext ignores LANGUAGE under plain C), then restores both. Throws
    /// when the translations cannot be compiled (`TranslationCatalogues`).
    public static func with<Result>(_ language: String, _ body: () throws -> Result) throws -> Result {
        try TranslationCatalogues.prepare()
        let saved = ["LANGUAGE", "LC_ALL"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        setenv("LANGUAGE", language, 1)
        setenv("LC_ALL", "C.UTF-8", 1)
        setlocale(LC_ALL, "")
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            setlocale(LC_ALL, "")
        }
        return try body()
    }
}
