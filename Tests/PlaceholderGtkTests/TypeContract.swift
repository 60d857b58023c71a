// What the GTK 3 and the GTK 4 PlaceholderTextView type both answer through their C functions,
// GObject properties and GtkBuilder, and where both find their translations. One source for both
// test suites, as the widget's shared files are: gtk4/Tests links this file and compiles it with
// PLACEHOLDER_GTK4, so the two toolkits' tests check one contract and cannot drift apart.
import Foundation
import PlaceholderCore
import XCTest

#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
    import PlaceholderGtk4
#else
    import CGtk
    import GtkBinding
    import PlaceholderGtk
#endif

@MainActor
enum TypeContract {
    /// A .ui file setting every writable property (`next` is the focus-after-done target).
    static let everyPropertyUI = """
        <interface>
          <object class="GtkButton" id="next"/>
          <object class="PlaceholderTextView" id="view">
            <property name="placeholder-text">From the .ui file</property>
            <property name="placeholder-color">#00aa00</property>
            <property name="hide-policy">while-empty-and-unfocused</property>
            <property name="fade-duration">400</property>
            <property name="done-button">always</property>
            <property name="done-label">Finish</property>
            <property name="text">Initial text</property>
            <property name="enable-undo">false</property>
            <property name="focus-after-done">next</property>
            <property name="use-markup">true</property>
          </object>
        </interface>
        """

