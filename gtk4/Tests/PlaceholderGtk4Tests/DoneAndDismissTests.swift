// The Done accessory and tap-to-dismiss, by real clicks and keys.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class DoneAndDismissTests: XCTestCase {
    func testDoneButtonClickedForRealReportsTheTextAndDropsFocus() throws {
        try MainActor.assumeIsolated {
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
            XCTAssertEqual(gtk_widget_has_focus(fixture.textView), 0, "Done drops the text view's focus")
            MainLoop.wait(until: { gtk_widget_get_mapped(button) == 0 }, "the bar to hide with the focus (whileFocused)")
        }
    }

    func testControlEnterEndsEditingWithoutALineBreak() throws {
        try MainActor.assumeIsolated {
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
    }

    func testClickOnTheWindowBackgroundDropsFocusAndAClickInTheTextDoesNot() throws {
        try MainActor.assumeIsolated {
            guard TestDisplay.start() else { return }
            let view = PlaceholderTextView(placeholder: "Tap outside")
            view.fadeDuration = 0
            let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            let background = UnsafeMutablePointer(widget: gtk_label_new("Background"))
            gtk_widget_set_size_request(background, -1, 60)
            gtk_box_append(column.cast(), background)
            gtk_box_append(column.cast(), view.widget)
            let window = try TestWindow(child: column)
            defer { window.close() }
            TapToDismiss.install(on: window.window)
            let textView: UnsafeMutablePointer<GtkWidget> = view.textView.cast()
            RealInput.click(textView)
            MainLoop.wait(until: { gtk_widget_has_focus(textView) != 0 }, "the click to focus the text view")
            RealInput.click(textView, at: WidgetPoint(x: 20, y: 10))
            MainLoop.drain()
            XCTAssertNotEqual(gtk_widget_has_focus(textView), 0, "a click inside the text keeps editing")
            RealInput.click(background)
            MainLoop.wait(until: { gtk_window_get_focus(window.window) == nil }, "a click on the background to drop focus")
            XCTAssertTrue(view.isPlaceholderVisible)
        }
    }

    func testDoneButtonSpeaksTheUsersLanguage() {
        MainActor.assumeIsolated {
            guard TestDisplay.start() else { return }
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
            XCTAssertEqual(label, "完了", "catalogues read from \(TranslationDomain.catalogueDirectory)")
        }
    }
}
