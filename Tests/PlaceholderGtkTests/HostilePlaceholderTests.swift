// Placeholders nobody should write, and the widget's answer to each: shown exactly as written
// (or refused with a warning), never a crash, never a GTK critical.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class HostilePlaceholderTests: MainActorTestCase {
    func testLiteralPlaceholdersAreShownExactlyAsWritten() async throws {
        let fixture = try PlaceholderFixture(placeholder: "")
        defer { fixture.close() }
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        for (name, text) in HostileHints.literalTexts {
            fixture.view.placeholder = text
            MainLoop.waitForPaintedFrame(of: fixture.textView)
            XCTAssertEqual(fixture.view.placeholder, text, name)
            XCTAssertEqual(fixture.view.hintLabelText, text, "\(name): the label must show the text as written")
            XCTAssertEqual(gtk_label_get_use_markup(fixture.view.hintLabel), 0, name)
            XCTAssertEqual(fixture.view.presentation.accessibleText, text, name)
            let hasInk = HostileHints.hasInk(text)
            XCTAssertEqual(fixture.view.isPlaceholderVisible, hasInk, name)
            XCTAssertEqual(fixture.view.hintLabelState.mapped, hasInk, "\(name): label mapped")
        }
        XCTAssertEqual(log.messages, [], "no warnings for literal text")
    }

    func testMarkupModeShowsValidMarkupAndWarnsAboutInvalidMarkup() async throws {
        let fixture = try PlaceholderFixture(placeholder: "") { $0.usesMarkup = true }
        defer { fixture.close() }
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }

        fixture.view.placeholder = "<b>Bold</b> &amp; more"
        MainLoop.waitForPaintedFrame(of: fixture.textView)
        XCTAssertEqual(fixture.view.hintLabelText, "Bold & more")
        XCTAssertEqual(gtk_label_get_use_markup(fixture.view.hintLabel), 1)
        XCTAssertEqual(log.messages, [])

        for invalid in ["<b>never closed", "Fish & chips", "<bogus>tag</bogus>", "<b><i>crossed</b></i>", "a < b"] {
            let before = log.messages.count
            fixture.view.placeholder = invalid
            MainLoop.waitForPaintedFrame(of: fixture.textView)
            XCTAssertEqual(fixture.view.hintLabelText, invalid, "invalid markup is shown as plain text")
            XCTAssertEqual(gtk_label_get_use_markup(fixture.view.hintLabel), 0)
            let warnings = log.messages.dropFirst(before)
            XCTAssertEqual(warnings.count, 1, "one warning for \(invalid): \(Array(warnings))")
            XCTAssertTrue(warnings.first?.contains("placeholder markup is invalid") == true, "\(Array(warnings))")
        }
        XCTAssertTrue(fixture.view.isPlaceholderVisible)
    }

    /// A megabyte of hint: laid out in full (never clipped), and the view stays usable.
    func testOneMegabytePlaceholder() async throws {
        let line = "A very long hint, repeated until it weighs a megabyte. "
        let huge = String(repeating: line, count: 1_048_576 / line.utf8.count + 1)
        XCTAssertGreaterThan(huge.utf8.count, 1_048_576)
        let fixture = try PlaceholderFixture(placeholder: "short")
        defer { fixture.close() }
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        let start = Date()
        fixture.view.placeholder = huge
        MainLoop.waitForPaintedFrame(of: fixture.textView, timeout: 60)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(fixture.view.hintLabelText.utf8.count, huge.utf8.count)
        XCTAssertTrue(fixture.view.hintLabelState.mapped)
        XCTAssertLessThan(seconds, 30, "a 1 MB hint took \(seconds) s to show")
        fixture.focusTextView()
        fixture.type("x")
        XCTAssertFalse(fixture.view.hintLabelState.mapped)
        fixture.view.placeholder = "short again"
        fixture.view.text = ""
        MainLoop.waitForPaintedFrame(of: fixture.textView)
        XCTAssertEqual(fixture.view.hintLabelText, "short again")
        XCTAssertEqual(log.messages, [])
    }

    /// Invalid UTF-8 handed to the C entry points is refused with a warning; nothing changes.
    func testInvalidUTF8ThroughTheCEntryPointsIsRefusedWithAWarning() async throws {
        try TestDisplay.start()
        let invalid: [(String, [UInt8])] = [
            ("a lone continuation byte", [0x66, 0x80, 0x67]),
            ("0xFF", [0x41, 0xFF, 0xFE]),
            ("an overlong NUL", [0xC0, 0x80]),
            ("an encoded surrogate", [0xED, 0xA0, 0x80]),
            ("a truncated sequence", [0x61, 0xE3, 0x81]),
            ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ]
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        for (name, bytes) in invalid {
            let widget = withCBytes(bytes) { placeholder_text_view_new($0)! }
            g_object_ref_sink(widget.raw)
            defer {
                gtk_widget_destroy(widget)
                g_object_unref(widget.raw)
            }
            XCTAssertEqual(PlaceholderTextView.wrapping(widget)?.placeholder, "", name)
            placeholder_text_view_set_placeholder_text(widget, "kept")
            withCBytes(bytes) { placeholder_text_view_set_placeholder_text(widget, $0) }
            XCTAssertEqual(String(cString: placeholder_text_view_get_placeholder_text(widget)!), "kept", name)
        }
        XCTAssertEqual(log.messages.count, invalid.count * 2, "\(log.messages)")
        XCTAssertTrue(log.messages.allSatisfy { $0.contains("not valid UTF-8") }, "\(log.messages)")
    }

    /// The same through GObject properties, as `g_object_set` from C or a binding sets them.
    func testInvalidUTF8ThroughGObjectPropertiesIsRefusedWithAWarning() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "kept")
        view.doneLabel = "Finish"
        view.text = "body"
        let root = view.widget
        g_object_ref_sink(root.raw)
        defer {
            gtk_widget_destroy(root)
            g_object_unref(root.raw)
        }
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        for property in ["placeholder-text", "placeholder-color", "done-label", "text"] {
            var value = GValue()
            g_value_init(&value, FundamentalType.string)
            withCBytes([0x62, 0x61, 0x64, 0xFF]) { g_value_set_string(&value, $0) }
            g_object_set_property(root.object, property, &value)
            g_value_unset(&value)
        }
        XCTAssertEqual(view.placeholder, "kept")
        XCTAssertNil(view.placeholderColor)
        XCTAssertEqual(view.doneLabel, "Finish")
        XCTAssertEqual(view.text, "body")
        XCTAssertEqual(log.messages.count, 4, "\(log.messages)")
        XCTAssertTrue(log.messages.allSatisfy { $0.contains("not valid UTF-8") }, "\(log.messages)")
    }

    /// GtkBuilder refuses a .ui file with invalid UTF-8 as a whole: an error, no widget, no crash.
    func testInvalidUTF8InAUIFileIsAnErrorNotACrash() async throws {
        try TestDisplay.start()
        PlaceholderTextViewType.register()
        let head = Array(
            """
            <interface><object class="PlaceholderTextView" id="body">
            <property name="placeholder-text">bad 
            """.utf8)
        let tail = Array("</property></object></interface>".utf8)
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        for bytes: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80]] {
            let builder = gtk_builder_new()!
            defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
            var error: UnsafeMutablePointer<GError>?
            let document = head + bytes + tail
            let loaded = document.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    gtk_builder_add_from_string(builder, $0, gsize(buffer.count), &error)
                }
            }
            XCTAssertEqual(loaded, 0)
            let message = error.map { String(cString: $0.pointee.message) } ?? ""
            if let error { g_error_free(error) }
            XCTAssertTrue(message.contains("UTF-8"), message)
            XCTAssertNil(gtk_builder_get_object(builder, "body"))
        }
        XCTAssertEqual(log.messages, [])
    }

    /// A 10 MB paste, with a real Ctrl+V: the hint hides, and every character arrives intact.
    func testTenMegabytePaste() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Paste here")
        defer { fixture.close() }
        let line = "Ten megabytes of pasted text, line after line, with ünïcödé and 日本語 🙂.\n"
        let pasted = String(repeating: line, count: 10_485_760 / line.utf8.count + 1)
        let expectedCharacters = Int32(pasted.unicodeScalars.count)
        fixture.focusTextView()
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        gtk_clipboard_set_text(clipboard, pasted, -1)
        RealInput.press("Ctrl+v")
        MainLoop.wait(
            until: { gtk_text_buffer_get_char_count(fixture.buffer) >= expectedCharacters },
            timeout: 60, "the 10 MB paste to arrive")
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
        XCTAssertFalse(fixture.view.hintLabelState.mapped)
        XCTAssertEqual(fixture.view.presentation.alpha, 0)
        XCTAssertTrue(fixture.view.text == pasted, "the pasted text was changed on the way")
        gtk_clipboard_clear(clipboard)
        fixture.view.text = ""
        XCTAssertTrue(fixture.view.isPlaceholderVisible)
    }
}
