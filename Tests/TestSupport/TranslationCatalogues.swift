// The compiled translations a test in another language reads, present whether the suite was
// started by `make test` or by a plain `swift test`.
import CGLib
import Foundation

/// Makes sure the `.mo` catalogues exist where the code under test looks for them.
///
/// `make test` compiles them and names the folder in `PLACEHOLDER_LOCALE_DIR`; that is kept. A
/// plain `swift test` (in this package or in `gtk4/`) has only the `.po` sources: they are
/// compiled once per process with `scripts/compile-translations.sh` into `locale/` beside the
/// test bundle (where `make build` puts them), named in `PLACEHOLDER_LOCALE_DIR` for the programs
/// the tests start, and bound for every domain, since a domain made earlier in the process bound
/// itself to a folder that did not exist yet.
public enum TranslationCatalogues {
    nonisolated(unsafe) private static var compiledFolder: String?

    /// The catalogue folder, compiled first if the sources are newer; throws a one-line reason
    /// naming the command to run when they cannot be compiled.
    @discardableResult
    public static func prepare() throws -> String {
        if let folder = ProcessInfo.processInfo.environment["PLACEHOLDER_LOCALE_DIR"], !folder.isEmpty { return folder }
        if let compiledFolder { return compiledFolder }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folder = bundle.deletingLastPathComponent().appendingPathComponent("locale").path
        let script = repositoryRoot.appendingPathComponent("scripts/compile-translations.sh").path
        let compile: ProgramRun
        do { compile = try ProgramRun.run(URL(fileURLWithPath: "/bin/sh"), [script, folder]) } catch {
            throw TestPrecondition.missing("cannot run \(script) (\(error)): run `make test`")
        }
        guard compile.status == 0 else {
            let firstLine =
                compile.errorOutput.split(separator: "\n").first.map(String.init) ?? "exit status \(compile.status)"
            throw TestPrecondition.missing(
                "the translations could not be compiled (\(firstLine)): run `make test`, which installs gettext")
        }
        setenv("PLACEHOLDER_LOCALE_DIR", folder, 1)
        let domains =
            (try? FileManager.default.contentsOfDirectory(
                atPath: repositoryRoot.appendingPathComponent("Resources/po").path)) ?? []
        for domain in domains { bindtextdomain(domain, folder) }
        compiledFolder = folder
        return folder
    }

    /// This repository's root (this file is `Tests/TestSupport/TranslationCatalogues.swift`).
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
