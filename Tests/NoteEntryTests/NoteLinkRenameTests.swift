// Issue 42, item 3: links between notes follow a rename. The real note-entry, real keys (XTest),
// the store read after.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class NoteLinkRenameTests: MainActorTestCase {
    /// Renaming a note and leaving its title rewrites `[[Old]]` in the notes linking to it,
    /// through a save that keeps the old text as a version; no other note changes or appears.
    func testRenamingANoteRewritesTheLinksToItAndKeepsTheOldTextAsAVersion() async throws {
        try RunningApp.withNotesShown([
            ("Plans", "buy [[Shopping]] today"), ("Other", "[[Shopping list]] stays"), ("Shopping", "milk"),
        ]) { _, bus, x, _, notes in
            let title = try AccessibleTextRuns.characterBox(field: "Note title", offset: 1, bus: bus)
            x.click(x: title.x + title.width / 2, y: title.y + title.height / 2)
            x.press(keysym: KeySym(XK_a), modifiers: [KeySym(XK_Control_L)])
            x.type("Groceries")
            x.press(keysym: KeySym(XK_Tab), modifiers: [])
            var seen: [String: String] = [:]
            let outcome = MainLoop.waitOutcome(
                until: {
                    let stored = (try? NoteStore(directory: notes).allNotes()) ?? []
                    seen = Dictionary(stored.map { ($0.title, $0.body) }) { first, _ in first }
                    return seen["Plans"] == "buy [[Groceries]] today" && stored.count == 3
                }, timeout: 10, "the link to follow the rename")
            if let failure = outcome.failureMessage { XCTFail("\(failure); the store held \(seen)") }
            XCTAssertEqual(seen["Groceries"], "milk")
            XCTAssertEqual(seen["Other"], "[[Shopping list]] stays", "a link to another title changed")
            let store = try NoteStore(directory: notes)
            let plans = try XCTUnwrap(store.allNotes().first { $0.title == "Plans" })
            XCTAssertEqual(
                try store.versions(ofNote: plans.id).map(\.body), ["buy [[Shopping]] today"],
                "the old text is not kept as a version")
        }
    }

    /// Only whole `[[Old]]` links change: a longer title's link, a single bracket, text outside
    /// links stay; every link changes, however many.
    func testTheRewriteChangesExactlyTheLinksToTheOldTitle() {
        XCTAssertEqual(
            NoteLinkRename.body(
                "[[Old]] and [Old] and [[Old list]], Old, [[Old]]", renaming: "Old", to: "New 名前"),
            "[[New 名前]] and [Old] and [[Old list]], Old, [[New 名前]]")
        XCTAssertEqual(NoteLinkRename.body("", renaming: "Old", to: "New"), "")
        XCTAssertEqual(NoteLinkRename.body("[[Ol", renaming: "Old", to: "New"), "[[Ol")
    }
}
