// Issue 39, item 5: a note keeps the text it had when an editing session began, the first change
// after the app started or after switching to the note, however short the pause before it. The
// real note-entry and real keys (XTest); the versions read from the database after it quit.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class VersionAtSessionStartTests: MainActorTestCase {
    /// A note written a moment ago, replaced at the next start (Ctrl+A, then typing): its first
    /// text is a version. No version was kept (the last change was less than 10 minutes old), so
    /// the history said "No earlier versions of this note".
    func testReplacingANoteRightAfterStartKeepsItsFirstText() async throws {
        var planted: Note?
        try RunningApp.withAccessibilityBridge(planting: { store in
            planted = try store.createNote(title: "Plan", body: "first text")
        }) { app, _, x, _, notes in
            x.press(keysym: KeySym(XK_a), modifiers: [KeySym(XK_Control_L)])
            x.type("replaced")
            app.send(SIGTERM)
            let store = try NoteStore(directory: notes)
            let id = try XCTUnwrap(planted?.id)
            XCTAssertEqual(try store.note(id: id)?.body, "replaced")
            XCTAssertEqual(try store.versions(ofNote: id).map(\.body), ["first text"])
        }
    }

    /// Typing in Plan, going to Other and back (Escape, Down, Up, Return), then typing again: each
    /// of the two sessions leaves the text it began with; Other, only looked at, keeps none.
    func testSwitchingBackToANoteBeginsAnotherSession() async throws {
        var planted: [Note] = []
        try RunningApp.withAccessibilityBridge(planting: { store in
            planted = [
                try store.createNote(title: "Other", body: "other"), try store.createNote(title: "Plan", body: "first"),
            ]
        }) { app, bus, x, window, notes in
            x.clickInNoteBody(of: window)
            x.type(" one")
            x.press(keysym: KeySym(XK_Escape), modifiers: [])
            x.press(keysym: KeySym(XK_Down), modifiers: [])
            _ = try AccessibleList(bus: bus).wait(until: { $0.texts.contains("other") }, "Down to open Other")
            x.press(keysym: KeySym(XK_Up), modifiers: [])
            _ = try AccessibleList(bus: bus).wait(until: { $0.texts.contains("first one") }, "Up to open Plan again")
            x.press(keysym: KeySym(XK_Return), modifiers: [])
            x.press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
            x.type(" two")
            app.send(SIGTERM)
            let store = try NoteStore(directory: notes)
            XCTAssertEqual(try store.note(id: planted[1].id)?.body, "first one two")
            XCTAssertEqual(try store.versions(ofNote: planted[1].id).map(\.body), ["first one", "first"])
            XCTAssertEqual(try store.versions(ofNote: planted[0].id), [])
        }
    }

    /// Runs the real app over a note "Plan" with the text "first text", types `typed` at its end
    /// and waits for that to be saved (half a second after the last key); then `edit` drives it
    /// (within the same editing session), the app is ended, and `check` reads the note's text and
    /// versions, newest first.
    private static func afterTypingOn(
        _ typed: String, then edit: @MainActor (XClient) -> Void,
        check: (_ body: String?, _ versions: [String]) -> Void
    ) throws {
        var planted: Note?
        try RunningApp.withAccessibilityBridge(planting: { store in
            planted = try store.createNote(title: "Plan", body: "first text")
        }) { app, _, x, window, notes in
            let id = try XCTUnwrap(planted?.id)
            x.clickInNoteBody(of: window)
            x.press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
            x.type(typed)
            XCTAssertTrue(
                MainLoop.waitOutcome(
                    until: { (try? NoteStore(directory: notes).note(id: id)?.body) == "first text" + typed },
                    timeout: 10, "the first edit to be saved"
                ).isMet)
            edit(x)
            app.send(SIGTERM)
            let store = try NoteStore(directory: notes)
            check(try store.note(id: id)?.body, try store.versions(ofNote: id).map(\.body))
        }
    }

    /// Within one editing session, a moment after the first edit: all of the text replaced
    /// (Ctrl+A, then typing). The text it replaced was lost, a version being kept only after a
    /// 10-minute pause; a wholesale replacement keeps it at once.
    func testReplacingAllOfTheTextKeepsItAtOnce() async throws {
        try Self.afterTypingOn(
            ", then a second sentence",
            then: { x in
                x.press(keysym: KeySym(XK_a), modifiers: [KeySym(XK_Control_L)])
                x.type("replaced")
            },
            check: { body, versions in
                XCTAssertEqual(body, "replaced")
                XCTAssertEqual(versions, ["first text, then a second sentence", "first text"])
            })
    }

    /// Ordinary edits within a session keep no version between them: typing at the end, then
    /// correcting the first letter.
    func testEditingPartsOfTheTextKeepsNoVersionBeforeThePause() async throws {
        try Self.afterTypingOn(
            " and more",
            then: { x in
                x.press(keysym: KeySym(XK_Home), modifiers: [KeySym(XK_Control_L)])
                x.press(keysym: KeySym(XK_Delete), modifiers: [])
                x.type("F")
            },
            check: { body, versions in
                XCTAssertEqual(body, "First text and more")
                XCTAssertEqual(versions, ["first text"])
            })
    }
}
