// PlaceholderTextView as a GTK widget type: GObject properties, GtkBuilder, CSS name, C.
import CGtk
import Foundation
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderTextViewTypeTests: MainActorTestCase {
    @MainActor private static func build(_ ui: String) throws -> (
        builder: UnsafeMutablePointer<GtkBuilder>, error: String?
    ) {
        try TestDisplay.start()
        PlaceholderTextViewType.register()
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        gtk_builder_add_from_string(builder, ui, gsize(ui.utf8.count), &error)
        defer { if let error { g_error_free(error) } }
        return (builder, error.map { String(cString: $0.pointee.message) })
    }

    func testUIFileWithEveryPropertyBuildsTheWidgetWithThoseValues() async throws {
        let (builder, error) = try Self.build(TypeContract.everyPropertyUI)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        XCTAssertNil(error)
        let view = try TypeContract.assertBuiltWithEveryProperty(
            view: gtk_builder_get_object(builder, "view"), next: gtk_builder_get_object(builder, "next"))
        XCTAssertEqual(String(cString: gtk_button_get_label(view.doneButton.cast())), "Finish")
        keepUnparented(view.widget)
        destroyUnparented(view.widget)
    }

    func testPropertiesThroughGObjectAndThroughSwiftGiveTheSameWidget() async throws {
        try TestDisplay.start()
        let viaGObject = PlaceholderTextView()
        let viaSwift = PlaceholderTextView()
        let object = viaGObject.widget.object
        GObjectProperty.set(object, "placeholder-text", "Same hint")
        GObjectProperty.set(object, "fade-duration", Int32(120))
        GObjectProperty.set(object, "done-label", "OK")
        var policy = GValue()
        g_value_init(&policy, G_TYPE_FROM_NAME("PlaceholderHidePolicy"))
        g_value_set_enum(&policy, 1)
        g_object_set_property(object, "hide-policy", &policy)
        g_value_unset(&policy)

        viaSwift.placeholder = "Same hint"
        viaSwift.fadeDuration = 0.12
        viaSwift.doneLabel = "OK"
        viaSwift.hidePolicy = .whileEmptyAndUnfocused

        XCTAssertEqual(viaGObject.presentation, viaSwift.presentation)
        XCTAssertEqual(viaGObject.hidePolicy, viaSwift.hidePolicy)
        XCTAssertEqual(viaGObject.doneLabel, viaSwift.doneLabel)
        XCTAssertEqual(GObjectProperty.string(viaSwift.widget.object, "placeholder-text"), "Same hint")
        XCTAssertEqual(GObjectProperty.int(viaSwift.widget.object, "fade-duration"), 120)
        for view in [viaGObject, viaSwift] {
            keepUnparented(view.widget)
            destroyUnparented(view.widget)
        }
    }

    func testNotifyFiresOncePerRealChange() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "First")
        keepUnparented(view.widget)
        defer { destroyUnparented(view.widget) }
        var notifications = 0
        let counter = SignalConnection(view.widget, "notify::placeholder-text", argument: { _ in notifications += 1 })
        defer { counter.disconnect() }
        view.placeholder = "First"
        GObjectProperty.set(view.widget.object, "placeholder-text", "First")
        XCTAssertEqual(notifications, 0, "setting the same value is no change")
        view.placeholder = "Second"
        XCTAssertEqual(notifications, 1)
        GObjectProperty.set(view.widget.object, "placeholder-text", "Third")
        XCTAssertEqual(notifications, 2)
    }

    func testTextNotifiesListenersOfEveryChange() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "Hint")
        keepUnparented(view.widget)
        defer { destroyUnparented(view.widget) }
        var seen: [String] = []
        let listener = SignalConnection(
            view.widget, "notify::text",
            argument: { _ in
                seen.append(GObjectProperty.string(view.widget.object, "text") ?? "<null>")
            })
        defer { listener.disconnect() }
        view.text = "one"
        gtk_text_buffer_insert_at_cursor(gtk_text_view_get_buffer(view.textView), " two", -1)
        XCTAssertEqual(seen, ["one", "one two"])
    }

    func testDoneSignalCarriesTheText() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let done = SignalTextRecorder(fixture.view.widget, "done")
        defer { done.stop() }
        fixture.view.text = "Signalled"
        fixture.view.endEditing()
        XCTAssertEqual(done.texts, ["Signalled"])
    }

    func testAViewFromAUIFileShownWithoutShowAllDrawsItsText() async throws {
        let (builder, error) = try Self.build(
            """
            <interface><object class="GtkWindow" id="window">
              <child><object class="PlaceholderTextView" id="view">
                <property name="visible">True</property>
                <property name="placeholder-text">From a .ui file</property>
              </object></child>
            </object></interface>
            """)
        defer { g_object_unref(builder) }
        XCTAssertNil(error)
        let window = try XCTUnwrap(gtk_builder_get_object(builder, "window")).raw.assumingMemoryBound(
            to: GtkWidget.self)
        let view = try XCTUnwrap(PlaceholderTextView.wrapping(object: gtk_builder_get_object(builder, "view")))
        gtk_widget_show(window)
        defer { gtk_widget_destroy(window) }
        MainLoop.wait(until: { gtk_widget_get_mapped(view.textView.cast()) != 0 }, "the text view to be mapped")
        XCTAssertTrue(view.isPlaceholderVisible)
    }

    func testAUIFileSetsTheInnerTextViewThroughItsInternalChild() async throws {
        let (builder, error) = try Self.build(
            """
            <interface><object class="PlaceholderTextView" id="view">
              <property name="placeholder-text">Inner view from the .ui</property>
              <child internal-child="text_view">
                <object class="GtkTextView" id="inner">
                  <property name="left-margin">17</property>
                  <property name="wrap-mode">char</property>
                  <style><class name="message-input"/></style>
                </object>
              </child>
            </object></interface>
            """)
        defer { g_object_unref(builder) }
        XCTAssertNil(error)
        let view = try XCTUnwrap(PlaceholderTextView.wrapping(object: gtk_builder_get_object(builder, "view")))
        XCTAssertTrue(
            gtk_builder_get_object(builder, "inner").map { UnsafeMutableRawPointer($0) }
                == UnsafeMutableRawPointer(view.textView), "the id names the widget's own text view")
        XCTAssertEqual(gtk_text_view_get_left_margin(view.textView), 17)
        XCTAssertEqual(gtk_text_view_get_wrap_mode(view.textView), GTK_WRAP_CHAR)
        XCTAssertNotEqual(
            gtk_style_context_has_class(gtk_widget_get_style_context(view.textView.cast()), "message-input"), 0)
        XCTAssertEqual(view.presentation.layout.x >= 17, true, "the hint follows the margin set in the .ui")
    }

    func testTheWidgetExpandsOnlyAsTheAppAsks() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "One line")
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_container_add(column.cast(), view.widget)
        let window = try TestWindow(containing: column, width: 400, height: 400)
        defer { window.close() }
        XCTAssertEqual(gtk_widget_compute_expand(view.widget, GTK_ORIENTATION_VERTICAL), 0)
        XCTAssertLessThan(
            gtk_widget_get_allocated_height(view.widget), 200, "a view nobody asked to expand keeps its own height")
        gtk_widget_set_vexpand(view.widget, 1)
        MainLoop.wait(
            until: { gtk_widget_get_allocated_height(view.widget) > 350 }, "the view to take the column's height",
            file: #filePath, line: #line)
        MainLoop.wait(
            until: { gtk_widget_get_allocated_height(view.textView.cast()) > 300 },
            "the text inside to fill the expanded view")
    }

    func testWidgetHasItsOwnCSSName() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView()
        keepUnparented(view.widget)
        defer { destroyUnparented(view.widget) }
        let widgetClass = UnsafeMutableRawPointer(view.widget).assumingMemoryBound(to: GTypeInstance.self).pointee
            .g_class!
        let name = gtk_widget_class_get_css_name(
            UnsafeMutableRawPointer(widgetClass).assumingMemoryBound(to: GtkWidgetClass.self))
        XCTAssertEqual(name.map { String(cString: $0) }, "placeholdertextview")
        XCTAssertEqual(String(cString: g_type_name(PlaceholderTextViewType.gType)), "PlaceholderTextView")
    }

    func testInvalidValuesAreRejectedWithAWarningNamingTheProperty() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "Kept")
        keepUnparented(view.widget)
        defer { destroyUnparented(view.widget) }
        let log = GLibLogCapture(domains: ["PlaceholderTextView", "GLib-GObject", "Gtk"])
        defer { log.stop() }

        GObjectProperty.set(view.widget.object, "placeholder-color", "not-a-colour")
        XCTAssertTrue(
            log.messages.contains { $0.contains("placeholder-color") }, "no warning named the property: \(log.messages)"
        )
        XCTAssertNil(
            view.placeholderColor.flatMap { $0 == "not-a-colour" ? nil : $0 }, "an invalid colour must not be applied")

        var policy = GValue()
        g_value_init(&policy, G_TYPE_FROM_NAME("PlaceholderHidePolicy"))
        g_value_set_enum(&policy, 7)
        g_object_set_property(view.widget.object, "hide-policy", &policy)
        g_value_unset(&policy)
        XCTAssertTrue(
            log.messages.contains { $0.contains("hide-policy") }, "no warning named hide-policy: \(log.messages)")
        XCTAssertEqual(view.hidePolicy, .whileEmpty, "an out-of-range enum must change nothing")

        let (builder, error) = try Self.build(
            """
            <interface><object class="PlaceholderTextView" id="v">
            <property name="done-button">sometimes</property></object></interface>
            """)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        XCTAssertNil(error, "GtkBuilder skips a property it cannot parse, with a warning")
        XCTAssertTrue(
            log.messages.contains { $0.contains("done-button") }, "no warning named done-button: \(log.messages)")
        let built = try XCTUnwrap(PlaceholderTextView.wrapping(object: gtk_builder_get_object(builder, "v")))
        XCTAssertEqual(built.doneButtonVisibility, .whileFocused, "the refused value must leave the default")
        keepUnparented(built.widget)
        destroyUnparented(built.widget)
        XCTAssertEqual(view.placeholder, "Kept")
    }

    func testCInterfaceRejectsInvalidUTF8() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Valid")!
        keepUnparented(widget)
        defer { destroyUnparented(widget) }
        let log = GLibLogCapture(domains: ["PlaceholderTextView"])
        defer { log.stop() }
        let invalid: [CChar] = [CChar(bitPattern: 0xC3), CChar(bitPattern: 0x28), 0]
        placeholder_text_view_set_placeholder_text(widget, invalid)
        XCTAssertEqual(placeholder_text_view_get_placeholder_text(widget).map { String(cString: $0) }, "Valid")
        XCTAssertTrue(log.messages.contains { $0.contains("UTF-8") })
        placeholder_text_view_set_placeholder_text(widget, "Changed from C")
        XCTAssertEqual(PlaceholderTextView.wrapping(widget)?.placeholder, "Changed from C")
        XCTAssertTrue(placeholder_text_view_get_text_view(widget) == PlaceholderTextView.wrapping(widget)?.textView)
    }

    /// The C example in Examples/c builds against the header and the shared library, runs, and
    /// draws both hints (one red, from its .ui string).
    func testCExampleCompilesLinksAndShowsThePlaceholder() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let binDirectory =
            FileManager.default.fileExists(
                atPath: buildDirectory.appendingPathComponent("libPlaceholderTextViewC.so").path)
            ? buildDirectory : buildDirectory.deletingLastPathComponent()
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: binDirectory.appendingPathComponent("libPlaceholderTextViewC.so").path),
            "libPlaceholderTextViewC.so is not built in \(binDirectory.path)")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("c-example-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let executable = work.appendingPathComponent("placeholder-demo").path
        let picture = work.appendingPathComponent("demo.png").path

        let swiftRuntime = "/opt/swift/usr/lib/swift/linux"
        let compile = try Subprocess.run(
            "/bin/sh",
            [
                "-c",
                """
                gcc -Wall -Wextra -Werror -o '\(executable)' '\(root.path)/Examples/c/placeholder-demo.c' \
                  -I'\(root.path)/Sources/PlaceholderGtk/include' $(pkg-config --cflags --libs gtk+-3.0) \
                  -L'\(binDirectory.path)' -lPlaceholderTextViewC \
                  -Wl,-rpath,'\(binDirectory.path)' -Wl,-rpath,'\(swiftRuntime)'
                """,
            ])
        XCTAssertEqual(compile.status, 0, "the C example did not build: \(compile.output)")
        let run = try Subprocess.run(executable, [picture])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("placeholder: Placeholder from C"), run.output)

        try TestDisplay.start()
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new_from_file(picture, &error), "no picture written")
        let shot = Snapshot(pixbuf: pixbuf)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        try shot.save(label: "c-example", testName: name)
        let redHint = shot.count { $0.red > 150 && $0.green < 90 && $0.blue < 90 }
        XCTAssertGreaterThan(redHint, 20, "the .ui hint (red) is not drawn")
        let greyHint = shot.boundingBox { pixel in
            let channels = [pixel.red, pixel.green, pixel.blue]
            return channels.max()! - channels.min()! < 16 && pixel.luminance > 60 && pixel.luminance < 200
        }
        XCTAssertNotNil(greyHint, "the C hint (grey) is not drawn")
    }
}

/// G_TYPE_FROM_NAME for the enum types the widget registers.
private func G_TYPE_FROM_NAME(_ name: String) -> GType { g_type_from_name(name) }
