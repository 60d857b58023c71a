// The version the build ships, as build-aux/install.mk writes it: the one place it is written.
import Foundation
import TestSupport

/// Reads `PACKAGE_VERSION` from build-aux/install.mk, which the tests hold every other mention of
/// the version to (`--version`, the AppStream metainfo).
enum ShippedVersion {
    /// The version, such as "0.1.0".
    /// - Throws: `TestPrecondition` when install.mk has no `PACKAGE_VERSION = …` line.
    static func read() throws -> String {
        let file = ProgramRun.packageRoot.appendingPathComponent("build-aux/install.mk")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        guard let line = lines.first(where: { $0.hasPrefix("PACKAGE_VERSION") }),
            let value = line.split(separator: "=", maxSplits: 1).last
        else { throw TestPrecondition.notMet("no PACKAGE_VERSION line in \(file.path)") }
        return value.trimmingCharacters(in: .whitespaces)
    }
}
