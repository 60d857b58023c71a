// Huge notes: the window is drawn at once, the body fills in complete, nothing typed meanwhile
// lands in half a note, and quitting does not rewrite (or wait for) what did not change.
import CGtk
import CXTest
import Foundation
import GtkBinding
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import SampleText
import TestSupport
import XCTest

@testable import NoteEntryApp

final class HugeNoteTests: MainActorTestCase {
    // MARK: In the window (in-process)

    /// A body of several pieces fills in: meanwhile neither field is editable and the editor's
    /// text (what a save would take) is already all of it; then the buffer holds it byte for
    /// byte, the note is editable, and loading left nothing to undo.
    func testALongBodyFillsInCompleteAndCannotBeEditedUntilThen() async throws {
        let body = SampleProse.lines(bytes: 6 * LongTextFill.pieceBytes + 12_345)
        let (window, notes) = try OpenWindow.over([(title: "Long", body: body), (title: "Short", body: "A line.")])
        defer { window.close() }
        window.main.session.open(notes[0].id)
        // The first piece is in at once; the others come from the main loop.
        XCTAssertTrue(window.editor.isFilling)
        XCTAssertFalse(window.editor.isEditable, "a half-filled note must not be editable")
        XCTAssertEqual(gtk_text_view_get_editable(window.editor.body.textView), 0)
        XCTAssertEqual(window.editor.title, "Long")
        XCTAssertTrue(window.editor.text.utf8.elementsEqual(body.utf8), "a save would take the whole body")
        let buffer = gtk_text_view_get_buffer(window.editor.body.textView)!
        XCTAssertGreaterThan(gtk_text_buffer_get_char_count(buffer), 0, "the beginning is shown at once")
        MainLoop.wait(until: { !window.editor.isFilling }, timeout: 20, "the body to fill in")
        XCTAssertTrue(
            TextBufferContent.text(of: buffer).utf8.elementsEqual(body.utf8), "the body must be complete, byte for byte"
        )
        XCTAssertTrue(window.editor.isEditable)
        XCTAssertNotEqual(gtk_text_view_get_editable(window.editor.body.textView), 0)
        XCTAssertFalse(window.editor.body.canUndo, "loading a note is not an edit to undo")
        XCTAssertFalse(window.main.session.saving.hasUnsavedChanges)
    }

    /// Opening another note while a long body fills in stops the fill: the other note is shown
    /// exactly, and no piece of the long one arrives after it.
    func testOpeningAnotherNoteWhileALongBodyFillsInShowsOnlyTheOther() async throws {
        let body = SampleProse.lines(bytes: 6 * LongTextFill.pieceBytes)
        let (window, notes) = try OpenWindow.over([(title: "Long", body: body), (title: "Short", body: "Just a line.")])
        defer { window.close() }
        window.main.session.open(notes[0].id)
        XCTAssertTrue(window.editor.isFilling)
        window.main.session.open(notes[1].id)
        XCTAssertFalse(window.editor.isFilling)
        MainLoop.drain()
        XCTAssertEqual(
            TextBufferContent.text(of: gtk_text_view_get_buffer(window.editor.body.textView)), "Just a line.")
        XCTAssertEqual(window.editor.title, "Short")
        XCTAssertTrue(window.editor.isEditable)
        XCTAssertTrue(
            try XCTUnwrap(window.saved(notes[0].id)).body.utf8.elementsEqual(body.utf8),
            "the long note is kept as it was")
    }

    /// The pieces put together are the text byte for byte, none ends inside a character, and
    /// they end after a line break where there is one.
    func testPiecesAreTheTextByteForByteAndNeverSplitACharacter() async {
        let texts = [
            SampleProse.lines(bytes: 20_000),
            String(repeating: "日本語の文章", count: 2_000),  // no line break, 3-byte characters
            String(repeating: "👩‍👩‍👧‍👦", count: 1_000),  // 4-byte scalars and joiners
            "a", "",
        ]
        for text in texts {
            let hasLineBreaks = text.contains("\n")
            for size in [1, 2, 7, 4_096, 16_384] {
                var copy = text
                copy.withUTF8 { bytes in
                    var start = 0
                    var joined: [UInt8] = []
                    while start < bytes.count {
                        let end = LongTextFill.pieceEnd(in: bytes, from: start, size: size)
                        XCTAssertGreaterThan(end, start)
                        XCTAssertTrue(
                            end == bytes.count || bytes[end] & 0xC0 != 0x80, "a piece ends inside a character")
                        if hasLineBreaks, size >= 4_096, end < bytes.count {
                            XCTAssertEqual(bytes[end - 1], UInt8(ascii: "\n"), "a piece should end after a line break")
                        }
                        joined += bytes[start..<end]
                        start = end
                    }
                    XCTAssertEqual(joined, Array(bytes))
                }
            }
        }
    }

