// One PlaceholderTextView in a mapped, focused window, with the checks the tests share.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import XCTest

/// A GTK 4 `PlaceholderTextView` in its own test window: no fade (pixels are compared settled),
/// no blinking cursor (it would be ink), waiting until the hint is laid out at the text's width.
@MainActor
final class Gtk4Fixture {
    let view: PlaceholderTextView
    let window: TestWindow
    var textView: UnsafeMutablePointer<GtkWidget> { view.textView.cast() }

    init(
        placeholder: String, file: StaticString = #filePath, line: UInt = #line,
        configure: (PlaceholderTextView) -> Void = { _ in }
    ) throws {
        try TestDisplay.start()
        view = PlaceholderTextView(placeholder: placeholder)
        view.fadeDuration = 0
        gtk_text_view_set_cursor_visible(view.textView, 0)
        configure(view)
        window = try TestWindow(containing: view.widget)
        waitForHintLayout(file: file, line: line)
    }

    func close() { window.close() }

    /// Waits until the hint label is as wide as the core's layout says and has been painted.
    func waitForHintLayout(file: StaticString = #filePath, line: UInt = #line) {
        MainLoop.wait(
            until: {
                let layout = view.presentation.layout
                guard layout.width > 0 else { return false }
                return gtk_widget_get_visible(view.placeholderLabel) == 0
                    || Int(gtk_widget_get_width(view.placeholderLabel)) == layout.width
            }, "the hint to be laid out at the text's width", file: file, line: line)
        MainLoop.waitForPaintedFrame(of: textView, file: file, line: line)
    }

    /// The text view's pixels now.
    func snapshot() throws -> Snapshot { try Snapshot(of: textView) }

    /// Clicks into the text view for real and waits for it to take focus.
    func focusTextView(file: StaticString = #filePath, line: UInt = #line) {
        RealInput.click(textView)
        MainLoop.wait(
            until: { gtk_widget_has_focus(self.textView) != 0 }, "the text view to take focus", file: file, line: line)
    }

    /// Types `text` for real and waits until the document holds it.
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let before = view.text
        RealInput.type(text)
        MainLoop.wait(
            until: { self.view.text == before + text }, "the typed text \"\(text)\" to arrive", file: file, line: line)
    }

    /// The hint's ink, then the same text typed for real: the two boxes must agree within 1 px.
    func assertHintMatchesTypedText(
        _ text: String, testName: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let hint = try snapshot()
        try hint.save(label: "hint", testName: testName)
        focusTextView(file: file, line: line)
        type(text, file: file, line: line)
        MainLoop.wait(
            until: { !gtk_widget_get_visible(self.view.placeholderLabel).isTrue }, "the hint to hide", file: file,
            line: line)
        let typed = try snapshot()
        try typed.save(label: "typed", testName: testName)
        let hintBox = try XCTUnwrap(hint.drawnArea(), "the hint drew no ink", file: file, line: line)
        let typedBox = try XCTUnwrap(typed.drawnArea(), "the typed text drew no ink", file: file, line: line)
        let differences = [
            hintBox.x - typedBox.x, hintBox.y - typedBox.y,
            hintBox.width - typedBox.width, hintBox.height - typedBox.height,
        ]
        XCTAssertTrue(
            differences.allSatisfy { abs($0) <= 1 },
            "hint ink \(hintBox) differs from typed ink \(typedBox) by more than 1 px", file: file, line: line)
    }
}

extension gboolean {
    /// The C boolean as a Swift one.
    var isTrue: Bool { self != 0 }
}

/// Adds `css` to the whole display at application priority (starting GTK first if this test is
/// the first to run); returns a closure that removes it.
@MainActor
func addDisplayCSS(_ css: String) throws -> () -> Void {
    try TestDisplay.start()
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    let display = gdk_display_get_default()!
    gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    return {
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        g_object_unref(provider)
    }
}
