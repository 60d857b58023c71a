// The `bare-window-screenshot FILE` and `plain-interface-screenshot FILE` modes: the start-up
// baselines for note-entry.
import CGtk
import Foundation
import GtkBinding
import NoteEntryApp

/// What note-entry's screenshot mode does, minus note-entry: a non-unique `GtkApplication`
/// whose window (`Layout`) is captured, animations off, to a PNG once settled by the same rule
/// as note-entry's `FirstFrameNotice` (the window active and three more frames painted, or at
/// most 120 frames), then the process exits.
@MainActor
final class BareWindowScreenshot {
    static let usage = "bare-window-screenshot FILE.png"
    static let plainInterfaceUsage = "plain-interface-screenshot FILE.png"

    /// The window shown.
    enum Layout {
        /// A header bar and a text view in a scrolled window: the issue's baseline.
        case headerBarAndTextView
        /// note-entry's own `main-window.ui` (from its compiled-in resources), with a plain
        /// `GtkTextView` in a `GtkScrolledWindow` where the body's PlaceholderTextView is: the
        /// app's interface in plain
        /// GTK, without our widget, the store, the list's rows, the app's CSS or spell checking.
        case noteEntryInterface
    }

    private let file: String
    private let layout: Layout
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var application: UnsafeMutablePointer<GtkApplication>?
    private let connections = SignalConnectionSet()
    private var settleTicks: FrameTicks?
    private var ticks = 0
    private var activeTicks = 0
    private var status: Int32 = 0

    private init(file: String, layout: Layout) {
        self.file = file
        self.layout = layout
    }

    /// The `bare-window-screenshot` mode.
    static func run(_ arguments: [String]) { run(arguments, layout: .headerBarAndTextView, usage: usage) }

    /// The `plain-interface-screenshot` mode.
    static func runPlainInterface(_ arguments: [String]) {
        run(arguments, layout: .noteEntryInterface, usage: plainInterfaceUsage)
    }

    private static func run(_ arguments: [String], layout: Layout, usage: String) {
        guard arguments.count == 1 else {
            FileHandle.standardError.write(Data("usage: placeholder-bench \(usage)\n".utf8))
            exit(2)
        }
        startGtk()
        let screenshot = BareWindowScreenshot(file: arguments[0], layout: layout)
        let status = screenshot.runApplication()
        withExtendedLifetime(screenshot) { exit(status) }
    }

    private func runApplication() -> Int32 {
        let application = gtk_application_new("org.placeholdertextview.BenchBareWindow", G_APPLICATION_NON_UNIQUE)!
        self.application = application
        connections.add(SignalConnection(application, "activate") { [weak self] in self?.activate() })
        let exitStatus = g_application_run(application.cast(to: GApplication.self), 0, nil)
        connections.disconnectAll()
        g_object_unref(application.raw)
        return status != 0 ? status : exitStatus
    }

    private func activate() {
        if let settings = gtk_settings_get_default() {
            GObjectProperty.set(settings.object, "gtk-enable-animations", false)
        }
        let made =
            switch layout {
            case .headerBarAndTextView: Self.makeHeaderBarAndTextView(application)
            case .noteEntryInterface: Self.makeNoteEntryInterface(application)
            }
        guard let (window, textView) = made else {
            fail("the window could not be built")
            return g_application_quit(application!.cast(to: GApplication.self))
        }
        self.window = window
        connections.add(
            SignalConnection(window, event: "draw", after: true) { [weak self] _ in
                self?.firstDraw()
                return false
            })
        gtk_widget_show_all(window)
        gtk_window_present(window.cast())
        gtk_widget_grab_focus(textView.cast())
    }

    private static func makeHeaderBarAndTextView(
        _ application: UnsafeMutablePointer<GtkApplication>?
    ) -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) {
        let window = UnsafeMutablePointer(widget: gtk_application_window_new(application))
        gtk_window_set_default_size(window.cast(), 860, 560)
        let header = UnsafeMutablePointer(widget: gtk_header_bar_new())
        gtk_header_bar_set_title(header.cast(), "Notes")
        gtk_header_bar_set_show_close_button(header.cast(), 1)
        gtk_window_set_titlebar(window.cast(), header)
        let (scrolled, textView) = BareEditor.make()
        gtk_container_add(window.cast(), scrolled)
        return (window, textView.cast())
    }

    /// note-entry's window from its `.ui`, the body a plain text view in a scrolled window; nil if
    /// it cannot be built.
    private static func makeNoteEntryInterface(
        _ application: UnsafeMutablePointer<GtkApplication>?
    ) -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>)? {
        guard
            let bytes = g_resources_lookup_data(
                InterfaceFile.resourcePath("main-window.ui"), G_RESOURCE_LOOKUP_FLAGS_NONE, nil)
        else { return nil }
        defer { g_bytes_unref(bytes) }
        var size = 0
        let data = g_bytes_get_data(bytes, &size)!
        var interface = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
        // The body's element, its two properties of ours dropped.
        guard
            let body = interface.range(
                of: #"(?s)<object class="PlaceholderTextView" id="body">.*?</object>"#, options: .regularExpression)
        else { return nil }
        interface.replaceSubrange(
            body,
            with: """
                <object class="GtkScrolledWindow"><property name="vexpand">True</property><property name="shadow-type">in</property>
                <child><object class="GtkTextView" id="body"><property name="wrap-mode">word-char</property></object></child></object>
                """)
        let builder = gtk_builder_new()!
        defer { g_object_unref(builder) }
        guard gtk_builder_add_from_string(builder, interface, gsize(bitPattern: -1), nil) != 0,
            let window = gtk_builder_get_object(builder, "window"), let body = gtk_builder_get_object(builder, "body")
        else { return nil }
        let widget = UnsafeMutablePointer<GtkWidget>(OpaquePointer(window))
        gtk_window_set_application(widget.cast(), application)
        return (widget, UnsafeMutablePointer<GtkWidget>(OpaquePointer(body)))
    }

    private func firstDraw() {
        guard settleTicks == nil, let window else { return }
        settleTicks = FrameTicks(on: window) { [weak self] _ in self?.tick() }
    }

    /// One frame; the last one saves the window and quits.
    private func tick() {
        guard let window else { return }
        ticks += 1
        if gtk_window_is_active(window.cast()) != 0 { activeTicks += 1 }
        guard activeTicks >= 3 || ticks >= 120 else { return }
        settleTicks?.cancel()
        gdk_display_sync(gtk_widget_get_display(window))
        save(window)
        g_application_quit(application!.cast(to: GApplication.self))
    }

    private func save(_ window: UnsafeMutablePointer<GtkWidget>) {
        let gdkWindow = gtk_widget_get_window(window)
        let pixbuf = gdk_pixbuf_get_from_window(
            gdkWindow, 0, 0, gdk_window_get_width(gdkWindow), gdk_window_get_height(gdkWindow))
        guard let pixbuf else { return fail("the window's pixels could not be read") }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        do {
            try PNGFile.write(pixbuf, to: file)
        } catch {
            fail(error.description)
        }
    }

    private func fail(_ reason: String) {
        FileHandle.standardError.write(Data("placeholder-bench: cannot write \(file): \(reason)\n".utf8))
        status = 1
    }
}
