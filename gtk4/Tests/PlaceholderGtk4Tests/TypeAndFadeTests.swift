// The registered GType from GtkBuilder, and the fade on the frame clock.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class TypeAndFadeTests: MainActorTestCase {
    func testGtkBuilderMakesAPlaceholderTextViewWithItsHint() async throws {
        try TestDisplay.start()
        PlaceholderTextViewType.register()
        let ui = """
            <interface>
              <object class="PlaceholderTextView" id="body">
                <property name="placeholder-text">From a .ui file</property>
              </object>
            </interface>
            """
        let builder = gtk_builder_new_from_string(ui, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let object = gtk_builder_get_object(builder, "body")
        let view = try XCTUnwrap(
            PlaceholderTextView.wrapping(object.map { UnsafeMutableRawPointer($0) }),
            "the builder's object has its Swift wrapper")
        XCTAssertEqual(view.placeholder, "From a .ui file")
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(view.placeholderLabel))), "From a .ui file")
        XCTAssertEqual(String(cString: gtk_widget_get_css_name(view.widget)), PlaceholderTextViewType.cssName)
        var notifications = 0
        let listener = SignalConnection(
            view.widget, "notify::placeholder-text", argument: { _ in notifications += 1 })
        defer { listener.disconnect() }
        view.placeholder = "Changed from Swift"
        view.placeholder = "Changed from Swift"
        XCTAssertEqual(notifications, 1, "a change notifies once; setting the same hint again does not")
        let window = try TestWindow(containing: view.widget)
        window.close()
    }

    func testHintFadesInOnTheFrameClockWhenTheDocumentEmpties() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Fading") { $0.fadeDuration = 0.3 }
        defer { fixture.close() }
        // Xvfb desktops may report animations off; the fade is instant then, by design.
        let settings = UnsafeMutablePointer<GObject>(gtk_settings_get_default()!)
        GObjectProperty.set(settings, "gtk-enable-animations", true)
        fixture.focusTextView()
        fixture.type("x")
        // Typed content hides the hint at once (it would overlap the first glyph); emptying the
        // document fades it back in. Opacity is recorded as each frame is drawn.
        XCTAssertEqual(gtk_widget_get_visible(fixture.view.placeholderLabel), 0)
        var opacities: [Double] = []
        let label = fixture.view.placeholderLabel
        let frames = FrameTicks(on: fixture.textView) { _ in opacities.append(gtk_widget_get_opacity(label)) }
        defer { frames.cancel() }
        RealInput.press("BackSpace")
        // The frame clock's frame time runs slightly ahead of the wall clock: the label may reach
        // full opacity a moment before the core's clock says the fade is over.
        MainLoop.wait(
            until: {
                fixture.view.text.isEmpty && gtk_widget_get_opacity(label) == 1
                    && !fixture.view.presentation.isAnimating
            }, "the hint to fade back in")
        XCTAssertTrue(
            opacities.contains { $0 > 0 && $0 < 1 }, "opacities drawn during the fade: \(Set(opacities).sorted())")
    }
}
