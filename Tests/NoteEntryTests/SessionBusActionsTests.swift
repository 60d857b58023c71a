// What another program of the desktop session can make the running window do over D-Bus: none
// of its actions, so nothing that deletes, imports or overwrites notes.
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

final class SessionBusActionsTests: MainActorTestCase {
    /// `org.gtk.Actions` of the application and of its window list no action, and activating
    /// the window's destructive ones (Delete, Import, Trash, History, Quit) is refused; the shown
    /// note stays out of the trash and the window open. Before, the window's List named all 16
    /// actions and `Activate('delete')` moved the shown note to the trash.
    func testNoActionOfTheWindowIsReachableOverTheSessionBus() async throws {
        let scene = try ShellScene()
        defer { scene.end() }
        let app = try RunningApp(notes: nil, folder: scene.folder, environment: scene.environment)
        defer { app.stop() }
        let applicationPath = "/" + scene.applicationID.replacingOccurrences(of: ".", with: "/")
        for path in [applicationPath, applicationPath + "/window/1"] {
            let list = try scene.gdbusCall(
                destination: scene.applicationID, objectPath: path, method: "org.gtk.Actions.List", [])
            XCTAssertEqual(list.status, 0, "\(path): \(list.errorOutput)")
            XCTAssertEqual(list.output.trimmingCharacters(in: .whitespacesAndNewlines), "(@as [],)", path)
        }
        for action in ["delete", "import", "trash", "history", "quit"] {
            let activation = try scene.gdbusCall(
                destination: scene.applicationID, objectPath: applicationPath + "/window/1",
                method: "org.gtk.Actions.Activate", ["'\(action)'", "[]", "{}"])
            XCTAssertNotEqual(activation.status, 0, "\(action) was activated over D-Bus")
            XCTAssertTrue(activation.errorOutput.contains("Unknown action"), "\(action): \(activation.errorOutput)")
        }
        // The calls are answered on the main loop after any activation they made: a delete
        // would have reached the store (its trash move is synchronous) before the last reply.
        XCTAssertTrue(app.process.isRunning, "the window quit: \(app.errorOutput)")
        XCTAssertEqual(try NoteStore(directory: scene.notes).trashedNotes().count, 0)
        XCTAssertEqual(try NoteStore(directory: scene.notes).count(), 2)
    }
}
