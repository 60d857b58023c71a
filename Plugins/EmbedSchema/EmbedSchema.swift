// The build step that embeds the store's SQL (data/schema/*.sql) in NoteStore.
import Foundation
import PackagePlugin

/// Writes `SchemaMigrations.swift` into the build folder with `scripts/embed-schema.sh`: one
/// `SchemaMigration` per file under data/schema/, in file-name order, its text unchanged. The
/// files stay the only copy of the schema; a changed file is embedded again by the next build.
///
/// SwiftPM lists the files when it plans a build, which it does again only when the manifest or
/// a target's own files change: after adding or removing a schema file, `touch Package.swift`.
/// `EmbeddedSchemaTests` fails when a file is not embedded.
@main
struct EmbedSchema: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let files = try FileManager.default.contentsOfDirectory(
            at: root.appending(path: "data/schema"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "sql" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        let script = root.appending(path: "scripts/embed-schema.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "SchemaMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding data/schema in \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, output.path] + files.map(\.path),
                inputFiles: [script] + files,
                outputFiles: [output])
        ]
    }
}
