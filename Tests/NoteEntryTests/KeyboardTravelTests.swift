// Keyboard travel through the window as in GNOME apps: the list is one Tab stop whose keys reach
// every note, F6 goes from pane to pane and to the header bar, Return and Enter go into the
// note's text, and the shortcuts window lists every key. Real keys (XTest), the focus checked
// after each one.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class KeyboardTravelTests: MainActorTestCase {
    /// A window of the test application over 1,000 notes "Note 0" (the oldest) … "Note 999",
    /// with the focus on the shown note's row.
    @MainActor
    private static func thousandNotesWithTheFocusOnTheList() throws -> OpenWindow {
        let window = try OpenWindow(inMemory: true, application: try TestApplication.shared()) { store in
            for index in 0..<1000 { try store.createNote(title: "Note \(index)", body: "Body \(index)") }
        }
        do {
            try window.waitForKeyboardFocus()
            window.main.focus.focusList()
            MainLoop.wait(until: { window.main.list.hasFocus(onRow: 0) }, "the focus on the newest note's row")
        } catch {
            window.close()
            throw error
        }
        return window
    }

    func testTabFromTheListReachesTheTitleInAFewPressesWithAThousandNotes() async throws {
        let window = try Self.thousandNotesWithTheFocusOnTheList()
        defer { window.close() }
        let title: UnsafeMutablePointer<GtkWidget> = window.editor.titleEntry.cast()
        var visited: [String] = []
        for _ in 0..<4 where window.focus != title {
            let before = window.focus
            RealInput.press("Tab")
            MainLoop.wait(until: { window.focus != before }, "Tab to move the focus")
            visited.append(window.focus.map { String(cString: gtk_widget_get_name($0)) } ?? "nothing")
        }
        XCTAssertTrue(
            window.focus == title,
            "Tab from the list reaches the title in at most 4 presses; it went through \(visited)")
    }

    func testEndOnTheListReachesTheOldestOfAThousandNotes() async throws {
        let window = try Self.thousandNotesWithTheFocusOnTheList()
        defer { window.close() }
        let start = Date()
        RealInput.press("End")
        MainLoop.wait(until: { window.editor.title == "Note 0" }, timeout: 10, "End to open the oldest note")
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(window.main.list.summary(at: 999)?.title, "Note 0")
        MainLoop.wait(until: { window.main.list.hasFocus(onRow: 999) }, "the focus on the oldest note's row")
        XCTAssertEqual(window.main.list.count, 1000)
        print("End through 1,000 notes: \(String(format: "%.2f", seconds)) s")
        RealInput.press("Home")
        MainLoop.wait(
            until: { window.main.list.hasFocus(onRow: 0) && window.editor.title == "Note 999" },
            "Home to go back to the newest note")
    }

    func testReturnOnARowPutsTheCursorInTheNotesText() async throws {
        let (window, notes) = try OpenWindow.over(
            [("Older", "first"), ("Groceries", "Milk")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        window.main.list.select(notes[0].id)
        gtk_widget_grab_focus(window.main.list.treeView.cast())
        MainLoop.wait(until: { window.main.list.hasFocus(on: notes[0].id) }, "the focus on Older's row")
        RealInput.press("Return")
        let body: UnsafeMutablePointer<GtkWidget> = window.editor.body.textView.cast()
        MainLoop.wait(until: { window.focus == body }, "Return on the row to put the cursor in the text")
        XCTAssertEqual(window.editor.title, "Older")
    }

    func testEnterInTheTitlePutsTheCursorInTheText() async throws {
        let (window, _) = try OpenWindow.over([("Groceries", "Milk")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        let title: UnsafeMutablePointer<GtkWidget> = window.editor.titleEntry.cast()
        window.editor.focusTitle()
        MainLoop.wait(until: { window.focus == title }, "the cursor in the title")
        RealInput.press("Return")
        let body: UnsafeMutablePointer<GtkWidget> = window.editor.body.textView.cast()
        MainLoop.wait(until: { window.focus == body }, "Enter in the title to put the cursor in the text")
        XCTAssertEqual(window.editor.title, "Groceries", "Enter types nothing into the title")
    }

    func testF6GoesFromTheTextToTheHeaderBarToTheListToTheTextAndShiftF6Back() async throws {
        let (window, notes) = try OpenWindow.over(
            [("Older", "first"), ("Groceries", "Milk")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        let body: UnsafeMutablePointer<GtkWidget> = window.editor.body.textView.cast()
        let headerBar = try XCTUnwrap(gtk_window_get_titlebar(window.main.window))
        let inHeaderBar = { window.focus.map { gtk_widget_is_ancestor($0, headerBar) != 0 } ?? false }
        MainLoop.wait(until: { window.focus == body }, "the cursor to start in the text")
        RealInput.press("F6")
        MainLoop.wait(until: inHeaderBar, "F6 from the text to go to the header bar")
        RealInput.press("F6")
        MainLoop.wait(
            until: { window.main.list.hasFocus(on: notes[1].id) },
            "F6 from the header bar to go to the shown note's row")
        RealInput.press("F6")
        MainLoop.wait(until: { window.focus == body }, "F6 from the list to go to the text")
        RealInput.press("Shift+F6")
        MainLoop.wait(
            until: { window.main.list.hasFocus(on: notes[1].id) }, "Shift+F6 from the text to go back to the list")
        RealInput.press("Shift+F6")
        MainLoop.wait(until: inHeaderBar, "Shift+F6 from the list to go back to the header bar")
    }

    /// The header bar is part of the Tab cycle: from the list, Tab (Ctrl+Tab out of the note's
    /// text, where Tab types a tab) comes round to the header bar, visits each of its shown buttons
    /// (every one named for screen readers) and leaves it for the panes; Shift+Tab walks the same
    /// stops back. No press leaves the window without a focused widget.
    func testTabWalksThroughEveryHeaderBarButtonAndBackIntoThePanes() async throws {
        let (window, notes) = try OpenWindow.over(
            [("Older", "first"), ("Groceries", "Milk")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        window.main.focus.focusList()
        MainLoop.wait(until: { window.main.list.hasFocus(on: notes[1].id) }, "the focus on the shown note's row")
        let headerBar = try XCTUnwrap(gtk_window_get_titlebar(window.main.window))
        let inHeaderBar = { (widget: UnsafeMutablePointer<GtkWidget>?) in
            widget.map { gtk_widget_is_ancestor($0, headerBar) != 0 } ?? false
        }
        let buttons = widgetTree(of: headerBar).filter {
            isWidget($0, ofType: gtk_button_get_type()) && gtk_widget_is_visible($0) != 0
                && gtk_widget_get_can_focus($0) != 0
        }
        XCTAssertGreaterThan(buttons.count, 2, "the header bar's buttons")
        for button in buttons {
            XCTAssertFalse(AccessibleName.of(button).isEmpty, "a header bar button without a name")
        }
        /// Presses Tab (or Shift+Tab) as a person does until the focus has been through the
        /// header bar and out again; returns the header bar's stops in order.
        @MainActor func walk(backward: Bool) -> [UnsafeMutablePointer<GtkWidget>] {
            var stops: [UnsafeMutablePointer<GtkWidget>] = []
            for _ in 0..<30 {
                let before = window.focus
                let inText = before.map { isWidget($0, ofType: gtk_text_view_get_type()) } ?? false
                let key: KeyCombo =
                    switch (inText, backward) {
                    case (false, false): "Tab"
                    case (false, true): "Shift+Tab"
                    case (true, false): "Ctrl+Tab"
                    case (true, true): "Ctrl+Shift+Tab"
                    }
                RealInput.press(key)
                MainLoop.wait(
                    until: { window.focus != before },
                    "\(key) to move the focus from \(before.map { String(cString: gtk_widget_get_name($0)) } ?? "nothing")"
                )
                XCTAssertNotNil(window.focus, "\(key) left no widget focused")
                if inHeaderBar(window.focus) { stops.append(window.focus!) } else if !stops.isEmpty { break }
            }
            return stops
        }
        let forward = walk(backward: false)
        XCTAssertFalse(inHeaderBar(window.focus), "Tab leaves the header bar")
        XCTAssertEqual(Set(forward), Set(buttons), "Tab visits every header bar button")
        XCTAssertEqual(forward.count, buttons.count, "no header bar button twice")
        let backward = walk(backward: true)
        XCTAssertEqual(backward, forward.reversed(), "Shift+Tab walks the header bar back")
    }

    func testTypingOnTheListAfterF6SelectsTheNoteWhoseTitleStartsWithIt() async throws {
        let (window, notes) = try OpenWindow.over(
            [("Apple", "a"), ("Blueberry", "b"), ("Banana", "c"), ("Cherry", "d")],
            application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        window.editor.focusBody()
        RealInput.press("Shift+F6")
        MainLoop.wait(until: { window.main.list.hasFocus(on: notes[3].id) }, "Shift+F6 from the text to go to the list")
        RealInput.type("bl")
        MainLoop.wait(
            until: { window.main.list.hasFocus(on: notes[1].id) && window.editor.title == "Blueberry" },
            "\"bl\" typed on the list to select and show Blueberry")
        XCTAssertEqual(window.editor.text, "b", "the letters searched the list; none went into a note")
    }

    /// In Japanese: the shortcuts window is made once per process, in the language of the first
    /// test that opens it, and `ShortcutsAndSearchTests` reads its Japanese titles.
    func testTheShortcutsWindowListsEveryKeyTheAppBinds() async throws {
        try UserLanguage.with("ja") {
            let application = try TestApplication.shared()
            let window = try OpenWindow(application: application)
            defer { window.close() }
            try window.waitForKeyboardFocus()
            RealInput.press("Ctrl+question")
            let shortcuts = try XCTUnwrap(
                window.waitForToplevel(ofType: gtk_shortcuts_window_get_type()), "Ctrl+? opens the shortcuts window")
            defer {
                RealInput.press("Escape")
                MainLoop.wait(until: { !KeyboardShortcutsWindow.isShown }, "Escape to close the shortcuts window")
            }
            let listed = Set(Self.accelerators(in: shortcuts).flatMap(Self.keys))
            // The keys the widget and GTK bind, which no application accelerator declares.
            var wanted = [
                "Escape", "<Primary>Return", "<Primary>Tab", "F6", "<Shift>F6", "<Primary>z", "<Primary><Shift>z",
                "<Shift>F10", "<Alt>Left", "Return", "Home", "End", "Delete", "<Primary>Delete",
            ]
            let descriptions = gtk_application_list_action_descriptions(application)
            defer { g_strfreev(descriptions) }
            var action = descriptions
            while let name = action?.pointee {
                let accels = gtk_application_get_accels_for_action(application, name)
                defer { g_strfreev(accels) }
                var accel = accels
                while let text = accel?.pointee {
                    wanted.append(String(cString: text))
                    accel = accel?.advanced(by: 1)
                }
                action = action?.advanced(by: 1)
            }
            let missing = wanted.filter { !Self.keys($0).allSatisfy(listed.contains) }
            XCTAssertEqual(missing, [], "keys the app binds that the shortcuts window does not list")
        }
    }

    /// A key as GTK parses an accelerator: lower-case key value and modifiers.
    private struct Key: Hashable {
        let keyval: guint
        let modifiers: UInt32
    }

    /// The keys of a shortcut's accelerator property (several, separated by spaces).
    @MainActor
    private static func keys(_ accelerators: String) -> [Key] {
        accelerators.split(separator: " ").map { accelerator in
            var keyval: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(String(accelerator), &keyval, &modifiers)
            return Key(keyval: gdk_keyval_to_lower(keyval), modifiers: modifiers.rawValue)
        }
    }

    /// The accelerator of every `GtkShortcutsShortcut` under `widget`.
    @MainActor
    private static func accelerators(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        widgetTree(of: widget).filter { isWidget($0, ofType: gtk_shortcuts_shortcut_get_type()) }
            .compactMap { GObjectProperty.string($0.cast(), "accelerator") }
    }
}
