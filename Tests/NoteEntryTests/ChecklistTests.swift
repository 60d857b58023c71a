// Issue 42, item 2: checklists. `- [ ]` items of a note show a real check box over their `[ ]`:
// a click or Space on the item ticks it, the note stores `[x]`, one Ctrl+Z takes it back, and a
// screen reader finds a check box named by the item, checked or not. The real note-entry, real
// clicks and keys (XTest), read over AT-SPI.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class ChecklistTests: MainActorTestCase {
    private static let body = "Groceries:\n- [ ] milk\n- [x] eggs\nafter"

    func testAClickOnAnItemsBoxTicksItAndTheNoteStoresIt() async throws {
        try Self.withChecklist(body: Self.body) { app, bus, x, stored in
            let shown = try AccessibleTexts.wait(bus: bus, for: ["milk", "eggs"])
            let milk = try XCTUnwrap(
                shown.nodes.first { $0.role == "check box" && $0.text == "milk" }, "\(shown.nodes)")
            XCTAssertNotNil(
                shown.nodes.first { $0.role == "checked check box" && $0.text == "eggs" }, "\(shown.nodes)")
            // The box covers the item's "[ ]".
            let bracket = try AccessibleTextRuns.characterBox(offset: Self.offset(of: "[ ] milk"), bus: bus)
            XCTAssertTrue(
                milk.x <= bracket.x && bracket.x < milk.x + milk.width && milk.y <= bracket.y + bracket.height / 2
                    && bracket.y + bracket.height / 2 < milk.y + milk.height,
                "the box \(milk) is not over its [ ] \(bracket)")
            x.click(milk)
            _ = try AccessibleTextRuns.wait(
                text: "Groceries:\n- [x] milk\n- [x] eggs\nafter", bus: bus, until: { _ in true },
                "the click to tick milk")
            _ = try AccessibleTexts.wait(bus: bus, for: ["milk"])
            MainLoop.wait(
                until: {
                    (try? AccessibleTexts.wait(bus: bus, timeout: 2, for: ["milk"]).nodes.contains {
                        $0.role == "checked check box" && $0.text == "milk"
                    }) ?? false
                }, "the screen reader's milk box to read checked")
            XCTAssertEqual(try stored(app), "Groceries:\n- [x] milk\n- [x] eggs\nafter")
        }
    }

    func testSpaceOnAnItemsBoxTicksItAndOneUndoTakesItBack() async throws {
        try Self.withChecklist(body: Self.body) { app, bus, x, stored in
            x.press(keysym: KeySym(XK_Home), modifiers: [KeySym(XK_Control_L)])
            for _ in 0..<Self.offset(of: "[x] eggs") { x.press(keysym: KeySym(XK_Right), modifiers: []) }
            x.type(" ")
            _ = try AccessibleTextRuns.wait(
                text: "Groceries:\n- [ ] milk\n- [ ] eggs\nafter", bus: bus, until: { _ in true },
                "Space to untick eggs")
            x.press(keysym: KeySym(XK_z), modifiers: [KeySym(XK_Control_L)])
            _ = try AccessibleTextRuns.wait(text: Self.body, bus: bus, until: { _ in true }, "Ctrl+Z to tick it again")
            // Elsewhere Space types a space.
            x.press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
            x.type(" ")
            _ = try AccessibleTextRuns.wait(text: Self.body + " ", bus: bus, until: { _ in true }, "a space typed")
            XCTAssertEqual(try stored(app), Self.body + " ")
        }
    }

    /// Scrolled far down a long note, the boxes are over their items still.
    func testBoxesFollowTheirItemsWhenTheNoteScrolls() async throws {
        let long = (1...60).map { "line \($0)" }.joined(separator: "\n") + "\n- [ ] last item"
        try Self.withChecklist(body: long) { _, bus, _, _ in
            var box: AccessibleTexts.Node?
            var bracket: (x: Int32, y: Int32, width: Int32, height: Int32)?
            let over = MainLoop.waitOutcome(
                until: {
                    box = try? AccessibleTexts.wait(bus: bus, timeout: 2, for: ["last item"]).nodes.first {
                        $0.role == "check box" && $0.text == "last item"
                    }
                    bracket = try? AccessibleTextRuns.characterBox(
                        offset: long.unicodeScalars.count - "[ ] last item".count, bus: bus)
                    guard let box, let bracket else { return false }
                    return box.x <= bracket.x && bracket.x < box.x + box.width
                        && box.y <= bracket.y + bracket.height / 2
                        && bracket.y + bracket.height / 2 < box.y + box.height
                }, timeout: 20, "the last item's box over its [ ] after scrolling")
            if let failure = over.failureMessage {
                XCTFail("\(failure): box \(String(describing: box)), [ ] \(String(describing: bracket))")
            }
        }
    }

    private static func offset(of text: String) -> Int {
        body.unicodeScalars.count - body[body.range(of: text)!.lowerBound...].unicodeScalars.count
    }

    /// Runs `test` with note-entry showing the note "Checklist" with `body`, clicked into (the
    /// cursor at its end), on a session bus with the accessibility bridge; `test` gets a function that quits the app (SIGTERM) and
    /// reads the note's body from the store.
    @MainActor
    private static func withChecklist(
        body: String, _ test: @MainActor (RunningApp, SessionBus, XClient, (RunningApp) throws -> String) throws -> Void
    ) throws {
        var planted: Note?
        try RunningApp.withAccessibilityBridge(planting: { planted = try $0.createNote(title: "Checklist", body: body) }
        ) {
            app, bus, x, window, notes in
            _ = try AccessibleTextRuns.wait(text: body, bus: bus, until: { _ in true }, "the checklist shown")
            // Into the text, the cursor at its end (Ctrl+End), as a person starts.
            x.clickInNoteBody(of: window)
            let id = try XCTUnwrap(planted).id
            try test(app, bus, x) { app in
                app.send(SIGTERM)
                XCTAssertTrue(app.waitForExit(timeout: 10), "note-entry did not quit on SIGTERM")
                return try XCTUnwrap(try NoteStore(directory: notes).note(id: id)).body
            }
        }
    }
}