    /// The objects a builder made from `everyPropertyUI` (`gtk_builder_get_object`'s "view" and
    /// "next"): the view has every value of the file, and the type installs every property the
    /// core names.
    static func assertBuiltWithEveryProperty(
        view object: UnsafeMutablePointer<GObject>?, next: UnsafeMutablePointer<GObject>?,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> PlaceholderTextView {
        let view = try XCTUnwrap(PlaceholderTextView.wrapping(object: object), file: file, line: line)
        XCTAssertEqual(view.placeholder, "From the .ui file", file: file, line: line)
        XCTAssertEqual(view.placeholderColor, "#00aa00", file: file, line: line)
        XCTAssertEqual(view.hidePolicy, .whileEmptyAndUnfocused, file: file, line: line)
        XCTAssertEqual(view.fadeDuration, 0.4, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(view.doneButtonVisibility, .always, file: file, line: line)
        XCTAssertEqual(view.doneLabel, "Finish", file: file, line: line)
        XCTAssertEqual(view.text, "Initial text", file: file, line: line)
        XCTAssertFalse(view.enableUndo, file: file, line: line)
        XCTAssertTrue(view.usesMarkup, file: file, line: line)
        XCTAssertEqual(
            view.focusAfterDone.map { UnsafeMutableRawPointer($0) }, next.map { UnsafeMutableRawPointer($0) },
            file: file, line: line)
        XCTAssertFalse(
            view.isPlaceholderVisible, "initial text from the .ui file hides the hint", file: file, line: line)
        let objectClass = UnsafeMutableRawPointer(g_type_class_peek(PlaceholderTextViewType.gType))?
            .assumingMemoryBound(to: GObjectClass.self)
        for property in PlaceholderProperty.allCases {
            XCTAssertNotNil(
                g_object_class_find_property(objectClass, property.name), "\(property.name) is installed",
                file: file, line: line)
        }
        return view
    }

    /// Every C setter of `widget` (a new view without a placeholder) is read back by its getter,
    /// by the Swift API and by its GObject property; NULL and "" go back to the defaults, as the
    /// header says.
    static func assertEverySetterIsReadBack(
        _ widget: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let view = try XCTUnwrap(PlaceholderTextView.wrapping(widget), file: file, line: line)
        XCTAssertEqual(string(placeholder_text_view_get_placeholder_text(widget)), "", file: file, line: line)

        placeholder_text_view_set_placeholder_text(widget, "Hint from C")
        placeholder_text_view_set_hide_policy(widget, 1)
        placeholder_text_view_set_fade_duration(widget, 400)
        placeholder_text_view_set_placeholder_color(widget, "#00aa00")
        placeholder_text_view_set_done_button(widget, 2)
        placeholder_text_view_set_done_label(widget, "Finish")
        placeholder_text_view_set_text(widget, "Typed by C")
        placeholder_text_view_set_use_markup(widget, 1)
        placeholder_text_view_set_enable_undo(widget, 0)
        placeholder_text_view_set_keys_end_editing(widget, 0)

        XCTAssertEqual(
            string(placeholder_text_view_get_placeholder_text(widget)), "Hint from C", file: file, line: line)
        XCTAssertEqual(placeholder_text_view_get_hide_policy(widget), 1, file: file, line: line)
        XCTAssertEqual(placeholder_text_view_get_fade_duration(widget), 400, file: file, line: line)
        XCTAssertEqual(string(placeholder_text_view_get_placeholder_color(widget)), "#00aa00", file: file, line: line)
        XCTAssertEqual(placeholder_text_view_get_done_button(widget), 2, file: file, line: line)
        XCTAssertEqual(string(placeholder_text_view_get_done_label(widget)), "Finish", file: file, line: line)
        XCTAssertEqual(string(placeholder_text_view_get_text(widget)), "Typed by C", file: file, line: line)
        XCTAssertEqual(placeholder_text_view_get_use_markup(widget), 1, file: file, line: line)
        XCTAssertEqual(placeholder_text_view_get_enable_undo(widget), 0, file: file, line: line)
        XCTAssertEqual(placeholder_text_view_get_keys_end_editing(widget), 0, file: file, line: line)

        XCTAssertEqual(view.placeholder, "Hint from C", file: file, line: line)
        XCTAssertEqual(view.hidePolicy, .whileEmptyAndUnfocused, file: file, line: line)
        XCTAssertEqual(view.fadeDuration, 0.4, accuracy: 0.0001, file: file, line: line)
        XCTAssertEqual(view.placeholderColor, "#00aa00", file: file, line: line)
        XCTAssertEqual(view.doneButtonVisibility, .never, file: file, line: line)
        XCTAssertEqual(view.doneLabel, "Finish", file: file, line: line)
        XCTAssertEqual(view.text, "Typed by C", file: file, line: line)
        XCTAssertTrue(view.usesMarkup, file: file, line: line)
        XCTAssertFalse(view.enableUndo, file: file, line: line)
        XCTAssertTrue(GObjectProperty.bool(widget.object, "use-markup"), file: file, line: line)
        XCTAssertFalse(GObjectProperty.bool(widget.object, "enable-undo"), file: file, line: line)
        XCTAssertFalse(view.keysEndEditing, file: file, line: line)
        XCTAssertFalse(GObjectProperty.bool(widget.object, "keys-end-editing"), file: file, line: line)
        XCTAssertEqual(GObjectProperty.string(widget.object, "placeholder-text"), "Hint from C", file: file, line: line)
        XCTAssertEqual(GObjectProperty.int(widget.object, "fade-duration"), 400, file: file, line: line)
        XCTAssertEqual(enumNick(widget, "hide-policy"), "while-empty-and-unfocused", file: file, line: line)
        XCTAssertEqual(enumNick(widget, "done-button"), "never", file: file, line: line)

        placeholder_text_view_set_placeholder_color(widget, nil)
        placeholder_text_view_set_done_label(widget, "")
        placeholder_text_view_set_placeholder_text(widget, nil)
        XCTAssertNil(view.placeholderColor, file: file, line: line)
        XCTAssertNil(view.doneLabel, file: file, line: line)
        XCTAssertEqual(view.placeholder, "", file: file, line: line)
        XCTAssertEqual(string(placeholder_text_view_get_placeholder_color(widget)), "", file: file, line: line)
        XCTAssertTrue(placeholder_text_view_get_text_view(widget) == view.textView, file: file, line: line)
        var textView = GValue()
        g_value_init(&textView, gtk_text_view_get_type())
        g_object_get_property(widget.object, "text-view", &textView)
        XCTAssertTrue(
            g_value_get_object(&textView) == UnsafeMutableRawPointer(view.textView),
            "the text-view property reads the inner view", file: file, line: line)
        g_value_unset(&textView)
    }

    /// The library's translations are found relative to the file holding its code: the test
    /// binary here, whose folder has the build's locale/ (`make build` and `make test-gtk4` compile
    /// it there, a plain `swift test` through `TranslationCatalogues`); the variable still wins.
    nonisolated static func assertTranslationsAreFoundBesideTheBinary(
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let saved = getenv("PLACEHOLDER_LOCALE_DIR").map { String(cString: $0) }
        unsetenv("PLACEHOLDER_LOCALE_DIR")
        defer { if let saved { setenv("PLACEHOLDER_LOCALE_DIR", saved, 1) } }
        let executable = try XCTUnwrap(
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), file: file, line: line)
        let expected = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("locale")
            .path
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: expected + "/ja/LC_MESSAGES/placeholder-text-view.mo"),
            "no compiled translations in \(expected): run make build (GTK 3) or make test-gtk4", file: file, line: line)
        XCTAssertEqual(TranslationDomain.catalogueDirectory(besideCodeAt: #dsohandle), expected, file: file, line: line)
        setenv("PLACEHOLDER_LOCALE_DIR", "/elsewhere/locale", 1)
        XCTAssertEqual(
            TranslationDomain.catalogueDirectory(besideCodeAt: #dsohandle), "/elsewhere/locale", file: file, line: line)
    }

    /// The nick of `widget`'s enum property `property`, read through GObject.
    private static func enumNick(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: String) -> String? {
        let objectClass = UnsafeMutableRawPointer(widget.object.pointee.g_type_instance.g_class!).assumingMemoryBound(
            to: GObjectClass.self)
        guard let spec = g_object_class_find_property(objectClass, property) else { return nil }
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(widget.object, property, &value)
        let enumClass = g_type_class_ref(spec.pointee.value_type)
        defer { g_type_class_unref(enumClass) }
        return g_enum_get_value(enumClass?.assumingMemoryBound(to: GEnumClass.self), g_value_get_enum(&value))
            .map { String(cString: $0.pointee.value_nick) }
    }

    private static func string(_ text: UnsafePointer<CChar>?) -> String? { text.map { String(cString: $0) } }
}
