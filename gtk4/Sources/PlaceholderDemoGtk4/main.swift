// placeholder-demo-gtk4: the GTK 4 PlaceholderTextView in a small window.
// `--screenshot FILE` writes the window's pixels once it has painted, then quits (make run-gtk4
// does this under Xvfb when there is no display).
import CGtk4
import Foundation
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4

@MainActor
func runDemo() -> Int32 {
    let arguments = CommandLine.arguments
    let screenshotPath = arguments.firstIndex(of: "--screenshot").flatMap {
        $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
    }
    guard gtk_init_check() != 0 else {
        FileHandle.standardError.write(Data("placeholder-demo-gtk4: cannot open a display\n".utf8))
        return 1
    }
    let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(window, "PlaceholderTextView for GTK 4")
    gtk_window_set_default_size(window, 520, 360)

    let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
    for margin in [
        gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end,
    ] {
        margin(column, 18)
    }
    let title = UnsafeMutablePointer(widget: gtk_label_new("New note"))
    gtk_widget_add_css_class(title, "title-2")
    gtk_label_set_xalign(OpaquePointer(title), 0)
    gtk_box_append(column.cast(), title)

    let body = PlaceholderTextView(placeholder: "Write a note… it stays here until you type")
    body.doneButtonVisibility = .always
    gtk_text_view_set_left_margin(body.textView, 10)
    gtk_text_view_set_top_margin(body.textView, 8)
    gtk_widget_add_css_class(body.widget, "card")
    gtk_widget_set_vexpand(body.widget, 1)  // the widget takes the space the app gives it
    gtk_box_append(column.cast(), body.widget)

    let japanese = PlaceholderTextView(placeholder: "メモを入力してください")
    japanese.doneButtonVisibility = .never
    gtk_text_view_set_left_margin(japanese.textView, 10)
    gtk_widget_set_size_request(japanese.widget, -1, 60)
    gtk_box_append(column.cast(), japanese.widget)

    let status = UnsafeMutablePointer(widget: gtk_label_new("Click the background to stop editing."))
    gtk_widget_add_css_class(status, "dim-label")
    gtk_label_set_xalign(OpaquePointer(status), 0)
    gtk_box_append(column.cast(), status)
    body.onDone = { text in gtk_label_set_text(OpaquePointer(status), "Done: \(text.count) characters") }

    gtk_window_set_child(window, column)
    TapToDismiss.install(on: window)
    var running = true
    let closed = SignalConnection(window, "destroy") { running = false }
    gtk_window_present(window)

    if let screenshotPath {
        // Wait for the first frames to be painted, then render the window's own pixels.
        var frames = 0
        let ticks = FrameTicks(on: window.cast()) { _ in frames += 1 }
        while frames < 3 { g_main_context_iteration(nil, 1) }
        ticks.cancel()
        guard let paintable = gtk_widget_paintable_new(window.cast()),
            let renderer = gtk_native_get_renderer(OpaquePointer(window))
        else { return 1 }
        let width = gtk_widget_get_width(window.cast())
        let height = gtk_widget_get_height(window.cast())
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = gtk_snapshot_free_to_node(snapshot)!
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        let texture = gsk_renderer_render_texture(renderer, node, &bounds)!
        let saved = gdk_texture_save_to_png(texture, screenshotPath) != 0
        gsk_render_node_unref(node)
        g_object_unref(UnsafeMutableRawPointer(texture))
        g_object_unref(UnsafeMutableRawPointer(paintable))
        gtk_window_destroy(window)
        closed.disconnect()
        return saved ? 0 : 1
    }
    while running { g_main_context_iteration(nil, 1) }
    return 0
}

exit(MainActor.assumeIsolated { runDemo() })
