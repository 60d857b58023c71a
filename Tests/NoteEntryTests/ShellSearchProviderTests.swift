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
