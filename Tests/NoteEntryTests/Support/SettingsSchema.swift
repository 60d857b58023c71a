// The app's compiled GSettings schema beside the built note-entry, whether the suite was started
// by `make test` (which compiles it in `make build`) or by a plain `swift test`.
import Foundation
import TestSupport

enum SettingsSchema {
    /// For every program the tests start: GSettings kept in memory, never in the developer's dconf.
    static let isolatedEnvironment = ["GSETTINGS_BACKEND": "memory"]

    nonisolated(unsafe) private static var prepared = false

    /// Compiles `Resources/schemas` into `schemas/` beside note-entry (where it looks first),
    /// once per process.
    static func prepare() throws {
        if prepared { return }
        let folder = try ProgramRun.noteEntry.deletingLastPathComponent().appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let compile = try ProgramRun.tool(
            "glib-compile-schemas",
            [
                "--strict", "--targetdir=\(folder.path)",
                ProgramRun.packageRoot.appendingPathComponent("Resources/schemas").path,
            ])
        guard compile.status == 0 else {
            throw TestPrecondition.missing(
                "the settings schema could not be compiled (\(compile.errorOutput)): run `make test`")
        }
        prepared = true
    }
}
