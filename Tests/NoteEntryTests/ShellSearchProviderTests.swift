// GNOME Shell's search provider, called as the Shell calls it (gdbus on a session bus of the
// test's own), in the running app and started by D-Bus activation.
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class ShellSearchProviderTests: MainActorTestCase {
    /// The running window's instance answers the Shell: the ids of the notes matching the words,
    /// their titles and first lines; activating a result shows that note (typed text goes into it).
    func testTheRunningAppAnswersTheShellAndOpensAResult() async throws {
        let scene = try ShellScene()
        defer { scene.end() }
        let app = try RunningApp(notes: nil, folder: scene.folder, environment: scene.environment)
        defer { app.stop() }
        XCTAssertEqual(try scene.call("GetInitialResultSet", "['narwhal']"), "(['\(scene.narwhal.id)'],)")
        XCTAssertEqual(
            try scene.call("GetSubsearchResultSet", "['\(scene.narwhal.id)']", "['narwhal', 'tusks']"),
            "(['\(scene.narwhal.id)'],)")
        let metas = try scene.call("GetResultMetas", "['\(scene.narwhal.id)']")
        XCTAssertTrue(metas.contains("'name': <'Narwhal facts'>"), metas)
        XCTAssertTrue(metas.contains("'description': <'They have tusks.'>"), metas)
        XCTAssertEqual(try scene.call("ActivateResult", "'\(scene.narwhal.id)'", "['narwhal']", "uint32 0"), "()")
        RealInput.type(" Typed.")
        let saved = MainLoop.waitOutcome(
            until: {
                (try? NoteStore(directory: scene.notes).note(id: scene.narwhal.id)?.body.contains("Typed.")) == true
            }, timeout: 5, "the typed text in the activated note")
        XCTAssertTrue(saved.isMet, "the activated note is not the one shown: \(app.errorOutput)")
    }

    /// With no instance running, the Shell's call starts one through the D-Bus service file
    /// (`note-entry --gapplication-service`, no window), which answers it.
    func testTheShellsCallStartsTheAppAsAService() async throws {
        let scene = try ShellScene(withServiceFile: true)
        defer { scene.end() }
        XCTAssertEqual(try scene.call("GetInitialResultSet", "['groceries']"), "(['\(scene.groceries.id)'],)")
    }
}

/// A home folder with two notes in its default notes folder, a session bus, and gdbus calls to
/// the provider under the application id an instance over that folder has.
@MainActor
private final class ShellScene {
    let folder: ScratchFolder
    let notes: URL
    let narwhal: Note
    let groceries: Note
    let environment: [String: String]
    private let bus: SessionBus
    private let busName: String

    init(withServiceFile: Bool = false) throws {
        folder = try ScratchFolder()
        let home = folder.file("home")
        notes = home.appendingPathComponent(".local/share/note-entry")
        try FileManager.default.createDirectory(
            at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        let store = try NoteStore(directory: notes)
        narwhal = try store.createNote(title: "Narwhal facts", body: "They have tusks.\nMore")
        groceries = try store.createNote(title: "Groceries", body: "milk")
        busName = ShellSearchProvider.busName(
            for: SingleInstanceIdentity.applicationID(
                forFolder: FileSystemPath(notes), published: NoteEntryApplication.applicationID))
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
            environment["XDG_DATA_DIRS"] = folder.file("share").path
        }
        bus = try SessionBus(environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        self.environment = environment
    }

    /// `gdbus call` of `method` with `arguments` (GVariant text); its output, trimmed.
    func call(_ method: String, _ arguments: String...) throws -> String {
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/gdbus"),
            [
                "call", "--session", "--dest", busName, "--object-path", ShellSearchProvider.objectPath,
                "--method", "org.gnome.Shell.SearchProvider2.\(method)",
            ] + arguments,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        guard run.status == 0 else { throw TestPrecondition.notMet("gdbus call \(method) failed: \(run.errorOutput)") }
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func end() {
        bus.stop()
        folder.remove()
    }
}
