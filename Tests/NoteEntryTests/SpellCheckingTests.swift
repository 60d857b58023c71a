// Misspelled words in the note's body are underlined in red; correct words and the hint are not.
import CGspell
import CGtk
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class SpellCheckingTests: MainActorTestCase {
    /// Whether a pixel is of gspell's red wavy underline (thin and smoothed: about (224, 102, 102)
    /// on white, never grey like the text's own smoothing).
    private static func isUnderline(_ pixel: RGBA) -> Bool {
        isUnderline((Int(pixel.red), Int(pixel.green), Int(pixel.blue)))
    }

    private static func isUnderline(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
        pixel.red > 120 && pixel.red - pixel.green > 60 && pixel.red - pixel.blue > 60
    }

    /// Red pixels of gspell's wavy underline in `picture`.
    private static func underlinePixels(_ picture: Snapshot) -> Int {
        picture.count(where: isUnderline)
    }

    /// The picture of `textView` once gspell's red underline shows in it (up to 5 s), saved with
    /// `label`; the test fails, naming `what`, when it does not show.
    private static func waitForUnderline(
        in textView: UnsafeMutablePointer<GtkWidget>, _ what: String, saving label: String, testName: String,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Snapshot {
        var picture: Snapshot?
        let outcome = MainLoop.waitOutcome(
            until: {
                MainLoop.waitForPaintedFrame(of: textView)
                picture = try? Snapshot(of: textView)
                return picture.map(underlinePixels) ?? 0 > 10
            }, timeout: 5, what)
        _ = try? picture?.save(label: label, testName: testName)
        if let message = outcome.failureMessage { XCTFail(message, file: file, line: line) }
        return picture ?? Snapshot(width: 0, height: 0, rgbaBytes: [])
    }

    func testAMisspelledWordIsUnderlinedAndACorrectOneIsNot() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Spelling", body: "") }
        defer {
            window.close()
            // The next style change of the screen (an app's CSS) touches nothing of the closed window.
            XCTAssertEqual(ScreenStyleChange.complaints(), [], "GTK complained after the window was gone")
        }
        let textView: UnsafeMutablePointer<GtkWidget> = window.editor.body.textView.cast()
        window.editor.focusBody()
        RealInput.type("The weather is lovely")
        MainLoop.wait(until: { window.editor.text == "The weather is lovely" }, "the typing to arrive")
        // Turned on once the body has text (the dictionary loads then, in the background).
        MainLoop.wait(until: { SpellChecking.isEnabled(on: window.editor.body.textView) }, "spell checking to start")
        MainLoop.waitForPaintedFrame(of: textView)
        let correct = try Snapshot(of: textView)
        XCTAssertEqual(Self.underlinePixels(correct), 0, "correct words must not be underlined")

        // gspell leaves the word being typed alone until the cursor leaves it.
        RealInput.type(" todya ")
        MainLoop.wait(until: { window.editor.text.hasSuffix("todya ") }, "the typing to arrive")
        let misspelled = Self.waitForUnderline(
            in: textView, "red underline under the misspelled word", saving: "misspelled", testName: name)
        // The underline lies under the last word only: right of the correct words.
        let box = try XCTUnwrap(misspelled.boundingBox(where: Self.isUnderline))
        let words = try XCTUnwrap(correct.boundingBox(where: \.isDark))
        XCTAssertGreaterThan(box.x, words.x + words.width - 2, "the underline starts after the correct words")

        // All of it deleted, the hint shows with checking on: nothing underlined (the hint is not
        // text, so it is never checked).
        RealInput.press("Ctrl+A")
        RealInput.press("BackSpace")
        MainLoop.wait(until: { window.editor.text.isEmpty }, "the deletion to arrive")
        MainLoop.waitForPaintedFrame(of: textView)
        XCTAssertEqual(Self.underlinePixels(try Snapshot(of: textView)), 0, "the hint must not be checked")
    }

    /// Issue 39, item 10: the English dictionary underlined correct Japanese red (every run of
    /// kana and kanji is a "word" it does not know). Only words in a script the dictionary's
    /// language is written in are checked: the Japanese is left alone, an English misspelling
    /// beside it is still underlined, and so is one typed afterwards.
    func testOnlyWordsInTheDictionarysScriptAreChecked() async throws {
        let window = try OpenWindow {
            try $0.createNote(title: "日記", body: "今日は日本語の勉強をした。カタカナもひらがなも。\n")
        }
        defer { window.close() }
        let body = window.editor.body
        let textView: UnsafeMutablePointer<GtkWidget> = body.textView.cast()
        // The checker is made in the background after the first frame.
        MainLoop.wait(until: { SpellChecking.isEnabled(on: body.textView) }, "spell checking to start")
        let checker = try XCTUnwrap(
            gspell_text_buffer_get_spell_checker(
                gspell_text_buffer_get_from_gtk_text_buffer(gtk_text_view_get_buffer(body.textView))),
            "no spell checker: is hunspell-en-us installed?")
        let language = gspell_checker_get_language(checker).map { String(cString: gspell_language_get_code($0)) }
        XCTAssertEqual(
            language?.hasPrefix("en"), true, "the test wants an English dictionary, not \(language ?? "none")")
        MainLoop.waitForPaintedFrame(of: textView)
        let japanese = try Snapshot(of: textView)
        _ = try? japanese.save(label: "japanese", testName: name)
        XCTAssertEqual(Self.underlinePixels(japanese), 0, "correct Japanese is underlined as misspelled English")
        window.editor.focusBody()
        RealInput.press("Ctrl+End")
        RealInput.type("todya ")
        MainLoop.wait(until: { window.editor.text.hasSuffix("todya ") }, "the typing to arrive")
        let typed = Self.waitForUnderline(
            in: textView, "red underline under the misspelled English word", saving: "english", testName: name)
        // The underline is under the new word's line, the second, not under the Japanese.
        let underline = try XCTUnwrap(typed.boundingBox(where: Self.isUnderline))
        var secondLine = GtkTextIter()
        gtk_text_buffer_get_iter_at_line(gtk_text_view_get_buffer(body.textView), &secondLine, 1)
        var location = GdkRectangle()
        gtk_text_view_get_iter_location(body.textView, &secondLine, &location)
        var top: Int32 = 0
        gtk_text_view_buffer_to_window_coords(body.textView, GTK_TEXT_WINDOW_WIDGET, 0, location.y, nil, &top)
        XCTAssertGreaterThanOrEqual(underline.y, Int(top), "the underline is under the Japanese, not the new word")
    }

    /// Issue 42: Markdown code and web addresses are not words to check. A misspelling inside
    /// backticks or an address is not underlined; the same misspelling typed after them is; and
    /// text made code by a backtick typed later loses its underline.
    func testCodeAndWebAddressesAreNotSpellChecked() async throws {
        let window = try OpenWindow {
            try $0.createNote(title: "Links", body: "run `teh qwrtz` at https://exmaple.org/qwrtz_teh\n")
        }
        defer { window.close() }
        let body = window.editor.body
        let textView: UnsafeMutablePointer<GtkWidget> = body.textView.cast()
        MainLoop.wait(until: { SpellChecking.isEnabled(on: body.textView) }, "spell checking to start")
        MainLoop.waitForPaintedFrame(of: textView)
        let planted = try Snapshot(of: textView)
        _ = try? planted.save(label: "code-and-address", testName: name)
        XCTAssertEqual(Self.underlinePixels(planted), 0, "code or an address is underlined as misspelled")
        window.editor.focusBody()
        RealInput.press("Ctrl+End")
        RealInput.type("qwrtz ")
        MainLoop.wait(until: { window.editor.text.hasSuffix("qwrtz ") }, "the typing to arrive")
        _ = Self.waitForUnderline(
            in: textView, "red underline under the misspelling typed as a word", saving: "word", testName: name)
        // Backticks around it make it code: the underline goes.
        RealInput.press("Ctrl+End")
        RealInput.press("BackSpace")
        RealInput.type("`")
        RealInput.press("Home")
        RealInput.type("`")
        MainLoop.wait(until: { window.editor.text.hasSuffix("`qwrtz`") }, "the backticks to arrive")
        let outcome = MainLoop.waitOutcome(
            until: {
                MainLoop.waitForPaintedFrame(of: textView)
                return (try? Snapshot(of: textView)).map(Self.underlinePixels) == 0
            }, timeout: 5, "the underline to go once the word is code")
        if let failure = outcome.failureMessage {
            _ = try? Snapshot(of: textView).save(label: "made-code", testName: name)
            XCTFail(failure)
        }
    }

    /// English typed on a line of Japanese leaves the Japanese unchecked: the line's Markdown
    /// styling, redone at each edit, and the spelling's script rule share one tag.
    func testEnglishTypedOnALineOfJapaneseLeavesTheJapaneseUnchecked() async throws {
        let window = try OpenWindow { try $0.createNote(title: "日記", body: "今日は日本語の**勉強**をした。") }
        defer { window.close() }
        let body = window.editor.body
        let textView: UnsafeMutablePointer<GtkWidget> = body.textView.cast()
        MainLoop.wait(until: { SpellChecking.isEnabled(on: body.textView) }, "spell checking to start")
        window.editor.focusBody()
        RealInput.press("Ctrl+End")
        RealInput.type(" OK, today ")
        MainLoop.wait(until: { window.editor.text.hasSuffix("today ") }, "the typing to arrive")
        // Let the restyling and the checker's idles run, then look.
        MainLoop.wait(until: { window.editor.markdown.isUpToDate }, "the restyling")
        MainLoop.waitForPaintedFrame(of: textView)
        MainLoop.waitForPaintedFrame(of: textView)
        let picture = try Snapshot(of: textView)
        _ = try? picture.save(label: "mixed-line", testName: name)
        XCTAssertEqual(Self.underlinePixels(picture), 0, "the Japanese (or correct English) is underlined")
    }

    /// Two windows' editors one after the other, each typed into at once: the first word, typed
    /// before the editor's dictionary has loaded (it loads once the body has text), is misspelled
    /// and gets underlined in both, and neither complains.
    func testInTwoEditorsInTurnTheFirstWordTypedMisspelledIsUnderlined() async throws {
        for round in 1...2 {
            let window = try OpenWindow { try $0.createNote(title: "Spelling \(round)", body: "") }
            defer { window.close() }
            XCTAssertFalse(
                SpellChecking.isEnabled(on: window.editor.body.textView),
                "an empty body has nothing to check yet (editor \(round))")
            let textView: UnsafeMutablePointer<GtkWidget> = window.editor.body.textView.cast()
            window.editor.focusBody()
            RealInput.type("Todya lovely ")
            MainLoop.wait(until: { window.editor.text == "Todya lovely " }, "the typing to arrive (editor \(round))")
            let outcome = MainLoop.waitOutcome(
                until: {
                    MainLoop.waitForPaintedFrame(of: textView)
                    return ((try? Snapshot(of: textView)).map(Self.underlinePixels) ?? 0) > 10
                }, timeout: 5, "red underline under the first, misspelled word (editor \(round))")
            if let message = outcome.failureMessage { XCTFail(message) }
        }
        XCTAssertEqual(ScreenStyleChange.complaints(), [], "GTK complained after the windows were gone")
    }

    /// The real app over an empty notebook: at rest (the 3 s after its window is ready that the
    /// memory benchmark waits) it has not read the spelling dictionary, whose tables are megabytes
    /// of private memory; the first word typed reads it, and that word, misspelled, is
    /// underlined. Seen from outside the app: inotify on a copy of the dictionary that enchant is
    /// pointed at.
    func testTheEmptyWindowReadsTheDictionaryOnlyOnceAWordIsTyped() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let enchant = folder.file("enchant")
        let hunspell = enchant.appendingPathComponent("hunspell")
        try FileManager.default.createDirectory(at: hunspell, withIntermediateDirectories: true)
        for file in ["en_US.aff", "en_US.dic"] {
            let installed = "/usr/share/hunspell/" + file
            guard FileManager.default.fileExists(atPath: installed) else {
                throw TestPrecondition.missing("\(installed) (the hunspell-en-us package)")
            }
            try FileManager.default.copyItem(atPath: installed, toPath: hunspell.appendingPathComponent(file).path)
        }
        let dictionary = try FileOpenWatch(hunspell.appendingPathComponent("en_US.dic").path)
        let client = try XClient()
        defer { client.close() }
        // LANGUAGE makes en_US gspell's choice whatever the test's locale.
        let app = try RunningApp(
            notes: folder.file("notes"), folder: folder,
            environment: ["ENCHANT_CONFIG_DIR": enchant.path, "LANGUAGE": "en_US"])
        defer { app.stop() }
        let atRest = MainLoop.waitOutcome(until: { dictionary.wasOpened }, timeout: 3, "the dictionary to be read")
        XCTAssertFalse(atRest.isMet, "the empty window at rest must not read the spelling dictionary")

        let window = try client.window(ofProcess: app.process.processIdentifier)
        let before = WindowPixels(window, client: client).count(where: Self.isUnderline)
        RealInput.type("Todya ")
        MainLoop.wait(until: { dictionary.wasOpened }, "the first word typed to read the dictionary")
        _ = try WindowPixels.wait(for: window, client: client, "red underline under the first, misspelled word") {
            $0.count(where: Self.isUnderline) > before + 10
        }
    }

    /// A note whose newest version holds a line of 2,000 characters without a break opportunity,
    /// opened in the window: the body wraps that paragraph between characters from the start, so
    /// when spell checking starts after the first frame it must start paused (gspell would check
    /// the whole paragraph: seconds to minutes on a megabyte line). Once the line is deleted,
    /// checking resumes and the misspelled word left is underlined.
    func testSpellCheckingStartsPausedOverALongUnbrokenLineAndResumesWhenItIsGone() async throws {
        let prose = "Lovely todya weather"
        let run = String(repeating: "QWxhZGRpbjpvcGVu", count: 125)
        let window = try OpenWindow { try $0.createNote(title: "Long line", body: prose + "\n" + run) }
        defer { window.close() }
        let body = window.editor.body
        XCTAssertTrue(body.isCharacterWrapping, "the 2,000-character run must be wrapped between characters")
        // `SpellChecking.enable` ran (after the first frame) once the language menu is on.
        let spelling = try XCTUnwrap(gspell_text_view_get_from_gtk_text_view(body.textView))
        MainLoop.wait(
            until: { gspell_text_view_get_enable_language_menu(spelling) != 0 }, "spell checking to be set up")
        XCTAssertFalse(
            SpellChecking.isEnabled(on: body.textView),
            "spell checking must start paused while a paragraph is wrapped between characters")
        let textView: UnsafeMutablePointer<GtkWidget> = body.textView.cast()
        MainLoop.waitForPaintedFrame(of: textView)
        XCTAssertEqual(
            Self.underlinePixels(try Snapshot(of: textView)), 0, "nothing is underlined while checking is paused")

        // Delete the long line (from the end of the prose on): no paragraph has a long run any more.
        let buffer = gtk_text_view_get_buffer(body.textView)
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(prose.count))
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_delete(buffer, &start, &end)
        XCTAssertEqual(window.editor.text, prose)
        XCTAssertFalse(body.isCharacterWrapping, "the long run is gone")
        MainLoop.wait(until: { SpellChecking.isEnabled(on: body.textView) }, "spell checking to resume")
        var picture: Snapshot?
        let outcome = MainLoop.waitOutcome(
            until: {
                MainLoop.waitForPaintedFrame(of: textView)
                picture = try? Snapshot(of: textView)
                return (picture.map(Self.underlinePixels) ?? 0) > 10
            }, timeout: 5, "red underline under the misspelled word")
        if let message = outcome.failureMessage {
            _ = try? picture?.save(label: "resumed", testName: name)
            XCTFail(message)
        }
    }
}
