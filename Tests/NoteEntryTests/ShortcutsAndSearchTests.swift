// GNOME's keyboard conventions and search, through real keys (XTest) on a window of a real,
// registered GtkApplication (accelerators belong to the application).
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class ShortcutsAndSearchTests: MainActorTestCase {
    func testCtrlFSearchesAsYouTypeHighlightsAndEscapeRestoresTheList() async throws {
        let window = try OpenWindow(application: try TestApplication.shared()) { store in
            try store.createNote(title: "Groceries", body: "Milk and eggs")
            try store.createNote(title: "Café visit", body: "Crème brûlée")
            try store.createNote(title: "日記", body: "今日は日本語の勉強をした")
        }
        defer { window.close() }
        try window.waitForKeyboardFocus()
        RealInput.press("Ctrl+F")
        MainLoop.wait(until: { window.main.search.isOpen }, "Ctrl+F to open the search bar")
        RealInput.type("cafe")
        MainLoop.wait(
            until: { window.main.list.summaries.map(\.title) == ["Café visit"] }, timeout: 3,
            "the list to show only the match for an accented word typed without its accent")
        let cafe = try XCTUnwrap(window.main.list.summary(at: 0)?.id)
        XCTAssertEqual(window.main.list.rowText(of: cafe)?.titleMarkup, "<b>Café</b> visit")
        // The picture of a search in progress (docs/screenshot-search.png is the real app's).
        let windowWidget: UnsafeMutablePointer<GtkWidget> = window.main.window.cast()
        MainLoop.waitForPaintedFrame(of: windowWidget)
        _ = try Snapshot(of: windowWidget).save(label: "search", testName: name)
        RealInput.press("Escape")
        MainLoop.wait(
            until: { !window.main.search.isOpen && window.main.list.count == 3 }, timeout: 3,
            "Escape to close the search and bring every note back")
        XCTAssertEqual(
            window.main.list.rowText(of: cafe)?.titleMarkup, "Café visit", "no highlight once the search is over")
    }

    /// During a search the editor shows one of the results: the shown note while it matches,
    /// else the first match, the search entry keeping the keyboard; with no match at all the
    /// note stays (there is nothing else to show) and no row is selected.
    func testASearchNeverLeavesANoteThatIsNotAmongTheResultsInTheEditor() async throws {
        let (window, notes) = try OpenWindow.over(
            [
                ("Groceries", "Milk and eggs"), ("Holiday", "beach"), ("Monday plan", "work"),
                ("Newest", "nothing"),
            ], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        let entry: UnsafeMutablePointer<GtkWidget> = window.main.search.entry.cast()
        RealInput.press("Ctrl+F")
        MainLoop.wait(
            until: { window.main.search.isOpen && gtk_widget_has_focus(entry) != 0 }, "Ctrl+F to open the search bar")
        RealInput.type("milk")
        MainLoop.wait(
            until: { window.editor.title == "Groceries" }, timeout: 3,
            "the editor to show the only match, not \"Newest\"")
        XCTAssertEqual(window.main.list.selectedID, notes[0].id)
        XCTAssertNotEqual(gtk_widget_has_focus(entry), 0, "typing stays in the search entry")
        RealInput.press("Escape")
        MainLoop.wait(
            until: { !window.main.search.isOpen && window.main.list.count == 4 }, "Escape to end the search")
        XCTAssertEqual(window.editor.title, "Groceries", "the note found stays shown")

        // A shown note among the results stays, though it is not the first.
        window.main.session.open(notes[1].id)
        window.main.actions.activate("search")
        gtk_entry_set_text(window.main.search.entry.cast(to: GtkEntry.self), "day")
        MainLoop.wait(
            until: { window.main.list.summaries.map(\.title) == ["Monday plan", "Holiday"] }, timeout: 3, "two matches")
        XCTAssertEqual(window.editor.title, "Holiday")
        XCTAssertEqual(window.main.list.selectedID, notes[1].id)

        gtk_entry_set_text(window.main.search.entry.cast(to: GtkEntry.self), "zzz")
        MainLoop.wait(until: { window.main.list.count == 0 }, timeout: 3, "no match")
        XCTAssertEqual(window.editor.title, "Holiday")
        XCTAssertNil(window.main.list.selectedID)
    }

    func testEnterOpensTheFirstMatchAndJapaneseIsFoundInsideASentence() async throws {
        let window = try OpenWindow(application: try TestApplication.shared()) { store in
            try store.createNote(title: "日記", body: "今日は日本語の勉強をした")
            try store.createNote(title: "Other", body: "nothing")
        }
        defer { window.close() }
        try window.waitForKeyboardFocus()
        window.main.actions.activate("search")
        // CJK through the entry as an input method commits it.
        gtk_entry_set_text(window.main.search.entry.cast(to: GtkEntry.self), "日本語")
        MainLoop.wait(until: { window.main.list.summaries.map(\.title) == ["日記"] }, timeout: 3, "日本語 to be found")
        RealInput.press("Return")
        MainLoop.wait(until: { window.editor.title == "日記" }, "Enter to open the first match")
    }

    func testDeleteOnTheListDeletesWithUndoAndCtrlDeleteKeepsItsEditingMeaningInTheText() async throws {
        let (window, notes) = try OpenWindow.over(
            [("Keep", "kept"), ("Doomed", "two words")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        // In the text, Ctrl+Delete deletes the next word, not the note.
        window.editor.focusBody()
        var start = GtkTextIter()
        let buffer = gtk_text_view_get_buffer(window.editor.body.textView)
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_place_cursor(buffer, &start)
        RealInput.press("Ctrl+Delete")
        MainLoop.wait(until: { window.editor.text == " words" }, "Ctrl+Delete to delete a word in the text")
        XCTAssertNotNil(try window.saved(notes[1].id), "the note is still there")
        // On the list, Delete deletes the selected note and offers undo.
        window.main.list.select(notes[1].id)
        gtk_widget_grab_focus(window.main.list.treeView.cast())
        RealInput.press("Delete")
        MainLoop.wait(
            until: { (try? window.saved(notes[1].id)) == Optional<Note>.none }, "Delete on the list to delete the note")
        XCTAssertTrue(window.main.undoBar.isShown)
    }

    func testCtrlNMakesANewNoteAndCtrlQSavesAndCloses() async throws {
        let window = try OpenWindow(application: try TestApplication.shared()) {
            try $0.createNote(title: "First", body: "")
        }
        // Ctrl+Q destroys the window; keep the object so closing it at the end stays valid.
        g_object_ref(window.main.window.raw)
        defer {
            window.close()
            g_object_unref(window.main.window.raw)
        }
        try window.waitForKeyboardFocus()
        RealInput.press("Ctrl+N")
        MainLoop.wait(until: { window.main.session.document.id == nil }, "Ctrl+N to show a new note")
        RealInput.type("Second")
        MainLoop.wait(until: { window.editor.title == "Second" }, "the typing to reach the title")
        var destroyed = false
        let watch = SignalConnection(window.main.window.cast(to: GtkWidget.self), "destroy") { destroyed = true }
        RealInput.press("Ctrl+Q")
        MainLoop.wait(until: { destroyed }, "Ctrl+Q to close the window")
        watch.disconnect()
        XCTAssertEqual(try window.store?.allNotes().map(\.title).sorted(), ["First", "Second"], "saved on the way out")
    }

    func testF10OpensTheMainMenu() async throws {
        let window = try OpenWindow(application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        RealInput.press("F10")
        let toggle = window.main.menuButton.cast(to: GtkToggleButton.self)
        MainLoop.wait(until: { gtk_toggle_button_get_active(toggle) != 0 }, "F10 to open the main menu")
        RealInput.press("Escape")
        MainLoop.wait(until: { gtk_toggle_button_get_active(toggle) == 0 }, "Escape to close the menu")
    }

    func testTheKeyboardShortcutsWindowOpensWithCtrlQuestionAndIsTranslated() async throws {
        try UserLanguage.with("ja") {
            let window = try OpenWindow(application: try TestApplication.shared())
            defer { window.close() }
            try window.waitForKeyboardFocus()
            RealInput.press("Ctrl+question")
            let shortcuts = try XCTUnwrap(
                window.waitForToplevel(ofType: gtk_shortcuts_window_get_type()), "Ctrl+? opens the shortcuts window")
            let titles = Self.labels(in: shortcuts)
            XCTAssertTrue(titles.contains("新しいノート") && titles.contains("ノートを検索"), "\(titles)")
            RealInput.press("Escape")
            MainLoop.wait(until: { !KeyboardShortcutsWindow.isShown }, "Escape to close the shortcuts window")
        }
    }

    func testAboutNotesIsTranslated() async throws {
        try UserLanguage.with("ja") {
            let window = try OpenWindow(application: try TestApplication.shared())
            defer { window.close() }
            window.main.actions.activate("about")
            let about = try XCTUnwrap(window.waitForToplevel(ofType: gtk_about_dialog_get_type()), "the About dialog")
            let dialog = about.cast(to: GtkAboutDialog.self)
            // The app's name is not translated (AppNameTests); its description is.
            XCTAssertEqual(gtk_about_dialog_get_program_name(dialog).map { String(cString: $0) }, "Note Entry")
            XCTAssertEqual(
                gtk_about_dialog_get_comments(dialog).map { String(cString: $0) },
                "入力と同時に自動保存されるノート。ゴミ箱とバージョン履歴から取り戻せます。")
            XCTAssertEqual(gtk_about_dialog_get_license_type(dialog), GTK_LICENSE_CUSTOM)
            XCTAssertEqual(
                gtk_about_dialog_get_translator_credits(dialog).map { String(cString: $0) }, "PlaceholderTextView チーム")
            gtk_dialog_response(dialog.cast(to: GtkDialog.self), GTK_RESPONSE_DELETE_EVENT.rawValue)
            MainLoop.wait(
                until: { window.waitForToplevel(ofType: gtk_about_dialog_get_type(), timeout: 0) == nil },
                "the dialog to close")
        }
    }

    /// Every label's text under `widget`.
    @MainActor
    private static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        widgetTree(of: widget).filter { isWidget($0, ofType: gtk_label_get_type()) }
            .compactMap { gtk_label_get_text($0.cast()).map { String(cString: $0) } }
    }
}

/// The test process's registered GtkApplication (accelerators need an application), shared by
/// every test window as the app's windows share its one application.
///
/// One per process, never one per test: with a session bus, GTK 3 exports each registered
/// application's profiler object at the fixed path `/org/gtk/Profiler`, so a second application
/// in the same process fails to register.
@MainActor
enum TestApplication {
    private static var registered: UnsafeMutablePointer<GtkApplication>?

    /// The application, registered at the first call; throws GLib's reason when it cannot be.
    static func shared() throws -> UnsafeMutablePointer<GtkApplication> {
        if let registered { return registered }
        let application = gtk_application_new("org.placeholdertextview.NoteEntryTests", G_APPLICATION_NON_UNIQUE)!
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(application.cast(to: GApplication.self), nil, &error) == 0 {
            g_object_unref(application.raw)
            throw TestPrecondition.notMet("cannot register the test application: \(GLibErrorMessage.take(&error))")
        }
        registered = application
        return application
    }
}
