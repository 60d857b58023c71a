// The search bar of the real note-entry as a keyboard user and a screen reader meet it: words
// typed at once after Ctrl+F reach the search, and the entry's icons are named. Real keys (XTest),
// read over AT-SPI.
import CXTest
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

final class SearchBarTests: MainActorTestCase {
    /// Ctrl+F and the words right after it, as fast as XTest types: the words are searched. The
    /// first key reached the entry before it was realized: GTK refused it with a critical
    /// ("gtk_widget_event: assertion 'WIDGET_REALIZED_FOR_EVENT'"), which ends the app under
    /// G_DEBUG=fatal-criticals and loses the key otherwise.
    func testWordsTypedRightAfterControlFAreSearched() async throws {
        try Self.withSearchTyped { app, bus in
            _ = try AccessibleList(bus: bus).wait(until: { $0.texts.contains("pl") }, "\"pl\" in the search entry")
            XCTAssertFalse(app.errorOutput.contains("CRITICAL"), app.errorOutput)
        }
    }

    /// With a search typed, the entry's clear icon (a button) is read "Clear search" and its
    /// magnifier "Search notes", not by their icon names ("edit-clear-symbolic").
    func testTheSearchEntrysIconsAreNamed() async throws {
        try Self.withSearchTyped { _, bus in
            let shown = try AccessibleTexts.wait(bus: bus, for: ["Clear search", "Search notes"])
            XCTAssertEqual(shown.texts.filter { $0.hasSuffix("-symbolic") }, [], "icons read by their icon names")
        }
    }

    /// Runs `test` once note-entry, over the note "Plan", had a click in its text, Ctrl+F and "pl"
    /// typed at once.
    private static func withSearchTyped(_ test: @MainActor (RunningApp, SessionBus) throws -> Void) throws {
        try RunningApp.withAccessibilityBridge(planting: { try $0.createNote(title: "Plan", body: "first") }) {
            app, bus, x, window, _ in
            x.clickInNoteBody(of: window)
            x.press(keysym: KeySym(XK_f), modifiers: [KeySym(XK_Control_L)])
            x.type("pl")
            try test(app, bus)
        }
    }
}
