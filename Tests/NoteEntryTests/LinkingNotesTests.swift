// Issue 42, item 3: a note lists the notes that link to it. The real note-entry, real keys
// (XTest), the button and its menu read over AT-SPI.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class LinkingNotesTests: MainActorTestCase {
    /// Under a note that others link to, "Linked from 2 notes" (named so for screen readers)
    /// opens by Alt+L into a menu of those notes, newest first; choosing one opens it.
    func testANoteListsTheNotesLinkingToItAndOneOpensFromTheKeyboard() async throws {
        try RunningApp.withNotesShown([
            ("Plans", "buy [[Shopping]]"), ("Ideas", "[[Shopping]] later"), ("Other", "[[Shopping list]]"),
            ("Shopping", "milk"),
        ]) { _, bus, x, _, _ in
            _ = try AccessibleTexts.wait(bus: bus, for: ["Linked from 2 notes"])
            x.press(keysym: KeySym(XK_l), modifiers: [KeySym(XK_Alt_L)])
            var items: [String] = []
            let outcome = MainLoop.waitOutcome(
                until: {
                    let nodes = (try? AccessibleTexts.wait(bus: bus, timeout: 1, for: []).nodes) ?? []
                    items = nodes.filter { $0.role == "menu item" }.map(\.text)
                    return !items.isEmpty
                }, timeout: 10, "the menu of linking notes")
            if let failure = outcome.failureMessage { throw TestPrecondition.notMet(failure) }
            XCTAssertEqual(items, ["Ideas", "Plans"])
            x.press(keysym: KeySym(XK_Down), modifiers: [])
            x.press(keysym: KeySym(XK_Return), modifiers: [])
            _ = try AccessibleTextRuns.wait(text: "buy [[Shopping]]", bus: bus, until: { _ in true }, "Plans opened")
        }
    }
}
