// Issue 42, item 3: `[[` completes links between notes from their titles. The real note-entry,
// real keys (XTest), the offered titles and the note text read over AT-SPI.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class NoteLinkCompletionTests: MainActorTestCase {
    /// `[[` and letters offer the titles that begin with them; Return writes the first as a
    /// whole link.
    func testTypingTwoBracketsAndLettersOffersTitlesAndReturnCompletesTheLink() async throws {
        try Self.withNote { bus, x in
            x.type("[[Sh")
            try Self.waitForOffered(["Shed plans", "Shopping"], bus: bus)
            x.press(keysym: KeySym(XK_Return), modifiers: [])
            _ = try AccessibleTextRuns.wait(text: "see [[Shed plans]]", bus: bus, until: { _ in true }, "the link")
        }
    }

    /// Down chooses the next title and Tab takes it; Escape dismisses the titles and leaves the
    /// text as typed, the cursor still in the body.
    func testArrowsChooseTabTakesAndEscapeDismisses() async throws {
        try Self.withNote { bus, x in
            x.type("[[Sh")
            try Self.waitForOffered(["Shed plans", "Shopping"], bus: bus)
            x.press(keysym: KeySym(XK_Down), modifiers: [])
            x.press(keysym: KeySym(XK_Tab), modifiers: [])
            _ = try AccessibleTextRuns.wait(text: "see [[Shopping]]", bus: bus, until: { _ in true }, "the link")
            x.type(" [[Sho")
            try Self.waitForOffered(["Shopping"], bus: bus)
            x.press(keysym: KeySym(XK_Escape), modifiers: [])
            try Self.waitForOffered([], bus: bus)
            x.type("p")
            _ = try AccessibleTextRuns.wait(
                text: "see [[Shopping]] [[Shop", bus: bus, until: { _ in true }, "Escape to leave the typing alone")
        }
    }

    /// Runs `test` with the cursor at the end of a note "see " among notes titled "Shopping" and
    /// "Shed plans".
    private static func withNote(_ test: @MainActor (SessionBus, XClient) throws -> Void) throws {
        try RunningApp.withNotesShown([("Shopping", "milk, eggs"), ("Shed plans", "wood"), ("Links", "see ")]) {
            _, bus, x, _, _ in
            x.press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
            try test(bus, x)
        }
    }

    /// Waits until the titles offered under the cursor (labels, not the list's cells) are `titles`.
    private static func waitForOffered(_ titles: [String], bus: SessionBus) throws {
        let all = ["Shopping", "Shed plans", "Links"]
        var seen: [String] = []
        let outcome = MainLoop.waitOutcome(
            until: {
                let nodes = (try? AccessibleTexts.wait(bus: bus, timeout: 1, for: []).nodes) ?? []
                seen = nodes.filter { $0.role == "label" && all.contains($0.text) }.map(\.text)
                return seen == titles
            }, timeout: 10, "the titles \(titles) offered")
        if let failure = outcome.failureMessage { throw TestPrecondition.notMet("\(failure); offered \(seen)") }
    }
}
