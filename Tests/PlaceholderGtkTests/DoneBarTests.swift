// The opt-in Done bar for a text view an app already has, driven by real input.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

/// An app's own window: its scrolled text view, a Done bar packed under it, and a Send button.
@MainActor
private final class DoneBarWindow {
    let textView: UnsafeMutablePointer<GtkWidget>
    let bar: PlaceholderDoneBar
    let send: UnsafeMutablePointer<GtkWidget>
    let window: TestWindow
    var finished: [String] = []

    init() throws {
        try TestDisplay.start()
        textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new(nil, nil))
        gtk_widget_set_size_request(scrolled, -1, 120)
        gtk_container_add(scrolled.cast(), textView)
        bar = PlaceholderDoneBar.make(for: textView.cast())
        send = UnsafeMutablePointer(widget: gtk_button_new_with_label("Send"))
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        for child in [scrolled, bar.widget, send] { gtk_box_pack_start(column.cast(), child, 0, 0, 0) }
        window = try TestWindow(containing: column, width: 400, height: 300)
        bar.onDone = { [unowned self] text in self.finished.append(text) }
    }

    var barShown: Bool { gtk_widget_get_mapped(bar.doneButton) != 0 }

    func focusText() {
        RealInput.click(textView, at: WidgetPoint(x: 100, y: 10))
        MainLoop.wait(until: { gtk_widget_has_focus(self.textView) != 0 }, "the text view to take focus")
    }

    func close() { window.close() }
}

final class DoneBarTests: MainActorTestCase {
    func testTheBarShowsWhileTheAppsViewIsFocusedAndDoneMovesTheFocusOnWithTheText() async throws {
        let fixture = try DoneBarWindow()
        defer { fixture.close() }
        var signalled: [String] = []
        let done = SignalConnection(
            fixture.bar.widget, "done",
            argument: { text in signalled.append(String(cString: text!.assumingMemoryBound(to: CChar.self))) })
        defer { done.disconnect() }
        gtk_window_set_focus(fixture.window.window, fixture.send)
        MainLoop.drain()
        XCTAssertFalse(fixture.barShown, "hidden while the text is not being edited")
        fixture.focusText()
        MainLoop.wait(until: { fixture.barShown }, "the bar to show while the text is edited")
        RealInput.type("hi")
        MainLoop.wait(
            until: { TextBufferContent.text(of: gtk_text_view_get_buffer(fixture.textView.cast())) == "hi" },
            "the typed text")
        RealInput.click(fixture.bar.doneButton)
        MainLoop.wait(until: { fixture.finished == ["hi"] }, "Done to end editing with the text")
        XCTAssertEqual(signalled, ["hi"], "the done signal carries the text")
        XCTAssertTrue(gtk_window_get_focus(fixture.window.window) == fixture.send, "the focus goes on as Tab would")
        MainLoop.wait(until: { !fixture.barShown }, "the bar to hide once editing ended")
    }

    func testTheAppsEscapeAndControlEnterAreItsOwnUnlessTheBarIsAskedToTakeThem() async throws {
        let fixture = try DoneBarWindow()
        defer { fixture.close() }
        fixture.focusText()
        RealInput.press("Escape")
        RealInput.press("Ctrl+Return")
        MainLoop.wait(
            until: { TextBufferContent.text(of: gtk_text_view_get_buffer(fixture.textView.cast())) == "\n" },
            "Ctrl+Return to do what a bare view does")
        XCTAssertEqual(fixture.finished, [], "keys end nothing by default")
        XCTAssertNotEqual(gtk_widget_has_focus(fixture.textView), 0)
        fixture.bar.keysEndEditing = true
        RealInput.press("Ctrl+Return")
        MainLoop.wait(until: { fixture.finished == ["\n"] }, "Ctrl+Return to end editing once asked")
        XCTAssertEqual(gtk_widget_has_focus(fixture.textView), 0, "the focus moved on")
    }

    func testAUIFilePacksADoneBarForAViewItAlreadyHas() async throws {
        try TestDisplay.start()
        placeholder_init()
        let ui = """
            <interface><object class="GtkBox" id="column"><property name="orientation">vertical</property>
              <child><object class="GtkTextView" id="body"/></child>
              <child><object class="PlaceholderDoneBar" id="bar">
                <property name="text-view">body</property>
                <property name="done-label">Send</property>
                <property name="done-button">always</property>
              </object></child>
            </object></interface>
            """
        var error: UnsafeMutablePointer<GError>?
        let builder = gtk_builder_new()!
        defer { g_object_unref(builder) }
        XCTAssertNotEqual(gtk_builder_add_from_string(builder, ui, gsize(ui.utf8.count), &error), 0)
        if let error { g_error_free(error) }
        let bar = try XCTUnwrap(PlaceholderDoneBar.wrapping(gtk_builder_get_object(builder, "bar").map { .init($0) }))
        let body = gtk_builder_get_object(builder, "body").map { UnsafeMutableRawPointer($0) }
        XCTAssertTrue(bar.textView.map { UnsafeMutableRawPointer($0) } == body, "the bar follows the .ui's view")
        XCTAssertEqual(bar.label, "Send")
        XCTAssertEqual(bar.visibility, .always)
    }
}