    // MARK: The real app

    /// A 20 MB note, quit unchanged with SIGTERM: exits with status 0 and the note is not
    /// written again (same body, same time of last change).
    func testATwentyMegabyteNoteIsNotRewrittenWhenQuitUnchanged() async throws {
        try withTwentyMegabyteNote { app, reopen, before in
            XCTAssertTrue(app.quit(with: SIGTERM, timeout: 30), "note-entry did not exit after SIGTERM")
            XCTAssertEqual(app.process.terminationStatus, 0)
            let after = try XCTUnwrap(try reopen().note(id: before.id))
            XCTAssertEqual(after.revision, before.revision, "an unchanged note must not be saved again")
            XCTAssertEqual(after.updated, before.updated)
            XCTAssertTrue(after.body.utf8.elementsEqual(before.body.utf8))
        }
    }

    /// Keys typed from the first frame on, while the 20 MB body may still be filling in, then
    /// more after the app is ready, then SIGTERM: the saved body is the whole note byte for
    /// byte, followed by what was typed (keys that came while it filled in are refused, never
    /// put into half a note), and the keys typed once it was ready are all there.
    func testTypingWhileATwentyMegabyteNoteFillsInNeverCutsIt() async throws {
        try withTwentyMegabyteNote(waitingFor: CommandLineOptions.firstFrameLine) { app, reopen, note in
            let x = try XClient()
            defer { x.close() }
            let window = try x.window(ofProcess: app.process.processIdentifier)
            x.clickInNoteBody(of: window)
            x.type("early")
            if let failure = app.waitForLine(CommandLineOptions.readyLine, timeout: 30) { return XCTFail(failure) }
            x.clickInNoteBody(of: window)
            x.type(" late")
            // SIGTERM handles keys already queued first; the last key has reached the X server.
            XCTAssertTrue(app.quit(with: SIGTERM, timeout: 30), "note-entry did not exit after SIGTERM")
            XCTAssertEqual(app.process.terminationStatus, 0)
            let saved = try XCTUnwrap(try reopen().note(id: note.id)).body
            XCTAssertTrue(saved.utf8.starts(with: note.body.utf8), "the saved body must begin with the whole note")
            let typed = String(decoding: saved.utf8.dropFirst(note.body.utf8.count), as: UTF8.self)
            XCTAssertTrue(
                typed.hasSuffix(" late"), "keys typed once the note was ready are missing: \(typed.debugDescription)")
            XCTAssertTrue(
                "early".hasSuffix(typed.dropLast(" late".count)), "unexpected text typed: \(typed.debugDescription)")
        }
    }

    /// Runs `test` with note-entry started over a new folder whose one note has a 20 MB body,
    /// once it printed `line` (with the first-frame report asked for), with a way to open the
    /// folder's store again and the note as stored before; stops the app and cleans up after.
    private func withTwentyMegabyteNote(
        waitingFor line: String = CommandLineOptions.readyLine,
        _ test: @MainActor (RunningApp, () throws -> NoteStore, Note) throws -> Void
    ) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let note = try NoteStore(directory: notes).createNote(
            title: "Huge", body: SampleProse.lines(bytes: 20 * 1_048_576))
        let app = try RunningApp(
            notes: notes, folder: folder, timeout: 30,
            environment: [CommandLineOptions.firstFrameReportVariable: "1"], waitingFor: line)
        defer { app.stop() }
        try test(app, { try NoteStore(directory: notes) }, note)
    }
}
