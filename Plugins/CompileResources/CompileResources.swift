// The build step that compiles the app's GtkBuilder files into NoteEntryResources.
import Foundation
import PackagePlugin

/// Writes `NoteEntryResourceBundle.swift` into the build folder with
/// `scripts/compile-resources.sh`: `Resources/note-entry.gresource.xml` and the files it names,
/// compiled by glib-compile-resources into one GResource bundle, which the target registers. A
/// changed file is compiled again by the next build; a file added to Resources/ui is seen when
/// SwiftPM plans the build again, as `EmbedSchema` says.
@main
struct CompileResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let resources = root.appending(path: "Resources")
        let interfaceFiles = try FileManager.default.contentsOfDirectory(
            at: resources.appending(path: "ui"), includingPropertiesForKeys: nil
        ).sorted { $0.lastPathComponent < $1.lastPathComponent }
        let script = root.appending(path: "scripts/compile-resources.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "NoteEntryResourceBundle.swift")
        return [
            .buildCommand(
                displayName: "Compiling the GResource of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, output.path],
                inputFiles: [script, resources.appending(path: "note-entry.gresource.xml")] + interfaceFiles,
                outputFiles: [output])
        ]
    }
}
