// The kit's test display. One source for both test kits: the GTK 4 suite
// (gtk4/Tests/PlaceholderGtk4Tests) links this file and compiles it with PLACEHOLDER_GTK4.
import TestSupport
import XCTest

#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
    import PlaceholderTesting4
#else
    import CGtk
    import GtkBinding
    import PlaceholderTesting
#endif

final class TestDisplayTests: MainActorTestCase {
    func testStartedDisplayHasASteadyCursorAndNoAnimations() async throws {
        try TestDisplay.start()
        let settings = UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default()))
            .assumingMemoryBound(to: GObject.self)
        XCTAssertFalse(GObjectProperty.bool(settings, "gtk-cursor-blink"), "a blinking cursor changes pictures")
        XCTAssertFalse(GObjectProperty.bool(settings, "gtk-enable-animations"), "animations change pictures")
    }
}
