// The Done accessory and tap-to-dismiss, by real clicks and keys.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class DoneAndDismissTests: MainActorTestCase {
    func testDoneButtonClickedForRealReportsTheTextAndTypingAfterItIsNotLost() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Type, then Done")
        defer { fixture.close() }
        var reported: [String] = []
        fixture.view.onDone = { reported.append($0) }
        fixture.focusTextView()
        fixture.type("Hello")
        let button = fixture.view.doneButton
        MainLoop.wait(until: { gtk_widget_get_mapped(button) != 0 }, "the Done bar to show while editing")
        RealInput.click(button)
        MainLoop.wait(until: { reported == ["Hello"] }, "Done to report the text once")
        XCTAssertEqual(gtk_widget_has_focus(fixture.textView), 0, "Done ends editing")
        MainLoop.wait(
            until: { gtk_widget_get_mapped(button) == 0 }, "the bar to hide with the focus (whileFocused)")
        // Nothing else in the window takes the focus: the view's own frame holds it, and typing resumes.
        XCTAssertTrue(
            gtk_window_get_focus(fixture.window.window)
                == UnsafeMutablePointer<GtkWidget>(fixture.view.scrolledWindow),
            "the focus must wait in the view's frame, not nowhere")
        fixture.type("xyz")
        XCTAssertEqual(fixture.view.text, "Helloxyz")
        XCTAssertNotEqual(gtk_widget_has_focus(fixture.textView), 0, "typing resumes editing")
    }

    func testDoneMovesTheFocusOnAsTabWouldOrToTheWidgetTheAppNamed() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "Escape moves on")
        let entry = UnsafeMutablePointer(widget: gtk_entry_new())
        let button = UnsafeMutablePointer(widget: gtk_button_new_with_label("After"))
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        for child in [entry, view.widget, button] { gtk_box_append(column.cast(), child) }
        gtk_widget_set_size_request(view.widget, -1, 100)
        let window = try TestWindow(containing: column, height: 300)
        defer { window.close() }
        let textView: UnsafeMutablePointer<GtkWidget> = view.textView.cast()
        let focus = { gtk_window_get_focus(window.window) }
        RealInput.click(textView)
        MainLoop.wait(until: { focus() == textView }, "the click to focus the text view")
        MainLoop.wait(until: { gtk_widget_get_mapped(view.doneButton) != 0 }, "the Done bar to show below the text")
        RealInput.press("Escape")
        MainLoop.wait(until: { focus() == button }, "Escape to move the focus past Done to the next widget")

        // As g_object_set (view, "focus-after-done", entry, NULL) does.
        var value = GValue()
        g_value_init(&value, gtk_widget_get_type())
        g_value_set_object(&value, entry.raw)
        g_object_set_property(view.widget.object, "focus-after-done", &value)
        g_value_unset(&value)
        XCTAssertTrue(view.focusAfterDone == entry)
        RealInput.click(textView)
        MainLoop.wait(until: { focus() == textView }, "the click to focus the text view again")
        RealInput.press("Escape")
        MainLoop.wait(
            until: { gtk_widget_is_ancestor(focus(), entry) != 0 }, "Escape to give the named entry the focus")
    }

    func testANamedListGivesItsSelectedRowTheFocusAndTypingThereGoesIntoTheText() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "Type on the row")
        let list = UnsafeMutablePointer(widget: gtk_list_box_new())
        for title in ["First", "Second"] { gtk_list_box_append(OpaquePointer(list), gtk_label_new(title)) }
        let selected = gtk_list_box_get_row_at_index(OpaquePointer(list), 1)!
        gtk_list_box_select_row(OpaquePointer(list), selected)
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        for child in [list, view.widget] { gtk_box_append(column.cast(), child) }
        gtk_widget_set_size_request(view.widget, -1, 100)
        view.focusAfterDone = list
        view.resumeEditing(onTypingIn: list)
        let window = try TestWindow(containing: column, height: 300)
        defer { window.close() }
        let textView: UnsafeMutablePointer<GtkWidget> = view.textView.cast()
        let focus = { gtk_window_get_focus(window.window) }
        RealInput.click(textView)
        MainLoop.wait(until: { focus() == textView }, "the click to focus the text view")
        RealInput.press("Escape")
        MainLoop.wait(
            until: { focus()?.raw == UnsafeMutableRawPointer(selected) }, "Escape to focus the list's selected row")
        RealInput.type("xyz")
        MainLoop.wait(until: { view.text == "xyz" }, "\"xyz\" typed on the row to reach the text")
        XCTAssertTrue(focus() == textView, "typing on the row resumes editing")
    }

    func testControlEnterEndsEditingWithoutALineBreak() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Ctrl+Enter ends")
        defer { fixture.close() }
        var reported: [String] = []
        fixture.view.onDone = { reported.append($0) }
        fixture.focusTextView()
        fixture.type("Line")
        RealInput.press("ctrl+Return")
        MainLoop.wait(until: { reported == ["Line"] }, "Ctrl+Enter to end editing")
        XCTAssertEqual(fixture.view.text, "Line", "no line break was inserted")
    }

    func testClickOnTheWindowBackgroundEndsEditingAndAClickInTheTextDoesNot() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "Tap outside")
        view.fadeDuration = 0
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let background = UnsafeMutablePointer(widget: gtk_label_new("Background"))
        gtk_widget_set_size_request(background, -1, 60)
        gtk_box_append(column.cast(), background)
        gtk_box_append(column.cast(), view.widget)
        let window = try TestWindow(containing: column)
        defer { window.close() }
        TapToDismiss.install(on: window.window)
        let textView: UnsafeMutablePointer<GtkWidget> = view.textView.cast()
        RealInput.click(textView)
        MainLoop.wait(until: { gtk_widget_has_focus(textView) != 0 }, "the click to focus the text view")
        RealInput.click(textView, at: WidgetPoint(x: 20, y: 10))
        MainLoop.drain()
        XCTAssertNotEqual(gtk_widget_has_focus(textView), 0, "a click inside the text keeps editing")
        RealInput.click(background)
        let frame = UnsafeMutablePointer<GtkWidget>(view.scrolledWindow)
        MainLoop.wait(
            until: { gtk_window_get_focus(window.window) == frame }, "a click on the background to end editing")
        XCTAssertTrue(view.isPlaceholderVisible)
        RealInput.type("xyz")
        MainLoop.wait(until: { view.text == "xyz" }, "\"xyz\" typed after the click to reach the text")
    }

    func testDoneButtonSpeaksTheUsersLanguage() async throws {
        try TestDisplay.start()
        do { try TranslationCatalogues.prepare() } catch { return XCTFail("\(error)") }
        // A fresh Debian image has no ja_JP locale: C.UTF-8 with LANGUAGE=ja is what gettext honours.
        let previous = ProcessInfo.processInfo.environment["LANGUAGE"]
        setenv("LANGUAGE", "ja", 1)
        TranslationDomain.languageChanged()
        defer {
            if let previous { setenv("LANGUAGE", previous, 1) } else { unsetenv("LANGUAGE") }
            TranslationDomain.languageChanged()
        }
        let view = PlaceholderTextView(placeholder: "翻訳")
        g_object_ref_sink(view.widget.raw)
        defer { g_object_unref(view.widget.raw) }
        let label = gtk_button_get_label(view.doneButton.cast(to: GtkButton.self)).map { String(cString: $0) }
        XCTAssertEqual(
            label, "完了", "catalogues read from \(TranslationDomain.catalogueDirectory(besideCodeAt: #dsohandle))")
    }
}
