// Done, Ctrl+Enter and Escape end editing without losing the keys typed next; the bar shows as its
// policy says, in the user's language.
import CGtk
import Foundation
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class DoneAccessoryTests: MainActorTestCase {
    /// Focuses the view, types `text`, ends editing with `endAction`, and checks what a person sees.
    private func assertEndsEditing(
        typing text: String, _ endAction: @MainActor (PlaceholderFixture) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var delivered: [String] = []
        let fixture = try PlaceholderFixture(placeholder: "Hint") { $0.onDone = { delivered.append($0) } }
        defer { fixture.close() }
        fixture.focusTextView(file: file, line: line)
        if !text.isEmpty { fixture.type(text, file: file, line: line) }
        endAction(fixture)
        MainLoop.wait(until: { !delivered.isEmpty }, "onDone to be called", file: file, line: line)
        MainLoop.drain()
        XCTAssertEqual(delivered, [text], "onDone must fire once, with the text", file: file, line: line)
        XCTAssertEqual(fixture.view.isPlaceholderVisible, text.isEmpty, file: file, line: line)
        // Nothing else in the window takes the focus: the view's own frame holds it, and typing resumes.
        let focus = gtk_window_get_focus(fixture.window.window)
        XCTAssertNotNil(focus, "the window must keep a focused widget", file: file, line: line)
        XCTAssertTrue(
            focus == UnsafeMutablePointer<GtkWidget>(fixture.view.scrolledWindow.cast()),
            "the focus must wait in the view's frame", file: file, line: line)
        XCTAssertEqual(
            gtk_widget_is_visible(gtk_widget_get_parent(fixture.view.doneButton)), 0,
            "the Done bar hides with the editing",
            file: file, line: line)
        RealInput.type("xyz", file: file, line: line)
        MainLoop.wait(
            until: { fixture.view.text == text + "xyz" }, "\"xyz\" typed after Done to reach the text", file: file,
            line: line)
        XCTAssertTrue(gtk_widget_is_focus(fixture.textView) != 0, "typing resumes editing", file: file, line: line)
    }

    func testClickingDoneEndsEditingWithTheText() async throws {
        try assertEndsEditing(typing: "A note") { fixture in
            MainLoop.wait(
                until: { gtk_widget_get_mapped(fixture.view.doneButton) != 0 }, "the Done bar to appear with focus")
            RealInput.click(fixture.view.doneButton)
        }
    }

    func testClickingDoneOnAnEmptyViewBringsTheHintBack() async throws {
        try assertEndsEditing(typing: "") { fixture in
            MainLoop.wait(
                until: { gtk_widget_get_mapped(fixture.view.doneButton) != 0 }, "the Done bar to appear with focus")
            RealInput.click(fixture.view.doneButton)
        }
    }

    func testControlEnterEndsEditing() async throws {
        try assertEndsEditing(typing: "Typed") { _ in RealInput.press("Ctrl+Return") }
    }

    func testEscapeEndsEditing() async throws {
        try assertEndsEditing(typing: "Typed") { _ in RealInput.press("Escape") }
    }

    func testPlainEnterStillInsertsANewLine() async throws {
        var doneCount = 0
        let fixture = try PlaceholderFixture(placeholder: "Hint") { $0.onDone = { _ in doneCount += 1 } }
        defer { fixture.close() }
        fixture.focusTextView()
        fixture.type("a")
        RealInput.press("Return")
        MainLoop.wait(until: { fixture.view.text == "a\n" }, "Return to insert a line break")
        XCTAssertEqual(doneCount, 0)
    }

    func testWithKeysEndEditingOffEscapeAndControlEnterAreTheApps() async throws {
        var doneCount = 0
        var escapesHeard = 0
        let fixture = try PlaceholderFixture(placeholder: "Hint") { view in
            view.onDone = { _ in doneCount += 1 }
            view.keysEndEditing = false
        }
        defer { fixture.close() }
        let appsKeys = SignalConnection(fixture.textView, event: "key-press-event") { event in
            if event.pointee.key.keyval == guint(GDK_KEY_Escape) { escapesHeard += 1 }
            return false
        }
        defer { appsKeys.disconnect() }
        fixture.focusTextView()
        fixture.type("a")
        RealInput.press("Escape")
        RealInput.press("Ctrl+Return")
        MainLoop.wait(until: { fixture.view.text == "a\n" }, "Ctrl+Return to do what a bare text view does")
        XCTAssertEqual(escapesHeard, 1, "the app's own handler hears Escape")
        XCTAssertEqual(doneCount, 0, "neither key ends editing")
        XCTAssertNotEqual(gtk_widget_has_focus(fixture.textView), 0, "the focus stays in the text")
    }

    func testBarShowsWhileFocusedByDefaultAlwaysOrNever() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let bar = gtk_widget_get_parent(fixture.view.doneButton)!
        let barShown = { gtk_widget_is_visible(bar) != 0 }
        gtk_window_set_focus(fixture.window.window, nil)
        XCTAssertFalse(barShown(), "whileFocused: hidden without focus")
        fixture.focusTextView()
        XCTAssertTrue(barShown(), "whileFocused: shown with focus")
        fixture.view.doneButtonVisibility = .never
        XCTAssertFalse(barShown(), "never")
        fixture.view.doneButtonVisibility = .always
        gtk_window_set_focus(fixture.window.window, nil)
        XCTAssertTrue(barShown(), "always")
    }

    func testDoneIsReachableByKeyboardAndNamedForAccessibility() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint") { $0.doneButtonVisibility = .always }
        defer { fixture.close() }
        gtk_text_view_set_accepts_tab(fixture.view.textView, 0)
        fixture.focusTextView()
        RealInput.press("Tab")
        MainLoop.wait(until: { gtk_widget_has_focus(fixture.view.doneButton) != 0 }, "Tab to move focus to Done")
        XCTAssertEqual(AccessibleObject(of: fixture.view.doneButton).name, "Done")
        RealInput.press("space")
        let frame = UnsafeMutablePointer<GtkWidget>(fixture.view.scrolledWindow.cast())
        MainLoop.wait(until: { gtk_window_get_focus(fixture.window.window) == frame }, "space on Done to end editing")
    }

    func testAppCanSetItsOwnLabel() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint") { $0.doneLabel = "Save" }
        defer { fixture.close() }
        XCTAssertEqual(String(cString: gtk_button_get_label(fixture.view.doneButton.cast())), "Save")
        fixture.view.doneLabel = nil
        XCTAssertEqual(String(cString: gtk_button_get_label(fixture.view.doneButton.cast())), "Done")
    }

    func testDoneIsTranslatedIntoJapaneseAndTraditionalChinese() async throws {
        try TestDisplay.start()
        try TranslationCatalogues.prepare()
        // A fresh Debian has no ja/zh locales; C.UTF-8 plus LANGUAGE is what gettext honours.
        let saved = (ProcessInfo.processInfo.environment["LANG"], ProcessInfo.processInfo.environment["LANGUAGE"])
        defer {
            if let lang = saved.0 { setenv("LANG", lang, 1) } else { unsetenv("LANG") }
            if let language = saved.1 { setenv("LANGUAGE", language, 1) } else { unsetenv("LANGUAGE") }
            TranslationDomain.languageChanged()
        }
        setenv("LANG", "C.UTF-8", 1)
        for (language, expected) in [("ja", "完了"), ("zh_TW", "完成"), ("en", "Done")] {
            setenv("LANGUAGE", language, 1)
            TranslationDomain.languageChanged()
            let view = PlaceholderTextView(placeholder: "Hint")
            keepUnparented(view.widget)
            XCTAssertEqual(
                String(cString: gtk_button_get_label(view.doneButton.cast())), expected, "LANGUAGE=\(language)")
            destroyUnparented(view.widget)
        }
    }
}
