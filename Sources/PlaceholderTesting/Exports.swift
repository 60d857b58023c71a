// GTK's C API, re-exported: a test that imports PlaceholderTesting can call gtk_* directly.
@_exported import CGtk
// The toolkit-neutral half of the kit (pixels, colours, contrast, GLib's log), shared with GTK 4's
// kit.
@_exported import PlaceholderTestingCore
