// Another computer's change to the note being typed into: the typing is saved first, then the
// newer of the two texts is the note and the other a version, one note as for any two edits.
import CGtk
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class SyncWhileTypingTests: MainActorTestCase {
    func testAChangeArrivingWhileTheNoteIsTypedIntoWaitsForTheSave() async throws {
        let (window, notes) = try OpenWindow.over([(title: "Plan", body: "first")])
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let folderURL = window.folder.file("Sync")
        try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
        let folder = SyncFolder(path: FileSystemPath(folderURL.path))
        window.main.session.startSyncing(with: folder)
        let sync = try XCTUnwrap(window.main.session.sync)
        var passes = 0
        let report = sync.onReport
        sync.onReport = { outcome in
            passes += 1
            report(outcome)
        }
        MainLoop.wait(until: { passes > 0 }, "the first pass")
        // The other computer takes the note and changes it.
        let other = try ScratchFolder()
        defer { other.remove() }
        let otherStore = try NoteStore(directory: other.url)
        _ = try folder.synchronize(otherStore)
        let there = try XCTUnwrap(try otherStore.allNotes().first)
        try otherStore.update(id: there.id, title: "Plan", body: "changed on the other computer")
        _ = try folder.synchronize(otherStore)
        // Typed here, not saved yet, when a pass runs.
        window.setBody("typed here")
        let before = passes
        sync.soon(after: 0)
        MainLoop.wait(until: { passes > before }, "the pass while typing")
        // The typing is saved, a later pass merges: one note, the newer text, the other a version.
        MainLoop.wait(
            until: {
                (try? String(contentsOf: folderURL.appendingPathComponent("Plan.md"), encoding: .utf8))?
                    .contains("typed here") == true
            }, timeout: 10, "the typed text in the folder")
        XCTAssertEqual(try store.allNotes().map(\.body), ["typed here"], "one note: the typed text, the newer")
        XCTAssertTrue(
            try store.versions(ofNote: notes[0].id).contains { $0.body == "changed on the other computer" },
            "the other computer's text is a version")
    }
}
