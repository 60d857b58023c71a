// Running the built note-entry executable to its end, with the tests' environment.
import Foundation
import TestSupport

extension ProgramRun {
    /// The built `note-entry`, next to the test bundle in the build folder.
    static var noteEntry: URL {
        get throws {
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
            ].map { $0.appendingPathComponent("note-entry") }
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw TestPrecondition.missing(
                    "note-entry is not built next to the tests (run `swift build` first); looked at "
                        + candidates.map(\.path).joined(separator: ", "))
            }
            return found
        }
    }

    /// The repository's root folder (for Resources/).
    static var packageRoot: URL {
        // This file is Tests/NoteEntryTests/Support/ProgramRun+NoteEntry.swift.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `note-entry` with `arguments` and waits for it to end.
    static func noteEntry(_ arguments: [String], environment: [String: String] = [:]) throws -> ProgramRun {
        try noteEntry(via: try noteEntry, arguments, environment: environment)
    }

    /// Runs `executable`, which starts note-entry (the app itself, or a shell line, setpriv or
    /// unshare around it), and waits; the app's GSettings are in memory unless `environment` says
    /// otherwise.
    static func noteEntry(via executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws
        -> ProgramRun
    {
        try run(executable, arguments, environment: SettingsSchema.isolatedEnvironment.merging(environment) { $1 })
    }
}
