// The toolkit-neutral half of the kit (pixels, colours, contrast, GLib's log), shared with GTK 3's
// kit: a test that imports PlaceholderTesting4 reads a Snapshot's pixels and captures GLib's log
// as it would in GTK 3.
@_exported import PlaceholderTestingCore
