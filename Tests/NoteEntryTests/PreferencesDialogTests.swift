// Preferences: the sync folder shown as it is, named for screen readers, and Stop Syncing that
// stops the window writing the folder and makes the store forget it.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class PreferencesDialogTests: MainActorTestCase {
    /// The labels shown in `dialog`, by their text.
    private func labels(in dialog: UnsafeMutablePointer<GtkWidget>) -> [String: UnsafeMutablePointer<GtkWidget>] {
        var found: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        for widget in widgetTree(of: dialog)
        where isWidget(widget, ofType: gtk_label_get_type()) && gtk_widget_get_mapped(widget) != 0 {
            if let text = gtk_label_get_text(widget.cast()) { found[String(cString: text)] = widget }
        }
        return found
    }

    private func button(_ label: String, in dialog: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<
        GtkWidget
    > {
        try XCTUnwrap(
            widgetTree(of: dialog).first {
                isWidget($0, ofType: gtk_button_get_type())
                    && gtk_button_get_label($0.cast()).map { String(cString: $0) } == label
            }, "a \(label) button")
    }

    func testTheSyncFolderIsShownAndStopSyncingForgetsIt() async throws {
        let (window, notes) = try OpenWindow.over([(title: "Plan", body: "first")])
        defer { window.close() }
        let sync = window.folder.file("Sync")
        try FileManager.default.createDirectory(at: sync, withIntermediateDirectories: true)
        window.main.session.startSyncing(with: SyncFolder(path: FileSystemPath(sync.path)))
        let written = sync.appendingPathComponent("Plan.md")
        MainLoop.wait(until: { FileManager.default.fileExists(atPath: written.path) }, "the note's file")
        window.activate("preferences")
        let dialog = try XCTUnwrap(window.waitForToplevel(ofType: gtk_dialog_get_type()), "the Preferences dialog")
        defer { gtk_widget_destroy(dialog) }
        MainLoop.waitForPaintedFrame(of: dialog)
        let shown = try XCTUnwrap(labels(in: dialog)[sync.path], "the folder's path: \(labels(in: dialog).keys)")
        XCTAssertEqual(AccessibleName.of(shown), "Sync folder: \(sync.path)")
        let stop = try button("_Stop Syncing", in: dialog)
        XCTAssertNotEqual(gtk_widget_get_sensitive(stop), 0)
        RealInput.click(stop)
        MainLoop.wait(until: { gtk_widget_get_sensitive(stop) == 0 }, "Stop Syncing to be dimmed")
        XCTAssertNotNil(labels(in: dialog)["Not syncing: the notes are on this computer only."])
        XCTAssertNil(try window.store?.rememberedSyncFolder(), "the store still remembers the folder")
        // A save now stays on this computer.
        window.setBody("second")
        XCTAssertTrue(window.main.session.save())
        MainLoop.run(for: NoteSync.afterSaveSeconds + 0.5)
        XCTAssertEqual(try window.store?.note(id: notes[0].id)?.body, "second")
        XCTAssertFalse(try String(contentsOf: written, encoding: .utf8).contains("second"), "the folder was written")
    }
}
