// Issue 39, item 5: the version history dialog of the real note-entry names its note and reads
// each version as one item; its empty state wraps. Real keys and clicks (XTest), read over AT-SPI.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class HistoryDialogTests: MainActorTestCase {
    /// Version History… over "Plan", which has a version: the dialog's subtitle is "Plan", and
    /// its row is read "<when>, Before recovered text replaced it". The dialog named no note
    /// and a screen reader found its rows unnamed.
    func testTheHistoryNamesItsNoteAndItsRows() async throws {
        try RunningApp.withAccessibilityBridge(planting: plantPlanWithAVersion) { _, bus, x, window, _ in
            x.clickInNoteBody(of: window)
            try x.chooseFromMainMenu("Version History…", bus: bus)
            let shown = try AccessibleTexts.wait(
                bus: bus, for: ["Version History", "Before recovered text replaced it"])
            XCTAssertTrue(
                shown.nodes.contains { $0.role == "label" && $0.text == "Plan" }, "no subtitle: \(shown.texts)")
            XCTAssertTrue(
                shown.nodes.contains {
                    $0.role == "list item" && $0.text.hasSuffix(", Before recovered text replaced it")
                },
                "the row is not named: \(shown.texts)")
        }
    }
}

extension HistoryDialogTests {
    /// Over a window made 360 px wide, Version History… opens no wider than the window; it opened
    /// 720 px wide, past a 360 px screen.
    func testTheHistoryFitsANarrowWindow() async throws {
        try RunningApp.withAccessibilityBridge(planting: plantPlanWithAVersion) { app, bus, x, window, _ in
            let pid = app.process.processIdentifier
            x.resize(window, width: 360, height: 294)
            _ = try x.waitForWindow(ofProcess: pid) { $0.width == 360 && $0.height == 294 }
            try x.chooseFromMainMenu("Version History…", bus: bus)
            _ = try AccessibleTexts.wait(bus: bus, for: ["Version History"])
            // The largest window of the process is the dialog once it is wider than the window.
            let largest = try x.window(ofProcess: pid)
            XCTAssertLessThanOrEqual(largest.width, 360, "the history is wider than its window")
        }
    }

    /// Plants "Plan", whose first text a recovered one replaced: it has one version.
    private func plantPlanWithAVersion(_ store: NoteStore) throws {
        let note = try store.createNote(title: "Plan", body: "the good text")
        try store.saveChanges(
            id: note.id, title: nil, body: "overwritten", ifRevision: note.revision, origin: .recovery)
    }
}
