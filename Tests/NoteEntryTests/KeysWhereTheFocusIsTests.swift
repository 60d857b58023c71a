// Issue 39, item 1: keys act where the visible focus is. After the text is left (Escape,
// Ctrl+Enter, a click on the window's background) the focus ring is on the note's row, and
// letters typed there search the list by title; they do not go into the note, which nobody sees
// being edited. The real note-entry, real keys (XTest), the focus read over AT-SPI after each
// step, the notes read from the store after the app quit.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class KeysWhereTheFocusIsTests: MainActorTestCase {
    func testLettersTypedAfterEscapeSearchTheListAndLeaveTheNoteAlone() async throws {
        try Self.assertTypingOnTheRowSearchesTheList { x, _ in x.press(keysym: KeySym(XK_Escape), modifiers: []) }
    }

    func testLettersTypedAfterControlEnterSearchTheListAndLeaveTheNoteAlone() async throws {
        try Self.assertTypingOnTheRowSearchesTheList { x, _ in
            x.press(keysym: KeySym(XK_Return), modifiers: [KeySym(XK_Control_L)])
        }
    }

    func testLettersTypedAfterAClickOnTheBackgroundSearchTheListAndLeaveTheNoteAlone() async throws {
        // The middle of the header bar: its title, the window's background.
        try Self.assertTypingOnTheRowSearchesTheList { x, window in
            x.click(x: window.x + window.width / 2, y: window.y + 20)
        }
    }

    /// Over "Zebra" and "Groceries" (the newest, shown): clicks into Groceries' text (at its end),
    /// ends editing with `leave`, checks over AT-SPI that the focus is on the list, types "ze" and checks the
    /// list found Zebra with the focus still on the list, then types Return and a letter, which
    /// go into Zebra's text (Return on a row opens the note for typing). After the app quit,
    /// Groceries is as it was planted: its text and its updated time.
    @MainActor
    private static func assertTypingOnTheRowSearchesTheList(
        _ leave: @MainActor (XClient, XClient.TopLevel) -> Void, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var planted: (zebra: Note, groceries: Note)?
        try RunningApp.withAccessibilityBridge(planting: { store in
            planted = (
                try store.createNote(title: "Zebra", body: "stripes"),
                try store.createNote(title: "Groceries", body: "Milk")
            )
        }) { app, bus, x, window, notes in
            let (zebra, groceries) = try XCTUnwrap(planted)
            let list = AccessibleList(bus: bus)
            x.clickInNoteBody(of: window)
            _ = try list.wait(until: { !$0.focused && $0.texts.contains("Milk") }, "a click into Groceries' text")
            leave(x, window)
            _ = try list.wait(until: \.focused, "leaving the text to put the focus on the note's row")
            x.type("ze")
            _ = try list.wait(
                until: { $0.focused && $0.texts.contains("Zebra") && !$0.texts.contains("Milk") },
                "\"ze\" typed on the row to find Zebra, the focus staying on the list")
            x.press(keysym: KeySym(XK_Return), modifiers: [])
            _ = try list.wait(until: { !$0.focused }, "Return on Zebra's row to go into its text")
            x.type("?")
            _ = try list.wait(
                until: { $0.texts.contains("?stripes") || $0.texts.contains("stripes?") }, "typing in Zebra")
            app.send(SIGTERM)
            let stored = try NoteStore(directory: notes)
            let after = try XCTUnwrap(try stored.note(id: groceries.id), file: file, line: line)
            XCTAssertEqual(
                after.body, "Milk", "the letters typed on the row went into the note", file: file, line: line)
            XCTAssertEqual(after.updated, groceries.updated, "the note was saved again", file: file, line: line)
            XCTAssertTrue(
                ["stripes?", "?stripes"].contains(try stored.note(id: zebra.id)?.body),
                "the key typed into Zebra's text",
                file: file, line: line)
        }
    }
}
