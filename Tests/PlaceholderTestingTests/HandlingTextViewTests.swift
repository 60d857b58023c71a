// The binding layer's subclasses that hear their class handlers: a GtkTextView and a GtkOverlay.
import CGtk
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

final class HandlingTextViewTests: MainActorTestCase {
    /// Records what the text view's class handlers report.
    @MainActor
    private final class Recorder: TextViewHandlers {
        var calls: [String] = []
        override func preeditChanged(_ preedit: String) { calls.append("preedit \(preedit)") }
        override func propertyChanged(_ property: UnsafeMutablePointer<GParamSpec>) {
            calls.append("notify \(String(cString: property.pointee.name))")
        }
        override func directionChanged() { calls.append("direction") }
        override func stateFlagsChanged() { calls.append("state") }
        override func styleUpdated() { calls.append("style") }
    }

    func testItIsAGtkTextViewWithTheSameCSSNameAndReportsItsClassHandlers() async throws {
        try TestDisplay.start()
        let widget = HandlingTextView.make()
        g_object_ref_sink(widget.raw)
        defer { g_object_unref(widget.raw) }
        let textView: UnsafeMutablePointer<GtkTextView> = widget.cast()
        XCTAssertEqual(
            gtk_widget_class_get_css_name(
                UnsafeMutableRawPointer(widget.pointee.parent_instance.g_type_instance.g_class).assumingMemoryBound(
                    to: GtkWidgetClass.self)
            ).map { String(cString: $0) }, "textview")
        let recorder = Recorder()
        HandlingTextView.setHandlers(recorder, on: textView)
        XCTAssertTrue(HandlingTextView.handlers(of: textView) === recorder)

        gtk_text_view_set_left_margin(textView, 9)
        XCTAssertTrue(recorder.calls.contains("notify left-margin"), "\(recorder.calls)")
        gtk_widget_set_direction(widget, GTK_TEXT_DIR_RTL)
        XCTAssertTrue(recorder.calls.contains("direction"), "\(recorder.calls)")
        XCTAssertTrue(recorder.calls.contains("state"), "a direction change also changes the state flags")
        PreeditEmission.emit("にほ", on: textView)
        XCTAssertEqual(recorder.calls.last, "preedit にほ")

        HandlingTextView.setHandlers(nil, on: textView)
        recorder.calls.removeAll()
        gtk_text_view_set_left_margin(textView, 3)
        PreeditEmission.emit("x", on: textView)
        XCTAssertEqual(recorder.calls, [], "removed handlers still heard the text view")
        XCTAssertEqual(gtk_text_view_get_left_margin(textView), 3, "GTK's own handling goes on without handlers")
    }

    func testTheSubclassesGTypeNamesCarryTheProjectPrefix() async {
        // GType names are process-wide: an app's own `HandlingTextView` must not clash with ours.
        XCTAssertEqual(g_type_name(HandlingTextView.gType).map { String(cString: $0) }, "PlaceholderHandlingTextView")
        XCTAssertEqual(
            g_type_name(PositioningOverlay.gType).map { String(cString: $0) }, "PlaceholderPositioningOverlay")
    }

    func testTheTextViewReleasesItsHandlersWhenFinalised() async throws {
        try TestDisplay.start()
        weak var released: Recorder?
        do {
            let widget = HandlingTextView.make()
            g_object_ref_sink(widget.raw)
            let recorder = Recorder()
            released = recorder
            HandlingTextView.setHandlers(recorder, on: widget.cast())
            g_object_unref(widget.raw)
        }
        XCTAssertNil(released, "the handlers outlived their text view")
    }

    func testThePositioningOverlayPlacesTheChildrenItIsToldAboutAndGtkTheOthers() async throws {
        try TestDisplay.start()
        let overlay = PositioningOverlay.make()
        let placed = UnsafeMutablePointer(widget: gtk_label_new("placed"))
        let other = UnsafeMutablePointer(widget: gtk_label_new("other"))
        gtk_container_add(overlay.cast(), UnsafeMutablePointer(widget: gtk_label_new("main child")))
        gtk_overlay_add_overlay(overlay.cast(), placed)
        gtk_overlay_add_overlay(overlay.cast(), other)
        PositioningOverlay.setChildPosition(
            { child in
                child == placed ? GdkRectangle(x: 7, y: 11, width: 50, height: 20) : nil
            }, on: overlay.cast())
        let window = try TestWindow(containing: overlay, width: 200, height: 100)
        defer { window.close() }
        MainLoop.drain()
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(placed, &allocation)
        XCTAssertEqual([allocation.width, allocation.height], [50, 20])
        var origin: (x: Int32, y: Int32) = (0, 0)
        gtk_widget_translate_coordinates(placed, overlay, 0, 0, &origin.x, &origin.y)
        XCTAssertEqual([origin.x, origin.y], [7, 11])
        gtk_widget_get_allocation(other, &allocation)
        XCTAssertNotEqual(
            [allocation.width, allocation.height], [50, 20], "a child the closure declines is placed by GtkOverlay")
    }
}
