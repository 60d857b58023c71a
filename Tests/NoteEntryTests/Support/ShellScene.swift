// A desktop session for the app in a test: a home folder of its own, a session bus, and
// gdbus calls made as the GNOME Shell or any other program of the session makes them.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport

@testable import NoteEntryApp

/// A home folder (not the account's own) with two notes in its default notes folder, a session
/// bus, and gdbus calls to the provider: under the application id an instance over that folder
/// has, or, with the installed service file, under the published name the Shell calls.
@MainActor
final class ShellScene {
    let folder: ScratchFolder
    let notes: URL
    let narwhal: Note
    let groceries: Note
    let environment: [String: String]
    private let bus: SessionBus
    /// The search provider's bus name the calls go to.
    let busName: String
    /// The application id of an instance over `notes`, which it owns as a bus name.
    let applicationID: String

    /// `withServiceFile`: the installed D-Bus service file (the published provider name starts
    /// `note-entry --gapplication-service`), and the calls go to that name, as the Shell's do.
    init(withServiceFile: Bool = false) throws {
        folder = try ScratchFolder()
        let home = folder.file("home")
        notes = home.appendingPathComponent(".local/share/note-entry")
        try FileManager.default.createDirectory(
            at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        let store = try NoteStore(directory: notes)
        narwhal = try store.createNote(title: "Narwhal facts", body: "They have tusks.\nMore")
        groceries = try store.createNote(title: "Groceries", body: "milk")
        applicationID = SingleInstanceIdentity.applicationID(
            forFolder: FileSystemPath(notes), published: NoteEntryApplication.applicationID)
        busName = ShellSearchProvider.busName(
            for: withServiceFile ? NoteEntryApplication.applicationID : applicationID)
        var environment = [
            "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "XDG_STATE_HOME": folder.file("state").path, "XDG_CONFIG_HOME": folder.file("config").path,
        ]
        if withServiceFile {
            let services = folder.file("share/dbus-1/services")
            try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
            try Data(
                "[D-BUS Service]\nName=\(busName)\nExec=\(try ProgramRun.noteEntry.path) --gapplication-service\n".utf8
            )
            .write(to: services.appendingPathComponent("\(busName).service"))
            environment["XDG_DATA_DIRS"] = folder.file("share").path + ":/usr/local/share:/usr/share"
        }
        bus = try SessionBus(environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        self.environment = environment
    }

    /// `gdbus call` of `method` with `arguments` (GVariant text); its output, trimmed.
    func call(_ method: String, _ arguments: String...) throws -> String {
        let run = try gdbusCall(
            destination: busName, objectPath: ShellSearchProvider.objectPath,
            method: "org.gnome.Shell.SearchProvider2.\(method)", arguments)
        guard run.status == 0 else { throw TestPrecondition.notMet("gdbus call \(method) failed: \(run.errorOutput)") }
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `gdbus call` of `method` (with its interface) on `objectPath` of `destination`, as any
    /// program of the session could make it.
    func gdbusCall(destination: String, objectPath: String, method: String, _ arguments: [String]) throws
        -> ProgramRun
    {
        try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/gdbus"),
            [
                "call", "--session", "--timeout", "10", "--dest", destination, "--object-path", objectPath, "--method",
                method,
            ]
                + arguments,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
    }

    func end() {
        bus.stop()
        folder.remove()
    }
}
