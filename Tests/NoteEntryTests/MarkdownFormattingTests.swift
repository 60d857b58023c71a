// Issue 42, item 1: formatting that stays plain text. The real note-entry, real keys (XTest):
// Markdown typed into a note shows formatted (read over AT-SPI, as a screen reader reads the
// styling), lists continue on Return and end on an empty item, Ctrl+B formats a selection and
// one Ctrl+Z takes it back, and the note is stored exactly as typed.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class MarkdownFormattingTests: MainActorTestCase {
    func testMarkdownTypedIntoANoteShowsFormattedAndIsStoredAsTyped() async throws {
        let typed = "Buy **milk** and *eggs* ~~now~~ `x_y` see https://gnome.org/a_b"
        try Self.withNoteBeingTyped { app, bus, x, body in
            x.type(typed)
            let read = try AccessibleTextRuns.wait(
                text: typed, bus: bus, until: { $0.value(of: "weight", throughout: "milk") == "700" },
                "\"milk\" between ** to be bold")
            XCTAssertEqual(read.value(of: "weight", throughout: "Buy "), nil, "plain text stays plain: \(read.runs)")
            // Checked character by character: a spelling underline may split a run.
            XCTAssertEqual(read.value(of: "style", throughout: "eggs"), "italic", "\(read.runs)")
            XCTAssertEqual(read.value(of: "strikethrough", throughout: "now"), "true", "\(read.runs)")
            XCTAssertEqual(read.value(of: "family-name", throughout: "x_y"), "monospace", "\(read.runs)")
            XCTAssertEqual(read.value(of: "underline", throughout: "https://gnome.org/a_b"), "single", "\(read.runs)")
            // The markup characters are drawn in a dimmer colour than the text, never hidden.
            let markupColour = try XCTUnwrap(read.runs.first { $0.text.hasPrefix("**") }?.attributes["fg-color"])
            XCTAssertNotEqual(markupColour, read.attributes(of: "Buy ")?["fg-color"], "\(read.runs)")
            XCTAssertEqual(try body(app), typed, "the note keeps its Markdown exactly as typed")
        }
    }

    func testHeadingsAreLargerByLevel() async throws {
        try Self.withNoteBeingTyped { _, bus, x, _ in
            x.type("## Groceries\n### Dairy\nmilk")
            let read = try AccessibleTextRuns.wait(
                text: "## Groceries\n### Dairy\nmilk", bus: bus,
                until: {
                    $0.attributes(of: "Groceries\n")?["weight"] == "700"
                        || $0.attributes(of: "Groceries")?["weight"] == "700"
                },
                "the level-2 heading to be bold")
            let heading = try XCTUnwrap(read.runs.first { $0.text.hasPrefix("Groceries") }, "\(read.runs)")
            XCTAssertGreaterThan(Double(heading.attributes["scale"] ?? "1") ?? 1, 1.1, "\(read.runs)")
            XCTAssertEqual(
                read.attributes(of: "milk")?["weight"], nil, "the line after a heading is plain: \(read.runs)")
        }
    }

    func testReturnContinuesAListAndAnEmptyItemEndsIt() async throws {
        try Self.withNoteBeingTyped { app, bus, x, body in
            x.type("- milk\neggs\n\nafter\n1. one\ntwo\n")
            let expected = "- milk\n- eggs\n\nafter\n1. one\n2. two\n3. "
            _ = try AccessibleTextRuns.wait(text: expected, bus: bus, until: { _ in true }, "the lists continued")
            XCTAssertEqual(try body(app), expected)
        }
    }

    func testControlBFormatsTheSelectionAndOneUndoTakesItBack() async throws {
        try Self.withNoteBeingTyped { app, bus, x, body in
            x.type("plain word")
            x.press(keysym: KeySym(XK_Left), modifiers: [KeySym(XK_Control_L), KeySym(XK_Shift_L)])
            x.press(keysym: KeySym(XK_b), modifiers: [KeySym(XK_Control_L)])
            let read = try AccessibleTextRuns.wait(
                text: "plain **word**", bus: bus, until: { $0.attributes(of: "word")?["weight"] == "700" },
                "Ctrl+B to make the selected word bold")
            XCTAssertEqual(read.attributes(of: "plain ")?["weight"], nil, "\(read.runs)")
            // Still selected: Ctrl+B again takes the bold away.
            x.press(keysym: KeySym(XK_b), modifiers: [KeySym(XK_Control_L)])
            _ = try AccessibleTextRuns.wait(
                text: "plain word", bus: bus, until: { _ in true }, "Ctrl+B again to unbold")
            x.press(keysym: KeySym(XK_z), modifiers: [KeySym(XK_Control_L)])
            _ = try AccessibleTextRuns.wait(
                text: "plain **word**", bus: bus, until: { $0.attributes(of: "word")?["weight"] == "700" },
                "one Ctrl+Z to bring the bold back")
            XCTAssertEqual(try body(app), "plain **word**")
        }
    }

    /// Runs `test` with note-entry open over the note "Formatting" (empty), its text clicked
    /// into, on a session bus with the accessibility bridge; `test` gets a function that quits the
    /// app (SIGTERM, which saves) and reads the note's body from the store.
    @MainActor
    private static func withNoteBeingTyped(
        _ test: @MainActor (RunningApp, SessionBus, XClient, (RunningApp) throws -> String) throws -> Void
    ) throws {
        var planted: Note?
        try RunningApp.withAccessibilityBridge(planting: { planted = try $0.createNote(title: "Formatting", body: "") })
        {
            app, bus, x, window, notes in
            x.clickInNoteBody(of: window)
            _ = try AccessibleTextRuns.wait(text: "", bus: bus, until: { _ in true }, "the empty note's text")
            let id = try XCTUnwrap(planted).id
            try test(app, bus, x) { app in
                app.send(SIGTERM)
                XCTAssertTrue(app.waitForExit(timeout: 10), "note-entry did not quit on SIGTERM")
                return try XCTUnwrap(try NoteStore(directory: notes).note(id: id)).body
            }
        }
    }
}

extension MarkdownFormattingTests {
    /// For those who do not know Markdown: the context menu (Shift+F10, keyboard only) has a
    /// Format submenu whose Bold item formats the selection.
    func testTheContextMenusFormatItemsFormatTheSelection() async throws {
        try Self.withNoteBeingTyped { app, bus, x, body in
            x.type("plain word")
            x.press(keysym: KeySym(XK_Left), modifiers: [KeySym(XK_Control_L), KeySym(XK_Shift_L)])
            x.press(keysym: KeySym(XK_F10), modifiers: [KeySym(XK_Shift_L)])
            // "Insert Emoji": the menu is open ("Format" alone is in the title "Formatting" too).
            _ = try AccessibleTexts.wait(bus: bus, for: ["Format", "Insert Emoji"])
            x.type("f")
            _ = try AccessibleTexts.wait(bus: bus, for: ["Bold", "Italic", "Strikethrough", "Code", "Link"])
            x.type("b")
            _ = try AccessibleTextRuns.wait(
                text: "plain **word**", bus: bus, until: { $0.attributes(of: "word")?["weight"] == "700" },
                "the menu's Bold to make the selected word bold")
            XCTAssertEqual(try body(app), "plain **word**")
        }
    }

    /// Return that commits an input method's composition inside a list item only commits it
    /// (GTK's own input method: Ctrl+Shift+U, a code point, Return); the next Return continues
    /// the list.
    func testReturnThatCommitsACompositionDoesNotContinueTheList() async throws {
        try Self.withNoteBeingTyped { app, bus, x, body in
            x.type("- a")
            x.press(keysym: KeySym(XK_u), modifiers: [KeySym(XK_Control_L), KeySym(XK_Shift_L)])
            x.type("3042")
            x.press(keysym: KeySym(XK_Return), modifiers: [])
            _ = try AccessibleTextRuns.wait(text: "- aあ", bus: bus, until: { _ in true }, "Return to commit あ")
            x.type("\nb")
            _ = try AccessibleTextRuns.wait(text: "- aあ\n- b", bus: bus, until: { _ in true }, "the list continued")
            XCTAssertEqual(try body(app), "- aあ\n- b")
        }
    }
}
